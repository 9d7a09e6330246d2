import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import { AccountBalanceQuery, PrecheckStatusError, PrivateKey, TopicCreateTransaction, TopicMessageSubmitTransaction, type Client, type TopicId } from '@hashgraph/sdk'
import type { Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient, getJson } from './helpers.js'

interface CreatedAccount { accountId: string, privateKey: string, publicKey: string, keyType: string }

// ConsensusSubmitMessage: $0.0008 at the default $0.10 an HBAR
const SUBMIT_FEE = 800_000n
// CryptoTransfer: $0.0001 at the default $0.10 an HBAR
const TRANSFER_FEE = 100_000n

async function postAccount (emulator: Emulator, body: unknown): Promise<{ status: number, body: Record<string, unknown> }> {
  const res = await fetch(`${emulator.mirrorUrl}/admin/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() as Record<string, unknown> }
}

describe('accounts with their own keys (POST /admin/accounts, /api/v1/accounts/{id})', () => {
  let emulator: Emulator
  let operator: Client
  let topicId: TopicId
  beforeAll(async () => {
    emulator = await startTestEmulator()
    operator = sdkClient(emulator, { fast: true })
    const receipt = await (await new TopicCreateTransaction().execute(operator)).getReceipt(operator)
    if (receipt.topicId === null) throw new Error('no topic')
    topicId = receipt.topicId
  })
  afterAll(async () => {
    operator.close()
    await emulator.close()
  })

  async function tinybars (accountId: string): Promise<bigint> {
    const balance = await new AccountBalanceQuery().setAccountId(accountId).execute(operator)
    return BigInt(balance.hbars.toTinybars().toString())
  }

  for (const keyType of ['ED25519', 'ECDSA_SECP256K1'] as const) {
    it(`creates a funded ${keyType} account whose key the mirror serves, which pays for its own messages`, async () => {
      const created = await postAccount(emulator, { initialBalanceHbar: 5, keyType })
      expect(created.status).toBe(200)
      const account = created.body as unknown as CreatedAccount
      const key = PrivateKey.fromStringDer(account.privateKey)
      expect(key.publicKey.toStringRaw()).toBe(account.publicKey)
      expect(key.type).toBe(keyType === 'ED25519' ? 'ED25519' : 'secp256k1')

      const { status, body } = await getJson(emulator, `/api/v1/accounts/${account.accountId}`)
      expect(status).toBe(200)
      expect(body.account).toBe(account.accountId)
      expect(body.key).toEqual({ _type: keyType, key: account.publicKey })
      expect((body.balance as { balance: number }).balance).toBe(500_000_000)

      const before = await tinybars(account.accountId)
      const payer = sdkClient(emulator, { accountId: account.accountId, key })
      try {
        const receipt = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(`paid by ${keyType}`).execute(payer)).getReceipt(payer)
        expect(receipt.status.toString()).toBe('SUCCESS')
      } finally {
        payer.close()
      }
      // charged exactly the submit fee
      expect(await tinybars(account.accountId)).toBe(before - SUBMIT_FEE)
    })
  }

  it('refuses a payer signature by another key (INVALID_SIGNATURE) and a payer that cannot pay the fee', async () => {
    const account = (await postAccount(emulator, { initialBalanceHbar: 1 })).body as unknown as CreatedAccount
    const impostor = sdkClient(emulator, { accountId: account.accountId, key: PrivateKey.generateED25519() })
    try {
      const err = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('forged').execute(impostor).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(PrecheckStatusError)
      expect((err as PrecheckStatusError).status.toString()).toBe('INVALID_SIGNATURE')
    } finally {
      impostor.close()
    }

    const broke = (await postAccount(emulator, { initialBalanceHbar: 0 })).body as unknown as CreatedAccount
    const poor = sdkClient(emulator, { accountId: broke.accountId, key: PrivateKey.fromStringDer(broke.privateKey) })
    try {
      const err = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('unpaid').execute(poor).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(PrecheckStatusError)
      expect((err as PrecheckStatusError).status.toString()).toBe('INSUFFICIENT_PAYER_BALANCE')
    } finally {
      poor.close()
    }
  })

  it('funds an account from the operator (POST /admin/accounts/{id}/fund): a CRYPTOTRANSFER on the ledger and the mirror', async () => {
    const broke = (await postAccount(emulator, { initialBalanceHbar: 0 })).body as unknown as CreatedAccount
    const operatorBefore = await tinybars(emulator.operatorId)
    const res = await fetch(`${emulator.mirrorUrl}/admin/accounts/${broke.accountId}/fund`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amountHbar: 0.5 }) })
    expect(res.status).toBe(200)
    const funded = await res.json() as { accountId: string, transactionId: string, balanceHbar: number }
    expect(funded).toMatchObject({ accountId: broke.accountId, balanceHbar: 0.5 })
    expect(await tinybars(broke.accountId)).toBe(50_000_000n)
    // the operator pays the amount and the transfer's fee
    expect(await tinybars(emulator.operatorId)).toBe(operatorBefore - 50_000_000n - TRANSFER_FEE)
    const { status, body } = await getJson(emulator, `/api/v1/transactions/${funded.transactionId}`)
    expect(status).toBe(200)
    const [transaction] = body.transactions as Array<{ name: string, result: string, charged_tx_fee: number, transfers: Array<{ account: string, amount: number }> }>
    expect(transaction).toMatchObject({ name: 'CRYPTOTRANSFER', result: 'SUCCESS', charged_tx_fee: Number(TRANSFER_FEE) })
    expect(transaction?.transfers).toEqual(expect.arrayContaining([
      // the mirror sums each account's entries: the operator paid the amount and the fee
      expect.objectContaining({ account: emulator.operatorId, amount: -50_000_000 - Number(TRANSFER_FEE) }),
      expect.objectContaining({ account: broke.accountId, amount: 50_000_000 })
    ]))

    // and it can pay now
    const payer = sdkClient(emulator, { accountId: broke.accountId, key: PrivateKey.fromStringDer(broke.privateKey) })
    try {
      const receipt = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('paid once funded').execute(payer)).getReceipt(payer)
      expect(receipt.status.toString()).toBe('SUCCESS')
    } finally {
      payer.close()
    }
    expect(await tinybars(broke.accountId)).toBe(50_000_000n - SUBMIT_FEE)
  })

  it('refuses a fund request it cannot carry out: 400 bad amount, 404 unknown account, 405 not POST, 409 more than the operator holds', async () => {
    const account = (await postAccount(emulator, { initialBalanceHbar: 0 })).body as unknown as CreatedAccount
    const fund = async (id: string, body: unknown, method = 'POST'): Promise<number> =>
      (await fetch(`${emulator.mirrorUrl}/admin/accounts/${id}/fund`, { method, headers: { 'content-type': 'application/json' }, ...(method === 'POST' ? { body: JSON.stringify(body) } : {}) })).status
    expect(await fund(account.accountId, { amountHbar: 0 })).toBe(400)
    expect(await fund(account.accountId, { amountHbar: 0.000000001 })).toBe(400)
    expect(await fund(account.accountId, { amountHbar: '1' })).toBe(400)
    expect(await fund(account.accountId, { amountHbar: 1, extra: true })).toBe(400)
    expect(await fund('0.0.999999', { amountHbar: 1 })).toBe(404)
    expect(await fund(account.accountId, undefined, 'GET')).toBe(405)
    expect(await fund(account.accountId, { amountHbar: 1_000_000_000 })).toBe(409)
    expect(await tinybars(account.accountId)).toBe(0n)
  })

  it('answers 400 for a bad body and 404 for an unknown account', async () => {
    expect((await postAccount(emulator, { initialBalanceHbar: -1 })).status).toBe(400)
    expect((await postAccount(emulator, { initialBalanceHbar: 1, keyType: 'RSA' })).status).toBe(400)
    expect((await getJson(emulator, '/api/v1/accounts/0.0.999999')).status).toBe(404)
    expect((await getJson(emulator, '/api/v1/accounts/not-an-id')).status).toBe(400)
  })
})

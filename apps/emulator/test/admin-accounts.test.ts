import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import { AccountBalanceQuery, PrecheckStatusError, PrivateKey, TopicCreateTransaction, TopicMessageSubmitTransaction, type Client, type TopicId } from '@hashgraph/sdk'
import type { Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient, getJson } from './helpers.js'

interface CreatedAccount { accountId: string, privateKey: string, publicKey: string, keyType: string }

const SUBMIT_FEE = 800_000n

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

  it('answers 400 for a bad body and 404 for an unknown account', async () => {
    expect((await postAccount(emulator, { initialBalanceHbar: -1 })).status).toBe(400)
    expect((await postAccount(emulator, { initialBalanceHbar: 1, keyType: 'RSA' })).status).toBe(400)
    expect((await getJson(emulator, '/api/v1/accounts/0.0.999999')).status).toBe(404)
    expect((await getJson(emulator, '/api/v1/accounts/not-an-id')).status).toBe(400)
  })
})

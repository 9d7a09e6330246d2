import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import {
  AccountBalanceQuery, AccountCreateTransaction, Hbar, PrecheckStatusError, PrivateKey, TopicCreateTransaction,
  TopicMessageSubmitTransaction, TransferTransaction, type AccountId, type Client, type TopicId
} from '@hashgraph/sdk'
import { startEmulator, type Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient, getJson } from './helpers.js'

describe(startEmulator.name, () => {
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

  async function createAccount (key: PrivateKey, hbars: number): Promise<AccountId> {
    const receipt = await (await new AccountCreateTransaction().setKeyWithoutAlias(key.publicKey).setInitialBalance(new Hbar(hbars)).execute(operator)).getReceipt(operator)
    if (receipt.accountId === null) throw new Error('no account id')
    return receipt.accountId
  }

  it('creates an account that pays for its own messages as a foreign payer', async () => {
    const key = PrivateKey.generateED25519()
    const accountId = await createAccount(key, 10)
    const balance = await new AccountBalanceQuery().setAccountId(accountId).execute(operator)
    expect(balance.hbars.toTinybars().toString()).toBe(new Hbar(10).toTinybars().toString())
    const payer = sdkClient(emulator, { accountId, key })
    try {
      const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('from a foreign payer').execute(payer)
      const receipt = await response.getReceipt(payer)
      const { body } = await getJson(emulator, `/api/v1/topics/${topicId.toString()}/messages/${receipt.topicSequenceNumber?.toString() ?? ''}`)
      expect(body.payer_account_id).toBe(accountId.toString())
      // it paid the message's fee (ConsensusSubmitMessage, 800,000 tinybar here) and nothing else
      const after = await new AccountBalanceQuery().setAccountId(accountId).execute(operator)
      expect(after.hbars.toTinybars().toString()).toBe(new Hbar(10).toTinybars().subtract(800_000).toString())
    } finally {
      payer.close()
    }
  })

  it('accepts an ECDSA secp256k1 payer signed by the SDK', async () => {
    const key = PrivateKey.generateECDSA()
    const accountId = await createAccount(key, 1)
    const payer = sdkClient(emulator, { accountId, key })
    try {
      const receipt = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('ecdsa').execute(payer)).getReceipt(payer)
      expect(receipt.status.toString()).toBe('SUCCESS')
    } finally {
      payer.close()
    }
  })

  it('refuses a payer that signs with the wrong key or does not exist', async () => {
    const accountId = await createAccount(PrivateKey.generateED25519(), 1)
    const impostor = sdkClient(emulator, { accountId, key: PrivateKey.generateED25519() })
    const ghost = sdkClient(emulator, { accountId: '0.0.424242', key: PrivateKey.generateED25519() })
    try {
      await expect(new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('x').execute(impostor))
        .rejects.toSatisfy((err) => err instanceof PrecheckStatusError && err.status.toString() === 'INVALID_SIGNATURE')
      await expect(new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('x').execute(ghost))
        .rejects.toSatisfy((err) => err instanceof PrecheckStatusError && err.status.toString() === 'PAYER_ACCOUNT_NOT_FOUND')
    } finally {
      impostor.close()
      ghost.close()
    }
  })

  it('answers NOT_SUPPORTED to a transfer, which it does not implement', async () => {
    const transfer = new TransferTransaction().addHbarTransfer(emulator.operatorId, new Hbar(-1)).addHbarTransfer('0.0.3', new Hbar(1))
    await expect(transfer.execute(operator))
      .rejects.toSatisfy((err) => err instanceof PrecheckStatusError && err.status.toString() === 'NOT_SUPPORTED')
  })
})

import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import {
  AccountId, KeyList, PrecheckStatusError, PrivateKey, ReceiptStatusError, Status, TopicCreateTransaction, TopicDeleteTransaction,
  TopicId, TopicInfoQuery, TopicMessageSubmitTransaction, TopicUpdateTransaction, Timestamp, Transaction, TransactionId, type Client, type Key
} from '@hashgraph/sdk'
import { startEmulator, type Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient } from './helpers.js'

async function createTopic (client: Client, opts: { submitKey?: Key, adminKey?: PrivateKey, memo?: string } = {}): Promise<TopicId> {
  let tx = new TopicCreateTransaction().setTopicMemo(opts.memo ?? '')
  if (opts.submitKey !== undefined) tx = tx.setSubmitKey(opts.submitKey)
  if (opts.adminKey !== undefined) tx = tx.setAdminKey(opts.adminKey.publicKey)
  const frozen = tx.freezeWith(client)
  if (opts.adminKey !== undefined) await frozen.sign(opts.adminKey)
  const receipt = await (await frozen.execute(client)).getReceipt(client)
  if (receipt.topicId === null) throw new Error('no topic id in the receipt')
  return receipt.topicId
}

async function statusOf (promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'SUCCESS'
  } catch (err) {
    if (err instanceof ReceiptStatusError || err instanceof PrecheckStatusError) return err.status.toString()
    throw err
  }
}

describe(startEmulator.name, () => {
  let emulator: Emulator
  let client: Client
  beforeAll(async () => {
    emulator = await startTestEmulator()
    client = sdkClient(emulator, { fast: true })
  })
  afterAll(async () => {
    client.close()
    await emulator.close()
  })

  it('answers the SDK ping', async () => {
    await expect(client.ping(emulator.nodeAccountId)).resolves.toBeUndefined()
  })

  it('creates a public topic whose messages get sequence numbers, running hashes and records', async () => {
    const topicId = await createTopic(client, { memo: 'public' })
    const first = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('one').execute(client)
    const second = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('two').execute(client)
    const r1 = await first.getReceipt(client)
    const r2 = await second.getReceipt(client)
    expect(r1.status).toBe(Status.Success)
    expect([r1.topicSequenceNumber?.toString(), r2.topicSequenceNumber?.toString()]).toEqual(['1', '2'])
    expect(r1.topicRunningHash?.length).toBe(48)
    expect(Buffer.from(r2.topicRunningHash ?? []).equals(Buffer.from(r1.topicRunningHash ?? []))).toBe(false)
    const record = await second.getRecord(client)
    expect(record.receipt.status).toBe(Status.Success)
    expect(Buffer.from(record.transactionHash).equals(Buffer.from(second.transactionHash))).toBe(true)
    expect(record.transactionId.toString()).toBe(second.transactionId.toString())
    expect(record.consensusTimestamp.compare((await first.getRecord(client)).consensusTimestamp)).toBe(1)
    const info = await new TopicInfoQuery().setTopicId(topicId).execute(client)
    expect(info.topicMemo).toBe('public')
    expect(info.sequenceNumber.toString()).toBe('2')
    expect(Buffer.from(info.runningHash).equals(Buffer.from(r2.topicRunningHash ?? []))).toBe(true)
    expect(info.submitKey).toBeNull()
  })

  it('enforces the submit key of a private topic in the receipt', async () => {
    const submitKey = PrivateKey.generateED25519()
    const topicId = await createTopic(client, { submitKey: submitKey.publicKey })
    const info = await new TopicInfoQuery().setTopicId(topicId).execute(client)
    expect(info.submitKey?.toString()).toBe(submitKey.publicKey.toString())
    const unsigned = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('x').execute(client)
    expect(await statusOf(unsigned.getReceipt(client))).toBe('INVALID_SIGNATURE')
    const signed = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('x').freezeWith(client).sign(submitKey)
    const receipt = await (await signed.execute(client)).getReceipt(client)
    expect(receipt.topicSequenceNumber?.toString()).toBe('1')
  })

  it('accepts ECDSA, KeyList and ThresholdKey submit keys only with enough signatures', async () => {
    const [a, b, c] = [PrivateKey.generateECDSA(), PrivateKey.generateED25519(), PrivateKey.generateED25519()]
    const threshold = KeyList.of(a.publicKey, b.publicKey, c.publicKey).setThreshold(2)
    const topicId = await createTopic(client, { submitKey: threshold })
    const submit = async (...keys: PrivateKey[]): Promise<string> => {
      const tx = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('k').freezeWith(client)
      for (const key of keys) await tx.sign(key)
      return await statusOf((await tx.execute(client)).getReceipt(client))
    }
    expect(await submit(a)).toBe('INVALID_SIGNATURE')
    expect(await submit(a, c)).toBe('SUCCESS')
    const all = await createTopic(client, { submitKey: KeyList.of(a.publicKey, b.publicKey) })
    const tx = new TopicMessageSubmitTransaction().setTopicId(all).setMessage('k').freezeWith(client)
    await tx.sign(b)
    expect(await statusOf((await tx.execute(client)).getReceipt(client))).toBe('INVALID_SIGNATURE')
    await tx.sign(a)
    expect(await statusOf(Transaction.fromBytes(tx.toBytes()).execute(client))).toBe('DUPLICATE_TRANSACTION')
  })

  it('rejects a transaction the payer did not sign with INVALID_SIGNATURE at precheck', async () => {
    const wrong = sdkClient(emulator, { key: PrivateKey.generateED25519() })
    try {
      expect(await statusOf(new TopicCreateTransaction().execute(wrong))).toBe('INVALID_SIGNATURE')
    } finally {
      wrong.close()
    }
  })

  it('checks valid start and valid duration at precheck', async () => {
    const at = (offsetMs: number): TransactionId => TransactionId.withValidStart(AccountId.fromString(emulator.operatorId), Timestamp.fromDate(new Date(Date.now() + offsetMs)))
    const create = (): TopicCreateTransaction => new TopicCreateTransaction()
    expect(await statusOf(create().setTransactionId(at(-200_000)).execute(client))).toBe('TRANSACTION_EXPIRED')
    expect(await statusOf(create().setTransactionId(at(60_000)).execute(client))).toBe('INVALID_TRANSACTION_START')
    expect(await statusOf(create().setTransactionValidDuration(181).execute(client))).toBe('INVALID_TRANSACTION_DURATION')
    expect(await statusOf((await create().setTransactionId(at(-30_000)).setTransactionValidDuration(180).execute(client)).getReceipt(client))).toBe('SUCCESS')
  })

  it('answers DUPLICATE_TRANSACTION to a second submit of the same transaction id', async () => {
    const topicId = await createTopic(client)
    const tx = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('once').freezeWith(client).signWithOperator(client)
    const bytes = tx.toBytes()
    await (await Transaction.fromBytes(bytes).execute(client)).getReceipt(client)
    expect(await statusOf(Transaction.fromBytes(bytes).execute(client))).toBe('DUPLICATE_TRANSACTION')
    const info = await new TopicInfoQuery().setTopicId(topicId).execute(client)
    expect(info.sequenceNumber.toString()).toBe('1')
  })

  it('puts INVALID_TOPIC_ID and MESSAGE_SIZE_TOO_LARGE into the receipt', async () => {
    const missing = await new TopicMessageSubmitTransaction().setTopicId(TopicId.fromString('0.0.999999')).setMessage('x').execute(client)
    expect(await statusOf(missing.getReceipt(client))).toBe('INVALID_TOPIC_ID')
    const topicId = await createTopic(client)
    const big = await new TopicMessageSubmitTransaction().setTopicId(topicId).setChunkSize(2048).setMessage('x'.repeat(1025)).execute(client)
    expect(await statusOf(big.getReceipt(client))).toBe('MESSAGE_SIZE_TOO_LARGE')
    const exact = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('x'.repeat(1024)).execute(client)
    expect((await exact.getReceipt(client)).topicSequenceNumber?.toString()).toBe('1')
  })

  it('sequences every chunk of a chunked message', async () => {
    const topicId = await createTopic(client)
    const responses = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('y'.repeat(2500)).executeAll(client)
    expect(responses).toHaveLength(3)
    const receipts = await Promise.all(responses.map(async (r) => await r.getReceipt(client)))
    expect(receipts.map((r) => r.topicSequenceNumber?.toString())).toEqual(['1', '2', '3'])
  })

  it('updates and deletes a topic with its admin key and refuses without one', async () => {
    const adminKey = PrivateKey.generateED25519()
    const topicId = await createTopic(client, { adminKey })
    const update = await new TopicUpdateTransaction().setTopicId(topicId).setTopicMemo('renamed').freezeWith(client).sign(adminKey)
    await (await update.execute(client)).getReceipt(client)
    expect((await new TopicInfoQuery().setTopicId(topicId).execute(client)).topicMemo).toBe('renamed')
    const unsigned = await new TopicDeleteTransaction().setTopicId(topicId).execute(client)
    expect(await statusOf(unsigned.getReceipt(client))).toBe('INVALID_SIGNATURE')
    const del = await new TopicDeleteTransaction().setTopicId(topicId).freezeWith(client).sign(adminKey)
    await (await del.execute(client)).getReceipt(client)
    expect(await statusOf(new TopicInfoQuery().setTopicId(topicId).execute(client))).toBe('INVALID_TOPIC_ID')
    const immutable = await createTopic(client)
    const denied = await new TopicDeleteTransaction().setTopicId(immutable).execute(client)
    expect(await statusOf(denied.getReceipt(client))).toBe('UNAUTHORIZED')
  })
})

import { describe, it, expect, afterAll, beforeAll, afterEach } from 'vitest'
import {
  PrecheckStatusError, Timestamp, TopicCreateTransaction, TopicInfoQuery, TopicMessageQuery, TopicMessageSubmitTransaction, TransactionId,
  TransactionReceiptQuery, type Client, type TopicId, type TopicMessage
} from '@hashgraph/sdk'
import { createFaults, parseFaultSettings } from '../src/faults.js'
import type { Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient, getJson, eventually } from './helpers.js'

async function sequenceOf (client: Client, topicId: TopicId): Promise<number> {
  return Number((await new TopicInfoQuery().setTopicId(topicId).execute(client)).sequenceNumber.toString())
}

describe(createFaults.name, () => {
  let emulator: Emulator
  let client: Client
  let topicId: TopicId
  beforeAll(async () => {
    emulator = await startTestEmulator()
    client = sdkClient(emulator, { fast: true })
    const receipt = await (await new TopicCreateTransaction().execute(client)).getReceipt(client)
    if (receipt.topicId === null) throw new Error('no topic')
    topicId = receipt.topicId
  })
  afterEach(async () => {
    emulator.faults.reset()
    client.setMaxAttempts(10)
    // A transport fault leaves the SDK's only node in backoff: wait until it is usable again.
    await eventually(async () => { await client.ping(emulator.nodeAccountId) })
  })
  afterAll(async () => {
    client.close()
    await emulator.close()
  })

  const submit = async (message: string, id?: TransactionId): Promise<string> => {
    let tx = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(message)
    if (id !== undefined) tx = tx.setTransactionId(id)
    const response = await tx.execute(client)
    return (await response.getReceipt(client)).status.toString()
  }

  it('answers BUSY n times, which the SDK retries to success', async () => {
    emulator.faults.set({ busy: 2 })
    expect(await submit('busy')).toBe('SUCCESS')
    expect(emulator.faults.get().busy).toBeUndefined()
  })

  // On a network of loopback nodes the SDK (2.87) waits out an unhealthy node's backoff and sends to it again,
  // where it used to give up with "All nodes are unhealthy" (it still does on other networks).
  it('fails the call with gRPC UNAVAILABLE without processing it; the SDK sends again and it is processed once', async () => {
    const before = await sequenceOf(client, topicId)
    emulator.faults.set({ unavailable: 1 })
    expect(await submit('unavailable')).toBe('SUCCESS')
    expect(emulator.faults.get().unavailable).toBeUndefined()
    expect(await eventually(async () => await sequenceOf(client, topicId))).toBe(before + 1)
  })

  it('processes the transaction but loses the response; the receipt by id shows it was sequenced', async () => {
    const before = await sequenceOf(client, topicId)
    const id = TransactionId.generate(emulator.operatorId)
    emulator.faults.set({ loseResponse: 1 })
    await expect(submit('lost', id)).rejects.toThrow()
    const receipt = await eventually(async () => await new TransactionReceiptQuery().setTransactionId(id).execute(client))
    expect(receipt.status.toString()).toBe('SUCCESS')
    expect(Number(receipt.topicSequenceNumber?.toString())).toBe(before + 1)
    // Resending the same bytes now meets the duplicate check.
    const again = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('lost').setTransactionId(id)
    await expect(again.execute(client)).rejects.toSatisfy((err) => err instanceof PrecheckStatusError && err.status.toString() === 'DUPLICATE_TRANSACTION')
  })

  it('delays consensus: the mirror does not know the transaction until the receipt says SUCCESS', async () => {
    emulator.faults.set({ consensusDelayMs: 1500 })
    const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('slow').execute(client)
    const early = await getJson(emulator, `/api/v1/transactions/${response.transactionId.toString()}`)
    expect(early.status).toBe(404)
    expect((await response.getReceipt(client)).status.toString()).toBe('SUCCESS')
    const late = await getJson(emulator, `/api/v1/transactions/${response.transactionId.toString()}`)
    expect(late.status).toBe(200)
  })

  it('throttles above the configured rate with BUSY', async () => {
    emulator.faults.set({ throttleTps: 0 })
    client.setMaxAttempts(1)
    await expect(submit('throttled')).rejects.toThrow(/BUSY/)
    emulator.faults.reset()
    expect(await submit('free')).toBe('SUCCESS')
  })

  it('forgets receipts after the receipt TTL while the mirror keeps the transaction', async () => {
    const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('ttl').execute(client)
    await response.getReceipt(client)
    emulator.faults.set({ receiptTtlMs: 100 })
    client.setMaxAttempts(1)
    await eventually(async () => {
      await expect(new TransactionReceiptQuery().setTransactionId(response.transactionId).execute(client)).rejects.toThrow(/RECEIPT_NOT_FOUND/)
    })
    const mirror = await getJson(emulator, `/api/v1/transactions/${response.transactionId.toString()}`)
    expect((mirror.body.transactions as Array<{ result: string }>)[0]?.result).toBe('SUCCESS')
  })

  it('corrupts the running hash the mirror serves for the next n messages only', async () => {
    emulator.faults.set({ corruptRunningHash: 1 })
    const first = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('bad').execute(client)).getReceipt(client)
    const second = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('good').execute(client)).getReceipt(client)
    const mirrorHash = async (seq: Long | null): Promise<string> => {
      const { body } = await getJson(emulator, `/api/v1/topics/${topicId.toString()}/messages/${seq?.toString() ?? ''}`)
      return body.running_hash as string
    }
    expect(await mirrorHash(first.topicSequenceNumber)).not.toBe(Buffer.from(first.topicRunningHash ?? []).toString('base64'))
    expect(await mirrorHash(second.topicSequenceNumber)).toBe(Buffer.from(second.topicRunningHash ?? []).toString('base64'))
  })

  it('leaves initial_transaction_id out of the mirror REST and stream while omitInitialTransactionId is set', async () => {
    const receipt = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('no id').execute(client)).getReceipt(client)
    const path = `/api/v1/topics/${topicId.toString()}/messages/${receipt.topicSequenceNumber?.toString() ?? ''}`
    const chunkInfo = async (): Promise<Record<string, unknown>> => (await getJson(emulator, path)).body.chunk_info as Record<string, unknown>
    expect((await chunkInfo()).initial_transaction_id).toMatchObject({ account_id: emulator.operatorId })
    emulator.faults.set({ omitInitialTransactionId: 1 })
    expect(await chunkInfo()).toEqual({ number: 1, total: 1 })
    const streamed = await new Promise<TopicMessage>((resolve, reject) => {
      const handle = new TopicMessageQuery().setTopicId(topicId).setStartTime(0).setLimit(1)
        .subscribe(client, (_m, err) => reject(err), (m) => { handle.unsubscribe(); resolve(m) })
    })
    expect(streamed.initialTransactionId).toBeNull()
    emulator.faults.set({ omitInitialTransactionId: 0 })
    expect((await chunkInfo()).initial_transaction_id).toBeDefined()
  })

  it('refuses every transaction with INSUFFICIENT_PAYER_BALANCE while insufficientBalance is set, receipts still answered', async () => {
    emulator.faults.set({ insufficientBalance: 1 })
    const refused = await submit('broke').catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(PrecheckStatusError)
    expect((refused as PrecheckStatusError).status.toString()).toBe('INSUFFICIENT_PAYER_BALANCE')
    emulator.faults.set({ insufficientBalance: 0 })
    expect(await submit('funded')).toBe('SUCCESS')
  })

  it('answers BUSY to everything while busyAlways is set, however many retries', async () => {
    emulator.faults.set({ busyAlways: 1 })
    client.setMaxAttempts(3)
    await expect(submit('storm')).rejects.toThrow(/BUSY/)
    emulator.faults.set({ busyAlways: 0 })
    expect(await submit('calm')).toBe('SUCCESS')
  })

  it('runs on a clock clockSkewMs ahead: ids fresh by ours are expired, ids fresh by its own go through with consensus times and the mirror\'s Date on its clock', async () => {
    emulator.faults.set({ clockSkewMs: 130_000 })
    client.setMaxAttempts(1)
    const ours = TransactionId.withValidStart(client.operatorAccountId!, Timestamp.fromDate(new Date(Date.now() - 5000)))
    const expired = await submit('ours', ours).catch((err: unknown) => err)
    expect((expired as PrecheckStatusError).status.toString()).toBe('TRANSACTION_EXPIRED')
    const theirs = TransactionId.withValidStart(client.operatorAccountId!, Timestamp.fromDate(new Date(Date.now() + 125_000)))
    expect(await submit('theirs', theirs)).toBe('SUCCESS')
    const mirror = await fetch(`${emulator.mirrorUrl}/api/v1/transactions/${theirs.toString()}`)
    const consensus = Number(((await mirror.json()) as { transactions: Array<{ consensus_timestamp: string }> }).transactions[0]?.consensus_timestamp)
    expect(Math.abs(consensus * 1000 - (Date.now() + 130_000))).toBeLessThan(5000)
    expect(Math.abs(Date.parse(mirror.headers.get('date') ?? '') - (Date.now() + 130_000))).toBeLessThan(2000)
    // behind: ids fresh by ours start in its future
    emulator.faults.set({ clockSkewMs: -60_000 })
    const early = await submit('early', TransactionId.withValidStart(client.operatorAccountId!, Timestamp.fromDate(new Date(Date.now() - 5000)))).catch((err: unknown) => err)
    expect((early as PrecheckStatusError).status.toString()).toBe('INVALID_TRANSACTION_START')
  })

  it('keeps a dropped transaction UNKNOWN past its valid window while unknownPastExpiry is set', async () => {
    emulator.faults.set({ dropAfterPrecheck: 1, unknownPastExpiry: 1 })
    // valid 15 s from 14 s ago: its window ends within a second
    const id = TransactionId.withValidStart(client.operatorAccountId!, Timestamp.fromDate(new Date(Date.now() - 14_000)))
    await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('lost').setTransactionId(id).setTransactionValidDuration(15).execute(client)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    client.setMaxAttempts(1)
    await expect(new TransactionReceiptQuery().setTransactionId(id).execute(client)).rejects.toThrow(/UNKNOWN/)
    emulator.faults.set({ unknownPastExpiry: 0 })
    await expect(new TransactionReceiptQuery().setTransactionId(id).execute(client)).rejects.toThrow(/RECEIPT_NOT_FOUND/)
  })

  it('is driven over the loopback admin HTTP endpoint', async () => {
    const url = `${emulator.mirrorUrl}/admin/faults`
    const post = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ busy: 1, consensusDelayMs: 5 }) })
    expect(post.status).toBe(200)
    expect(await (await fetch(url)).json()).toEqual({ busy: 1, consensusDelayMs: 5 })
    expect(await submit('via http')).toBe('SUCCESS')
    expect(await (await fetch(url)).json()).toEqual({ consensusDelayMs: 5 })
    const bad = await fetch(url, { method: 'POST', body: JSON.stringify({ explode: 1 }) })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ _status: { messages: [{ message: 'unknown fault: explode' }] } })
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(200)
    expect(emulator.faults.get()).toEqual({})
  })
})

describe(parseFaultSettings.name, () => {
  it('accepts the documented fields and rejects anything else', () => {
    expect(parseFaultSettings({ busy: 1, throttleTps: 0, receiptTtlMs: 5 })).toEqual({ busy: 1, throttleTps: 0, receiptTtlMs: 5 })
    expect(() => parseFaultSettings({ busy: -1 })).toThrow(/non-negative integer/)
    expect(() => parseFaultSettings({ busy: 1.5 })).toThrow(/non-negative integer/)
    expect(() => parseFaultSettings({ busy: '1' })).toThrow(/non-negative integer/)
    expect(() => parseFaultSettings([])).toThrow(/JSON object/)
    expect(() => parseFaultSettings({ nope: 1 })).toThrow(/unknown fault/)
    // the network's clock may be behind ours
    expect(parseFaultSettings({ clockSkewMs: -5000, insufficientBalance: 1 })).toEqual({ clockSkewMs: -5000, insufficientBalance: 1 })
    expect(() => parseFaultSettings({ clockSkewMs: 0.5 })).toThrow(/must be an integer/)
  })

  it('resets to the settings it was created with', () => {
    const sut = createFaults(1000, {}, { omitInitialTransactionId: 1 })
    expect(sut.omitInitialTransactionId()).toBe(true)
    sut.set({ omitInitialTransactionId: 0, busy: 1 })
    expect(sut.omitInitialTransactionId()).toBe(false)
    sut.reset()
    expect(sut.get()).toEqual({ omitInitialTransactionId: 1 })
  })

  it('counts a fault down and then clears it', () => {
    const sut = createFaults(1000)
    sut.set({ loseResponse: 2 })
    expect([sut.take('loseResponse'), sut.take('loseResponse'), sut.take('loseResponse')]).toEqual([true, true, false])
    expect(sut.get()).toEqual({})
    expect(sut.receiptTtlMs()).toBe(1000)
  })
})

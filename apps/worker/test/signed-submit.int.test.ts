// The worker's side of holder-signed transactions (api ADR 040), on the real SDK, the emulator and Redis: the
// signed bytes go out unchanged (the mirror's transaction hash is theirs), a resend meets DUPLICATE_TRANSACTION and
// counts as sent, a retry settles by the receipt without sending again, and a transaction that expired before it
// could be sent ends the job failed TRANSACTION_EXPIRED with its reservation released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { AccountId, PrivateKey, Timestamp, TopicMessageSubmitTransaction, Transaction, TransactionId, type Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import {
  buildMessage, decodeJobRecord, encodeJobRecord, jobRecordKey, pendingDebitsKey, reservationKey, topicJobId, transactionKey, type Operation
} from '@hcs/protocol'
import { connectRedis, deleteKeys, uniquePrefix } from '../../../test/support/redis.js'
import { createUnsignedClient } from '../src/hedera/client.js'
import { createHederaPort } from '../src/hedera/port.js'
import { createTopic } from '../src/hedera/topics.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { processJob, type ProcessorDeps } from '../src/jobs/processor.js'
import { UnrecoverableError } from '../src/queue.js'
import { readTopicMessages, silent, startNetwork, testClient, testConfig } from './support/network.js'

const prefix = uniquePrefix('worker-signed')
const keys = { prefix, network: '' }
const OPTIONS = { requestTimeoutMs: 10_000, receiptTimeoutMs: 10_000, receiptTtlMs: 180_000 }

let emulator: Emulator
let client: Client
let unsigned: Client
let redis: Redis
let topicId: string
let holder: { accountId: string, key: PrivateKey }
let deps: ProcessorDeps
let counter = 0

/** A transfer from the holder, frozen and signed as a wallet would (valid from `startMs`, for `durationS`). */
async function signedTransfer (startMs: number, durationS = 120): Promise<{ operation: Operation, bytes: Buffer, transactionId: string }> {
  counter++
  const operation: Operation = { op: 'transfer', tick: 'pts', amt: String(counter), from: holder.accountId, to: '0.0.9100' }
  const transactionId = TransactionId.withValidStart(AccountId.fromString(holder.accountId), new Timestamp(Math.floor(startMs / 1000), (startMs % 1000) * 1_000_000 + counter))
  const tx = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(buildMessage(operation)).setMaxChunks(1)
    .setTransactionId(transactionId).setNodeAccountIds([AccountId.fromString(emulator.nodeAccountId)]).setTransactionValidDuration(durationS).freeze()
  await tx.sign(holder.key)
  return { operation, bytes: Buffer.from(tx.toBytes()), transactionId: transactionId.toString() }
}

/** The job as the api leaves it: a queued record that names the transaction id, and a debit reservation. */
async function acceptedJob (signed: { operation: Operation, bytes: Buffer, transactionId: string }): Promise<{ id: string, data: unknown }> {
  const id = topicJobId(topicId, `s-test-${counter}`)
  const now = new Date().toISOString()
  const message = buildMessage(signed.operation)
  const queued = { jobId: id, status: 'queued', op: 'transfer', ticker: 'pts', topicId, message, requestId: `req-${counter}`, attempts: 0 } as const
  await redis.set(jobRecordKey(keys, topicId, id), encodeJobRecord({ ...queued, transactionId: signed.transactionId, createdAt: now, updatedAt: now }), 'EX', 600)
  const pending = pendingDebitsKey(keys, topicId, 'pts')
  await redis.hset(pending, holder.accountId, '1000')
  await redis.hset(reservationKey(keys, topicId, id), { kind: 'debit', key: pending, field: holder.accountId, amt: '1000' })
  return { id, data: { v: 2, signed: { transaction: signed.bytes.toString('base64') } } }
}

async function recordOf (id: string): Promise<ReturnType<typeof decodeJobRecord>> {
  return decodeJobRecord(await redis.get(jobRecordKey(keys, topicId, id)), id)
}

beforeAll(async () => {
  emulator = await startNetwork()
  keys.network = emulator.networkId
  client = testClient(emulator)
  unsigned = createUnsignedClient(testConfig(emulator, { HCS20_TOPIC_ID: '0.0.0' }))
  topicId = (await createTopic(client)).topicId
  const res = await fetch(`${emulator.mirrorUrl}/admin/accounts`, { method: 'POST', body: JSON.stringify({ initialBalanceHbar: 10, keyType: 'ECDSA_SECP256K1' }) })
  const account = await res.json() as { accountId: string, privateKey: string }
  holder = { accountId: account.accountId, key: PrivateKey.fromStringDer(account.privateKey) }
  redis = connectRedis()
  deps = {
    hedera: createHederaPort(client, new Map(), { ...OPTIONS, mirrorUrl: emulator.mirrorUrl }, unsigned),
    records: createJobRecordStore(redis, { keys, ttlSeconds: 600 }),
    topics: new Set([topicId]),
    log: silent
  }
}, 60_000)

afterAll(async () => {
  client?.close()
  unsigned?.close()
  if (redis !== undefined) {
    await deleteKeys(redis, prefix)
    redis.disconnect()
  }
  await emulator?.close()
})

describe('holder-signed jobs in the worker', () => {
  it('sends the signed bytes unchanged, claims the id for the indexer, and a resend of the same bytes counts as sent', async () => {
    const signed = await signedTransfer(Date.now() - 5000)
    const job = await acceptedJob(signed)
    const result = await processJob({ id: job.id, data: job.data, attemptsMade: 0, attemptsStarted: 1, opts: { attempts: 5 } }, deps)
    expect(result).toMatchObject({ transactionId: signed.transactionId, status: 'ACCEPTED' })
    expect(await redis.get(transactionKey(keys, topicId, signed.transactionId))).toBe(job.id)
    expect((await recordOf(job.id))?.status).toBe('submitted')

    // what the node got is the holder's transaction itself
    const mirror = await (await fetch(`${emulator.mirrorUrl}/api/v1/transactions/${signed.transactionId}`)).json() as { transactions: Array<{ transaction_hash: string, result: string }> }
    expect(mirror.transactions[0]?.result).toBe('SUCCESS')
    const hash = Buffer.from(await Transaction.fromBytes(signed.bytes).getTransactionHash()).toString('base64')
    expect(mirror.transactions[0]?.transaction_hash).toBe(hash)

    // the same bytes again, as a run that lost the node's answer would send them: DUPLICATE_TRANSACTION, accepted
    const again = await deps.hedera.submit({ topicId, message: buildMessage(signed.operation), signed: { transaction: signed.bytes, settle: false } }, {
      onPinned: async () => true
    })
    expect(again).toEqual({ transactionId: signed.transactionId, status: 'ACCEPTED' })
    // a retry asks for the receipt first and sends nothing
    const retry = await processJob({ id: job.id, data: job.data, attemptsMade: 1, attemptsStarted: 2, opts: { attempts: 5 } }, deps)
    expect(retry).toMatchObject({ transactionId: signed.transactionId, status: 'SUCCESS', sequenceNumber: expect.any(Number) })
    const onTopic = (await readTopicMessages(emulator.mirrorUrl, topicId)).filter((m) => m.text === buildMessage(signed.operation))
    expect(onTopic).toHaveLength(1)
  }, 60_000)

  it('fails a job whose transaction expired before it could be sent (TRANSACTION_EXPIRED) and releases its reservation', async () => {
    const signed = await signedTransfer(Date.now() - 60_000, 30)
    const job = await acceptedJob(signed)
    const run = processJob({ id: job.id, data: job.data, attemptsMade: 0, attemptsStarted: 1, opts: { attempts: 5 } }, deps)
    await expect(run).rejects.toBeInstanceOf(UnrecoverableError)
    const record = await recordOf(job.id)
    expect(record?.status).toBe('failed')
    expect(record?.error?.code).toBe('TRANSACTION_EXPIRED')
    expect(await redis.exists(reservationKey(keys, topicId, job.id))).toBe(0)
    expect(await redis.hget(pendingDebitsKey(keys, topicId, 'pts'), holder.accountId)).toBeNull()
    const mirror = await fetch(`${emulator.mirrorUrl}/api/v1/transactions/${signed.transactionId}`)
    expect(mirror.status).toBe(404)
  }, 60_000)

  it('fails a retried job whose transaction expired unsent, once its receipt proves it never reached consensus', async () => {
    const signed = await signedTransfer(Date.now() - 60_000, 30)
    const job = await acceptedJob(signed)
    const run = processJob({ id: job.id, data: job.data, attemptsMade: 1, attemptsStarted: 2, opts: { attempts: 5 } }, deps)
    await expect(run).rejects.toBeInstanceOf(UnrecoverableError)
    expect((await recordOf(job.id))?.error?.code).toBe('TRANSACTION_EXPIRED')
    expect(await redis.exists(reservationKey(keys, topicId, job.id))).toBe(0)
  }, 60_000)
})

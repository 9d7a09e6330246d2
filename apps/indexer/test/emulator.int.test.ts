import { TransactionId } from '@hashgraph/sdk'
import { jobRecordKey } from '@hcs/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { followTopic } from '../src/follow/follow-topic.js'
import { startIndexer } from '../src/indexer.js'
import type { Indexer } from '../src/indexer.js'
import { topicMetaKey, transactionKey } from '@hcs/protocol'
import { createMirrorClient, mirrorTransport } from '@hcs/runtime'
import type { MirrorClient, MirrorMessage, MirrorResponse } from '@hcs/runtime'
import { startTestNetwork } from './support/emulator.js'
import type { Account, TestNetwork } from './support/emulator.js'
import { hcs20 } from './support/fake-mirror.js'
import { connect, readInvalid, replay, silentLog, storedState } from './support/ledger.js'
import { waitFor } from './support/wait.js'
import { readRecord, writeRecord } from './support/records.js'

const prefix = uniquePrefix('indexer-emulator')

const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
let net: TestNetwork
const running: Indexer[] = []

function start (topicId: string, extra: { pageLimit?: number, owner?: string, mirror?: MirrorClient } = {}): Indexer {
  const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topicId], mirrorUrl: net.emulator.mirrorUrl, log: silentLog, pollMs: 50, lockTtlMs: 2000, ...extra })
  running.push(sut)
  return sut
}

async function lastSequence (topicId: string): Promise<number> {
  return Number(await redis.hget(topicMetaKey(redisKeys, topicId), 'lastSequence') ?? '0')
}

async function indexedUpTo (topicId: string, sequence: number): Promise<void> {
  await waitFor(async () => (await lastSequence(topicId)) >= sequence, `topic ${topicId} indexed up to ${sequence}`, 60_000)
}

/** Every message of the topic, straight from the emulator's mirror. */
async function mirrorMessages (topicId: string): Promise<MirrorMessage[]> {
  const mirror = createMirrorClient({ baseUrl: net.emulator.mirrorUrl })
  const all: MirrorMessage[] = []
  let page = await mirror.getMessages(topicId, 0, 100)
  for (;;) {
    all.push(...page.messages)
    if (page.next === null) return all
    page = await mirror.getPage(page.next)
  }
}

const deploy = (tick: string, max: string, lim?: string): string => hcs20({ op: 'deploy', name: tick, tick, max, ...(lim === undefined ? {} : { lim }) })
const mint = (tick: string, amt: string, to: string): string => hcs20({ op: 'mint', tick, amt, to })
const transfer = (tick: string, amt: string, from: string, to: string): string => hcs20({ op: 'transfer', tick, amt, from, to })
const burn = (tick: string, amt: string, from: string): string => hcs20({ op: 'burn', tick, amt, from })

let payerA: Account
let payerB: Account

beforeAll(async () => {
  redis = connect()
  net = await startTestNetwork()
  payerA = await net.createAccount()
  payerB = await net.createAccount()
})
afterEach(async () => { await Promise.all(running.splice(0).map(async i => await i.stop())) })
afterAll(async () => {
  await net?.close()
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(followTopic.name, () => {
  it('indexes reference case 1 on a private topic with transfers and burns paid by other accounts', async () => {
    const topic = await net.createTopic(true)
    await net.submit(topic, deploy('loyal', '1000'))
    await net.submit(topic, mint('loyal', '100', '0.0.1001'))
    await net.submit(topic, transfer('loyal', '10', '0.0.1001', '0.0.1002'), { payer: payerA })
    const seq = await net.submit(topic, burn('loyal', '30', '0.0.1001'), { payer: payerB })
    start(topic.topicId)
    await indexedUpTo(topic.topicId, seq)
    const state = await storedState(redis, redisKeys, topic.topicId)
    expect(state.ticks.loyal).toMatchObject({ supply: '70', deployer: net.operator.id, deploySequence: 1, balances: { '0.0.1001': '60', '0.0.1002': '10' } })
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'private')).toBe('1')
  })

  it('indexes reference case 3 on a private topic', async () => {
    const topic = await net.createTopic(true)
    const [a, b] = ['0.0.5001', '0.0.5002'] as const
    for (const text of [deploy('pts', '1000000', '10000'), mint('pts', '5000', a), mint('pts', '3000', b), transfer('pts', '1500', a, b)]) await net.submit(topic, text)
    const seq = await net.submit(topic, burn('pts', '500', a))
    start(topic.topicId)
    await indexedUpTo(topic.topicId, seq)
    expect((await storedState(redis, redisKeys, topic.topicId)).ticks.pts).toMatchObject({ supply: '7500', lim: '10000', balances: { [a]: '3000', [b]: '4500' } })
  })

  it('rejects a transfer whose payer is not from on a public topic (reference case 2), and applies one paid by from', async () => {
    // Accounts the emulator creates start at 0.0.1001: the case's holders get numbers no payer has.
    const topic = await net.createTopic(false)
    await net.submit(topic, deploy('pub', '1000'))
    await net.submit(topic, mint('pub', '50', '0.0.81001'))
    await net.submit(topic, mint('pub', '40', payerA.id))
    await net.submit(topic, transfer('pub', '20', '0.0.81001', '0.0.81002'), { payer: payerB })
    const seq = await net.submit(topic, transfer('pub', '15', payerA.id, '0.0.81002'), { payer: payerA })
    start(topic.topicId)
    await indexedUpTo(topic.topicId, seq)
    expect((await storedState(redis, redisKeys, topic.topicId)).ticks.pub?.balances).toEqual({ '0.0.81001': '50', [payerA.id]: '25', '0.0.81002': '15' })
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'private')).toBe('0')
    const rejected = await readInvalid(redis, redisKeys, topic.topicId)
    expect(rejected).toEqual([expect.objectContaining({ sequenceNumber: 4, payer: payerB.id, reason: 'payer_not_from' })])
  })

  it('restarts mid-stream without skipping or double-applying, matching a replay of the topic', async () => {
    const topic = await net.createTopic(false)
    await net.submit(topic, deploy('rs', '100000', '1000'))
    let last = 0
    for (let i = 0; i < 22; i++) {
      const to = i % 2 === 0 ? net.operator.id : `0.0.${6000 + i}`
      last = i % 4 === 3
        ? await net.submit(topic, transfer('rs', String(11 * i), net.operator.id, `0.0.${6100 + i}`))
        : await net.submit(topic, mint('rs', String(100 + 10 * i), to))
    }
    // The first run stops while it waits for the page after sequence 8: a stop in the middle of the topic.
    let blocked = false
    const gated = createMirrorClient({
      baseUrl: net.emulator.mirrorUrl,
      transport: async (input, signal) => {
        const url = new URL(input)
        const after = url.searchParams.getAll('sequencenumber').find(v => v.startsWith('gt:'))
        if (after !== undefined && Number(after.slice(3)) >= 8) {
          blocked = true
          return await new Promise<MirrorResponse>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
        }
        return await mirrorTransport(input, signal)
      }
    })
    const first = start(topic.topicId, { pageLimit: 4, mirror: gated })
    await waitFor(async () => blocked && (await lastSequence(topic.topicId)) === 8, 'the first run to stop at sequence 8')
    await first.stop()
    expect(await lastSequence(topic.topicId)).toBe(8)
    start(topic.topicId, { pageLimit: 4 })
    await indexedUpTo(topic.topicId, last)
    expect(await storedState(redis, redisKeys, topic.topicId)).toEqual(replay(await mirrorMessages(topic.topicId), false))
  })

  it('halts at a message whose mirror running hash is corrupted and keeps the state before it', async () => {
    const topic = await net.createTopic(true)
    await net.submit(topic, deploy('brk', '1000'))
    await net.submit(topic, mint('brk', '10', '0.0.1001'))
    net.emulator.faults.set({ corruptRunningHash: 1 })
    await net.submit(topic, mint('brk', '20', '0.0.1001'))
    await net.submit(topic, mint('brk', '30', '0.0.1001'))
    const sut = start(topic.topicId)
    await waitFor(() => sut.status()[0]?.state === 'halted', 'the halt', 60_000)
    expect(sut.ready()).toBe(false)
    expect(sut.metrics.topic(topic.topicId).chainBreaks).toBe(1)
    expect(await redis.hgetall(topicMetaKey(redisKeys, topic.topicId))).toMatchObject({ halted: 'running_hash_mismatch', haltedSequence: '3', lastSequence: '2' })
    expect((await storedState(redis, redisKeys, topic.topicId)).ticks.brk?.supply).toBe('10')
  })

  it('lets two indexers run at once with one leader and the same state as a replay', async () => {
    const topic = await net.createTopic(true)
    await net.submit(topic, deploy('two', '1000000'))
    let last = 0
    for (let i = 0; i < 10; i++) last = await net.submit(topic, mint('two', String(i + 1), `0.0.${7000 + (i % 3)}`))
    const a = start(topic.topicId, { pageLimit: 3, owner: 'a' })
    const b = start(topic.topicId, { pageLimit: 3, owner: 'b' })
    await indexedUpTo(topic.topicId, last)
    expect([a, b].filter(i => i.metrics.topic(topic.topicId).leader)).toHaveLength(1)
    expect(await storedState(redis, redisKeys, topic.topicId)).toEqual(replay(await mirrorMessages(topic.topicId), true))
  })

  it('confirms the job of a pinned transaction id and marks a rejected one invalid with the reason', async () => {
    const topic = await net.createTopic(true)
    await net.submit(topic, deploy('job', '1000'))
    const jobs: Array<{ id: string, txId: TransactionId }> = []
    for (const id of ['job-mint', 'job-burn']) {
      const txId = TransactionId.generate(net.operator.id)
      jobs.push({ id, txId })
      await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, id), { id, status: 'submitted', transactionId: txId.toString(), submittedAt: new Date().toISOString() })
      await redis.set(transactionKey(redisKeys, topic.topicId, txId.toString()), id)
    }
    const mintSeq = await net.submit(topic, mint('job', '100', '0.0.1001'), { transactionId: jobs[0]?.txId })
    const burnSeq = await net.submit(topic, burn('job', '500', '0.0.1001'), { transactionId: jobs[1]?.txId })
    start(topic.topicId)
    await indexedUpTo(topic.topicId, burnSeq)
    const messages = await mirrorMessages(topic.topicId)
    const mintMessage = messages.find(m => m.sequenceNumber === mintSeq)
    expect(mintMessage?.chunk?.transactionId).toBe(jobs[0]?.txId.toString())
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, 'job-mint'))).toMatchObject({
      status: 'confirmed',
      sequenceNumber: String(mintSeq),
      consensusTimestamp: mintMessage?.consensusTimestamp,
      runningHash: Buffer.from(mintMessage?.runningHash ?? []).toString('hex')
    })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, 'job-burn'))).toMatchObject({ status: 'invalid', sequenceNumber: String(burnSeq), errorCode: 'INSUFFICIENT_BALANCE' })
  })
})

import { jobRecordKey } from '@hcs/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import type { Indexer } from '../src/indexer.js'
import {
  inscriptionKey, topicLockKey, topicMetaKey, topicOutcomeKey, topicSequenceJobsKey, transactionKey
} from '@hcs/protocol'
import { followTopic } from '../src/follow/follow-topic.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import type { FakeTopic } from './support/fake-mirror.js'
import { connect, readInvalid, replay, silentLog, storedState } from './support/ledger.js'
import { waitFor } from './support/wait.js'
import { readRecord, writeRecord } from './support/records.js'

const prefix = uniquePrefix('indexer-follow')

const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
const running: Indexer[] = []
let topicNum = 5000

function newTopic (isPrivate: boolean): FakeTopic {
  return createFakeTopic(`0.0.${topicNum++}`, isPrivate)
}

function start (topic: FakeTopic, extra: { pageLimit?: number, owner?: string } = {}): Indexer {
  const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 20, lockTtlMs: 1000, ...extra })
  running.push(sut)
  return sut
}

async function lastSequence (topic: FakeTopic): Promise<number> {
  return Number(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') ?? '0')
}

async function caughtUp (topic: FakeTopic): Promise<void> {
  await waitFor(async () => (await lastSequence(topic)) >= topic.messages.length, `topic ${topic.topicId} indexed`)
}

beforeAll(() => { redis = connect() })
afterEach(async () => { await Promise.all(running.splice(0).map(async i => await i.stop())) })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(followTopic.name, () => {
  it('applies reference case 1 on a private topic: payers other than from may transfer and burn', async () => {
    const topic = newTopic(true)
    topic.submit(
      { payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Loyalty', tick: 'loyal', max: '1000' }) },
      { payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' }) },
      { payer: '0.0.9999', text: hcs20({ op: 'transfer', tick: 'loyal', amt: '10', from: '0.0.1001', to: '0.0.1002' }) },
      { payer: '0.0.7777', text: hcs20({ op: 'burn', tick: 'loyal', amt: '30', from: '0.0.1001' }) }
    )
    start(topic)
    await caughtUp(topic)
    const state = await storedState(redis, redisKeys, topic.topicId)
    expect(state.ticks.loyal?.supply).toBe('70')
    expect(state.ticks.loyal?.balances).toEqual({ '0.0.1001': '60', '0.0.1002': '10' })
    expect(await redis.hgetall(inscriptionKey(redisKeys, topic.topicId, 'loyal'))).toMatchObject({
      name: 'Loyalty', max: '1000', deployer: '0.0.2', deploySequence: '1', deployedAt: topic.messages[0]?.consensusTimestamp, supply: '70', holders: '2'
    })
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'private')).toBe('1')
  })

  it('rejects a transfer paid by another account than from on a public topic (reference case 2)', async () => {
    const topic = newTopic(false)
    topic.submit(
      { payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Public', tick: 'pub', max: '1000' }) },
      { payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'pub', amt: '50', to: '0.0.1001' }) },
      { payer: '0.0.9999', text: hcs20({ op: 'transfer', tick: 'pub', amt: '20', from: '0.0.1001', to: '0.0.1002' }) }
    )
    start(topic)
    await caughtUp(topic)
    const state = await storedState(redis, redisKeys, topic.topicId)
    expect(state.ticks.pub?.balances).toEqual({ '0.0.1001': '50' })
    const rejected = await readInvalid(redis, redisKeys, topic.topicId)
    expect(rejected).toEqual([expect.objectContaining({ sequenceNumber: 3, payer: '0.0.9999', reason: 'payer_not_from' })])
  })

  it('resumes from its checkpoint after a stop with the same state as a replay of the topic', async () => {
    const topic = newTopic(false)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Points', tick: 'pts', max: '100000', lim: '500' }) })
    for (let i = 0; i < 40; i++) {
      const account = `0.0.${3000 + (i % 5)}`
      if (i % 3 === 2) topic.submit({ payer: account, text: hcs20({ op: 'transfer', tick: 'pts', amt: String(7 * i), from: account, to: '0.0.3009' }) })
      else topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'pts', amt: String(50 + 20 * i), to: account }) })
    }
    topic.submit({ payer: '0.0.2', text: 'not json' })
    topic.visible = 20
    const first = start(topic, { pageLimit: 3 })
    await waitFor(async () => (await lastSequence(topic)) === 20, 'the first 20 messages')
    await first.stop()
    topic.visible = undefined
    start(topic, { pageLimit: 3 })
    await caughtUp(topic)
    expect(await storedState(redis, redisKeys, topic.topicId)).toEqual(replay(topic.messages, false))
    const sequences = (await readInvalid(redis, redisKeys, topic.topicId)).map(r => r.sequenceNumber)
    expect(new Set(sequences).size).toBe(sequences.length)
    expect(sequences).toContain(topic.messages.length)
  })

  it('halts the topic on a running hash that does not follow from the previous one', async () => {
    const topic = newTopic(true)
    topic.submit(
      { payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Loyalty', tick: 'loyal', max: '1000' }) },
      { payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' }) },
      { payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'loyal', amt: '5', to: '0.0.1001' }) },
      { payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'loyal', amt: '7', to: '0.0.1001' }) }
    )
    const corrupted = topic.messages[2]
    if (corrupted === undefined) throw new Error('no message 3')
    corrupted.runningHash = new Uint8Array(48).fill(7)
    const sut = start(topic)
    await waitFor(() => sut.status()[0]?.state === 'halted', 'halt')
    expect(sut.ready()).toBe(false)
    expect(sut.metrics.topic(topic.topicId)).toMatchObject({ chainBreaks: 1, halted: true })
    expect(await redis.hgetall(topicMetaKey(redisKeys, topic.topicId))).toMatchObject({ halted: 'running_hash_mismatch', haltedSequence: '3', lastSequence: '2' })
    expect((await storedState(redis, redisKeys, topic.topicId)).ticks.loyal?.supply).toBe('100')

    const again = start(topic)
    await waitFor(() => again.status()[0]?.state === 'halted', 'halt after restart')
    expect(await lastSequence(topic)).toBe(2)
  })

  it('settles jobs by transaction id: confirmed, invalid with the reason, a failed one from the topic (the topic wins)', async () => {
    const topic = newTopic(true)
    const jobs = { ok: 'job-ok', bad: 'job-bad', failed: 'job-failed', early: 'job-early', chunked: 'job-chunked' }
    const tx = (n: number): string => `0.0.2@1700000000.00000000${n}`
    const submittedAt = new Date(Date.now() - 1500).toISOString()
    const records: Array<[string, string, number]> = [[jobs.ok, 'submitted', 1], [jobs.bad, 'submitted', 2], [jobs.failed, 'failed', 3], [jobs.early, 'queued', 4], [jobs.chunked, 'submitted', 5]]
    for (const [id, status, n] of records) {
      await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, id), { id, status, submittedAt, transactionId: tx(n) })
      await redis.set(transactionKey(redisKeys, topic.topicId, tx(n)), id)
    }
    topic.submit(
      { payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Loyalty', tick: 'loyal', max: '1000' }) },
      { payer: '0.0.2', transactionId: tx(1), text: hcs20({ op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' }) },
      { payer: '0.0.2', transactionId: tx(2), text: hcs20({ op: 'burn', tick: 'loyal', amt: '101', from: '0.0.1001' }) },
      { payer: '0.0.2', transactionId: tx(3), text: hcs20({ op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1001' }) },
      { payer: '0.0.2', transactionId: tx(4), text: hcs20({ op: 'mint', tick: 'loyal', amt: '2', to: '0.0.1001' }) },
      { payer: '0.0.2', transactionId: tx(5), chunk: { number: 1, total: 2 }, text: '{"p":"hcs-20","op":"mint",' },
      { payer: '0.0.2', transactionId: tx(5), chunk: { number: 2, total: 2 }, text: '"tick":"loyal","amt":"1","to":"0.0.1001"}' }
    )
    const sut = start(topic)
    await caughtUp(topic)
    const ok = await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobs.ok))
    expect(ok).toMatchObject({ status: 'confirmed', sequenceNumber: '2', consensusTimestamp: topic.messages[1]?.consensusTimestamp, runningHash: Buffer.from(topic.messages[1]?.runningHash ?? []).toString('hex') })
    expect(Date.parse(ok.confirmedAt ?? '')).toBeGreaterThan(Date.parse(submittedAt))
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobs.bad))).toMatchObject({ status: 'invalid', sequenceNumber: '3', errorCode: 'INSUFFICIENT_BALANCE' })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobs.failed))).toMatchObject({ id: jobs.failed, status: 'confirmed', sequenceNumber: '4', submittedAt, transactionId: tx(3) })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobs.early))).toMatchObject({ status: 'confirmed', sequenceNumber: '5' })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobs.chunked))).toMatchObject({ status: 'invalid', sequenceNumber: '6' })
    expect((await storedState(redis, redisKeys, topic.topicId)).ticks.loyal?.supply).toBe('103')
    expect(sut.metrics.topic(topic.topicId).confirmations).toBe(5)
    // the deploy (no job) and the second chunk are not first chunks of ours: one message unmatched
    expect(sut.metrics.topic(topic.topicId).unmatched).toBe(1)
    const reasons = (await readInvalid(redis, redisKeys, topic.topicId)).map(r => r.reason)
    expect(reasons).toEqual(['insufficient_balance', 'chunked_message', 'chunked_message'])
  })

  it('settles a job by the sequence number of its receipt when the message carries no chunk info, never by another payer\'s', async () => {
    const topic = newTopic(true)
    const tx = '0.0.2@1700000000.000000077'
    await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, 'job-raw'), { id: 'job-raw', status: 'submitted', transactionId: tx, sequenceNumber: '3' })
    await redis.hset(topicSequenceJobsKey(redisKeys, topic.topicId), '3', 'job-raw')
    topic.submit(
      { payer: '0.0.2', noChunkInfo: true, text: hcs20({ op: 'deploy', name: 'Raw', tick: 'raw', max: '100' }) },
      { payer: '0.0.9', noChunkInfo: true, text: hcs20({ op: 'mint', tick: 'raw', amt: '1', to: '0.0.9' }) },
      { payer: '0.0.2', noChunkInfo: true, text: hcs20({ op: 'mint', tick: 'raw', amt: '5', to: '0.0.1001' }) }
    )
    const sut = start(topic)
    await caughtUp(topic)
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, 'job-raw'))).toMatchObject({ status: 'confirmed', sequenceNumber: '3' })
    expect(sut.metrics.topic(topic.topicId)).toMatchObject({ confirmations: 1, unmatched: 2 })
    // the other two are left for a worker whose receipt might name them
    expect(await redis.exists(topicOutcomeKey(redisKeys, topic.topicId, 1), topicOutcomeKey(redisKeys, topic.topicId, 2))).toBe(2)
  })

  it('lets one of two indexers lead and the other take over when it stops', async () => {
    const topic = newTopic(true)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Two', tick: 'two', max: '1000000' }) })
    for (let i = 0; i < 20; i++) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'two', amt: '10', to: `0.0.${4000 + i}` }) })
    const a = start(topic, { pageLimit: 2, owner: 'a' })
    const b = start(topic, { pageLimit: 2, owner: 'b' })
    await caughtUp(topic)
    const leaders = [a, b].filter(i => i.metrics.topic(topic.topicId).leader)
    expect(leaders).toHaveLength(1)
    const follower = leaders[0] === a ? b : a
    expect(follower.status()[0]?.state).toBe('waiting')
    await leaders[0]?.stop()
    for (let i = 0; i < 5; i++) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'two', amt: '1', to: '0.0.4000' }) })
    await caughtUp(topic)
    expect(follower.metrics.topic(topic.topicId).leader).toBe(true)
    expect(await storedState(redis, redisKeys, topic.topicId)).toEqual(replay(topic.messages, true))
  })

  it('stops writing when its lease is taken and resumes once it gets the lease back', async () => {
    const topic = newTopic(true)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Lease', tick: 'lease', max: '1000' }) })
    const sut = start(topic, { owner: 'mine' })
    await caughtUp(topic)
    await redis.set(topicLockKey(redisKeys, topic.topicId), 'intruder', 'PX', 60_000)
    await waitFor(() => sut.status()[0]?.state === 'waiting', 'the lease loss')
    expect(sut.metrics.topic(topic.topicId).leader).toBe(false)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'lease', amt: '5', to: '0.0.5' }) })
    await redis.del(topicLockKey(redisKeys, topic.topicId))
    await caughtUp(topic)
    expect(await redis.get(topicLockKey(redisKeys, topic.topicId))).toBe('mine')
    expect(await storedState(redis, redisKeys, topic.topicId)).toEqual(replay(topic.messages, true))
  })
})

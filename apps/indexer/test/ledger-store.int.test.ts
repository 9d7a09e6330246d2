import { applyMessage, emptyTopicState, jobRecordKey } from '@hcs/protocol'
import type { Effect, TopicState } from '@hcs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { holdersKey, pendingDebitsKey, reservationKey, topicLockKey, topicMetaKey, topicRejectedKey } from '@hcs/protocol'
import { createLedgerStore, ZERO_HASH_HEX } from '../src/ledger-store.js'
import type { PageCommit } from '../src/ledger-store.js'
import { connect } from './support/ledger.js'
import { readRecord, writeRecord } from './support/records.js'

const prefix = uniquePrefix('indexer-store')

const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
let topicNum = 100

const ctx = (sequenceNumber: number) => ({ payer: '0.0.2', isPrivate: true, sequenceNumber, consensusTimestamp: `1700000000.00000000${sequenceNumber}` })

function run (): { state: TopicState, effects: Effect[] } {
  let state = emptyTopicState()
  const effects: Effect[] = []
  const messages = [
    { op: 'deploy', tick: 'loyal', name: 'Loyalty', max: '1000', lim: '500', metadata: 'ipfs://x' },
    { op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' },
    { op: 'transfer', tick: 'loyal', amt: '100', from: '0.0.1001', to: '0.0.1002' }
  ] as const
  messages.forEach((message, i) => {
    const result = applyMessage(state, message, ctx(i + 1))
    if (!result.ok) throw new Error(result.reason)
    state = result.state
    effects.push(result.effect)
  })
  return { state, effects }
}

async function page (topicId: string, overrides: Partial<PageCommit> = {}): Promise<PageCommit> {
  await redis.set(topicLockKey(redisKeys, topicId), 'me')
  const { state, effects } = run()
  return {
    topicId,
    owner: 'me',
    from: { lastSequence: 0, lastRunningHash: ZERO_HASH_HEX },
    to: { lastSequence: 3, lastRunningHash: 'ab'.repeat(48), lastConsensusTimestamp: '1700000000.000000003' },
    isPrivate: true,
    effects,
    state,
    rejected: [],
    jobs: [],
    ...overrides
  }
}

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(createLedgerStore.name, () => {
  it('writes a page and loads the same topic state back', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const p = await page(topicId)
    expect(await sut.commitPage(p)).toEqual({ ok: true, jobs: [] })
    const loaded = await sut.loadTopicState(topicId)
    expect(loaded.state).toEqual(p.state)
    expect(loaded.checkpoint).toEqual({ lastSequence: 3, lastRunningHash: 'ab'.repeat(48), lastConsensusTimestamp: '1700000000.000000003', isPrivate: true })
    expect(await redis.zrange(holdersKey(redisKeys, topicId, 'loyal'), 0, -1, 'WITHSCORES')).toEqual(['0.0.1002', '100'])
  })

  it('refuses a page computed from another checkpoint', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    expect(await sut.commitPage(await page(topicId))).toMatchObject({ ok: true })
    expect(await sut.commitPage(await page(topicId))).toEqual({ ok: false, reason: 'stale' })
    expect(await redis.hget(topicMetaKey(redisKeys, topicId), 'lastSequence')).toBe('3')
  })

  it('refuses a page from an instance that does not hold the lease', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const p = await page(topicId)
    await redis.set(topicLockKey(redisKeys, topicId), 'someone-else')
    expect(await sut.commitPage(p)).toEqual({ ok: false, reason: 'lost' })
    expect(await redis.exists(topicMetaKey(redisKeys, topicId))).toBe(0)
  })

  it('refuses to write on a halted topic', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    await sut.halt(topicId, { reason: 'running_hash_mismatch', sequenceNumber: 1, detail: 'test' })
    expect(await sut.commitPage(await page(topicId))).toEqual({ ok: false, reason: 'halted' })
    expect((await sut.loadTopicState(topicId)).checkpoint.halted).toBe('running_hash_mismatch')
  })

  it('caps the rejected list, newest first', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys, { rejectedMax: 2 })
    expect(await sut.commitPage(await page(topicId, { rejected: ['r1', 'r2', 'r3'] }))).toMatchObject({ ok: true })
    expect(await redis.lrange(topicRejectedKey(redisKeys, topicId), 0, -1)).toEqual(['r3', 'r2'])
  })

  it('releases the job\'s reservation in the same step that settles it', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const jobKey = jobRecordKey(redisKeys, `${topicId}-resv`)
    const reservation = reservationKey(redisKeys, topicId, `${topicId}-resv`)
    const pending = pendingDebitsKey(redisKeys, topicId, 'loyal')
    await writeRecord(redis, jobKey, { status: 'submitted' })
    await redis.hset(pending, '0.0.1', '7')
    await redis.hset(reservation, { kind: 'debit', key: pending, field: '0.0.1', amt: '5' })
    const result = await sut.commitPage(await page(topicId, { jobs: [{ jobId: `${topicId}-resv`, jobKey, reservationKey: reservation, status: 'confirmed', fields: [] }] }))
    expect(result.ok).toBe(true)
    expect(await redis.hget(pending, '0.0.1')).toBe('2')
    expect(await redis.exists(reservation)).toBe(0)
    expect(await readRecord(redis, jobKey)).toEqual({ status: 'confirmed' })
  })

  it('settles a job forward only and reports when it was submitted', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const forward = jobRecordKey(redisKeys, `${topicId}-fwd`)
    const done = jobRecordKey(redisKeys, `${topicId}-done`)
    const missing = jobRecordKey(redisKeys, `${topicId}-missing`)
    await writeRecord(redis, forward, { status: 'submitted', submittedAt: '2026-01-01T00:00:00.000Z' })
    await writeRecord(redis, done, { status: 'confirmed' })
    const jobs = [forward, done, missing].map(jobKey => ({ jobId: jobKey, jobKey, reservationKey: `${jobKey}:reservation`, status: 'invalid' as const, fields: ['errorCode', 'X'] }))
    const result = await sut.commitPage(await page(topicId, { jobs }))
    expect(result).toEqual({
      ok: true,
      jobs: [
        { jobKey: forward, outcome: 'settled', submittedAt: '2026-01-01T00:00:00.000Z' },
        { jobKey: done, outcome: 'kept:confirmed' },
        { jobKey: missing, outcome: 'missing' }
      ]
    })
    expect(await readRecord(redis, forward)).toMatchObject({ status: 'invalid', errorCode: 'X' })
    // Settling keeps the TTL the record's creator set.
    expect(await redis.ttl(forward)).toBeGreaterThan(0)
    expect(await readRecord(redis, done)).toEqual({ status: 'confirmed' })
    expect(await redis.exists(missing)).toBe(0)
  })
})

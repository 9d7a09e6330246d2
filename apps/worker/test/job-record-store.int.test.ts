import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import {
  decodeJobRecord, jobRecordKey, jobSettledChannel, pendingDebitsKey, reservationKey, topicMetaKey, topicOutcomeKey, topicSequenceJobsKey,
  topicSubmissionKeys, transactionKey as txIndexKey
} from '@hcs/protocol'
import { connectRedis, deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'

const prefix = uniquePrefix('worker-record')

const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis

beforeAll(() => { redis = connectRedis() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

const base = {
  op: 'mint' as const,
  ticker: 'loyal',
  topicId: '0.0.1001',
  message: '{"p":"hcs-20","op":"mint","tick":"loyal","amt":"1","to":"0.0.5"}',
  requestId: 'req',
  createdAt: '2026-01-01T00:00:00.000Z'
}

const TOPIC = '0.0.1001'
const job = (jobId: string): { jobId: string, topicId: string } => ({ jobId, topicId: TOPIC })

describe(createJobRecordStore.name, () => {
  const sut = () => createJobRecordStore(redis, { keys: redisKeys, ttlSeconds: 600 })
  const read = async (id: string): Promise<Record<string, string>> => JSON.parse(await redis.get(jobRecordKey(redisKeys, TOPIC, id)) ?? '{}')
  // The api creates records as one JSON string with a TTL (SET … EX … NX); the indexer writes them the same way.
  const write = async (id: string, flat: Record<string, string>) => await redis.set(jobRecordKey(redisKeys, TOPIC, id), JSON.stringify(flat), 'EX', 900)

  it('completes a missing record from the base fields, with a TTL', async () => {
    await sut().update(job('a'), { status: 'submitting', fields: { attempts: 1 }, base })
    const record = decodeJobRecord(await redis.get(jobRecordKey(redisKeys, TOPIC, 'a')))
    expect(record).toMatchObject({ jobId: 'a', status: 'submitting', attempts: 1, ticker: 'loyal' })
    const ttl = await redis.ttl(jobRecordKey(redisKeys, TOPIC, 'a'))
    expect(ttl).toBeGreaterThan(500)
  })

  it('never overwrites the fields the api wrote with base fields', async () => {
    await write('b', { id: 'b', status: 'queued', createdAt: 'api-time' })
    await sut().update(job('b'), { status: 'submitting', base })
    expect(await read('b')).toMatchObject({ status: 'submitting', createdAt: 'api-time' })
  })

  it('keeps the TTL the creator set', async () => {
    await write('b2', { id: 'b2', status: 'queued' })
    await sut().update(job('b2'), { status: 'submitting', fields: { attempts: 1 } })
    const ttl = await redis.ttl(jobRecordKey(redisKeys, TOPIC, 'b2'))
    expect(ttl).toBeGreaterThan(600)
    expect(ttl).toBeLessThanOrEqual(900)
  })

  it('claims a transaction id and records it on the job in one step', async () => {
    const id = '0.0.2@1700000000.000000002'
    await write('c2', { id: 'c2', status: 'queued', createdAt: 'api-time' })
    expect(await sut().reserveTransactionId(job('c2'), id, { status: 'submitting', fields: { attempts: 1, transactionId: id }, base })).toBe(true)
    expect(await read('c2')).toMatchObject({ status: 'submitting', attempts: '1', transactionId: id, createdAt: 'api-time', message: base.message })
    expect((await sut().read('c2', TOPIC))?.transactionId).toBe(id)
    expect(await redis.get(txIndexKey(redisKeys, TOPIC, id))).toBe('c2')
  })

  it('refuses a first run\'s pin when the record already holds an earlier run\'s id', async () => {
    const earlier = '0.0.2@1700000000.000000004'
    const fresh = '0.0.2@1700000000.000000005'
    await write('c4', { id: 'c4', status: 'submitting', transactionId: earlier })
    await expect(sut().reserveTransactionId(job('c4'), fresh, { status: 'submitting', fields: { transactionId: fresh } }, true)).rejects.toThrow('already has a pinned transaction id')
    expect((await sut().read('c4', TOPIC))?.transactionId).toBe(earlier)
    expect(await redis.exists(txIndexKey(redisKeys, TOPIC, fresh))).toBe(0)
    expect(await sut().reserveTransactionId(job('c4'), fresh, { status: 'submitting', fields: { transactionId: fresh } })).toBe(true)
    expect((await sut().read('c4', TOPIC))?.transactionId).toBe(fresh)
  })

  it('writes nothing to the record when another job holds the id', async () => {
    const id = '0.0.2@1700000000.000000003'
    expect(await sut().reserveTransactionId(job('owner'), id)).toBe(true)
    await write('c3', { id: 'c3', status: 'queued' })
    expect(await sut().reserveTransactionId(job('c3'), id, { status: 'submitting', fields: { transactionId: id } })).toBe(false)
    expect(await read('c3')).toEqual({ id: 'c3', status: 'queued' })
    expect((await sut().read('c3', TOPIC))?.transactionId).toBeUndefined()
    expect((await sut().read('nobody', TOPIC))?.transactionId).toBeUndefined()
  })

  it('reserves a transaction id for one job only, with a TTL', async () => {
    const id = '0.0.2@1700000000.000000001'
    expect(await sut().reserveTransactionId(job('c'), id)).toBe(true)
    expect(await sut().reserveTransactionId(job('c'), id)).toBe(true)
    expect(await sut().reserveTransactionId(job('other'), id)).toBe(false)
    expect(await redis.get(txIndexKey(redisKeys, TOPIC, id))).toBe('c')
    expect(await redis.ttl(txIndexKey(redisKeys, TOPIC, id))).toBeGreaterThan(500)
  })

  it('never moves a confirmed record back to submitted, but fills in what is missing', async () => {
    await write('d', { id: 'd', status: 'confirmed', sequenceNumber: '4', updatedAt: 'indexer' })
    const applied = await sut().update(job('d'), {
      status: 'submitted',
      fields: { sequenceNumber: 9, runningHash: 'ff', submittedAt: 'now' },
      clear: ['errorCode'],
      fillIfBehind: true
    })
    expect(applied).toBe(false)
    expect(await read('d')).toMatchObject({ status: 'confirmed', sequenceNumber: '4', runningHash: 'ff', updatedAt: 'indexer' })
  })

  it('does not replace one terminal status by another', async () => {
    await write('e', { id: 'e', status: 'invalid' })
    expect(await sut().update(job('e'), { status: 'failed', fields: { error: { code: 'BUSY', message: 'x' } } })).toBe(false)
    expect(await read('e')).toEqual({ id: 'e', status: 'invalid' })
  })

  it('moves forward and clears a stale error on success', async () => {
    await sut().update(job('f'), { status: 'submitting', fields: { error: { code: 'BUSY', message: 'busy' } } })
    expect(await sut().update(job('f'), { status: 'submitted', fields: { sequenceNumber: 1 }, clear: ['errorCode', 'errorMessage'] })).toBe(true)
    const hash = await read('f')
    expect(hash).toMatchObject({ status: 'submitted', sequenceNumber: '1' })
    expect(hash.errorCode).toBeUndefined()
  })

  it('keeps a record submitting across retries', async () => {
    await sut().update(job('g'), { status: 'submitting', fields: { attempts: 1 } })
    expect(await sut().update(job('g'), { status: 'submitting', fields: { attempts: 2 } })).toBe(true)
    expect(await read('g')).toMatchObject({ status: 'submitting', attempts: '2' })
  })

  it('releases the job\'s reservation in the step that marks it failed, and only then', async () => {
    const pending = pendingDebitsKey(redisKeys, TOPIC, 'loyal')
    await redis.hset(pending, '0.0.5', '10')
    await redis.hset(reservationKey(redisKeys, TOPIC, 'h'), { kind: 'debit', key: pending, field: '0.0.5', amt: '4' })
    await sut().update(job('h'), { status: 'submitting', fields: { attempts: 1 } })
    expect(await redis.hget(pending, '0.0.5')).toBe('10')
    expect(await sut().update(job('h'), { status: 'failed', fields: { error: { code: 'INVALID_SIGNATURE', message: 'x' } } })).toBe(true)
    expect(await redis.hget(pending, '0.0.5')).toBe('6')
    expect(await redis.exists(reservationKey(redisKeys, TOPIC, 'h'))).toBe(0)
  })

  it('keeps the reservation of a job the indexer already settled', async () => {
    const pending = pendingDebitsKey(redisKeys, TOPIC, 'loyal')
    await redis.hset(pending, '0.0.6', '3')
    await redis.hset(reservationKey(redisKeys, TOPIC, 'i'), { kind: 'debit', key: pending, field: '0.0.6', amt: '3' })
    await write('i', { id: 'i', status: 'confirmed' })
    expect(await sut().update(job('i'), { status: 'failed', fields: { error: { code: 'BUSY', message: 'x' } } })).toBe(false)
    expect(await redis.hget(pending, '0.0.6')).toBe('3')
  })

  it('keeps the reservation of a failed job whose message may still reach the topic', async () => {
    const pending = pendingDebitsKey(redisKeys, TOPIC, 'loyal')
    await redis.hset(pending, '0.0.7', '4')
    await redis.hset(reservationKey(redisKeys, TOPIC, 'k'), { kind: 'debit', key: pending, field: '0.0.7', amt: '4' })
    expect(await sut().update(job('k'), { status: 'failed', fields: { error: { code: 'BUSY', message: 'x' } }, keepReservation: true })).toBe(true)
    expect(await read('k')).toMatchObject({ status: 'failed', errorCode: 'BUSY' })
    expect(await redis.hget(pending, '0.0.7')).toBe('4')
    expect(await redis.exists(reservationKey(redisKeys, TOPIC, 'k'))).toBe(1)
  })

  describe('jobs writing together (group commit)', () => {
    // every call waits for the others for up to a second: those made in one tick go as one script
    const grouped = () => createJobRecordStore(redis, { keys: redisKeys, ttlSeconds: 600, group: { lingerUs: 1_000_000, maxGroup: 64 } })

    it('pins many jobs in one step, each answered for itself: nothing of a refused job is written', async () => {
      const tx = (n: number): string => `0.0.2@1700000001.00000000${n}`
      await write('g-ok', { id: 'g-ok', status: 'queued' })
      await write('g-final', { id: 'g-final', status: 'failed', errorCode: 'NOT_ACCEPTED' })
      await redis.hset(jobRecordKey(redisKeys, TOPIC, 'g-hash'), 'not', 'ours')
      await write('g-taken', { id: 'g-taken', status: 'queued' })
      await redis.set(txIndexKey(redisKeys, TOPIC, tx(4)), 'someone-else')
      await write('g-foreign-tx', { id: 'g-foreign-tx', status: 'queued' })
      await redis.hset(txIndexKey(redisKeys, TOPIC, tx(5)), 'not', 'ours')
      const store = grouped()
      const update = (n: number) => ({ status: 'submitting' as const, fields: { attempts: 1, transactionId: tx(n) } })
      const answers = await Promise.allSettled([
        store.reserveTransactionId(job('g-ok'), tx(1), update(1), true),
        store.reserveTransactionId(job('g-final'), tx(2), update(2), true),
        store.reserveTransactionId(job('g-hash'), tx(3), update(3), true),
        store.reserveTransactionId(job('g-taken'), tx(4), update(4), true),
        store.reserveTransactionId(job('g-foreign-tx'), tx(5), update(5), true)
      ])
      expect(answers.map((a) => a.status === 'fulfilled' ? a.value : (a.reason as Error).name)).toEqual([true, 'JobRecordFinalError', 'Error', false, 'Error'])
      expect(await read('g-ok')).toMatchObject({ status: 'submitting', transactionId: tx(1) })
      expect(await redis.get(txIndexKey(redisKeys, TOPIC, tx(1)))).toBe('g-ok')
      expect(await read('g-final')).toEqual({ id: 'g-final', status: 'failed', errorCode: 'NOT_ACCEPTED' })
      expect(await redis.hgetall(jobRecordKey(redisKeys, TOPIC, 'g-hash'))).toEqual({ not: 'ours' })
      expect(await read('g-taken')).toEqual({ id: 'g-taken', status: 'queued' })
      expect(await read('g-foreign-tx')).toEqual({ id: 'g-foreign-tx', status: 'queued' })
      expect(await redis.exists(txIndexKey(redisKeys, TOPIC, tx(2)), txIndexKey(redisKeys, TOPIC, tx(3)))).toBe(0)
    })

    it('records many accepted submissions in one step, tracking those it moved on; one the indexer settled first is filled in quietly', async () => {
      const { due, data } = topicSubmissionKeys(redisKeys, TOPIC)
      await write('t-1', { id: 't-1', status: 'submitting' })
      await write('t-2', { id: 't-2', status: 'submitting' })
      await write('t-done', { id: 't-done', status: 'confirmed', sequenceNumber: '7' })
      const heard: string[] = []
      const listener = connectRedis()
      listener.on('message', (_channel: string, text: string) => { heard.push(text) })
      await listener.subscribe(jobSettledChannel(redisKeys, TOPIC))
      try {
        const store = grouped()
        const accepted = (n: number) => ({ transactionId: `0.0.2@1700000002.00000000${n}`, submission: `{"v":2,"n":${n}}`, checkAt: 1000 + n })
        await Promise.all([store.recordAccepted('t-1', TOPIC, accepted(1)), store.recordAccepted('t-2', TOPIC, accepted(2)), store.recordAccepted('t-done', TOPIC, accepted(3))])
        expect(await read('t-1')).toMatchObject({ status: 'submitted', transactionId: accepted(1).transactionId })
        expect(await read('t-done')).toMatchObject({ status: 'confirmed', sequenceNumber: '7', transactionId: accepted(3).transactionId })
        expect(await redis.zrange(due, 0, -1, 'WITHSCORES')).toEqual(['t-1', '1001', 't-2', '1002'])
        expect(await redis.hgetall(data)).toEqual({ 't-1': '{"v":2,"n":1}', 't-2': '{"v":2,"n":2}' })
        // the record of a settled job is told of once, by whoever settled it: never again by the worker filling it in
        await redis.publish(jobSettledChannel(redisKeys, TOPIC), 'marker')
        while (!heard.includes('marker')) await new Promise((resolve) => setTimeout(resolve, 5))
        expect(heard).toEqual(['marker'])
      } finally {
        await listener.quit()
        await redis.del(due, data)
      }
    })
  })

  describe('markSubmitted', () => {
    const TX = '0.0.2@1700000000.000000042'
    const fields = (sequenceNumber: number) => ({ transactionId: TX, sequenceNumber, runningHash: 'ab', submittedAt: '2026-01-01T00:00:01.000Z' })
    const reserve = async (jobId: string, account: string): Promise<string> => {
      const pending = pendingDebitsKey(redisKeys, TOPIC, 'loyal')
      await redis.hset(pending, account, '5')
      await redis.hset(reservationKey(redisKeys, TOPIC, jobId), { kind: 'debit', key: pending, field: account, amt: '5' })
      return pending
    }

    it('indexes the sequence number for the indexer while the indexer has not reached it', async () => {
      await redis.hset(topicMetaKey(redisKeys, TOPIC), 'lastSequence', '10')
      await write('s1', { id: 's1', status: 'submitting' })
      expect(await sut().markSubmitted('s1', TOPIC, fields(11))).toBe('indexed')
      expect(await read('s1')).toMatchObject({ status: 'submitted', sequenceNumber: '11', transactionId: TX })
      expect(await redis.hget(topicSequenceJobsKey(redisKeys, TOPIC), '11')).toBe('s1')
    })

    it('settles the job from the outcome the indexer left when it already passed the sequence number, once', async () => {
      await redis.hset(topicMetaKey(redisKeys, TOPIC), 'lastSequence', '20')
      const pending = await reserve('s2', '0.0.21')
      await write('s2', { id: 's2', status: 'submitting', attempts: '3' })
      const outcome = { status: 'invalid', payer: '0.0.2', sequenceNumber: '12', consensusTimestamp: '1700000001.000000012', runningHash: 'cd', errorCode: 'INSUFFICIENT_BALANCE', errorMessage: 'rules' }
      await redis.set(topicOutcomeKey(redisKeys, TOPIC, 12), JSON.stringify(outcome), 'EX', 60)
      expect(await sut().markSubmitted('s2', TOPIC, fields(12))).toBe('settled')
      expect(await read('s2')).toMatchObject({ status: 'invalid', errorCode: 'INSUFFICIENT_BALANCE', sequenceNumber: '12', runningHash: 'cd', attempts: '3' })
      expect(await redis.hexists(pending, '0.0.21')).toBe(0)
      expect(await redis.exists(topicOutcomeKey(redisKeys, TOPIC, 12), reservationKey(redisKeys, TOPIC, 's2'))).toBe(0)
      expect(await redis.hget(topicSequenceJobsKey(redisKeys, TOPIC), '12')).toBeNull()
      // a second write of the same receipt changes nothing
      expect(await sut().markSubmitted('s2', TOPIC, fields(12))).toBe('passed')
      expect(await read('s2')).toMatchObject({ status: 'invalid' })
    })

    it('refuses an outcome paid by another account than its transaction id\'s', async () => {
      await redis.hset(topicMetaKey(redisKeys, TOPIC), 'lastSequence', '20')
      await reserve('s3', '0.0.22')
      await write('s3', { id: 's3', status: 'submitting' })
      const outcome = { status: 'confirmed', payer: '0.0.666', sequenceNumber: '13', consensusTimestamp: '1', runningHash: 'cd' }
      await redis.set(topicOutcomeKey(redisKeys, TOPIC, 13), JSON.stringify(outcome), 'EX', 60)
      expect(await sut().markSubmitted('s3', TOPIC, fields(13))).toBe('mismatch')
      expect(await read('s3')).toMatchObject({ status: 'submitted' })
      expect(await redis.exists(reservationKey(redisKeys, TOPIC, 's3'), topicOutcomeKey(redisKeys, TOPIC, 13))).toBe(2)
    })

    it('only records the write when the receipt named no sequence number', async () => {
      await write('s4', { id: 's4', status: 'submitting' })
      expect(await sut().markSubmitted('s4', TOPIC, { transactionId: TX, submittedAt: 'now' })).toBe('unsequenced')
      expect(await read('s4')).toMatchObject({ status: 'submitted', transactionId: TX })
    })
  })
})

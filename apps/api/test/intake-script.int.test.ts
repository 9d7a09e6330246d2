import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import {
  balancesKey, decodeJobRecord, idempotencyKey, inscriptionKey, jobRecordKey, pendingDebitsKey, pendingSupplyKey, reservationKey, topicMetaKey
} from '@hcs/protocol'
import type { JobRecord, Operation } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import type { IntakeRequest } from '../src/intake.js'
import { createScriptIntake } from '../src/intake-script.js'
import type { ScriptIntakeOptions } from '../src/intake-script.js'
import { createRedis, waitForRedis } from '../src/redis.js'

const TOPIC = '0.0.1001'
const MINT: Operation = { op: 'mint', tick: 'pts', amt: '5', to: '0.0.7' }

describe(createScriptIntake.name, () => {
  const prefix = uniquePrefix('api-intake')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let redis: Redis

  function intake (options: Partial<ScriptIntakeOptions> = {}) {
    return createScriptIntake({
      redis, keys: redisKeys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined, ledger: false, ...options
    })
  }

  function request (jobId: string, key?: string, fingerprint = 'fp-1'): IntakeRequest {
    const record: JobRecord = {
      jobId,
      status: 'queued',
      op: 'mint',
      ticker: 'pts',
      topicId: TOPIC,
      message: '{"p":"hcs-20"}',
      requestId: 'r-1',
      attempts: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z'
    }
    const out: IntakeRequest = { jobId, operation: MINT, topicId: TOPIC, record }
    if (key !== undefined) out.idempotency = { scope: 'scope', key, fingerprint }
    return out
  }

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
  })

  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('stores the record as one JSON string with its TTL and the answer as fingerprint, job id and status', async () => {
    const sut = intake()
    expect((await sut(request('job-a', 'key-a'))).kind).toBe('accepted')
    expect(await redis.type(jobRecordKey(redisKeys, TOPIC, 'job-a'))).toBe('string')
    expect(decodeJobRecord(await redis.get(jobRecordKey(redisKeys, TOPIC, 'job-a')))).toEqual(request('job-a').record)
    expect(await redis.ttl(jobRecordKey(redisKeys, TOPIC, 'job-a'))).toBeGreaterThan(3500)
    expect(JSON.parse(await redis.get(idempotencyKey(redisKeys, TOPIC, 'scope', 'key-a')) ?? 'null')).toEqual({ fingerprint: 'fp-1', jobId: 'job-a', status: 202 })
    expect(await redis.ttl(idempotencyKey(redisKeys, TOPIC, 'scope', 'key-a'))).toBeGreaterThan(500)
  })

  it('answers pending until the BullMQ job exists, then replays the job', async () => {
    const sut = intake({ queueJobKey: (topicId, jobId) => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}` })
    expect((await sut(request('job-b', 'key-b'))).kind).toBe('accepted')
    expect(await sut(request('job-b', 'key-b'))).toEqual({ kind: 'pending' })
    await redis.set(`${prefix}:topic:{${TEST_NETWORK}:${TOPIC}}:queue:job-b`, 'added')
    expect(await sut(request('job-b', 'key-b'))).toEqual({ kind: 'replay', jobId: 'job-b' })
  })

  it('hands a key whose job was never enqueued to a retry once the claim is older than staleMs', async () => {
    const sut = intake({ queueJobKey: (topicId, jobId) => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}`, staleMs: -1 })
    expect((await sut(request('job-c', 'key-c'))).kind).toBe('accepted')
    expect(await sut(request('job-c', 'key-c'))).toEqual({ kind: 'stale', jobId: 'job-c' })
  })

  it('refuses another request under the same key, and a job id that already has a record', async () => {
    const sut = intake()
    expect((await sut(request('job-d', 'key-d'))).kind).toBe('accepted')
    await expect(sut(request('job-d', 'key-d', 'fp-other'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.stringContaining('different request') })
    await expect(sut(request('job-d'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.stringContaining('earlier job') })
  })

  it('never lets a second request under the same job id touch the first one\'s reservation', async () => {
    const sut = intake({ ledger: true })
    await redis.hset(topicMetaKey(redisKeys, TOPIC), 'private', '1')
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'twice'), { max: '100', supply: '10' })
    await redis.hset(balancesKey(redisKeys, TOPIC, 'twice'), '0.0.3', '10')
    const burn: Operation = { op: 'burn', tick: 'twice', amt: '4', from: '0.0.3' }
    const first = await sut({ ...request('job-twice'), operation: burn })
    expect(first.kind).toBe('accepted')
    await expect(sut({ ...request('job-twice'), operation: burn })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await redis.hget(pendingDebitsKey(redisKeys, TOPIC, 'twice'), '0.0.3')).toBe('4')
    if (first.kind === 'accepted') await first.undo()
    expect(await redis.hget(pendingDebitsKey(redisKeys, TOPIC, 'twice'), '0.0.3')).toBeNull()
  })

  it('undoes the record, the answer and the reservation in one call', async () => {
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'pts'), { tick: 'pts', max: '100', supply: '0' })
    const sut = intake({ ledger: true })
    const result = await sut(request('job-e', 'key-e'))
    if (result.kind !== 'accepted') throw new Error(`expected accepted, got ${result.kind}`)
    expect(await redis.hget(pendingSupplyKey(redisKeys, TOPIC), 'pts')).toBe('5')
    await result.undo()
    expect(await redis.exists(jobRecordKey(redisKeys, TOPIC, 'job-e'), idempotencyKey(redisKeys, TOPIC, 'scope', 'key-e'), reservationKey(redisKeys, TOPIC, 'job-e'))).toBe(0)
    expect(await redis.hget(pendingSupplyKey(redisKeys, TOPIC), 'pts')).toBeNull()
    expect((await sut(request('job-e', 'key-e'))).kind).toBe('accepted')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { inscriptionKey, jobRecordKey } from '@hcs/protocol'
import type { JobRecord } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createScriptIntake } from '../src/intake/intake-script.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'

const prefix = uniquePrefix('api-store')

const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis

beforeAll(async () => {
  redis = createRedis(testRedisUrl())
  expect(await waitForRedis(redis, 10_000)).toBe(true)
  await redis.hset(inscriptionKey(redisKeys, '0.0.1001', 'loyal'), { max: '1000', supply: '0' })
})

afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

function record (jobId: string): JobRecord {
  return {
    jobId, status: 'queued', op: 'mint', ticker: 'loyal', topicId: '0.0.1001', message: '{}', requestId: 'r-1', attempts: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z'
  }
}

describe(createJobRecordStore.name, () => {
  it('reads back a record the intake created once, with its TTL, until the intake withdraws it', async () => {
    const sut = createJobRecordStore({ redis, keys: redisKeys })
    const intake = createScriptIntake({ redis, keys: redisKeys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 60, operatorId: undefined })
    const jobId = '0.0.1001_job-a'
    const request = { jobId, operation: { op: 'mint', tick: 'loyal', amt: '1', to: '0.0.5' } as const, topicId: '0.0.1001', tenant: 'default', anyTicker: true }
    const created = await intake({ ...request, record: record(jobId) })
    expect(created.kind).toBe('accepted')
    await expect(intake({ ...request, record: { ...record(jobId), status: 'failed' } })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await sut.get(jobId)).toEqual(record(jobId))
    expect(await sut.getMany([jobId, '0.0.1001_job-none'])).toEqual([record(jobId), undefined])
    // an id that names no topic is not found
    expect(await sut.get('job-a')).toBeUndefined()
    expect(await sut.getMany(['job-a', jobId])).toEqual([undefined, record(jobId)])
    const ttl = await redis.ttl(jobRecordKey(redisKeys, '0.0.1001', jobId))
    expect(ttl).toBeGreaterThan(3500)
    expect(ttl).toBeLessThanOrEqual(3600)
    // withdrawn (ADR 036): the record stays as a tombstone the worker never sends
    if (created.kind === 'accepted') expect(await created.undo()).toBe('withdrawn')
    expect(await sut.get(jobId)).toMatchObject({ status: 'failed', error: { code: 'NOT_ACCEPTED' } })
  })
})

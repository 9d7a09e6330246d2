import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { jobRecordKey, networkKey } from '@hcs/protocol'
import type { JobRecord } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createIdempotencyStore, fingerprintOf } from '../src/idempotency.js'
import { createJobStore } from '../src/job-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'

const prefix = uniquePrefix('api-store')

const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis

beforeAll(async () => {
  redis = createRedis(testRedisUrl())
  expect(await waitForRedis(redis, 10_000)).toBe(true)
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

describe(createJobStore.name, () => {
  it('creates a record once, with its TTL, and reads it back', async () => {
    const sut = createJobStore({ redis, keys: redisKeys, ttlSeconds: 3600 })
    const jobId = '0.0.1001_job-a'
    expect(await sut.create(record(jobId))).toBe(true)
    expect(await sut.create({ ...record(jobId), status: 'failed' })).toBe(false)
    expect(await sut.get(jobId)).toEqual(record(jobId))
    const ttl = await redis.ttl(jobRecordKey(redisKeys, '0.0.1001', jobId))
    expect(ttl).toBeGreaterThan(3500)
    expect(ttl).toBeLessThanOrEqual(3600)
    await sut.remove(jobId)
    expect(await sut.get(jobId)).toBeUndefined()
    // an id that names no topic (an earlier version's) is not found, and nothing is read or removed
    expect(await sut.get('job-a')).toBeUndefined()
    expect(await sut.getMany(['job-a', jobId])).toEqual([undefined, undefined])
    await sut.remove('job-a')
  })
})

describe(createIdempotencyStore.name, () => {
  it('claims once, replays the stored answer and refuses another fingerprint', async () => {
    const sut = createIdempotencyStore<{ n: number }>({ redis, keys: redisKeys, ttlSeconds: 86_400 })
    const fp = fingerprintOf({ a: 1 })
    expect(await sut.claim('scope', 'k1', fp)).toEqual({ kind: 'claimed' })
    await sut.complete('scope', 'k1', fp, { n: 7 })
    expect(await sut.claim('scope', 'k1', fp)).toEqual({ kind: 'replay', body: { n: 7 } })
    expect(await sut.claim('scope', 'k1', fingerprintOf({ a: 2 }))).toEqual({ kind: 'mismatch' })
    expect(await redis.ttl(`${networkKey(redisKeys)}:idem-claim:scope:k1`)).toBeGreaterThan(86_000)
  })

  it('lets a released key be claimed again', async () => {
    const sut = createIdempotencyStore<{ n: number }>({ redis, keys: redisKeys, ttlSeconds: 60 })
    expect(await sut.claim('scope', 'k2', 'fp')).toEqual({ kind: 'claimed' })
    await sut.release('scope', 'k2')
    expect(await sut.claim('scope', 'k2', 'fp')).toEqual({ kind: 'claimed' })
  })

  it('makes a duplicate wait for the first answer, or report it still in progress', async () => {
    const sut = createIdempotencyStore<{ n: number }>({ redis, keys: redisKeys, ttlSeconds: 60, waitMs: 10_000, pollMs: 5 })
    expect(await sut.claim('scope', 'k3', 'fp')).toEqual({ kind: 'claimed' })
    const waiting = sut.claim('scope', 'k3', 'fp')
    await sut.complete('scope', 'k3', 'fp', { n: 1 })
    expect(await waiting).toEqual({ kind: 'replay', body: { n: 1 } })

    const impatient = createIdempotencyStore<{ n: number }>({ redis, keys: redisKeys, ttlSeconds: 60, waitMs: 0 })
    expect(await impatient.claim('scope', 'k4', 'fp')).toEqual({ kind: 'claimed' })
    expect(await impatient.claim('scope', 'k4', 'fp')).toEqual({ kind: 'in-progress' })
  })
})

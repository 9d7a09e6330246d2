import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { deleteKeys, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { JSON_HEADERS, OTHER_API_KEY, fakeIntake, fakeJobRecordStore, fakeQueue, testConfig } from './helpers.js'

describe(buildApp.name, () => {
  const prefix = uniquePrefix('api-rl')
  let sut: FastifyInstance
  let redis: Redis

  beforeAll(async () => {
    // a long window so the limit cannot reset in the middle of the test
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000', RATE_LIMIT_STORE: 'redis' })
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    // Redis holds the rate-limit counters; the intake is not what this tests
    const jobs = fakeJobRecordStore()
    sut = await buildApp({ config, queue: fakeQueue(), jobs, redis, intake: fakeIntake(jobs) })
  })

  afterAll(async () => {
    await sut.close()
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('answers 429 RATE_LIMITED with Retry-After once an API key spends its budget, per key in Redis', async () => {
    const send = async (apiKey?: string) => await sut.inject({
      method: 'POST', url: '/api/inscription/loyal/mint', headers: { ...JSON_HEADERS, 'x-api-key': apiKey ?? JSON_HEADERS['x-api-key'] }, payload: { amount: 1, to: '0.0.5' }
    })
    expect((await send()).statusCode).toBe(202)
    expect((await send()).statusCode).toBe(202)
    const limited = await send()
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429, type: 'https://hcs20.dev/problems/rate-limited' })
    expect((await send(OTHER_API_KEY)).statusCode).toBe(202)
    const keys: string[] = []
    let cursor = '0'
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:rl:*`)
      cursor = next
      keys.push(...batch)
    } while (cursor !== '0')
    expect(keys.length).toBe(2)
  })

  it('limits unauthenticated callers by IP before answering 401', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push((await sut.inject({ method: 'GET', url: '/api/jobs/x', headers: { 'x-api-key': 'wrong-key-0123456789' } })).statusCode)
    }
    expect(statuses).toEqual([401, 401, 429])
  })
})

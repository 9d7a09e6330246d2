import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { buildApp } from '../src/app.js'
import { createRedis } from '../src/redis.js'
import { API_KEY, JSON_HEADERS, capturingLogger, fakeIntake, fakeJobRecordStore, fakeQueue, testConfig } from './helpers.js'

// No Redis (closed port): fakes only, and the in-memory rate limit (RATE_LIMIT_STORE=memory, the default).
describe(buildApp.name, () => {
  let sut: FastifyInstance
  let redis: Redis
  const { logger, lines } = capturingLogger('debug')

  beforeAll(async () => {
    redis = createRedis('redis://127.0.0.1:1')
    const jobs = fakeJobRecordStore()
    sut = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' }), queue: fakeQueue(), jobs, redis, logger, intake: fakeIntake(jobs) })
  })

  afterAll(async () => {
    await sut.close()
    redis.disconnect()
  })

  function completed (requestId: unknown): Record<string, unknown> | undefined {
    return lines.find((line) => line.requestId === requestId && line.msg === 'request completed')
  }

  it('logs a 202 at debug and a 4xx at info, one line each with the request id', async () => {
    const accepted = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers: JSON_HEADERS, payload: { amount: 1, to: '0.0.5' } })
    expect(accepted.statusCode).toBe(202)
    expect(completed(accepted.headers['x-request-id'])).toMatchObject({ level: 20, statusCode: 202, method: 'POST' })
    const refused = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers: JSON_HEADERS, payload: { amount: 0, to: '0.0.5' } })
    expect(refused.statusCode).toBe(400)
    expect(completed(refused.headers['x-request-id'])).toMatchObject({ level: 30, statusCode: 400 })
    expect(lines.filter((line) => line.requestId === refused.headers['x-request-id'])).toHaveLength(1)
  })

  it('never logs a query string, where a client may have put its key', async () => {
    const res = await sut.inject({ method: 'GET', url: `/api/jobs/job-q?x-api-key=${API_KEY}&limit=5`, headers: { 'x-api-key': 'wrong-key-0123456789' } })
    expect(res.statusCode).toBe(401)
    expect(completed(res.headers['x-request-id'])).toMatchObject({ url: '/api/jobs/job-q?[redacted]', statusCode: 401 })
    expect(JSON.stringify(lines)).not.toContain(API_KEY)
  })

  it('answers 429 RATE_LIMITED from the in-memory store once a key spends its budget', async () => {
    // the budget is 3 per window: a fourth request is over it whatever came before
    for (let i = 0; i < 3; i++) await sut.inject({ method: 'GET', url: '/api/jobs/job-x', headers: JSON_HEADERS })
    const limited = await sut.inject({ method: 'GET', url: '/api/jobs/job-x', headers: JSON_HEADERS })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    // health needs no key and is not limited
    expect((await sut.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { buildApp } from '../src/app.js'
import { AppError } from '../src/http/errors.js'
import { createRedis } from '../src/redis.js'
import { API_KEY, DEFAULT_TOPIC, JSON_HEADERS, PRIVATE_TOPIC, capturingLogger, fakeIntake, fakeJobRecordStore, fakeQueue, testConfig } from './helpers.js'

// No Redis here: the connection points at a closed port, so the rate limiter skips (skipOnError)
// and only the fakes below are used (a fake intake in place of the script). Redis-backed behaviour lives in *.int.test.ts.
const MINT = '/api/inscription/loyal/mint'

function withoutRequestId (body: Record<string, unknown>): Record<string, unknown> {
  const { requestId, ...rest } = body
  expect(typeof requestId).toBe('string')
  return rest
}

describe(buildApp.name, () => {
  let sut: FastifyInstance
  let redis: Redis
  const queue = fakeQueue()
  const jobs = fakeJobRecordStore()
  const { logger, lines } = capturingLogger()
  let admitError: Error | undefined

  beforeAll(async () => {
    redis = createRedis('redis://127.0.0.1:1')
    const intake = fakeIntake(jobs, async () => { if (admitError !== undefined) throw admitError })
    sut = await buildApp({ config: testConfig(), queue, jobs, redis, logger, intake })
  })

  afterAll(async () => {
    await sut.close()
    redis.disconnect()
  })

  it('answers 202 with the job, its message and a Location header', async () => {
    const res = await sut.inject({ method: 'POST', url: '/api/inscription/LoYaL/mint', headers: JSON_HEADERS, payload: { amount: 100, to: '0.0.1001-abcde', memo: 'hi' } })
    expect(res.statusCode).toBe(202)
    const body = res.json()
    expect(body).toEqual({
      jobId: expect.stringMatching(/^0\.0\.1001_j[A-Za-z0-9_-]{22}$/),
      status: 'queued',
      op: 'mint',
      ticker: 'loyal',
      topicId: DEFAULT_TOPIC,
      message: '{"p":"hcs-20","op":"mint","tick":"loyal","amt":"100","to":"0.0.1001","m":"hi"}',
      links: { self: `/api/jobs/${body.jobId as string}` }
    })
    expect(res.headers.location).toBe(body.links.self)
    // the job carries only what the record does not hold (ADR 042)
    expect(queue.jobs.get(body.jobId)).toEqual({ v: 2 })
    expect(jobs.records.get(body.jobId)).toMatchObject({ status: 'queued', message: body.message, requestId: res.headers['x-request-id'] })
  })

  it('gives a missing and a wrong API key the same 401 body', async () => {
    const missing = await sut.inject({ method: 'POST', url: MINT, headers: { 'content-type': 'application/json' }, payload: {} })
    const wrong = await sut.inject({ method: 'POST', url: MINT, headers: { ...JSON_HEADERS, 'x-api-key': `${API_KEY}x` }, payload: {} })
    expect(missing.statusCode).toBe(401)
    expect(wrong.statusCode).toBe(401)
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(withoutRequestId(missing.json())).toEqual(withoutRequestId(wrong.json()))
    expect(missing.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED', type: 'https://hcs20.dev/problems/unauthorized' })
  })

  it('lists every failing field of a schema error', async () => {
    const res = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: { amount: '-1', to: 'alice', extra: true } })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    const paths = (body.errors as Array<{ path: string }>).map((e) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['body.amount', 'body.to', 'body']))
  })

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const res = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: '{"amount": 1,' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'The body is not valid JSON' })
  })

  it('answers an unknown route with 404 problem+json', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/nothing-here', headers: JSON_HEADERS })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', status: 404, requestId: res.headers['x-request-id'] })
  })

  it('answers a wrong method on a known path with 405 and an Allow header', async () => {
    const res = await sut.inject({ method: 'DELETE', url: `${MINT}?x=1`, headers: JSON_HEADERS })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('POST')
    expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 })
  })

  it('answers a body over 16 KiB with 413', async () => {
    const res = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: JSON.stringify({ memo: 'x'.repeat(16_400) }) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 })
  })

  it('answers a non-JSON content type with 415', async () => {
    const res = await sut.inject({ method: 'POST', url: MINT, headers: { ...JSON_HEADERS, 'content-type': 'text/plain' }, payload: 'amount=1' })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 })
  })

  it('refuses a topic that is not managed with 403 and accepts a managed one', async () => {
    const refused = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: { amount: 1, to: '0.0.5', topic_id: '0.0.999' } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'TOPIC_NOT_ALLOWED' })
    const accepted = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: { amount: 1, to: '0.0.5', topic_id: PRIVATE_TOPIC } })
    expect(accepted.statusCode).toBe(202)
    expect(accepted.json().topicId).toBe(PRIVATE_TOPIC)
  })

  it('refuses a message over 1024 bytes with 422 MESSAGE_TOO_LARGE', async () => {
    // 500 bytes of memo pass the field rule, but each quote is escaped to two bytes in the JSON
    const res = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: { amount: 1, to: '0.0.5', memo: '"'.repeat(500) } })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'MESSAGE_TOO_LARGE' })
  })

  it('answers an unexpected failure with a detail-free 500 and logs the error', async () => {
    admitError = new Error('secret internals')
    try {
      const res = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: { amount: 1, to: '0.0.5' } })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({
        type: 'https://hcs20.dev/problems/internal', title: 'Internal Server Error', status: 500, detail: 'Internal Server Error', code: 'INTERNAL', requestId: res.headers['x-request-id']
      })
      expect(res.body).not.toContain('secret')
      const logged = lines.find((line) => line.requestId === res.headers['x-request-id'] && line.err !== undefined)
      expect(JSON.stringify(logged)).toContain('secret internals')
    } finally {
      admitError = undefined
    }
  })

  it('answers with the status of an AppError refused by the intake', async () => {
    admitError = new AppError('TICKER_NOT_FOUND', 404, 'Not Found')
    try {
      const res = await sut.inject({ method: 'POST', url: MINT, headers: JSON_HEADERS, payload: { amount: 1, to: '0.0.5' } })
      expect(res.json()).toMatchObject({ status: 404, code: 'TICKER_NOT_FOUND' })
    } finally {
      admitError = undefined
    }
  })

  it('echoes a valid x-request-id and replaces an unsafe one', async () => {
    const kept = await sut.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'abc.DEF_1-2' } })
    expect(kept.headers['x-request-id']).toBe('abc.DEF_1-2')
    const replaced = await sut.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'bad id\nwith newline' } })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers liveness without a key and readiness with 503 while Redis is down', async () => {
    expect((await sut.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200)
    const ready = await sut.inject({ method: 'GET', url: '/health/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^redis_/) })
  })

  it('serves an OpenAPI 3 document with every route at /docs/json without a key', async () => {
    const res = await sut.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/inscription/deploy', '/api/inscription/{ticker}/mint', '/api/inscription/{ticker}/transfer',
      '/api/inscription/{ticker}/burn', '/api/jobs/{jobId}', '/health/live', '/health/ready'
    ]))
    expect(doc.paths['/api/inscription/deploy'].post.responses['202']).toBeDefined()
    expect(doc.paths['/api/jobs/{jobId}'].get.responses['404'].content['application/problem+json'].schema.properties.code).toBeDefined()
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' })
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/docs'))).toEqual([])
    expect((await sut.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { MAX_WEBHOOKS_PER_KEY, openCircuitsKey, topicKey, webhookBreakerKey, webhooksKey } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { API_KEY, DEFAULT_TOPIC, OTHER_API_KEY, PRIVATE_TOPIC, fakeQueue, testConfig } from './helpers.js'

// The webhook routes on real Redis, with the default WEBHOOK_ALLOW_PRIVATE=false.
describe('webhook routes', () => {
  const prefix = uniquePrefix('api-hooks')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let sut: FastifyInstance
  let redis: Redis
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, key = API_KEY) => {
    const res = await sut.inject({ method, url, headers: { 'x-api-key': key, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, payload: payload as object })
    return { status: res.statusCode, body: res.body === '' ? undefined : res.json() }
  }

  beforeAll(async () => {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix })
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    sut = await buildApp({ config, queue: fakeQueue(), jobs: createJobRecordStore({ redis, keys: redisKeys }), redis })
  })

  afterAll(async () => {
    await sut?.close()
    await deleteKeys(redis, prefix)
    await redis?.quit()
  })

  it.each([
    'http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://10.1.2.3/hook', 'http://192.168.1.1/hook',
    'http://169.254.169.254/latest/meta-data', 'http://[::1]/hook', 'http://[::ffff:127.0.0.1]/hook', 'http://0.0.0.0/hook',
    'http://[::127.0.0.1]/hook', 'http://[::ffff:0:7f00:1]/hook', 'http://[fec0::1]/hook', 'http://[2002:7f00:1::1]/hook',
    'http://[64:ff9b:1::1]/hook', 'http://[100::1]/hook'
  ])('refuses %s: a private or loopback address, literal or resolved', async (url) => {
    const res = await call('POST', '/api/webhooks', { url, events: ['job.confirmed'] })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('WEBHOOK_URL_NOT_ALLOWED')
  })

  it('lets 60 concurrent registrations of one key create no more than its limit', async () => {
    const key = 'racing-key-0123456789abcdefghijklmnopqrstuv'
    // a prefix of its own: the other tests look at every webhook key under theirs
    const racePrefix = uniquePrefix('api-hooks-race')
    const racing = await buildApp({
      config: testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: racePrefix, API_SECRET_KEY: key }),
      queue: fakeQueue(),
      jobs: createJobRecordStore({ redis, keys: { prefix: racePrefix, network: TEST_NETWORK } }),
      redis
    })
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, async (_, i) => await racing.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: { url: `https://93.184.215.14/race/${i}`, events: ['job.confirmed'] }
      })))
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_WEBHOOKS_PER_KEY)
      expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(60 - MAX_WEBHOOKS_PER_KEY)
      const listed = await racing.inject({ method: 'GET', url: '/api/webhooks', headers: { 'x-api-key': key } })
      expect(listed.json().webhooks).toHaveLength(MAX_WEBHOOKS_PER_KEY)
    } finally {
      await racing.close()
      await deleteKeys(redis, racePrefix)
    }
  })

  it('refuses a URL that is not http(s), carries credentials, or an unknown event, with 400', async () => {
    for (const body of [
      { url: 'ftp://example.com/x', events: ['job.confirmed'] },
      { url: 'https://user:pw@example.com/x', events: ['job.confirmed'] },
      { url: 'https://example.com/x', events: ['job.created'] },
      { url: 'https://example.com/x', events: [] },
      // accepted by lenient URL checks, refused by the WHATWG parser that sends the deliveries
      { url: 'http://a b/', events: ['job.confirmed'] },
      { url: 'http://1.2.3.4:99999/', events: ['job.confirmed'] }
    ]) expect((await call('POST', '/api/webhooks', body)).body.code).toBe('VALIDATION_FAILED')
    // an empty punycode label: Node 20's parser refuses it (400); Node 24's takes it, and the host resolves nowhere (422)
    const punycode = await call('POST', '/api/webhooks', { url: 'http://xn--/', events: ['job.confirmed'] })
    expect(['VALIDATION_FAILED', 'WEBHOOK_URL_NOT_ALLOWED']).toContain(punycode.body.code)
  })

  it('registers a public endpoint once with its secret, lists, reads and deletes it, per API key', async () => {
    const created = await call('POST', '/api/webhooks', { url: 'https://93.184.215.14/hook', events: ['job.confirmed', 'job.failed'] })
    expect(created.status).toBe(201)
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/)
    const id = created.body.id as string
    expect((await call('GET', '/api/webhooks')).body.webhooks).toEqual([{
      id, url: 'https://93.184.215.14/hook', events: ['job.confirmed', 'job.failed'], createdAt: created.body.createdAt, circuit: 'closed', failingSince: null, openUntil: null
    }])
    expect((await call('GET', `/api/webhooks/${id}`)).body.secret).toBeUndefined()
    expect((await call('GET', `/api/webhooks/${id}`, undefined, OTHER_API_KEY)).status).toBe(404)
    expect((await call('DELETE', `/api/webhooks/${id}`, undefined, OTHER_API_KEY)).status).toBe(404)
    expect((await call('GET', `/api/webhooks/${id}/deliveries`)).body).toEqual({ deliveries: [] })
    // the endpoint id is copied into each managed topic, where job_write looks for it (ADR 027)
    const copies = (await redis.keys(`${redisKeys.prefix}:topic:*:webhooks:*`)).sort()
    expect(copies.map((key) => key.slice(0, key.indexOf(':webhooks:')))).toEqual([DEFAULT_TOPIC, PRIVATE_TOPIC].map((t) => topicKey(redisKeys, t)).sort())
    for (const key of copies) expect(await redis.smembers(key)).toEqual([id])
    expect((await call('DELETE', `/api/webhooks/${id}`)).status).toBe(204)
    expect((await call('GET', `/api/webhooks/${id}`)).status).toBe(404)
    // the owner's set and its copies in every managed topic (ADR 027) are gone with the endpoint
    expect(await redis.keys(`${webhooksKey(redisKeys)}:owner:*`)).toEqual([])
    expect(await redis.keys(`${redisKeys.prefix}:topic:*:webhooks:*`)).toEqual([])
  })
  it('shows each endpoint\'s circuit breaker as the worker keeps it, and drops it with the endpoint', async () => {
    const created = await call('POST', '/api/webhooks', { url: 'https://93.184.215.14/breaker', events: ['job.confirmed'] })
    const id = created.body.id as string
    const breaker = webhookBreakerKey(redisKeys, id)
    const since = Date.now() - 60_000
    // as the worker's release script writes it (ADR 035): open for a minute more
    await redis.hset(breaker, { state: 'open', failures: '5', opens: '1', failingSince: String(since), openUntil: String(Date.now() + 60_000) })
    await redis.zadd(openCircuitsKey(redisKeys), Date.now() + 60_000, id)
    const open = (await call('GET', `/api/webhooks/${id}`)).body
    expect(open).toMatchObject({ id, circuit: 'open', failingSince: new Date(since).toISOString() })
    expect(Date.parse(open.openUntil as string)).toBeGreaterThan(Date.now())
    // the cool-down is over: the next delivery is the probe
    await redis.hset(breaker, 'openUntil', String(Date.now() - 1))
    expect((await call('GET', '/api/webhooks')).body.webhooks.find((w: { id: string }) => w.id === id)).toMatchObject({ circuit: 'half-open' })
    // a probe answered: closed again
    await redis.hset(breaker, { state: 'closed', failures: '0' })
    await redis.hdel(breaker, 'failingSince', 'openUntil')
    expect((await call('GET', `/api/webhooks/${id}`)).body).toMatchObject({ circuit: 'closed', failingSince: null, openUntil: null })
    expect((await call('DELETE', `/api/webhooks/${id}`)).status).toBe(204)
    expect(await redis.exists(breaker)).toBe(0)
    expect(await redis.zscore(openCircuitsKey(redisKeys), id)).toBeNull()
  })

  it('copies the endpoints registered before into a topic added to the configuration, at the next start', async () => {
    const created = await call('POST', '/api/webhooks', { url: 'https://93.184.215.14/later', events: ['job.failed'] })
    expect(created.status).toBe(201)
    const added = '0.0.3003'
    const copyIn = async (topicId: string): Promise<string[]> => {
      const found = await redis.keys(`${topicKey(redisKeys, topicId)}:webhooks:*`)
      return found.length === 0 ? [] : await redis.smembers(found[0]!)
    }
    expect(await copyIn(added)).toEqual([])
    // an api that manages one more topic copies every owner's endpoint ids into it when it starts
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, HCS20_TOPICS: `${PRIVATE_TOPIC},${added}` })
    const next = await buildApp({ config, queue: fakeQueue(), jobs: createJobRecordStore({ redis, keys: redisKeys }), redis })
    try {
      await next.ready()
      expect(await copyIn(added)).toEqual([created.body.id])
    } finally {
      await next.close()
    }
    expect((await call('DELETE', `/api/webhooks/${created.body.id as string}`)).status).toBe(204)
  })
})

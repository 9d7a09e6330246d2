// The security review's findings, sent as a hostile client would over a real HTTP port against real Redis
// (ADR 046): scopes that mean what they say, failed authentications limited per address and per key across
// processes, on /api, the queue dashboard and a private /metrics, while a valid key always gets through.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { topicWebhookOwnerKey, webhookOwnerKey } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { keyIdOf, sha256KeyIdOf } from '../src/access/auth.js'
import { buildApp } from '../src/app.js'
import { keyHashSecret } from '../src/config.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { DASHBOARD_PATH } from '../src/ops/dashboard.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { createWebhookStore } from '../src/webhooks/webhook-store.js'
import { API_KEY, DEFAULT_TOPIC, fakeQueue, testConfig } from './helpers.js'

interface Answer { status: number, headers: Record<string, string | string[] | undefined>, body: any }

/** One request from `from` (an address of the loopback range, so each is its own client IP). */
async function send (base: string, method: string, path: string, headers: Record<string, string>, body?: unknown, from = '127.0.0.1'): Promise<Answer> {
  const url = new URL(path, base)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return await new Promise((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method,
      localAddress: from,
      headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }
    }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => { text += chunk })
      res.on('end', () => {
        const json = (res.headers['content-type'] ?? '').includes('json')
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: json && text !== '' ? JSON.parse(text) : text })
      })
    })
    req.on('error', reject)
    req.end(payload)
  })
}

function basic (user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` }
}

/** The value of one series in a Prometheus text (0 when absent). */
function value (text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}

const wrongKey = (i: number): string => `guess-${String(i).padStart(4, '0')}-0123456789abcdefghijklmnopqrstuv`

describe('access hardening (ADR 046)', () => {
  const prefix = uniquePrefix('api-hardening')
  const env = { REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, KEY_HASH_SECRET: 'hardening-test-secret-0123456789abcdef' }
  let redis: Redis
  let boardRedis: Redis
  const apps: FastifyInstance[] = []
  let base = ''
  let second = ''
  const keys: Record<'submitOnly' | 'submitRead' | 'hooksOnly' | 'hooksRead' | 'admin', string> = {} as any

  async function start (more: Record<string, string> = {}): Promise<string> {
    const config = testConfig({ ...env, ...more })
    const app = await buildApp({
      config, queue: fakeQueue(), jobs: createJobRecordStore({ redis, keys: { prefix, network: TEST_NETWORK } }), redis, dashboard: { connection: boardRedis }
    })
    apps.push(app)
    return await app.listen({ port: 0, host: '127.0.0.1' })
  }
  const operator = async (method: string, path: string, body?: unknown) => await send(base, method, path, { 'x-api-key': API_KEY }, body)

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    boardRedis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    base = await start()
    second = await start()
    for (const tenant of ['alpha', 'beta']) expect((await operator('POST', '/api/tenants', { name: tenant })).status).toBe(201)
    const create = async (name: string, scopes: string[], tenant = 'alpha'): Promise<string> => {
      const res = await operator('POST', '/api/keys', { tenant, name, scopes })
      expect(res.status, name).toBe(201)
      return res.body.key as string
    }
    keys.submitOnly = await create('submit only', ['submit'])
    keys.submitRead = await create('submit and read', ['submit', 'read'])
    keys.hooksOnly = await create('webhooks only', ['webhooks'])
    keys.hooksRead = await create('webhooks and read', ['webhooks', 'read'])
    keys.admin = await create('admin', ['admin', 'read'])
  })

  afterAll(async () => {
    for (const app of apps) await app.close()
    await deleteKeys(redis, prefix)
    await boardRedis?.quit()
    await redis?.quit()
  })

  it('refuses webhooks to a submit-only key: it cannot register, list, read or delete its admin\'s endpoints', async () => {
    const hook = { url: 'https://93.184.215.14/alpha', events: ['job.confirmed'] }
    const registered = await send(base, 'POST', '/api/webhooks', { 'x-api-key': keys.admin }, hook)
    expect(registered.status).toBe(201)
    const id = registered.body.id as string
    for (const key of [keys.submitOnly, keys.submitRead]) {
      for (const [method, path, body] of [['POST', '/api/webhooks', hook], ['GET', '/api/webhooks'], ['GET', `/api/webhooks/${id}`], ['DELETE', `/api/webhooks/${id}`], ['GET', `/api/webhooks/${id}/deliveries`]] as const) {
        const res = await send(base, method, path, { 'x-api-key': key }, body)
        expect(res.status, `${method} ${path}`).toBe(403)
        expect(res.body.code).toBe('FORBIDDEN')
      }
    }
    // and the submit-only key cannot read a job either (unchanged)
    expect((await send(base, 'GET', '/api/jobs/job-x', { 'x-api-key': keys.submitOnly })).status).toBe(403)
    expect((await send(base, 'GET', `/api/webhooks/${id}`, { 'x-api-key': keys.admin })).status).toBe(200)
  })

  it('lets a webhooks key manage its tenant\'s endpoints, and register one only with read too (deliveries carry job records)', async () => {
    const hook = { url: 'https://93.184.215.14/hooks', events: ['job.confirmed'] }
    const refused = await send(base, 'POST', '/api/webhooks', { 'x-api-key': keys.hooksOnly }, hook)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', detail: 'This key needs the read scope as well' })
    const created = await send(base, 'POST', '/api/webhooks', { 'x-api-key': keys.hooksRead }, hook)
    expect(created.status).toBe(201)
    const listed = await send(base, 'GET', '/api/webhooks', { 'x-api-key': keys.hooksOnly })
    expect(listed.status).toBe(200)
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toContain(created.body.id)
    expect((await send(base, 'DELETE', `/api/webhooks/${created.body.id as string}`, { 'x-api-key': keys.hooksOnly })).status).toBe(204)
  })

  it('answers 429 with Retry-After after 20 wrong keys from one address, counted once each, while a valid key from it gets through', async () => {
    const from = '127.0.0.2'
    const statuses: number[] = []
    let retryAfter: string | string[] | undefined
    for (let i = 0; i < 300; i++) {
      const res = await send(base, 'GET', '/api/queue', { 'x-api-key': wrongKey(i) }, undefined, from)
      statuses.push(res.status)
      if (res.status === 429) {
        retryAfter = res.headers['retry-after']
        expect(res.body).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
      }
      // during the lockout the address's valid key is never refused by it
      if (i % 50 === 49) expect((await send(base, 'GET', '/api/jobs?ids=job-x', { 'x-api-key': API_KEY }, undefined, from)).status).toBe(200)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.slice(20)).toEqual(Array(280).fill(429))
    expect(Number(retryAfter)).toBeGreaterThan(0)
    expect(Number(retryAfter)).toBeLessThanOrEqual(60)
    // Redis counted up to the first refusal; this process answered the rest of the flood from memory
    expect(await redis.get(`${prefix}:{auth-failures}:ip:127.0.0.2`)).toBe('21')
    // no key at all counts as a failure of that address too; a tenant's valid key from it passes
    expect((await send(base, 'GET', '/api/queue', {}, undefined, from)).status).toBe(429)
    expect((await send(base, 'GET', '/api/jobs?ids=job-x', { 'x-api-key': keys.submitRead }, undefined, from)).status).toBe(200)
    // another address is not locked out
    expect((await send(base, 'GET', '/api/queue', { 'x-api-key': wrongKey(1) }, undefined, '127.0.0.3')).status).toBe(401)

    const metrics = await (await fetch(`${base}/metrics`, { headers: { 'x-api-key': API_KEY } })).text()
    expect(value(metrics, 'hcs20_api_auth_failures_total{surface="api",outcome="counted"}')).toBe(21)
    expect(value(metrics, 'hcs20_api_auth_failures_total{surface="api",outcome="limited"}')).toBe(281)
  })

  it('counts failures across api processes and per presented key from many addresses', async () => {
    // ten failures on each process from one address: the second process sees all twenty
    const from = '127.0.0.4'
    for (let i = 0; i < 10; i++) expect((await send(base, 'GET', '/api/queue', { 'x-api-key': wrongKey(i) }, undefined, from)).status).toBe(401)
    for (let i = 10; i < 20; i++) expect((await send(second, 'GET', '/api/queue', { 'x-api-key': wrongKey(i) }, undefined, from)).status).toBe(401)
    expect((await send(second, 'GET', '/api/queue', { 'x-api-key': wrongKey(20) }, undefined, from)).status).toBe(429)
    expect((await send(base, 'GET', '/api/jobs/nope', { 'x-api-key': wrongKey(21) }, undefined, from)).status).toBe(429)
    // one key tried from 21 addresses, once each: the key's own limit answers the 21st
    const tried = 'one-guessed-key-0123456789abcdefghijklmnop'
    for (let i = 0; i < 20; i++) expect((await send(base, 'GET', '/api/queue', { 'x-api-key': tried }, undefined, `127.0.1.${i + 1}`)).status).toBe(401)
    expect((await send(second, 'GET', '/api/queue', { 'x-api-key': tried }, undefined, '127.0.1.99')).status).toBe(429)
    // Redis holds neither key as sent, only their HMACs
    const counters = await redis.keys(`${prefix}:{auth-failures}:*`)
    expect(counters.length).toBeGreaterThan(0)
    expect(counters.join('\n')).not.toContain('guessed')
    expect(counters.join('\n')).not.toContain('guess-')
  })

  it('answers wrong Basic passwords on /admin/queues 429 after the limit, and still lets the operator in', async () => {
    const from = '127.0.0.5'
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await send(base, 'GET', `${DASHBOARD_PATH}/api/queues`, basic('operator', wrongKey(i)), undefined, from)).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.slice(20)).toEqual(Array(10).fill(429))
    const limited = await send(base, 'GET', DASHBOARD_PATH, basic('operator', wrongKey(99)), undefined, from)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' })
    // the page (no Redis read behind it): the operator's credentials pass from the locked address
    expect((await send(base, 'GET', DASHBOARD_PATH, basic('operator', API_KEY), undefined, from)).status).toBe(200)
    const metrics = await (await fetch(`${base}/metrics`, { headers: { 'x-api-key': API_KEY } })).text()
    expect(value(metrics, 'hcs20_api_auth_failures_total{surface="dashboard",outcome="limited"}')).toBe(11)
  })

  it('answers wrong keys on a private /metrics 429 after the limit; a valid key scrapes on', async () => {
    const from = '127.0.0.6'
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await send(base, 'GET', '/metrics', { 'x-api-key': wrongKey(i) }, undefined, from)).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.slice(20)).toEqual(Array(5).fill(429))
    // a valid key without the operator scope is refused 403, not counted; the operator's scrapes
    expect((await send(base, 'GET', '/metrics', { 'x-api-key': keys.admin }, undefined, from)).status).toBe(403)
    expect((await send(base, 'GET', '/metrics', { 'x-api-key': API_KEY }, undefined, from)).status).toBe(200)
  })

  it('moves the endpoints an operator key registered under its sha256 id to its HMAC id at start', async () => {
    const redisKeys = { prefix, network: TEST_NETWORK }
    const [legacyId, keyId] = [sha256KeyIdOf(API_KEY), keyIdOf(keyHashSecret(testConfig(env)), API_KEY)]
    const store = createWebhookStore(redis, redisKeys, [DEFAULT_TOPIC])
    const legacy = await store.create(legacyId, { url: 'https://93.184.215.14/legacy', events: ['job.confirmed'] })
    expect((await send(base, 'GET', '/api/webhooks', { 'x-api-key': API_KEY })).body.webhooks.map((w: { id: string }) => w.id)).not.toContain(legacy.id)
    const restarted = await start()
    const listed = await send(restarted, 'GET', '/api/webhooks', { 'x-api-key': API_KEY })
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toContain(legacy.id)
    expect(await redis.exists(webhookOwnerKey(redisKeys, legacyId))).toBe(0)
    expect(await redis.exists(topicWebhookOwnerKey(redisKeys, DEFAULT_TOPIC, legacyId))).toBe(0)
    expect(await redis.smembers(topicWebhookOwnerKey(redisKeys, DEFAULT_TOPIC, keyId))).toContain(legacy.id)
    expect((await send(restarted, 'DELETE', `/api/webhooks/${legacy.id}`, { 'x-api-key': API_KEY })).status).toBe(204)
  })
})

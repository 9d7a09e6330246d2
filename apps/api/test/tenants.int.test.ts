import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { runKeys } from '../src/cli/keys.js'
import { jobRecordKey, releaseScript, reservationKey, reservationTotalsKeys, storedJobFields, tenantPendingKey, webhookKey } from '@hcs/protocol'
import { API_KEY, DEFAULT_TOPIC, testConfig } from './helpers.js'

// Two tenants over real HTTP ports on real Redis (ADR 031): A with a submit+read key, a read-only key and an
// admin key; B with a submit+read key. Two api instances share the keys, as two processes do.
describe('tenants and keys', () => {
  const prefix = uniquePrefix('api-tenants')
  const redisKeys = { prefix, network: TEST_NETWORK }
  const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, KEY_HASH_SECRET: 'tenants-test-secret-0123456789abcdef', TENANT_MAX_BACKLOG: '8' })
  let redis: Redis
  let queue: SubmitQueue
  let first: FastifyInstance
  let second: FastifyInstance
  let url: string
  let secondUrl: string
  const keys: Record<'a' | 'a2' | 'aAdmin' | 'b', { id: string, key: string }> = {} as any

  async function call (key: string, method: string, path: string, body?: unknown, base = url, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await res.text()
    const json = (res.headers.get('content-type') ?? '').includes('json')
    return { status: res.status, body: json ? JSON.parse(text) as any : text }
  }
  /** The status `path` answers `key` once the change reached the process at `base`, or the last one after a second (ADR 031's bound). */
  async function statusWithin (key: string, path: string, expected: number, base = url): Promise<number> {
    const deadline = Date.now() + 1000
    let status = (await call(key, 'GET', path, undefined, base)).status
    while (status !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      status = (await call(key, 'GET', path, undefined, base)).status
    }
    return status
  }
  const mint = (key: string, tick: string, amt = '5', headers: Record<string, string> = {}) =>
    call(key, 'POST', `/api/inscription/${tick}/mint`, { amount: amt, to: '0.0.7001' }, url, headers)

  beforeAll(async () => {
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    queue = createSubmitQueue({ connection: redis, keys: redisKeys, topics: [DEFAULT_TOPIC] })
    const jobs = createJobRecordStore({ redis, keys: redisKeys })
    first = await buildApp({ config, queue, jobs, redis })
    second = await buildApp({ config, queue, jobs, redis })
    url = await first.listen({ port: 0, host: '127.0.0.1' })
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' })

    expect((await call(API_KEY, 'POST', '/api/tenants', { name: 'tenanta' })).status).toBe(201)
    expect((await call(API_KEY, 'POST', '/api/tenants', { name: 'tenantb' })).status).toBe(201)
    const create = async (tenant: string, name: string, scopes: string[]) => {
      const res = await call(API_KEY, 'POST', '/api/keys', { tenant, name, scopes })
      expect(res.status).toBe(201)
      return { id: res.body.id as string, key: res.body.key as string }
    }
    keys.a = await create('tenanta', 'app a', ['submit', 'read'])
    keys.a2 = await create('tenanta', 'reporting', ['read'])
    keys.aAdmin = await create('tenanta', 'a admin', ['admin'])
    keys.b = await create('tenantb', 'app b', ['submit', 'read', 'webhooks'])
  })

  afterAll(async () => {
    await first.close()
    await second.close()
    await queue.close()
    await deleteKeys(redis, `${prefix}:*`)
    redis.disconnect()
  })

  it('stores no key, only its HMAC, and shows a key once', async () => {
    const dump = JSON.stringify(await redis.hgetall(`${prefix}:{access}:keys`))
    for (const { key } of Object.values(keys)) {
      expect(key).toMatch(/^hcs20_[A-Za-z0-9_-]{43}$/)
      expect(dump).not.toContain(key)
    }
    const listed = await call(API_KEY, 'GET', '/api/keys')
    expect(listed.status).toBe(200)
    expect(JSON.stringify(listed.body)).not.toContain(keys.a.key)
    expect(listed.body.keys.map((k: any) => k.id)).toEqual(expect.arrayContaining(Object.values(keys).map((k) => k.id)))
  })

  it('keeps each tenant to its own tickers: B gets 403 TICKER_NOT_OWNED on A\'s, alone and inside a batch', async () => {
    expect((await call(keys.a.key, 'POST', '/api/inscription/deploy', { ticker: 'apoints', name: 'A points', max: '1000', limit: '100' })).status).toBe(202)
    expect((await mint(keys.a.key, 'apoints')).status).toBe(202)
    const refused = await mint(keys.b.key, 'apoints')
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('TICKER_NOT_OWNED')
    for (const op of ['transfer', 'burn']) {
      const body = op === 'transfer' ? { amount: '1', from: '0.0.7001', to: '0.0.7002' } : { amount: '1', from: '0.0.7001' }
      const res = await call(keys.b.key, 'POST', `/api/inscription/apoints/${op}`, body)
      expect(res.status, op).toBe(403)
      expect(res.body.code, op).toBe('TICKER_NOT_OWNED')
    }
    const batch = await call(keys.b.key, 'POST', '/api/inscription/batch', {
      operations: [{ op: 'deploy', ticker: 'bpoints', name: 'B points', max: '10' }, { op: 'mint', ticker: 'apoints', amount: '1', to: '0.0.7003' }]
    })
    expect(batch.status).toBe(207)
    expect(batch.body.results[0].status).toBe('queued')
    expect(batch.body.results[1].code).toBe('TICKER_NOT_OWNED')
    // B's own ticker is B's: A cannot mint it either; the operator key may write any ticker
    expect((await mint(keys.a.key, 'bpoints', '1')).body.code).toBe('TICKER_NOT_OWNED')
    expect((await mint(keys.b.key, 'bpoints', '1')).status).toBe(202)
    expect((await mint(API_KEY, 'apoints', '1')).status).toBe(202)
  })

  it('answers another tenant\'s job as a job that does not exist, on every read', async () => {
    const accepted = await mint(keys.a.key, 'apoints', '2', { 'idempotency-key': 'order-1' })
    expect(accepted.status).toBe(202)
    const { jobId } = accepted.body
    expect(jobId).not.toContain(keys.a.id)
    expect((await call(keys.a.key, 'GET', `/api/jobs/${jobId}`)).status).toBe(200)
    expect((await call(keys.a2.key, 'GET', `/api/jobs/${jobId}`)).status).toBe(200)
    expect((await call(API_KEY, 'GET', `/api/jobs/${jobId}`)).status).toBe(200)
    const foreign = await call(keys.b.key, 'GET', `/api/jobs/${jobId}`)
    expect(foreign.status).toBe(404)
    expect(foreign.body.code).toBe('NOT_FOUND')
    expect((await call(keys.b.key, 'GET', `/api/jobs/${jobId}?wait=1`)).status).toBe(404)
    expect((await call(keys.b.key, 'GET', `/api/jobs?ids=${jobId}`)).body).toEqual({ jobs: [null] })
    expect((await call(keys.a2.key, 'GET', `/api/jobs?ids=${jobId}`)).body.jobs[0].jobId).toBe(jobId)
    // Idempotency-Keys never appear in Redis key names
    expect(await redis.keys(`${prefix}:*order-1*`)).toEqual([])
  })

  it('keeps ledger reads open to every read key, and refuses what a key\'s scopes do not allow with 403 FORBIDDEN', async () => {
    expect((await call(keys.b.key, 'GET', '/api/inscription/apoints/balance/0.0.7001')).status).not.toBe(403)
    const readOnly = await mint(keys.a2.key, 'apoints')
    expect(readOnly.status).toBe(403)
    expect(readOnly.body.code).toBe('FORBIDDEN')
    expect((await call(keys.a.key, 'GET', '/api/tenants')).status).toBe(403)
    expect((await call(keys.a.key, 'POST', '/api/keys', { tenant: 'tenanta', name: 'x', scopes: ['read'] })).status).toBe(403)
    expect((await call(keys.a.key, 'GET', '/metrics')).status).toBe(403)
    expect((await call(API_KEY, 'GET', '/metrics')).status).toBe(200)
    // an admin manages its own tenant's keys only, and never grants operator
    expect((await call(keys.aAdmin.key, 'POST', '/api/keys', { tenant: 'tenantb', name: 'x', scopes: ['read'] })).status).toBe(403)
    expect((await call(keys.aAdmin.key, 'POST', '/api/keys', { tenant: 'tenanta', name: 'x', scopes: ['operator'] })).status).toBe(403)
    // the tenant is always named, by the operator too (`default` for its own)
    for (const key of [keys.aAdmin.key, API_KEY]) {
      const unnamed = await call(key, 'POST', '/api/keys', { name: 'x', scopes: ['read'] })
      expect(unnamed.status).toBe(400)
      expect(unnamed.body.code).toBe('VALIDATION_FAILED')
    }
    const own = await call(keys.aAdmin.key, 'GET', '/api/keys')
    expect(own.status).toBe(200)
    expect(new Set(own.body.keys.map((k: any) => k.tenant))).toEqual(new Set(['tenanta']))
    expect((await call(keys.aAdmin.key, 'DELETE', `/api/keys/${keys.b.id}`)).status).toBe(404)
    expect((await call(API_KEY, 'POST', '/api/tenants', { name: 'tenanta' })).body.code).toBe('TENANT_EXISTS')
    expect((await call(API_KEY, 'POST', '/api/keys', { tenant: 'nobody', name: 'x', scopes: ['read'] })).status).toBe(404)
  })

  it('revokes a key on every api process: the second one answers 401 within a second', async () => {
    const temp = await call(keys.aAdmin.key, 'POST', '/api/keys', { tenant: 'tenanta', name: 'short-lived', scopes: ['read', 'webhooks'] })
    expect(temp.status).toBe(201)
    // a key created on the first process works on the second once the change reached it
    expect(await statusWithin(temp.body.key, '/api/queue', 200, secondUrl)).toBe(200)
    const hook = await call(temp.body.key, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/short-lived', events: ['job.confirmed'] })
    expect(hook.status).toBe(201)
    expect((await call(keys.aAdmin.key, 'DELETE', `/api/keys/${temp.body.id}`)).status).toBe(204)
    expect(await statusWithin(temp.body.key, '/api/queue', 401, secondUrl)).toBe(401)
    expect((await call(temp.body.key, 'GET', '/api/queue')).status).toBe(401)
    // the endpoints a tenant's key registered are the tenant's: they outlive the key, its other keys manage them,
    // and another tenant's keys do not see them
    expect(await redis.exists(webhookKey(redisKeys, hook.body.id as string))).toBe(1)
    const listed = await call(keys.aAdmin.key, 'GET', '/api/webhooks')
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toContain(hook.body.id)
    expect((await call(keys.b.key, 'GET', `/api/webhooks/${hook.body.id as string}`)).status).toBe(404)
    // and they hear every job of the tenant: its records name the tenant as their owner, as the endpoints do
    const job = await mint(keys.a.key, 'apoints', '1')
    expect(job.status).toBe(202)
    expect(storedJobFields(await redis.get(jobRecordKey(redisKeys, DEFAULT_TOPIC, job.body.jobId as string)), job.body.jobId as string)).toMatchObject({ owner: 'tenant:tenanta' })
    expect((await call(keys.aAdmin.key, 'DELETE', `/api/webhooks/${hook.body.id as string}`)).status).toBe(204)
    expect(await redis.exists(webhookKey(redisKeys, hook.body.id as string))).toBe(0)
  })

  it('creates and revokes keys from the shell (npm run keys) with the same effect', async () => {
    const env = { REDIS_URL: config.REDIS_URL, REDIS_PREFIX: prefix, KEY_HASH_SECRET: config.KEY_HASH_SECRET }
    const lines: string[] = []
    expect(await runKeys(['create', '--tenant', 'tenantb', '--name', 'cli key', '--scopes', 'read'], env, (line) => lines.push(line))).toBe(0)
    const created = JSON.parse(lines[0] as string)
    expect(created).toMatchObject({ tenant: 'tenantb', name: 'cli key', scopes: ['read'] })
    expect(await statusWithin(created.key, '/api/queue', 200)).toBe(200)
    expect(await runKeys(['create', '--tenant', 'tenantb', '--scopes', 'root'], env, () => {})).toBe(2)
    expect(await runKeys(['create', '--name', 'no tenant', '--scopes', 'read'], env, () => {})).toBe(2)
    expect(await runKeys(['tenant', 'Not A Name'], env, () => {})).toBe(2)
    expect(await runKeys(['tenant', 'tenantb'], env, () => {})).toBe(1)
    expect(await runKeys(['revoke', created.id], env, () => {})).toBe(0)
    expect(await runKeys(['revoke', created.id], env, () => {})).toBe(1)
    expect(await statusWithin(created.key, '/api/queue', 401)).toBe(401)
  })

  it('limits a tenant key to its operations per second, a batch counting each operation, and not the operator', async () => {
    const limited = await call(API_KEY, 'POST', '/api/keys', { tenant: 'tenanta', name: 'slow', scopes: ['submit'], opsPerSecond: 2 })
    expect(limited.body.opsPerSecond).toBe(2)
    const key = limited.body.key as string
    expect(await statusWithin(key, '/api/jobs?ids=x', 403)).toBe(403)
    // a batch passes when the budget holds all of it; one larger than a second's budget never could: 400
    const deploys = ['s1', 's2', 's3'].map((ticker) => ({ op: 'deploy', ticker, name: ticker, max: '10' }))
    const oversized = await call(key, 'POST', '/api/inscription/batch', { operations: deploys })
    expect(oversized.status).toBe(400)
    expect(oversized.body.code).toBe('VALIDATION_FAILED')
    expect((await call(key, 'POST', '/api/inscription/batch', { operations: deploys.slice(0, 2) })).status).toBe(207)
    // the bucket refills 2 a second: requests one after another soon find it empty
    let refused = await call(key, 'POST', '/api/inscription/deploy', { ticker: 's4', name: 's4', max: '10' })
    for (let i = 5; refused.status === 202 && i < 30; i++) refused = await call(key, 'POST', '/api/inscription/deploy', { ticker: `s${i}`, name: 's', max: '10' })
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('RATE_LIMITED')
    // one budget for the key across api processes (OPS_LIMIT_STORE=redis): the second process refuses it too
    const elsewhere = await fetch(`${secondUrl}/api/inscription/deploy`, {
      method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ ticker: 'selse', name: 'selse', max: '10' })
    })
    expect(elsewhere.status).toBe(429)
    expect(Number(elsewhere.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // and the RateLimit headers of the budget that refused: the key's 2 a second
    expect(elsewhere.headers.get('ratelimit-limit')).toBe('2')
    expect(elsewhere.headers.get('ratelimit-remaining')).toBe('0')
    expect(Number(elsewhere.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1)
    expect(elsewhere.headers.get('ratelimit-policy')).toBe('2;w=1')
    // the operator key is not counted
    for (let i = 0; i < 5; i++) expect((await mint(API_KEY, 'apoints', '1')).status).toBe(202)
  })

  it('holds a tenant\'s admin to the ceilings the operator set: key budget (403), key count and webhook count (409)', async () => {
    const created = await call(API_KEY, 'POST', '/api/tenants', { name: 'tenantc', limits: { opsPerSecond: 50, maxKeys: 3 } })
    expect(created.status).toBe(201)
    expect(created.body.limits).toMatchObject({ opsPerSecond: 50, maxKeys: 3, maxWebhooks: 20 })
    expect((await call(API_KEY, 'POST', '/api/tenants', { name: 'tenantd', limits: { maxKeys: -1 } })).status).toBe(400)
    // only the operator sees and sets them; the default tenant has none
    expect((await call(keys.aAdmin.key, 'GET', '/api/tenants/tenantc')).status).toBe(403)
    expect((await call(keys.aAdmin.key, 'PATCH', '/api/tenants/tenanta', { limits: { maxKeys: 1000 } })).status).toBe(403)
    expect((await call(API_KEY, 'GET', '/api/tenants/default')).body).toEqual({ id: 'default', name: 'default', topics: [] })
    expect((await call(API_KEY, 'PATCH', '/api/tenants/default', { limits: { maxKeys: 1 } })).status).toBe(404)
    expect((await call(API_KEY, 'GET', '/api/tenants/nobody')).status).toBe(404)
    const patched = await call(API_KEY, 'PATCH', '/api/tenants/tenantc', { limits: { maxKeys: 4, maxWebhooks: 1 } })
    expect(patched.status).toBe(200)
    expect(patched.body.limits).toMatchObject({ opsPerSecond: 50, maxKeys: 4, maxWebhooks: 1 })
    expect((await call(API_KEY, 'GET', '/api/tenants/tenantc')).body.limits).toEqual(patched.body.limits)
    expect((await call(API_KEY, 'GET', '/api/tenants')).body.tenants).toContainEqual({ id: 'tenantc', name: 'tenantc', limits: patched.body.limits })

    const admin = await call(API_KEY, 'POST', '/api/keys', { tenant: 'tenantc', name: 'c admin', scopes: ['admin', 'submit', 'read'] })
    expect(admin.status).toBe(201)
    expect(await statusWithin(admin.body.key, '/api/keys', 200)).toBe(200)
    const above = await call(admin.body.key, 'POST', '/api/keys', { tenant: 'tenantc', name: 'fast', scopes: ['submit'], opsPerSecond: 51 })
    expect(above.status).toBe(403)
    expect(above.body.code).toBe('ABOVE_TENANT_LIMIT')
    expect((await call(admin.body.key, 'POST', '/api/keys', { tenant: 'tenantc', name: 'at ceiling', scopes: ['submit'], opsPerSecond: 50 })).status).toBe(201)
    // 10 at once for the 2 keys left: the count and the write are one step, so exactly 2 pass
    const burst = await Promise.all(Array.from({ length: 10 }, async (_, i) => await call(admin.body.key, 'POST', '/api/keys', { tenant: 'tenantc', name: `k${i}`, scopes: ['read'] }, i % 2 === 0 ? url : secondUrl)))
    expect(burst.filter((r) => r.status === 201)).toHaveLength(2)
    expect(burst.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(8).fill('TENANT_LIMIT_REACHED'))
    expect((await call(admin.body.key, 'GET', '/api/keys')).body.keys).toHaveLength(4)

    const hook = { url: 'https://93.184.215.14/c', events: ['job.confirmed'] }
    expect((await call(admin.body.key, 'POST', '/api/webhooks', hook)).status).toBe(201)
    const second = await call(admin.body.key, 'POST', '/api/webhooks', hook)
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('TENANT_LIMIT_REACHED')
  })

  it('writes only tickers a person can tell apart, and still reads every ticker the ledger keeps', async () => {
    for (const ticker of ['tenant\u0430', 'cafe\u0301', 'pts\u200b', '..']) {
      const res = await call(keys.a.key, 'POST', '/api/inscription/deploy', { ticker, name: 'x', max: '10' })
      expect(res.status, ticker).toBe(400)
      expect(res.body.code).toBe('VALIDATION_FAILED')
      // (a `..` segment is resolved away by the client itself: the reason it is refused at deploy)
      if (ticker === '..') continue
      const mintPath = await call(keys.a.key, 'POST', `/api/inscription/${encodeURIComponent(ticker)}/mint`, { amount: '1', to: '0.0.7001' })
      expect(mintPath.status, ticker).toBe(400)
    }
    const read = await call(keys.a.key, 'GET', `/api/inscription/${encodeURIComponent('tenant\u0430')}`)
    expect(read.status).toBe(404)
    expect(read.body.code).not.toBe('VALIDATION_FAILED')
  })

  it('holds a tenant at its backlog quota with 503 QUEUE_FULL while another tenant is still accepted, and lets it go on as jobs settle', async () => {
    expect((await call(API_KEY, 'POST', '/api/tenants', { name: 'tenantq' })).status).toBe(201)
    const created = await call(API_KEY, 'POST', '/api/keys', { tenant: 'tenantq', name: 'busy', scopes: ['submit'] })
    const key = created.body.key as string
    expect(await statusWithin(key, '/api/jobs?ids=x', 403)).toBe(403)
    const deploys = Array.from({ length: 10 }, (_, i) => ({ op: 'deploy', ticker: `q${i}`, name: `q${i}`, max: '10' }))
    const batch = await call(key, 'POST', '/api/inscription/batch', { operations: deploys })
    expect(batch.status).toBe(207)
    const codes = batch.body.results.map((r: any) => r.code ?? r.status)
    expect(codes).toEqual([...Array(8).fill('queued'), 'QUEUE_FULL', 'QUEUE_FULL'])
    const single = await call(key, 'POST', '/api/inscription/deploy', { ticker: 'q10', name: 'q10', max: '10' })
    expect(single.status).toBe(503)
    expect(single.body.code).toBe('QUEUE_FULL')
    expect(await redis.hget(tenantPendingKey(redisKeys, DEFAULT_TOPIC), 'tenantq')).toBe('8')
    // another tenant, and the operator, are still accepted
    expect((await mint(keys.b.key, 'bpoints', '1')).status).toBe(202)
    expect((await call(API_KEY, 'POST', '/api/inscription/deploy', { ticker: 'opq', name: 'opq', max: '10' })).status).toBe(202)
    // a job of the tenant settles (its reservation released, as the indexer does): room for one more
    const first = batch.body.results[0].jobId as string
    expect(await releaseScript.run(redis, { keys: { reservation: reservationKey(redisKeys, DEFAULT_TOPIC, first), ...reservationTotalsKeys(redisKeys, DEFAULT_TOPIC) }, args: {} })).toBe(1)
    expect(await redis.hget(tenantPendingKey(redisKeys, DEFAULT_TOPIC), 'tenantq')).toBe('7')
    expect((await call(key, 'POST', '/api/inscription/deploy', { ticker: 'q11', name: 'q11', max: '10' })).status).toBe(202)
    // the operator gives this tenant a backlog of its own: 10 instead of TENANT_MAX_BACKLOG's 8
    expect((await call(API_KEY, 'PATCH', '/api/tenants/tenantq', { limits: { maxBacklog: 10 } })).status).toBe(200)
    expect(await statusWithin(key, '/api/jobs?ids=x', 403)).toBe(403)
    const more = await call(key, 'POST', '/api/inscription/batch', { operations: ['q12', 'q13', 'q14'].map((ticker) => ({ op: 'deploy', ticker, name: ticker, max: '10' })) })
    expect(more.body.results.map((r: any) => r.code ?? r.status)).toEqual(['queued', 'queued', 'QUEUE_FULL'])
    expect(await redis.hget(tenantPendingKey(redisKeys, DEFAULT_TOPIC), 'tenantq')).toBe('10')
  })
})

import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import {
  balancesKey, inscriptionKey, pendingDebitsKey, tickerOwnersKey, topicRegistryKey, topicTicksKey
} from '@hcs/protocol'
import { createMirrorClient } from '@hcs/runtime'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { API_KEY, DEFAULT_TOPIC, PRIVATE_TOPIC, fakeQueue, testConfig } from './helpers.js'

// The reads over a whole topic (GET /api/accounts/{account}, GET /api/inscription, GET /api/registry) on a real HTTP
// port, over Redis written the way the indexer's commit writes it (ADR 044), with a small HTTP server answering as
// the mirror's REST API does for `GET /api/v1/topics/{id}`.
const REGISTRY = '0.0.9000'
const HOLDER = '0.0.7001'
const TICKS = 2500
/** Deploy sequence numbers: not contiguous, as on a topic with other messages between deploys. */
const sequenceOf = (i: number): number => 10 + 3 * i
const tickOf = (i: number): string => `t${String(i).padStart(4, '0')}`

interface MirrorTopic { submitKey: null | { _type: string, key: string } }

/** Answers `GET /api/v1/topics/{id}` like the mirror: the topic with `submit_key` (null or a key object), else 404. */
function startMirror (topics: Map<string, MirrorTopic>, requests: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    const match = /^\/api\/v1\/topics\/([0-9.]+)$/.exec(req.url ?? '')
    const topic = match?.[1] === undefined ? undefined : topics.get(match[1])
    if (match?.[1] === undefined || topic === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ _status: { messages: [{ message: 'Not found' }] } }))
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      topic_id: match[1],
      memo: '',
      deleted: false,
      admin_key: null,
      auto_renew_account: null,
      auto_renew_period: 7776000,
      created_timestamp: '1700000000.000000001',
      submit_key: topic.submitKey,
      timestamp: { from: '1700000000.000000001', to: null }
    }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('topic reads: an account across tickers, the tickers, the registry', () => {
  const prefix = uniquePrefix('api-topic-reads')
  const keys = { prefix, network: TEST_NETWORK }
  const config = testConfig({
    REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, KEY_HASH_SECRET: 'topic-reads-test-secret-0123456789abcdef', HCS20_REGISTRY_TOPIC_ID: REGISTRY
  })
  const mirrorTopics = new Map<string, MirrorTopic>([
    ['0.0.5001', { submitKey: null }],
    ['0.0.5002', { submitKey: { _type: 'ED25519', key: 'aa'.repeat(32) } }],
    ['0.0.5003', { submitKey: null }]
  ])
  const mirrorRequests: string[] = []
  let mirror: Server
  let redis: Redis
  let sut: FastifyInstance
  let url: string
  const tenantKeys: Record<'aRead' | 'aAdmin' | 'bRead', string> = { aRead: '', aAdmin: '', bRead: '' }
  /** The ticks where HOLDER holds something, in deploy order, with what it holds. */
  const held: Array<{ ticker: string, balance: string, pending: string }> = []

  async function get (path: string, key = API_KEY): Promise<{ status: number, body: any }> {
    const res = await fetch(`${url}${path}`, { headers: { 'x-api-key': key } })
    return { status: res.status, body: await res.json() }
  }

  /** Follows `next` from `path` to the last page; each page's items through `pick`. */
  async function walk<T> (path: string, pick: (body: any) => T[], key = API_KEY, between?: (page: number) => Promise<void>): Promise<{ items: T[], pages: number }> {
    const items: T[] = []
    let next: string | null = path
    let pages = 0
    while (next !== null) {
      const res = await get(next, key)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      items.push(...pick(res.body))
      next = res.body.next
      pages++
      await between?.(pages)
    }
    return { items, pages }
  }

  /** A confirmed deploy as the indexer's commit writes it: the tick scored by its deploy sequence and its hash. */
  function deploy (multi: ReturnType<Redis['multi']>, topicId: string, tick: string, sequence: number, extra: Record<string, string> = {}): void {
    multi.zadd(topicTicksKey(keys, topicId), sequence, tick)
    multi.hset(inscriptionKey(keys, topicId, tick), {
      tick,
      name: `Points ${tick}`,
      max: '1000000',
      deployer: '0.0.2',
      deploySequence: String(sequence),
      deployedAt: `1700000000.${String(sequence).padStart(9, '0')}`,
      supply: '0',
      holders: '0',
      ...extra
    })
  }

  async function seedTicks (): Promise<void> {
    const multi = redis.multi()
    for (let i = 0; i < TICKS; i++) {
      const tick = tickOf(i)
      deploy(multi, DEFAULT_TOPIC, tick, sequenceOf(i), i % 2 === 0 ? { lim: '100', metadata: `meta ${i}` } : {})
      let balance = '0'
      let pending = '0'
      if (i % 7 === 0) {
        balance = String(i + 1)
        multi.hset(balancesKey(keys, DEFAULT_TOPIC, tick), HOLDER, balance, '0.0.7999', '5')
      }
      // pending debits on a ticker with a balance, and on one where the balance is gone already (only the reservation left)
      if (i % 100 === 0 || i === 1002) {
        pending = '3'
        multi.hset(pendingDebitsKey(keys, DEFAULT_TOPIC, tick), HOLDER, pending)
      }
      // another account's balance and reservation, never HOLDER's
      if (i % 11 === 0) multi.hset(pendingDebitsKey(keys, DEFAULT_TOPIC, tick), '0.0.7999', '1')
      if (balance !== '0' || pending !== '0') held.push({ ticker: tick, balance, pending })
      if (i % 5 === 0) multi.hset(tickerOwnersKey(keys, DEFAULT_TOPIC), tick, 'tenanta')
    }
    await multi.exec()
  }

  async function seedRegistry (): Promise<void> {
    const stream = topicRegistryKey(keys, REGISTRY)
    await redis.xadd(stream, '4-0', 't', '0.0.5001', 'n', 'Public points', 'v', '0', 'p', '0.0.2')
    await redis.xadd(stream, '6-0', 't', '0.0.5002', 'n', 'Private points', 'v', '1', 'p', '0.0.2', 'm', 'ipfs://meta')
    await redis.xadd(stream, '9-0', 't', '0.0.5003', 'n', 'Claims private', 'v', '1', 'p', '0.0.666')
    await redis.xadd(stream, '12-0', 't', '0.0.5004', 'n', 'No such topic', 'v', '0', 'p', '0.0.666')
    await redis.xadd(stream, '13-0', 't', '0.0.5001', 'n', 'Listed again', 'v', '1', 'p', '0.0.666')
  }

  beforeAll(async () => {
    mirror = await startMirror(mirrorTopics, mirrorRequests)
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    const mirrorUrl = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}`
    sut = await buildApp({
      config,
      queue: fakeQueue(),
      jobs: createJobRecordStore({ redis, keys }),
      redis,
      mirror: createMirrorClient({ baseUrl: mirrorUrl, maxAttempts: 1, requestTimeoutMs: 2000 })
    })
    url = await sut.listen({ port: 0, host: '127.0.0.1' })
    await seedTicks()
    await seedRegistry()
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      expect(res.status).toBe(201)
      return await res.json() as { key: string }
    }
    await call('/api/tenants', { name: 'tenanta' })
    await call('/api/tenants', { name: 'tenantb' })
    tenantKeys.aRead = (await call('/api/keys', { tenant: 'tenanta', name: 'a read', scopes: ['read'] })).key
    tenantKeys.aAdmin = (await call('/api/keys', { tenant: 'tenanta', name: 'a admin', scopes: ['admin', 'read'] })).key
    tenantKeys.bRead = (await call('/api/keys', { tenant: 'tenantb', name: 'b read', scopes: ['read'] })).key
  })

  afterAll(async () => {
    await sut.close()
    await new Promise((resolve) => mirror.close(resolve))
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  describe('GET /api/accounts/{account}', () => {
    it('walks 2,500 tickers in three pages of 1,000 that join exactly: every ticker with a balance or a pending debit, once, in deploy order', async () => {
      const { items, pages } = await walk(`/api/accounts/${HOLDER}`, (body) => {
        expect(body).toMatchObject({ account: HOLDER, topicId: DEFAULT_TOPIC })
        return body.balances
      })
      expect(pages).toBe(3)
      expect(items).toEqual(held)
      // a balance with a pending debit, and a pending debit alone
      expect(items).toContainEqual({ ticker: tickOf(0), balance: '1', pending: '3' })
      expect(items).toContainEqual({ ticker: tickOf(1002), balance: '0', pending: '3' })
    })

    it('defaults to pages of 1,000 tickers and carries topic_id and limit in next', async () => {
      const first = await get(`/api/accounts/${HOLDER}`)
      expect(first.body.balances.at(-1).ticker <= tickOf(999)).toBe(true)
      expect(first.body.next).toMatch(/^\/api\/accounts\/0\.0\.7001\?limit=1000&cursor=/)
      const named = await get(`/api/accounts/${HOLDER}?limit=10&topic_id=${DEFAULT_TOPIC}`)
      expect(new URLSearchParams(named.body.next.split('?')[1]).get('topic_id')).toBe(DEFAULT_TOPIC)
      expect(named.body.balances).toEqual(held.filter((h) => h.ticker <= tickOf(9)))
    })

    it('neither skips nor repeats a ticker deployed between two pages: it comes on the last page', async () => {
      const late = 'late1'
      const { items } = await walk(`/api/accounts/${HOLDER}?limit=700`, (body) => body.balances, API_KEY, async (page) => {
        if (page !== 1) return
        const multi = redis.multi()
        deploy(multi, DEFAULT_TOPIC, late, sequenceOf(TICKS) + 5)
        multi.hset(balancesKey(keys, DEFAULT_TOPIC, late), HOLDER, '42')
        await multi.exec()
      })
      expect(items).toEqual([...held, { ticker: late, balance: '42', pending: '0' }])
      const multi = redis.multi()
      multi.zrem(topicTicksKey(keys, DEFAULT_TOPIC), late)
      multi.del(inscriptionKey(keys, DEFAULT_TOPIC, late), balancesKey(keys, DEFAULT_TOPIC, late))
      await multi.exec()
    })

    it('answers an account that holds nothing with empty pages, a topic with no tickers with one empty page', async () => {
      const { items, pages } = await walk('/api/accounts/0.0.424242', (body) => body.balances)
      expect(items).toEqual([])
      expect(pages).toBe(3)
      const empty = await get(`/api/accounts/${HOLDER}?topic_id=${PRIVATE_TOPIC}`)
      expect(empty.body).toEqual({ account: HOLDER, topicId: PRIVATE_TOPIC, balances: [], next: null })
    })

    it('strips an account checksum, refuses a malformed account (400) and an unmanaged topic (403)', async () => {
      const withChecksum = await get(`/api/accounts/${HOLDER}-abcde?limit=1`)
      expect(withChecksum.status).toBe(200)
      expect(withChecksum.body.account).toBe(HOLDER)
      const bad = await get('/api/accounts/0.0.01')
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0].path).toBe('params.account')
      const topic = await get(`/api/accounts/${HOLDER}?topic_id=0.0.77`)
      expect(topic.status).toBe(403)
      expect(topic.body.code).toBe('TOPIC_NOT_ALLOWED')
      expect((await get(`/api/accounts/${HOLDER}?limit=1001`)).status).toBe(400)
    })
  })

  describe('GET /api/inscription', () => {
    it('lists every ticker once, in deploy order, with its deploy, over pages of 500', async () => {
      const { items, pages } = await walk('/api/inscription?limit=500', (body) => body.items, tenantKeys.aRead)
      expect(pages).toBe(5)
      expect(items.map((item: any) => item.ticker)).toEqual(Array.from({ length: TICKS }, (_, i) => tickOf(i)))
      expect(items[0]).toEqual({
        ticker: tickOf(0),
        name: `Points ${tickOf(0)}`,
        max: '1000000',
        limit: '100',
        supply: '0',
        holders: 0,
        metadata: 'meta 0',
        sequenceNumber: sequenceOf(0),
        consensusTimestamp: `1700000000.${String(sequenceOf(0)).padStart(9, '0')}`
      })
      expect(items[1]).toMatchObject({ ticker: tickOf(1), limit: null, metadata: null, sequenceNumber: sequenceOf(1) })
    })

    it('defaults to 50 tickers a page and still answers GET /api/inscription/{ticker}', async () => {
      const first = await get('/api/inscription')
      expect(first.status).toBe(200)
      expect(first.body.items).toHaveLength(50)
      expect(first.body.next).toMatch(/^\/api\/inscription\?limit=50&cursor=/)
      const one = await get(`/api/inscription/${tickOf(3)}`)
      expect(one.status).toBe(200)
      expect(one.body).toMatchObject({ ticker: tickOf(3), deploySequence: sequenceOf(3) })
    })

    it('shows each ticker\'s tenant to operator keys only', async () => {
      const operator = await get('/api/inscription?limit=6')
      expect(operator.body.items.map((item: any) => item.tenant)).toEqual(['tenanta', 'default', 'default', 'default', 'default', 'tenanta'])
      for (const key of [tenantKeys.aRead, tenantKeys.aAdmin, tenantKeys.bRead]) {
        const res = await get('/api/inscription?limit=6', key)
        expect(res.status).toBe(200)
        expect(res.body.items).toHaveLength(6)
        for (const item of res.body.items) expect(item).not.toHaveProperty('tenant')
        expect(JSON.stringify(res.body)).not.toContain('tenanta')
      }
      const hostile = await get('/api/inscription?limit=6', 'not-a-key-0123456789abcdef')
      expect(hostile.status).toBe(401)
      expect(JSON.stringify(hostile.body)).not.toContain('tenanta')
    })

    it('neither skips nor repeats a ticker deployed between two pages', async () => {
      const late = 'late2'
      const { items } = await walk('/api/inscription?limit=500', (body) => body.items.map((item: any) => item.ticker), API_KEY, async (page) => {
        if (page !== 2) return
        const multi = redis.multi()
        deploy(multi, DEFAULT_TOPIC, late, sequenceOf(TICKS) + 9)
        await multi.exec()
      })
      expect(items).toEqual([...Array.from({ length: TICKS }, (_, i) => tickOf(i)), late])
      await redis.zrem(topicTicksKey(keys, DEFAULT_TOPIC), late)
      await redis.del(inscriptionKey(keys, DEFAULT_TOPIC, late))
    })
  })

  describe('cursors', () => {
    const forged = [
      'abc', '!!!!', Buffer.from('d-1').toString('base64url'), Buffer.from('d1.5').toString('base64url'), Buffer.from(`d${'9'.repeat(16)}`).toString('base64url'),
      Buffer.from('r10').toString('base64url'), Buffer.from('o10').toString('base64url'), Buffer.from('d10\n').toString('base64url')
    ]

    it.each(['/api/inscription', `/api/accounts/${HOLDER}`])('answers 400, never 500, for a cursor %s did not issue', async (path) => {
      for (const cursor of [...forged, 'x'.repeat(101)]) {
        const res = await get(`${path}?cursor=${encodeURIComponent(cursor)}`)
        expect(res.status, cursor).toBe(400)
        expect(res.body.code).toBe('VALIDATION_FAILED')
        expect(res.body.errors[0].path).toBe('querystring.cursor')
      }
    })

    it('answers 400 for a tickers cursor given to the registry', async () => {
      const res = await get(`/api/registry?cursor=${Buffer.from('d10').toString('base64url')}`)
      expect(res.status).toBe(400)
      expect(res.body.errors[0]).toEqual({ path: 'querystring.cursor', message: 'Not a cursor this api issued' })
    })
  })

  describe('GET /api/registry', () => {
    it('lists the registry\'s entries in order, each verified against the mirror\'s submit key, over pages', async () => {
      const { items, pages } = await walk('/api/registry?limit=2', (body) => {
        expect(body.registryTopicId).toBe(REGISTRY)
        return body.items
      }, tenantKeys.bRead)
      expect(pages).toBe(3)
      expect(items).toEqual([
        { topicId: '0.0.5001', name: 'Public points', metadata: null, private: false, verified: true, sequenceNumber: 4 },
        { topicId: '0.0.5002', name: 'Private points', metadata: 'ipfs://meta', private: true, verified: true, sequenceNumber: 6 },
        { topicId: '0.0.5003', name: 'Claims private', metadata: null, private: true, verified: false, sequenceNumber: 9 },
        { topicId: '0.0.5004', name: 'No such topic', metadata: null, private: false, verified: false, sequenceNumber: 12 },
        { topicId: '0.0.5001', name: 'Listed again', metadata: null, private: true, verified: false, sequenceNumber: 13 }
      ])
    })

    it('asks the mirror about a topic once while its answer is cached', async () => {
      await get('/api/registry')
      const before = mirrorRequests.length
      const again = await get('/api/registry')
      expect(again.body.items).toHaveLength(5)
      expect(mirrorRequests.length).toBe(before)
      expect(mirrorRequests.filter((path) => path === '/api/v1/topics/0.0.5001')).toHaveLength(1)
    })

    it('answers verified null while the mirror is down, and 404 REGISTRY_NOT_CONFIGURED without a registry', async () => {
      const closed = createServer()
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
      const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
      await new Promise((resolve) => closed.close(resolve))
      const down = await buildApp({
        config,
        queue: fakeQueue(),
        jobs: createJobRecordStore({ redis, keys }),
        redis,
        mirror: createMirrorClient({ baseUrl: deadUrl, maxAttempts: 1, requestTimeoutMs: 2000 })
      })
      const none = await buildApp({
        config: testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, KEY_HASH_SECRET: 'topic-reads-test-secret-0123456789abcdef' }),
        queue: fakeQueue(),
        jobs: createJobRecordStore({ redis, keys }),
        redis
      })
      try {
        const downUrl = await down.listen({ port: 0, host: '127.0.0.1' })
        const listed = await fetch(`${downUrl}/api/registry`, { headers: { 'x-api-key': API_KEY } })
        expect(listed.status).toBe(200)
        const body = await listed.json() as { items: Array<{ verified: boolean | null }> }
        expect(body.items.map((item) => item.verified)).toEqual([null, null, null, null, null])

        const noneUrl = await none.listen({ port: 0, host: '127.0.0.1' })
        const missing = await fetch(`${noneUrl}/api/registry`, { headers: { 'x-api-key': API_KEY } })
        expect(missing.status).toBe(404)
        expect(await missing.json()).toMatchObject({ code: 'REGISTRY_NOT_CONFIGURED' })
      } finally {
        await down.close()
        await none.close()
      }
    })
  })
})

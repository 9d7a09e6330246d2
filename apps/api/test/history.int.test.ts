import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import {
  accountChunkField, historyAccountsKey, historyCode, historyKey, inscriptionKey, packAccountEntries, topicInvalidKey,
  topicMetaKey, transactionKey
} from '@hcs/protocol'
import type { MirrorClient, MirrorMessage } from '@hcs/runtime'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createApiMetrics } from '../src/ops/metrics.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { DEFAULT_TOPIC, JSON_HEADERS, PRIVATE_TOPIC, capturingLogger, fakeQueue, testConfig } from './helpers.js'

// The history and invalid routes over index entries written as the indexer's commit writes them (ADR 044), with
// a mirror of the test's own that serves the messages and counts what it was asked.
const MIRROR_URL = 'http://mirror.test'
const TICK = 'pts'
const A = '0.0.5001'
const B = '0.0.5002'
const C = '0.0.5003'

interface Sent { text: string | Uint8Array, payer?: string, transactionId?: string }

function fakeMirror () {
  const messages = new Map<string, MirrorMessage>()
  const calls = { single: 0, range: 0 }
  let failing = false
  const mirror: MirrorClient = {
    async getTopic (topicId) { return { topicId, isPrivate: false } },
    async getTransaction () { return undefined },
    async getMessageAt () { return undefined },
    async getPage () { return { messages: [], next: null } },
    async getMessage (topicId, sequenceNumber) {
      calls.single++
      if (failing) throw new Error('mirror down')
      return messages.get(`${topicId}/${sequenceNumber}`)
    },
    async getMessages (topicId, afterSequence, limit) {
      calls.range++
      if (failing) throw new Error('mirror down')
      const page = [...messages.values()].filter((m) => m.topicId === topicId && m.sequenceNumber > afterSequence)
        .sort((a, b) => a.sequenceNumber - b.sequenceNumber).slice(0, limit)
      return { messages: page, next: null }
    }
  }
  return {
    mirror,
    calls,
    fail (value: boolean) { failing = value },
    put (topicId: string, sequenceNumber: number, sent: Sent) {
      const message: MirrorMessage = {
        topicId,
        sequenceNumber,
        consensusTimestamp: `1700000000.${String(sequenceNumber).padStart(9, '0')}`,
        message: typeof sent.text === 'string' ? new TextEncoder().encode(sent.text) : sent.text,
        payerAccountId: sent.payer ?? A,
        runningHash: new Uint8Array(48),
        runningHashVersion: 3
      }
      if (sent.transactionId !== undefined) message.chunk = { number: 1, total: 1, transactionId: sent.transactionId }
      messages.set(`${topicId}/${sequenceNumber}`, message)
    }
  }
}

describe('history and invalid routes', () => {
  const prefix = uniquePrefix('api-history')
  const keys = { prefix, network: TEST_NETWORK }
  const mirror = fakeMirror()
  const metrics = createApiMetrics()
  const logs = capturingLogger('warn')
  let redis: Redis
  let sut: FastifyInstance
  let bare: FastifyInstance
  /** Every history entry written so far, oldest first. */
  let written: Array<{ seq: number, code: string, accounts: string[] }>
  // Each test writes its own sequence numbers (base + n): the app's message cache outlives a test's keys.
  let base = 0

  async function get (app: FastifyInstance, url: string) {
    const res = await app.inject({ method: 'GET', url, headers: JSON_HEADERS })
    return { status: res.statusCode, body: res.json() }
  }

  /** Consecutive entries in chunks of `size`, the last one possibly shorter. */
  function chunked<T> (entries: T[], size: number): T[][] {
    return Array.from({ length: Math.ceil(entries.length / size) }, (_v, i) => entries.slice(i * size, (i + 1) * size))
  }

  /**
   * One message on the topic and its history entry, in the indexer's layout (ADR 050): the ticker's stream in
   * entries of three (pages of three), each account's entries sealed in chunks of four, the rest in its own field.
   */
  async function entry (n: number, message: Record<string, unknown>, reason?: string, sent: Omit<Sent, 'text'> = {}): Promise<void> {
    const seq = base + n
    mirror.put(DEFAULT_TOPIC, seq, { text: JSON.stringify({ p: 'hcs-20', tick: TICK, ...message }), ...sent })
    const code = historyCode(reason) as string
    const accounts = [...new Set([message.from, message.to].filter((a): a is string => typeof a === 'string'))]
    written.push({ seq, code, accounts })
    const stream = historyKey(keys, DEFAULT_TOPIC, TICK)
    await redis.del(stream)
    for (const page of chunked(written, 3)) {
      await redis.xadd(stream, `${page[0]?.seq ?? 0}-0`, 'e', packAccountEntries(page.map((w) => ({ sequenceNumber: w.seq, code: w.code }))))
    }
    for (const account of accounts) {
      const mine = written.filter((w) => w.accounts.includes(account)).map((w) => ({ sequenceNumber: w.seq, code: w.code }))
      const sealed = chunked(mine, 4).filter((c) => c.length === 4)
      const rest = mine.slice(sealed.length * 4)
      const fields: string[] = sealed.flatMap((c, i) => [accountChunkField(account, i + 1), packAccountEntries(c)])
      const top = sealed.at(-1)?.at(-1)?.sequenceNumber
      fields.push(account, `${top === undefined ? '' : `${sealed.length}:${top}|`}${packAccountEntries(rest)}`)
      await redis.hset(historyAccountsKey(keys, DEFAULT_TOPIC, TICK), ...fields)
    }
  }

  async function invalid (n: number, text: string | Uint8Array, reason: string, transactionId?: string): Promise<void> {
    const seq = base + n
    mirror.put(DEFAULT_TOPIC, seq, { text, payer: C })
    const fields = ['r', reason, 'p', C, 't', `1700000000.${String(seq).padStart(9, '0')}`]
    if (transactionId !== undefined) fields.push('x', transactionId)
    await redis.xadd(topicInvalidKey(keys, DEFAULT_TOPIC), `${seq}-0`, ...fields)
  }

  /** Every page from `url` on, following `next`, joined. */
  async function all (url: string): Promise<{ items: any[], pages: number }> {
    const items: any[] = []
    let next: string | null = url
    let pages = 0
    while (next !== null) {
      const res = await get(sut, next)
      expect(res.status).toBe(200)
      items.push(...res.body.items)
      next = res.body.next
      pages++
    }
    return { items, pages }
  }

  const seqs = (items: any[]): number[] => items.map((i) => i.sequenceNumber - base)

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, MIRROR_URL: `${MIRROR_URL}/` })
    const jobs = createJobRecordStore({ redis, keys })
    sut = await buildApp({ config, queue: fakeQueue(), jobs, redis, mirror: mirror.mirror, metrics })
    bare = await buildApp({ config, queue: fakeQueue(), jobs, redis, logger: logs.logger })
  })

  afterAll(async () => {
    await sut.close()
    await bare.close()
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  beforeEach(async () => {
    await deleteKeys(redis, prefix)
    mirror.fail(false)
    written = []
    base += 1000
    await redis.hset(inscriptionKey(keys, DEFAULT_TOPIC, TICK), { tick: TICK, max: '1000', name: 'Points', supply: '0' })
  })

  /** deploy 1, mint 100 to A 2, transfer A→B 30 3, overdraft B→C 4 (invalid), mint over lim 5 (invalid), burn A 6. */
  async function story (): Promise<void> {
    await entry(1, { op: 'deploy', name: 'Points', max: '1000', lim: '100', metadata: 'ipfs://x', m: 'hello' }, undefined, { transactionId: '0.0.2@1700000000.000000001' })
    await entry(2, { op: 'mint', amt: '100', to: A }, undefined, { transactionId: '0.0.2@1700000000.000000002' })
    await entry(3, { op: 'transfer', amt: '30', from: A, to: B, m: 'gift' }, undefined, { payer: A })
    await entry(4, { op: 'transfer', amt: '500', from: B, to: C }, 'insufficient_balance', { payer: B })
    await entry(5, { op: 'mint', amt: '101', to: C }, 'limit_exceeded')
    await entry(6, { op: 'burn', amt: '5', from: A })
    await redis.set(transactionKey(keys, DEFAULT_TOPIC, '0.0.2@1700000000.000000002'), 'job-mint-1')
  }

  it('lists every entry in consensus order with its message, outcome, job and links', async () => {
    await story()
    const res = await get(sut, `/api/inscription/${TICK}/history`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ ticker: TICK, topicId: DEFAULT_TOPIC, next: null })
    expect(seqs(res.body.items)).toEqual([1, 2, 3, 4, 5, 6])
    const [deploy, mint, transfer, overdraft, overLim, burn] = res.body.items
    expect(deploy).toEqual({
      sequenceNumber: base + 1,
      consensusTimestamp: `1700000000.00000${base + 1}`,
      transactionId: '0.0.2@1700000000.000000001',
      payer: A,
      op: 'deploy',
      name: 'Points',
      max: '1000',
      lim: '100',
      metadata: 'ipfs://x',
      memo: 'hello',
      valid: true,
      links: { mirror: `${MIRROR_URL}/api/v1/topics/${DEFAULT_TOPIC}/messages/${base + 1}` }
    })
    expect(mint).toMatchObject({ op: 'mint', amount: '100', to: A, valid: true, jobId: 'job-mint-1' })
    expect(mint).not.toHaveProperty('from')
    expect(transfer).toMatchObject({ op: 'transfer', amount: '30', from: A, to: B, memo: 'gift', transactionId: null, valid: true })
    expect(transfer).not.toHaveProperty('jobId')
    expect(overdraft).toMatchObject({ op: 'transfer', valid: false, reason: 'insufficient_balance', payer: B })
    expect(overLim).toMatchObject({ op: 'mint', valid: false, reason: 'limit_exceeded' })
    expect(burn).toMatchObject({ op: 'burn', amount: '5', from: A, valid: true })
    expect(burn).not.toHaveProperty('to')
    expect(burn).not.toHaveProperty('reason')

    const desc = await get(sut, `/api/inscription/${TICK}/history?order=desc`)
    expect(seqs(desc.body.items)).toEqual([6, 5, 4, 3, 2, 1])
  })

  it('pages with small limits into exactly the whole list, in both orders, filtered or not', async () => {
    for (let seq = 1; seq <= 23; seq++) {
      await entry(seq, { op: 'transfer', amt: '1', from: seq % 3 === 0 ? B : A, to: C }, seq % 4 === 0 ? 'insufficient_balance' : undefined)
    }
    const every = Array.from({ length: 23 }, (_, i) => i + 1)
    for (const limit of [1, 2, 5, 23, 50]) {
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}`)).items)).toEqual(every)
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&order=desc`)).items)).toEqual([...every].reverse())
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&account=${B}`)).items)).toEqual(every.filter((s) => s % 3 === 0))
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&account=${A}&order=desc`)).items)).toEqual(every.filter((s) => s % 3 !== 0).reverse())
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&status=invalid`)).items)).toEqual(every.filter((s) => s % 4 === 0))
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&status=valid&account=${C}&order=desc`)).items))
        .toEqual(every.filter((s) => s % 4 !== 0).reverse())
    }
    // C's entries (one per message) and B's (every third) fill several sealed chunks: pages were read across them
    expect(await redis.hget(historyAccountsKey(keys, DEFAULT_TOPIC, TICK), C)).toMatch(/^5:\d+\|/)
    expect(await redis.hget(historyAccountsKey(keys, DEFAULT_TOPIC, TICK), B)).toMatch(/^1:\d+\|/)
  })

  it('hides what lies below the retention\'s floor, in both orders, filtered or not, while the sweep trims it', async () => {
    for (let seq = 1; seq <= 12; seq++) await entry(seq, { op: 'transfer', amt: '1', from: seq % 2 === 0 ? A : B, to: C })
    await redis.hset(topicMetaKey(keys, DEFAULT_TOPIC), 'historyFloor', String(base + 7))
    const kept = [7, 8, 9, 10, 11, 12]
    for (const limit of [1, 4, 50]) {
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}`)).items)).toEqual(kept)
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&order=desc`)).items)).toEqual([...kept].reverse())
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&account=${A}`)).items)).toEqual([8, 10, 12])
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&account=${C}&order=desc`)).items)).toEqual([...kept].reverse())
    }
    // the sweep dropped C's first sealed chunk (entries 1 to 4, all below the floor): pages read around the gap
    expect(await redis.hdel(historyAccountsKey(keys, DEFAULT_TOPIC, TICK), accountChunkField(C, 1))).toBe(1)
    for (const limit of [1, 4, 50]) {
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&account=${C}`)).items)).toEqual(kept)
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&account=${C}&order=desc`)).items)).toEqual([...kept].reverse())
    }
  })

  it('bounds a filtered page: it looks at 20 entries per item asked for and still links the next page', async () => {
    for (let seq = 1; seq <= 45; seq++) await entry(seq, { op: 'mint', amt: '1', to: A }, seq === 45 ? 'supply_exceeded' : undefined)
    const first = await get(sut, `/api/inscription/${TICK}/history?limit=1&status=invalid`)
    expect(first.body.items).toEqual([])
    expect(first.body.next).not.toBeNull()
    const joined = await all(`/api/inscription/${TICK}/history?limit=1&status=invalid`)
    expect(seqs(joined.items)).toEqual([45])
    expect(joined.pages).toBe(3)
  })

  it('neither skips nor repeats an entry while the topic grows between pages', async () => {
    await story()
    const first = await get(sut, `/api/inscription/${TICK}/history?limit=4`)
    expect(seqs(first.body.items)).toEqual([1, 2, 3, 4])
    await entry(7, { op: 'mint', amt: '1', to: B })
    await entry(8, { op: 'transfer', amt: '1', from: B, to: A })
    const rest = await all(first.body.next)
    expect(seqs(rest.items)).toEqual([5, 6, 7, 8])

    const newest = await get(sut, `/api/inscription/${TICK}/history?limit=3&order=desc`)
    expect(seqs(newest.body.items)).toEqual([8, 7, 6])
    await entry(9, { op: 'mint', amt: '1', to: B })
    expect(seqs((await all(newest.body.next)).items)).toEqual([5, 4, 3, 2, 1])
  })

  it('reads the mirror once per message: a range read for a contiguous page, then the cache; and counts both', async () => {
    await story()
    const counted = async (): Promise<Record<string, number>> => Object.fromEntries((await metrics.mirrorMessages.get()).values.map((v) => [v.labels.source, v.value]))
    const counts = await counted()
    const before = { ...mirror.calls }
    await get(sut, `/api/inscription/${TICK}/history?order=desc&limit=3`)
    expect(mirror.calls).toEqual({ range: before.range + 1, single: before.single })
    const after = { ...mirror.calls }
    const again = await get(sut, `/api/inscription/${TICK}/history?order=desc&limit=3`)
    expect(seqs(again.body.items)).toEqual([6, 5, 4])
    expect(mirror.calls).toEqual(after)
    const now = await counted()
    expect((now.range ?? 0) - (counts.range ?? 0)).toBe(3)
    expect((now.cache ?? 0) - (counts.cache ?? 0)).toBe(3)
  })

  it('refuses what it cannot answer: unknown ticker, unmanaged topic, bad cursor, a cursor of the other order', async () => {
    await story()
    expect(await get(sut, '/api/inscription/nope/history')).toMatchObject({ status: 404, body: { code: 'TICKER_NOT_FOUND' } })
    expect(await get(sut, `/api/inscription/${TICK}/history?topic_id=0.0.9999`)).toMatchObject({ status: 403, body: { code: 'TOPIC_NOT_ALLOWED' } })
    expect(await get(sut, `/api/inscription/${TICK}/history?cursor=bm9wZQ`)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
    const page = await get(sut, `/api/inscription/${TICK}/history?limit=2&order=desc`)
    const cursor = new URL(page.body.next as string, 'http://x').searchParams.get('cursor') as string
    expect(await get(sut, `/api/inscription/${TICK}/history?cursor=${cursor}&order=asc`)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
    expect(await get(sut, `/api/inscription/${TICK}/history?limit=201`)).toMatchObject({ status: 400 })
    expect(await get(sut, `/api/inscription/${TICK}/history?status=maybe`)).toMatchObject({ status: 400 })
  })

  it('lists the topic\'s invalid messages with their text, oldest first, and pages them', async () => {
    const big = `{"p":"hcs-20","op":"mint","m":"${'é'.repeat(600)}"}`
    await invalid(3, '{not json', 'invalid_json', '0.0.7@1700000000.000000003')
    await invalid(5, '{"p":"hcs-20","op":"mint","tick":"zzz","amt":"1","to":"0.0.5"}', 'tick_not_found')
    await invalid(8, new Uint8Array([0xff, 0xfe, 0x41]), 'invalid_utf8')
    await invalid(9, big, 'invalid_field:m')
    const res = await get(sut, `/api/topics/${DEFAULT_TOPIC}/invalid`)
    expect(res.status).toBe(200)
    expect(res.body.next).toBeNull()
    expect(res.body.items[0]).toEqual({
      sequenceNumber: base + 3,
      consensusTimestamp: `1700000000.00000${base + 3}`,
      payer: C,
      transactionId: '0.0.7@1700000000.000000003',
      message: '{not json',
      encoding: 'utf8',
      reason: 'invalid_json'
    })
    expect(res.body.items[1]).toMatchObject({ sequenceNumber: base + 5, reason: 'tick_not_found', encoding: 'utf8' })
    expect(res.body.items[1]).not.toHaveProperty('transactionId')
    expect(res.body.items[2]).toMatchObject({ sequenceNumber: base + 8, message: Buffer.from([0xff, 0xfe, 0x41]).toString('base64'), encoding: 'base64' })
    const cut = res.body.items[3]
    expect(cut).toMatchObject({ sequenceNumber: base + 9, encoding: 'utf8', truncated: true })
    expect(Buffer.byteLength(cut.message as string)).toBeLessThanOrEqual(1024)
    expect(big.startsWith(cut.message as string)).toBe(true)
    expect(Buffer.byteLength(cut.message as string)).toBeGreaterThan(1020)

    expect(seqs((await all(`/api/topics/${DEFAULT_TOPIC}/invalid?limit=1`)).items)).toEqual([3, 5, 8, 9])
    expect(seqs((await all(`/api/topics/${DEFAULT_TOPIC}/invalid?limit=3&order=desc`)).items)).toEqual([9, 8, 5, 3])
    expect(await get(sut, `/api/topics/${PRIVATE_TOPIC}/invalid`)).toMatchObject({ status: 200, body: { topicId: PRIVATE_TOPIC, items: [], next: null } })
    expect(await get(sut, '/api/topics/0.0.9999/invalid')).toMatchObject({ status: 403, body: { code: 'TOPIC_NOT_ALLOWED' } })
  })

  it('answers 503 MIRROR_UNAVAILABLE without a mirror or when the mirror fails', async () => {
    await story()
    expect(await get(bare, `/api/inscription/${TICK}/history`)).toMatchObject({ status: 503, body: { code: 'MIRROR_UNAVAILABLE' } })
    expect(logs.lines.filter((line) => line.msg === 'mirror unavailable').map((line) => line.level)).toEqual([40])
    mirror.fail(true)
    // entries past the cache: the mirror is asked, and fails
    await entry(40, { op: 'mint', amt: '1', to: A })
    const res = await sut.inject({ method: 'GET', url: `/api/inscription/${TICK}/history?order=desc&limit=1`, headers: JSON_HEADERS })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'MIRROR_UNAVAILABLE' })
    expect(res.headers['retry-after']).toBe('1')
  })

  it('lists invalid messages without their text when the mirror fails or there is none', async () => {
    await invalid(11, '{oops', 'invalid_json')
    mirror.fail(true)
    const failing = await get(sut, `/api/topics/${DEFAULT_TOPIC}/invalid`)
    expect(failing).toMatchObject({ status: 200, body: { items: [{ sequenceNumber: base + 11, message: null, reason: 'invalid_json' }] } })
    const none = await get(bare, `/api/topics/${DEFAULT_TOPIC}/invalid`)
    expect(none).toMatchObject({ status: 200, body: { items: [{ sequenceNumber: base + 11, message: null, reason: 'invalid_json' }] } })
  })
})

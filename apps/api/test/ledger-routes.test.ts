import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { buildApp } from '../src/app.js'
import { admissionError } from '../src/intake/refusals.js'
import type { LedgerReader } from '../src/ledger/ledger-reader.js'
import { createRedis } from '../src/redis.js'
import { decodeCursor, encodeCursor } from '../src/ledger/ledger-routes.js'
import { API_KEY, DEFAULT_TOPIC, JSON_HEADERS, PRIVATE_TOPIC, fakeIntake, fakeJobRecordStore, fakeQueue, testConfig } from './helpers.js'

// No Redis: a fake intake refuses with the code the test picks, a fake reader serves the GET routes.
const HEADERS = { 'x-api-key': API_KEY }
const HOLDERS = Array.from({ length: 7 }, (_, i) => ({ account: `0.0.${100 + i}`, balance: String(70 - i * 10) }))

const fakeReader: LedgerReader = {
  async inscription (topicId, tick) {
    if (tick === 'pend') return { found: false, pendingDeploy: true }
    if (tick !== 'loyal') return { found: false, pendingDeploy: false }
    return {
      found: true,
      inscription: {
        ticker: tick,
        topicId,
        name: 'Loyalty',
        max: '1000',
        lim: '100',
        supply: '70',
        holders: 2,
        deployer: '0.0.2',
        deploySequence: 1,
        deployedAt: '1700000000.000000001',
        pending: { supply: '5' }
      }
    }
  },
  async balance (topicId, tick, account) {
    if (tick !== 'loyal') return undefined
    return { ticker: tick, topicId, account, balance: '60', pendingDebits: '10', available: '50' }
  },
  async holders (_topicId, tick, offset, limit) {
    if (tick !== 'loyal') return undefined
    const holders = HOLDERS.slice(offset, offset + limit)
    return { total: HOLDERS.length, holders, end: offset + holders.length, ranked: HOLDERS.length }
  },
  async topicStatus (topicId) {
    return {
      topicId,
      private: true,
      lastSequence: 9,
      lastConsensusTimestamp: '1700000000.000000009',
      lastRunningHash: 'ab',
      updatedAt: null,
      halted: { reason: 'running_hash_mismatch', sequence: 10, detail: 'expected x', at: '2026-01-01T00:00:00.000Z' }
    }
  }
}

const REFUSALS = [
  { code: 'TICKER_EXISTS', status: 409, title: 'Conflict' },
  { code: 'TICKER_NOT_FOUND', status: 404, title: 'Not Found' },
  { code: 'LIMIT_EXCEEDED', status: 422, title: 'Unprocessable Content' },
  { code: 'SUPPLY_EXCEEDED', status: 422, title: 'Unprocessable Content' },
  { code: 'INSUFFICIENT_BALANCE', status: 422, title: 'Unprocessable Content' },
  { code: 'FROM_NOT_PAYER', status: 422, title: 'Unprocessable Content' }
] as const

describe('ledger routes', () => {
  let sut: FastifyInstance
  let redis: Redis
  let refuseWith: string | undefined

  beforeAll(async () => {
    redis = createRedis('redis://127.0.0.1:1')
    const jobs = fakeJobRecordStore()
    const intake = fakeIntake(jobs, async () => { if (refuseWith !== undefined) throw admissionError(refuseWith, `refused: ${refuseWith}`) })
    sut = await buildApp({ config: testConfig(), queue: fakeQueue(), jobs, redis, intake, ledger: fakeReader })
  })

  afterAll(async () => {
    await sut.close()
    redis.disconnect()
  })

  for (const r of REFUSALS) {
    it(`answers a ${r.code} refusal with ${r.status} and a problem body`, async () => {
      refuseWith = r.code
      const res = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/burn', headers: JSON_HEADERS, payload: { amount: 1, from: '0.0.5' } })
      refuseWith = undefined
      expect(res.statusCode).toBe(r.status)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(res.json()).toEqual({
        type: `https://hcs20.dev/problems/${r.code.toLowerCase().replaceAll('_', '-')}`,
        title: r.title,
        status: r.status,
        detail: `refused: ${r.code}`,
        code: r.code,
        requestId: res.headers['x-request-id']
      })
    })
  }

  it('answers an unexpected admission result with a detail-free 500', async () => {
    refuseWith = 'WHAT'
    const res = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/burn', headers: JSON_HEADERS, payload: { amount: 1, from: '0.0.5' } })
    refuseWith = undefined
    expect(res.statusCode).toBe(500)
    expect(res.json()).toMatchObject({ code: 'INTERNAL', detail: 'Internal Server Error' })
  })

  it('reads a confirmed inscription', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/inscription/LoYaL', headers: HEADERS })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      ticker: 'loyal',
      topicId: DEFAULT_TOPIC,
      name: 'Loyalty',
      max: '1000',
      lim: '100',
      supply: '70',
      holders: 2,
      deployer: '0.0.2',
      deploySequence: 1,
      deployedAt: '1700000000.000000001',
      pending: { supply: '5' }
    })
  })

  it('answers 404 TICKER_NOT_FOUND for an unknown ticker and says when its deploy is pending', async () => {
    const unknown = await sut.inject({ method: 'GET', url: '/api/inscription/nope', headers: HEADERS })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'TICKER_NOT_FOUND', detail: `Ticker nope is not deployed on topic ${DEFAULT_TOPIC}` })
    const pending = await sut.inject({ method: 'GET', url: '/api/inscription/pend', headers: HEADERS })
    expect(pending.statusCode).toBe(404)
    expect(pending.json().detail).toMatch(/pending/)
  })

  it('reads a balance on the topic given, with the checksum stripped from the account', async () => {
    const res = await sut.inject({ method: 'GET', url: `/api/inscription/loyal/balance/0.0.1001-abcde?topic_id=${PRIVATE_TOPIC}`, headers: HEADERS })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ticker: 'loyal', topicId: PRIVATE_TOPIC, account: '0.0.1001', balance: '60', pendingDebits: '10', available: '50' })
  })

  it('answers 400 VALIDATION_FAILED for a malformed account', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/inscription/loyal/balance/0.0.01', headers: HEADERS })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(res.json().errors[0].path).toBe('params.account')
  })

  it('answers 403 TOPIC_NOT_ALLOWED for a topic_id the service does not manage, on every read', async () => {
    for (const url of ['/api/inscription/loyal', '/api/inscription/loyal/balance/0.0.5', '/api/inscription/loyal/holders', '/api/topics/0.0.77/status']) {
      const res = await sut.inject({ method: 'GET', url: url.includes('topics') ? url : `${url}?topic_id=0.0.77`, headers: HEADERS })
      expect(res.statusCode, url).toBe(403)
      expect(res.json()).toMatchObject({ code: 'TOPIC_NOT_ALLOWED' })
    }
  })

  it('answers 401 on a read without an API key', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/inscription/loyal' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('pages holders through next links until the last page', async () => {
    const seen: Array<{ account: string, balance: string }> = []
    let url: string | null = `/api/inscription/loyal/holders?limit=3&topic_id=${PRIVATE_TOPIC}`
    let pages = 0
    while (url !== null) {
      const res: { statusCode: number, json: () => any } = await sut.inject({ method: 'GET', url, headers: HEADERS })
      expect(res.statusCode).toBe(200)
      const body: { holders: typeof HOLDERS, next: string | null } = res.json()
      expect(body).toMatchObject({ ticker: 'loyal', topicId: PRIVATE_TOPIC, total: 7 })
      seen.push(...body.holders)
      url = body.next
      pages++
    }
    expect(pages).toBe(3)
    expect(seen).toEqual(HOLDERS)
  })

  it('answers 400 for a limit over 500 or a cursor it did not issue', async () => {
    const tooMany = await sut.inject({ method: 'GET', url: '/api/inscription/loyal/holders?limit=501', headers: HEADERS })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors[0].path).toBe('querystring.limit')
    const forged = await sut.inject({ method: 'GET', url: '/api/inscription/loyal/holders?cursor=abc', headers: HEADERS })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().errors).toEqual([{ path: 'querystring.cursor', message: 'Not a cursor this api issued' }])
  })

  it('reads a topic status with its halt', async () => {
    const res = await sut.inject({ method: 'GET', url: `/api/topics/${PRIVATE_TOPIC}/status`, headers: HEADERS })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ topicId: PRIVATE_TOPIC, private: true, lastSequence: 9, halted: { reason: 'running_hash_mismatch', sequence: 10 } })
  })

  it('documents the read routes in OpenAPI', async () => {
    const spec = (await sut.inject({ method: 'GET', url: '/docs/json' })).json()
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining([
      '/api/inscription/{ticker}', '/api/inscription/{ticker}/balance/{account}', '/api/inscription/{ticker}/holders', '/api/topics/{topicId}/status'
    ]))
  })
})

describe(decodeCursor.name, () => {
  it('reads back what encodeCursor wrote and starts at 0 without a cursor', () => {
    expect(decodeCursor(encodeCursor(1234))).toBe(1234)
    expect(decodeCursor(undefined)).toBe(0)
  })
})

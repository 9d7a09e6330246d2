import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { USAGE_UNATTRIBUTED, jobRecordKey, transactionKey, usageFeeCursorKey, usageField, usageKey, usageNetworkKeyPrefix, keySegment } from '@hcs/protocol'
import { connectRedis, deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { attributeFees, type PricedTransaction } from '../src/usage/fee-attribution.js'
import { nanoUsdOf } from '../src/usage/fee-meter.js'

// ADR 054's attribution step against real Redis: each transaction's fee goes to its job's tenant and ticker (any
// record form), an unmatched one to `unattributed`, and the topic's cursor makes a page read again count nothing twice.
const prefix = uniquePrefix('worker-fees')
const scope = { prefix, network: TEST_NETWORK }
const TOPIC = '0.0.5005'
// 2026-03-01T23:59:59Z and the next second, a new UTC day
const LATE = 1_772_409_599
const DAY1 = '2026-03-01'
const DAY2 = '2026-03-02'
const RATE = { centEquivalent: 300_000, hbarEquivalent: 30_000 }
let redis: Redis

const tx = (n: number, seconds = LATE, tinybar = 900_000): PricedTransaction => ({
  consensusTimestamp: `${seconds}.${String(n).padStart(9, '0')}`,
  transactionId: `0.0.2@${seconds - 5}.${String(n).padStart(9, '0')}`,
  tinybar,
  nanoUsd: nanoUsdOf(tinybar, RATE)
})

async function pin (transaction: PricedTransaction, jobId: string, record?: unknown): Promise<void> {
  await redis.set(transactionKey(scope, TOPIC, transaction.transactionId), jobId)
  if (record !== undefined) await redis.set(jobRecordKey(scope, TOPIC, jobId), JSON.stringify(record))
}

const usage = async (tenant: string, day: string): Promise<Record<string, string>> => await redis.hgetall(usageKey(scope, TOPIC, tenant, day))

beforeAll(() => { redis = connectRedis() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(nanoUsdOf.name, () => {
  it('prices tinybar at the rate: 0.009 HBAR at $0.10 is $0.0009', () => {
    expect(nanoUsdOf(900_000, RATE)).toBe(900_000n)
    expect(nanoUsdOf(100_000_000, { centEquivalent: 12, hbarEquivalent: 1 })).toBe(120_000_000n)
  })
})

describe(attributeFees.name, () => {
  const [a, b, c, d, e] = [tx(1), tx(2), tx(3, LATE, 1_000_000), tx(4), tx(5, LATE + 1)]

  it('counts each fee once, to its job\'s tenant and ticker or unattributed, whatever the record\'s form', async () => {
    const id = (n: number): string => `${TOPIC}_job${n}`
    await pin(a, id(1), { id: id(1), status: 'confirmed', op: 'mint', ticker: 'aaa', tenant: 'acme', createdAt: '2026-03-01T23:59:50.000Z' })
    // no tenant: the tenant `default`
    await pin(b, id(2), { id: id(2), status: 'submitted', op: 'mint', ticker: 'bbb', createdAt: '2026-03-01T23:59:50.000Z' })
    // the api's queued form: the ticker is the message's
    await pin(c, id(3), ['3', JSON.stringify({ p: 'hcs-20', op: 'mint', tick: 'ccc', amt: '1', to: '0.0.9' }), 'req', '1772409590000', c.transactionId, '', 'beta', '', 'fp'])
    // d: no tx index entry; e: an entry whose record is gone
    await pin(e, id(5))

    const first = await attributeFees(redis, scope, TOPIC, [a, b, c, d, e])
    expect(first.counted).toBe(5)
    expect(first.fees).toEqual([
      { tenant: 'acme', day: DAY1, tinybar: 900_000 },
      { tenant: 'default', day: DAY1, tinybar: 900_000 },
      { tenant: 'beta', day: DAY1, tinybar: 1_000_000 },
      { tenant: USAGE_UNATTRIBUTED, day: DAY1, tinybar: 900_000 },
      { tenant: USAGE_UNATTRIBUTED, day: DAY2, tinybar: 900_000 }
    ])
    expect(await usage('acme', DAY1)).toEqual({ [usageField('aaa', 'feesTinybar')]: '900000', [usageField('aaa', 'feesNanoUsd')]: '900000' })
    expect(await usage('default', DAY1)).toEqual({ 'bbb|fee': '900000', 'bbb|usd': '900000' })
    expect(await usage('beta', DAY1)).toEqual({ 'ccc|fee': '1000000', 'ccc|usd': '1000000' })
    expect(await usage(USAGE_UNATTRIBUTED, DAY1)).toEqual({ '|fee': '900000', '|usd': '900000' })
    expect(await usage(USAGE_UNATTRIBUTED, DAY2)).toEqual({ '|fee': '900000', '|usd': '900000' })
    expect(await redis.get(usageFeeCursorKey(scope, TOPIC))).toBe(e.consensusTimestamp)
    // kept USAGE_RETENTION_DAYS (400) and a day after its last new count
    const ttl = await redis.ttl(usageKey(scope, TOPIC, 'acme', DAY1))
    expect(ttl).toBeGreaterThan(401 * 86_400 - 60)
    expect(ttl).toBeLessThanOrEqual(401 * 86_400)

    // the same page read again (the meter died before it moved its own cursor on), then one that overlaps it
    expect(await attributeFees(redis, scope, TOPIC, [a, b, c, d, e])).toEqual({ counted: 0, fees: [] })
    const f = tx(6, LATE + 1, 123)
    expect(await attributeFees(redis, scope, TOPIC, [d, e, f])).toEqual({ counted: 1, fees: [{ tenant: USAGE_UNATTRIBUTED, day: DAY2, tinybar: 123 }] })
    expect(await usage('acme', DAY1)).toEqual({ 'aaa|fee': '900000', 'aaa|usd': '900000' })
    expect(await usage(USAGE_UNATTRIBUTED, DAY2)).toEqual({ '|fee': '900123', '|usd': '900123' })
    expect(await redis.get(usageFeeCursorKey(scope, TOPIC))).toBe(f.consensusTimestamp)
  })

  it('leaves a tx index entry whose record is not a job record unattributed', async () => {
    const g = tx(7, LATE + 2)
    await redis.set(transactionKey(scope, TOPIC, g.transactionId), 'not-a-job')
    await redis.hset(jobRecordKey(scope, TOPIC, 'not-a-job'), 'x', '1')
    expect(await attributeFees(redis, scope, TOPIC, [g])).toEqual({ counted: 1, fees: [{ tenant: USAGE_UNATTRIBUTED, day: DAY2, tinybar: 900_000 }] })
  })

  it('counts the fees on no topic of ours into the network\'s unattributed usage, once, with a cursor of its own', async () => {
    const [x, y] = [tx(11, LATE - 10, 5_000_000), tx(12, LATE - 9, 7)]
    const network = `${usageNetworkKeyPrefix(scope)}${keySegment(USAGE_UNATTRIBUTED)}:${DAY1}`
    expect(await attributeFees(redis, scope, undefined, [x, y])).toEqual({ counted: 2, fees: [{ tenant: USAGE_UNATTRIBUTED, day: DAY1, tinybar: 5_000_007 }] })
    expect(await attributeFees(redis, scope, undefined, [x, y])).toEqual({ counted: 0, fees: [] })
    expect(await redis.hgetall(network)).toEqual({ '|fee': '5000007', '|usd': '5000007' })
    expect(await redis.get(usageFeeCursorKey(scope))).toBe(y.consensusTimestamp)
    // the topic's cursor is its own: older than it, these were never the topic's
    expect(await redis.get(usageFeeCursorKey(scope, TOPIC))).toBe(tx(7, LATE + 2).consensusTimestamp)
  })

  it('counts a transaction whose owner is known (a tenant topic\'s creation) to that tenant, whatever its tx index says', async () => {
    const created = { ...tx(8, LATE + 3, 10_000_000), owner: 'acme' }
    // an index entry naming another tenant's job does not count: the owner given does
    await pin(created, `${TOPIC}_job8`, { id: `${TOPIC}_job8`, status: 'confirmed', op: 'mint', ticker: 'zzz', tenant: 'beta', createdAt: '2026-03-01T23:59:50.000Z' })
    expect(await attributeFees(redis, scope, TOPIC, [created])).toEqual({ counted: 1, fees: [{ tenant: 'acme', day: DAY2, tinybar: 10_000_000 }] })
    expect(await usage('acme', DAY2)).toEqual({ '|fee': '10000000', '|usd': '10000000' })
  })
})

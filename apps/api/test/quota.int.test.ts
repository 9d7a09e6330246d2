import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hbarOfTinybar as hbarOf, tenantQuotaEventsKey, tenantQuotaUsedKey } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import type { Caller, TenantQuota } from '../src/access/auth.js'
import { createQuotaGate, periodsAt, tinybarOf } from '../src/access/quota.js'
import type { QuotaGate, QuotaTaken } from '../src/access/quota.js'
import { createRedis, waitForRedis } from '../src/redis.js'

const prefix = uniquePrefix('quota')
const caller = (tenant: string, quota?: TenantQuota): Caller => ({ keyId: `k-${tenant}`, tenant, scopes: new Set(['submit'] as const), ...(quota === undefined ? {} : { quota }) })
const NOV_28 = Date.UTC(2026, 10, 28, 12, 0, 0)

/** `count` takes of `n` at once over the gates; how many passed and the refusals' codes and Retry-After. */
async function storm (gates: QuotaGate[], who: Caller, count: number, n = 1): Promise<{ passed: number, refusals: Array<{ code: string, retryAfter: string | undefined }> }> {
  const refusals: Array<{ code: string, retryAfter: string | undefined }> = []
  let passed = 0
  await Promise.all(Array.from({ length: count }, async (_, i) => {
    try {
      await gates[i % gates.length]!.take(who, n)
      passed++
    } catch (err) {
      const e = err as { code: string, headers: Record<string, string> }
      refusals.push({ code: e.code, retryAfter: e.headers['retry-after'] })
    }
  }))
  return { passed, refusals }
}

describe('tenant quotas: the take script on real Redis (lua/access/quota-take.lua)', () => {
  let redis: Redis
  let at = NOV_28
  const thresholds: string[] = []
  const refused: string[] = []
  const gate = (): QuotaGate => createQuotaGate({
    redis, prefix, now: () => at, onRefused: (tenant) => refused.push(tenant), onThreshold: (tenant, threshold) => thresholds.push(`${tenant}:${threshold}`)
  })
  const used = async (tenant: string): Promise<Record<string, string>> => await redis.hgetall(tenantQuotaUsedKey(prefix, tenant))
  const events = async (tenant: string): Promise<Array<Record<string, string>>> => {
    const entries = await redis.xrange(tenantQuotaEventsKey(prefix), '-', '+')
    return entries.map(([, flat]) => Object.fromEntries(flat.flatMap((v, i) => i % 2 === 0 ? [[v, flat[i + 1]!]] : []))).filter((e) => e.tenant === tenant)
  }

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
  })
  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('converts hbar and tinybar both ways, and names the UTC periods and their ends', () => {
    expect(tinybarOf('12.5')).toBe('1250000000')
    expect(tinybarOf('0.00000001')).toBe('1')
    expect(hbarOf('1250000000')).toBe('12.5')
    expect(hbarOf(100_000_000)).toBe('1')
    const p = periodsAt(Date.UTC(2026, 11, 31, 23, 59, 59))
    expect(p).toMatchObject({ day: '2026-12-31', month: '2026-12' })
    expect(p.dayEnds.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(p.monthEnds.toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })

  it('costs nothing for a tenant without a quota', async () => {
    expect(await gate().take(caller('free'), 5)).toBeUndefined()
    expect(await used('free')).toEqual({})
  })

  it('passes exactly the daily ceiling across two processes at once, then refuses with Retry-After until the day ends', async () => {
    const who = caller('daily', { daily: { operations: 100 } })
    const result = await storm([gate(), gate()], who, 160)
    expect(result.passed).toBe(100)
    expect(result.refusals).toHaveLength(60)
    // 12:00 UTC: 12 hours to the day's end
    expect(new Set(result.refusals.map((r) => `${r.code} ${r.retryAfter}`))).toEqual(new Set(['QUOTA_EXCEEDED 43200']))
    expect(await used('daily')).toMatchObject({ 'ops:2026-11-28': '100', 'ops:2026-11': '100' })
    expect(refused.filter((t) => t === 'daily')).toHaveLength(60)
    // the next day starts afresh, and drops the day before's fields
    at = NOV_28 + 86_400_000
    expect(await gate().take(who, 1)).toBeDefined()
    const next = await used('daily')
    expect(next['ops:2026-11-28']).toBeUndefined()
    expect(next).toMatchObject({ 'ops:2026-11-29': '1', 'ops:2026-11': '101' })
    // it expires a day after the month ends, or later when something else asked for longer
    const key = tenantQuotaUsedKey(prefix, 'daily')
    expect(await redis.call('EXPIRETIME', key)).toBe(Date.UTC(2026, 11, 2) / 1000)
    await redis.expireat(key, Date.UTC(2027, 0, 2) / 1000)
    await gate().take(who, 1)
    expect(await redis.call('EXPIRETIME', key)).toBe(Date.UTC(2027, 0, 2) / 1000)
    at = NOV_28
  })

  it('holds the monthly ceiling over days, Retry-After until the month ends, and names it when both refuse', async () => {
    const who = caller('monthly', { daily: { operations: 30 }, monthly: { operations: 50 } })
    const g = gate()
    expect((await storm([g], who, 40)).passed).toBe(30)
    at = NOV_28 + 86_400_000
    const second = await storm([g], who, 40)
    expect(second.passed).toBe(20)
    // the 29th at 12:00: a day and a half to December
    expect(second.refusals[0]).toEqual({ code: 'QUOTA_EXCEEDED', retryAfter: String(36 * 3600) })
    await expect(g.take(who, 1)).rejects.toMatchObject({ detail: expect.stringContaining('monthly quota of 50 operations') })
    at = NOV_28
  })

  it('takes a batch whole or not at all, and gives back what was not accepted', async () => {
    const who = caller('batch', { daily: { operations: 10 } })
    const g = gate()
    const first = await g.take(who, 8) as QuotaTaken
    // 8 + 3 > 10: nothing taken
    await expect(g.take(who, 3)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED', statusCode: 429 })
    expect((await used('batch'))['ops:2026-11-28']).toBe('8')
    // 5 of the 8 not accepted: given back; asking again gives back only the 3 still taken
    await first.giveBack(5)
    expect(await used('batch')).toMatchObject({ 'ops:2026-11-28': '3', 'ops:2026-11': '3' })
    await first.giveBack(5)
    expect(await used('batch')).toMatchObject({ 'ops:2026-11-28': '0', 'ops:2026-11': '0' })
    // a whole batch of the ceiling passes, and an error after it gives it all back
    const second = await g.take(who, 10) as QuotaTaken
    await second.giveBack()
    expect((await used('batch'))['ops:2026-11-28']).toBe('0')
  })

  it('refuses past an hbar ceiling the fee meter reached, without counting the refused operations', async () => {
    const who = caller('fees', { monthly: { tinybar: tinybarOf('2') } })
    const g = gate()
    await redis.hset(tenantQuotaUsedKey(prefix, 'fees'), 'hbar:2026-11', tinybarOf('1.6'))
    expect(await g.take(who, 1)).toBeDefined()
    await redis.hincrby(tenantQuotaUsedKey(prefix, 'fees'), 'hbar:2026-11', Number(tinybarOf('0.4')))
    await expect(g.take(who, 1)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED', detail: expect.stringContaining('2 hbar of fees') })
    expect((await used('fees'))['ops:2026-11']).toBe('1')
    expect((await events('fees')).map((e) => `${e.unit}:${e.threshold}:${e.used}:${e.limit}`)).toEqual(['hbar:80:160000000:200000000', 'hbar:100:200000000:200000000'])
  })

  it('tells 80 % and 100 % once per ceiling and period, with the numbers and the period\'s end', async () => {
    const who = caller('told', { daily: { operations: 10 }, monthly: { operations: 1000 } })
    const g = gate()
    await storm([g, gate()], who, 30)
    const told = await events('told')
    expect(told).toEqual([
      { tenant: 'told', period: 'daily', unit: 'operations', threshold: '80', used: '8', limit: '10', periodEnds: '2026-11-29T00:00:00.000Z' },
      { tenant: 'told', period: 'daily', unit: 'operations', threshold: '100', used: '10', limit: '10', periodEnds: '2026-11-29T00:00:00.000Z' }
    ])
    expect(thresholds.filter((t) => t.startsWith('told:'))).toEqual(['told:80', 'told:100'])
    // a batch that jumps past both thresholds tells both at once; a refused one the ceiling that refused
    const jump = caller('jump', { daily: { operations: 10 } })
    await g.take(jump, 9)
    await expect(g.take(jump, 2)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' })
    expect((await events('jump')).map((e) => `${e.threshold}:${e.used}`)).toEqual(['80:9', '100:9'])
    // the next day tells again
    at = NOV_28 + 86_400_000
    await storm([g], who, 10)
    expect((await events('told')).filter((e) => e.periodEnds === '2026-11-30T00:00:00.000Z').map((e) => e.threshold)).toEqual(['80', '100'])
    at = NOV_28
  })
})

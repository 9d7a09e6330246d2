import type { Redis } from 'ioredis'
import { hbarOfTinybar as hbarOf, luaScript, replies, tenantQuotaEventsKey, tenantQuotaUsedKey } from '@hcs/protocol'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import type { Caller, TenantQuota } from './auth.js'

/** Tinybar in one hbar. */
const TINYBAR_PER_HBAR = 100_000_000n

/** `12.5` → `1250000000`: an hbar amount (at most 8 decimals, the schema checks) in tinybar. */
export function tinybarOf (hbar: string): string {
  const [whole = '0', fraction = ''] = hbar.split('.')
  return (BigInt(whole) * TINYBAR_PER_HBAR + BigInt(fraction.padEnd(8, '0'))).toString()
}

/** The UTC periods a time falls in: their field suffixes (`YYYY-MM-DD`, `YYYY-MM`) and ends. */
export function periodsAt (ms: number): { day: string, month: string, dayEnds: Date, monthEnds: Date } {
  const at = new Date(ms)
  const iso = at.toISOString()
  return {
    day: iso.slice(0, 10),
    month: iso.slice(0, 7),
    dayEnds: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1)),
    monthEnds: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
  }
}

type Period = 'daily' | 'monthly'
type Unit = 'operations' | 'hbar'

// lua/access/quota-take.lua: `n` operations of the tenant's quota when every ceiling holds, else none and the refusing
// ceiling; the thresholds crossed (each told once per period, also as an entry of the events stream)
const takeScript = luaScript({
  name: 'hcsQuotaTake',
  file: new URL('../../lua/access/quota-take.lua', import.meta.url),
  keys: ['used', 'events'],
  args: ['tenant', 'day', 'month', 'n', 'expireAt', 'dayEnds', 'monthEnds', 'opsDaily', 'opsMonthly', 'hbarDaily', 'hbarMonthly'],
  reply: (raw) => {
    const [refused = '', crossed = ''] = replies.strings(raw)
    return { refused, crossed: crossed === '' ? [] : crossed.split(',') }
  }
})

// lua/access/quota-return.lua: gives back operations taken for a request that was not accepted
const returnScript = luaScript({
  name: 'hcsQuotaReturn',
  file: new URL('../../lua/access/quota-return.lua', import.meta.url),
  keys: ['used'],
  args: ['day', 'month', 'n'],
  reply: replies.integer
})

/** Operations taken of a quota: `giveBack(n)` returns `n` of them (default all) that were not accepted. */
export interface QuotaTaken {
  giveBack: (count?: number) => Promise<void>
}

export interface QuotaGate {
  /**
   * Takes `count` operations of the caller's tenant's quota in one atomic step shared by every api process, or
   * throws 429 QUOTA_EXCEEDED (Retry-After: until its period ends). Undefined for a caller without a quota: no
   * Redis call.
   */
  take: (caller: Caller, count: number) => Promise<QuotaTaken | undefined>
  /** What a tenant used in the current day and month: operations, and hbar (tinybar) the fee meter counted. */
  used: (tenant: string) => Promise<{ daily: { operations: number, tinybar: string }, monthly: { operations: number, tinybar: string } }>
}

export interface QuotaGateOptions {
  redis: Redis
  /** REDIS_PREFIX: the counters and the events stream live in the `{access}` slot. */
  prefix: string
  now?: () => number
  /** A request refused (hcs20_quota_refusals_total). */
  onRefused?: (tenant: string) => void
  /** A threshold told (hcs20_quota_threshold_events_total). */
  onThreshold?: (tenant: string, threshold: string) => void
}

const DAY_S = 86_400

function quotaExceeded (refused: string, periods: ReturnType<typeof periodsAt>, now: number, quota: TenantQuota): AppError {
  const [period, unit] = refused.split(':') as [Period, Unit]
  const ends = period === 'daily' ? periods.dayEnds : periods.monthEnds
  const seconds = Math.max(1, Math.ceil((ends.getTime() - now) / 1000))
  const ceiling = quota[period]
  const limit = unit === 'operations' ? `${ceiling?.operations ?? 0} operations` : `${hbarOf(ceiling?.tinybar ?? '0')} hbar of fees`
  return new AppError('QUOTA_EXCEEDED', 429, 'Too Many Requests', {
    detail: `This tenant's ${period} quota of ${limit} is used up; it renews at ${ends.toISOString()}`,
    headers: { 'retry-after': String(seconds) }
  })
}

/**
 * Quotas per tenant (ADR 055): a daily and a monthly ceiling of operations and of hbar, set by the operator in the
 * tenant record (every process knows it from the key store). A caller whose tenant has a quota takes its operations
 * in one script call (lua/access/quota-take.lua) before the intake reserves anything, and gives back what the
 * intake then did not accept; a caller without one costs nothing. Operator keys are not counted (as for ADR 045's
 * tenant budget).
 */
export function createQuotaGate (options: QuotaGateOptions): QuotaGate {
  const { redis, prefix } = options
  const now = options.now ?? Date.now
  takeScript.define(redis)
  returnScript.define(redis)
  const events = tenantQuotaEventsKey(prefix)
  return {
    async take (caller, count) {
      const quota = caller.quota
      if (quota === undefined) return undefined
      const at = now()
      const periods = periodsAt(at)
      const used = tenantQuotaUsedKey(prefix, caller.tenant)
      const result = await orQueueUnavailable(async () => await takeScript.run(redis, {
        keys: { used, events },
        args: {
          tenant: caller.tenant,
          day: periods.day,
          month: periods.month,
          n: String(count),
          expireAt: String(Math.floor(periods.monthEnds.getTime() / 1000) + DAY_S),
          dayEnds: periods.dayEnds.toISOString(),
          monthEnds: periods.monthEnds.toISOString(),
          opsDaily: String(quota.daily?.operations ?? ''),
          opsMonthly: String(quota.monthly?.operations ?? ''),
          hbarDaily: quota.daily?.tinybar ?? '',
          hbarMonthly: quota.monthly?.tinybar ?? ''
        }
      }))
      for (const crossed of result.crossed) options.onThreshold?.(caller.tenant, crossed.split(':')[2] ?? '')
      if (result.refused !== '') {
        options.onRefused?.(caller.tenant)
        throw quotaExceeded(result.refused, periods, at, quota)
      }
      let left = count
      return {
        async giveBack (n = left) {
          const back = Math.min(n, left)
          if (back <= 0) return
          left -= back
          await returnScript.run(redis, { keys: { used }, args: { day: periods.day, month: periods.month, n: String(back) } })
        }
      }
    },
    async used (tenant) {
      const periods = periodsAt(now())
      const [opsDay, opsMonth, hbarDay, hbarMonth] = await redis.hmget(tenantQuotaUsedKey(prefix, tenant),
        `ops:${periods.day}`, `ops:${periods.month}`, `hbar:${periods.day}`, `hbar:${periods.month}`)
      return {
        daily: { operations: Number(opsDay ?? 0), tinybar: hbarDay ?? '0' },
        monthly: { operations: Number(opsMonth ?? 0), tinybar: hbarMonth ?? '0' }
      }
    }
  }
}

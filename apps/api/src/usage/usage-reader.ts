import type { Redis } from 'ioredis'
import { USAGE_UNATTRIBUTED, fixedPointText, keySegment, parseUsageField, usageKeyPrefix, usageNetworkKeyPrefix } from '@hcs/protocol'
import type { KeyScope, UsageCounter } from '@hcs/protocol'

export const USAGE_GROUPINGS = ['day', 'month', 'ticker'] as const
type UsageGrouping = typeof USAGE_GROUPINGS[number]

/** One row of a tenant's usage: a day, a month, or a ticker over the whole range (`period` is then `from/to`). */
export interface UsageRow {
  period: string
  ticker?: string
  accepted: number
  confirmed: number
  invalid: number
  failed: number
  holderSigned: number
  /** Network fees the operator paid for the tenant's transactions, in tinybar (a decimal string). */
  feesTinybar: string
  /** The same fees in US dollars at the exchange rate of their day (a decimal string). */
  feesUsd: string
}

export interface UsageQuery {
  tenant: string
  /** First and last UTC day (YYYY-MM-DD), both included. */
  from: string
  to: string
  /** A grouping of the route's, or `range`: one row for the whole range (`period` = `from/to`). */
  by: UsageGrouping | 'range'
  /** The topics whose usage is summed. */
  topics: Iterable<string>
}

/** Where a tenant's usage hashes are: on each topic; the fees of no topic of ours are unattributed, on the network's. */
function prefixesOf (scope: KeyScope, tenant: string, topics: Iterable<string>): string[] {
  const prefixes = [...topics].map((topicId) => usageKeyPrefix(scope, topicId))
  return tenant === USAGE_UNATTRIBUTED ? [...prefixes, usageNetworkKeyPrefix(scope)] : prefixes
}

/** Counters of a row as they add up (fees as integers). */
export interface Sums { accepted: number, confirmed: number, invalid: number, failed: number, holderSigned: number, feesTinybar: bigint, feesNanoUsd: bigint }

const DAY_MS = 86_400_000

/** The UTC days from `from` to `to`, both included. */
export function daysBetween (from: string, to: string): string[] {
  const days: string[] = []
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end; at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10))
  }
  return days
}

export function emptySums (): Sums {
  return { accepted: 0, confirmed: 0, invalid: 0, failed: 0, holderSigned: 0, feesTinybar: 0n, feesNanoUsd: 0n }
}

function add (sums: Sums, counter: UsageCounter, value: string): void {
  if (counter === 'feesTinybar' || counter === 'feesNanoUsd') sums[counter] += BigInt(value)
  else sums[counter] += Number(value)
}

/** A group's sums as the routes show them: counts, and fees as decimal strings (tinybar; dollars of the nano-USD). */
export function totalsOf (sums: Sums): Omit<UsageRow, 'period' | 'ticker'> {
  return {
    accepted: sums.accepted,
    confirmed: sums.confirmed,
    invalid: sums.invalid,
    failed: sums.failed,
    holderSigned: sums.holderSigned,
    feesTinybar: sums.feesTinybar.toString(),
    feesUsd: fixedPointText(sums.feesNanoUsd, 9)
  }
}

/** One group of a tenant's usage: a period (and with by=ticker a ticker) and what it sums. */
export interface UsageGroup { period: string, ticker?: string, sums: Sums }

/**
 * A tenant's usage from its usage hashes (protocol's usageKey: per topic and UTC day), summed over the topics and
 * grouped by day, month, ticker or the whole range. One pipeline per topic (a topic's keys share a slot); rows with
 * nothing counted are left out; rows are in period order (tickers by name). The tenant USAGE_UNATTRIBUTED also
 * reads the network's hashes (fees of transactions on no topic of ours).
 */
export async function readUsage (redis: Redis, scope: KeyScope, query: UsageQuery): Promise<UsageRow[]> {
  return (await readUsageGroups(redis, scope, query)).map((group) => ({ period: group.period, ...(group.ticker === undefined ? {} : { ticker: group.ticker }), ...totalsOf(group.sums) }))
}

/** {@link readUsage}'s groups, their sums not yet shown (fees as integers, to add up further). */
export async function readUsageGroups (redis: Redis, scope: KeyScope, query: UsageQuery): Promise<UsageGroup[]> {
  const days = daysBetween(query.from, query.to)
  const groups = new Map<string, UsageGroup>()
  const tenant = keySegment(query.tenant)
  await Promise.all(prefixesOf(scope, query.tenant, query.topics).map(async (prefix) => {
    const pipeline = redis.pipeline()
    for (const day of days) pipeline.hgetall(`${prefix}${tenant}:${day}`)
    const replies = await pipeline.exec() ?? []
    replies.forEach(([err, hash], i) => {
      if (err !== null) throw err
      const day = days[i] as string
      for (const [field, value] of Object.entries(hash as Record<string, string>)) {
        const parsed = parseUsageField(field)
        if (parsed === undefined) continue
        const period = query.by === 'day' ? day : query.by === 'month' ? day.slice(0, 7) : `${query.from}/${query.to}`
        const ticker = query.by === 'ticker' ? parsed.ticker : undefined
        const id = `${period}\n${ticker ?? ''}`
        let group = groups.get(id)
        if (group === undefined) {
          group = { period, ...(ticker === undefined ? {} : { ticker }), sums: emptySums() }
          groups.set(id, group)
        }
        add(group.sums, parsed.counter, value)
      }
    })
  }))
  return [...groups.values()].sort((a, b) => a.period.localeCompare(b.period) || (a.ticker ?? '').localeCompare(b.ticker ?? ''))
}

export const USAGE_CSV_COLUMNS = ['period', 'ticker', 'accepted', 'confirmed', 'invalid', 'failed', 'holderSigned', 'feesTinybar', 'feesUsd'] as const

/** The rows as CSV (RFC 4180: a header line, CRLF line ends; a field with a comma, quote or line end is quoted). */
export function usageCsv (tenant: string, rows: readonly UsageRow[]): string {
  const quote = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
  const lines = [['tenant', ...USAGE_CSV_COLUMNS].join(',')]
  for (const row of rows) lines.push([tenant, ...USAGE_CSV_COLUMNS.map((name) => String(row[name] ?? ''))].map(quote).join(','))
  return `${lines.join('\r\n')}\r\n`
}

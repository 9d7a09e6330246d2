// Usage meters per tenant (api ADR 053): what each tenant's operations did on one topic on one UTC day, kept in the
// topic's slot so that the atomic steps that change a job's state count it in the same step.
import { keySegment, networkKey, topicKey } from './keys.js'
import type { KeyScope } from './keys.js'

/** The counters of one ticker in a usage hash, by their field suffix. */
export const USAGE_COUNTERS = {
  /** operations accepted (a request answered 202; one withdrawn after is taken back) */
  accepted: 'a',
  /** settled `confirmed` from the topic */
  confirmed: 'c',
  /** settled `invalid` from the topic */
  invalid: 'i',
  /** `failed` (taken back if the topic settles the job later) */
  failed: 'f',
  /** accepted holder-signed (the holder pays the network fee) */
  holderSigned: 'h',
  /** network fees the operator paid for the ticker's transactions, in tinybar (the fee meter) */
  feesTinybar: 'fee',
  /** the same fees in nano-USD at the exchange rate of their day (the fee meter) */
  feesNanoUsd: 'usd'
} as const
export type UsageCounter = keyof typeof USAGE_COUNTERS

/** The pseudo-tenant of fees the meter could not match to a job (no tenant name can start with `~`). */
export const USAGE_UNATTRIBUTED = '~unattributed'

/** Days a usage hash is kept after its day ends (USAGE_RETENTION_DAYS' default). */
export const USAGE_RETENTION_DAYS = 400

/** `YYYY-MM-DD` (UTC) of a time. */
export function usageDay (at: Date | number | string): string {
  return new Date(at).toISOString().slice(0, 10)
}

/**
 * Hash `<ticker>|<counter>` → integer: one tenant's usage on one topic on one UTC day (`YYYY-MM-DD`). It expires
 * USAGE_RETENTION_DAYS after its day ends (the writer sets it once per script run).
 */
export function usageKey (scope: KeyScope, topicId: string, tenant: string, day: string): string {
  return `${usageKeyPrefix(scope, topicId)}${keySegment(tenant)}:${day}`
}

/** What {@link usageKey} starts with on a topic: the Lua adds the tenant (as a key segment), `:` and the day. */
export function usageKeyPrefix (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:usage:`
}

/** What usage.lua's usage_add reaches of a topic: the prefix of its usage hashes and their retention in days. */
export function usageArgs (scope: KeyScope, topicId: string): { usagePrefix: string, usageKeepDays: string } {
  return { usagePrefix: usageKeyPrefix(scope, topicId), usageKeepDays: String(scope.usageRetentionDays ?? USAGE_RETENTION_DAYS) }
}

/** A usage hash's field of one ticker's counter (the ticker may be '' for a job without one: a registry listing). */
export function usageField (ticker: string, counter: UsageCounter): string {
  return `${ticker}|${USAGE_COUNTERS[counter]}`
}

const COUNTER_OF = new Map<string, UsageCounter>(Object.entries(USAGE_COUNTERS).map(([name, code]) => [code, name as UsageCounter]))

/** The ticker and counter a usage hash's field names (undefined for a field that is not one). */
export function parseUsageField (field: string): { ticker: string, counter: UsageCounter } | undefined {
  const cut = field.lastIndexOf('|')
  if (cut < 0) return undefined
  const counter = COUNTER_OF.get(field.slice(cut + 1))
  return counter === undefined ? undefined : { ticker: field.slice(0, cut), counter }
}

/**
 * Hash (in the `{access}` slot, beside the tenant's budgets): what a tenant used of its quota (api ADR 053):
 * `ops:<YYYY-MM-DD>` and `ops:<YYYY-MM>` operations taken by the quota check, `hbar:<YYYY-MM-DD>` and `hbar:<YYYY-MM>`
 * tinybar the fee meter attributed to the tenant.
 */
export function tenantQuotaUsedKey (prefix: string, tenant: string): string {
  return `${prefix}:{access}:quota-used:${keySegment(tenant)}`
}

/**
 * Stream (in the `{access}` slot) of the quota thresholds a tenant reached (api ADR 055): `tenant`, `period`
 * (`daily` | `monthly`), `unit` (`operations` | `hbar`), `threshold` (80 | 100), `used`, `limit` (hbar in tinybar),
 * `periodEnds` (ISO). The quota take appends; the worker's webhook dispatcher delivers each as `tenant.quota`.
 */
export function tenantQuotaEventsKey (prefix: string): string {
  return `${prefix}:{access}:quota-events`
}

/** `fixedPointText(1250000000n, 8)` → `12.5`: an integer of 10^-decimals units as a decimal string, without trailing zeros. */
export function fixedPointText (units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const abs = units < 0n ? -units : units
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${units < 0n ? '-' : ''}${abs / scale}${fraction === '' ? '' : `.${fraction}`}`
}

/** `1250000000` → `12.5`: tinybar as an hbar decimal string, without trailing zeros. */
export function hbarOfTinybar (tinybar: string | number | bigint): string {
  return fixedPointText(BigInt(tinybar), 8)
}

// The fee meter (worker ADR 054) reads what the operator account paid from the mirror: the fees of a topic's
// transactions go to that topic's usage hashes, the rest to the network's, in the `{usage}` slot.
const networkUsage = (scope: KeyScope): string => `${networkKey(scope)}:{usage}`

/**
 * String: the consensus timestamp (`seconds.nanos`) of the last transaction whose fee the meter attributed on a topic,
 * in the topic's slot, written in the step that counts the fees: a page read again counts nothing twice. Without a
 * topic: the network's cursor, of the fees of transactions on no topic of ours.
 */
export function usageFeeCursorKey (scope: KeyScope, topicId?: string): string {
  return `${topicId === undefined ? networkUsage(scope) : topicKey(scope, topicId)}:usage-cursor:fee`
}

/** {@link usageKeyPrefix} of the network's usage hashes (the `{usage}` slot): fees of no topic of ours, all unattributed. */
export function usageNetworkKeyPrefix (scope: KeyScope): string {
  return `${networkUsage(scope)}:usage:`
}

/**
 * The fee meter's own keys (the `{usage}` slot): `cursor`, the consensus timestamp up to which every transaction the
 * operator paid is attributed (where a restarted meter resumes), and `lease`, held by the one worker that meters.
 */
export function feeMeterKeys (scope: KeyScope): { cursor: string, lease: string } {
  return { cursor: `${networkUsage(scope)}:fee-meter:cursor`, lease: `${networkUsage(scope)}:fee-meter:lease` }
}

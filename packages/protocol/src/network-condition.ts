import { z } from 'zod'
import { networkKey } from './keys.js'
import type { KeyScope } from './keys.js'

// ADR 038: a condition of the whole network or of the payer (not of one job) pauses submission. The worker that
// meets it records it here; every worker's submit queues are held (BullMQ's rate limit) until a probe gets a
// transaction through; the api refuses new operations with the condition's code while the record exists.

/**
 * The conditions, as the api's 503 `code` names them:
 * - `PAYER_INSUFFICIENT_BALANCE`: the node refuses every transaction of the operator (INSUFFICIENT_PAYER_BALANCE);
 * - `NETWORK_BUSY`: the node kept answering BUSY through a whole send (the SDK's own retries included);
 * - `CLOCK_SKEW`: a freshly made transaction id was refused as expired or not yet valid (TRANSACTION_EXPIRED,
 *   INVALID_TRANSACTION_START at precheck): our clock and the network's disagree by more than the id allows.
 */
export const NETWORK_CONDITIONS = ['PAYER_INSUFFICIENT_BALANCE', 'NETWORK_BUSY', 'CLOCK_SKEW'] as const
/** One of {@link NETWORK_CONDITIONS}. */
export type NetworkConditionCode = typeof NETWORK_CONDITIONS[number]

/** The stored condition (one JSON string, with a TTL the worker renews while it still meets it). */
export const NetworkConditionSchema = z.object({
  code: z.enum(NETWORK_CONDITIONS),
  /** The Hedera status that showed it (e.g. `INSUFFICIENT_PAYER_BALANCE`, `BUSY`, `TRANSACTION_EXPIRED`). */
  status: z.string(),
  /** For people: what is wrong and what clears it. */
  reason: z.string(),
  /** ISO times: first seen (kept while it lasts) and last seen. */
  since: z.string(),
  lastSeen: z.string(),
  /** `CLOCK_SKEW`: the network's clock minus ours, in ms, when it could be measured (the mirror's `Date`). */
  skewMs: z.number().int().optional()
})
/** A network or payer condition in force. */
export type NetworkCondition = z.infer<typeof NetworkConditionSchema>

/** `${prefix}:net:${network}:condition`: the network's condition, absent when none (no hash tag: one key a network). */
export function networkConditionKey (scope: KeyScope): string {
  return `${networkKey(scope)}:condition`
}

/** A stored JSON record read with `schema`; undefined for absent or unreadable text (an unreadable one is none). */
export function decodeStoredRecord<T> (schema: z.ZodType<T>, text: string | null | undefined): T | undefined {
  if (text === null || text === undefined) return undefined
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The stored text of a condition; undefined for absent or unreadable text (an unreadable one is no condition). */
export function decodeNetworkCondition (text: string | null | undefined): NetworkCondition | undefined {
  return decodeStoredRecord(NetworkConditionSchema, text)
}

import { z } from 'zod'
import { networkKey } from './keys.js'
import type { KeyScope } from './keys.js'
import { decodeStoredRecord } from './network-condition.js'

// ADR 038, "The operator's balance floor": a worker that reads the operator's balance under OPERATOR_MIN_BALANCE_HBAR
// records it here; the api refuses new operations with 503 OPERATOR_BALANCE_LOW while the record exists. It pauses
// nothing: jobs already accepted keep being sent (the floor protects new intake). It is a key of its own, beside the
// network condition, so that neither clears the other: a probe that gets through ends PAYER_INSUFFICIENT_BALANCE
// and leaves this one; a balance read above the floor ends this one and leaves the condition.

/** The stored record (one JSON string, with a TTL the worker renews at each read still under the floor). */
export const OperatorBalanceLowSchema = z.object({
  code: z.literal('OPERATOR_BALANCE_LOW'),
  /** The payer account whose balance was read. */
  operatorId: z.string(),
  /** Its balance at the last read, and the floor (OPERATOR_MIN_BALANCE_HBAR), in HBAR. */
  balanceHbar: z.number(),
  floorHbar: z.number(),
  /** For people: what is wrong and what clears it. */
  reason: z.string(),
  /** ISO times: first read under the floor (kept while it lasts) and the last such read. */
  since: z.string(),
  lastSeen: z.string()
})
/** The operator's balance under the floor: new operations are refused. */
export type OperatorBalanceLow = z.infer<typeof OperatorBalanceLowSchema>

/** `${prefix}:net:${network}:operator-balance-low`: present while the operator's balance is under the floor. */
export function operatorBalanceLowKey (scope: KeyScope): string {
  return `${networkKey(scope)}:operator-balance-low`
}

/**
 * `${prefix}:net:${network}:operator:${accountId}:balance`: the last balance read (hash `tinybars`, `at`), shared by
 * every worker so that each fall of the balance (the fees paid) is counted once, by the worker that read it.
 */
export function operatorBalanceKey (scope: KeyScope, accountId: string): string {
  return `${networkKey(scope)}:operator:${accountId}:balance`
}

/** The stored text of a low-balance record; undefined for absent or unreadable text. */
export function decodeOperatorBalanceLow (text: string | null | undefined): OperatorBalanceLow | undefined {
  return decodeStoredRecord(OperatorBalanceLowSchema, text)
}

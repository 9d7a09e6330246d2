import type { ErrorCode } from './codes.js'

/**
 * Stable reasons for skipping a topic message, recorded by the indexer and put on `invalid` jobs.
 * Field problems are `missing_field:<name>` / `invalid_field:<name>` (see {@link missingField}, {@link invalidField}).
 */
export const REJECT_REASONS = {
  /** The bytes are not valid UTF-8. */
  INVALID_UTF8: 'invalid_utf8',
  /** The text is not JSON. */
  INVALID_JSON: 'invalid_json',
  /** The JSON is not an object. */
  NOT_OBJECT: 'not_object',
  /** `p` is missing or not `hcs-20`. */
  NOT_HCS20: 'not_hcs20',
  /** `op` is missing or not a known HCS-20 op. */
  UNKNOWN_OP: 'unknown_op',
  /** deploy: the tick is already deployed on this topic (first deploy wins). */
  TICK_EXISTS: 'tick_exists',
  /** mint/transfer/burn: the tick is not deployed on this topic. */
  TICK_NOT_FOUND: 'tick_not_found',
  /** mint: `amt > lim`. */
  LIMIT_EXCEEDED: 'limit_exceeded',
  /** mint: `supply + amt > max`. */
  SUPPLY_EXCEEDED: 'supply_exceeded',
  /** transfer/burn on a public topic: the transaction payer is not `from`. */
  PAYER_NOT_FROM: 'payer_not_from',
  /** transfer/burn: `balance[from] < amt`. */
  INSUFFICIENT_BALANCE: 'insufficient_balance',
  /** register: only meaningful on the registry topic, ignored on a points topic. */
  REGISTER_IGNORED: 'register_ignored'
} as const

/** One of the fixed {@link REJECT_REASONS}, or a `missing_field:` / `invalid_field:` reason. */
export type RejectReason = typeof REJECT_REASONS[keyof typeof REJECT_REASONS] | `missing_field:${string}` | `invalid_field:${string}`

/** Reason for a required field that is absent (or `null`). */
export function missingField (field: string): `missing_field:${string}` {
  return `missing_field:${field}`
}

/** Reason for a field that is present but breaks a field rule. */
export function invalidField (field: string): `invalid_field:${string}` {
  return `invalid_field:${field}`
}

const REASON_CODES = new Map<string, ErrorCode>(Object.entries({
  tick_exists: 'TICKER_EXISTS',
  tick_not_found: 'TICKER_NOT_FOUND',
  limit_exceeded: 'LIMIT_EXCEEDED',
  supply_exceeded: 'SUPPLY_EXCEEDED',
  payer_not_from: 'FROM_NOT_PAYER',
  insufficient_balance: 'INSUFFICIENT_BALANCE'
} satisfies Record<string, ErrorCode>))

/**
 * The API error code matching a reject reason, for the `error.code` of an `invalid` job:
 * a state-rule reason maps to its code (`insufficient_balance` → `INSUFFICIENT_BALANCE`), anything
 * else (a message that does not parse) to `VALIDATION_FAILED`.
 */
export function reasonToErrorCode (reason: string): ErrorCode {
  return REASON_CODES.get(reason) ?? 'VALIDATION_FAILED'
}

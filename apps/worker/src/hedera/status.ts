// No SDK import here: the processor classifies errors through this file without touching @hashgraph/sdk.

export type StatusKind = 'permanent' | 'transient' | 'ambiguous'

/** Retrying cannot help: the job ends `failed` with the status as its error code. */
export const PERMANENT_STATUSES: ReadonlySet<string> = new Set([
  'INVALID_TOPIC_ID',
  'TOPIC_EXPIRED',
  'INVALID_SIGNATURE',
  'INVALID_TOPIC_MESSAGE',
  'MESSAGE_SIZE_TOO_LARGE',
  'INSUFFICIENT_PAYER_BALANCE',
  'INSUFFICIENT_TX_FEE',
  'INVALID_PAYER_SIGNATURE',
  'PAYER_ACCOUNT_NOT_FOUND',
  'PAYER_ACCOUNT_DELETED',
  'INVALID_PAYER_ACCOUNT_ID',
  'ACCOUNT_DELETED',
  'KEY_PREFIX_MISMATCH',
  'INVALID_CHUNK_NUMBER',
  'INVALID_CHUNK_TRANSACTION_ID',
  'INVALID_TRANSACTION_BODY',
  'TRANSACTION_OVERSIZE',
  'UNAUTHORIZED',
  'NOT_SUPPORTED',
  // Ours: the pinned id expired and neither a receipt nor the mirror node can settle whether it was applied.
  'OUTCOME_UNKNOWN'
])

/** Worth another attempt after a backoff; the pinned transaction id makes the retry safe. */
export const TRANSIENT_STATUSES: ReadonlySet<string> = new Set([
  'BUSY',
  'PLATFORM_TRANSACTION_NOT_CREATED',
  'PLATFORM_NOT_ACTIVE',
  'THROTTLED_AT_CONSENSUS',
  'INVALID_NODE_ACCOUNT',
  'TRANSACTION_EXPIRED',
  'INVALID_TRANSACTION_START',
  'MaxAttemptsOrTimeoutError',
  'NODES_UNHEALTHY',
  'MIRROR_UNAVAILABLE',
  'GRPC_ERROR',
  'UNEXPECTED'
])

/** Statuses that say "maybe applied": resolved by asking for the pinned id's receipt, never by a new id. */
export const AMBIGUOUS_STATUSES: ReadonlySet<string> = new Set([
  'DUPLICATE_TRANSACTION',
  'UNKNOWN',
  'RECEIPT_NOT_FOUND'
])

/**
 * Unlisted statuses are permanent: a status the node or consensus returned for our transaction that
 * we do not know how to recover from will not change on a retry of the same transaction id.
 */
export function classifyStatus (status: string): StatusKind {
  if (TRANSIENT_STATUSES.has(status) || status.startsWith('GRPC_')) return 'transient'
  if (AMBIGUOUS_STATUSES.has(status)) return 'ambiguous'
  return 'permanent'
}

/** What the Hedera port throws: `code` is a Hedera status name (or one of the pseudo statuses above). */
export class HederaSubmitError extends Error {
  readonly code: string
  readonly transactionId: string | undefined
  /** The node's own precheck answered `code` (not our reasoning about a pinned id, not a receipt). */
  readonly precheck: boolean
  /**
   * Nothing failed: the outcome is known from this time on (epoch ms, our clock). A pinned id at the edge of its
   * valid window is waited out, not retried: the job waits without spending an attempt.
   */
  readonly settlesAt: number | undefined

  /**
   * Retrying cannot help whatever `code` says: a holder-signed transaction that expired without reaching consensus
   * (`TRANSACTION_EXPIRED`, transient for the worker's own ids, which it replaces) cannot be given a new id.
   */
  readonly final: boolean

  constructor (code: string, message: string, options: { cause?: unknown, transactionId?: string, precheck?: boolean, settlesAt?: number, final?: boolean } = {}) {
    super(message, { cause: options.cause })
    this.name = 'HederaSubmitError'
    this.code = code
    this.transactionId = options.transactionId
    this.precheck = options.precheck ?? false
    this.settlesAt = options.settlesAt
    this.final = options.final === true
  }
}

/** A condition of the whole network or payer, as protocol's NETWORK_CONDITIONS name them. */
export type ConditionCode = 'PAYER_INSUFFICIENT_BALANCE' | 'NETWORK_BUSY' | 'CLOCK_SKEW'

/**
 * The network or payer condition a send's failure shows, if any: every transaction of the payer would fail the
 * same way now, so the job is not to blame and must not spend an attempt (ADR 038).
 * - INSUFFICIENT_PAYER_BALANCE (precheck or consensus): the operator is out of hbar;
 * - BUSY: only as the end of a whole send (the SDK's own retries on BUSY ran out), never a single BUSY;
 * - TRANSACTION_EXPIRED / INVALID_TRANSACTION_START from the node's precheck: our ids are fresh by our clock, so
 *   the network's clock disagrees with ours (a pinned id we judged expiring is not this: it is not a precheck).
 */
export function conditionOf (code: string, precheck: boolean): ConditionCode | undefined {
  if (code === 'INSUFFICIENT_PAYER_BALANCE') return 'PAYER_INSUFFICIENT_BALANCE'
  if (code === 'BUSY') return 'NETWORK_BUSY'
  if (precheck && (code === 'TRANSACTION_EXPIRED' || code === 'INVALID_TRANSACTION_START')) return 'CLOCK_SKEW'
  return undefined
}

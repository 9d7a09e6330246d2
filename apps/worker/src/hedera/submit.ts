import { setTimeout as sleep } from 'node:timers/promises'
import {
  MaxAttemptsOrTimeoutError, PrecheckStatusError, ReceiptStatusError, StatusError, Timestamp, TopicMessageSubmitTransaction, TransactionId,
  type AccountId, type Client, type TransactionReceipt
} from '@hashgraph/sdk'
import { MAX_MESSAGE_BYTES } from '@hcs/protocol'
import type { KeySigner } from './keys.js'
import { lookupMirrorTransaction, type MirrorOutcome } from './mirror.js'
import { fetchReceipt, probeFromReceipt } from './receipt.js'
import { HederaSubmitError, classifyStatus, conditionOf } from './status.js'

export interface SubmitRequest {
  topicId: string
  /** The exact HCS-20 JSON; must fit one chunk (MAX_MESSAGE_BYTES). */
  message: string
  /** Present for a private topic. */
  submitKey?: KeySigner
  /** The id pinned by an earlier attempt of the same job. */
  transactionId?: string
}

export interface SubmitHooks {
  /**
   * Persists a freshly pinned id (tx index, job data, record) before the first execute of that id.
   * Returns false when the id is already taken by another job: a new one is generated.
   */
  onPinned: (transactionId: string) => Promise<boolean>
}

export interface SubmitOptions {
  /** How long one send may keep trying (the SDK's request timeout covers each execute). */
  requestTimeoutMs: number
  receiptTimeoutMs: number
  /** How long the network keeps receipts after consensus. */
  receiptTtlMs: number
  mirrorUrl?: string
  /** Bound on one mirror node lookup; default 10 s. */
  mirrorTimeoutMs?: number
  /** The clock that decides whether a pinned id has expired (tests shift it); new ids always use real time. */
  now?: () => number
  /** Valid duration of new transactions (network range 15 to 180 s); default 120. */
  validDurationS?: number
  /**
   * The network's clock minus ours, in ms, as measured: new ids take their valid start from the network's
   * clock, and a pinned id's expiry is judged by it. Default 0.
   */
  clockOffsetMs?: () => number
  /**
   * How long past its valid window a pinned id whose receipt still says UNKNOWN counts as never sent (the network
   * cannot apply it any more): then it is settled like an id the network does not know. Default 30 s.
   */
  unknownGraceMs?: number
}

/**
 * `ACCEPTED`: the node accepted the transaction (precheck OK, or a duplicate of one it accepted) and consensus
 * is still to come. `SUCCESS`: it reached consensus and was applied (a retry found its receipt, or the mirror).
 */
export interface SubmitResult {
  transactionId: string
  status: 'ACCEPTED' | 'SUCCESS'
  /** Known only for SUCCESS from a receipt (not from the mirror node's transaction lookup). */
  sequenceNumber?: number
  runningHash?: string
}

const DEFAULT_VALID_DURATION_S = 120
const DEFAULT_UNKNOWN_GRACE_MS = 30_000
// Clock skew allowance between us and the network around the pinned id's validity window.
const SKEW_MS = 10_000
/** A pinned id whose valid start is this far ahead of the network's clock (as we measure it) is not sent yet. */
const EARLY_MARGIN_MS = 2000
const UNHEALTHY_PAUSE_MS = 250

/** A stable status name for any error the SDK throws. */
export function errorStatus (err: unknown): string {
  if (err instanceof HederaSubmitError) return err.code
  if (err instanceof StatusError) return err.status.toString()
  if (err instanceof MaxAttemptsOrTimeoutError) return 'MaxAttemptsOrTimeoutError'
  if (err instanceof Error && err.name === 'GrpcServiceError') return 'GRPC_ERROR'
  if (err instanceof Error && err.message.includes('All nodes are unhealthy')) return 'NODES_UNHEALTHY'
  return 'UNEXPECTED'
}

function toSubmitError (err: unknown, transactionId: TransactionId, lastPrecheck?: string): HederaSubmitError {
  if (err instanceof HederaSubmitError) return err
  let code = errorStatus(err)
  const message = err instanceof Error ? err.message : String(err)
  // The SDK retried BUSY until its attempts or its time ran out: the node never stopped saying BUSY.
  if (code === 'MaxAttemptsOrTimeoutError' && lastPrecheck === 'BUSY') code = 'BUSY'
  return new HederaSubmitError(code, message, { cause: err, transactionId: transactionId.toString(), precheck: err instanceof PrecheckStatusError })
}

/**
 * The transaction the worker sends: remembers the last precheck status the node answered, which the SDK's
 * MaxAttemptsOrTimeoutError does not say when its time ran out (a BUSY storm).
 */
class SubmitTransaction extends TopicMessageSubmitTransaction {
  lastPrecheck: string | undefined

  protected override _getStatusAndExecutionState (...args: Parameters<TopicMessageSubmitTransaction['_getStatusAndExecutionState']>): ReturnType<TopicMessageSubmitTransaction['_getStatusAndExecutionState']> {
    const answer = super._getStatusAndExecutionState(...args)
    this.lastPrecheck = answer[0].toString()
    return answer
  }
}

function toResult (transactionId: TransactionId, receipt: TransactionReceipt): SubmitResult {
  const { sequenceNumber, runningHash } = probeFromReceipt(receipt)
  return { transactionId: transactionId.toString(), status: 'SUCCESS', sequenceNumber, runningHash }
}

function accepted (transactionId: TransactionId): SubmitResult {
  return { transactionId: transactionId.toString(), status: 'ACCEPTED' }
}

async function askMirror (mirrorUrl: string, pinned: TransactionId, timeoutMs: number): Promise<MirrorOutcome> {
  try {
    return await lookupMirrorTransaction(mirrorUrl, pinned.toString(), timeoutMs)
  } catch (err) {
    throw new HederaSubmitError('MIRROR_UNAVAILABLE', `mirror node lookup failed: ${(err as Error).message}`, { cause: err, transactionId: pinned.toString() })
  }
}

type Settled = { kind: 'done', result: SubmitResult } | { kind: 'resubmit' } | { kind: 'fresh' }

/**
 * True when `transactionId`'s valid window ended more than the grace ago at `networkNowMs`: a receipt that still
 * says UNKNOWN then can no longer turn into a consensus result (ADR 038).
 */
export function unknownPastWindow (transactionId: TransactionId | string, networkNowMs: number, options: Pick<SubmitOptions, 'validDurationS' | 'unknownGraceMs'>): boolean {
  const id = typeof transactionId === 'string' ? TransactionId.fromString(transactionId) : transactionId
  const validStart = id.validStart?.toDate().getTime()
  if (validStart === undefined) return false
  const validEnd = validStart + (options.validDurationS ?? DEFAULT_VALID_DURATION_S) * 1000
  return networkNowMs > validEnd + SKEW_MS + (options.unknownGraceMs ?? DEFAULT_UNKNOWN_GRACE_MS)
}

/**
 * Decides what to do with an id pinned by an earlier attempt: its receipt first (known but not at consensus
 * yet: accepted, nothing to send); if the network does not know it, resubmit the same id while it is valid,
 * and use a new id only once it provably expired unapplied.
 */
async function settlePinned (client: Client, pinned: TransactionId, options: SubmitOptions): Promise<Settled> {
  // judged by the network's clock (ours plus the measured offset): the network decides what expired
  const now = (options.now ?? Date.now)() + (options.clockOffsetMs?.() ?? 0)
  const validStart = pinned.validStart?.toDate().getTime() ?? 0
  const expiresAt = validStart + (options.validDurationS ?? DEFAULT_VALID_DURATION_S) * 1000
  try {
    return { kind: 'done', result: toResult(pinned, await fetchReceipt(client, pinned, options.receiptTimeoutMs, true)) }
  } catch (err) {
    const status = errorStatus(err)
    // Known, not at consensus yet: accepted, nothing to send. Unless its window ended long ago: the network can no
    // longer apply it (a node that lost track of it), so it counts as not sent and is settled below.
    if (status === 'UNKNOWN' && !unknownPastWindow(pinned, now, options)) return { kind: 'done', result: accepted(pinned) }
    // Reached consensus but was not applied for a passing reason (throttled, busy, a payer out of hbar): the id is spent, unapplied.
    if (err instanceof ReceiptStatusError && (classifyStatus(status) === 'transient' || conditionOf(status, false) !== undefined)) return { kind: 'fresh' }
    if (status !== 'RECEIPT_NOT_FOUND' && status !== 'UNKNOWN') throw toSubmitError(err, pinned)
  }
  if (now < validStart - EARLY_MARGIN_MS) {
    // Made while the network's clock ran ahead of ours (valid starts corrected by the offset then) and not taken:
    // once the clocks agree again the node refuses it as not yet valid until its valid start. Only time fixes that
    // (a new id is safe only once this one provably expired), and the network itself is fine: the job waits for
    // its valid start, spending no attempt and raising no CLOCK_SKEW condition that would pause everyone's intake.
    const settlesAt = validStart + EARLY_MARGIN_MS - (options.clockOffsetMs?.() ?? 0)
    throw new HederaSubmitError('INVALID_TRANSACTION_START', 'pinned transaction id starts in the future (made while the network clock ran ahead of ours); waiting for its valid start', { transactionId: pinned.toString(), settlesAt })
  }
  if (now < expiresAt - SKEW_MS) return { kind: 'resubmit' }
  if (now < expiresAt + SKEW_MS) {
    // back on our clock: the network's expiry plus the margin, less the measured offset
    const settlesAt = expiresAt + SKEW_MS - (options.clockOffsetMs?.() ?? 0)
    throw new HederaSubmitError('TRANSACTION_EXPIRED', 'pinned transaction id is expiring; its outcome settles shortly', { transactionId: pinned.toString(), settlesAt })
  }
  // Consensus never precedes the valid start, so had it been applied its receipt would still be kept.
  if (now < validStart + options.receiptTtlMs - SKEW_MS) return { kind: 'fresh' }
  if (options.mirrorUrl !== undefined) {
    const outcome = await askMirror(options.mirrorUrl, pinned, options.mirrorTimeoutMs ?? 10_000)
    if (!outcome.found) return { kind: 'fresh' }
    if (outcome.result === 'SUCCESS') return { kind: 'done', result: { transactionId: pinned.toString(), status: 'SUCCESS' } }
    if (classifyStatus(outcome.result) === 'transient') return { kind: 'fresh' }
    throw new HederaSubmitError(outcome.result, 'the mirror node reports the pinned transaction failed', { transactionId: pinned.toString() })
  }
  throw new HederaSubmitError('OUTCOME_UNKNOWN', 'pinned transaction id expired and its receipt is gone; set MIRROR_URL to settle it', { transactionId: pinned.toString() })
}

function buildTransaction (client: Client, transactionId: TransactionId, request: SubmitRequest, validDurationS: number): SubmitTransaction {
  return new SubmitTransaction()
    .setTopicId(request.topicId)
    .setMessage(request.message)
    .setMaxChunks(1)
    .setTransactionId(transactionId)
    .setTransactionValidDuration(validDurationS)
    .freezeWith(client)
}

/** Sends once and returns when the node has accepted it (precheck OK): consensus is followed elsewhere. */
async function sendOnce (client: Client, transactionId: TransactionId, request: SubmitRequest, options: SubmitOptions): Promise<SubmitResult> {
  const tx = buildTransaction(client, transactionId, request, options.validDurationS ?? DEFAULT_VALID_DURATION_S)
  // freezeWith only picks healthy nodes: right after a transport error a one-node network has none yet.
  if (!tx.isFrozen()) throw new HederaSubmitError('NODES_UNHEALTHY', 'no healthy node to send to', { transactionId: transactionId.toString() })
  const key = request.submitKey
  if (key !== undefined) {
    if (key.signer !== undefined) await tx.signWith(key.publicKey, key.signer)
    else await tx.sign(key.privateKey)
  }
  try {
    await tx.execute(client)
  } catch (err) {
    // The node already has this id (e.g. our first send was accepted but its response was lost): accepted.
    if (errorStatus(err) !== 'DUPLICATE_TRANSACTION') throw toSubmitError(err, transactionId, tx.lastPrecheck)
  }
  return accepted(transactionId)
}

async function execute (client: Client, transactionId: TransactionId, request: SubmitRequest, options: SubmitOptions): Promise<SubmitResult> {
  const deadline = Date.now() + options.requestTimeoutMs
  for (;;) {
    try {
      return await sendOnce(client, transactionId, request, options)
    } catch (err) {
      // Outside the SDK's local-node mode a single node that lost one connection is "unhealthy" and the SDK
      // gives up at once. Sending the same id again is safe (the network deduplicates by id), so wait and resend.
      // On loopback nodes the SDK (2.87) instead spends its attempts waiting out the node's backoff and ends
      // with MaxAttemptsOrTimeoutError naming the transport error: the same case, resent the same way.
      const unhealthy = errorStatus(err) === 'NODES_UNHEALTHY' || (err instanceof HederaSubmitError && err.code === 'MaxAttemptsOrTimeoutError' && err.message.includes('GrpcServiceError'))
      if (!unhealthy || Date.now() + UNHEALTHY_PAUSE_MS >= deadline) throw toSubmitError(err, transactionId)
      await sleep(UNHEALTHY_PAUSE_MS)
    }
  }
}

/**
 * Submits one message so that it reaches the topic at most once whatever fails on the way: the transaction
 * id is pinned and persisted (hooks.onPinned) before the first execute, and a retry settles the pinned id
 * before it ever builds a new one (apps/worker/README.md, "One run of a submit job"). Returns once the node accepted it
 * (ACCEPTED), or when a retry finds it already applied (SUCCESS); it never waits for consensus. Throws HederaSubmitError.
 */
export async function submitMessage (
  client: Client,
  request: SubmitRequest,
  hooks: SubmitHooks,
  options: SubmitOptions
): Promise<SubmitResult> {
  if (Buffer.byteLength(request.message, 'utf8') > MAX_MESSAGE_BYTES) {
    throw new HederaSubmitError('MESSAGE_SIZE_TOO_LARGE', `message exceeds ${MAX_MESSAGE_BYTES} bytes`)
  }
  const operator = client.operatorAccountId
  if (operator === null) throw new Error('the Hedera client has no operator')
  let transactionId: TransactionId | undefined
  if (request.transactionId !== undefined) {
    const pinned = TransactionId.fromString(request.transactionId)
    const settled = await settlePinned(client, pinned, options)
    if (settled.kind === 'done') return settled.result
    if (settled.kind === 'resubmit') transactionId = pinned
  }
  transactionId ??= await pinNewId(operator, hooks, options.clockOffsetMs?.() ?? 0)
  return await execute(client, transactionId, request, options)
}

const PIN_TRIES = 5

async function pinNewId (operator: AccountId, hooks: SubmitHooks, clockOffsetMs: number): Promise<TransactionId> {
  for (let i = 0; i < PIN_TRIES; i++) {
    // valid start from the network's clock: a measured skew is corrected here
    const transactionId = newTransactionId(operator, Date.now() + clockOffsetMs)
    if (await hooks.onPinned(transactionId.toString())) return transactionId
  }
  throw new HederaSubmitError('UNEXPECTED', `no free transaction id after ${PIN_TRIES} tries`)
}

/**
 * Like the SDK's TransactionId.generate (valid start 3 to 8 s in the past against clock skew, random nanos),
 * without its process-wide Set of every id ever generated, which grows without bound in a long-lived worker.
 * Uniqueness, also across worker processes sharing an operator, comes from reserving the id in Redis.
 */
export function newTransactionId (operator: AccountId, nowMs: number): TransactionId {
  const start = nowMs - 3000 - Math.floor(Math.random() * 5000)
  const nanos = (start % 1000) * 1_000_000 + Math.floor(Math.random() * 1_000_000)
  return TransactionId.withValidStart(operator, new Timestamp(Math.floor(start / 1000), nanos))
}

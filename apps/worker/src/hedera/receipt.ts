import { ReceiptStatusError, Status, TransactionReceiptQuery, type Client, type TransactionId, type TransactionReceipt } from '@hashgraph/sdk'
import { classifyStatus, conditionOf } from './status.js'

type StatusAndState = TransactionReceiptQuery['_getStatusAndExecutionState']

/**
 * A receipt query that reports RECEIPT_NOT_FOUND (and, with `pendingFailsFast`, UNKNOWN) at once. The SDK
 * retries both until its request timeout, which is right after a submit when the caller wants to wait, but
 * wrong for the questions "does the network know this pinned id at all?" and "has it reached consensus yet?".
 */
class ReceiptProbeQuery extends TransactionReceiptQuery {
  constructor (private readonly pendingFailsFast: boolean) {
    super()
  }

  protected override _getStatusAndExecutionState (...args: Parameters<StatusAndState>): ReturnType<StatusAndState> {
    const [status, state] = super._getStatusAndExecutionState(...args)
    if (status === Status.ReceiptNotFound) return [status, 'Error']
    if (this.pendingFailsFast && status === Status.Unknown) return [status, 'Error']
    return [status, state]
  }
}

/**
 * The receipt of `transactionId`; waits (the SDK retries UNKNOWN) up to `timeoutMs`.
 * Throws ReceiptStatusError for a failure at consensus, and with `failFastWhenUnknown` a
 * PrecheckStatusError/ReceiptStatusError with status RECEIPT_NOT_FOUND when the network does not know the id,
 * or UNKNOWN when it knows it but it has not reached consensus yet.
 */
export async function fetchReceipt (
  client: Client,
  transactionId: TransactionId,
  timeoutMs: number,
  failFastWhenUnknown = false
): Promise<TransactionReceipt> {
  const query = failFastWhenUnknown ? new ReceiptProbeQuery(true) : new TransactionReceiptQuery()
  return await query.setTransactionId(transactionId).setMaxAttempts(receiptAttempts(client, timeoutMs)).execute(client, timeoutMs)
}

/**
 * Attempts enough to wait out `timeoutMs`. Against nodes at a loopback address (the emulator) the SDK waits only its
 * minimum backoff between attempts, not a growing one, so its default 10 attempts give up on a receipt after about
 * 2.5 s: sooner than consensus on the emulator's `mainnet` profile. The timeout still bounds the wait.
 */
function receiptAttempts (client: Client, timeoutMs: number): number {
  return Math.max(client.maxAttempts, Math.ceil(timeoutMs / Math.max(1, client.minBackoff)))
}

/** What one look at a submission's receipt says, without waiting for consensus. */
export type ReceiptProbe =
  | { kind: 'sequenced', sequenceNumber?: number, runningHash?: string }
  /** Reached consensus and failed; `spent` when retrying with a new id may succeed (throttled, busy, a payer out of hbar). */
  | { kind: 'failed', status: string, spent: boolean }
  /** Known to the node, not at consensus yet. */
  | { kind: 'pending' }
  /** The node does not know the id (never received, dropped and expired, or its receipt is gone). */
  | { kind: 'not-found' }
  /** The question could not be asked (transport, timeout): ask again later. */
  | { kind: 'error', code: string, message: string }

export type Sequenced = Extract<ReceiptProbe, { kind: 'sequenced' }>

export function probeFromReceipt (receipt: TransactionReceipt): Sequenced {
  return {
    kind: 'sequenced',
    sequenceNumber: receipt.topicSequenceNumber?.toNumber(),
    runningHash: receipt.topicRunningHash === null ? undefined : Buffer.from(receipt.topicRunningHash).toString('hex')
  }
}

/** One receipt query for a submission, answered at once whatever the network knows. */
export async function probeReceipt (
  client: Client,
  transactionId: TransactionId,
  timeoutMs: number,
  statusOf: (err: unknown) => string
): Promise<ReceiptProbe> {
  try {
    return probeFromReceipt(await fetchReceipt(client, transactionId, timeoutMs, true))
  } catch (err) {
    const status = statusOf(err)
    if (status === 'UNKNOWN') return { kind: 'pending' }
    if (status === 'RECEIPT_NOT_FOUND') return { kind: 'not-found' }
    if (err instanceof ReceiptStatusError) return { kind: 'failed', status, spent: classifyStatus(status) === 'transient' || conditionOf(status, false) !== undefined }
    return { kind: 'error', code: status, message: err instanceof Error ? err.message : String(err) }
  }
}

import { Status, TransactionReceiptQuery, type Client, type TransactionId, type TransactionReceipt } from '@hashgraph/sdk'

type ShouldRetry = TransactionReceiptQuery['_shouldRetry']

/**
 * A receipt query that reports RECEIPT_NOT_FOUND at once. The SDK retries that status until its request
 * timeout, which is right after a submit (the node may not have it yet) but wrong for the question
 * "does the network know this pinned id at all?" asked on a retry.
 */
class ReceiptProbeQuery extends TransactionReceiptQuery {
  protected override _shouldRetry (...args: Parameters<ShouldRetry>): ReturnType<ShouldRetry> {
    const [status, state] = super._shouldRetry(...args)
    if (status === Status.ReceiptNotFound) return [status, 'Error']
    return [status, state]
  }
}

/**
 * The receipt of `transactionId`; waits (the SDK retries UNKNOWN) up to `timeoutMs`.
 * Throws ReceiptStatusError for a failure at consensus, and with `failFastWhenUnknown` a
 * PrecheckStatusError/ReceiptStatusError with status RECEIPT_NOT_FOUND when the network does not know the id.
 */
export async function fetchReceipt (
  client: Client,
  transactionId: TransactionId,
  timeoutMs: number,
  failFastWhenUnknown = false
): Promise<TransactionReceipt> {
  const query = failFastWhenUnknown ? new ReceiptProbeQuery() : new TransactionReceiptQuery()
  return await query.setTransactionId(transactionId).execute(client, timeoutMs)
}

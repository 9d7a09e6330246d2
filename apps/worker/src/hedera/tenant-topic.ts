import { setTimeout as sleep } from 'node:timers/promises'
import { TopicCreateTransaction, TransactionId, TransactionRecordQuery, type Client, type PublicKey } from '@hashgraph/sdk'
import { fetchReceipt } from './receipt.js'
import { errorStatus } from './submit.js'

export interface OwnedTopicRequest {
  memo?: string
  /** The id an earlier run pinned (the job's data): sent again, never replaced by a new one. */
  transactionId?: string
}

export interface OwnedTopic {
  topicId: string
  transactionId: string
  /** What the network charged, from the transaction record. */
  feeTinybars: string
}

/** How long a creation transaction stays valid: the creation job's retries (1 + 2 + 4 + 8 s) fall well inside it. */
const VALID_DURATION_S = 120

// freezeWith picks only healthy nodes: right after a transport error a one-node network has none for a moment
const UNHEALTHY_PAUSE_MS = 250

/**
 * Sends the creation under its pinned id until a node takes it, within `timeoutMs`; a node that already has the id
 * (DUPLICATE_TRANSACTION: an earlier send got through) counts as taken.
 */
async function sendPinned (client: Client, submitKey: PublicKey, transactionId: TransactionId, request: OwnedTopicRequest, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const tx = new TopicCreateTransaction()
      .setSubmitKey(submitKey)
      .setTransactionId(transactionId)
      .setTransactionValidDuration(VALID_DURATION_S)
    if (request.memo !== undefined) tx.setTopicMemo(request.memo)
    tx.freezeWith(client)
    let status = 'NODES_UNHEALTHY'
    if (tx.isFrozen()) {
      try {
        await tx.execute(client)
        return
      } catch (err) {
        status = errorStatus(err)
        if (status === 'DUPLICATE_TRANSACTION') return
        if (status === 'TRANSACTION_EXPIRED' && request.transactionId !== undefined) {
          throw new CreationOutcomeUnknown(`the pinned creation transaction ${transactionId.toString()} expired with no answer: look it up on the mirror before creating another topic`)
        }
        if (status !== 'NODES_UNHEALTHY') throw err
      }
    }
    if (Date.now() + UNHEALTHY_PAUSE_MS >= deadline) throw new Error(`no node took the creation transaction ${transactionId.toString()} (${status})`)
    await sleep(UNHEALTHY_PAUSE_MS)
  }
}

/** Thrown when a retry can tell nothing more: the pinned transaction expired and its outcome is unknown. */
export class CreationOutcomeUnknown extends Error {}

/**
 * Creates a private topic whose submit key is the operator's own key (the worker signs every message with it as the
 * payer, so no new secret exists), at most once: the transaction id is pinned through `pin` before anything is sent,
 * and a retry sends that same transaction again (the network answers DUPLICATE_TRANSACTION for one it has) and asks
 * for its receipt. A pinned transaction that expired unanswered is not replaced (it may have reached consensus): the
 * job fails naming it.
 */
export async function createOwnedTopic (
  client: Client, request: OwnedTopicRequest, pin: (transactionId: string) => Promise<void>, timeoutMs: number
): Promise<OwnedTopic> {
  const operatorId = client.operatorAccountId
  const operatorKey = client.operatorPublicKey
  if (operatorId === null || operatorKey === null) throw new Error('the worker\'s client has no operator')
  let transactionId: TransactionId
  if (request.transactionId === undefined) {
    transactionId = TransactionId.generate(operatorId)
    await pin(transactionId.toString())
  } else {
    transactionId = TransactionId.fromString(request.transactionId)
  }
  await sendPinned(client, operatorKey, transactionId, request, timeoutMs)
  const receipt = await fetchReceipt(client, transactionId, timeoutMs)
  if (receipt.topicId === null) throw new Error('topic create receipt carries no topic id')
  const record = await new TransactionRecordQuery().setTransactionId(transactionId).execute(client)
  return { topicId: receipt.topicId.toString(), transactionId: transactionId.toString(), feeTinybars: record.transactionFee.toTinybars().toString() }
}

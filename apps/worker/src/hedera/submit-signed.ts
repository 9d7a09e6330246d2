import { setTimeout as sleep } from 'node:timers/promises'
import { ReceiptStatusError, TopicMessageSubmitTransaction, Transaction, type Client } from '@hashgraph/sdk'
import type { KeySigner } from './keys.js'
import { lookupMirrorTransaction } from './mirror.js'
import { fetchReceipt, probeFromReceipt } from './receipt.js'
import { HederaSubmitError, classifyStatus } from './status.js'
import { errorStatus, type SubmitOptions, type SubmitResult } from './submit.js'

export interface SignedSubmitRequest {
  /** The holder-signed `TopicMessageSubmitTransaction`, as the api accepted it. */
  transaction: Uint8Array
  /** Present for a private topic: its signature is added to the holder's (deterministic: every send is the same bytes). */
  submitKey?: KeySigner
  /** An earlier run may have sent it: ask for its receipt before sending. */
  settle: boolean
}

export interface SignedSubmitHooks {
  /** Claims the transaction id for the job before the first send; false: another job holds it. */
  onPinned: (transactionId: string) => Promise<boolean>
}

// Clock skew allowance around the transaction's valid window, as for the worker's own ids.
const SKEW_MS = 10_000
const UNHEALTHY_PAUSE_MS = 250

/** The holder's transaction has expired and never reached consensus: the job fails and its reservation goes. */
function expired (transactionId: string, detail: string): HederaSubmitError {
  return new HederaSubmitError('TRANSACTION_EXPIRED', `the holder-signed transaction expired unsent or unapplied: ${detail}`, { transactionId, final: true })
}

function decode (bytes: Uint8Array): TopicMessageSubmitTransaction {
  let transaction: Transaction
  try {
    transaction = Transaction.fromBytes(bytes)
  } catch (err) {
    throw new HederaSubmitError('INVALID_TRANSACTION_BODY', 'the signed transaction cannot be decoded', { cause: err })
  }
  if (!(transaction instanceof TopicMessageSubmitTransaction) || transaction.transactionId === null) {
    throw new HederaSubmitError('INVALID_TRANSACTION_BODY', 'the signed transaction is not a topic message with a transaction id')
  }
  return transaction
}

type Settled = { kind: 'done', result: SubmitResult } | { kind: 'send' }

/**
 * What an earlier send of this transaction came to: its receipt (applied, failed at consensus, or known and not
 * at consensus yet), else, once it has expired, proof that it never reached consensus (receipts are kept longer than
 * it could take; past them, the mirror node). It is never given a new id: only its holder could sign one.
 */
async function settleEarlier (client: Client, transaction: TopicMessageSubmitTransaction, expiresAt: number, options: SubmitOptions): Promise<Settled> {
  const id = transaction.transactionId
  if (id === null) throw new HederaSubmitError('INVALID_TRANSACTION_BODY', 'no transaction id')
  const transactionId = id.toString()
  try {
    const receipt = await fetchReceipt(client, id, options.receiptTimeoutMs, true)
    return { kind: 'done', result: { transactionId, status: 'SUCCESS', ...withoutProbeKind(probeFromReceipt(receipt)) } }
  } catch (err) {
    const status = errorStatus(err)
    if (status === 'UNKNOWN') return { kind: 'done', result: { transactionId, status: 'ACCEPTED' } }
    // reached consensus unapplied for a passing reason: the id is spent, and only the holder could sign another
    if (err instanceof ReceiptStatusError && classifyStatus(status) === 'transient') throw expired(transactionId, `consensus answered ${status}`)
    if (status !== 'RECEIPT_NOT_FOUND') throw err instanceof HederaSubmitError ? err : new HederaSubmitError(status, (err as Error).message, { cause: err, transactionId })
  }
  const now = (options.now ?? Date.now)()
  if (now < expiresAt + SKEW_MS) return { kind: 'send' }
  const validStart = id.validStart?.toDate().getTime() ?? 0
  // consensus never follows the end of the valid window, and its receipt outlives it: not found means never applied
  if (now < validStart + options.receiptTtlMs - SKEW_MS) throw expired(transactionId, 'its receipt is not found')
  if (options.mirrorUrl === undefined) {
    throw new HederaSubmitError('OUTCOME_UNKNOWN', 'the signed transaction expired and its receipt is gone; set MIRROR_URL to settle it', { transactionId })
  }
  let outcome
  try {
    outcome = await lookupMirrorTransaction(options.mirrorUrl, transactionId, options.mirrorTimeoutMs ?? 10_000)
  } catch (err) {
    throw new HederaSubmitError('MIRROR_UNAVAILABLE', `mirror node lookup failed: ${(err as Error).message}`, { cause: err, transactionId })
  }
  if (!outcome.found || classifyStatus(outcome.result) === 'transient') throw expired(transactionId, 'the mirror node does not show it applied')
  if (outcome.result === 'SUCCESS') return { kind: 'done', result: { transactionId, status: 'SUCCESS' } }
  throw new HederaSubmitError(outcome.result, 'the mirror node reports the signed transaction failed', { transactionId })
}

function withoutProbeKind<T extends { kind: string }> (probe: T): Omit<T, 'kind'> {
  const { kind: _kind, ...rest } = probe
  return rest
}

/**
 * Sends a holder-signed transaction (api ADR 040) exactly as signed: never re-signed, never another transaction id;
 * a private topic's submit key adds its signature (the holder's stays). Sent through a client without an operator, so
 * the SDK adds no signature of ours. A retry asks for the receipt first and resends the same bytes while the
 * transaction is valid; `DUPLICATE_TRANSACTION` means an earlier send was accepted. Once it has expired without
 * reaching consensus, TRANSACTION_EXPIRED (`final`: the job fails and its reservation is released).
 */
export async function submitSignedMessage (
  client: Client, request: SignedSubmitRequest, hooks: SignedSubmitHooks, options: SubmitOptions
): Promise<SubmitResult> {
  const transaction = decode(request.transaction)
  const id = transaction.transactionId
  if (id === null) throw new HederaSubmitError('INVALID_TRANSACTION_BODY', 'no transaction id')
  const transactionId = id.toString()
  const validStart = id.validStart?.toDate().getTime() ?? 0
  const expiresAt = validStart + (transaction.transactionValidDuration ?? 120) * 1000
  if (request.settle) {
    const settled = await settleEarlier(client, transaction, expiresAt, options)
    if (settled.kind === 'done') return settled.result
  } else if ((options.now ?? Date.now)() >= expiresAt) {
    throw expired(transactionId, 'its valid window ended before it could be sent')
  }
  // Claimed before every send (again by a later run: an earlier one may have died before its claim): the indexer
  // finds the job of the message by this id.
  if (!await hooks.onPinned(transactionId)) {
    throw new HederaSubmitError('TRANSACTION_ID_TAKEN', 'another job holds this transaction id', { transactionId })
  }
  const key = request.submitKey
  if (key !== undefined) {
    if (key.signer !== undefined) await transaction.signWith(key.publicKey, key.signer)
    else await transaction.sign(key.privateKey)
  }
  const deadline = Date.now() + options.requestTimeoutMs
  for (;;) {
    try {
      await transaction.execute(client)
      return { transactionId, status: 'ACCEPTED' }
    } catch (err) {
      const status = errorStatus(err)
      // the node already has this id: an earlier send was accepted
      if (status === 'DUPLICATE_TRANSACTION') return { transactionId, status: 'ACCEPTED' }
      // never sent before (a first run): an expired transaction provably never reached consensus
      if (status === 'TRANSACTION_EXPIRED' && !request.settle) throw expired(transactionId, 'the node says its valid window ended')
      if (status !== 'NODES_UNHEALTHY' || Date.now() + UNHEALTHY_PAUSE_MS >= deadline) {
        throw err instanceof HederaSubmitError ? err : new HederaSubmitError(status, err instanceof Error ? err.message : String(err), { cause: err, transactionId })
      }
      await sleep(UNHEALTHY_PAUSE_MS)
    }
  }
}

import { createHash, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { AccountId, BadKeyError, Timestamp, TopicMessageSubmitTransaction, Transaction, TransactionId, type PublicKey } from '@hashgraph/sdk'
import { topicJobId } from '@hcs/protocol'
import type { BurnOperation, TransferOperation } from '@hcs/protocol'
import { AppError } from '../http/errors.js'
import type { Accepted } from '../http/responses.js'
import type { AdmissionCheck } from '../intake/intake-script.js'
import { writableTopic } from '../intake/managed-topic.js'
import { checkedMessage, queuedRecord, submitOperation, tenancyOf, type SubmitDeps } from '../intake/submit.js'
import { may, webhookOwnerOf, type Caller } from '../access/auth.js'
import type { AccountKeys } from './account-keys.js'
import type { NodeIdPicker } from './node-ids.js'
import type { Preparation, PreparationStore } from './preparations.js'

export interface SignedDeps extends SubmitDeps {
  check: AdmissionCheck
  preparations: PreparationStore
  accountKeys: AccountKeys
  nodeIds: NodeIdPicker
  /** SIGNED_VALID_DURATION_S. */
  validDurationS: number
  /** The worker needs a moment to send: a signed transaction this close to its expiry is refused (default 5 s). */
  submitMarginMs?: number
}

/** `201` of a prepare: the unsigned transaction for the holder's wallet, and what it says. */
export interface Prepared {
  preparationId: string
  transactionId: string
  /** base64 of the frozen, unsigned `TopicMessageSubmitTransaction`. */
  transaction: string
  message: string
  topicId: string
  nodeAccountIds: string[]
  expiresAt: string
}

const DEFAULT_SUBMIT_MARGIN_MS = 5_000

function bodyHash (bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url')
}

/**
 * A transaction id of the holder's account, valid from 3 to 8 s ago (against clock skew, as the SDK's own and the
 * worker's are) with random nanoseconds: two prepares for one account never share an id in practice, and the
 * preparation store would refuse to mix them up (each is found by its id).
 */
function holderTransactionId (payer: string, nowMs: number): TransactionId {
  const start = nowMs - 3000 - Math.floor(Math.random() * 5000)
  const nanos = (start % 1000) * 1_000_000 + Math.floor(Math.random() * 1_000_000)
  return TransactionId.withValidStart(AccountId.fromString(payer), new Timestamp(Math.floor(start / 1000), nanos))
}

/**
 * Prepares a holder's transfer or burn: checked against the ledger as the single routes would admit it, reserving
 * nothing, then frozen as a `TopicMessageSubmitTransaction` paid by `from` for the holder to sign. The preparation
 * is kept (Redis) until shortly after the transaction expires.
 */
export async function prepareSigned (
  deps: SignedDeps, input: { operation: TransferOperation | BurnOperation, topicId: string | undefined, caller: Caller, requestId: string }
): Promise<Prepared> {
  const { operation, caller } = input
  const topicId = writableTopic(deps, input.topicId, caller)
  const message = checkedMessage(operation)
  const id = topicJobId(topicId, `s${randomBytes(16).toString('base64url')}`)
  await deps.check({
    jobId: id,
    operation,
    topicId,
    record: queuedRecord(id, operation, topicId, message, input.requestId),
    owner: webhookOwnerOf(caller),
    ...tenancyOf(caller),
    payer: operation.from
  })
  const nowMs = Date.now()
  const transactionId = holderTransactionId(operation.from, nowMs)
  const nodeIds = deps.nodeIds()
  const transaction = new TopicMessageSubmitTransaction()
    .setTopicId(topicId)
    .setMessage(message)
    .setMaxChunks(1)
    .setTransactionId(transactionId)
    .setNodeAccountIds(nodeIds.map((node) => AccountId.fromString(node)))
    .setTransactionValidDuration(deps.validDurationS)
    .freeze()
  const validStartMs = transactionId.validStart?.toDate().getTime() ?? nowMs
  const expiresAt = validStartMs + deps.validDurationS * 1000
  await deps.preparations.save({
    id,
    topicId,
    operation,
    message,
    transactionId: transactionId.toString(),
    nodeIds,
    bodies: transaction.signableNodeBodyBytesList.map((entry) => bodyHash(entry.signableTransactionBodyBytes)),
    expiresAt,
    tenant: caller.tenant
  })
  return {
    preparationId: id,
    transactionId: transactionId.toString(),
    transaction: Buffer.from(transaction.toBytes()).toString('base64'),
    message,
    topicId,
    nodeAccountIds: nodeIds,
    expiresAt: new Date(expiresAt).toISOString()
  }
}

function notASubmit (detail: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'Bad Request', { detail, errors: [{ path: 'transaction', message: detail }] })
}

function unknownPreparation (transactionId: string): AppError {
  return new AppError('PREPARATION_UNKNOWN', 404, 'Not Found', {
    detail: `No preparation of this service matches transaction ${transactionId}: prepare it with POST /api/inscription/{ticker}/transfer/prepare or …/burn/prepare`
  })
}

function altered (what: string): AppError {
  return new AppError('TRANSACTION_ALTERED', 422, 'Unprocessable Content', {
    detail: `The signed transaction is not the prepared one: its ${what} differs. Sign the prepared bytes as they are`
  })
}

function expired (expiresAt: number): AppError {
  return new AppError('TRANSACTION_EXPIRED', 422, 'Unprocessable Content', {
    detail: `The prepared transaction expires at ${new Date(expiresAt).toISOString()}, too soon to be sent: prepare it again`
  })
}

function signatureInvalid (detail: string): AppError {
  return new AppError('SIGNATURE_INVALID', 422, 'Unprocessable Content', { detail })
}

/** Decodes the holder's bytes with the SDK: a single-chunk topic message with a transaction id and a topic. */
function decode (base64: string): { transaction: TopicMessageSubmitTransaction, bytes: Buffer, transactionId: string, topicId: string } {
  const bytes = Buffer.from(base64, 'base64')
  let transaction: Transaction
  try {
    transaction = Transaction.fromBytes(bytes)
  } catch {
    throw notASubmit('transaction is not a serialized Hedera transaction')
  }
  if (!(transaction instanceof TopicMessageSubmitTransaction)) throw notASubmit('transaction must be a TopicMessageSubmitTransaction')
  const transactionId = transaction.transactionId?.toString()
  const topicId = transaction.topicId?.toString()
  if (transactionId === undefined || topicId === undefined) throw notASubmit('transaction names no transaction id or no topic')
  return { transaction, bytes, transactionId, topicId }
}

/** The preparation of this transaction id, on its own topic or (a topic changed after signing) another managed one. */
async function findPreparation (deps: SignedDeps, topicId: string, transactionId: string): Promise<Preparation | undefined> {
  if (deps.topics.has(topicId)) {
    const own = await deps.preparations.find(topicId, transactionId)
    if (own !== undefined) return own
  }
  const others = await Promise.all([...deps.topics].filter((t) => t !== topicId).map(async (t) => await deps.preparations.find(t, transactionId)))
  return others.find((p) => p !== undefined)
}

/** What differs between the signed transaction and its preparation, by field; undefined when it is the same. */
function difference (transaction: TopicMessageSubmitTransaction, topicId: string, preparation: Preparation): string | undefined {
  if (topicId !== preparation.topicId) return 'topic'
  const message = transaction.getMessage()
  if (message === null || Buffer.from(message).toString('utf8') !== preparation.message) return 'message'
  const nodes = (transaction.nodeAccountIds ?? []).map((node) => node.toString())
  if (nodes.length !== preparation.nodeIds.length || nodes.some((node, i) => node !== preparation.nodeIds[i])) return 'node account ids'
  const bodies = transaction.signableNodeBodyBytesList.map((entry) => bodyHash(entry.signableTransactionBodyBytes))
  if (bodies.length !== preparation.bodies.length || bodies.some((body, i) => body !== preparation.bodies[i])) {
    return 'body (fee, memo, valid duration or chunk info)'
  }
  return undefined
}

/**
 * The raw public keys that signed each node's body, as the SDK reads the signature map. A map the SDK cannot read
 * is the holder's bytes at fault, never the service's: a key prefix of one key type's length beside the other
 * type's signature, or a truncated prefix, is `BadKeyError`; whatever else the decoding throws is refused alike.
 */
function signersOf (transaction: TopicMessageSubmitTransaction): string[][] {
  try {
    return transaction.getSignatures().getFlatSignatureList().map((pairs) => [...pairs.keys()].map((signer) => signer.toStringRaw()))
  } catch (err) {
    const why = err instanceof BadKeyError ? `: ${err.message}` : ''
    throw signatureInvalid(`The transaction's signature map cannot be read${why}. Sign the prepared bytes with the payer account's key as they are`)
  }
}

/**
 * True when every node's body carries a signature by `key` and each verifies (SDK `PublicKey.verifyTransaction`,
 * which alone passes a transaction with no signature map at all, hence the signers of each body first).
 */
function signedBy (transaction: TopicMessageSubmitTransaction, signers: string[][], key: PublicKey): boolean {
  const raw = key.toStringRaw()
  if (!signers.every((keys) => keys.includes(raw))) return false
  try {
    return key.verifyTransaction(transaction)
  } catch {
    return false
  }
}

/**
 * The payer's signature, checked against its key from the mirror. Bytes that cannot carry it (an unreadable
 * signature map, a node's body signed by nobody) are refused before the key is read: they cost no mirror read.
 */
async function checkSignature (deps: SignedDeps, transaction: TopicMessageSubmitTransaction, payer: string): Promise<void> {
  const signers = signersOf(transaction)
  if (signers.length !== transaction.signableNodeBodyBytesList.length || signers.some((keys) => keys.length === 0)) {
    throw signatureInvalid(`The transaction is not signed for every node: sign the prepared bytes with the key of its payer account ${payer}`)
  }
  for (const fresh of [false, true]) {
    const found = await deps.accountKeys.keyOf(payer, fresh)
    if (found.kind === 'none') throw signatureInvalid(`The mirror node knows no key of the payer account ${payer}`)
    if (found.kind === 'unsupported') {
      throw signatureInvalid(`The payer account ${payer} has a ${found.type} key: only single ED25519 and ECDSA secp256k1 keys are verified`)
    }
    if (signedBy(transaction, signers, found.key)) return
  }
  throw signatureInvalid(`The transaction does not carry a valid signature by the key of its payer account ${payer} for every node`)
}

/**
 * `POST /api/transactions`: the holder's signed transaction, checked (a prepared one, unaltered, not expiring,
 * signed by the payer's key), then admitted and enqueued as every operation is (intake script, reservation,
 * job record, idempotency by its transaction id). Returns the job's 202 body.
 */
export async function submitSigned (
  deps: SignedDeps, input: { transaction: string, caller: Caller, requestId: string, log?: Pick<FastifyBaseLogger, 'warn'> }
): Promise<Accepted> {
  const { caller } = input
  const { transaction, bytes, transactionId, topicId } = decode(input.transaction)
  const preparation = await findPreparation(deps, topicId, transactionId)
  // another tenant's preparation is answered as one that does not exist
  if (preparation === undefined || (preparation.tenant !== caller.tenant && !may(caller, 'operator'))) throw unknownPreparation(transactionId)
  const what = difference(transaction, topicId, preparation)
  if (what !== undefined) throw altered(what)
  if (Date.now() + (deps.submitMarginMs ?? DEFAULT_SUBMIT_MARGIN_MS) >= preparation.expiresAt) throw expired(preparation.expiresAt)
  const operation = preparation.operation
  if (operation.op !== 'transfer' && operation.op !== 'burn') throw unknownPreparation(transactionId)
  await checkSignature(deps, transaction, operation.from)
  const accepted = await submitOperation(deps, {
    operation,
    topicId: preparation.topicId,
    caller,
    idempotencyKey: undefined,
    requestId: input.requestId,
    log: input.log,
    signed: {
      jobId: preparation.id,
      payer: operation.from,
      transactionId,
      transaction: bytes.toString('base64'),
      fingerprint: createHash('sha256').update(preparation.bodies.join('.')).digest('base64url')
    }
  })
  // no longer one of the tenant's open preparations; should Redis fail here, it leaves the count when it expires
  await deps.preparations.close(preparation).catch((err: unknown) => { input.log?.warn({ err }, 'a submitted preparation is still counted as open until it expires') })
  return accepted
}

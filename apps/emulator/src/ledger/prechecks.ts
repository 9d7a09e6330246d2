import { createHash } from 'node:crypto'
import { proto } from '@hashgraph/proto'
import { createSignatureChecker, type SignatureChecker } from './signatures.js'
import { entityString, fromProtoAccount, fromProtoTxId, nowNs, sameEntity, toNumber, txIdKey, type EntityId, type TxId } from '../ids.js'
import { TX_FEES, type State, type TxName } from './state.js'

export const Code = proto.ResponseCodeEnum

/** The `data` oneof case a gRPC method accepts. */
export type BodyCase = 'consensusCreateTopic' | 'consensusSubmitMessage' | 'consensusUpdateTopic' | 'consensusDeleteTopic' | 'cryptoCreateAccount'

/** A transaction that passed decoding and the node's prechecks. */
export interface CheckedTx {
  body: proto.TransactionBody
  bodyBytes: Uint8Array
  txId: TxId
  key: string
  payer: EntityId
  node: EntityId
  validDuration: number
  /** SHA-384 of the signed transaction bytes: the transaction hash of receipts, records and the mirror. */
  hash: Buffer
  signatures: SignatureChecker
}

export interface PrecheckContext {
  state: State
  nodeAccountId: EntityId
  isDuplicate: (key: string) => boolean
  /** The network's clock (the emulator's fault `clockSkewMs` shifts it); default the real one. */
  nowNs?: () => bigint
}

const NAME_OF: Readonly<Record<BodyCase, TxName>> = {
  consensusCreateTopic: 'CONSENSUSCREATETOPIC',
  consensusSubmitMessage: 'CONSENSUSSUBMITMESSAGE',
  consensusUpdateTopic: 'CONSENSUSUPDATETOPIC',
  consensusDeleteTopic: 'CONSENSUSDELETETOPIC',
  cryptoCreateAccount: 'CRYPTOCREATEACCOUNT'
}

const MAX_VALID_DURATION_S = 180
const MIN_VALID_DURATION_S = 15
const MAX_MEMO_BYTES = 100
// The SDK's clocks and ours are the same machine's clock, but allow a little skew all the same.
const FUTURE_SKEW_NS = 2_000_000_000n

function decode (bytes: Uint8Array): { bodyBytes: Uint8Array, sigMap: proto.ISignatureMap | null | undefined, signed: Uint8Array } | undefined {
  try {
    const tx = proto.Transaction.decode(bytes)
    if (tx.signedTransactionBytes != null && tx.signedTransactionBytes.length > 0) {
      const signed = proto.SignedTransaction.decode(tx.signedTransactionBytes)
      if (signed.bodyBytes == null || signed.bodyBytes.length === 0) return undefined
      return { bodyBytes: signed.bodyBytes, sigMap: signed.sigMap, signed: tx.signedTransactionBytes }
    }
    // Deprecated form: body bytes and signatures directly in the Transaction.
    if (tx.bodyBytes != null && tx.bodyBytes.length > 0) return { bodyBytes: tx.bodyBytes, sigMap: tx.sigMap, signed: bytes }
  } catch {
    return undefined
  }
  return undefined
}

/** Runs the node's prechecks; returns the failing response code or the checked transaction. */
export function precheck (bytes: Uint8Array, expected: BodyCase, ctx: PrecheckContext): CheckedTx | number {
  const decoded = decode(bytes)
  if (decoded === undefined) return Code.INVALID_TRANSACTION
  let body: proto.TransactionBody
  try {
    body = proto.TransactionBody.decode(decoded.bodyBytes)
  } catch {
    return Code.INVALID_TRANSACTION_BODY
  }
  if (body.data !== expected) return Code.INVALID_TRANSACTION_BODY
  const txId = fromProtoTxId(body.transactionID)
  if (txId === undefined) return Code.INVALID_TRANSACTION_ID
  const node = fromProtoAccount(body.nodeAccountID)
  if (!sameEntity(node, ctx.nodeAccountId) || node === undefined) return Code.INVALID_NODE_ACCOUNT
  const validDuration = toNumber(body.transactionValidDuration?.seconds)
  if (validDuration < MIN_VALID_DURATION_S || validDuration > MAX_VALID_DURATION_S) return Code.INVALID_TRANSACTION_DURATION
  const now = (ctx.nowNs ?? nowNs)()
  if (txId.validStartNs > now + FUTURE_SKEW_NS) return Code.INVALID_TRANSACTION_START
  if (txId.validStartNs + BigInt(validDuration) * 1_000_000_000n <= now) return Code.TRANSACTION_EXPIRED
  if (Buffer.byteLength(body.memo ?? '', 'utf8') > MAX_MEMO_BYTES) return Code.MEMO_TOO_LONG
  if (body.memo?.includes('\u0000') === true) return Code.INVALID_ZERO_BYTE_IN_STRING
  if (txId.scheduled) return Code.TRANSACTION_ID_FIELD_NOT_ALLOWED
  const payerAccount = ctx.state.accounts.get(entityString(txId.payer))
  if (payerAccount === undefined) return Code.PAYER_ACCOUNT_NOT_FOUND
  const key = txIdKey(txId)
  if (ctx.isDuplicate(key)) return Code.DUPLICATE_TRANSACTION
  const signatures = createSignatureChecker(decoded.bodyBytes, decoded.sigMap)
  if (!signatures.satisfies(payerAccount.key)) return Code.INVALID_SIGNATURE
  // the payer's balance must cover the fee it will be charged at consensus
  if (payerAccount.balance < BigInt(TX_FEES[NAME_OF[expected]])) return Code.INSUFFICIENT_PAYER_BALANCE
  const bodyCheck = checkBody(body)
  if (bodyCheck !== Code.OK) return bodyCheck
  return {
    body,
    bodyBytes: decoded.bodyBytes,
    txId,
    key,
    payer: txId.payer,
    node,
    validDuration,
    hash: createHash('sha384').update(decoded.signed).digest(),
    signatures
  }
}

/** Field checks that a node does before the transaction reaches consensus ("pure checks"). */
function checkBody (body: proto.TransactionBody): number {
  const submit = body.consensusSubmitMessage
  if (submit != null) {
    if (submit.topicID == null) return Code.INVALID_TOPIC_ID
    if (submit.message == null || submit.message.length === 0) return Code.INVALID_TOPIC_MESSAGE
    const chunk = submit.chunkInfo
    if (chunk != null && ((chunk.total ?? 0) < 1 || (chunk.number ?? 0) < 1)) return Code.INVALID_CHUNK_NUMBER
  }
  const create = body.consensusCreateTopic
  if (create != null && Buffer.byteLength(create.memo ?? '', 'utf8') > MAX_MEMO_BYTES) return Code.MEMO_TOO_LONG
  const update = body.consensusUpdateTopic
  if (update != null && update.topicID == null) return Code.INVALID_TOPIC_ID
  const del = body.consensusDeleteTopic
  if (del != null && del.topicID == null) return Code.INVALID_TOPIC_ID
  return Code.OK
}

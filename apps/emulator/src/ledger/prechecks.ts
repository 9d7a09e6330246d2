import { createHash } from 'node:crypto'
import { proto } from '@hashgraph/proto'
import { createSignatureChecker, type SignatureChecker } from './signatures.js'
import { entityString, fromProtoAccount, fromProtoTxId, nowNs, sameEntity, toBigInt, toNumber, txIdKey, type EntityId, type TxId } from '../ids.js'
import type { Fees } from './fees.js'
import type { State, TxName } from './state.js'

export const Code = proto.ResponseCodeEnum

/** The `data` oneof case a gRPC method accepts. */
export type BodyCase = 'consensusCreateTopic' | 'consensusSubmitMessage' | 'consensusUpdateTopic' | 'consensusDeleteTopic' | 'cryptoCreateAccount' | 'cryptoTransfer'

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
  /** Its fee in tinybars (by type, size and signatures): at most its max fee, charged at consensus. */
  fee: number
}

export interface PrecheckContext {
  state: State
  nodeAccountId: EntityId
  isDuplicate: (key: string) => boolean
  fees: Fees
  /** The network's clock (the emulator's fault `clockSkewMs` shifts it); default the real one. */
  nowNs?: () => bigint
}

const NAME_OF: Readonly<Record<BodyCase, TxName>> = {
  consensusCreateTopic: 'CONSENSUSCREATETOPIC',
  consensusSubmitMessage: 'CONSENSUSSUBMITMESSAGE',
  consensusUpdateTopic: 'CONSENSUSUPDATETOPIC',
  consensusDeleteTopic: 'CONSENSUSDELETETOPIC',
  cryptoCreateAccount: 'CRYPTOCREATEACCOUNT',
  cryptoTransfer: 'CRYPTOTRANSFER'
}

const MAX_VALID_DURATION_S = 180
const MIN_VALID_DURATION_S = 15
const MAX_MEMO_BYTES = 100
/** Mainnet's limit on a transaction's size, signatures included (`TRANSACTION_OVERSIZE` past it). */
export const MAX_TRANSACTION_BYTES = 6144
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

/** Runs the node's prechecks, in mainnet's order: size, form, pure checks, payer, fee, balance, signature. */
export function precheck (bytes: Uint8Array, expected: BodyCase, ctx: PrecheckContext): CheckedTx | number {
  if (bytes.length > MAX_TRANSACTION_BYTES) return Code.TRANSACTION_OVERSIZE
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
  const memoCheck = checkMemo(body.memo ?? '')
  if (memoCheck !== Code.OK) return memoCheck
  if (txId.scheduled) return Code.TRANSACTION_ID_FIELD_NOT_ALLOWED
  const bodyCheck = checkBody(body)
  if (bodyCheck !== Code.OK) return bodyCheck
  const payerAccount = ctx.state.accounts.get(entityString(txId.payer))
  if (payerAccount === undefined) return Code.PAYER_ACCOUNT_NOT_FOUND
  const key = txIdKey(txId)
  if (ctx.isDuplicate(key)) return Code.DUPLICATE_TRANSACTION
  const fee = ctx.fees.transaction(NAME_OF[expected], { bytes: bytes.length, signatures: decoded.sigMap?.sigPair?.length ?? 0 })
  if (toBigInt(body.transactionFee) < BigInt(fee)) return Code.INSUFFICIENT_TX_FEE
  // the payer's balance must cover the fee it will be charged at consensus
  if (payerAccount.balance < BigInt(fee)) return Code.INSUFFICIENT_PAYER_BALANCE
  const signatures = createSignatureChecker(decoded.bodyBytes, decoded.sigMap)
  if (!signatures.satisfies(payerAccount.key)) return Code.INVALID_SIGNATURE
  return {
    body,
    bodyBytes: decoded.bodyBytes,
    txId,
    key,
    payer: txId.payer,
    node,
    validDuration,
    hash: createHash('sha384').update(decoded.signed).digest(),
    signatures,
    fee
  }
}

/** A memo's checks, the transaction's at precheck and a topic's at consensus: at most 100 bytes of UTF-8, no zero byte. */
export function checkMemo (memo: string): number {
  if (Buffer.byteLength(memo, 'utf8') > MAX_MEMO_BYTES) return Code.MEMO_TOO_LONG
  if (memo.includes('\u0000')) return Code.INVALID_ZERO_BYTE_IN_STRING
  return Code.OK
}

/**
 * HIP-991's fields (a topic's fee schedule key, fee-exempt keys and custom fees; a submit's max custom fees): this node
 * does not implement topic custom fees and refuses them rather than accept and drop them (ADR 051).
 */
function usesCustomFees (body: proto.TransactionBody): boolean {
  if ((body.maxCustomFees ?? []).length > 0) return true
  const create = body.consensusCreateTopic
  if (create != null && (create.feeScheduleKey != null || (create.feeExemptKeyList ?? []).length > 0 || (create.customFees ?? []).length > 0)) return true
  const update = body.consensusUpdateTopic
  return update != null && (update.feeScheduleKey != null || update.feeExemptKeyList != null || update.customFees != null)
}

/** Field checks that a node does before the transaction reaches consensus ("pure checks"). */
function checkBody (body: proto.TransactionBody): number {
  if (usesCustomFees(body)) return Code.NOT_SUPPORTED
  const submit = body.consensusSubmitMessage
  if (submit != null) {
    if (submit.topicID == null) return Code.INVALID_TOPIC_ID
    if (submit.message == null || submit.message.length === 0) return Code.INVALID_TOPIC_MESSAGE
    const chunk = submit.chunkInfo
    if (chunk != null && ((chunk.total ?? 0) < 1 || (chunk.number ?? 0) < 1)) return Code.INVALID_CHUNK_NUMBER
  }
  const update = body.consensusUpdateTopic
  if (update != null && update.topicID == null) return Code.INVALID_TOPIC_ID
  const del = body.consensusDeleteTopic
  if (del != null && del.topicID == null) return Code.INVALID_TOPIC_ID
  const transfer = body.cryptoTransfer
  if (transfer != null) {
    if ((transfer.tokenTransfers ?? []).length > 0) return Code.NOT_SUPPORTED
    const amounts = transfer.transfers?.accountAmounts ?? []
    if (amounts.some((a) => fromProtoAccount(a.accountID) === undefined)) return Code.INVALID_ACCOUNT_ID
    if (amounts.reduce((sum, a) => sum + toBigInt(a.amount), 0n) !== 0n) return Code.INVALID_ACCOUNT_AMOUNTS
  }
  return Code.OK
}

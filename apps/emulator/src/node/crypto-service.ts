import { proto } from '@hashgraph/proto'
import { RUNNING_HASH_VERSION } from '@hcs/protocol'
import type * as grpc from '@grpc/grpc-js'
import type { Logger } from 'pino'
import { Code } from '../ledger/prechecks.js'
import { addRawService, notSupportedHandler, transactionHandler, type TransactionContext } from './grpc-server.js'
import { decodeQuery, encodeResponse, isCostAnswer, responseHeader } from './queries.js'
import { TX_FEES, encodeKey, type TxEvent } from '../ledger/state.js'
import { entityString, fromProtoAccount, fromProtoTxId, long, mirrorToNs, nsToTimestamp, parseEntity, parseTxIdString, toBigInt, toProtoAccount, toProtoTopic, toProtoTxId, txIdKey } from '../ids.js'
import type { Decide } from '../ledger/hedera-ledger.js'
import { isValidKey } from '../ledger/signatures.js'

const EXCHANGE_RATE: proto.IExchangeRateSet = {
  currentRate: { hbarEquiv: 30_000, centEquiv: 150_000, expirationTime: { seconds: long(4_102_444_800) } },
  nextRate: { hbarEquiv: 30_000, centEquiv: 150_000, expirationTime: { seconds: long(4_102_448_400) } }
}

function receiptOf (event: TxEvent): proto.ITransactionReceipt {
  const status = Code[event.status as keyof typeof Code] ?? Code.UNKNOWN
  const receipt: proto.ITransactionReceipt = { status, exchangeRate: EXCHANGE_RATE }
  if (event.status !== 'SUCCESS') return receipt
  const entity = event.entity !== undefined ? parseEntity(event.entity) : undefined
  if (event.name === 'CONSENSUSCREATETOPIC' && entity !== undefined) {
    receipt.topicID = toProtoTopic(entity)
  }
  if (event.name === 'CRYPTOCREATEACCOUNT' && entity !== undefined) receipt.accountID = toProtoAccount(entity)
  if (event.message !== undefined) {
    receipt.topicSequenceNumber = long(event.message.seq)
    receipt.topicRunningHash = Buffer.from(event.message.runningHash, 'base64')
    receipt.topicRunningHashVersion = long(RUNNING_HASH_VERSION)
  }
  return receipt
}

function protoTxIdOf (key: string): proto.ITransactionID {
  const parsed = parseTxIdString(key.split('/')[0] ?? '')
  if (parsed === undefined) return {}
  const nonce = Number(key.split('/')[1] ?? '0')
  return toProtoTxId({ ...parsed, nonce })
}

function recordOf (event: TxEvent): proto.ITransactionRecord {
  const payer = parseEntity(event.txId.split('@')[0] ?? '') ?? [0, 0, 0]
  const node = parseEntity(event.node) ?? [0, 0, 3]
  return {
    receipt: receiptOf(event),
    transactionHash: Buffer.from(event.hash, 'base64'),
    consensusTimestamp: nsToTimestamp(mirrorToNs(event.consensus) ?? 0n),
    transactionID: protoTxIdOf(event.txId),
    memo: event.memo,
    transactionFee: long(event.fee),
    transferList: {
      accountAmounts: [
        { accountID: toProtoAccount(payer), amount: long(-event.fee) },
        { accountID: toProtoAccount(node), amount: long(event.fee) }
      ]
    }
  }
}

function getReceipt (ctx: TransactionContext, request: Buffer): Buffer {
  const query = decodeQuery(request).transactionGetReceipt
  const header = query?.header
  const txId = fromProtoTxId(query?.transactionID)
  const reply = (code: number, receipt?: proto.ITransactionReceipt): Buffer =>
    encodeResponse({ transactionGetReceipt: { header: responseHeader(header, code, false), ...(receipt !== undefined ? { receipt } : {}) } })
  if (txId === undefined) return reply(Code.INVALID_TRANSACTION_ID)
  const found = ctx.ledger.lookup(txIdKey(txId))
  if (found === undefined) return reply(Code.RECEIPT_NOT_FOUND)
  if (found === 'pending') return reply(Code.OK, { status: Code.UNKNOWN })
  return reply(Code.OK, receiptOf(found))
}

function getRecord (ctx: TransactionContext, request: Buffer): Buffer {
  const query = decodeQuery(request).transactionGetRecord
  const header = query?.header
  const txId = fromProtoTxId(query?.transactionID)
  const reply = (code: number, record?: proto.ITransactionRecord): Buffer =>
    encodeResponse({ transactionGetRecord: { header: responseHeader(header, code, true), ...(record !== undefined ? { transactionRecord: record } : {}) } })
  if (txId === undefined) return reply(Code.INVALID_TRANSACTION_ID)
  const found = ctx.ledger.lookup(txIdKey(txId))
  if (found === undefined || found === 'pending') return reply(Code.RECORD_NOT_FOUND)
  if (isCostAnswer(header)) return reply(Code.OK)
  return reply(Code.OK, recordOf(found))
}

function getBalance (ctx: TransactionContext, request: Buffer): Buffer {
  const query = decodeQuery(request).cryptogetAccountBalance
  const header = query?.header
  const id = fromProtoAccount(query?.accountID)
  const account = id !== undefined ? ctx.ledger.state.accounts.get(entityString(id)) : undefined
  if (id === undefined || account === undefined) {
    return encodeResponse({ cryptogetAccountBalance: { header: responseHeader(header, Code.INVALID_ACCOUNT_ID, false) } })
  }
  return encodeResponse({
    cryptogetAccountBalance: { header: responseHeader(header, Code.OK, false), accountID: toProtoAccount(id), balance: long(account.balance) }
  })
}

/**
 * An account's info: its id, key and balance. The SDK's ping asks its cost (a paid query's COST_ANSWER),
 * so the cost is answered as for the other paid queries; the payment itself is not charged.
 */
function getAccountInfo (ctx: TransactionContext, request: Buffer): Buffer {
  const query = decodeQuery(request).cryptoGetInfo
  const header = query?.header
  const id = fromProtoAccount(query?.accountID)
  const account = id !== undefined ? ctx.ledger.state.accounts.get(entityString(id)) : undefined
  if (id === undefined || account === undefined) return encodeResponse({ cryptoGetInfo: { header: responseHeader(header, Code.INVALID_ACCOUNT_ID, true) } })
  if (isCostAnswer(header)) return encodeResponse({ cryptoGetInfo: { header: responseHeader(header, Code.OK, true) } })
  return encodeResponse({
    cryptoGetInfo: {
      header: responseHeader(header, Code.OK, true),
      accountInfo: { accountID: toProtoAccount(id), key: account.key, balance: long(account.balance) }
    }
  })
}

function createAccountDecider (ctx: TransactionContext): Decide {
  return (tx) => {
    const body = tx.body.cryptoCreateAccount ?? {}
    const key = body.key
    if (key == null) return { status: Code.KEY_REQUIRED }
    if (!isValidKey(key)) return { status: Code.BAD_ENCODING }
    const initial = toBigInt(body.initialBalance)
    if (initial < 0n) return { status: Code.INVALID_INITIAL_BALANCE }
    const payer = ctx.ledger.state.accounts.get(entityString(tx.payer))
    if (payer === undefined || payer.balance < initial + BigInt(TX_FEES.CRYPTOCREATEACCOUNT)) return { status: Code.INSUFFICIENT_PAYER_BALANCE }
    if (body.receiverSigRequired === true && !tx.signatures.satisfies(key)) return { status: Code.INVALID_SIGNATURE }
    return {
      status: Code.SUCCESS,
      entity: ctx.ledger.nextEntityId(),
      account: { key: encodeKey(key), balance: initial.toString(), memo: body.memo ?? '' }
    }
  }
}

export function addCryptoService (server: grpc.Server, ctx: TransactionContext, log: Logger): void {
  addRawService(server, {
    service: 'proto.CryptoService',
    unary: {
      createAccount: transactionHandler(ctx, 'cryptoCreateAccount', 'CRYPTOCREATEACCOUNT', createAccountDecider(ctx)),
      // Registered so the SDK gets a clean precheck code instead of gRPC UNIMPLEMENTED.
      cryptoTransfer: notSupportedHandler(),
      updateAccount: notSupportedHandler(),
      cryptoDelete: notSupportedHandler(),
      getTransactionReceipts: (request) => getReceipt(ctx, request),
      getTxRecordByTxID: (request) => getRecord(ctx, request),
      cryptoGetBalance: (request) => getBalance(ctx, request),
      getAccountInfo: (request) => getAccountInfo(ctx, request)
    }
  }, log, ctx.faults.roundTripMs)
}

import { proto } from '@hashgraph/proto'
import { RUNNING_HASH_VERSION } from '@hcs/protocol'
import type * as grpc from '@grpc/grpc-js'
import type { Logger } from 'pino'
import { Code, checkMemo } from '../ledger/prechecks.js'
import { addRawService, notSupportedHandler, transactionHandler, type TransactionContext } from './grpc-server.js'
import { decodeQuery, encodeResponse, isCostAnswer, responseHeader } from './queries.js'
import { checkQueryPayment } from './query-payment.js'
import { DEFAULT_AUTO_RENEW_S, encodeKey, netTransfers, type TxEvent } from '../ledger/state.js'
import { exchangeRateSet, type Fees } from '../ledger/fees.js'
import { entityString, fromProtoAccount, fromProtoTxId, long, mirrorToNs, nsToTimestamp, parseEntity, parseTxIdString, toBigInt, toNumber, toProtoAccount, toProtoTopic, toProtoTxId, txIdKey } from '../ids.js'
import type { Decide } from '../ledger/hedera-ledger.js'
import { isValidKey } from '../ledger/signatures.js'

/** The rate set a receipt carries: the one in force at its consensus time (built once an hour: every receipt asks). */
function exchangeRates (fees: Fees): (consensusNs: bigint) => proto.IExchangeRateSet {
  let cached: { hourEnd: number, set: proto.IExchangeRateSet } | undefined
  return (consensusNs) => {
    const { current, next } = exchangeRateSet(fees.rate, consensusNs)
    if (cached?.hourEnd === current.expirationTime) return cached.set
    const toProto = (r: typeof current): proto.IExchangeRate => ({ hbarEquiv: r.hbarEquivalent, centEquiv: r.centEquivalent, expirationTime: { seconds: long(r.expirationTime) } })
    cached = { hourEnd: current.expirationTime, set: { currentRate: toProto(current), nextRate: toProto(next) } }
    return cached.set
  }
}

type RatesAt = (consensusNs: bigint) => proto.IExchangeRateSet

function receiptOf (event: TxEvent, rates: RatesAt): proto.ITransactionReceipt {
  const status = Code[event.status as keyof typeof Code] ?? Code.UNKNOWN
  const receipt: proto.ITransactionReceipt = { status, exchangeRate: rates(mirrorToNs(event.consensus) ?? 0n) }
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

function recordOf (event: TxEvent, rates: RatesAt): proto.ITransactionRecord {
  const transfers = netTransfers(event)
  return {
    receipt: receiptOf(event, rates),
    transactionHash: Buffer.from(event.hash, 'base64'),
    consensusTimestamp: nsToTimestamp(mirrorToNs(event.consensus) ?? 0n),
    transactionID: protoTxIdOf(event.txId),
    memo: event.memo,
    transactionFee: long(event.fee),
    transferList: {
      accountAmounts: [...transfers].map(([account, amount]) => ({ accountID: toProtoAccount(parseEntity(account) ?? [0, 0, 0]), amount: long(amount) }))
    }
  }
}

function getReceipt (ctx: TransactionContext, rates: RatesAt, request: Buffer): Buffer {
  const query = decodeQuery(request).transactionGetReceipt
  const header = query?.header
  const txId = fromProtoTxId(query?.transactionID)
  const reply = (code: number, receipt?: proto.ITransactionReceipt): Buffer =>
    encodeResponse({ transactionGetReceipt: { header: responseHeader(header, code), ...(receipt !== undefined ? { receipt } : {}) } })
  if (txId === undefined) return reply(Code.INVALID_TRANSACTION_ID)
  const found = ctx.ledger.lookup(txIdKey(txId))
  if (found === undefined) return reply(Code.RECEIPT_NOT_FOUND)
  if (found === 'pending') return reply(Code.OK, { status: Code.UNKNOWN })
  return reply(Code.OK, receiptOf(found, rates))
}

function getRecord (ctx: TransactionContext, rates: RatesAt, request: Buffer): Buffer {
  const query = decodeQuery(request).transactionGetRecord
  const header = query?.header
  const txId = fromProtoTxId(query?.transactionID)
  const cost = ctx.ledger.fees.query('TransactionGetRecord')
  const reply = (code: number, record?: proto.ITransactionRecord): Buffer =>
    encodeResponse({ transactionGetRecord: { header: responseHeader(header, code, cost), ...(record !== undefined ? { transactionRecord: record } : {}) } })
  const payment = checkQueryPayment(ctx, header, 'TransactionGetRecord')
  if (payment.code !== Code.OK) return reply(payment.code)
  if (txId === undefined) return reply(Code.INVALID_TRANSACTION_ID)
  const found = ctx.ledger.lookup(txIdKey(txId))
  if (found === undefined || found === 'pending') return reply(Code.RECORD_NOT_FOUND)
  if (isCostAnswer(header)) return reply(Code.OK)
  payment.charge()
  return reply(Code.OK, recordOf(found, rates))
}

function getBalance (ctx: TransactionContext, request: Buffer): Buffer {
  const query = decodeQuery(request).cryptogetAccountBalance
  const header = query?.header
  const id = fromProtoAccount(query?.accountID)
  const account = id !== undefined ? ctx.ledger.state.accounts.get(entityString(id)) : undefined
  if (id === undefined || account === undefined) {
    return encodeResponse({ cryptogetAccountBalance: { header: responseHeader(header, Code.INVALID_ACCOUNT_ID) } })
  }
  return encodeResponse({
    cryptogetAccountBalance: { header: responseHeader(header, Code.OK), accountID: toProtoAccount(id), balance: long(account.balance) }
  })
}

/** An account's info (CryptoGetInfo, a paid query): its id, key, balance and what it was created with. */
function getAccountInfo (ctx: TransactionContext, request: Buffer): Buffer {
  const query = decodeQuery(request).cryptoGetInfo
  const header = query?.header
  const cost = ctx.ledger.fees.query('CryptoGetInfo')
  const reply = (code: number): Buffer => encodeResponse({ cryptoGetInfo: { header: responseHeader(header, code, cost) } })
  const payment = checkQueryPayment(ctx, header, 'CryptoGetInfo')
  if (payment.code !== Code.OK) return reply(payment.code)
  const id = fromProtoAccount(query?.accountID)
  const account = id !== undefined ? ctx.ledger.state.accounts.get(entityString(id)) : undefined
  if (id === undefined || account === undefined) return reply(Code.INVALID_ACCOUNT_ID)
  if (isCostAnswer(header)) return reply(Code.OK)
  payment.charge()
  return encodeResponse({
    cryptoGetInfo: {
      header: responseHeader(header, Code.OK, cost),
      accountInfo: {
        accountID: toProtoAccount(id),
        key: account.key,
        balance: long(account.balance),
        memo: account.memo,
        receiverSigRequired: account.receiverSigRequired,
        autoRenewPeriod: { seconds: long(account.autoRenewPeriod) },
        // a genesis account has no creation time: it renews itself, a period ahead of now
        expirationTime: nsToTimestamp((account.createdNs ?? ctx.ledger.nowNs()) + BigInt(account.autoRenewPeriod) * 1_000_000_000n),
        maxAutomaticTokenAssociations: account.maxAutoAssociations,
        ledgerId: Buffer.from([0x03])
      }
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
    if (payer === undefined || payer.balance < initial + BigInt(tx.fee)) return { status: Code.INSUFFICIENT_PAYER_BALANCE }
    if (body.receiverSigRequired === true && !tx.signatures.satisfies(key)) return { status: Code.INVALID_SIGNATURE }
    const memo = checkMemo(body.memo ?? '')
    if (memo !== Code.OK) return { status: memo }
    const staked = fromProtoAccount(body.stakedAccountId)
    return {
      status: Code.SUCCESS,
      entity: ctx.ledger.nextEntityId(),
      account: {
        key: encodeKey(key),
        balance: initial.toString(),
        memo: body.memo ?? '',
        autoRenewPeriod: toNumber(body.autoRenewPeriod?.seconds) || DEFAULT_AUTO_RENEW_S,
        receiverSigRequired: body.receiverSigRequired === true,
        maxAutoAssociations: body.maxAutomaticTokenAssociations ?? 0,
        declineReward: body.declineReward === true,
        ...(body.stakedNodeId != null ? { stakedNodeId: toNumber(body.stakedNodeId) } : {}),
        ...(staked !== undefined ? { stakedAccountId: entityString(staked) } : {})
      }
    }
  }
}

export function addCryptoService (server: grpc.Server, ctx: TransactionContext, log: Logger): void {
  const rates = exchangeRates(ctx.ledger.fees)
  addRawService(server, {
    service: 'proto.CryptoService',
    unary: {
      createAccount: transactionHandler(ctx, 'cryptoCreateAccount', 'CRYPTOCREATEACCOUNT', createAccountDecider(ctx)),
      // Registered so the SDK gets a clean precheck code instead of gRPC UNIMPLEMENTED.
      cryptoTransfer: notSupportedHandler(),
      updateAccount: notSupportedHandler(),
      cryptoDelete: notSupportedHandler(),
      getTransactionReceipts: (request) => getReceipt(ctx, rates, request),
      getTxRecordByTxID: (request) => getRecord(ctx, rates, request),
      cryptoGetBalance: (request) => getBalance(ctx, request),
      getAccountInfo: (request) => getAccountInfo(ctx, request)
    }
  }, log, ctx.faults.roundTripMs)
}

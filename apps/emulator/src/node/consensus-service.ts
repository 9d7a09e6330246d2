import { createHash } from 'node:crypto'
import { proto } from '@hashgraph/proto'
import { MAX_MESSAGE_BYTES, computeRunningHash } from '@hcs/protocol'
import { Code, checkMemo, type CheckedTx } from '../ledger/prechecks.js'
import { addRawService, transactionHandler, type TransactionContext } from './grpc-server.js'
import { decodeQuery, encodeResponse, isCostAnswer, responseHeader } from './queries.js'
import { checkQueryPayment } from './query-payment.js'
import { DEFAULT_AUTO_RENEW_S, encodeKey, type Topic, type TxEvent } from '../ledger/state.js'
import { entityString, fromProtoAccount, fromProtoTopic, fromProtoTxId, long, nsToTimestamp, parseEntity, toNumber, toProtoAccount, toProtoTopic, txIdKey } from '../ids.js'
import type { Decide } from '../ledger/hedera-ledger.js'
import { isValidKey } from '../ledger/signatures.js'
import type * as grpc from '@grpc/grpc-js'
import type { Logger } from 'pino'

const MIN_AUTO_RENEW_S = 6999999
const MAX_AUTO_RENEW_S = 8000001
/** How far ahead an expiry may be set (mainnet's `entities.maxLifetime`, 100 years). */
const MAX_LIFETIME_S = 3_153_600_000
const NS_PER_S = 1_000_000_000n

function liveTopic (ctx: TransactionContext, id: proto.ITopicID | null | undefined): Topic | undefined {
  const entity = fromProtoTopic(id)
  const topic = entity !== undefined ? ctx.ledger.state.topics.get(entityString(entity)) : undefined
  return topic !== undefined && !topic.deleted ? topic : undefined
}

function createTopicDecider (ctx: TransactionContext): Decide {
  return (tx, consensusNs) => {
    const body = tx.body.consensusCreateTopic ?? {}
    const memo = checkMemo(body.memo ?? '')
    if (memo !== Code.OK) return { status: memo }
    const renew = toNumber(body.autoRenewPeriod?.seconds) || DEFAULT_AUTO_RENEW_S
    if (renew < MIN_AUTO_RENEW_S || renew > MAX_AUTO_RENEW_S) return { status: Code.AUTORENEW_DURATION_NOT_IN_RANGE }
    if (body.adminKey != null && !isValidKey(body.adminKey)) return { status: Code.BAD_ENCODING }
    if (body.submitKey != null && !isValidKey(body.submitKey)) return { status: Code.BAD_ENCODING }
    if (body.adminKey != null && !tx.signatures.satisfies(body.adminKey)) return { status: Code.INVALID_SIGNATURE }
    const autoRenew = fromProtoAccount(body.autoRenewAccount)
    if (autoRenew !== undefined) {
      const account = ctx.ledger.state.accounts.get(entityString(autoRenew))
      if (account === undefined) return { status: Code.INVALID_AUTORENEW_ACCOUNT }
      if (!tx.signatures.satisfies(account.key)) return { status: Code.INVALID_SIGNATURE }
    }
    return {
      status: Code.SUCCESS,
      entity: ctx.ledger.nextEntityId(),
      topic: {
        memo: body.memo ?? '',
        ...(body.adminKey != null ? { adminKey: encodeKey(body.adminKey) } : {}),
        ...(body.submitKey != null ? { submitKey: encodeKey(body.submitKey) } : {}),
        ...(autoRenew !== undefined ? { autoRenewAccount: entityString(autoRenew) } : {}),
        autoRenewPeriod: renew,
        expiry: Number(consensusNs / NS_PER_S) + renew
      }
    }
  }
}

function chunkCheck (tx: CheckedTx, chunk: proto.IConsensusMessageChunkInfo): number {
  const number = chunk.number ?? 0
  const total = chunk.total ?? 0
  if (number > total) return Code.INVALID_CHUNK_NUMBER
  const initial = fromProtoTxId(chunk.initialTransactionID)
  if (initial === undefined) return Code.INVALID_CHUNK_TRANSACTION_ID
  if (entityString(initial.payer) !== entityString(tx.payer)) return Code.INVALID_CHUNK_TRANSACTION_ID
  if (number === 1 && txIdKey(initial) !== tx.key) return Code.INVALID_CHUNK_TRANSACTION_ID
  return Code.OK
}

function submitDecider (ctx: TransactionContext): Decide {
  return (tx, consensusNs) => {
    const body = tx.body.consensusSubmitMessage ?? {}
    const topic = liveTopic(ctx, body.topicID)
    if (topic === undefined) return { status: Code.INVALID_TOPIC_ID }
    if (topic.submitKey !== undefined && !tx.signatures.satisfies(topic.submitKey)) return { status: Code.INVALID_SIGNATURE }
    const message = body.message ?? new Uint8Array()
    if (message.length > MAX_MESSAGE_BYTES) return { status: Code.MESSAGE_SIZE_TOO_LARGE }
    const chunk = body.chunkInfo
    if (chunk != null) {
      const code = chunkCheck(tx, chunk)
      if (code !== Code.OK) return { status: code }
    }
    const seq = topic.sequenceNumber + 1
    const runningHash = computeRunningHash({
      previous: topic.runningHash,
      payer: tx.payer,
      topic: topic.entity,
      consensusSeconds: consensusNs / 1_000_000_000n,
      consensusNanos: Number(consensusNs % 1_000_000_000n),
      sequenceNumber: BigInt(seq),
      message
    })
    const initial = chunk != null ? fromProtoTxId(chunk.initialTransactionID) : undefined
    const corrupt = ctx.faults.take('corruptRunningHash')
    return {
      status: Code.SUCCESS,
      entity: topic.id,
      message: {
        seq,
        runningHash: runningHash.toString('base64'),
        // A tampered mirror: the mirror serves a wrong hash while the node's chain stays intact.
        ...(corrupt ? { mirrorRunningHash: createHash('sha384').update(runningHash).digest().toString('base64') } : {}),
        data: Buffer.from(message).toString('base64'),
        ...(chunk != null && initial !== undefined ? { chunk: { initial: txIdKey(initial), number: chunk.number ?? 1, total: chunk.total ?? 1 } } : {})
      }
    }
  }
}

/** An update that only moves the expiry: the one change a topic allows without its admin key. */
function onlyExtendsExpiry (body: proto.IConsensusUpdateTopicTransactionBody): boolean {
  return body.expirationTime != null && body.memo == null && body.adminKey == null && body.submitKey == null &&
    body.autoRenewPeriod == null && body.autoRenewAccount == null
}

/** The new expiry (consensus seconds), or the status refusing it: never earlier than the current one, at most 100 years ahead. */
function updatedExpiry (topic: Topic, body: proto.IConsensusUpdateTopicTransactionBody, consensusNs: bigint): { expiry: number } | { status: number } {
  if (body.expirationTime == null) return { expiry: topic.expiry }
  const expiry = toNumber(body.expirationTime.seconds)
  if (expiry < topic.expiry) return { status: Code.EXPIRATION_REDUCTION_NOT_ALLOWED }
  if (expiry > Number(consensusNs / NS_PER_S) + MAX_LIFETIME_S) return { status: Code.INVALID_EXPIRATION_TIME }
  return { expiry }
}

type TopicFields = NonNullable<TxEvent['topic']>

/** The topic's fields after the update's keys, memo and auto-renew period; the failing code otherwise. */
function updatedFields (tx: CheckedTx, topic: Topic, body: proto.IConsensusUpdateTopicTransactionBody): TopicFields | number {
  const emptyKey = (k: proto.IKey): boolean => k.keyList != null && (k.keyList.keys ?? []).length === 0
  const next = { memo: topic.memo, adminKey: topic.adminKeyB64, submitKey: topic.submitKeyB64, autoRenewAccount: topic.autoRenewAccount, autoRenewPeriod: topic.autoRenewPeriod }
  if (body.memo != null) {
    const memo = checkMemo(body.memo.value ?? '')
    if (memo !== Code.OK) return memo
    next.memo = body.memo.value ?? ''
  }
  for (const field of ['adminKey', 'submitKey'] as const) {
    const key = body[field]
    if (key == null) continue
    if (emptyKey(key)) { next[field] = undefined; continue }
    if (!isValidKey(key)) return Code.BAD_ENCODING
    if (field === 'adminKey' && !tx.signatures.satisfies(key)) return Code.INVALID_SIGNATURE
    next[field] = encodeKey(key)
  }
  if (body.autoRenewPeriod != null) {
    const renew = toNumber(body.autoRenewPeriod.seconds)
    if (renew < MIN_AUTO_RENEW_S || renew > MAX_AUTO_RENEW_S) return Code.AUTORENEW_DURATION_NOT_IN_RANGE
    next.autoRenewPeriod = renew
  }
  const { adminKey, submitKey, autoRenewAccount, ...rest } = next
  return { ...rest, ...(adminKey !== undefined ? { adminKey } : {}), ...(submitKey !== undefined ? { submitKey } : {}), ...(autoRenewAccount !== undefined ? { autoRenewAccount } : {}) }
}

function updateTopicDecider (ctx: TransactionContext): Decide {
  return (tx, consensusNs) => {
    const body = tx.body.consensusUpdateTopic ?? {}
    const topic = liveTopic(ctx, body.topicID)
    if (topic === undefined) return { status: Code.INVALID_TOPIC_ID }
    if (!onlyExtendsExpiry(body)) {
      if (topic.adminKey === undefined) return { status: Code.UNAUTHORIZED }
      if (!tx.signatures.satisfies(topic.adminKey)) return { status: Code.INVALID_SIGNATURE }
    }
    const fields = updatedFields(tx, topic, body)
    if (typeof fields === 'number') return { status: fields }
    const expiry = updatedExpiry(topic, body, consensusNs)
    if ('status' in expiry) return expiry
    return { status: Code.SUCCESS, entity: topic.id, topic: { ...fields, expiry: expiry.expiry } }
  }
}

function deleteTopicDecider (ctx: TransactionContext): Decide {
  return (tx) => {
    const topic = liveTopic(ctx, tx.body.consensusDeleteTopic?.topicID)
    if (topic === undefined) return { status: Code.INVALID_TOPIC_ID }
    if (topic.adminKey === undefined) return { status: Code.UNAUTHORIZED }
    if (!tx.signatures.satisfies(topic.adminKey)) return { status: Code.INVALID_SIGNATURE }
    return { status: Code.SUCCESS, entity: topic.id }
  }
}

function getTopicInfo (ctx: TransactionContext, request: Buffer): Buffer {
  const query = decodeQuery(request).consensusGetTopicInfo
  const header = query?.header
  const cost = ctx.ledger.fees.query('ConsensusGetTopicInfo')
  const reply = (code: number): Buffer => encodeResponse({ consensusGetTopicInfo: { header: responseHeader(header, code, cost) } })
  const payment = checkQueryPayment(ctx, header, 'ConsensusGetTopicInfo')
  if (payment.code !== Code.OK) return reply(payment.code)
  const topic = liveTopic(ctx, query?.topicID)
  if (topic === undefined) return reply(Code.INVALID_TOPIC_ID)
  if (isCostAnswer(header)) return reply(Code.OK)
  payment.charge()
  const autoRenew = topic.autoRenewAccount !== undefined ? parseEntity(topic.autoRenewAccount) : undefined
  return encodeResponse({
    consensusGetTopicInfo: {
      header: responseHeader(header, Code.OK, cost),
      topicID: toProtoTopic(topic.entity),
      topicInfo: {
        memo: topic.memo,
        runningHash: topic.runningHash,
        sequenceNumber: long(topic.sequenceNumber),
        expirationTime: nsToTimestamp(BigInt(topic.expiry) * NS_PER_S),
        ...(topic.adminKey !== undefined ? { adminKey: topic.adminKey } : {}),
        ...(topic.submitKey !== undefined ? { submitKey: topic.submitKey } : {}),
        autoRenewPeriod: { seconds: long(topic.autoRenewPeriod) },
        ...(autoRenew !== undefined ? { autoRenewAccount: toProtoAccount(autoRenew) } : {}),
        ledgerId: Buffer.from([0x03])
      }
    }
  })
}

export function addConsensusService (server: grpc.Server, ctx: TransactionContext, log: Logger): void {
  addRawService(server, {
    service: 'proto.ConsensusService',
    unary: {
      createTopic: transactionHandler(ctx, 'consensusCreateTopic', 'CONSENSUSCREATETOPIC', createTopicDecider(ctx)),
      submitMessage: transactionHandler(ctx, 'consensusSubmitMessage', 'CONSENSUSSUBMITMESSAGE', submitDecider(ctx)),
      updateTopic: transactionHandler(ctx, 'consensusUpdateTopic', 'CONSENSUSUPDATETOPIC', updateTopicDecider(ctx)),
      deleteTopic: transactionHandler(ctx, 'consensusDeleteTopic', 'CONSENSUSDELETETOPIC', deleteTopicDecider(ctx)),
      getTopicInfo: (request) => getTopicInfo(ctx, request)
    }
  }, log, ctx.faults.roundTripMs)
}

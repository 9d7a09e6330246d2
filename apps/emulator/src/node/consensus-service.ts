import { createHash } from 'node:crypto'
import { proto } from '@hashgraph/proto'
import { MAX_MESSAGE_BYTES, computeRunningHash } from '@hcs/protocol'
import { Code, type CheckedTx } from '../ledger/prechecks.js'
import { addRawService, transactionHandler, type TransactionContext } from './grpc-server.js'
import { decodeQuery, encodeResponse, isCostAnswer, responseHeader } from './queries.js'
import { encodeKey, type Topic } from '../ledger/state.js'
import { entityString, fromProtoAccount, fromProtoTopic, fromProtoTxId, long, nsToTimestamp, parseEntity, toNumber, toProtoAccount, toProtoTopic, txIdKey } from '../ids.js'
import type { Decide } from '../ledger/hedera-ledger.js'
import { isValidKey } from '../ledger/signatures.js'
import type * as grpc from '@grpc/grpc-js'
import type { Logger } from 'pino'

const DEFAULT_AUTO_RENEW_S = 7_776_000
const MIN_AUTO_RENEW_S = 6999999
const MAX_AUTO_RENEW_S = 8000001

function liveTopic (ctx: TransactionContext, id: proto.ITopicID | null | undefined): Topic | undefined {
  const entity = fromProtoTopic(id)
  const topic = entity !== undefined ? ctx.ledger.state.topics.get(entityString(entity)) : undefined
  return topic !== undefined && !topic.deleted ? topic : undefined
}

function createTopicDecider (ctx: TransactionContext): Decide {
  return (tx) => {
    const body = tx.body.consensusCreateTopic ?? {}
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
        autoRenewPeriod: renew
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

function updateTopicDecider (ctx: TransactionContext): Decide {
  return (tx) => {
    const body = tx.body.consensusUpdateTopic ?? {}
    const topic = liveTopic(ctx, body.topicID)
    if (topic === undefined) return { status: Code.INVALID_TOPIC_ID }
    if (topic.adminKey === undefined) return { status: Code.UNAUTHORIZED }
    if (!tx.signatures.satisfies(topic.adminKey)) return { status: Code.INVALID_SIGNATURE }
    const emptyKey = (k: proto.IKey): boolean => k.keyList != null && (k.keyList.keys ?? []).length === 0
    const next = { memo: topic.memo, adminKey: topic.adminKeyB64, submitKey: topic.submitKeyB64, autoRenewAccount: topic.autoRenewAccount, autoRenewPeriod: topic.autoRenewPeriod }
    if (body.memo != null) next.memo = body.memo.value ?? ''
    for (const field of ['adminKey', 'submitKey'] as const) {
      const key = body[field]
      if (key == null) continue
      if (emptyKey(key)) { next[field] = undefined; continue }
      if (!isValidKey(key)) return { status: Code.BAD_ENCODING }
      if (field === 'adminKey' && !tx.signatures.satisfies(key)) return { status: Code.INVALID_SIGNATURE }
      next[field] = encodeKey(key)
    }
    if (body.autoRenewPeriod != null) next.autoRenewPeriod = toNumber(body.autoRenewPeriod.seconds)
    const { adminKey, submitKey, autoRenewAccount, ...rest } = next
    return {
      status: Code.SUCCESS,
      entity: topic.id,
      topic: { ...rest, ...(adminKey !== undefined ? { adminKey } : {}), ...(submitKey !== undefined ? { submitKey } : {}), ...(autoRenewAccount !== undefined ? { autoRenewAccount } : {}) }
    }
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
  const topic = liveTopic(ctx, query?.topicID)
  if (topic === undefined) {
    return encodeResponse({ consensusGetTopicInfo: { header: responseHeader(header, Code.INVALID_TOPIC_ID, true) } })
  }
  if (isCostAnswer(header)) return encodeResponse({ consensusGetTopicInfo: { header: responseHeader(header, Code.OK, true) } })
  const autoRenew = topic.autoRenewAccount !== undefined ? parseEntity(topic.autoRenewAccount) : undefined
  return encodeResponse({
    consensusGetTopicInfo: {
      header: responseHeader(header, Code.OK, true),
      topicID: toProtoTopic(topic.entity),
      topicInfo: {
        memo: topic.memo,
        runningHash: topic.runningHash,
        sequenceNumber: long(topic.sequenceNumber),
        expirationTime: nsToTimestamp(topic.createdNs + BigInt(topic.autoRenewPeriod) * 1_000_000_000n),
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

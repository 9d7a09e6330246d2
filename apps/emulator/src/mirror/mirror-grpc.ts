import * as grpc from '@grpc/grpc-js'
import { com } from '@hashgraph/proto'
import type { Logger } from 'pino'
import { addRawService } from '../node/grpc-server.js'
import type { HederaLedger } from '../ledger/hedera-ledger.js'
import { readMessage, type TopicMessage } from '../ledger/state.js'
import { entityString, fromProtoTopic, long, nsToTimestamp, parseTxIdString, timestampToNs, toNumber, toProtoTxId } from '../ids.js'

const ConsensusTopicQuery = com.hedera.mirror.api.proto.ConsensusTopicQuery
const ConsensusTopicResponse = com.hedera.mirror.api.proto.ConsensusTopicResponse

function encodeMessage (m: TopicMessage, omitInitialTransactionId: boolean): Buffer {
  const msg = m.event.message
  const initial = msg?.chunk !== undefined ? parseTxIdString(msg.chunk.initial) : undefined
  return Buffer.from(ConsensusTopicResponse.encode({
    consensusTimestamp: nsToTimestamp(m.consensusNs),
    message: Buffer.from(msg?.data ?? '', 'base64'),
    runningHash: Buffer.from(msg?.mirrorRunningHash ?? msg?.runningHash ?? '', 'base64'),
    sequenceNumber: long(m.sequenceNumber),
    runningHashVersion: long(3),
    ...(msg?.chunk !== undefined && initial !== undefined
      ? { chunkInfo: { ...(omitInitialTransactionId ? {} : { initialTransactionID: toProtoTxId(initial) }), number: msg.chunk.number, total: msg.chunk.total } }
      : {})
  }).finish())
}

/** The mirror node's streaming `subscribeTopic`, served from the same state (and gRPC port) as the node. */
export function addMirrorService (
  server: grpc.Server, ledger: HederaLedger, mirrorLagMsNow: () => number, log: Logger, omitInitialTransactionId: () => boolean = () => false
): void {
  const subscribeTopic = (call: grpc.ServerWritableStream<Buffer, Buffer>): void => {
    const mirrorLagMs = mirrorLagMsNow()
    let query: com.hedera.mirror.api.proto.ConsensusTopicQuery
    try {
      query = ConsensusTopicQuery.decode(call.request)
    } catch {
      call.destroy(Object.assign(new Error('malformed query'), { code: grpc.status.INVALID_ARGUMENT }))
      return
    }
    const entity = fromProtoTopic(query.topicID)
    const topic = entity !== undefined ? ledger.state.topics.get(entityString(entity)) : undefined
    if (topic === undefined) {
      call.emit('error', { code: grpc.status.NOT_FOUND, details: 'Topic does not exist' })
      return
    }
    const startNs = timestampToNs(query.consensusStartTime)
    const endNs = query.consensusEndTime != null ? timestampToNs(query.consensusEndTime) : undefined
    const limit = toNumber(query.limit)
    let sent = 0
    let lastSeq = 0
    let done = false
    // Catching up, messages are read from the log in order and the live ones wait their turn there; once the
    // catch-up reaches the topic's end, live messages are sent as they come.
    let live = false
    const timers = new Set<NodeJS.Timeout>()

    const finish = (): void => {
      if (done) return
      done = true
      ledger.events.off('message', onMessage)
      for (const t of timers) clearTimeout(t)
      call.end()
    }
    /** false: the stream's buffer is full (wait for 'drain' before writing more). */
    const send = (m: TopicMessage): boolean => {
      if (done || m.sequenceNumber <= lastSeq) return true
      if (endNs !== undefined && m.consensusNs >= endNs) { finish(); return true }
      lastSeq = m.sequenceNumber
      const more = call.write(encodeMessage(m, omitInitialTransactionId()))
      sent++
      if (limit > 0 && sent >= limit) finish()
      return more
    }
    const onMessage = (topicId: string, m: TopicMessage): void => {
      if (!live || topicId !== topic.id || m.consensusNs < startNs) return
      if (mirrorLagMs <= 0) { send(m); return }
      const t = setTimeout(() => { timers.delete(t); send(m) }, mirrorLagMs)
      timers.add(t)
    }
    ledger.events.on('message', onMessage)
    call.on('cancelled', finish)
    call.on('close', finish)
    let next = topic.messages.firstAtOrAfter(startNs)
    const catchUp = (): void => {
      const visibleBefore = ledger.nowNs() - BigInt(mirrorLagMs) * 1_000_000n
      while (next < topic.messages.length) {
        if (done) return
        let m: TopicMessage | undefined
        try {
          m = readMessage(ledger.state, topic, next++)
        } catch (err) {
          // the log could not be read (or is closed): end this stream, not the process
          log.error({ err, topic: topic.id }, 'subscription could not read the log')
          done = true
          ledger.events.off('message', onMessage)
          for (const t of timers) clearTimeout(t)
          call.destroy(Object.assign(new Error('internal error'), { code: grpc.status.INTERNAL }))
          return
        }
        if (m === undefined) continue
        if (m.consensusNs > visibleBefore) {
          // Already at consensus but not yet visible through the mirror lag: deliver when it is.
          const t = setTimeout(() => { timers.delete(t); send(m) }, Number((m.consensusNs - visibleBefore) / 1_000_000n) + 1)
          timers.add(t)
          continue
        }
        if (!send(m)) { call.once('drain', catchUp); return }
      }
      if (done) return
      live = true
      if (endNs !== undefined && ledger.nowNs() > endNs && timers.size === 0) finish()
    }
    catchUp()
  }
  addRawService(server, { service: 'com.hedera.mirror.api.proto.ConsensusService', unary: {}, streams: { subscribeTopic } }, log)
}

import { setTimeout as sleep } from 'node:timers/promises'
import { applyMessage, parseMessage } from '@hcs/protocol'
import type { Effect, TopicState } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { reportMatches } from './confirm.js'
import type { MessageOutcome } from './confirm.js'
import type { LedgerStore, TopicCheckpoint } from './ledger-store.js'
import type { MessagePage, MirrorClient, MirrorMessage } from './mirror-client.js'
import type { TopicMetrics } from './metrics.js'
import { computeRunningHash, RUNNING_HASH_VERSION } from './running-hash.js'

export const CHUNKED_MESSAGE = 'chunked_message'

export interface FollowTopicOptions {
  topicId: string
  /** The lease holder id: every write is fenced by it. */
  owner: string
  redis: Redis
  prefix: string
  store: LedgerStore
  mirror: MirrorClient
  log: Logger
  metrics: TopicMetrics
  pageLimit: number
  pollMs: number
  /** Aborts on shutdown or when the lease is lost. */
  signal: AbortSignal
  now?: () => Date
}

/** How following a topic ended: shutdown ('stopped'), lease taken by another instance ('lost'), broken chain ('halted'). */
export type FollowOutcome = 'stopped' | 'halted' | 'lost'

interface ChainBreak { reason: string, sequenceNumber: number, detail: string }

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')

/** Checks `m` continues the chain after (`lastSequence`, `previousHash`); returns the break, if any. */
export function verifyLink (topicId: string, lastSequence: number, previousHashHex: string, m: MirrorMessage): ChainBreak | undefined {
  const at = m.sequenceNumber
  if (m.topicId !== topicId) return { reason: 'wrong_topic', sequenceNumber: at, detail: `message of topic ${m.topicId}` }
  if (at !== lastSequence + 1) return { reason: 'sequence_gap', sequenceNumber: at, detail: `expected sequence ${lastSequence + 1}` }
  if (m.runningHashVersion !== RUNNING_HASH_VERSION) {
    return { reason: 'unsupported_running_hash_version', sequenceNumber: at, detail: `version ${m.runningHashVersion}` }
  }
  const expected = computeRunningHash({
    previousRunningHash: Buffer.from(previousHashHex, 'hex'),
    topicId,
    payerAccountId: m.payerAccountId,
    consensusTimestamp: m.consensusTimestamp,
    sequenceNumber: at,
    message: m.message
  })
  if (!Buffer.from(expected).equals(Buffer.from(m.runningHash))) {
    return { reason: 'running_hash_mismatch', sequenceNumber: at, detail: `expected ${hex(expected)}, mirror reports ${hex(m.runningHash)}` }
  }
  return undefined
}

/**
 * Follows one topic from its checkpoint until `signal` aborts or the hash chain breaks: verifies each
 * message's running hash, applies the HCS-20 rules, and commits each page (ledger, checkpoint, audit,
 * jobs) in one atomic, fenced Redis step.
 */
export async function followTopic (o: FollowTopicOptions): Promise<FollowOutcome> {
  const { topicId, log, metrics, signal } = o
  const now = o.now ?? (() => new Date())
  try {
    const topic = await o.mirror.getTopic(topicId, signal)
    let { state, checkpoint } = await o.store.loadTopicState(topicId)
    if (checkpoint.halted !== undefined) return haltedAtStart(o, checkpoint)
    if (checkpoint.isPrivate !== undefined && checkpoint.isPrivate !== topic.isPrivate) {
      // The mirror only knows the current submit key: earlier messages were read with the old answer.
      log.warn({ topicId, wasPrivate: checkpoint.isPrivate, isPrivate: topic.isPrivate }, 'topic submit key changed since the last run')
    }
    metrics.lastSequence = checkpoint.lastSequence
    log.info({ topicId, lastSequence: checkpoint.lastSequence, isPrivate: topic.isPrivate }, 'following topic')
    let next: string | null = null
    while (!signal.aborted) {
      const page: MessagePage = next === null
        ? await o.mirror.getMessages(topicId, checkpoint.lastSequence, o.pageLimit, signal)
        : await o.mirror.getPage(next, signal)
      // A next link continues after the previous page; anything at or before the checkpoint is old.
      const fresh = page.messages.filter(m => m.sequenceNumber > checkpoint.lastSequence)
      const result = await processPage(o, topic.isPrivate, state, checkpoint, fresh, now)
      if (result === 'lost' || result === 'halted') return result
      if (result === 'stale') {
        log.warn({ topicId }, 'checkpoint moved under us, reloading')
        ;({ state, checkpoint } = await o.store.loadTopicState(topicId))
        next = null
        continue
      }
      ;({ state, checkpoint } = result)
      if (result.broken !== undefined) return await haltTopic(o, result.broken)
      next = page.next !== null && page.messages.length > 0 ? page.next : null
      if (next === null) await sleep(o.pollMs, undefined, { signal })
    }
    return 'stopped'
  } catch (err) {
    if (signal.aborted) return 'stopped'
    throw err
  }
}

type PageResult = { state: TopicState, checkpoint: TopicCheckpoint, broken?: ChainBreak } | 'lost' | 'stale' | 'halted'

async function processPage (
  o: FollowTopicOptions, isPrivate: boolean, start: TopicState, from: TopicCheckpoint, messages: MirrorMessage[], now: () => Date
): Promise<PageResult> {
  let state = start
  let lastSequence = from.lastSequence
  let lastHash = from.lastRunningHash
  let lastTimestamp = from.lastConsensusTimestamp ?? ''
  let broken: ChainBreak | undefined
  const effects: Effect[] = []
  const rejected: string[] = []
  const outcomes: MessageOutcome[] = []
  let applied = 0
  for (const m of messages) {
    broken = verifyLink(o.topicId, lastSequence, lastHash, m)
    if (broken !== undefined) break
    lastSequence = m.sequenceNumber
    lastHash = hex(m.runningHash)
    lastTimestamp = m.consensusTimestamp
    let reason: string | undefined
    if (m.chunk !== undefined && m.chunk.total > 1) {
      // Neither reference indexer reassembles chunks: a chunked message is not HCS-20.
      reason = CHUNKED_MESSAGE
    } else {
      const parsed = parseMessage(m.message)
      const result = parsed.ok
        ? applyMessage(state, parsed.message, {
          payer: m.payerAccountId, isPrivate, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp
        })
        : parsed
      if (result.ok) {
        state = result.state
        effects.push(result.effect)
        applied++
      } else {
        reason = result.reason
      }
    }
    if (reason !== undefined) {
      const txId = m.chunk?.transactionId
      rejected.push(JSON.stringify({ sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp, payer: m.payerAccountId, reason, ...(txId === undefined ? {} : { transactionId: txId }) }))
    }
    // Only the first chunk of a transaction settles its job (all chunks share the initial id); a message
    // without chunk info (other SDKs, raw transactions) is a whole transaction.
    if (m.chunk === undefined || m.chunk.number === 1) {
      const outcome: MessageOutcome = { payer: m.payerAccountId, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp, runningHashHex: lastHash }
      if (m.chunk?.transactionId !== undefined) outcome.transactionId = m.chunk.transactionId
      if (reason !== undefined) outcome.reason = reason
      outcomes.push(outcome)
    }
  }
  if (lastSequence === from.lastSequence) return { state: start, checkpoint: from, ...(broken === undefined ? {} : { broken }) }

  const at = now()
  const committed = await o.store.commitPage({
    topicId: o.topicId,
    owner: o.owner,
    from,
    to: { lastSequence, lastRunningHash: lastHash, lastConsensusTimestamp: lastTimestamp },
    isPrivate,
    effects,
    state,
    rejected,
    outcomes,
    at
  })
  if (!committed.ok) return committed.reason
  const m = o.metrics
  m.applied += applied
  m.rejected += rejected.length
  m.lastSequence = lastSequence
  m.lagSeconds = Math.max(0, at.getTime() / 1000 - Number(lastTimestamp))
  reportMatches(o.log, m, committed.matches, outcomes, at)
  o.log.debug({ topicId: o.topicId, lastSequence, applied, rejected: rejected.length }, 'page committed')
  const checkpoint: TopicCheckpoint = { ...from, lastSequence, lastRunningHash: lastHash, lastConsensusTimestamp: lastTimestamp, isPrivate }
  return { state, checkpoint, ...(broken === undefined ? {} : { broken }) }
}

async function haltTopic (o: FollowTopicOptions, broken: ChainBreak): Promise<FollowOutcome> {
  o.metrics.chainBreaks++
  o.metrics.halted = true
  o.log.error({ topicId: o.topicId, ...broken }, 'RUNNING HASH CHAIN BROKEN: topic halted, ledger state frozen at the last verified message')
  await o.store.halt(o.topicId, broken)
  return 'halted'
}

function haltedAtStart (o: FollowTopicOptions, checkpoint: TopicCheckpoint): FollowOutcome {
  o.metrics.halted = true
  o.log.error({ topicId: o.topicId, reason: checkpoint.halted, lastSequence: checkpoint.lastSequence }, 'topic is halted on a broken hash chain: not following it (clear the halted field to resume)')
  return 'halted'
}

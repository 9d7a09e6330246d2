import { setTimeout as sleep } from 'node:timers/promises'
import { RUNNING_HASH_VERSION, applyMessage, computeRunningHash, consensusTimestampParts, entityNumbers, parseMessage } from '@hcs/protocol'
import type { Effect, KeyScope, TopicState } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { reportMatches, traceConfirmations } from './confirm.js'
import type { MessageOutcome } from './confirm.js'
import type { LedgerStore, TopicCheckpoint } from './ledger-store.js'
import type { MessagePage, MirrorClient, MirrorMessage } from './mirror-client.js'
import type { TopicMetrics } from './metrics.js'

const CHUNKED_MESSAGE = 'chunked_message'
/** Halt reason: the stored checkpoint does not match the topic the mirror serves under that id. */
const CHECKPOINT_MISMATCH = 'checkpoint_mismatch'
/** Halt reason: a key the page would write holds a value of another type (not ours). */
const REDIS_KEY_TYPE = 'redis_key_type'

export interface FollowTopicOptions {
  topicId: string
  /** The lease holder id: every write is fenced by it. */
  owner: string
  redis: Redis
  keys: KeyScope
  store: LedgerStore
  mirror: MirrorClient
  log: Logger
  metrics: TopicMetrics
  pageLimit: number
  pollMs: number
  /** Aborts on shutdown or when the lease is lost. */
  signal: AbortSignal
  now?: () => Date
  /** Told the reason when the topic halts (or is found halted). */
  onHalt?: (reason: string) => void
  /** Tracing is on: a span per confirmed job, linked to its request (ADR 025). */
  tracing?: boolean
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
  const consensus = consensusTimestampParts(m.consensusTimestamp)
  const expected = computeRunningHash({
    previous: Buffer.from(previousHashHex, 'hex'),
    topic: entityNumbers(topicId),
    payer: entityNumbers(m.payerAccountId),
    consensusSeconds: consensus.seconds,
    consensusNanos: consensus.nanos,
    sequenceNumber: at,
    message: m.message
  })
  if (!expected.equals(m.runningHash)) {
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
    let { state, checkpoint } = await o.store.loadTopicState(topicId)
    if (checkpoint.halted !== undefined) return haltedAtStart(o, checkpoint)
    const foreign = await checkpointMismatch(o, checkpoint, signal)
    if (foreign !== undefined) return await haltTopic(o, foreign)
    const topic = await o.mirror.getTopic(topicId, signal)
    if (checkpoint.isPrivate !== undefined && checkpoint.isPrivate !== topic.isPrivate) {
      // The mirror only knows the current submit key: earlier messages were read with the old answer.
      log.warn({ topicId, wasPrivate: checkpoint.isPrivate, isPrivate: topic.isPrivate }, 'topic submit key changed since the last run')
    }
    metrics.checkpoint(checkpoint.lastSequence)
    log.info({ topicId, lastSequence: checkpoint.lastSequence, isPrivate: topic.isPrivate }, 'following topic')
    let next: string | null = null
    const lagLook = { at: 0 }
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
      if ('fault' in result) return await haltTopic(o, result.fault)
      ;({ state, checkpoint } = result)
      if (result.broken !== undefined) return await haltTopic(o, result.broken)
      next = page.next !== null && page.messages.length > 0 ? page.next : null
      await measureLag(o, next !== null, checkpoint.lastSequence, lagLook, signal)
      if (next === null) await sleep(o.pollMs, undefined, { signal })
    }
    return 'stopped'
  } catch (err) {
    if (signal.aborted) return 'stopped'
    throw err
  }
}

/** How often, at most, the mirror is asked for the topic's last sequence number while we are behind it. */
const LAG_LOOK_MS = 5_000

/**
 * Lag in messages: none once a page was the mirror's last; behind, the mirror's last sequence number minus
 * the checkpoint, asked at most every LAG_LOOK_MS (one small request; none at all while caught up).
 */
async function measureLag (o: FollowTopicOptions, behind: boolean, lastSequence: number, look: { at: number }, signal: AbortSignal): Promise<void> {
  if (!behind) {
    o.metrics.setLagMessages(0)
    return
  }
  if (o.mirror.getLatestSequence === undefined || Date.now() - look.at < LAG_LOOK_MS) return
  look.at = Date.now()
  const latest = await o.mirror.getLatestSequence(o.topicId, signal)
  o.metrics.setLagMessages(Math.max(0, latest - lastSequence))
}

/**
 * Topic ids are unique only within one network: a checkpoint is trusted only if the mirror's message at
 * its sequence number carries its running hash. Otherwise it belongs to another topic of that id (another
 * network, a fresh emulator, a wrong HEDERA_NETWORK_ID) and following would wait for messages that never come.
 */
async function checkpointMismatch (o: FollowTopicOptions, checkpoint: TopicCheckpoint, signal: AbortSignal): Promise<ChainBreak | undefined> {
  const at = checkpoint.lastSequence
  if (at === 0) return undefined
  const m = await o.mirror.getMessage(o.topicId, at, signal)
  if (m === undefined) {
    return { reason: CHECKPOINT_MISMATCH, sequenceNumber: at, detail: `the checkpoint is at sequence ${at} but the mirror has no such message on topic ${o.topicId}: the checkpoint belongs to another topic of that id (another network?)` }
  }
  if (hex(m.runningHash) !== checkpoint.lastRunningHash) {
    return { reason: CHECKPOINT_MISMATCH, sequenceNumber: at, detail: `message ${at} has running hash ${hex(m.runningHash)}, the checkpoint says ${checkpoint.lastRunningHash}: the checkpoint belongs to another topic of that id (another network?)` }
  }
  return undefined
}

type PageResult = { state: TopicState, checkpoint: TopicCheckpoint, broken?: ChainBreak } | 'lost' | 'stale' | 'halted' | { fault: ChainBreak }

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
  const reasons = new Map<string, number>()
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
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
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
  if (!committed.ok && committed.reason === 'wrongtype') {
    const detail = `key ${committed.key} is not a ${committed.expected}: someone else's key under our prefix; nothing of the page was written`
    return { fault: { reason: REDIS_KEY_TYPE, sequenceNumber: from.lastSequence + 1, detail } }
  }
  if (!committed.ok) return committed.reason
  o.metrics.pageCommitted({ applied, rejected: reasons, lastSequence, lagSeconds: Math.max(0, at.getTime() / 1000 - Number(lastTimestamp)) })
  reportMatches(o.log, o.metrics, committed.matches, outcomes, at)
  if (o.tracing === true) await traceConfirmations(o.redis, o.keys, o.topicId, committed.matches, outcomes)
  o.log.debug({ topicId: o.topicId, lastSequence, applied, rejected: rejected.length }, 'page committed')
  const checkpoint: TopicCheckpoint = { ...from, lastSequence, lastRunningHash: lastHash, lastConsensusTimestamp: lastTimestamp, isPrivate }
  return { state, checkpoint, ...(broken === undefined ? {} : { broken }) }
}

const CHAIN_REASONS = new Set(['wrong_topic', 'sequence_gap', 'unsupported_running_hash_version', 'running_hash_mismatch'])

/** Marks the topic halted (in Redis, for the api's topic status, and in this process) and says so once. */
export async function haltTopic (o: Pick<FollowTopicOptions, 'topicId' | 'log' | 'metrics' | 'store' | 'onHalt'>, broken: ChainBreak): Promise<FollowOutcome> {
  if (CHAIN_REASONS.has(broken.reason)) o.metrics.chainBroken()
  o.metrics.setHalted()
  o.onHalt?.(broken.reason)
  const what = CHAIN_REASONS.has(broken.reason) ? 'RUNNING HASH CHAIN BROKEN' : 'TOPIC HALTED'
  o.log.error({ topicId: o.topicId, ...broken }, `${what}: topic halted, ledger state frozen at the last verified message (clear the halted field to resume)`)
  // The halt must hold even when the meta hash itself is the key that is not ours.
  await o.store.halt(o.topicId, broken).catch((err: unknown) => o.log.error({ err, topicId: o.topicId }, 'could not record the halt in Redis'))
  return 'halted'
}

function haltedAtStart (o: FollowTopicOptions, checkpoint: TopicCheckpoint): FollowOutcome {
  o.metrics.setHalted()
  o.onHalt?.(checkpoint.halted ?? 'halted')
  o.log.error({ topicId: o.topicId, reason: checkpoint.halted, lastSequence: checkpoint.lastSequence }, 'topic is halted: not following it (clear the halted field to resume)')
  return 'halted'
}

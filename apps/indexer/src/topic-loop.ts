import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { topicLockKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { MirrorHttpError, MirrorResponseError, acquireLease } from '@hcs/runtime'
import type { MirrorClient } from '@hcs/runtime'
import { followTopic, haltTopic } from './follow/follow-topic.js'
import type { FollowOutcome } from './follow/follow-topic.js'
import type { LedgerStore } from './ledger/ledger-store.js'
import { createRanker } from './ledger/ranker.js'
import type { Metrics, TopicMetrics } from './metrics.js'

type TopicState = 'waiting' | 'following' | 'retrying' | 'halted' | 'stopped'

export interface TopicStatus {
  topicId: string
  state: TopicState
  /**
   * Why the topic halted (`running_hash_mismatch`, `checkpoint_mismatch`, `redis_key_type`, `page_failed`, …), or
   * what it is waiting out while `retrying` (`mirror_unavailable`, `mirror_malformed`, `redis_oom`, `redis_unavailable`).
   */
  reason?: string
}

/** What the topic loops tell the indexer's status and readiness. */
export interface TopicBook {
  states: Map<string, TopicState>
  reasons: Map<string, string>
  /** Topics whose first lease attempt has answered (taken, or held by another instance). */
  started: Set<string>
}

export function topicStatus (book: TopicBook, topics: readonly string[]): TopicStatus[] {
  return topics.map(topicId => {
    const reason = book.reasons.get(topicId)
    return { topicId, state: book.states.get(topicId) ?? 'waiting', ...(reason === undefined ? {} : { reason }) }
  })
}

/** What every topic loop of one indexer shares: its connections, its identity, its settings and its book. */
export interface TopicLoopContext {
  redis: Redis
  keys: KeyScope
  /** The lease holder id. */
  owner: string
  store: LedgerStore
  mirror: MirrorClient
  log: Logger
  metrics: Metrics
  book: TopicBook
  /** Aborted on shutdown. */
  signal: AbortSignal
  lockTtlMs: number
  haltAfterFailures: number
  retryBaseMs: number
  haltPollMs: number
  pageLimit: number
  pollMs: number
  tracing: boolean
  /** The HCS-20 registry topic, whose `register` messages are listings. */
  registryTopicId?: string
}

/** One topic's loop: its log, its metrics and the failures counted at one checkpoint. */
interface TopicRun {
  topicId: string
  log: Logger
  metrics: TopicMetrics
  failures: number
  /** The checkpoint the counted failures happened at. */
  failedAt: number
}

/** Halt reason: one page failed `haltAfterFailures` times in a row (a bug, or data that is not ours). */
const PAGE_FAILED = 'page_failed'

const CONNECTION_ERRORS = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection is closed|Stream isn't writeable|MaxRetriesPerRequest|fetch failed/i
// Redis refusing writes for a while: out of memory (noeviction), a replica, loading, a failover under way
const REDIS_BUSY = /^(OOM|READONLY|LOADING|BUSY|TRYAGAIN|CLUSTERDOWN|MASTERDOWN)\b/

/**
 * Failures that end by themselves, with what the topic is waiting out: the mirror's HTTP errors and bodies that
 * are not what its API says, Redis out of memory or unreachable. Anything else repeats by itself (a bug, data
 * that is not ours) and halts the topic after `haltAfterFailures`.
 */
function waitedOut (err: unknown): string | undefined {
  if (err instanceof MirrorHttpError) return 'mirror_unavailable'
  if (err instanceof MirrorResponseError) return 'mirror_malformed'
  const message = err instanceof Error ? err.message : String(err)
  if (REDIS_BUSY.test(message)) return message.startsWith('OOM') ? 'redis_oom' : 'redis_unavailable'
  const text = err instanceof Error ? `${err.name} ${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}` : String(err)
  if (CONNECTION_ERRORS.test(text)) return err instanceof TypeError ? 'mirror_unavailable' : 'redis_unavailable'
  return undefined
}

function errorText (err: unknown): string {
  return (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 500)
}

/**
 * Follows one topic until shutdown: behind its lease, so that one instance indexes it at a time; a failure is
 * waited out or counted, and a halted topic waits for an operator to clear the halt.
 */
export async function runTopic (ctx: TopicLoopContext, topicId: string): Promise<void> {
  const { book, signal } = ctx
  const topic: TopicRun = { topicId, log: ctx.log.child({ topicId }), metrics: ctx.metrics.topic(topicId), failures: 0, failedAt: -1 }
  while (!signal.aborted) {
    if (book.states.get(topicId) !== 'retrying') book.states.set(topicId, 'waiting')
    let outcome: FollowOutcome
    try {
      outcome = await followWhileLeading(ctx, topic)
    } catch (err) {
      if (signal.aborted) break
      if (!await retryOrHalt(ctx, topic, err)) break
      continue
    }
    if (outcome === 'halted') {
      topic.metrics.setHalted()
      if (!await waitForHaltCleared(ctx, topic)) break
    }
  }
  book.states.set(topicId, 'stopped')
}

/**
 * Takes the topic's lease (waiting while another instance holds it), then follows the topic, and ranks its
 * holders, until the lease is lost, the topic halts or the indexer stops.
 */
async function followWhileLeading (ctx: TopicLoopContext, topic: TopicRun): Promise<FollowOutcome> {
  const { redis, keys, owner, book } = ctx
  const { topicId, log } = topic
  const lease = await acquireLease({
    redis,
    key: topicLockKey(keys, topicId),
    owner,
    ttlMs: ctx.lockTtlMs,
    onLost: (err) => log.warn({ err }, 'topic lease lost'),
    onAttempt: () => book.started.add(topicId)
  }, ctx.signal)
  topic.metrics.setLeader(true)
  // a topic that is waiting something out stays `retrying` until a page goes through
  if (book.states.get(topicId) !== 'retrying') book.states.set(topicId, 'following')
  log.info({ owner }, 'topic lease acquired')
  // the holders ranking runs while this instance leads the topic
  const ranker = createRanker({ redis, keys, topicId, log, onRanked: (n) => topic.metrics.ranked(n) })
  try {
    const outcome = await followTopic({
      topicId,
      owner,
      redis,
      keys,
      store: ctx.store,
      mirror: ctx.mirror,
      log,
      metrics: topic.metrics,
      pageLimit: ctx.pageLimit,
      pollMs: ctx.pollMs,
      tracing: ctx.tracing,
      registry: topicId === ctx.registryTopicId,
      signal: AbortSignal.any([ctx.signal, lease.signal]),
      ranker,
      onHalt: (reason) => book.reasons.set(topicId, reason),
      onProgress: () => {
        if (book.states.get(topicId) === 'retrying' || topic.failures > 0) {
          if (topic.failures > 0) log.info({ failures: topic.failures }, 'the topic moves again')
          topic.failures = 0
          book.states.set(topicId, 'following')
          book.reasons.delete(topicId)
        }
      }
    })
    topic.failures = 0
    return outcome
  } finally {
    await ranker.stop()
    topic.metrics.setLeader(false)
    await lease.release().catch((err: unknown) => log.warn({ err }, 'could not release the topic lease'))
  }
}

/**
 * After a failed attempt: a failure that ends by itself is waited out (the topic `retrying`, with what it waits
 * out as its reason); one that repeats `haltAfterFailures` times at the same checkpoint halts the topic. Waits
 * before the next attempt. False on shutdown.
 */
async function retryOrHalt (ctx: TopicLoopContext, topic: TopicRun, err: unknown): Promise<boolean> {
  const { book } = ctx
  const { topicId, log } = topic
  // A failure at a new checkpoint starts a new count (the topic moved on since the last one).
  const at = topic.metrics.lastSequence
  if (at !== topic.failedAt) topic.failures = 0
  topic.failedAt = at
  const failures = ++topic.failures
  const delay = Math.min(30_000, ctx.retryBaseMs * 2 ** Math.min(failures - 1, 6)) * (0.5 + Math.random() / 2)
  const transient = waitedOut(err)
  if (transient === undefined && failures >= ctx.haltAfterFailures) {
    const detail = `${failures} attempts failed at sequence ${at + 1}: ${errorText(err)}`
    await haltTopic({ topicId, log, metrics: topic.metrics, store: ctx.store, onHalt: (reason) => book.reasons.set(topicId, reason) }, { reason: PAGE_FAILED, sequenceNumber: at + 1, detail })
    if (!await waitForHaltCleared(ctx, topic)) return false
    topic.failures = 0
    return true
  }
  if (transient !== undefined) {
    // said in readiness (503, with the reason) until a page goes through again
    book.states.set(topicId, 'retrying')
    book.reasons.set(topicId, transient)
  }
  // Logged once per state change: the first failure at a checkpoint, then quietly until it changes.
  if (failures === 1) log.error({ err, lastSequence: at, delayMs: Math.round(delay), waitingOut: transient }, 'following the topic failed, will retry')
  else log.debug({ err, failures, delayMs: Math.round(delay) }, 'following the topic failed again')
  await sleep(delay, undefined, { signal: ctx.signal }).catch(() => {})
  return true
}

/**
 * A halted topic stays halted until an operator clears its `halted` field (docs/operations.md, "When something goes wrong");
 * then it resumes here, without a restart. False on shutdown.
 */
async function waitForHaltCleared (ctx: TopicLoopContext, topic: TopicRun): Promise<boolean> {
  const { book, signal } = ctx
  const { topicId } = topic
  book.states.set(topicId, 'halted')
  while (!signal.aborted) {
    await sleep(ctx.haltPollMs, undefined, { signal }).catch(() => {})
    if (signal.aborted) break
    // a halt that could not be written (Redis refusing writes) is cleared too, so it is found and written again
    const halted = await ctx.store.loadCheckpoint(topicId).then(c => c.halted, () => 'unknown')
    if (halted === undefined) {
      topic.log.warn({ reason: book.reasons.get(topicId) }, 'halt cleared: resuming the topic')
      book.reasons.delete(topicId)
      topic.metrics.setHalted(false)
      book.states.set(topicId, 'waiting')
      return true
    }
  }
  return false
}

import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { followTopic, haltTopic } from './follow/follow-topic.js'
import type { FollowOutcome } from './follow/follow-topic.js'
import { topicLockKey } from '@hcs/protocol'
import type { QueueRef } from '@hcs/protocol'
import { createLedgerStore } from './ledger/ledger-store.js'
import { createRanker } from './ledger/ranker.js'
import { acquireLease } from './follow/lock.js'
import { Queue } from 'bullmq'
import { QUEUE_STATES, redisProblem, registerQueueCounts } from '@hcs/runtime'
import { tracingEnabled } from '@hcs/runtime/tracing'
import type { Readiness } from '@hcs/runtime'
import { createMetrics } from './metrics.js'
import type { Metrics } from './metrics.js'
import { createMirrorClient, MirrorHttpError, MirrorResponseError } from '@hcs/runtime'
import { sweepTopic } from './sweep/sweep.js'
import type { MirrorClient } from '@hcs/runtime'

export interface IndexerOptions {
  redis: Redis
  prefix: string
  /** The network identity (HEDERA_NETWORK_ID): keys of one topic id on two networks never meet. */
  network: string
  topics: string[]
  mirrorUrl: string
  log: Logger
  pollMs?: number
  pageLimit?: number
  lockTtlMs?: number
  rejectedMax?: number
  /**
   * Consecutive failures of one page (same checkpoint) after which the topic is halted with the error as
   * its reason (default 5). Only failures that repeat by themselves count: a mirror answering an HTTP
   * error or a Redis connection problem is waited out, never halts.
   */
  haltAfterFailures?: number
  /** First retry delay after a failure, doubled each time up to 30 s (default 500 ms). */
  retryBaseMs?: number
  /** How often a halted topic looks whether an operator cleared its halt, to resume without a restart (default 2 s). */
  haltPollMs?: number
  /** TTL of the outcome left for a message without transaction id that no job claimed (default one day). */
  outcomeTtlSeconds?: number
  /** Sweep every this many ms (default 30 s; 0 = no sweep). */
  sweepIntervalMs?: number
  /** The sweep acts on reservations older than this (default 5 minutes). */
  settleAfterMs?: number
  /** Instance id written into the topic leases; default host-pid-random. */
  owner?: string
  mirror?: MirrorClient
  metrics?: Metrics
  /**
   * BullMQ queues (protocol's serviceQueues: each topic's submit queue, the webhook queue) whose job counts
   * this instance exports (`hcs20_queue_jobs`, by queue name: the topics' submit queues summed) while it holds
   * the lease of the first topic: one exporter however many indexers run (ADR 025, ADR 027). Default none.
   */
  queues?: QueueRef[]
  /** Tracing is on (startTracing started the SDK): a `hcs20.confirm` span per settled job. */
  tracing?: boolean
}

interface TopicStatus {
  topicId: string
  state: 'waiting' | 'following' | 'retrying' | 'halted' | 'stopped'
  /**
   * Why the topic halted (`running_hash_mismatch`, `checkpoint_mismatch`, `redis_key_type`, `page_failed`, …), or
   * what it is waiting out while `retrying` (`mirror_unavailable`, `mirror_malformed`, `redis_oom`, `redis_unavailable`).
   */
  reason?: string
}

export interface Indexer {
  owner: string
  metrics: Metrics
  status: () => TopicStatus[]
  /** Ready: every topic is followed here or waiting for another instance's lease, none halted nor retrying a fault it waits out. */
  ready: () => boolean
  /** For `/health/ready`: `ready()`, every topic past its first lease attempt, and Redis answering; with the topic states. */
  readiness: () => Promise<Readiness>
  stop: () => Promise<void>
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

/** Follows every topic in its own loop, each behind a lease so that one instance indexes a topic at a time. */
export function startIndexer (options: IndexerOptions): Indexer {
  const { redis, log } = options
  const keys = { prefix: options.prefix, network: options.network }
  const owner = options.owner ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`
  const metrics = options.metrics ?? createMetrics()
  const mirror = options.mirror ?? createMirrorClient({ baseUrl: options.mirrorUrl, log })
  const store = createLedgerStore(redis, keys, {
    ...(options.rejectedMax === undefined ? {} : { rejectedMax: options.rejectedMax }),
    ...(options.outcomeTtlSeconds === undefined ? {} : { outcomeTtlSeconds: options.outcomeTtlSeconds })
  })
  const lockTtlMs = options.lockTtlMs ?? 15_000
  const haltAfter = options.haltAfterFailures ?? 5
  const retryBaseMs = options.retryBaseMs ?? 500
  const haltPollMs = options.haltPollMs ?? 2_000
  const shutdown = new AbortController()
  const states = new Map<string, TopicStatus['state']>()
  const reasons = new Map<string, string>()
  // Topics whose first lease attempt has answered (taken, or held by another instance).
  const started = new Set<string>()

  /**
   * A halted topic stays halted until an operator clears its `halted` field (README: "Resuming a halted topic");
   * then it resumes here, without a restart. False on shutdown.
   */
  async function waitForHaltCleared (topicId: string, topicLog: Logger, topicMetrics: ReturnType<Metrics['topic']>): Promise<boolean> {
    states.set(topicId, 'halted')
    while (!shutdown.signal.aborted) {
      await sleep(haltPollMs, undefined, { signal: shutdown.signal }).catch(() => {})
      if (shutdown.signal.aborted) break
      // a halt that could not be written (Redis refusing writes) is cleared too, so it is found and written again
      const halted = await store.loadCheckpoint(topicId).then(c => c.halted, () => 'unknown')
      if (halted === undefined) {
        topicLog.warn({ reason: reasons.get(topicId) }, 'halt cleared: resuming the topic')
        reasons.delete(topicId)
        topicMetrics.setHalted(false)
        states.set(topicId, 'waiting')
        return true
      }
    }
    return false
  }

  async function runTopic (topicId: string): Promise<void> {
    const topicLog = log.child({ topicId })
    const topicMetrics = metrics.topic(topicId)
    let failures = 0
    let failedAt = -1
    while (!shutdown.signal.aborted) {
      if (states.get(topicId) !== 'retrying') states.set(topicId, 'waiting')
      let outcome: FollowOutcome = 'stopped'
      try {
        const lease = await acquireLease({
          redis,
          key: topicLockKey(keys, topicId),
          owner,
          ttlMs: lockTtlMs,
          onLost: (err) => topicLog.warn({ err }, 'topic lease lost'),
          onAttempt: () => started.add(topicId)
        }, shutdown.signal)
        topicMetrics.setLeader(true)
        // a topic that is waiting something out stays `retrying` until a page goes through
        if (states.get(topicId) !== 'retrying') states.set(topicId, 'following')
        topicLog.info({ owner }, 'topic lease acquired')
        // the holders ranking (ADR 037) runs while this instance leads the topic
        const ranker = createRanker({ redis, keys, topicId, log: topicLog, onRanked: (n) => topicMetrics.ranked(n) })
        try {
          outcome = await followTopic({
            topicId,
            owner,
            redis,
            keys,
            store,
            mirror,
            log: topicLog,
            metrics: topicMetrics,
            pageLimit: options.pageLimit ?? 100,
            pollMs: options.pollMs ?? 250,
            tracing: options.tracing ?? tracingEnabled(),
            signal: AbortSignal.any([shutdown.signal, lease.signal]),
            ranker,
            onHalt: (reason) => reasons.set(topicId, reason),
            onProgress: () => {
              if (states.get(topicId) === 'retrying' || failures > 0) {
                if (failures > 0) topicLog.info({ failures }, 'the topic moves again')
                failures = 0
                states.set(topicId, 'following')
                reasons.delete(topicId)
              }
            }
          })
          failures = 0
        } finally {
          await ranker.stop()
          topicMetrics.setLeader(false)
          await lease.release().catch((err: unknown) => topicLog.warn({ err }, 'could not release the topic lease'))
        }
      } catch (err) {
        if (shutdown.signal.aborted) break
        // A failure at a new checkpoint starts a new count (the topic moved on since the last one).
        const at = topicMetrics.lastSequence
        if (at !== failedAt) failures = 0
        failedAt = at
        failures++
        const delay = Math.min(30_000, retryBaseMs * 2 ** Math.min(failures - 1, 6)) * (0.5 + Math.random() / 2)
        const transient = waitedOut(err)
        if (transient === undefined && failures >= haltAfter) {
          const detail = `${failures} attempts failed at sequence ${at + 1}: ${errorText(err)}`
          await haltTopic({ topicId, log: topicLog, metrics: topicMetrics, store, onHalt: (reason) => reasons.set(topicId, reason) }, { reason: PAGE_FAILED, sequenceNumber: at + 1, detail })
          if (!await waitForHaltCleared(topicId, topicLog, topicMetrics)) break
          failures = 0
          continue
        }
        if (transient !== undefined) {
          // said in readiness (503, with the reason) until a page goes through again
          states.set(topicId, 'retrying')
          reasons.set(topicId, transient)
        }
        // Logged once per state change: the first failure at a checkpoint, then quietly until it changes.
        if (failures === 1) topicLog.error({ err, lastSequence: at, delayMs: Math.round(delay), waitingOut: transient }, 'following the topic failed, will retry')
        else topicLog.debug({ err, failures, delayMs: Math.round(delay) }, 'following the topic failed again')
        await sleep(delay, undefined, { signal: shutdown.signal }).catch(() => {})
        continue
      }
      if (outcome === 'halted') {
        topicMetrics.setHalted()
        if (!await waitForHaltCleared(topicId, topicLog, topicMetrics)) break
      }
    }
    states.set(topicId, 'stopped')
  }

  // The sweep runs beside the topic loops, for the topics this instance leads (ADR 019).
  const warned = new Set<string>()
  async function runSweeps (intervalMs: number): Promise<void> {
    while (!shutdown.signal.aborted) {
      await sleep(intervalMs, undefined, { signal: shutdown.signal }).catch(() => {})
      if (warned.size > 100_000) warned.clear()
      for (const topicId of options.topics) {
        if (shutdown.signal.aborted || states.get(topicId) !== 'following') continue
        const topicLog = log.child({ topicId })
        try {
          const report = await sweepTopic({
            redis, keys, topicId, mirror, log: topicLog, metrics: metrics.topic(topicId), afterMs: options.settleAfterMs ?? 300_000, signal: shutdown.signal, warned
          })
          topicLog.debug({ ...report, check: { live: report.check.live, differences: report.check.differences.length, skipped: report.check.skipped } }, 'sweep done')
        } catch (err) {
          if (!shutdown.signal.aborted) topicLog.warn({ err }, 'sweep failed, will retry')
        }
      }
    }
  }

  // counted only (metrics): the queues' owners (api, worker) write their meta, not this reader
  const queues = (options.queues ?? []).map(ref => new Queue(ref.name, { connection: redis, prefix: ref.prefix, skipMetasUpdate: true }))
  for (const queue of queues) queue.on('error', (err) => log.debug({ err, queue: queue.name }, 'queue connection error'))
  const leadsQueues = (): boolean => states.get(options.topics[0] ?? '') === 'following'
  if (queues.length > 0) {
    // one series per queue name: every topic's `hcs20-submit` (its own queue under its own prefix) adds up
    const names = [...new Set(queues.map(queue => queue.name))]
    const countsOf = async (name: string): Promise<Record<string, number>> => {
      const all = await Promise.all(queues.filter(queue => queue.name === name).map(async queue => await queue.getJobCounts(...QUEUE_STATES)))
      const sum: Record<string, number> = {}
      for (const counts of all) for (const [state, n] of Object.entries(counts)) sum[state] = (sum[state] ?? 0) + n
      return sum
    }
    registerQueueCounts(metrics.registry, () => leadsQueues() ? names.map(name => ({ name, counts: async () => await countsOf(name) })) : [])
  }

  const status = (): TopicStatus[] => options.topics.map(topicId => {
    const reason = reasons.get(topicId)
    return { topicId, state: states.get(topicId) ?? 'waiting', ...(reason === undefined ? {} : { reason }) }
  })
  const ready = (): boolean => !shutdown.signal.aborted && options.topics.every(t => states.get(t) !== 'halted' && states.get(t) !== 'retrying')

  const loops = options.topics.map(async topicId => await runTopic(topicId))
  const sweepMs = options.sweepIntervalMs ?? 30_000
  if (sweepMs > 0) loops.push(runSweeps(sweepMs))

  return {
    owner,
    metrics,
    status,
    ready,
    async readiness () {
      const topics = status()
      if (shutdown.signal.aborted) return { ready: false, reason: 'stopping', details: { topics } }
      if (topics.some(t => t.state === 'halted')) return { ready: false, reason: 'topic_halted', details: { topics } }
      if (topics.some(t => t.state === 'retrying')) return { ready: false, reason: 'topic_retrying', details: { topics } }
      if (!options.topics.every(t => started.has(t))) return { ready: false, reason: 'starting', details: { topics } }
      const problem = await redisProblem(redis)
      if (problem !== undefined) return { ready: false, reason: problem, details: { topics } }
      return { ready: true, details: { topics } }
    },
    async stop () {
      shutdown.abort()
      await Promise.all(loops)
      await Promise.all(queues.map(async queue => await queue.close()))
    }
  }
}

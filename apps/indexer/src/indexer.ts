import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { followTopic } from './follow-topic.js'
import type { FollowOutcome } from './follow-topic.js'
import { topicLockKey } from '@hcs/protocol'
import { createLedgerStore } from './ledger-store.js'
import { acquireLease } from './lock.js'
import { createMetrics } from './metrics.js'
import type { Metrics } from './metrics.js'
import { createMirrorClient } from './mirror-client.js'
import { sweepTopic } from './sweep.js'
import type { MirrorClient } from './mirror-client.js'

export interface IndexerOptions {
  redis: Redis
  prefix: string
  topics: string[]
  mirrorUrl: string
  log: Logger
  pollMs?: number
  pageLimit?: number
  lockTtlMs?: number
  rejectedMax?: number
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
}

export interface TopicStatus {
  topicId: string
  state: 'waiting' | 'following' | 'halted' | 'stopped'
}

export interface Indexer {
  owner: string
  metrics: Metrics
  status: () => TopicStatus[]
  /** Ready: every topic is followed here or waiting for another instance's lease, none halted. */
  ready: () => boolean
  stop: () => Promise<void>
}

/** Follows every topic in its own loop, each behind a lease so that one instance indexes a topic at a time. */
export function startIndexer (options: IndexerOptions): Indexer {
  const { redis, prefix, log } = options
  const owner = options.owner ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`
  const metrics = options.metrics ?? createMetrics()
  const mirror = options.mirror ?? createMirrorClient({ baseUrl: options.mirrorUrl, log })
  const store = createLedgerStore(redis, prefix, {
    ...(options.rejectedMax === undefined ? {} : { rejectedMax: options.rejectedMax }),
    ...(options.outcomeTtlSeconds === undefined ? {} : { outcomeTtlSeconds: options.outcomeTtlSeconds })
  })
  const lockTtlMs = options.lockTtlMs ?? 15_000
  const shutdown = new AbortController()
  const states = new Map<string, TopicStatus['state']>()

  async function runTopic (topicId: string): Promise<void> {
    const topicLog = log.child({ topicId })
    const topicMetrics = metrics.topic(topicId)
    let failures = 0
    while (!shutdown.signal.aborted) {
      states.set(topicId, 'waiting')
      let outcome: FollowOutcome = 'stopped'
      try {
        const lease = await acquireLease({
          redis, key: topicLockKey(prefix, topicId), owner, ttlMs: lockTtlMs, onLost: (err) => topicLog.warn({ err }, 'topic lease lost')
        }, shutdown.signal)
        topicMetrics.leader = true
        states.set(topicId, 'following')
        topicLog.info({ owner }, 'topic lease acquired')
        try {
          outcome = await followTopic({
            topicId,
            owner,
            redis,
            prefix,
            store,
            mirror,
            log: topicLog,
            metrics: topicMetrics,
            pageLimit: options.pageLimit ?? 100,
            pollMs: options.pollMs ?? 250,
            signal: AbortSignal.any([shutdown.signal, lease.signal])
          })
          failures = 0
        } finally {
          topicMetrics.leader = false
          await lease.release().catch((err: unknown) => topicLog.warn({ err }, 'could not release the topic lease'))
        }
      } catch (err) {
        if (shutdown.signal.aborted) break
        failures++
        const delay = Math.min(30_000, 500 * 2 ** Math.min(failures, 6)) * (0.5 + Math.random() / 2)
        topicLog.error({ err, delayMs: Math.round(delay) }, 'following the topic failed, will retry')
        await sleep(delay, undefined, { signal: shutdown.signal }).catch(() => {})
        continue
      }
      if (outcome === 'halted') {
        topicMetrics.halted = true
        states.set(topicId, 'halted')
        return
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
            redis, prefix, topicId, mirror, log: topicLog, metrics: metrics.topic(topicId), afterMs: options.settleAfterMs ?? 300_000, signal: shutdown.signal, warned
          })
          topicLog.debug({ ...report, check: { live: report.check.live, differences: report.check.differences.length } }, 'sweep done')
        } catch (err) {
          if (!shutdown.signal.aborted) topicLog.warn({ err }, 'sweep failed, will retry')
        }
      }
    }
  }

  const loops = options.topics.map(async topicId => await runTopic(topicId))
  const sweepMs = options.sweepIntervalMs ?? 30_000
  if (sweepMs > 0) loops.push(runSweeps(sweepMs))

  return {
    owner,
    metrics,
    status: () => options.topics.map(topicId => ({ topicId, state: states.get(topicId) ?? 'waiting' })),
    ready: () => !shutdown.signal.aborted && options.topics.every(t => states.get(t) !== 'halted'),
    async stop () {
      shutdown.abort()
      await Promise.all(loops)
    }
  }
}

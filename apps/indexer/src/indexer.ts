import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { submitQueueRef } from '@hcs/protocol'
import type { QueueRef } from '@hcs/protocol'
import { createMirrorClient, followTenantTopics, redisProblem } from '@hcs/runtime'
import type { MirrorClient, Readiness } from '@hcs/runtime'
import { tracingEnabled } from '@hcs/runtime/tracing'
import { createLedgerStore } from './ledger/ledger-store.js'
import { createMetrics } from './metrics.js'
import type { Metrics } from './metrics.js'
import { exportQueueCounts } from './queue-counts.js'
import { sweepTopic } from './sweep/sweep.js'
import { trimHistory } from './sweep/history-retention.js'
import { runTopic, topicStatus } from './topic-loop.js'
import type { TopicBook, TopicLoopContext, TopicStatus } from './topic-loop.js'

export interface IndexerOptions {
  redis: Redis
  prefix: string
  /** The network identity (HEDERA_NETWORK_ID): keys of one topic id on two networks never meet. */
  network: string
  /** Days a tenant's usage hash outlives its last count (USAGE_RETENTION_DAYS; protocol's default when absent). */
  usageRetentionDays?: number
  topics: string[]
  mirrorUrl: string
  log: Logger
  pollMs?: number
  pageLimit?: number
  lockTtlMs?: number
  /** Length cap of each topic's invalid messages stream (default 100,000). */
  invalidMax?: number
  /** Keep each ticker's history (default true; off only to measure what it costs). */
  history?: boolean
  /** Past this length an account's packed history entries are sealed into a chunk of their own (default 256). */
  historyChunkAt?: number
  /** Days the histories keep a message; the sweep drops older entries at most hourly (default 0: keep every entry). */
  historyRetentionDays?: number
  /** The HCS-20 registry topic: followed beside `topics`, its `register` messages listed (ADR 044). */
  registryTopicId?: string
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
   * the lease of the first topic: one exporter however many indexers run; each tenant topic's submit queue is added
   * as the topic is followed (labelled with its topic). Default none.
   */
  queues?: QueueRef[]
  /** Tracing is on (startTracing started the SDK): a `hcs20.confirm` span per settled job. */
  tracing?: boolean
  /**
   * How often the tenant topics' version is compared (ADR 047): each topic created for a tenant is followed from the
   * next check on, beside `topics` (default 500 ms; 0: tenant topics are not followed).
   */
  tenantTopicsCheckMs?: number
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

/** Follows every topic in its own loop, each behind a lease so that one instance indexes a topic at a time. */
export function startIndexer (options: IndexerOptions): Indexer {
  const { redis } = options
  // the registry topic is followed like any other, after the service's own
  const topics = options.registryTopicId === undefined ? [...options.topics] : [...new Set([...options.topics, options.registryTopicId])]
  const shutdown = new AbortController()
  const book: TopicBook = { states: new Map(), reasons: new Map(), started: new Set() }
  const ctx = connect(options, book, shutdown.signal)
  // one exporter of the queues' job counts however many indexers run: the one that leads the first topic
  const leadsFirstTopic = (): boolean => book.states.get(topics[0] ?? '') === 'following'
  const queues = exportQueueCounts(redis, options.queues ?? [], ctx.metrics.registry, leadsFirstTopic, options.log)

  const loops = topics.map(async topicId => await runTopic(ctx, topicId))
  const sweepMs = options.sweepIntervalMs ?? 30_000
  if (sweepMs > 0) loops.push(runSweeps(ctx, topics, { afterMs: options.settleAfterMs ?? 300_000, intervalMs: sweepMs, retentionDays: options.historyRetentionDays ?? 0 }))

  const tenantTopics = followTenantsTopics(ctx, topics, loops, options.tenantTopicsCheckMs ?? 500, (topicId) => { queues.addTopicQueue(submitQueueRef(ctx.keys, topicId)) })
  const status = (): TopicStatus[] => topicStatus(book, topics)
  return {
    owner: ctx.owner,
    metrics: ctx.metrics,
    status,
    ready: () => !shutdown.signal.aborted && topics.every(t => book.states.get(t) !== 'halted' && book.states.get(t) !== 'retrying'),
    readiness: async () => await readiness(redis, status(), topics.every(t => book.started.has(t)), shutdown.signal.aborted),
    async stop () {
      tenantTopics?.close()
      shutdown.abort()
      await Promise.all(loops)
      await queues.close()
    }
  }
}

/**
 * Follows each tenant topic (ADR 047) in a loop of its own as it appears: `topics` and `loops` grow (the sweep and
 * the readiness read them live); `added` is told of each (its queue's counts).
 */
function followTenantsTopics (
  ctx: TopicLoopContext, topics: string[], loops: Array<Promise<void>>, intervalMs: number, added: (topicId: string) => void
): { close: () => void } | undefined {
  if (intervalMs === 0) return undefined
  const follower = followTenantTopics({
    redis: ctx.redis, keys: ctx.keys, intervalMs, onError: (err) => { ctx.log.warn({ err }, 'tenant topics not read (Redis): retried every check') }
  })
  follower.onAdded((topicId) => {
    if (topics.includes(topicId) || ctx.signal.aborted) return
    ctx.log.info({ topicId }, 'following a tenant topic')
    topics.push(topicId)
    loops.push(runTopic(ctx, topicId))
    added(topicId)
  })
  follower.start().catch(() => {})
  return follower
}

/** The indexer's connections, identity and settings, with their defaults, as its topic loops share them. */
function connect (options: IndexerOptions, book: TopicBook, signal: AbortSignal): TopicLoopContext {
  const { redis, log } = options
  const keys = { prefix: options.prefix, network: options.network, usageRetentionDays: options.usageRetentionDays }
  return {
    redis,
    keys,
    owner: options.owner ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    store: createLedgerStore(redis, keys, {
      ...(options.invalidMax === undefined ? {} : { invalidMax: options.invalidMax }),
      ...(options.history === undefined ? {} : { history: options.history }),
      ...(options.historyChunkAt === undefined ? {} : { historyChunkAt: options.historyChunkAt }),
      ...(options.outcomeTtlSeconds === undefined ? {} : { outcomeTtlSeconds: options.outcomeTtlSeconds })
    }),
    mirror: options.mirror ?? createMirrorClient({ baseUrl: options.mirrorUrl, log }),
    log,
    metrics: options.metrics ?? createMetrics(),
    book,
    signal,
    lockTtlMs: options.lockTtlMs ?? 15_000,
    haltAfterFailures: options.haltAfterFailures ?? 5,
    retryBaseMs: options.retryBaseMs ?? 500,
    haltPollMs: options.haltPollMs ?? 2_000,
    pageLimit: options.pageLimit ?? 100,
    pollMs: options.pollMs ?? 250,
    tracing: options.tracing ?? tracingEnabled(),
    ...(options.registryTopicId === undefined ? {} : { registryTopicId: options.registryTopicId })
  }
}

/** The sweep runs beside the topic loops, for the topics this instance leads. */
async function runSweeps (ctx: TopicLoopContext, topics: readonly string[], every: { afterMs: number, intervalMs: number, retentionDays: number }): Promise<void> {
  const { afterMs, intervalMs, retentionDays } = every
  const { redis, keys, mirror, metrics, book, signal } = ctx
  const warned = new Set<string>()
  while (!signal.aborted) {
    await sleep(intervalMs, undefined, { signal }).catch(() => {})
    if (warned.size > 100_000) warned.clear()
    for (const topicId of topics) {
      if (signal.aborted || book.states.get(topicId) !== 'following') continue
      const log = ctx.log.child({ topicId })
      try {
        const report = await sweepTopic({ redis, keys, topicId, mirror, log, metrics: metrics.topic(topicId), afterMs, signal, warned })
        log.debug({ ...report, check: { live: report.check.live, differences: report.check.differences.length, skipped: report.check.skipped } }, 'sweep done')
        if (retentionDays > 0) await trimHistory({ redis, keys, topicId, mirror, log, retentionDays, signal })
      } catch (err) {
        if (!signal.aborted) log.warn({ err }, 'sweep failed, will retry')
      }
    }
  }
}

/** `/health/ready`: not while stopping, a topic halted or retrying, a first lease attempt unanswered, or Redis in trouble. */
async function readiness (redis: Redis, topics: TopicStatus[], started: boolean, stopping: boolean): Promise<Readiness> {
  if (stopping) return { ready: false, reason: 'stopping', details: { topics } }
  if (topics.some(t => t.state === 'halted')) return { ready: false, reason: 'topic_halted', details: { topics } }
  if (topics.some(t => t.state === 'retrying')) return { ready: false, reason: 'topic_retrying', details: { topics } }
  if (!started) return { ready: false, reason: 'starting', details: { topics } }
  const problem = await redisProblem(redis)
  if (problem !== undefined) return { ready: false, reason: problem, details: { topics } }
  return { ready: true, details: { topics } }
}

import { createHash, randomBytes } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { Queue } from 'bullmq'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { JOB_TOPIC_CREATE, TopicCreatedSchema, decodeTenantTopic, tenantTopicsKeys, topicCreateQueueRef } from '@hcs/protocol'
import type { KeyScope, TenantTopic, TopicCreateJob, TopicCreated } from '@hcs/protocol'
import { followTenantTopics } from '@hcs/runtime'
import { AppError } from '../http/errors.js'

/** What gains a topic when a tenant topic joins: the submit queues and the job waiter (each optional). */
interface TopicTaker {
  addTopic?: (topicId: string) => void
}

/** The tenant topics as this api process knows them (ADR 047), and their creation through the worker. */
export interface ApiTenantTopics {
  /**
   * Every topic this process writes: the configured ones and each tenant topic once loaded. Live: the intake reads
   * it at each request.
   */
  topics: ReadonlySet<string>
  ownerOf: (topicId: string) => string | undefined
  /**
   * Tells `listener` of each tenant topic: those loaded so far at once, then each later one as it is loaded (after the
   * takers, so the topic is written on already). The queue dashboard shows each this way.
   */
  onAdded: (listener: (topicId: string) => void) => void
  /** A tenant's topics, read from Redis (so a topic another process created is listed at once). */
  topicsOf: (tenant: string) => Promise<string[]>
  /** A tenant's topics with their records, read from Redis, by topic id. */
  recordsOf: (tenant: string) => Promise<Array<TenantTopic & { topicId: string }>>
  /**
   * Has the worker create a topic owned by `tenant` and waits for it (at most `waitMs`). The same `idempotencyKey`
   * again (per tenant) answers the same topic, never a second one.
   */
  create: (input: { tenant: string, memo?: string, idempotencyKey?: string }) => Promise<TopicCreated>
  close: () => Promise<void>
}

export interface ApiTenantTopicsOptions {
  redis: Redis
  keys: KeyScope
  /** The configured topics (the default one, HCS20_TOPICS): shared, never owned. */
  configured: Iterable<string>
  /** Told of each tenant topic as it is loaded, before the intake accepts operations on it. */
  takers: readonly TopicTaker[]
  log: FastifyBaseLogger
  /** How long a creation is waited for (default 60 s). */
  waitMs?: number
  /** How often the owners' version is compared (default 500 ms). */
  checkMs?: number
}

// A creation the worker could not finish is retried a few times (the transaction id stays pinned, ADR 047); its
// job is kept a day so a request repeated with the same Idempotency-Key finds the same answer.
const CREATE_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 86_400 },
  removeOnFail: { age: 86_400 }
} as const
const POLL_MS = 100

function createJobId (tenant: string, idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return `r${randomBytes(16).toString('base64url')}`
  return `k${createHash('sha256').update(`${tenant}\n${idempotencyKey}`).digest('base64url')}`
}

/** Loads the tenant topics (a failure is retried every check) and keeps them in step; `close` stops it. */
export async function openTenantTopics (options: ApiTenantTopicsOptions): Promise<ApiTenantTopics> {
  const { redis, keys, log } = options
  const names = tenantTopicsKeys(keys)
  const topics = new Set(options.configured)
  const shared = new Set(topics)
  const follower = followTenantTopics({
    redis, keys, intervalMs: options.checkMs, onError: (err) => { log.warn({ err }, 'tenant topics not read (Redis): retried every check') }
  })
  follower.onAdded((topicId) => {
    // a configured topic stays shared whatever a record says
    if (shared.has(topicId)) return
    for (const taker of options.takers) taker.addTopic?.(topicId)
    topics.add(topicId)
  })
  await follower.start()
  // BullMQ defines its scripts on its connection: one of its own, as the submit queues have
  const connection = redis.duplicate()
  connection.on('error', () => {})
  const ref = topicCreateQueueRef(keys)
  const queue = new Queue<TopicCreateJob, TopicCreated>(ref.name, { connection, prefix: ref.prefix })
  queue.on('error', () => {})
  const waitMs = options.waitMs ?? 60_000

  const recordsOf = async (tenant: string): Promise<Array<TenantTopic & { topicId: string }>> => {
    const all = await redis.hgetall(names.owners)
    const records: Array<TenantTopic & { topicId: string }> = []
    for (const [topicId, text] of Object.entries(all)) {
      const record = decodeTenantTopic(text)
      if (record !== undefined && record.tenant === tenant && !shared.has(topicId)) records.push({ topicId, ...record })
    }
    return records.sort((a, b) => a.topicId.localeCompare(b.topicId, 'en', { numeric: true }))
  }

  return {
    topics,
    ownerOf: (topicId) => shared.has(topicId) ? undefined : follower.ownerOf(topicId),
    onAdded (listener) {
      follower.onAdded((topicId) => { if (!shared.has(topicId)) listener(topicId) })
    },
    recordsOf,
    topicsOf: async (tenant) => (await recordsOf(tenant)).map((record) => record.topicId),
    async create ({ tenant, memo, idempotencyKey }) {
      const jobId = createJobId(tenant, idempotencyKey)
      await queue.add(JOB_TOPIC_CREATE, { v: 1, tenant, ...(memo === undefined ? {} : { memo }) }, { ...CREATE_JOB_OPTIONS, jobId })
      const created = await waitForCreation(queue, jobId, waitMs)
      // this process writes on the topic from its answer on: the owner is loaded before the 201
      await follower.refresh()
      return created
    },
    async close () {
      follower.close()
      await queue.close()
      await connection.quit().catch(() => connection.disconnect())
    }
  }
}

/** Polls the creation job until it completed (its return value), failed for good (502) or `waitMs` passed (503). */
async function waitForCreation (queue: Queue<TopicCreateJob, TopicCreated>, jobId: string, waitMs: number): Promise<TopicCreated> {
  const deadline = Date.now() + waitMs
  for (;;) {
    // the state first, then the job: BullMQ writes a job's outcome and moves it in one step, so a job read after its
    // state is final holds its outcome (read the other way round, a job finishing in between shows neither)
    const state = await queue.getJobState(jobId)
    const job = state === 'completed' || state === 'failed' ? await queue.getJob(jobId) : undefined
    if (state === 'unknown' || ((state === 'completed' || state === 'failed') && job === undefined)) {
      throw new AppError('TOPIC_NOT_CREATED', 502, 'Bad Gateway', { detail: 'The creation job is gone: retry' })
    }
    if (state === 'completed') {
      const created = TopicCreatedSchema.safeParse(job?.returnvalue)
      if (created.success) return created.data
      throw new AppError('TOPIC_NOT_CREATED', 502, 'Bad Gateway', { detail: 'The worker answered the creation without a topic' })
    }
    if (state === 'failed') {
      throw new AppError('TOPIC_NOT_CREATED', 502, 'Bad Gateway', { detail: `The topic was not created: ${job?.failedReason ?? 'no reason given'}` })
    }
    if (Date.now() >= deadline) {
      throw new AppError('QUEUE_UNAVAILABLE', 503, 'Service Unavailable', {
        detail: 'The worker has not created the topic yet: retry with the same Idempotency-Key to get its answer',
        headers: { 'retry-after': '5' }
      })
    }
    await delay(POLL_MS)
  }
}

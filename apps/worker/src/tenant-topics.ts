import { ReceiptStatusError, type Client } from '@hashgraph/sdk'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { TopicCreateJobSchema, topicCreationKey } from '@hcs/protocol'
import type { KeyScope, TopicCreated } from '@hcs/protocol'
import { followTenantTopics, recordTenantTopic } from '@hcs/runtime'
import { CreationOutcomeUnknown, createOwnedTopic } from './hedera/tenant-topic.js'
import { UnrecoverableError, createTopicCreateWorker, type Job } from './queue.js'

/** Told of each tenant topic this process serves: those loaded so far at once, each later one as it is loaded. */
export interface TenantTopicSubscription {
  onAdded: (listener: (topicId: string) => void) => void
}

export interface WorkerTenantTopics extends TenantTopicSubscription {
  /** Every creation worker consumes (readiness). */
  isRunning: () => boolean
  close: () => Promise<void>
}

export interface WorkerTenantTopicsOptions {
  redis: Redis
  keys: KeyScope
  client: Client
  log: Logger
  /** The configured topics: served already, and shared whatever a record says. */
  configured: ReadonlySet<string>
  /** Serves a tenant topic from now on (its submit queue, its worker, the reconciler). */
  serve: (topicId: string) => void
  receiptTimeoutMs: number
  /** How long the creation's tenant stays findable by its transaction id, for the fee meter (JOB_RECORD_TTL_SECONDS). */
  creationTtlSeconds: number
  /** How often the owners' version is compared (default 500 ms). */
  checkMs?: number
}

/**
 * The worker's side of the tenant topics (ADR 047): it serves every tenant topic (loaded at start, then each new
 * one within `checkMs`), and creates them, since it alone holds the operator key: the creation job's transaction id is
 * pinned in the job before anything is sent, the owner recorded in Redis once the receipt names the topic. Its one
 * follower of the owners also tells the rest of the process (`onAdded`: the webhook dispatchers) of each topic.
 */
export async function startTenantTopics (options: WorkerTenantTopicsOptions): Promise<WorkerTenantTopics> {
  const { redis, keys, client, log } = options
  const follower = followTenantTopics({
    redis, keys, intervalMs: options.checkMs, onError: (err) => { log.warn({ err }, 'tenant topics not read (Redis): retried every check') }
  })
  follower.onAdded((topicId, topic) => {
    if (options.configured.has(topicId)) return
    log.info({ topicId, tenant: topic.tenant }, 'serving a tenant topic')
    options.serve(topicId)
  })
  // a listener added later hears of the topics served so far at once (the follower replays them), then of each new one
  const onAdded = (listener: (topicId: string) => void): void => {
    follower.onAdded((topicId) => { if (!options.configured.has(topicId)) listener(topicId) })
  }
  await follower.start()

  const create = async (job: Job<unknown, TopicCreated>): Promise<TopicCreated> => {
    const parsed = TopicCreateJobSchema.safeParse(job.data)
    if (!parsed.success) throw new UnrecoverableError('topic creation job data is not a TopicCreateJob')
    const data = parsed.data
    try {
      // the id pinned in the job, and its tenant where the fee meter reads it, before anything is sent
      const pin = async (transactionId: string): Promise<void> => {
        await redis.set(topicCreationKey(keys, transactionId), data.tenant, 'EX', options.creationTtlSeconds)
        await job.updateData({ ...data, transactionId })
      }
      const created = await createOwnedTopic(client, data, pin, options.receiptTimeoutMs)
      const stored = await recordTenantTopic(redis, keys, created.topicId, { tenant: data.tenant, transactionId: created.transactionId, createdAt: new Date().toISOString() })
      // served here before the api answers; the other processes follow within a check
      await follower.refresh()
      log.info({ topicId: created.topicId, tenant: stored.tenant, feeTinybars: created.feeTinybars }, 'tenant topic created')
      return { ...created, tenant: stored.tenant, createdAt: stored.createdAt }
    } catch (err) {
      // the pinned transaction failed at consensus, or its fate is unknown: a retry could only create a second topic
      if (err instanceof ReceiptStatusError || err instanceof CreationOutcomeUnknown) throw new UnrecoverableError((err as Error).message)
      throw err
    }
  }
  const worker = createTopicCreateWorker(create, { connection: redis, keys, log })
  await worker.waitUntilReady()
  return {
    onAdded,
    isRunning: () => worker.isRunning(),
    async close () {
      follower.close()
      await worker.close()
    }
  }
}

import { z } from 'zod'
import { keySegment } from './keys.js'
import type { KeyScope } from './keys.js'
import type { QueueRef } from './submit-queue.js'
import { decodeStoredRecord } from './network-condition.js'

// ADR 047: a topic created for a tenant (`POST /api/tenants/{id}/topics`) belongs to it. The record of who owns
// which topic lives here; the topic's submit key is the operator key, which only the worker holds, so no secret is
// stored. The default topic, HCS20_TOPICS and the registry topic have no record: they are shared.

// WARNING: renaming the queue or its job name strands the jobs already in Redis
/** BullMQ queue of topic creations: the api adds a job, the worker (which holds the operator key) creates the topic. */
export const QUEUE_TOPIC_CREATE = 'hcs20-topic-create'
/** BullMQ job name of a topic creation. */
export const JOB_TOPIC_CREATE = 'topic-create'

/** Stem of the tenant topics' keys and the creation queue's prefix: `${prefix}:tenant-topics:{<network>}` (one slot). */
function tenantTopicsStem (scope: KeyScope): string {
  return `${scope.prefix}:tenant-topics:{${keySegment(scope.network)}}`
}

/**
 * `owners`: hash topicId → JSON {@link TenantTopic}; `version`: a counter raised with every new owner, which each
 * process compares with the one it loaded (no restart to pick a new topic up).
 */
export function tenantTopicsKeys (scope: KeyScope): { owners: string, version: string } {
  const stem = tenantTopicsStem(scope)
  return { owners: `${stem}:owners`, version: `${stem}:version` }
}

/**
 * String: the tenant a topic creation is for, by the creation's transaction id (the SDK's form), written when the
 * worker pins the id, before anything is sent, so the fee meter finds the creation's tenant whenever it reads the
 * transaction (ADR 054). Under the tenant topics' hash tag: a page's worth are read with one MGET.
 */
export function topicCreationKey (scope: KeyScope, transactionId: string): string {
  return `${tenantTopicsStem(scope)}:creation:${keySegment(transactionId)}`
}

/** The topic creation queue, under the tenant topics' hash tag. */
export function topicCreateQueueRef (scope: KeyScope): QueueRef {
  return { name: QUEUE_TOPIC_CREATE, prefix: tenantTopicsStem(scope) }
}

/** What the owners hash holds for one tenant topic. */
export const TenantTopicSchema = z.object({
  tenant: z.string().min(1),
  /** The TopicCreateTransaction's id. */
  transactionId: z.string().min(1),
  createdAt: z.string()
})
export type TenantTopic = z.infer<typeof TenantTopicSchema>

export function decodeTenantTopic (text: string | null | undefined): TenantTopic | undefined {
  return decodeStoredRecord(TenantTopicSchema, text)
}

/**
 * The data of a topic creation job. `transactionId` is pinned by the worker's first run (before it sends
 * anything), so a retry asks for that transaction's receipt, or sends the same transaction again, and never
 * creates a second topic.
 */
export const TopicCreateJobSchema = z.object({
  v: z.literal(1),
  tenant: z.string().min(1),
  memo: z.string().optional(),
  transactionId: z.string().optional()
})
export type TopicCreateJob = z.infer<typeof TopicCreateJobSchema>

/** A topic creation job's return value: the topic, its owner, and what the network charged (from the record). */
export const TopicCreatedSchema = z.object({
  topicId: z.string(),
  tenant: z.string(),
  transactionId: z.string(),
  /** The transaction fee in tinybars, as a decimal string (from the transaction record). */
  feeTinybars: z.string(),
  createdAt: z.string()
})
export type TopicCreated = z.infer<typeof TopicCreatedSchema>

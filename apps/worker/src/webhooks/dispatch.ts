import { createHash } from 'node:crypto'
import { hostname } from 'node:os'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import {
  deliveryKey, endpointDeliveriesKey, hbarOfTinybar, tenantQuotaEventsKey, webhookEventOf, webhookEventsKey, webhookKey, webhookOwnerKey
} from '@hcs/protocol'
import type { DeliverJob, Delivery, KeyScope, TenantQuotaEvent, WebhookEndpoint, WebhookEvent } from '@hcs/protocol'

const DISPATCH_GROUP = 'dispatch'
/** Deliveries listed per endpoint (older ones drop out of the list; their records expire). */
const DELIVERIES_KEPT = 1000
const READ_COUNT = 100
const BLOCK_MS = 2000
/** An entry read by a dispatcher that died is taken over after this long. */
const CLAIM_IDLE_MS = 60_000

export interface DispatchDeps {
  /** A connection of its own: XREADGROUP blocks it. */
  blocking: Redis
  redis: Redis
  keys: KeyScope
  /** The topic whose event stream this dispatcher reads (protocol's webhookEventsKey); absent: the tenants' quota events (tenantQuotaEventsKey). */
  topicId?: string
  enqueue: (jobs: DeliverJob[]) => Promise<void>
  recordTtlSeconds: number
  log: Logger
}

export interface Dispatcher {
  close: () => Promise<void>
}

type StreamEntry = [id: string, fields: string[]]

function fieldsOf (flat: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i + 1 < flat.length; i += 2) out[flat[i] as string] = flat[i + 1] as string
  return out
}

/** One delivery per (endpoint, job, event): the id is derived, so re-reading an entry never sends twice. */
function deliveryIdFor (endpointId: string, jobId: string, event: string): string {
  return `msg_${createHash('sha256').update(`${endpointId}|${jobId}|${event}`).digest('base64url').slice(0, 32)}`
}

/** An owner's endpoints, read once per batch of entries. */
function endpointsOf (deps: DispatchDeps): (owner: string) => Promise<WebhookEndpoint[]> {
  const owners = new Map<string, WebhookEndpoint[]>()
  return async (owner) => {
    let endpoints = owners.get(owner)
    if (endpoints === undefined) {
      const ids = await deps.redis.smembers(webhookOwnerKey(deps.keys, owner))
      const texts = ids.length === 0 ? [] : await deps.redis.mget(ids.map((id) => webhookKey(deps.keys, id)))
      endpoints = texts.filter((text): text is string => text !== null).map((text) => JSON.parse(text) as WebhookEndpoint)
      owners.set(owner, endpoints)
    }
    return endpoints
  }
}

/** Settled-job entries: one delivery per endpoint of the job's owner subscribed to its event. */
async function jobDeliveries (deps: DispatchDeps, entries: StreamEntry[]): Promise<DeliverJob[]> {
  const jobs: DeliverJob[] = []
  const endpointsOfOwner = endpointsOf(deps)
  for (const [, flat] of entries) {
    const { job, status, owner } = fieldsOf(flat)
    const event = status === undefined ? undefined : webhookEventOf(status)
    if (job === undefined || owner === undefined || event === undefined) continue
    for (const endpoint of await endpointsOfOwner(owner)) {
      if (!endpoint.events.includes(event)) continue
      jobs.push({ v: 1, deliveryId: deliveryIdFor(endpoint.id, job, event), endpointId: endpoint.id, event, jobId: job })
    }
  }
  return jobs
}

/** A quota event's data from its stream entry (written by the api's quota take); undefined for one it cannot read. */
function quotaEventOf (id: string, fields: Record<string, string>): TenantQuotaEvent | undefined {
  const { tenant, period, unit, threshold, used, limit, periodEnds } = fields
  if (tenant === undefined || used === undefined || limit === undefined || periodEnds === undefined) return undefined
  if ((period !== 'daily' && period !== 'monthly') || (unit !== 'operations' && unit !== 'hbar') || (threshold !== '80' && threshold !== '100')) return undefined
  const amount = (value: string): number | string => unit === 'hbar' ? hbarOfTinybar(value) : Number(value)
  return {
    tenant, period, unit, threshold: threshold === '80' ? 80 : 100, used: amount(used), limit: amount(limit), periodEnds, reachedAt: new Date(Number(id.split('-')[0])).toISOString()
  }
}

/** Quota entries: one `tenant.quota` delivery per endpoint of the tenant subscribed to it. */
async function quotaDeliveries (deps: DispatchDeps, entries: StreamEntry[]): Promise<DeliverJob[]> {
  const jobs: DeliverJob[] = []
  const endpointsOfOwner = endpointsOf(deps)
  const event: WebhookEvent = 'tenant.quota'
  for (const [id, flat] of entries) {
    const quota = quotaEventOf(id, fieldsOf(flat))
    if (quota === undefined) continue
    // one per threshold, ceiling and period: the period is named by its end
    const once = `${quota.tenant}|${quota.period}|${quota.periodEnds}|${quota.unit}|${quota.threshold}`
    for (const endpoint of await endpointsOfOwner(`tenant:${quota.tenant}`)) {
      if (!endpoint.events.includes(event)) continue
      jobs.push({ v: 1, deliveryId: deliveryIdFor(endpoint.id, once, event), endpointId: endpoint.id, event, quota })
    }
  }
  return jobs
}

/** Turns stream entries into delivery jobs and delivery records. */
async function dispatchEntries (deps: DispatchDeps, entries: StreamEntry[]): Promise<number> {
  const jobs = deps.topicId === undefined ? await quotaDeliveries(deps, entries) : await jobDeliveries(deps, entries)
  if (jobs.length === 0) return 0
  // enqueue first (BullMQ dedupes by the derived id), then the records: a crash in between is repaired by the re-read
  await deps.enqueue(jobs)
  const at = new Date().toISOString()
  const pipeline = deps.redis.pipeline()
  for (const job of jobs) {
    const delivery: Delivery = {
      id: job.deliveryId, event: job.event, ...(job.jobId === undefined ? {} : { jobId: job.jobId }), status: 'pending', attempts: 0, lastStatus: null, lastError: null, createdAt: at, updatedAt: at
    }
    pipeline.set(deliveryKey(deps.keys, job.deliveryId), JSON.stringify(delivery), 'EX', deps.recordTtlSeconds, 'NX')
    const list = endpointDeliveriesKey(deps.keys, job.endpointId)
    pipeline.zadd(list, 'NX', Date.now(), job.deliveryId)
    pipeline.zremrangebyrank(list, 0, -DELIVERIES_KEPT - 1)
    pipeline.expire(list, deps.recordTtlSeconds)
  }
  await pipeline.exec()
  return jobs.length
}

/**
 * Reads the stream protocol's job_write appends to (a job of an owner with endpoints became terminal), or without
 * a topic the stream of the tenants' quota thresholds (the api's quota take appends, ADR 055),
 * through a consumer group, so each entry is handled by one dispatcher, and entries a dead one had read
 * are claimed after a minute. Never blocks the submit pipeline: it only reads a stream and enqueues.
 */
export function startDispatcher (deps: DispatchDeps): Dispatcher {
  const stream = deps.topicId === undefined ? tenantQuotaEventsKey(deps.keys.prefix) : webhookEventsKey(deps.keys, deps.topicId)
  const consumer = `${hostname()}-${process.pid}`
  let closed = false
  let lastClaim = 0

  const ack = async (entries: StreamEntry[]) => {
    if (entries.length > 0) await deps.redis.xack(stream, DISPATCH_GROUP, ...entries.map(([id]) => id))
  }
  const handle = async (entries: StreamEntry[]) => {
    if (entries.length === 0) return
    await dispatchEntries(deps, entries)
    await ack(entries)
  }

  const loop = async () => {
    await deps.redis.xgroup('CREATE', stream, DISPATCH_GROUP, '0', 'MKSTREAM').catch((err: Error) => {
      if (!err.message.includes('BUSYGROUP')) throw err
    })
    for (;;) {
      if (closed) break
      try {
        if (Date.now() - lastClaim > CLAIM_IDLE_MS / 2) {
          lastClaim = Date.now()
          const claimed = await deps.redis.xautoclaim(stream, DISPATCH_GROUP, consumer, CLAIM_IDLE_MS, '0-0', 'COUNT', READ_COUNT) as [string, StreamEntry[]]
          await handle(claimed[1] ?? [])
        }
        const read = await deps.blocking.xreadgroup('GROUP', DISPATCH_GROUP, consumer, 'COUNT', READ_COUNT, 'BLOCK', BLOCK_MS, 'STREAMS', stream, '>') as Array<[string, StreamEntry[]]> | null
        await handle(read?.[0]?.[1] ?? [])
      } catch (err) {
        if (closed) break
        deps.log.warn({ err }, 'webhook dispatch failed; retrying')
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  }
  const running = loop().catch((err: unknown) => { deps.log.error({ err }, 'webhook dispatcher stopped') })

  return {
    async close () {
      closed = true
      deps.blocking.disconnect()
      await running
    }
  }
}

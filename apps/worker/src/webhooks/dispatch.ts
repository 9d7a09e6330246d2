import { createHash } from 'node:crypto'
import { hostname } from 'node:os'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import {
  deliveryKey, endpointDeliveriesKey, webhookEventOf, webhookEventsKey, webhookKey, webhookOwnerKey
} from '@hcs/protocol'
import type { DeliverJob, Delivery, KeyScope, WebhookEndpoint } from '@hcs/protocol'

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
  /** The topic whose event stream this dispatcher reads (protocol's webhookEventsKey). */
  topicId: string
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

/** Turns settled-job entries into delivery jobs and delivery records. Exported for tests. */
async function dispatchEntries (deps: DispatchDeps, entries: StreamEntry[]): Promise<number> {
  const jobs: DeliverJob[] = []
  const owners = new Map<string, WebhookEndpoint[]>()
  for (const [, flat] of entries) {
    const { job, status, owner } = fieldsOf(flat)
    const event = status === undefined ? undefined : webhookEventOf(status)
    if (job === undefined || owner === undefined || event === undefined) continue
    let endpoints = owners.get(owner)
    if (endpoints === undefined) {
      const ids = await deps.redis.smembers(webhookOwnerKey(deps.keys, owner))
      const texts = ids.length === 0 ? [] : await deps.redis.mget(ids.map((id) => webhookKey(deps.keys, id)))
      endpoints = texts.filter((text): text is string => text !== null).map((text) => JSON.parse(text) as WebhookEndpoint)
      owners.set(owner, endpoints)
    }
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes(event)) continue
      jobs.push({ v: 1, deliveryId: deliveryIdFor(endpoint.id, job, event), endpointId: endpoint.id, event, jobId: job })
    }
  }
  if (jobs.length === 0) return 0
  // enqueue first (BullMQ dedupes by the derived id), then the records: a crash in between is repaired by the re-read
  await deps.enqueue(jobs)
  const at = new Date().toISOString()
  const pipeline = deps.redis.pipeline()
  for (const job of jobs) {
    const delivery: Delivery = {
      id: job.deliveryId, event: job.event, jobId: job.jobId, status: 'pending', attempts: 0, lastStatus: null, lastError: null, createdAt: at, updatedAt: at
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
 * Reads the stream protocol's job_write appends to (a job of an owner with endpoints became terminal)
 * through a consumer group, so each entry is handled by one dispatcher, and entries a dead one had read
 * are claimed after a minute. Never blocks the submit pipeline: it only reads a stream and enqueues.
 */
export function startDispatcher (deps: DispatchDeps): Dispatcher {
  const stream = webhookEventsKey(deps.keys, deps.topicId)
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

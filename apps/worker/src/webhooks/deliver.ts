import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { Webhook } from 'standardwebhooks'
import { DeliverJobSchema, decodeOwnedJobRecord, deliveryKey, jobIdTopic, jobRecordKey, openWebhookSecret, webhookKey } from '@hcs/protocol'
import type { Delivery, KeyScope, WebhookEndpoint } from '@hcs/protocol'
import type { SettledMessages } from '@hcs/runtime'
import type { WorkerMetrics } from '../metrics.js'
import { deferUntil } from './gate.js'
import type { DeferReason, EndpointGate, EndpointOutcome } from './gate.js'
import type { SendResult, Sender } from './send.js'

export interface DeliverDeps {
  redis: Redis
  keys: KeyScope
  sender: Sender
  /** Reads a settled job's message and running hash back from the mirror (its record keeps neither). */
  settled?: SettledMessages
  log: Logger
  /** Delivery records live as long as job records. */
  recordTtlSeconds: number
  /** Opens the sealed signing secrets (WEBHOOK_SECRET_KEY); clear ones are used as they are. */
  secretKey?: Buffer
  /** Per-endpoint and per-tenant slots and the endpoint's circuit breaker. */
  gate: EndpointGate
  /**
   * A delivery deferred behind an open circuit for longer than this since it was enqueued is given up: the
   * span its retries would have covered (about 25 h by default), so a dead endpoint's backlog still ends.
   */
  maxAgeMs: number
  /** Promotes delayed deliveries (BullMQ job ids) a release named: a slot they wait for is free. */
  wake: (deliveryIds: string[]) => Promise<void>
  metrics?: Pick<WorkerMetrics, 'webhookDeferred' | 'webhookCircuits'>
  now?: () => Date
}

/** What the processor needs of a BullMQ job (a plain interface keeps bullmq in queue.ts). */
export interface DeliveryAttempt {
  data: unknown
  attemptsMade: number
  /** Runs started, deferrals included (attemptsMade counts failed attempts only). */
  attemptsStarted: number
  /** When the delivery was enqueued (ms). */
  timestamp: number
  opts: { attempts?: number }
}

export class DeliveryFailedError extends Error {
  constructor (message: string, readonly permanent: boolean) {
    super(message)
    this.name = 'DeliveryFailedError'
  }
}

/** The delivery waits (not an attempt): queue.ts moves the job to delayed until `until` (ms). */
export class DeliveryDeferredError extends Error {
  constructor (readonly reason: DeferReason, readonly until: number) {
    super(`delivery deferred (${reason}) until ${new Date(until).toISOString()}`)
    this.name = 'DeliveryDeferredError'
  }
}

/** What an attempt's result says of the endpoint, for its breaker: any answer but 5xx and 429 means it is up. */
function endpointOutcome (result: SendResult): EndpointOutcome {
  if (result.ok) return 'ok'
  if (result.permanent) return 'none'
  if (result.status !== null && result.status < 500 && result.status !== 429) return 'ok'
  return 'failed'
}

async function writeDelivery (deps: DeliverDeps, id: string, patch: Partial<Delivery>): Promise<void> {
  const key = deliveryKey(deps.keys, id)
  const current = JSON.parse(await deps.redis.get(key) ?? '{}') as Partial<Delivery>
  await deps.redis.set(key, JSON.stringify({ ...current, ...patch }), 'EX', deps.recordTtlSeconds)
}

/**
 * One delivery attempt: the job's current record, signed per Standard Webhooks (webhook-id = the
 * delivery id, the same on every retry; webhook-timestamp = now; webhook-signature = v1 HMAC-SHA256
 * with the endpoint's secret), posted with a timeout and a response cap. Records the attempt; throws
 * so that BullMQ retries (backoff in queue.ts), or marks it permanent when retrying cannot help.
 * The send holds a slot of the endpoint (and of the tenant, at an endpoint not known to answer) and tells
 * the endpoint's circuit breaker how it went; without a slot, or behind an open circuit, it throws
 * DeliveryDeferredError instead: a wait, not an attempt.
 */
export async function deliverOnce (attempt: DeliveryAttempt, deps: DeliverDeps): Promise<void> {
  const data = DeliverJobSchema.parse(attempt.data)
  const now = (deps.now ?? (() => new Date()))()
  const jobId = data.jobId ?? ''
  const log = deps.log.child({ deliveryId: data.deliveryId, endpointId: data.endpointId, ...(data.jobId === undefined ? {} : { jobId }) })
  // two slots on a cluster (the network's webhook tag, the job's topic): two reads
  const topicId = data.jobId === undefined ? undefined : jobIdTopic(jobId)
  const [endpointText, recordText] = await Promise.all([
    deps.redis.get(webhookKey(deps.keys, data.endpointId)),
    topicId === undefined ? null : deps.redis.get(jobRecordKey(deps.keys, topicId, jobId))
  ])
  const attempts = attempt.attemptsMade + 1
  if (endpointText === null) {
    await writeDelivery(deps, data.deliveryId, { status: 'failed', attempts, lastError: 'endpoint deleted', updatedAt: now.toISOString() })
    return
  }
  const endpoint = JSON.parse(endpointText) as WebhookEndpoint
  const owned = decodeOwnedJobRecord(recordText, jobId)
  const record = owned === undefined || deps.settled === undefined ? owned?.record : await deps.settled.complete(owned.record)
  // the per-tenant limit counts the job's tenant (a quota event's own); a job of the default tenant counts its key
  const tenant = data.quota?.tenant ?? owned?.tenant ?? `key:${endpoint.owner}`
  const body = JSON.stringify(data.quota !== undefined
    ? { type: data.event, timestamp: data.quota.reachedAt, data: data.quota }
    : { type: data.event, timestamp: record?.updatedAt ?? now.toISOString(), data: record ?? { jobId } })
  let secret: string
  try {
    secret = openWebhookSecret(endpoint.secret, deps.secretKey)
  } catch (err) {
    // a missing or wrong WEBHOOK_SECRET_KEY: retried (with backoff) until the operator fixes it, never sent unsigned
    const lastError = `signing secret cannot be opened: ${(err as Error).message}`
    await writeDelivery(deps, data.deliveryId, { status: 'retrying', attempts, lastError, updatedAt: now.toISOString() })
    log.error({ err }, 'webhook signing secret cannot be opened (WEBHOOK_SECRET_KEY)')
    throw new DeliveryFailedError(lastError, false)
  }
  const admission = await deps.gate.acquire(endpoint.id, tenant, data.deliveryId, now.getTime())
  if (!admission.granted) {
    deps.metrics?.webhookDeferred.inc({ reason: admission.reason })
    if ((admission.reason === 'open' || admission.reason === 'probing') && now.getTime() - attempt.timestamp > deps.maxAgeMs) {
      const lastError = 'endpoint unreachable: its circuit stayed open past the retry window'
      await writeDelivery(deps, data.deliveryId, { status: 'failed', attempts: attempt.attemptsMade, lastError, updatedAt: now.toISOString() })
      log.error({ attempts: attempt.attemptsMade }, 'webhook delivery gave up (circuit open)')
      throw new DeliveryFailedError(lastError, true)
    }
    // runs started minus attempts minus this run: the deferrals in a row so far
    const deferrals = attempt.attemptsStarted - attempt.attemptsMade - 1
    throw new DeliveryDeferredError(admission.reason, deferUntil(admission, deferrals, now.getTime()))
  }
  const signature = new Webhook(secret).sign(data.deliveryId, now, body)
  let result: SendResult | undefined
  try {
    result = await deps.sender.send(endpoint.url, body, {
      'webhook-id': data.deliveryId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature
    })
  } finally {
    // a release that fails leaves the slot to its lease (it ends by itself): the attempt's result stands
    const released = await deps.gate.release(admission, endpoint.id, tenant, result === undefined ? 'none' : endpointOutcome(result)).catch((err: unknown) => {
      log.warn({ err }, 'webhook slot release failed; its lease ends it')
      return undefined
    })
    const transition = released?.transition
    if (transition !== undefined) {
      deps.metrics?.webhookCircuits.inc({ transition })
      if (transition === 'closed') log.info({ probe: admission.probe }, 'webhook endpoint circuit closed')
      else log.warn({ err: result?.error, status: result?.status }, `webhook endpoint circuit ${transition}`)
    }
    if (released !== undefined && released.wake.length > 0) {
      await deps.wake(released.wake).catch((err: unknown) => { log.warn({ err }, 'waking deferred webhook deliveries failed; they wake on their own') })
    }
  }
  const last = attempts >= (attempt.opts.attempts ?? 1) || result.permanent
  const status = result.ok ? 'delivered' : last ? 'failed' : 'retrying'
  await writeDelivery(deps, data.deliveryId, {
    status, attempts, lastStatus: result.status, lastError: result.error, updatedAt: new Date().toISOString()
  })
  if (result.ok) {
    log.info({ status: result.status, attempts }, 'webhook delivered')
    return
  }
  if (last) log.error({ status: result.status, err: result.error, attempts }, 'webhook delivery gave up')
  else log.warn({ status: result.status, err: result.error, attempts }, 'webhook delivery will retry')
  throw new DeliveryFailedError(result.error ?? 'delivery failed', result.permanent)
}

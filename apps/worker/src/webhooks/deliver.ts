import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { Webhook } from 'standardwebhooks'
import { DeliverJobSchema, decodeJobRecord, deliveryKey, jobIdTopic, jobRecordKey, openWebhookSecret, webhookKey } from '@hcs/protocol'
import type { Delivery, KeyScope, WebhookEndpoint } from '@hcs/protocol'
import type { SettledMessages } from '@hcs/runtime'
import type { Sender } from './send.js'

export interface DeliverDeps {
  redis: Redis
  keys: KeyScope
  sender: Sender
  /** Reads a settled job's message and running hash back from the mirror (its record keeps neither, ADR 033). */
  settled?: SettledMessages
  log: Logger
  /** Delivery records live as long as job records. */
  recordTtlSeconds: number
  /** Opens the sealed signing secrets (WEBHOOK_SECRET_KEY); clear ones are used as they are. */
  secretKey?: Buffer
  now?: () => Date
}

/** What the processor needs of a BullMQ job (a plain interface keeps bullmq in queue.ts). */
export interface DeliveryAttempt {
  data: unknown
  attemptsMade: number
  opts: { attempts?: number }
}

export class DeliveryFailedError extends Error {
  constructor (message: string, readonly permanent: boolean) {
    super(message)
    this.name = 'DeliveryFailedError'
  }
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
 */
export async function deliverOnce (attempt: DeliveryAttempt, deps: DeliverDeps): Promise<void> {
  const data = DeliverJobSchema.parse(attempt.data)
  const now = (deps.now ?? (() => new Date()))()
  const log = deps.log.child({ deliveryId: data.deliveryId, endpointId: data.endpointId, jobId: data.jobId })
  // two slots on a cluster (the network's webhook tag, the job's topic): two reads
  const topicId = jobIdTopic(data.jobId)
  const [endpointText, recordText] = await Promise.all([
    deps.redis.get(webhookKey(deps.keys, data.endpointId)),
    topicId === undefined ? null : deps.redis.get(jobRecordKey(deps.keys, topicId, data.jobId))
  ])
  const attempts = attempt.attemptsMade + 1
  if (endpointText === null) {
    await writeDelivery(deps, data.deliveryId, { status: 'failed', attempts, lastError: 'endpoint deleted', updatedAt: now.toISOString() })
    return
  }
  const endpoint = JSON.parse(endpointText) as WebhookEndpoint
  const stored = decodeJobRecord(recordText, data.jobId)
  const record = stored === undefined || deps.settled === undefined ? stored : await deps.settled.complete(stored)
  const body = JSON.stringify({ type: data.event, timestamp: record?.updatedAt ?? now.toISOString(), data: record ?? { jobId: data.jobId } })
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
  const signature = new Webhook(secret).sign(data.deliveryId, now, body)
  const result = await deps.sender.send(endpoint.url, body, {
    'webhook-id': data.deliveryId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature
  })
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

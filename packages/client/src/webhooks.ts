import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import type { Job } from './types.js'

export { WebhookVerificationError } from 'standardwebhooks'

/** The body of a job delivery: the job's record when it became confirmed, invalid or failed. */
export interface JobDelivery {
  type: 'job.confirmed' | 'job.failed' | 'job.invalid'
  timestamp: string
  data: Job
}

/** What a `tenant.quota` delivery tells: the tenant reached `threshold` % of one ceiling of its quota in a period. */
export interface TenantQuotaEvent {
  tenant: string
  period: 'daily' | 'monthly'
  unit: 'operations' | 'hbar'
  threshold: 80 | 100
  /** What was used of the period when it was reached: operations, or hbar as a decimal string. */
  used: number | string
  /** The ceiling: operations, or hbar as a decimal string. */
  limit: number | string
  /** When the period ends and the quota renews (ISO, UTC). */
  periodEnds: string
  /** When the threshold was reached (ISO). */
  reachedAt: string
}

/** The body of a `tenant.quota` delivery (sent once per threshold, ceiling and period). */
export interface TenantQuotaDelivery {
  type: 'tenant.quota'
  timestamp: string
  data: TenantQuotaEvent
}

/** The body of a delivery: branch on `type`. */
export type WebhookDelivery = JobDelivery | TenantQuotaDelivery

/**
 * Verifies a delivery as Standard Webhooks define it (HMAC-SHA256 of `id.timestamp.body` with the
 * endpoint's `whsec_` secret, timestamp within 5 minutes) and returns its parsed body. `body` must be
 * the raw request body, byte for byte; `headers` needs `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` (any case). Throws WebhookVerificationError when it does not verify. Deliveries
 * are retried with the same `webhook-id`: use it to ignore a delivery you already handled.
 */
export function verifyWebhook (secret: string, body: string | Buffer, headers: Record<string, string | string[] | undefined>): WebhookDelivery {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  const parsed = new Webhook(secret).verify(body, flat) as WebhookDelivery
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.type !== 'string') {
    throw new WebhookVerificationError('Unexpected payload')
  }
  return parsed
}

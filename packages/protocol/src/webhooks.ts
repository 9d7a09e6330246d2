import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { keySegment, topicKey } from './keys.js'
import { submitQueueRef } from './submit-queue.js'
import type { QueueRef } from './submit-queue.js'
import type { KeyScope } from './keys.js'
import { z } from 'zod'

// WARNING: renaming a queue or job name strands the jobs already in Redis
/** BullMQ queue of webhook deliveries (enqueued by the worker's dispatcher, sent by its delivery worker). */
export const QUEUE_WEBHOOKS = 'hcs20-webhooks'
/** BullMQ job name of one delivery. */
export const JOB_DELIVER = 'deliver'

/**
 * Events an endpoint may subscribe to: a job reached this terminal status (`job.*`), or its tenant reached 80 % or
 * 100 % of a quota ceiling (`tenant.quota`, api ADR 055).
 */
export const WEBHOOK_EVENTS = ['job.confirmed', 'job.failed', 'job.invalid', 'tenant.quota'] as const
/** One of {@link WEBHOOK_EVENTS}. */
export type WebhookEvent = typeof WEBHOOK_EVENTS[number]

/** Most endpoints one API key may register. */
export const MAX_WEBHOOKS_PER_KEY = 20
/** Longest endpoint URL. */
export const MAX_WEBHOOK_URL_LENGTH = 2048

function parsedUrl (value: string): URL | undefined {
  try { return new URL(value) } catch { return undefined }
}

/** An absolute http(s) URL without credentials, as WHATWG URL parses it (the parser undici uses to send). */
const WebhookUrlSchema = z.string().max(MAX_WEBHOOK_URL_LENGTH).superRefine((value, ctx) => {
  const url = parsedUrl(value)
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    ctx.addIssue({ code: 'custom', message: 'Must be an absolute http or https URL' })
  } else if (url.username !== '' || url.password !== '') {
    ctx.addIssue({ code: 'custom', message: 'Must not carry credentials' })
  }
}).describe('http(s) URL that receives the deliveries; its host must resolve to public addresses')

/** Body of `POST /api/webhooks`. */
export const WebhookRequestSchema = z.object({
  url: WebhookUrlSchema,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, 'Must not repeat an event')
}).strict()
/** Parsed `POST /api/webhooks` body. */
export type WebhookRequest = z.infer<typeof WebhookRequestSchema>

/** A registered endpoint as stored (`webhookKey`): `secret` is the Standard Webhooks `whsec_` secret. */
export interface WebhookEndpoint {
  id: string
  owner: string
  url: string
  events: WebhookEvent[]
  secret: string
  createdAt: string
}

/** The `data` of a `tenant.quota` delivery: a tenant reached `threshold` % of one ceiling of its quota (api ADR 055). */
const TenantQuotaEventSchema = z.object({
  tenant: z.string(),
  period: z.enum(['daily', 'monthly']),
  unit: z.enum(['operations', 'hbar']),
  threshold: z.union([z.literal(80), z.literal(100)]),
  /** Used of the period when it was reached: operations, or hbar as a decimal string. */
  used: z.union([z.number(), z.string()]),
  /** The ceiling: operations, or hbar as a decimal string. */
  limit: z.union([z.number(), z.string()]),
  /** When the period ends and the quota renews (ISO, UTC). */
  periodEnds: z.string(),
  /** When the threshold was reached (ISO). */
  reachedAt: z.string()
})
/** The `data` of a `tenant.quota` delivery. */
export type TenantQuotaEvent = z.infer<typeof TenantQuotaEventSchema>

/**
 * Data of a delivery job. `deliveryId` is the `webhook-id` header: the same on every retry. A `job.*` event names
 * its job (the body is its record at delivery); a `tenant.quota` event carries its data.
 */
export const DeliverJobSchema = z.object({
  v: z.literal(1),
  deliveryId: z.string(),
  endpointId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  jobId: z.string().optional(),
  quota: TenantQuotaEventSchema.optional()
})
/** Data of a delivery job. */
export type DeliverJob = z.infer<typeof DeliverJobSchema>

/** A delivery's record (`GET /api/webhooks/{id}/deliveries`). */
export const DeliverySchema = z.object({
  id: z.string().describe('The webhook-id header of every attempt'),
  event: z.enum(WEBHOOK_EVENTS),
  jobId: z.string().optional().describe('The job a job.* event is about'),
  status: z.enum(['pending', 'retrying', 'delivered', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastStatus: z.number().int().nullable().describe('HTTP status of the last attempt (null: no answer)'),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string()
})
/** A delivery's record. */
export type Delivery = z.infer<typeof DeliverySchema>

// Webhook endpoints and deliveries belong to the network and share one hash tag `{<network>}` (ADR 027):
// `${prefix}:webhooks:{<network>}:…`, the webhook BullMQ queue included. What protocol's job_write touches
// when a job settles is the job's topic's (same slot as its record): the owner's endpoint ids copied into the
// topic (`topicWebhookOwnerKey`) and the topic's event stream.

/** Stem of the network's webhook keys, and the prefix of the webhook queue: `${prefix}:webhooks:{<network>}`. */
export function webhooksKey (scope: KeyScope): string {
  return `${scope.prefix}:webhooks:{${keySegment(scope.network)}}`
}

/** The webhook delivery queue (its own hash tag). */
export function webhookQueueRef (scope: KeyScope): QueueRef {
  return { name: QUEUE_WEBHOOKS, prefix: webhooksKey(scope) }
}

/**
 * Every BullMQ queue of the service for these topics: each topic's submit queue, then the webhook
 * queue. What a process counts or shows (metrics, dashboard) when it manages `topics`.
 */
export function serviceQueues (scope: KeyScope, topics: Iterable<string>): QueueRef[] {
  return [...[...new Set(topics)].map((topicId) => submitQueueRef(scope, topicId)), webhookQueueRef(scope)]
}

/** String (JSON {@link WebhookEndpoint}): one endpoint. */
export function webhookKey (scope: KeyScope, id: string): string {
  return `${webhooksKey(scope)}:endpoint:${keySegment(id)}`
}

/** Set of the endpoint ids of one API key (`owner` = the key's id, hex): listing and the per-key bound. */
export function webhookOwnerKey (scope: KeyScope, owner: string): string {
  return `${webhooksKey(scope)}:owner:${keySegment(owner)}`
}

/** Set of every owner that ever registered an endpoint (the api copies their ids into topics it manages). */
export function webhookOwnersKey (scope: KeyScope): string {
  return `${webhooksKey(scope)}:owners`
}

/**
 * Set: the endpoint ids of one owner, copied into one topic, so that protocol's job_write (in the topic's
 * slot) knows whether the owner of a settled job has endpoints. job_write names it from the prefix its caller
 * passes (this key of the owner '', script-keys.ts) and the owner escaped as keySegment escapes it (tested).
 */
export function topicWebhookOwnerKey (scope: KeyScope, topicId: string, owner: string): string {
  return `${topicKey(scope, topicId)}:webhooks:${keySegment(owner)}`
}

/** Stream of the topic's settled jobs whose owner has endpoints: `job`, `status`, `owner` (written by job_write). */
export function webhookEventsKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:webhook-events`
}

/** String (JSON {@link Delivery}) of one delivery. */
export function deliveryKey (scope: KeyScope, deliveryId: string): string {
  return `${webhooksKey(scope)}:delivery:${keySegment(deliveryId)}`
}

/** Sorted set of one endpoint's delivery ids by creation time (newest kept, capped). */
export function endpointDeliveriesKey (scope: KeyScope, endpointId: string): string {
  return `${webhooksKey(scope)}:endpoint:${keySegment(endpointId)}:deliveries`
}

/**
 * Hash of one endpoint's circuit breaker (ADR 035), written only by the worker's delivery scripts: `state`
 * (`closed` | `open`), `failures` (consecutive), `opens` (consecutive openings: the cool-down doubles with
 * each), `openUntil` and `failingSince` (ms since the epoch), `probe`/`probeUntil` (the one delivery let
 * through once the cool-down is over), `okAt` (the last answer). Absent: closed, never failed.
 */
export function webhookBreakerKey (scope: KeyScope, endpointId: string): string {
  return `${webhookKey(scope, endpointId)}:breaker`
}

/** Sorted set of the deliveries in flight to one endpoint (token -> lease end, ms): the per-endpoint limit. */
export function endpointInFlightKey (scope: KeyScope, endpointId: string): string {
  return `${webhookKey(scope, endpointId)}:in-flight`
}

/**
 * Sorted set of one tenant's deliveries in flight to endpoints not known to answer (token -> lease end, ms):
 * the per-tenant limit of ADR 035. `tenant` is the job record's tenant, or `key:<owner>` without one.
 */
export function tenantInFlightKey (scope: KeyScope, tenant: string): string {
  return `${webhooksKey(scope)}:tenant:${keySegment(tenant)}:in-flight`
}

/** Sorted set of the deliveries (BullMQ job ids -> since, ms) waiting for a slot at one endpoint, or behind its probe. */
export function endpointWaitersKey (scope: KeyScope, endpointId: string): string {
  return `${webhookKey(scope, endpointId)}:waiters`
}

/** Sorted set of the deliveries (BullMQ job ids -> since, ms) waiting for one of the tenant's slots. */
export function tenantWaitersKey (scope: KeyScope, tenant: string): string {
  return `${webhooksKey(scope)}:tenant:${keySegment(tenant)}:waiters`
}

/** Sorted set of the endpoints whose circuit is open (id -> end of the cool-down, ms): the metrics gauge. */
export function openCircuitsKey (scope: KeyScope): string {
  return `${webhooksKey(scope)}:open-circuits`
}

/** What `GET /api/webhooks` shows of an endpoint's breaker. */
export interface CircuitView {
  /** `open`: deliveries are deferred until `openUntil`; `half-open`: the cool-down is over, one probe decides. */
  circuit: 'closed' | 'open' | 'half-open'
  /** ISO time of the first of the current run of failures (null: the last attempt succeeded, or none failed). */
  failingSince: string | null
  /** ISO end of the cool-down (null unless open or half-open). */
  openUntil: string | null
}

/** Reads a {@link webhookBreakerKey} hash (HGETALL) at `nowMs`. */
export function circuitView (fields: Record<string, string | undefined>, nowMs: number): CircuitView {
  const iso = (value: string | undefined): string | null => value === undefined || value === '' ? null : new Date(Number(value)).toISOString()
  if (fields.state !== 'open') return { circuit: 'closed', failingSince: iso(fields.failingSince), openUntil: null }
  const until = Number(fields.openUntil ?? 0)
  return { circuit: nowMs < until ? 'open' : 'half-open', failingSince: iso(fields.failingSince), openUntil: iso(fields.openUntil) }
}

// Where a webhook may connect without WEBHOOK_ALLOW_PRIVATE=true: global unicast only, decided by ipaddr.js's
// range() (an allow-list, so a special range we did not think of is refused, not let through). IPv6 must also be
// in 2000::/3, the only block IANA allocates for global unicast; an IPv4 address written in IPv6 (mapped
// ::ffff:a.b.c.d) is judged as that IPv4 address. Every other IPv6 form that embeds IPv4 (IPv4-compatible
// ::a.b.c.d, translated ::ffff:0:a.b.c.d, 6to4 2002::/16, Teredo, NAT64 64:ff9b::/96 and 64:ff9b:1::/48) is refused.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')

/** True when a webhook may reach `address` (an IP literal) without WEBHOOK_ALLOW_PRIVATE. */
export function isPublicAddress (address: string): boolean {
  if (!ipaddr.isValid(address) || isIP(address) === 0) return false
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast'
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast'
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast'
}

/** The Standard Webhooks event type of a terminal job status. */
export function webhookEventOf (status: string): WebhookEvent | undefined {
  const event = `job.${status}`
  return (WEBHOOK_EVENTS as readonly string[]).includes(event) ? event as WebhookEvent : undefined
}

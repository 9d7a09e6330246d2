import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import {
  endpointInFlightKey, endpointWaitersKey, luaScript, openCircuitsKey, replies, tenantInFlightKey, tenantWaitersKey, webhookBreakerKey
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

const acquireScript = luaScript({
  name: 'hcsWebhookAcquire',
  file: new URL('../../lua/webhooks/webhook-acquire.lua', import.meta.url),
  keys: ['breaker', 'endpoint', 'tenant', 'endpointWaiters', 'tenantWaiters'],
  args: ['now', 'token', 'limit', 'tenantLimit', 'leaseMs', 'waiter'],
  reply: replies.strings
})

const releaseScript = luaScript({
  name: 'hcsWebhookRelease',
  file: new URL('../../lua/webhooks/webhook-release.lua', import.meta.url),
  keys: ['breaker', 'endpoint', 'tenant', 'open', 'endpointWaiters', 'tenantWaiters'],
  args: ['now', 'token', 'endpointId', 'outcome', 'threshold', 'cooldownMs', 'maxCooldownMs', 'ttl', 'limit', 'tenantLimit'],
  reply: replies.strings
})

/** Why a delivery may not be sent now. */
export type DeferReason =
  /** The endpoint's circuit is open: until the end of its cool-down. */
  | 'open'
  /** The cool-down is over and another delivery is the probe. */
  | 'probing'
  /** The endpoint has its WEBHOOK_CONCURRENCY_PER_ENDPOINT deliveries in flight (1 while failing). */
  | 'busy'
  /** The tenant has WEBHOOK_CONCURRENCY_PER_TENANT deliveries in flight to endpoints not known to answer. */
  | 'tenant'

type Admission =
  | { granted: true, token: string, probe: boolean }
  | { granted: false, reason: DeferReason, at: number }

/** What an attempt says of its endpoint: it answered, it did not (or 5xx, 429), or nothing (not sent, refused address). */
export type EndpointOutcome = 'ok' | 'failed' | 'none'

type CircuitTransition = 'opened' | 'reopened' | 'closed'

export interface GateOptions {
  /** WEBHOOK_CONCURRENCY_PER_ENDPOINT. */
  perEndpoint: number
  /** WEBHOOK_CONCURRENCY_PER_TENANT. */
  perTenant: number
  /** How long a slot is held at most (a worker that dies holding one gives it back then): above the send timeout. */
  leaseMs: number
  /** WEBHOOK_BREAKER_FAILURES, WEBHOOK_BREAKER_COOLDOWN_MS, WEBHOOK_BREAKER_MAX_COOLDOWN_MS. */
  failures: number
  cooldownMs: number
  maxCooldownMs: number
  /** Breaker state lives this long after its last change (the delivery records' TTL). */
  ttlSeconds: number
}

/**
 * Per-endpoint and per-tenant delivery slots and the endpoint's circuit breaker (ADR 035), in Redis so that
 * every worker process agrees: `acquire` before a send, `release` with what the send said of the endpoint.
 */
export interface EndpointGate {
  /** `deliveryId`: the BullMQ job id, queued to be woken when a slot frees (a deferral for a slot or a probe). */
  acquire: (endpointId: string, tenant: string, deliveryId: string, nowMs?: number) => Promise<Admission>
  /** `wake`: the deliveries (BullMQ job ids) waiting for the slots that are free now, to be promoted. */
  release: (admission: { token: string }, endpointId: string, tenant: string, outcome: EndpointOutcome) => Promise<{ transition?: CircuitTransition, wake: string[] }>
  /** Endpoints whose circuit is not closed now (open or half-open), across the network's workers. */
  openCircuits: () => Promise<number>
}

const REASONS: readonly string[] = ['open', 'probing', 'busy', 'tenant']
const TRANSITIONS: readonly string[] = ['opened', 'reopened', 'closed']

export function createEndpointGate (redis: Redis, keys: KeyScope, options: GateOptions): EndpointGate {
  const keysOf = (endpointId: string, tenant: string) => ({
    breaker: webhookBreakerKey(keys, endpointId),
    endpoint: endpointInFlightKey(keys, endpointId),
    tenant: tenantInFlightKey(keys, tenant),
    endpointWaiters: endpointWaitersKey(keys, endpointId),
    tenantWaiters: tenantWaitersKey(keys, tenant)
  })
  return {
    async acquire (endpointId, tenant, deliveryId, nowMs = Date.now()) {
      const token = randomUUID()
      const [verdict = '', at = '0'] = await acquireScript.run(redis, {
        keys: keysOf(endpointId, tenant),
        args: { now: nowMs, token, limit: options.perEndpoint, tenantLimit: options.perTenant, leaseMs: options.leaseMs, waiter: deliveryId }
      })
      if (verdict === 'ok' || verdict === 'probe') return { granted: true, token, probe: verdict === 'probe' }
      if (!REASONS.includes(verdict)) throw new Error(`webhook acquire: unexpected reply ${verdict}`)
      return { granted: false, reason: verdict as DeferReason, at: Number(at) }
    },
    async release (admission, endpointId, tenant, outcome) {
      const [transition = '', , ...wake] = await releaseScript.run(redis, {
        keys: { ...keysOf(endpointId, tenant), open: openCircuitsKey(keys) },
        args: {
          now: Date.now(),
          token: admission.token,
          endpointId,
          outcome,
          threshold: options.failures,
          cooldownMs: options.cooldownMs,
          maxCooldownMs: options.maxCooldownMs,
          ttl: options.ttlSeconds,
          limit: options.perEndpoint,
          tenantLimit: options.perTenant
        }
      })
      return { ...(TRANSITIONS.includes(transition) ? { transition: transition as CircuitTransition } : {}), wake: [...new Set(wake)] }
    },
    async openCircuits () {
      return await redis.zcard(openCircuitsKey(keys))
    }
  }
}

const BUSY_FIRST_MS = 250
const BUSY_MAX_MS = 15_000
const PROBE_SPREAD_MS = 1000

/**
 * When a deferred delivery looks again at the latest: an open circuit at the end of its cool-down plus up to a
 * fifth of what is left of it (spread, so a backlog does not wake at once); behind a probe at the probe's lease
 * end plus up to a second; at a busy endpoint or tenant after 250 ms doubling with each deferral in a row
 * (`deferrals`) up to 15 s, ±20 % jitter. The last two are woken sooner, by the release that frees a slot; these
 * delays are the fallback. A delay, never an attempt: BullMQ's moveToDelayed does not count it.
 */
export function deferUntil (admission: { reason: DeferReason, at: number }, deferrals: number, nowMs: number, random = Math.random): number {
  if (admission.reason === 'open') return admission.at + Math.round(random() * Math.max(0, admission.at - nowMs) * 0.2)
  if (admission.reason === 'probing') return admission.at + Math.round(random() * PROBE_SPREAD_MS)
  const delay = Math.min(BUSY_FIRST_MS * 2 ** Math.min(Math.max(0, deferrals), 16), BUSY_MAX_MS)
  return nowMs + Math.round(delay * (0.8 + random() * 0.4))
}

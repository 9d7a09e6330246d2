import { createHash, createHmac } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

export const API_KEY_HEADER = 'x-api-key'

/**
 * What a key may do (ADR 031, ADR 046). `operator`: the whole service (tenants, any key, the queue dashboard,
 * `/metrics` when not public, any ticker); `admin`: its own tenant's keys and webhooks; `submit`: operations;
 * `read`: jobs and ledger reads; `webhooks`: its tenant's webhook endpoints and their deliveries. Registering an
 * endpoint also needs `read`: the endpoint receives job records.
 */
export const SCOPES = ['operator', 'admin', 'submit', 'read', 'webhooks'] as const
export type Scope = typeof SCOPES[number]

/** The tenant of the keys in API_SECRET_KEY (the operator's), and of a record or ticker that names no tenant. */
export const DEFAULT_TENANT = 'default'

/** An authenticated caller. Never the key itself. */
export interface Caller {
  /** The key's id: names it in `GET /api/keys`, scopes its idempotency keys, rate limit and webhooks. */
  keyId: string
  tenant: string
  scopes: ReadonlySet<Scope>
  /** Operations per second this key may submit (a batch counts each); undefined: no limit (operator keys). */
  opsPerSecond?: number
  /** Operations per second all keys of its tenant may submit together; undefined: no ceiling (the default tenant, operator keys). */
  tenantOpsPerSecond?: number
  /** Its tenant's ceilings (ADR 045); undefined for the default tenant's keys, which have none. */
  limits?: TenantLimits
  /** Its tenant's daily and monthly quota (ADR 055); undefined without one, and for operator keys (not counted). */
  quota?: TenantQuota
}

/** One period's ceilings of a quota: operations, and network fees in tinybar (a decimal string); each absent is none. */
export interface QuotaCeilings {
  operations?: number
  tinybar?: string
}

/** What the operator lets one tenant use per UTC day and month (ADR 055), as the tenant record holds it. */
export interface TenantQuota {
  daily?: QuotaCeilings
  monthly?: QuotaCeilings
}

/** What the operator lets one tenant have (ADR 045); defaults TENANT_OPS_PER_SECOND, TENANT_MAX_KEYS, TENANT_MAX_WEBHOOKS, TENANT_MAX_BACKLOG. */
export interface TenantLimits {
  /** Operations per second of all its keys together, and the most one of its admins may give a key. */
  opsPerSecond: number
  /** Stored keys it may have. */
  maxKeys: number
  /** Webhook endpoints it may have. */
  maxWebhooks: number
  /** Operations accepted and not yet settled on one topic (503 QUEUE_FULL past it). */
  maxBacklog: number
}

/** True when `caller` holds `scope`; an operator key holds every scope. */
export function may (caller: Caller, scope: Scope): boolean {
  return caller.scopes.has(scope) || caller.scopes.has('operator')
}

/**
 * Who owns the webhook endpoints a caller registers and hears the jobs it submits (the job record's `owner`): a
 * tenant's keys share their tenant's endpoints (`tenant:<name>`), which outlive any one key; the `default`
 * tenant's keys (the operator's, from API_SECRET_KEY) each own theirs.
 */
export function webhookOwnerOf (caller: Caller): string {
  return caller.tenant === DEFAULT_TENANT ? caller.keyId : `tenant:${caller.tenant}`
}

/** Keys compare by their HMAC-SHA256 under KEY_HASH_SECRET: what Redis holds and what the cache is keyed by. */
export function keyDigest (secret: string, apiKey: string): string {
  return createHmac('sha256', secret).update(apiKey).digest('hex')
}

/**
 * The id of a key from API_SECRET_KEY: the first 16 hex of an HMAC-SHA256 under the key-hash secret (of a text
 * apart from the key's digest), the same in every process and on every start, and not computable from the key
 * without the secret, so an id seen in a listing or a log cannot confirm a guessed key offline (ADR 046).
 */
export function keyIdOf (secret: string, apiKey: string): string {
  return createHmac('sha256', secret).update(`key-id\n${apiKey}`).digest('hex').slice(0, 16)
}

/**
 * The sha256 form of an API_SECRET_KEY key's id (the first 16 hex of its plain sha256, ADR 031's form): endpoints
 * owned by it are moved to {@link keyIdOf}'s id at start (webhooks/register.ts, ADR 046).
 */
export function sha256KeyIdOf (apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex').slice(0, 16)
}

export type KeyLookup = (presented: string | undefined) => Caller | undefined

/**
 * Authenticates a request once and remembers the answer, so the rate limiter (which runs first and
 * keys on the caller) and the auth hook share one HMAC and one lookup.
 */
export function createAuthenticator (lookup: KeyLookup) {
  const seen = new WeakMap<FastifyRequest, Caller | null>()
  return function authenticate (request: FastifyRequest): Caller | undefined {
    const cached = seen.get(request)
    if (cached !== undefined) return cached ?? undefined
    const header = request.headers[API_KEY_HEADER]
    const caller = lookup(typeof header === 'string' ? header : undefined)
    seen.set(request, caller ?? null)
    return caller
  }
}
export type Authenticate = ReturnType<typeof createAuthenticator>

import rateLimit from '@fastify/rate-limit'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { keyHashSecret } from '../config.js'
import type { Config } from '../config.js'
import { AppError } from '../http/errors.js'
import { createSubscriber } from '../redis.js'
import { accessRoutes } from './access-routes.js'
import type { AccessRoutesOptions } from './access-routes.js'
import { createAuthenticator } from './auth.js'
import type { Authenticate } from './auth.js'
import { checkAccess } from './authorize.js'
import { createKeyStore } from './key-store.js'
import type { KeyStore } from './key-store.js'
import { createOpsLimiter } from './ops-limiter.js'
import type { OpsLimiter } from './ops-limiter.js'
import { createQuotaGate } from './quota.js'
import type { QuotaGate, QuotaGateOptions } from './quota.js'
import { quotaRoutes } from './quota-routes.js'

/** Who is calling: the keys, the authenticator every route and edge answer shares, and the secret keys are hashed under. */
export interface Access {
  keys: KeyStore
  authenticate: Authenticate
  /** KEY_HASH_SECRET: stored keys and job ids are HMACs under it. */
  secret: string
  /** Closes the key store this opened (a store handed in is closed by whoever made it). */
  close: () => Promise<void>
}

export interface AccessOptions {
  config: Config
  redis: Redis
  logger: FastifyBaseLogger
  /** API keys and tenants; default a store on `redis`, started here and closed by `close`. */
  keys?: KeyStore
}

/** Loads the keys before the app is built: fastify's edge handlers authenticate too (401 comes first under /api). */
export async function openAccess ({ config, redis, logger, keys: given }: AccessOptions): Promise<Access> {
  const secret = keyHashSecret(config)
  const keys = given ?? createKeyStore({
    redis,
    prefix: config.REDIS_PREFIX,
    secret,
    configKeys: config.API_SECRET_KEY,
    defaultOpsPerSecond: config.OPS_PER_SECOND_PER_KEY,
    tenantDefaults: {
      opsPerSecond: config.TENANT_OPS_PER_SECOND, maxKeys: config.TENANT_MAX_KEYS, maxWebhooks: config.TENANT_MAX_WEBHOOKS, maxBacklog: config.TENANT_MAX_BACKLOG
    },
    log: logger,
    connectSubscriber: () => createSubscriber(config)
  })
  if (given === undefined) await keys.start()
  return { keys, authenticate: createAuthenticator(keys.lookup), secret, close: given === undefined ? keys.close : async () => {} }
}

/** What every /api route's registration is given: who is calling, each key's operations budget, and tenants' quotas. */
export interface ApiGuards {
  authenticate: Authenticate
  limiter: OpsLimiter
  quota: QuotaGate
}

/**
 * The checks every /api route passes before its handler: the request rate limit, then the key and its scopes
 * (before the body is read). Returns the operations limiter the submit routes spend from.
 */
export async function guardApi (
  api: FastifyInstance,
  { config, redis, authenticate, quotaEvents }: { config: Config, redis: Redis, authenticate: Authenticate, quotaEvents?: Pick<QuotaGateOptions, 'onRefused' | 'onThreshold'> }
): Promise<ApiGuards> {
  // Rate limiting runs first (onRequest) and keys on the caller: the API key's hash when it is valid, else the
  // client IP, so unauthenticated floods cannot spend a real key's budget.
  // RATE_LIMIT_STORE=memory (default) counts per api instance; redis shares the counters.
  await api.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(config.RATE_LIMIT_STORE === 'redis' ? { redis, nameSpace: `${config.REDIS_PREFIX}:rl:` } : {}),
    // Redis down: let the request through; it then fails with 503 where Redis is really needed
    skipOnError: true,
    keyGenerator: (request) => {
      const caller = authenticate(request)
      return caller === undefined ? `ip:${request.ip}` : `key:${caller.keyId}`
    },
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', 429, 'Too Many Requests', {
      detail: `Rate limit exceeded, retry in ${context.after}`
    })
  })
  // Authentication and scopes before the body is read: a caller without a key never gets 400/413/415.
  api.addHook('preParsing', (request, _reply, payload, done) => {
    const refused = checkAccess(authenticate, request)
    if (refused !== undefined) done(refused)
    else done(null, payload)
  })
  // OPS_LIMIT_STORE=redis (default): every api process spends one budget per key; memory: each its own
  const limiter = createOpsLimiter(config.OPS_LIMIT_STORE === 'redis' ? { redis, prefix: config.REDIS_PREFIX } : {})
  // tenants' daily and monthly quotas (ADR 055): one script call per request of a tenant that has one
  const quota = createQuotaGate({ redis, prefix: config.REDIS_PREFIX, ...quotaEvents })
  return { authenticate, limiter, quota }
}

/** Tenants and keys: `/api/tenants`, `/api/keys`, `/api/tenants/{id}/quota`. */
export async function registerAccess (
  api: FastifyInstance,
  { keys, authenticate, webhooks, topicsOf, quota }: Pick<Access, 'keys' | 'authenticate'> & Pick<AccessRoutesOptions, 'webhooks' | 'topicsOf'> & Pick<ApiGuards, 'quota'>
): Promise<void> {
  await api.register(accessRoutes, { store: keys, authenticate, webhooks, ...(topicsOf === undefined ? {} : { topicsOf }) })
  await api.register(quotaRoutes, { store: keys, authenticate, quota })
}

import Fastify, { LogController } from 'fastify'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import type { Config } from './config.js'
import { managedTopicIds } from './config.js'
import { API_KEY_HEADER, createApiKeyVerifier, createAuthenticator, unauthorized } from './auth.js'
import { AppError, registerErrorHandlers } from './errors.js'
import { createIdempotencyStore } from './idempotency.js'
import type { IdempotencyStore } from './idempotency.js'
import type { JobStore } from './job-store.js'
import { createLedgerAdmit } from './ledger.js'
import { createLedgerReader } from './ledger-read.js'
import type { LedgerReader } from './ledger-read.js'
import { createLogger } from './logger.js'
import type { SubmitQueue } from './queue.js'
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js'
import { createRouteTable } from './route-table.js'
import { healthRoutes } from './routes/health.js'
import { inscriptionRoutes } from './routes/inscriptions.js'
import { jobRoutes } from './routes/jobs.js'
import { ledgerRoutes } from './routes/ledger.js'
import type { Accepted } from './routes/schemas.js'
import type { AdmitOperation } from './submit.js'

export { AppError } from './errors.js'
export type { Problem } from './errors.js'
export { admitAll } from './submit.js'
export { createLedgerAdmit } from './ledger.js'
export type { LedgerAdmitOptions } from './ledger.js'
export { createLedgerReader } from './ledger-read.js'
export type { LedgerReader } from './ledger-read.js'
export type { Admission, AdmitOperation } from './submit.js'
export type { Config } from './config.js'
export type { JobStore } from './job-store.js'
export type { SubmitQueue } from './queue.js'

export interface BuildAppOptions {
  config: Config
  queue: SubmitQueue
  jobs: JobStore
  /** Shared connection for idempotency keys, rate limits and readiness (see redis.ts). */
  redis: Redis
  logger?: FastifyBaseLogger
  /**
   * Ledger checks before enqueue; default: protocol's ADMIT_SCRIPT on `redis` (createLedgerAdmit).
   * Pass `admitAll` to skip the ledger (field checks only).
   */
  admit?: AdmitOperation
  /** Reads for the GET ledger routes; default reads `redis`. */
  ledger?: LedgerReader
  idempotency?: IdempotencyStore<Accepted>
}

/** One info line per request (fastify's default is two: incoming and completed); throughput matters. */
class OneLineLogController extends LogController {
  override incomingRequest (): void {}

  override requestCompleted (error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }
    if (error !== null && error !== undefined) request.log.error({ ...line, err: error }, 'request errored')
    else request.log.info(line, 'request completed')
  }
}

/** Builds the api (routes, hooks, plugins) without listening: server.ts listens, tests inject. */
export async function buildApp (options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, queue, jobs, redis } = options
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.LOG_LEVEL),
    logController: new OneLineLogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: requestIdFor
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // JSON only: a text/plain body is 415, not a string that fails validation
  app.removeContentTypeParser('text/plain')

  const routes = createRouteTable()
  app.addHook('onRoute', (route) => routes.add(route.method, route.url))
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
  registerErrorHandlers(app, routes)

  // During shutdown, answer in-flight requests with `Connection: close`: a keep-alive socket that goes
  // idle after close() began is not reaped by node and would hold the shutdown until its timeout.
  let closing = false
  app.addHook('preClose', async () => { closing = true })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'HCS-20 points API', version: '0.1.0', description: 'Deploy, mint, transfer and burn HCS-20 points; jobs are submitted to Hedera asynchronously.' },
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } } }
    },
    transform: jsonSchemaTransform
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  await app.register(healthRoutes, { redis })

  const authenticate = createAuthenticator(createApiKeyVerifier(config.API_SECRET_KEY))
  const idempotency = options.idempotency ?? createIdempotencyStore<Accepted>({
    redis, prefix: config.REDIS_PREFIX, ttlSeconds: config.IDEMPOTENCY_TTL_SECONDS
  })
  const deps = {
    topics: managedTopicIds(config),
    defaultTopicId: config.HCS20_TOPIC_ID,
    jobs,
    queue,
    idempotency,
    admit: options.admit ?? createLedgerAdmit({
      redis, prefix: config.REDIS_PREFIX, reservationTtlSeconds: config.JOB_RECORD_TTL_SECONDS, operatorId: config.HEDERA_OPERATOR_ID
    })
  }
  const ledger = options.ledger ?? createLedgerReader(redis, config.REDIS_PREFIX)

  await app.register(async (api) => {
    // Rate limiting runs first (onRequest) and keys on the caller: the API key's hash when it is
    // valid, else the client IP, so unauthenticated floods cannot spend a real key's budget.
    await api.register(rateLimit, {
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      redis,
      nameSpace: `${config.REDIS_PREFIX}:rl:`,
      // Redis down: let the request through; it then fails with 503 where Redis is really needed
      skipOnError: true,
      keyGenerator: (request) => {
        const keyId = authenticate(request)
        return keyId === undefined ? `ip:${request.ip}` : `key:${keyId}`
      },
      errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', 429, 'Too Many Requests', {
        detail: `Rate limit exceeded, retry in ${context.after}`
      })
    })
    // Authentication before the body is read: a caller without a key never gets 400/413/415.
    api.addHook('preParsing', async (request, _reply, payload) => {
      if (authenticate(request) === undefined) throw unauthorized()
      return payload
    })
    await api.register(inscriptionRoutes, { deps, authenticate })
    await api.register(jobRoutes, { jobs })
    await api.register(ledgerRoutes, { reader: ledger, topics: deps.topics, defaultTopicId: deps.defaultTopicId })
  })

  return app
}

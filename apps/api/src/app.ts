import Fastify, { LogController } from 'fastify'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { networkConditionKey, operatorBalanceLowKey, type QueueRef } from '@hcs/protocol'
import { createLogger, redisProblem, registerReadiness } from '@hcs/runtime'
import { createSubscriber } from './redis.js'
import type { Config } from './config.js'
import { keyHashSecret, keyScope, managedTopicIds } from './config.js'
import { API_KEY_HEADER, createAuthenticator } from './access/auth.js'
import { checkAccess } from './access/authorize.js'
import { accessRoutes } from './access/access-routes.js'
import { createKeyStore } from './access/key-store.js'
import { createOpsLimiter } from './access/ops-limiter.js'
import type { KeyStore } from './access/key-store.js'
import { API_DESCRIPTION } from './http/api-description.js'
import { apiSerializerCompiler, apiValidatorCompiler } from './http/compilers.js'
import { armRequestTimeout, createClientErrorHandler, createConnectHandler, createFrameworkErrorHandler, MAX_PARAM_LENGTH, missingHost } from './http/edge-errors.js'
import { AppError, problemCodeOf, registerErrorHandlers } from './http/errors.js'
import type { Intake } from './intake/intake.js'
import { createScriptIntake } from './intake/intake-script.js'
import { createBacklogMonitor } from './ops/backlog.js'
import { createDashboard, dashboardQueues } from './ops/dashboard.js'
import type { BacklogMonitor } from './ops/backlog.js'
import { createConditionMonitor, type ConditionMonitor } from './ops/network-condition.js'
import type { ScriptIntakeOptions } from './intake/intake-script.js'
import type { JobRecordStore } from './jobs/job-record-store.js'
import type { JobWaiter } from './jobs/job-waiter.js'
import { registerJsonBodyParser } from './http/json-body.js'
import { createLedgerReader } from './ledger/ledger-reader.js'
import type { LedgerReader } from './ledger/ledger-reader.js'
import { urlForLog } from './http/logger.js'
import type { SubmitQueue } from './intake/queue.js'
import { REQUEST_ID_HEADER, requestIdFor } from './http/request-id.js'
import { createRouteTable } from './http/route-table.js'
import { createApiMetrics, intakeCounters, registerBacklogGauges } from './ops/metrics.js'
import type { ApiMetrics } from './ops/metrics.js'
import type { RouteTable } from './http/route-table.js'
import { healthRoutes } from './ops/health-routes.js'
import { metricsRoutes } from './ops/metrics-routes.js'
import { inscriptionRoutes } from './intake/inscription-routes.js'
import { batchRoutes } from './intake/batch/batch-routes.js'
import { webhookRoutes } from './webhooks/webhook-routes.js'
import { createWebhookStore } from './webhooks/webhook-store.js'
import { createBatchIntake } from './intake/batch/batch-script.js'
import { jobRoutes } from './jobs/job-routes.js'
import { ledgerRoutes } from './ledger/ledger-routes.js'
import { queueRoutes } from './ops/queue-routes.js'
import { createAdmissionCheck } from './intake/intake-script.js'
import { createAccountKeys } from './signed/account-keys.js'
import { nodeIdPicker } from './signed/node-ids.js'
import { createPreparationStore } from './signed/preparations.js'
import { signedRoutes } from './signed/signed-routes.js'

export { loadConfig } from './config.js'
export type { JobRecordStore } from './jobs/job-record-store.js'
export { createJobWaiter } from './jobs/job-waiter.js'
export type { JobWaiter } from './jobs/job-waiter.js'
export type { SubmitQueue } from './intake/queue.js'

export interface BuildAppOptions {
  config: Config
  queue: SubmitQueue
  /** Job records for `GET /api/jobs/{id}` and `GET /api/jobs?ids=`. */
  jobs: JobRecordStore
  /** The api's connection for the intake script, rate limits, reads and readiness (see redis.ts). */
  redis: Redis
  logger?: FastifyBaseLogger
  /**
   * The intake of the four single routes. Default, and the only one production runs: one Redis script per
   * request (intake-script.ts) does the idempotency lookup, protocol's admission, the job record and the
   * idempotency answer. Tests that have no Redis inject a fake of the same interface.
   */
  intake?: Intake
  /** Reads for the GET ledger routes; default reads `redis`. */
  ledger?: LedgerReader
  /**
   * Connections for `POST /api/inscription/batch` (its script and its addBulk carry up to 1,000 operations):
   * server.ts gives them a longer command timeout (BATCH_COMMAND_TIMEOUT_MS). Default: `redis` and `queue`.
   */
  batch?: { redis: Redis, queue: SubmitQueue }
  /** Long polling for `GET /api/jobs/{id}?wait=` (one Redis subscription, job-waiter.ts); closed with the app. */
  waiter?: JobWaiter
  /** Backpressure; default: sampled from `queue.sample` every QUEUE_SAMPLE_MS (none when the queue cannot be sampled). */
  backlog?: BacklogMonitor
  /** Network or payer conditions and the operator's balance floor (ADR 038); default: read from `redis` every QUEUE_SAMPLE_MS. */
  conditions?: ConditionMonitor
  /**
   * The queue dashboard at `/admin/queues` (dashboard.ts): its BullMQ reads go on `connection` (the caller
   * closes it; the board's Queue objects close with the app), showing `queues` (default dashboardQueues: each
   * managed topic's submit queue, then the webhook queue).
   * No dashboard without it.
   */
  dashboard?: { connection: Redis, queues?: readonly QueueRef[] }
  /** Prometheus series (`GET /metrics`); default a registry of its own per app. */
  metrics?: ApiMetrics
  /** Where the app records its routes (its 405 answers read it); a test passes one to list every route. */
  routes?: RouteTable
  /** API keys and tenants (access/key-store.ts); default on `redis`, started and closed with the app. */
  keys?: KeyStore
}

// `GET /api/jobs?ids=` carries up to 1,000 ids in its URL: node's default 16 KiB header limit is too small.
export const MAX_HEADER_BYTES = 64 * 1024

function scriptIntakeOptions ({ config, queue, redis }: BuildAppOptions): ScriptIntakeOptions {
  return {
    redis,
    keys: keyScope(config),
    tenantMaxBacklog: config.TENANT_MAX_BACKLOG,
    recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS,
    idempotencyTtlSeconds: config.IDEMPOTENCY_TTL_SECONDS,
    operatorId: config.HEDERA_OPERATOR_ID,
    queueJobKey: queue.jobKey
  }
}

/**
 * One line per request (fastify's default is two: incoming and completed); throughput matters, so a
 * success is logged at debug, a client error at info and a server error at error. An accepted job is
 * followed by its requestId: the job data carries it, and the worker's lines name both ids.
 */
class OneLineLogController extends LogController {
  override incomingRequest (): void {}

  override requestCompleted (error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode
    const line = { method: request.method, url: urlForLog(request.url), statusCode: status, ms: Math.round(reply.elapsedTime) }
    if (error !== null && error !== undefined) request.log.error({ ...line, err: error }, 'request errored')
    else if (status >= 500) request.log.error(line, 'request completed')
    else if (status >= 400) request.log.info(line, 'request completed')
    else request.log.debug(line, 'request completed')
  }
}

/** Builds the api (routes, hooks, plugins) without listening: server.ts listens, tests inject. */
export async function buildApp (options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, jobs, redis } = options
  const logger = options.logger ?? createLogger({ level: config.LOG_LEVEL, app: 'api' })
  const secret = keyHashSecret(config)
  if (config.KEY_HASH_SECRET === undefined) logger.warn('KEY_HASH_SECRET is not set: stored API keys and job ids use a secret derived from API_SECRET_KEY')
  const keys = options.keys ?? createKeyStore({
    redis,
    prefix: config.REDIS_PREFIX,
    secret,
    configKeys: config.API_SECRET_KEY,
    defaultOpsPerSecond: config.OPS_PER_SECOND_PER_KEY,
    log: logger,
    connectSubscriber: () => createSubscriber(config)
  })
  if (options.keys === undefined) await keys.start()
  const authenticate = createAuthenticator(keys.lookup)
  const app = Fastify({
    loggerInstance: logger,
    logController: new OneLineLogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // requireHostHeader: Node would answer a missing Host itself, outside the problem shape (see missingHost)
    http: { maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: requestIdFor,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // answers that fastify or Node would otherwise write themselves, in their own shape
    frameworkErrors: createFrameworkErrorHandler(authenticate),
    clientErrorHandler: createClientErrorHandler(logger)
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(apiValidatorCompiler)
  app.setSerializerCompiler(apiSerializerCompiler)
  // JSON only: a text/plain body is 415, not a string that fails validation
  app.removeContentTypeParser('text/plain')
  registerJsonBodyParser(app)

  const routes = options.routes ?? createRouteTable()
  app.addHook('onRoute', (route) => routes.add(route.method, route.url, (route.schema as { hide?: boolean } | undefined)?.hide === true))
  // Callback-style hooks on the hot path: an async hook costs a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    armRequestTimeout(request, config.REQUEST_TIMEOUT_MS)
    done(missingHost(request))
  })
  app.server.on('connect', createConnectHandler(logger))
  registerErrorHandlers(app, routes, authenticate)

  const metrics = options.metrics ?? createApiMetrics()
  // By route pattern, never the raw URL (ids and tickers would make a series each); problem answers by code.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }
    metrics.requests.inc(labels)
    metrics.duration.observe(labels, reply.elapsedTime / 1000)
    const code = problemCodeOf(reply)
    if (code !== undefined) metrics.refusals.inc({ code })
    done()
  })

  // During shutdown, answer in-flight requests with `Connection: close`: a keep-alive socket that goes
  // idle after close() began is not reaped by node and would hold the shutdown until its timeout.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
    if (options.keys === undefined) await keys.close()
    // waiting requests answer now (the record as it is) instead of holding the shutdown for up to a minute
    await options.waiter?.close()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'HCS-20 points API', version: '0.1.0', description: API_DESCRIPTION },
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } } }
    },
    transform: jsonSchemaTransform
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  const conditionKey = networkConditionKey(keyScope(config))
  const balanceLowKey = operatorBalanceLowKey(keyScope(config))
  const conditions = options.conditions ?? createConditionMonitor({
    read: async () => await redis.get(conditionKey),
    readBalanceLow: async () => await redis.get(balanceLowKey),
    get: async (key) => await redis.get(key),
    exists: async (key) => await redis.exists(key) === 1,
    keys: keyScope(config),
    intervalMs: config.QUEUE_SAMPLE_MS,
    log: logger
  })
  if (options.conditions === undefined) {
    conditions.refresh().catch(() => {})
    app.addHook('onClose', (_app, done) => { conditions.close(); done() })
  }
  await app.register(healthRoutes, { redis, conditions })
  // hcs20_ready: what /health/ready answers, asked at each scrape
  registerReadiness(metrics.registry, async () => await redisProblem(redis) === undefined)
  // Outside the rate-limited /api scope and hidden from the OpenAPI document (it is not part of the API).
  await app.register(metricsRoutes, { registry: metrics.registry, isPublic: config.METRICS_PUBLIC, authenticate })

  // Outside the rate-limited /api scope: one page load fetches a dozen assets and the page polls its API.
  if (options.dashboard !== undefined) {
    const dashboard = createDashboard({
      connection: options.dashboard.connection,
      queues: options.dashboard.queues ?? dashboardQueues(keyScope(config), managedTopicIds(config)),
      readOnly: config.DASHBOARD_READ_ONLY,
      lookup: keys.lookup
    })
    app.addHook('onClose', async () => { await dashboard.close() })
    await app.register(dashboard.plugin)
  }

  const sample = options.queue.sample
  const backlog = options.backlog ?? (sample === undefined
    ? undefined
    : createBacklogMonitor({ sample, bound: config.QUEUE_MAX_BACKLOG, intervalMs: config.QUEUE_SAMPLE_MS, log: logger }))
  if (options.backlog === undefined && backlog !== undefined) {
    backlog.refresh().catch(() => {})
    app.addHook('onClose', (_app, done) => { backlog.close(); done() })
  }
  if (backlog !== undefined) registerBacklogGauges(metrics.registry, backlog)

  const deps = {
    topics: managedTopicIds(config),
    defaultTopicId: config.HCS20_TOPIC_ID,
    queue: options.queue,
    intake: options.intake ?? createScriptIntake({
      ...scriptIntakeOptions(options),
      group: { lingerUs: config.INTAKE_LINGER_US, maxGroup: config.INTAKE_MAX_GROUP, onFlush: (size) => { metrics.groupSize.observe(size) } }
    }),
    backlog,
    conditions,
    counters: intakeCounters(metrics),
    jobIdSecret: secret
  }
  const ledger = options.ledger ?? createLedgerReader(redis, keyScope(config))
  const webhookStore = createWebhookStore(redis, keyScope(config), deps.topics, config.WEBHOOK_SECRET_KEY)
  if (config.WEBHOOK_SECRET_KEY === undefined) logger.warn('WEBHOOK_SECRET_KEY is not set: webhook signing secrets are stored in clear')
  // a topic added to the configuration hears of the endpoints registered before (Redis down: the next start does it)
  app.addHook('onReady', async () => { await webhookStore.syncTopics().catch((err: unknown) => { logger.warn({ err }, 'webhook endpoints not copied to the topics') }) })

  await app.register(async (api) => {
    // Rate limiting runs first (onRequest) and keys on the caller: the API key's hash when it is
    // valid, else the client IP, so unauthenticated floods cannot spend a real key's budget.
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
    await api.register(inscriptionRoutes, { deps, authenticate, limiter })
    await api.register(batchRoutes, {
      deps: {
        ...deps,
        queue: options.batch?.queue ?? options.queue,
        batchIntake: createBatchIntake({ ...scriptIntakeOptions(options), redis: options.batch?.redis ?? redis })
      },
      authenticate,
      limiter,
      maxOperations: config.BATCH_MAX_OPERATIONS,
      bodyLimit: config.BATCH_BODY_LIMIT_BYTES
    })
    // holder-signed transfers and burns (ADR 040): they need the payer keys (the mirror) and the worker's nodes
    const nodeIds = nodeIdPicker(config)
    if (config.MIRROR_URL !== undefined && nodeIds !== undefined) {
      await api.register(signedRoutes, {
        deps: {
          ...deps,
          check: createAdmissionCheck(scriptIntakeOptions(options)),
          preparations: createPreparationStore(redis, keyScope(config)),
          accountKeys: createAccountKeys({ mirrorUrl: config.MIRROR_URL, ttlMs: config.ACCOUNT_KEY_CACHE_MS, timeoutMs: config.MIRROR_TIMEOUT_MS }),
          nodeIds,
          validDurationS: config.SIGNED_VALID_DURATION_S
        },
        authenticate,
        limiter
      })
    } else {
      logger.info('holder-signed transactions are off: they need MIRROR_URL and, on HEDERA_NETWORK=custom, HEDERA_NODES')
    }
    await api.register(jobRoutes, { jobs, waiter: options.waiter, authenticate, maxWaitsPerKey: config.WAIT_MAX_PER_KEY })
    await api.register(accessRoutes, { store: keys, authenticate, webhooks: webhookStore })
    await api.register(webhookRoutes, {
      store: webhookStore, authenticate, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE
    })
    await api.register(ledgerRoutes, { reader: ledger, topics: deps.topics, defaultTopicId: deps.defaultTopicId })
    if (backlog !== undefined) await api.register(queueRoutes, { backlog, conditions })
  })

  return app
}

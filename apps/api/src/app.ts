import Fastify from 'fastify'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import type { QueueRef } from '@hcs/protocol'
import { createLogger } from '@hcs/runtime'
import type { MirrorClient } from '@hcs/runtime'
import { keyScope, managedTopicIds } from './config.js'
import type { Config } from './config.js'
import { API_KEY_HEADER } from './access/auth.js'
import type { Authenticate } from './access/auth.js'
import type { KeyStore } from './access/key-store.js'
import { createAuthFailures, guardApiFailures } from './access/auth-failures.js'
import { guardApi, openAccess, registerAccess } from './access/register.js'
import { API_DESCRIPTION } from './http/api-description.js'
import { apiSerializerCompiler, apiValidatorCompiler } from './http/compilers.js'
import { armRequestTimeout, createClientErrorHandler, createConnectHandler, createFrameworkErrorHandler, MAX_PARAM_LENGTH, missingHost } from './http/edge-errors.js'
import { registerErrorHandlers } from './http/errors.js'
import { registerJsonBodyParser } from './http/json-body.js'
import { OneLineLogController } from './http/logger.js'
import { REQUEST_ID_HEADER, requestIdFor } from './http/request-id.js'
import { createRouteTable } from './http/route-table.js'
import type { RouteTable } from './http/route-table.js'
import { registerBatch } from './intake/batch/register.js'
import type { Intake } from './intake/intake.js'
import type { SubmitQueue } from './intake/queue.js'
import { registerIntake } from './intake/register.js'
import type { JobRecordStore } from './jobs/job-record-store.js'
import type { JobWaiter } from './jobs/job-waiter.js'
import { registerJobs } from './jobs/register.js'
import type { LedgerReader } from './ledger/ledger-reader.js'
import { registerLedger } from './ledger/register.js'
import type { BacklogMonitor } from './ops/backlog.js'
import { createApiMetrics, intakeCounters, observeRequests } from './ops/metrics.js'
import type { ApiMetrics } from './ops/metrics.js'
import type { ConditionMonitor } from './ops/network-condition.js'
import { registerOps, registerQueueRoute } from './ops/register.js'
import { registerSigned } from './signed/register.js'
import { registerTenantTopics } from './topics/register.js'
import { registerUsage } from './usage/register.js'
import { openTenantTopics } from './topics/tenant-topics.js'
import type { ApiTenantTopics } from './topics/tenant-topics.js'
import { openWebhooks, registerWebhooks } from './webhooks/register.js'

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
  /** The network's mirror (server.ts: MIRROR_URL's): the registry listing checks listed topics' submit keys there. */
  mirror?: MirrorClient
  /**
   * Connections for `POST /api/inscription/batch` (its script and its addBulk carry up to 1,000 operations):
   * server.ts gives them a longer command timeout (BATCH_COMMAND_TIMEOUT_MS). Default: `redis` and `queue`.
   */
  batch?: { redis: Redis, queue: SubmitQueue }
  /** Long polling for `GET /api/jobs/{id}?wait=` (one Redis subscription, job-waiter.ts); closed with the app. */
  waiter?: JobWaiter
  /** Backpressure; default: sampled from `queue.sample` every QUEUE_SAMPLE_MS (none when the queue cannot be sampled). */
  backlog?: BacklogMonitor
  /** Network or payer conditions and the operator's balance floor; default: read from `redis` every QUEUE_SAMPLE_MS. */
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
  /**
   * The tenant topics (topics/tenant-topics.ts, ADR 047); default on `redis`, loaded before the routes and closed with
   * the app, opening each new topic's queue on `queue` and `batch.queue` and its channel on `waiter`.
   */
  tenantTopics?: ApiTenantTopics
}

// `GET /api/jobs?ids=` carries up to 1,000 ids in its URL: node's default 16 KiB header limit is too small.
export const MAX_HEADER_BYTES = 64 * 1024

/** The fastify instance, with the answers fastify and Node would otherwise write in their own shape made ours. */
function createServer (config: Config, logger: FastifyBaseLogger, authenticate: Authenticate) {
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
    frameworkErrors: createFrameworkErrorHandler(authenticate),
    clientErrorHandler: createClientErrorHandler(logger)
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(apiValidatorCompiler)
  app.setSerializerCompiler(apiSerializerCompiler)
  // JSON only: a text/plain body is 415, not a string that fails validation
  app.removeContentTypeParser('text/plain')
  registerJsonBodyParser(app)
  app.server.on('connect', createConnectHandler(logger))
  return app
}

/** What every request shares: its id header, the receive timeout, the Host check, the route table and the error answers. */
function registerRequestHooks (app: FastifyInstance, config: Config, routes: RouteTable, authenticate: Authenticate): void {
  app.addHook('onRoute', (route) => routes.add(route.method, route.url, (route.schema as { hide?: boolean } | undefined)?.hide === true))
  // Callback-style hooks on the hot path: an async hook costs a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    armRequestTimeout(request, config.REQUEST_TIMEOUT_MS)
    done(missingHost(request))
  })
  registerErrorHandlers(app, routes, authenticate)
}

/**
 * During shutdown, in-flight requests are answered with `Connection: close`: a keep-alive socket that goes idle
 * after close() began is not reaped by node and would hold the shutdown until its timeout. `closers` run first.
 */
function registerShutdown (app: FastifyInstance, closers: Array<() => Promise<void>>): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
    for (const close of closers) await close()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
}

/** The OpenAPI document (`/docs/json`) and Swagger UI (`/docs`), built from the routes' zod schemas. */
async function registerDocs (app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'HCS-20 points API', version: '0.1.0', description: API_DESCRIPTION },
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } } }
    },
    transform: jsonSchemaTransform
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
}

/** Builds the api (routes, hooks, plugins) without listening: server.ts listens, tests inject. */
export async function buildApp (options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, redis } = options
  const logger = options.logger ?? createLogger({ level: config.LOG_LEVEL, app: 'api' })
  const access = await openAccess({ config, redis, logger, keys: options.keys })
  const { authenticate } = access
  const app = createServer(config, logger, authenticate)
  registerRequestHooks(app, config, options.routes ?? createRouteTable(), authenticate)
  const metrics = options.metrics ?? createApiMetrics()
  observeRequests(app, metrics)
  const webhooks = openWebhooks(app, { config, redis, logger })
  // a tenant topic's settled jobs reach the endpoints registered before it was created too
  const webhookTaker = { addTopic: (topicId: string) => { webhooks.addTopic(topicId).catch((err: unknown) => { logger.warn({ err, topicId }, 'webhook endpoints not copied to a tenant topic') }) } }
  const tenantTopics = options.tenantTopics ?? await openTenantTopics({
    redis, keys: keyScope(config), configured: managedTopicIds(config), takers: [options.queue, options.batch?.queue ?? {}, options.waiter ?? {}, webhookTaker], log: logger
  })
  const closeTopics = options.tenantTopics === undefined ? tenantTopics.close : async () => {}
  // failed authentications, per address and per presented key across processes: 429 past a limit (ADR 046)
  const failures = createAuthFailures({
    redis,
    prefix: config.REDIS_PREFIX,
    secret: access.secret,
    perAddress: config.AUTH_FAILURES_PER_ADDRESS,
    perKey: config.AUTH_FAILURES_PER_KEY,
    windowMs: config.AUTH_FAILURE_WINDOW_MS,
    onFailure: (surface, limited) => { metrics.authFailures.inc({ surface, outcome: limited ? 'limited' : 'counted' }) }
  })
  guardApiFailures(app, authenticate, failures)
  // waiting requests answer now (the record as it is) instead of holding the shutdown for up to a minute
  registerShutdown(app, [access.close, closeTopics, async () => { await options.waiter?.close() }])
  await registerDocs(app)

  const watch = await registerOps(app, { ...options, logger, metrics, authenticate, lookup: access.keys.lookup, failures, tenantTopics })
  // Every /api route: rate-limited, and refused before its body is read without a key holding one of its scopes.
  await app.register(async (api) => {
    const guards = await guardApi(api, {
      config,
      redis,
      authenticate,
      quotaEvents: {
        onRefused: (tenant) => { metrics.quotaRefusals.inc({ tenant }) },
        onThreshold: (tenant, threshold) => { metrics.quotaThresholds.inc({ tenant, threshold }) }
      }
    })
    const intake = await registerIntake(api, {
      ...guards,
      config,
      redis,
      queue: options.queue,
      intake: options.intake,
      jobIdSecret: access.secret,
      backlog: watch.backlog,
      conditions: watch.conditions,
      counters: intakeCounters(metrics),
      topics: tenantTopics.topics,
      ownerOf: tenantTopics.ownerOf,
      onGroupFlush: (size) => { metrics.groupSize.observe(size) }
    })
    await registerBatch(api, { ...guards, config, intake, connections: options.batch })
    await registerSigned(api, { ...guards, config, redis, intake, logger })
    await registerJobs(api, { config, jobs: options.jobs, waiter: options.waiter, authenticate })
    await registerAccess(api, { keys: access.keys, authenticate, webhooks, topicsOf: tenantTopics.topicsOf, quota: guards.quota })
    await registerTenantTopics(api, { topics: tenantTopics, tenantExists: access.keys.tenantExists, authenticate })
    await registerUsage(api, {
      config, redis, authenticate, tenantExists: access.keys.tenantExists, listTenants: access.keys.listTenants, registry: metrics.registry, topics: tenantTopics.topics, ownTopics: tenantTopics.topicsOf
    })
    await registerWebhooks(api, { config, store: webhooks, authenticate })
    await registerLedger(api, {
      config,
      redis,
      reader: options.ledger,
      authenticate,
      mirror: options.mirror,
      topics: tenantTopics.topics,
      onMessageRead: (source, count) => { metrics.mirrorMessages.inc({ source }, count) }
    })
    await registerQueueRoute(api, watch)
  })
  return app
}

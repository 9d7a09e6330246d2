import { tracing } from './tracing.js'
import cluster from 'node:cluster'

// Loaded once tracing.ts has run: modules loaded after the SDK started are instrumented.
const { configOrExit, createLogger, createMirrorClient, createSettledMessages, onShutdown, refuseEvictingRedis } = await import('@hcs/runtime')
const { buildApp } = await import('./app.js')
const { jobTopicIds, keyScope, loadConfig, managedTopicIds, SHUTDOWN_BOUND_MS } = await import('./config.js')
const { createJobRecordStore } = await import('./jobs/job-record-store.js')
const { createJobWaiter } = await import('./jobs/job-waiter.js')
const { createSubmitQueue } = await import('./intake/queue.js')
const { createRedis, createSubscriber, waitForRedis } = await import('./redis.js')

const config = configOrExit('api', () => loadConfig())
const logger = createLogger({ level: config.LOG_LEVEL, app: 'api' })
const redis = createRedis(config, { commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS })
if (!await waitForRedis(redis, 5000)) logger.warn('redis not reachable yet: requests get 503 until it is')
await refuseEvictingRedis('api', redis, 0)

// BullMQ gets a connection of its own: it defines its 64 scripts on it, and ioredis copies every
// defined script onto each pipeline made on that connection (the ledger reads use pipelines).
const queueRedis = createRedis(config, { commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS })
await waitForRedis(queueRedis, 1000)
// the registry topic's too: a registry listing is a job there
const queue = createSubmitQueue({ connection: queueRedis, keys: keyScope(config), topics: jobTopicIds(config) })
// Batches: a script and an addBulk of up to 1,000 operations each; a command timeout sized for one request would
// answer 503 for a batch whose script still runs (and reserves) on a busy box.
const batchRedis = createRedis(config, { commandTimeoutMs: config.BATCH_COMMAND_TIMEOUT_MS })
const batchQueueRedis = createRedis(config, { commandTimeoutMs: config.BATCH_COMMAND_TIMEOUT_MS })
const batchQueue = createSubmitQueue({ connection: batchQueueRedis, keys: keyScope(config), topics: managedTopicIds(config) })
await Promise.all([waitForRedis(batchRedis, 1000), waitForRedis(batchQueueRedis, 1000)])
// The queue dashboard's reads (job lists, counts, Redis INFO) get a connection of their own, off the intake's path.
const dashboardRedis = createRedis(config, { commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS })
// A settled job's record leaves its message and running hash to the topic (ADR 033): read back from the mirror.
const mirror = config.MIRROR_URL === undefined ? undefined : createMirrorClient({ baseUrl: config.MIRROR_URL, maxAttempts: 1, requestTimeoutMs: config.MIRROR_TIMEOUT_MS })
const settled = createSettledMessages({ mirror, timeoutMs: config.MIRROR_TIMEOUT_MS, cacheEntries: config.MIRROR_CACHE_ENTRIES })
const jobs = createJobRecordStore({ redis, keys: keyScope(config), settled })
// Long polling: one subscriber connection for every waiting request of this process (job-waiter.ts).
const subscriber = createSubscriber(config)
const waiter = createJobWaiter(subscriber, keyScope(config), jobTopicIds(config), async (ids) => await jobs.getMany(ids))
const app = await buildApp({
  config, queue, jobs, redis, logger, waiter, mirror, batch: { redis: batchRedis, queue: batchQueue }, dashboard: { connection: dashboardRedis }
})

// On SIGTERM/SIGINT: stop accepting, let in-flight requests finish (app.close), then close Redis; at most 10 s.
// One of API_PROCESSES (main.ts): the primary turns a Ctrl-C into a SIGTERM to each process.
onShutdown({ app: 'api', log: logger, delayMs: SHUTDOWN_BOUND_MS, ignoreSigint: cluster.isWorker }, async () => {
  await app.close()
  await queue.close()
  await batchQueue.close()
  for (const connection of [queueRedis, batchQueueRedis, batchRedis, dashboardRedis]) await connection.quit().catch(() => connection.disconnect())
  await subscriber.quit().catch(() => subscriber.disconnect())
  await tracing?.shutdown()
  await redis.quit().catch(() => redis.disconnect())
})

const address = await app.listen({ port: config.PORT, host: config.HOST })
if (cluster.isWorker) {
  // One of API_PROCESSES: main.ts, the primary, says "api ready" once every process serves.
  logger.info({ address, network: config.networkId }, 'api process ready')
  process.send?.({ type: 'api-ready', address })
} else {
  logger.info({ address, network: config.networkId }, 'api ready')
}

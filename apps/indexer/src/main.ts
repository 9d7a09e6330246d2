import { tracing } from './tracing.js'
import type { HealthServer } from '@hcs/runtime'

// Loaded once tracing.ts has run: modules loaded after the SDK started are instrumented.
const { serviceQueues } = await import('@hcs/protocol')
const { configOrExit, createLogger, createRedis, onShutdown, refuseEvictingRedis, startHealthServer } = await import('@hcs/runtime')
const { loadConfig, SHUTDOWN_BOUND_MS } = await import('./config.js')
const { startIndexer } = await import('./indexer.js')

const config = configOrExit('indexer', () => loadConfig())
const log = createLogger({ level: config.LOG_LEVEL, app: 'indexer' })
const redis = createRedis(config, 'queue', { onError: (err) => { log.warn({ err }, 'redis error') } })
await refuseEvictingRedis('indexer', redis)

const indexer = startIndexer({
  redis,
  prefix: config.REDIS_PREFIX,
  network: config.networkId,
  usageRetentionDays: config.USAGE_RETENTION_DAYS,
  topics: config.topics,
  mirrorUrl: config.MIRROR_URL,
  log,
  pollMs: config.INDEXER_POLL_MS,
  pageLimit: config.INDEXER_PAGE_LIMIT,
  lockTtlMs: config.INDEXER_LOCK_TTL_MS,
  invalidMax: config.INDEXER_INVALID_MAX,
  history: config.INDEXER_HISTORY,
  historyRetentionDays: config.INDEXER_HISTORY_RETENTION_DAYS,
  ...(config.registryTopicId === undefined ? {} : { registryTopicId: config.registryTopicId }),
  outcomeTtlSeconds: config.INDEXER_OUTCOME_TTL_SECONDS,
  sweepIntervalMs: config.INDEXER_SWEEP_INTERVAL_MS,
  settleAfterMs: config.INDEXER_SETTLE_AFTER_MS,
  // the leader of the first topic exports the queues' job counts
  queues: serviceQueues({ prefix: config.REDIS_PREFIX, network: config.networkId }, config.topics)
})
let health: HealthServer | undefined
if (config.HEALTH_PORT !== undefined) {
  health = await startHealthServer({ port: config.HEALTH_PORT, host: config.HEALTH_HOST, registry: indexer.metrics.registry, ready: indexer.readiness })
}

onShutdown({ app: 'indexer', log, delayMs: SHUTDOWN_BOUND_MS }, async () => {
  await indexer.stop()
  await health?.close()
  await redis.quit()
  await tracing?.shutdown()
})
// logged once signals are handled: a SIGTERM right after it is a graceful stop
log.info({ network: config.networkId, topics: config.topics, mirrorUrl: config.MIRROR_URL, healthPort: health?.port, owner: indexer.owner }, 'indexer ready')

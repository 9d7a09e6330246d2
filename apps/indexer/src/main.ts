import { QUEUE_SUBMIT, QUEUE_WEBHOOKS } from '@hcs/protocol'
import { Redis } from 'ioredis'
import { pino } from 'pino'
import { loadConfig } from './config.js'
import type { Config } from './config.js'
import { startHealthServer } from '@hcs/runtime'
import type { HealthServer } from '@hcs/runtime'
import { startIndexer } from './indexer.js'

let config: Config
try {
  config = loadConfig()
} catch (err) {
  // The message names variables, never their values.
  pino().fatal({ err: { message: (err as Error).message } }, 'indexer cannot start')
  process.exit(1)
}
const log = pino({
  level: config.LOG_LEVEL,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {})
})

const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null })
redis.on('error', (err) => log.warn({ err }, 'redis error'))

const indexer = startIndexer({
  redis,
  prefix: config.REDIS_PREFIX,
  network: config.networkId,
  topics: config.topics,
  mirrorUrl: config.MIRROR_URL,
  log,
  pollMs: config.INDEXER_POLL_MS,
  pageLimit: config.INDEXER_PAGE_LIMIT,
  lockTtlMs: config.INDEXER_LOCK_TTL_MS,
  rejectedMax: config.INDEXER_REJECTED_MAX,
  outcomeTtlSeconds: config.INDEXER_OUTCOME_TTL_SECONDS,
  sweepIntervalMs: config.INDEXER_SWEEP_INTERVAL_MS,
  settleAfterMs: config.INDEXER_SETTLE_AFTER_MS,
  // the leader of the first topic exports the queues' job counts (ADR 025)
  queues: [QUEUE_SUBMIT, QUEUE_WEBHOOKS]
})
let health: HealthServer | undefined
if (config.HEALTH_PORT !== undefined) {
  health = await startHealthServer({ port: config.HEALTH_PORT, host: config.HEALTH_HOST, registry: indexer.metrics.registry, ready: indexer.readiness })
}

log.info({ network: config.networkId, topics: config.topics, mirrorUrl: config.MIRROR_URL, healthPort: health?.port, owner: indexer.owner }, 'indexer ready')

let stopping = false
async function shutdown (signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'indexer stopping')
  try {
    await indexer.stop()
    await health?.close()
    await redis.quit()
    log.info('indexer stopped')
    process.exit(0)
  } catch (err) {
    log.error({ err }, 'indexer did not stop cleanly')
    process.exit(1)
  }
}
process.on('SIGTERM', () => { shutdown('SIGTERM').catch(() => process.exit(1)) })
process.on('SIGINT', () => { shutdown('SIGINT').catch(() => process.exit(1)) })

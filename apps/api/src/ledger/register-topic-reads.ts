import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { createTopicPrivacy } from '@hcs/runtime'
import type { MirrorClient } from '@hcs/runtime'
import type { Authenticate } from '../access/auth.js'
import { keyScope, managedTopicIds } from '../config.js'
import type { Config } from '../config.js'
import { accountRoutes } from './account-routes.js'
import { registryRoutes } from './registry-routes.js'
import { createTopicReads } from './topic-reads.js'

/** How long the mirror's word on a listed topic's submit key is trusted. */
const PRIVACY_TTL_MS = 60_000
/** Listed topics whose privacy stays in memory. */
const PRIVACY_ENTRIES = 10_000
/** Mirror reads at once for one registry page. */
const PRIVACY_CONCURRENCY = 8

export interface TopicReadsRegistration {
  config: Config
  redis: Redis
  authenticate: Authenticate
  /** The network's mirror, which says whether a listed topic is private; without one, `verified` is null. */
  mirror: MirrorClient | undefined
  /** The topics read, live (the configured ones and the tenant topics, ADR 047); default the configured ones. */
  topics?: ReadonlySet<string>
}

/** `GET /api/accounts/{account}`, `GET /api/inscription` (the topic's tickers) and `GET /api/registry`. */
export async function registerTopicReads (api: FastifyInstance, { config, redis, authenticate, mirror, topics }: TopicReadsRegistration): Promise<void> {
  const reads = createTopicReads(redis, keyScope(config))
  await api.register(accountRoutes, { reads, topics: topics ?? managedTopicIds(config), defaultTopicId: config.HCS20_TOPIC_ID, authenticate })
  const privacy = createTopicPrivacy({
    mirror,
    ttlMs: PRIVACY_TTL_MS,
    cacheEntries: PRIVACY_ENTRIES,
    timeoutMs: config.MIRROR_TIMEOUT_MS,
    concurrency: PRIVACY_CONCURRENCY
  })
  await api.register(registryRoutes, { reads, registryTopicId: config.registryTopicId, privacy })
}

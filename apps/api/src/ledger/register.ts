import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { keyScope, managedTopicIds } from '../config.js'
import type { Config } from '../config.js'
import { createLedgerReader } from './ledger-reader.js'
import type { LedgerReader } from './ledger-reader.js'
import { ledgerRoutes } from './ledger-routes.js'

export interface LedgerRegistration {
  config: Config
  redis: Redis
  /** Reads of the ledger the indexer writes; default on `redis`. */
  reader?: LedgerReader
}

/** The GET ledger routes: inscription, balance, holders, topic status. */
export async function registerLedger (api: FastifyInstance, { config, redis, reader }: LedgerRegistration): Promise<void> {
  await api.register(ledgerRoutes, {
    reader: reader ?? createLedgerReader(redis, keyScope(config)),
    topics: managedTopicIds(config),
    defaultTopicId: config.HCS20_TOPIC_ID
  })
}

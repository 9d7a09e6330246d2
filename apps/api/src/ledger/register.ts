import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { keyScope, managedTopicIds } from '../config.js'
import type { Config } from '../config.js'
import { createLedgerReader } from './ledger-reader.js'
import type { LedgerReader } from './ledger-reader.js'
import { ledgerRoutes } from './ledger-routes.js'
import { registerHistory } from './history-routes.js'
import type { HistoryRegistration } from './history-routes.js'
import { registerTopicReads } from './register-topic-reads.js'
import type { TopicReadsRegistration } from './register-topic-reads.js'

export interface LedgerRegistration extends Pick<TopicReadsRegistration, 'authenticate' | 'mirror'>, Pick<HistoryRegistration, 'onMessageRead'> {
  config: Config
  redis: Redis
  /** Reads of the ledger the indexer writes; default on `redis`. */
  reader?: LedgerReader
  /** The topics read, live (the configured ones and the tenant topics, ADR 047); default the configured ones. */
  topics?: ReadonlySet<string>
}

/** The GET ledger routes: inscription, balance, holders, topic status; an account's balances, the topic's tickers, the registry; a ticker's history, the topic's invalid messages. */
export async function registerLedger (api: FastifyInstance, { config, redis, reader, authenticate, mirror, onMessageRead, topics }: LedgerRegistration): Promise<void> {
  await api.register(ledgerRoutes, {
    reader: reader ?? createLedgerReader(redis, keyScope(config)),
    topics: topics ?? managedTopicIds(config),
    defaultTopicId: config.HCS20_TOPIC_ID
  })
  await registerTopicReads(api, { config, redis, authenticate, mirror, ...(topics === undefined ? {} : { topics }) })
  await registerHistory(api, { config, redis, mirror, onMessageRead, ...(topics === undefined ? {} : { topics }) })
}

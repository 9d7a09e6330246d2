import { z } from 'zod'
import { parseManagedTopics } from '@hcs/protocol'
import { flagEnv, healthEnv, intEnv, parseEnv, serviceEnv, withNetwork } from '@hcs/runtime'

// The topic ids of HCS20_TOPICS (`id` or `id=<submit key>`, comma-separated); keys are never kept.
const ManagedTopicIdsSchema = z.string().transform((value, ctx): string[] => {
  try {
    return parseManagedTopics(value).map((topic) => topic.topicId)
  } catch (err) {
    // protocol's messages name the entry's position, never its value.
    ctx.addIssue({ code: 'custom', message: (err as Error).message })
    return z.NEVER
  }
})

/** Every variable the indexer reads: the shared service ones (REDIS_*, LOG_LEVEL, HEDERA_NETWORK*, MIRROR_URL) and its own. */
export const configSchema = serviceEnv.extend({
  HCS20_TOPIC_ID: z.string().regex(/^\d+\.\d+\.\d+$/, 'expected shard.realm.num').describe('The default topic (`shard.realm.num`), followed first. `npm start` creates one on the embedded emulator.'),
  HCS20_TOPICS: ManagedTopicIdsSchema.default([]).describe('More topics to follow, comma-separated: `topicId` or `topicId=<submit key>`; only the ids are read, keys are dropped at once.'),
  INDEXER_POLL_MS: intEnv(250, 10, 600_000).describe('Wait between polls of a topic once caught up (250: 4 requests a second per topic, well under a public mirror\'s 50).'),
  INDEXER_PAGE_LIMIT: intEnv(100, 1, 100).describe('Messages asked for per mirror page (the mirror caps it at 100).'),
  INDEXER_LOCK_TTL_MS: intEnv(15_000, 1000, 600_000).describe('A topic\'s lease, renewed every third of it: a standby indexer takes the topic over at most this long after its leader dies.'),
  INDEXER_INVALID_MAX: intEnv(100_000, 1, 100_000_000).describe('Length cap of each topic\'s index of the messages the rules rejected (`GET /api/topics/{topicId}/invalid`); the oldest go first.'),
  INDEXER_HISTORY_RETENTION_DAYS: intEnv(0, 0, 36_500).describe('How long the tickers\' histories keep a message (ADR 044): entries of messages older than this many days are dropped by the sweep, at most hourly (the mirror keeps the topic itself). `0` keeps every entry.'),
  INDEXER_HISTORY: flagEnv(true).describe('Keep each ticker\'s history (`GET /api/inscription/{ticker}/history`): a stream entry per page and a packed entry per account it names, written in the page\'s commit. `false` only to measure what it costs.'),
  INDEXER_OUTCOME_TTL_SECONDS: intEnv(86_400, 60, 31_536_000).describe('How long the outcome of a message without a transaction id that no job claimed is kept.'),
  INDEXER_SWEEP_INTERVAL_MS: intEnv(30_000, 0, 3_600_000).describe('Period of the reservation sweep over the topics this indexer leads; `0`: no sweep.'),
  INDEXER_SETTLE_AFTER_MS: intEnv(300_000, 0, 604_800_000).describe('The sweep acts on reservations older than this; also the allowance for a lagging mirror.'),
  ...healthEnv.shape
})

const parsedConfig = configSchema.transform(withNetwork).transform((env, ctx) => {
  const { HEDERA_NETWORK_ID: _id, HCS20_TOPICS: managed, MIRROR_URL, ...rest } = env
  if (MIRROR_URL === undefined) {
    // `custom` has no default mirror (ADR 023): following a guessed one would read another topic, or none.
    ctx.addIssue({ code: 'custom', path: ['MIRROR_URL'], message: `required with HEDERA_NETWORK=${env.HEDERA_NETWORK} (its mirror node's REST URL)` })
    return z.NEVER
  }
  /** Every topic to follow: HCS20_TOPIC_ID first, then the ids of HCS20_TOPICS. */
  const topics = [...new Set([env.HCS20_TOPIC_ID, ...managed])]
  return { ...rest, MIRROR_URL, topics }
})
export type Config = z.output<typeof parsedConfig>

/**
 * The bound on the indexer's shutdown (main.ts): finishing the page in hand, the health server and Redis
 * (npm start waits 15 s, compose's stop_grace_period too).
 */
export const SHUTDOWN_BOUND_MS = 10_000

/** Reads and validates the indexer's environment; empty strings count as unset (ADR 023). */
export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(parsedConfig, env)
}

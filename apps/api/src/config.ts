import { createHash } from 'node:crypto'
import { z } from 'zod'
import { parseManagedTopics, TopicIdSchema, AccountIdSchema } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { flagEnv, intEnv as positiveInt, parseEnv, portEnv, serviceEnv, webhookSecretKeyEnv, withNetwork } from '@hcs/runtime'

/** Most api processes on one port (API_PROCESSES). */
const MAX_API_PROCESSES = 64
const PROCESSES_ERROR = `must be an integer from 1 to ${MAX_API_PROCESSES}`

const ApiKeysSchema = z.string()
  .transform((value) => value.split(',').map((key) => key.trim()).filter((key) => key !== ''))
  .pipe(z.array(z.string().min(16, 'every key must have at least 16 characters')).min(1, 'at least one key is required'))

// The value may carry submit keys (`topicId=<key>`), so an issue never repeats it or the parser's message.
const ManagedTopicIdsSchema = z.string().transform((value, ctx): string[] => {
  try {
    return parseManagedTopics(value).map((topic) => topic.topicId)
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of topicId or topicId=<submit key>' })
    return z.NEVER
  }
})

/** Every variable the api reads: the shared service ones (REDIS_*, LOG_LEVEL, HEDERA_NETWORK*, MIRROR_URL) and its own. */
export const configSchema = serviceEnv.extend({
  // how many api processes share the port (main.ts: > 1 runs a node:cluster primary over them)
  API_PROCESSES: z.coerce.number({ error: PROCESSES_ERROR }).int(PROCESSES_ERROR).min(1, PROCESSES_ERROR).max(MAX_API_PROCESSES, PROCESSES_ERROR).default(1),
  PORT: portEnv(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  REDIS_COMMAND_TIMEOUT_MS: positiveInt(2000),
  API_SECRET_KEY: ApiKeysSchema,
  // HMAC key of stored API keys and of job ids (ADR 031); npm start and compose generate one. Unset: derived
  // from API_SECRET_KEY (a warning at start), so changing those keys then also changes every stored key's hash.
  KEY_HASH_SECRET: z.string().min(32, 'KEY_HASH_SECRET must be at least 32 characters').optional(),
  // AES-256-GCM key (32 bytes, base64 or hex) sealing webhook signing secrets in Redis (the worker needs the same);
  // npm start generates one. Unset: secrets are stored in clear (a warning at start).
  WEBHOOK_SECRET_KEY: webhookSecretKeyEnv,
  HCS20_TOPIC_ID: TopicIdSchema,
  HCS20_TOPICS: ManagedTopicIdsSchema.default([]),
  HEDERA_OPERATOR_ID: AccountIdSchema.optional(),
  // holder-signed transactions (signed/, ADR 040): the nodes a prepared transaction names are those of HEDERA_NODES
  // (`host:port=0.0.N,...`, the worker's own list; only the account ids are read) or of the named network
  HEDERA_NODES: z.string().regex(/^\s*[^=\s,]+=\d+\.\d+\.\d+\s*(,\s*[^=\s,]+=\d+\.\d+\.\d+\s*)*$/, 'must be host:port=shard.realm.num, comma-separated').optional(),
  // how long a prepared transaction stays valid (the network allows 15 to 180 s): the holder's time to sign
  SIGNED_VALID_DURATION_S: positiveInt(120, 30, 180),
  // how long a payer account's key read from the mirror is trusted before it is read again
  ACCOUNT_KEY_CACHE_MS: positiveInt(60_000),
  JOB_RECORD_TTL_SECONDS: positiveInt(604_800),
  // a settled job's message and running hash are read back from MIRROR_URL (ADR 033): how long one read may take
  // before the job is answered without them, and how many are kept in memory
  MIRROR_TIMEOUT_MS: positiveInt(2000),
  MIRROR_CACHE_ENTRIES: positiveInt(10_000),
  IDEMPOTENCY_TTL_SECONDS: positiveInt(86_400),
  RATE_LIMIT_MAX: positiveInt(100_000),
  // GET /api/jobs/{id}?wait= one key may hold open at once, per api process (429 RATE_LIMITED past it)
  WAIT_MAX_PER_KEY: positiveInt(200),
  // operations per second of a stored (tenant) key without a limit of its own, per api process; a batch counts each
  // operation; the keys of API_SECRET_KEY (operator) have none (ADR 031)
  OPS_PER_SECOND_PER_KEY: positiveInt(1000),
  // redis: one budget per key shared by every api process (leased a tenth of a second at a time); memory: per process
  OPS_LIMIT_STORE: z.enum(['memory', 'redis']).default('redis'),
  RATE_LIMIT_WINDOW_MS: positiveInt(1000),
  // memory: counters per api instance (no Redis round trip); redis: shared by every instance
  RATE_LIMIT_STORE: z.enum(['memory', 'redis']).default('memory'),
  BODY_LIMIT_BYTES: positiveInt(16_384),
  // a request (headers and body) not received within this is answered 408 REQUEST_TIMEOUT and its connection closed
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  // jobs waiting, delayed or active in the submit queue past which new operations get 503 QUEUE_FULL
  QUEUE_MAX_BACKLOG: positiveInt(20_000),
  // operations of one tenant (not the default one, not operator keys) accepted and not yet settled on a topic, past
  // which that tenant's new operations get 503 QUEUE_FULL while other tenants are still accepted (ADR 031)
  TENANT_MAX_BACKLOG: positiveInt(10_000),
  // how often the backlog and drain rate are sampled (three pipelined reads)
  QUEUE_SAMPLE_MS: positiveInt(500),
  // group commit (ADR 041): single-route requests of a topic gather for up to INTAKE_LINGER_US (skipped for a lone
  // request) or INTAKE_MAX_GROUP requests, then one script admits them all and one addBulk enqueues them
  INTAKE_LINGER_US: positiveInt(500, 0),
  INTAKE_MAX_GROUP: positiveInt(64, 1, 1000),
  // POST /api/inscription/batch only: up to BATCH_MAX_OPERATIONS operations of up to ~1 KB each
  BATCH_MAX_OPERATIONS: positiveInt(1000),
  BATCH_BODY_LIMIT_BYTES: positiveInt(1_048_576),
  BATCH_COMMAND_TIMEOUT_MS: positiveInt(15_000),
  // webhook URLs on loopback and private addresses are refused unless true (tests, npm start)
  WEBHOOK_ALLOW_PRIVATE: flagEnv(false),
  // behind a load balancer: take the client IP (per-IP rate limit) from X-Forwarded-For
  TRUST_PROXY: flagEnv(false),
  // the queue dashboard at /admin/queues only shows unless this is false (then it can pause, retry, clean, add)
  DASHBOARD_READ_ONLY: flagEnv(true),
  // GET /metrics answers without an API key when true (a scraper inside a private network); else it needs x-api-key
  METRICS_PUBLIC: flagEnv(false)
})
const parsedConfig = configSchema.transform(withNetwork)
export type Config = z.output<typeof parsedConfig>

/**
 * Reads and validates the api's environment once, at start. The error names each failing variable
 * and never its value (API_SECRET_KEY and HCS20_TOPICS carry secrets). Empty strings count as unset.
 */
export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(parsedConfig, env)
}

/** The bound on the api's shutdown (server.ts; scripts/lib/graces.ts and compose's stop_grace_period wait longer). */
export const SHUTDOWN_BOUND_MS = 10_000

/** Every topic this api may enqueue for: the default first, then the managed private topics. */
export function managedTopicIds (config: Config): Set<string> {
  return new Set([config.HCS20_TOPIC_ID, ...config.HCS20_TOPICS])
}

/** The HMAC key of stored API keys and job ids: KEY_HASH_SECRET, else one derived from API_SECRET_KEY. */
export function keyHashSecret (config: Pick<Config, 'KEY_HASH_SECRET' | 'API_SECRET_KEY'>): string {
  return config.KEY_HASH_SECRET ?? createHash('sha256').update(`hcs20-key-hash\n${[...config.API_SECRET_KEY].sort().join('\n')}`).digest('hex')
}

/** Where this api's Redis keys live: REDIS_PREFIX and the network identity. */
export function keyScope (config: Pick<Config, 'REDIS_PREFIX' | 'networkId'>): KeyScope {
  return { prefix: config.REDIS_PREFIX, network: config.networkId }
}

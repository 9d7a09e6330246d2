import { z } from 'zod'
import { parseManagedTopics, TopicIdSchema, AccountIdSchema } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { flagEnv, intEnv as positiveInt, parseEnv, portEnv, serviceEnv, webhookSecretKeyEnv, withNetwork } from '@hcs/runtime'

/** Most api processes on one port (API_PROCESSES). */
const MAX_API_PROCESSES = 64
const PROCESSES_ERROR = `must be an integer from 1 to ${MAX_API_PROCESSES}`

/** The shortest API_SECRET_KEY key, and the entropy its estimate must reach (ADR 046). */
const MIN_KEY_LENGTH = 32
const MIN_KEY_BITS = 128
/** Fewer distinct characters than this is a pattern, not a random key, whatever its length. */
const MIN_KEY_DISTINCT = 8
const CHARACTER_CLASSES: ReadonlyArray<[RegExp, number]> = [[/[a-z]/, 26], [/[A-Z]/, 26], [/[0-9]/, 10], [/[^a-zA-Z0-9]/, 33]]

/**
 * A key's entropy as its length times log2 of the alphabet of the character classes it uses (lower-case 26,
 * upper-case 26, digits 10, anything else 33): an upper bound for a key a person chose, the real figure for a
 * random one (32 random base64url characters: 190 bits; 32 hex: 165 by this count, 128 in truth).
 */
export function keyEntropyBits (key: string): number {
  const alphabet = CHARACTER_CLASSES.reduce((sum, [pattern, size]) => sum + (pattern.test(key) ? size : 0), 0)
  return alphabet === 0 ? 0 : [...key].length * Math.log2(alphabet)
}

const KEY_RULE = `every key must be at least ${MIN_KEY_LENGTH} random characters, about ${MIN_KEY_BITS} bits (e.g. \`openssl rand -base64 32\` or \`openssl rand -hex 32\`)`
const ApiKeySchema = z.string()
  .min(MIN_KEY_LENGTH, KEY_RULE)
  .refine((key) => keyEntropyBits(key) >= MIN_KEY_BITS && new Set(key).size >= MIN_KEY_DISTINCT, KEY_RULE)
const ApiKeysSchema = z.string()
  .transform((value) => value.split(',').map((key) => key.trim()).filter((key) => key !== ''))
  .pipe(z.array(ApiKeySchema).min(1, 'at least one key is required'))

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
  API_PROCESSES: z.coerce.number({ error: PROCESSES_ERROR }).int(PROCESSES_ERROR).min(1, PROCESSES_ERROR).max(MAX_API_PROCESSES, PROCESSES_ERROR).default(1)
    .describe('How many api processes share the port: above 1, main.ts runs a node:cluster primary over them. `npm start` reads it too.'),
  PORT: portEnv(3000).describe('Listen port of the HTTP API (`0` picks a free one).'),
  HOST: z.string().min(1).default('127.0.0.1').describe('Listen address of the HTTP API (`0.0.0.0` in a container).'),
  REDIS_COMMAND_TIMEOUT_MS: positiveInt(2000).describe('A Redis command that takes longer fails, and the request it serves is answered 503 QUEUE_UNAVAILABLE.'),
  API_SECRET_KEY: ApiKeysSchema.describe('Comma-separated API keys (several allow rotation): the `operator` keys of the tenant `default`, also the password of the queue dashboard. Each must carry 128 bits (ADR 046): at least 32 characters, length × log2 of the alphabet of the character classes it uses (a-z 26, A-Z 26, 0-9 10, others 33) at least 128, and 8 distinct characters; a weaker key is refused at start. `npm start` and compose\'s bootstrap generate one on the embedded emulator.'),
  KEY_HASH_SECRET: z.string().min(32, 'KEY_HASH_SECRET must be at least 32 characters').describe('HMAC key (at least 32 characters) of stored API keys and of job ids (ADR 031, ADR 049): changing it invalidates every stored key and changes the job id of every Idempotency-Key. Never derived from another secret, so rotating API_SECRET_KEY changes neither. `npm start` keeps one in .data/key-hash-secret (`npm run keys` reads it too); compose\'s bootstrap keeps one in its volume.'),
  WEBHOOK_SECRET_KEY: webhookSecretKeyEnv,
  HCS20_TOPIC_ID: TopicIdSchema.describe('The default topic (`shard.realm.num`): an operation without `topic_id` goes to it. `npm start` creates one on the embedded emulator.'),
  HCS20_TOPICS: ManagedTopicIdsSchema.default([]).describe('More managed topics, comma-separated: `topicId` or `topicId=<submit key>`. The api reads the ids only.'),
  HEDERA_OPERATOR_ID: AccountIdSchema.optional().meta({
    description: 'The operator (payer) account: a transfer or burn on a public topic must debit it (FROM_NOT_PAYER otherwise).',
    whenUnset: 'transfers and burns on public topics are refused'
  }),
  HEDERA_NODES: z.string().regex(/^\s*[^=\s,]+=\d+\.\d+\.\d+\s*(,\s*[^=\s,]+=\d+\.\d+\.\d+\s*)*$/, 'must be host:port=shard.realm.num, comma-separated').optional().meta({
    description: 'The nodes a holder-signed transaction names (signed/, ADR 040): the worker\'s own list, `host:port=shard.realm.num`, comma-separated; the api reads the account ids only.',
    whenUnset: 'the nodes of the named network (the emulator\'s on local); on custom no transaction is prepared'
  }),
  SIGNED_VALID_DURATION_S: positiveInt(120, 30, 180).describe('How long (s) a prepared holder-signed transaction stays valid: the holder\'s time to sign and the worker\'s to send (ADR 040). The network allows up to 180.'),
  SIGNED_MAX_OPEN_PER_TENANT: positiveInt(10_000).describe('Prepared holder-signed transactions one tenant may hold neither submitted nor expired (they are kept in Redis until shortly after they expire); past it the prepare routes answer 429 PREPARATIONS_EXHAUSTED with Retry-After until the oldest expires.'),
  ACCOUNT_KEY_CACHE_MS: positiveInt(60_000).describe('How long a payer account\'s key read from the mirror is trusted before it is read again (holder-signed transactions). After a failed signature check it is read again sooner, at most once per 5 s per account (ADR 048).'),
  JOB_RECORD_TTL_SECONDS: positiveInt(604_800).describe('Lifetime of a job record (7 days), and of a single request\'s Idempotency-Key with it; a reservation whose record expired is released by the indexer\'s sweep.'),
  MIRROR_TIMEOUT_MS: positiveInt(2000).describe('A settled job\'s record keeps neither `message` nor `runningHash` (ADR 033): they are read back from MIRROR_URL. How long one mirror read may take before the job is answered without them (the mirror is then left alone for 1 s); payer key reads share the bound.'),
  MIRROR_CACHE_ENTRIES: positiveInt(10_000).describe('Messages read back from the mirror that stay in memory (they never change): settled jobs\' messages, and as many again for the history and invalid-message routes.'),
  IDEMPOTENCY_TTL_SECONDS: positiveInt(86_400).describe('Lifetime of a batch\'s Idempotency-Key entry (24 h); a single request\'s key lives as long as its job record.'),
  RATE_LIMIT_MAX: positiveInt(100_000).describe('Requests per RATE_LIMIT_WINDOW_MS of one API key (of one client IP without a valid key); past it 429 RATE_LIMITED with Retry-After.'),
  WAIT_MAX_PER_KEY: positiveInt(200).describe('`GET /api/jobs/{id}?wait=` requests one key may hold open at once, per api process; past it 429 RATE_LIMITED.'),
  OPS_PER_SECOND_PER_KEY: positiveInt(1000).describe('Operations per second of a stored (tenant) key created without its own `opsPerSecond`; a batch counts each operation. The keys of API_SECRET_KEY (operator) have no such limit (ADR 031).'),
  OPS_LIMIT_STORE: z.enum(['memory', 'redis']).default('redis').describe('`redis`: one budget per key and per tenant shared by every api process (exact: one Redis call per round trip and key, budgets of 1,000/s and more lease a hundredth of a second ahead; ADR 045); `memory`: each process counts alone.'),
  TENANT_OPS_PER_SECOND: positiveInt(5000).describe('Operations per second all keys of a tenant (not the default one; not its operator keys) may submit together, and the most its admin may give one key, unless the operator set the tenant its own (`limits.opsPerSecond`, ADR 045).'),
  TENANT_MAX_KEYS: positiveInt(100).describe('Stored keys a tenant (not the default one) may have, unless the operator set it its own (`limits.maxKeys`); past it `POST /api/keys` gets 409 TENANT_LIMIT_REACHED.'),
  TENANT_MAX_WEBHOOKS: positiveInt(20).describe('Webhook endpoints a tenant (not the default one) may have, unless the operator set it its own (`limits.maxWebhooks`); past it `POST /api/webhooks` gets 409 TENANT_LIMIT_REACHED.'),
  RATE_LIMIT_WINDOW_MS: positiveInt(1000).describe('The window of RATE_LIMIT_MAX.'),
  AUTH_FAILURES_PER_ADDRESS: positiveInt(20).describe('Failed authentications (a missing or wrong `x-api-key` under /api, wrong Basic credentials on /admin/queues, a wrong key on a private /metrics) one client IP may make per AUTH_FAILURE_WINDOW_MS, counted in Redis across every api process; past it that IP\'s next failures get 429 RATE_LIMITED with Retry-After (ADR 046). A valid key is never refused by it.'),
  AUTH_FAILURES_PER_KEY: positiveInt(20).describe('Failed authentications with one presented key (by its HMAC; a key missing altogether counts per IP only) per AUTH_FAILURE_WINDOW_MS, from any number of addresses; past it 429 RATE_LIMITED.'),
  AUTH_FAILURE_WINDOW_MS: positiveInt(60_000).describe('The window of AUTH_FAILURES_PER_ADDRESS and AUTH_FAILURES_PER_KEY: a fixed window from an address\'s (a key\'s) first failure.'),
  RATE_LIMIT_STORE: z.enum(['memory', 'redis']).default('memory').describe('`memory`: RATE_LIMIT_MAX is counted per api process (no Redis round trip); `redis`: shared by every process (one more round trip per request).'),
  BODY_LIMIT_BYTES: positiveInt(16_384).describe('Largest request body (413 past it); the batch route has BATCH_BODY_LIMIT_BYTES.'),
  REQUEST_TIMEOUT_MS: positiveInt(30_000).describe('A request whose body stops arriving for this long is answered 408 REQUEST_TIMEOUT and its connection closed; a slow answer of ours is never cut.'),
  QUEUE_MAX_BACKLOG: positiveInt(20_000).describe('Jobs waiting, delayed or active in the submit queue past which new operations get 503 QUEUE_FULL with Retry-After.'),
  TENANT_MAX_BACKLOG: positiveInt(10_000).describe('Operations of one tenant (not the default one, not operator keys) accepted and not yet settled on a topic, past which that tenant\'s new operations get 503 QUEUE_FULL while other tenants are still accepted (ADR 031), unless the operator set the tenant its own (`limits.maxBacklog`, ADR 045).'),
  QUEUE_SAMPLE_MS: positiveInt(500).describe('How often the submit backlog and drain rate, and the network or payer conditions, are read in the background.'),
  INTAKE_LINGER_US: positiveInt(500, 0).describe('Group commit (ADR 041): how long (µs) single-route requests of a topic gather before one script admits them all, in order of arrival, and one addBulk enqueues them; each keeps its own answer. Node\'s timers count whole milliseconds, so under 1,000 waits 1 ms at most; a lone request does not wait.'),
  INTAKE_MAX_GROUP: positiveInt(64, 1, 1000).describe('Group commit (ADR 041): a group of this many requests is admitted at once.'),
  BATCH_MAX_OPERATIONS: positiveInt(1000).describe('Most operations in one `POST /api/inscription/batch`.'),
  BATCH_BODY_LIMIT_BYTES: positiveInt(1_048_576).describe('Largest body of `POST /api/inscription/batch` (1 MiB).'),
  BATCH_COMMAND_TIMEOUT_MS: positiveInt(15_000).describe('Command timeout of the batch route\'s own two Redis connections (its script and its addBulk carry up to BATCH_MAX_OPERATIONS operations).'),
  WEBHOOK_ALLOW_PRIVATE: flagEnv(false).describe('`true`: webhook URLs may point at loopback and private addresses (tests; `npm start` sets it on the embedded emulator); else their registration is refused.'),
  TRUST_PROXY: flagEnv(false).describe('`true` behind a load balancer: the client IP (the per-IP rate limit) comes from X-Forwarded-For.'),
  DASHBOARD_READ_ONLY: flagEnv(true).describe('The queue dashboard at /admin/queues (HTTP Basic, an operator API key as the password) only shows unless this is `false`; then it may pause, resume, retry, clean, promote, add and remove jobs.'),
  METRICS_PUBLIC: flagEnv(false).describe('`true`: `GET /metrics` answers without an API key (a scraper inside a private network); else it needs `x-api-key`.')
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

/**
 * Every topic this api's jobs live on: the managed topics and, when one is configured, the HCS-20 registry topic
 * (its `register` listings are jobs there). Only the managed topics take operations.
 */
export function jobTopicIds (config: Config): Set<string> {
  const topics = managedTopicIds(config)
  if (config.registryTopicId !== undefined) topics.add(config.registryTopicId)
  return topics
}

/** The HMAC key of stored API keys and job ids: KEY_HASH_SECRET, never derived from another secret (ADR 049). */
export function keyHashSecret (config: Pick<Config, 'KEY_HASH_SECRET'>): string {
  return config.KEY_HASH_SECRET
}

/** Where this api's Redis keys live: REDIS_PREFIX and the network identity (and how long its usage hashes are kept). */
export function keyScope (config: Pick<Config, 'REDIS_PREFIX' | 'networkId'> & Partial<Pick<Config, 'USAGE_RETENTION_DAYS'>>): KeyScope {
  return { prefix: config.REDIS_PREFIX, network: config.networkId, usageRetentionDays: config.USAGE_RETENTION_DAYS }
}

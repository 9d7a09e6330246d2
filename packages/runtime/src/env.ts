import { z } from 'zod'
import { DEFAULT_MIRROR_URLS, DEFAULT_REGISTRY_TOPICS, HEDERA_NETWORKS, REDIS_PREFIX_PATTERN, USAGE_RETENTION_DAYS, resolveNetworkId, webhookSecretKey } from '@hcs/protocol'

// Every app reads its environment through these schemas: `baseEnv` (the emulator) or `serviceEnv`
// (api, worker, indexer), extended with the app's own variables, then `parseEnv`. ADR 023.
//
// Each variable carries its description: `.describe(text)`, or `.meta({ description, whenUnset })` when an unset
// optional variable means something its schema cannot show (a default derived at start, a feature off).
// `npm run docs:config` writes docs/configuration.md and .env.example from them. zod attaches metadata to the
// instance it is called on, and `.optional()`, `.default()` and `.transform()` wrap that instance in a new one:
// the description is the last call.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = typeof LOG_LEVELS[number]

/** What every process reads. */
export const baseEnv = z.object({
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info').describe('pino log level; `silent` logs nothing.')
})

/** What every service on Redis and Hedera reads: where its state lives and which network it is on. */
export const serviceEnv = baseEnv.extend({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).default('redis://127.0.0.1:6379')
    .describe('The Redis every service shares (`redis://` or `rediss://`, user and password included). With REDIS_CLUSTER_NODES its user, password and `rediss:` still apply.'),
  REDIS_CLUSTER_NODES: z.string()
    .transform((value) => value.split(',').map((node) => node.trim()).filter((node) => node !== ''))
    .pipe(z.array(z.string().regex(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/, 'expected host:port, comma-separated')).min(1))
    .optional()
    .meta({
      description: 'A Redis Cluster instead of REDIS_URL\'s single Redis: `host:port` of some or all of its nodes, comma-separated. Every process then uses a cluster client (BullMQ included), and `npm start` starts no Redis of its own (ADR 027).',
      whenUnset: 'the single Redis of REDIS_URL'
    }),
  // No { }: keys carry their own hash tags (ADR 027); a tag in the prefix would put every key in one slot.
  REDIS_PREFIX: z.string().regex(REDIS_PREFIX_PATTERN, 'letters, digits and _.- only (keys carry their own hash tags)').default('hcs20')
    .describe('Prefix of every Redis key of ours and of BullMQ\'s: letters, digits and `_ . -` only (no `{ }`: each topic\'s keys carry their own hash tag).'),
  USAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(USAGE_RETENTION_DAYS)
    .describe('Days a tenant\'s usage of one day (operations, fees; per topic) is kept after its last count (api ADR 053).'),
  HEDERA_NETWORK: z.enum(HEDERA_NETWORKS).default('local')
    .describe('The Hedera network: `local` (the emulator at 127.0.0.1:50211), `testnet`, `mainnet`, `previewnet` or `custom` (nodes of HEDERA_NODES). It picks the default MIRROR_URL and, with HEDERA_NETWORK_ID, the network identity.'),
  HEDERA_NETWORK_ID: z.string().optional().meta({
    description: 'The network\'s identity, which scopes every Redis key of ours, so that two networks (or two fresh emulators, whose topic ids repeat) never share state in one Redis (ADR 021). With `local` or `custom`: an id of that network, 1 to 64 of `a-z 0-9 . _ -` and not a public network\'s name; on an emulator its `networkId` from its network.json (`npm start` sets it). With a public network: unset, or its name.',
    whenUnset: 'the name of testnet, mainnet or previewnet; required with local and custom'
  }),
  MIRROR_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional().meta({
    description: 'The mirror node\'s REST base URL. The indexer follows the topics there; the worker settles outcomes there once receipts have expired; the api reads settled messages and payer account keys there (without one it answers settled jobs without `message` and `runningHash`).',
    whenUnset: `the network's: ${Object.entries(DEFAULT_MIRROR_URLS).map(([network, url]) => `${network} ${url ?? 'none (the indexer requires one)'}`).join(', ')}`
  }),
  HCS20_REGISTRY_TOPIC_ID: z.string().regex(/^\d+\.\d+\.\d+$/, 'expected shard.realm.num').optional().meta({
    description: 'The HCS-20 registry topic, where public points topics are listed with `register` messages: the indexer follows it, the api lists it (`GET /api/registry`) and writes to it (`POST /api/topics/{topicId}/register`), the worker sends those writes. `npm start` creates one on the embedded emulator.',
    whenUnset: `the network's: ${Object.entries(DEFAULT_REGISTRY_TOPICS).map(([network, id]) => `${network} ${id ?? 'none (no registry)'}`).join(', ')}`
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional().meta({
    description: 'OpenTelemetry tracing: the OTLP/HTTP collector base URL the spans are exported to (tracing.ts starts the SDK before anything else when it is set). The exporter reads the other OTEL_EXPORTER_OTLP_* variables itself.',
    whenUnset: 'no tracing'
  })
})
export type ServiceEnv = z.output<typeof serviceEnv>

/** A service's environment once its network is resolved: `networkId`, and MIRROR_URL defaulted from the network. */
export type WithNetwork<T extends ServiceEnv> = T & { networkId: string, MIRROR_URL: string | undefined, registryTopicId: string | undefined }

/**
 * Adds `networkId` (HEDERA_NETWORK + HEDERA_NETWORK_ID) and the network's default MIRROR_URL to a parsed
 * service environment; a bad network id becomes an issue on HEDERA_NETWORK_ID.
 */
export function withNetwork<T extends ServiceEnv> (env: T, ctx: z.RefinementCtx): WithNetwork<T> {
  let networkId = ''
  try {
    networkId = resolveNetworkId(env.HEDERA_NETWORK, env.HEDERA_NETWORK_ID)
  } catch (err) {
    // protocol's messages start with the variable's name; the issue's path names it already
    ctx.addIssue({ code: 'custom', path: ['HEDERA_NETWORK_ID'], message: (err as Error).message.replace(/^HEDERA_NETWORK_ID: /, '') })
  }
  return {
    ...env,
    networkId,
    MIRROR_URL: env.MIRROR_URL ?? DEFAULT_MIRROR_URLS[env.HEDERA_NETWORK],
    registryTopicId: env.HCS20_REGISTRY_TOPIC_ID ?? DEFAULT_REGISTRY_TOPICS[env.HEDERA_NETWORK]
  }
}

/** An integer variable from `min` to `max` (default `fallback`). */
export function intEnv (fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) {
  return z.coerce.number().int().min(min).max(max).default(fallback)
}

/** `true` or `false` (default `fallback`). */
export function flagEnv (fallback: boolean) {
  return z.enum(['true', 'false']).default(fallback ? 'true' : 'false').transform((value) => value === 'true')
}

/** A TCP port; 0 picks a free one. */
export const portEnv = (fallback: number) => intEnv(fallback, 0, 65_535)

/**
 * The worker's and the indexer's health and metrics server (health-server.ts): off unless HEALTH_PORT is set
 * (0 picks a free port); it listens on HEALTH_HOST, loopback unless told (0.0.0.0 in a container).
 */
export const healthEnv = z.object({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).optional().meta({
    description: 'Port of the health and metrics server: `GET /health/live`, `GET /health/ready` (503 with a `reason` while not ready) and `GET /metrics` (Prometheus text, no key needed). `0` picks a free port (logged as `healthPort`); `npm start` gives each process its own (WORKER_HEALTH_PORT, INDEXER_HEALTH_PORT).',
    whenUnset: 'no health server'
  }),
  HEALTH_HOST: z.string().min(1).default('127.0.0.1').describe('Where the health server listens: loopback unless told (`0.0.0.0` in a container).')
})

/** The configuration could not be read: `problems` name each variable and never its value. */
export class ConfigError extends Error {
  constructor (readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ✖ ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/**
 * Parses `env` with an app's schema. A variable set to an empty (or blank) string counts as unset, so it
 * takes its default. Throws a ConfigError listing every failing variable; messages never repeat a value
 * (API_SECRET_KEY, HCS20_TOPICS and operator keys are secrets).
 */
export function parseEnv<T extends z.ZodType> (schema: T, env: Record<string, string | undefined>): z.output<T> {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  const parsed = schema.safeParse(set, { error: (issue) => issue.input === undefined ? 'required' : undefined })
  if (parsed.success) return parsed.data
  throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`))
}

/**
 * For a main: `load()`, or, when the configuration is invalid, the problems on stderr (no stack trace)
 * and exit code 1. Other errors propagate.
 */
export function configOrExit<T> (app: string, load: () => T): T {
  try {
    return load()
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    process.stderr.write(`${app} cannot start. ${err.message}\n`)
    process.exit(1)
  }
}

/**
 * WEBHOOK_SECRET_KEY (api and worker): the AES-256-GCM key sealing webhook signing secrets in Redis, 32 bytes as
 * base64 or 64 hex characters; undefined when unset (secrets then stay in clear).
 */
export const webhookSecretKeyEnv = z.string().optional().transform((value, ctx) => {
  if (value === undefined) return undefined
  try {
    return webhookSecretKey(value)
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message })
    return z.NEVER
  }
}).meta({
  description: 'AES-256-GCM key sealing webhook signing secrets in Redis: 32 bytes, as base64 or 64 hex characters. The api seals each endpoint\'s secret with it and the worker opens it, so both need the same key (a worker without the right one retries the delivery, never sends it unsigned). `npm start` keeps one in .data/webhook-secret-key.',
  whenUnset: 'secrets are stored in clear (the api warns at start)'
})

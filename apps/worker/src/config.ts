import { z } from 'zod'
import type { HederaNetwork } from '@hcs/protocol'
import { flagEnv, healthEnv, intEnv, parseEnv, serviceEnv, webhookSecretKeyEnv, withNetwork } from '@hcs/runtime'

// Submissions in flight per worker. A slot is held from the pin until the node accepts the transaction
// (precheck OK): one network round trip, not consensus. Throughput is about concurrency / round trip:
// 200 at 150 ms allow ~1,300 messages/s (the CPU binds first); public networks get headroom for farther nodes.
const DEFAULT_CONCURRENCY: Record<HederaNetwork, number> = {
  local: 200,
  custom: 200,
  testnet: 400,
  previewnet: 400,
  mainnet: 400
}

const positiveInt = (fallback: number) => intEnv(fallback)
const ENTITY_ID = /^\d+\.\d+\.\d+$/

/** `host:port=0.0.N,...` → the SDK's network map. */
export function parseNodes (value: string): Record<string, string> {
  const nodes: Record<string, string> = {}
  for (const entry of value.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const match = /^([^=\s]+:\d+)=(\d+\.\d+\.\d+)$/.exec(entry)
    if (match === null) throw new Error(`HEDERA_NODES entry "${entry}" is not host:port=shard.realm.num`)
    nodes[match[1] as string] = match[2] as string
  }
  return nodes
}

/** Every variable the worker reads: the shared service ones (REDIS_*, LOG_LEVEL, HEDERA_NETWORK*, MIRROR_URL) and its own. */
export const configSchema = serviceEnv.extend({
  HCS20_TOPIC_ID: z.string().regex(ENTITY_ID, 'expected shard.realm.num'),
  HCS20_TOPICS: z.string().default(''),
  /** With HEDERA_NETWORK=custom: `host:port=0.0.N,...`. */
  HEDERA_NODES: z.string().optional(),
  HEDERA_OPERATOR_ID: z.string().regex(ENTITY_ID, 'expected shard.realm.num'),
  HEDERA_OPERATOR_KEY: z.string().min(1),
  /** Only for raw-hex operator keys, which do not say their algorithm. */
  HEDERA_OPERATOR_KEY_TYPE: z.enum(['ed25519', 'ecdsa']).optional(),
  HEDERA_MAX_ATTEMPTS: positiveInt(10),
  HEDERA_REQUEST_TIMEOUT_MS: positiveInt(30_000),
  HEDERA_RECEIPT_TIMEOUT_MS: positiveInt(30_000),
  /** How long the network keeps receipts: a missing receipt proves "never applied" only inside this window. */
  HEDERA_RECEIPT_TTL_MS: positiveInt(180_000),
  /** Default: DEFAULT_CONCURRENCY of the network. */
  WORKER_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** Valid duration of each transaction (the network allows 15 to 180 s): how long one id may be resent. */
  HEDERA_TX_VALID_DURATION_S: intEnv(120, 15, 180),
  /**
   * BullMQ lock of an active job, renewed every half of it while the process lives: a dead worker's jobs are
   * taken over within about this plus one stalled check (every half of it).
   */
  WORKER_LOCK_DURATION_MS: intEnv(6000, 2000),
  /** How long after acceptance a submission the indexer has not confirmed gets its receipt asked for. */
  RECONCILE_AFTER_MS: positiveInt(10_000),
  /** Pause between reconciler passes (and between looks at a submission still waiting for consensus). */
  RECONCILE_INTERVAL_MS: positiveInt(1000),
  /** How often the operator's balance is asked for (hcs20_worker_operator_balance_hbar; a free query). */
  OPERATOR_BALANCE_INTERVAL_MS: positiveInt(30_000),
  /**
   * ADR 038: under this balance (HBAR) the api refuses new operations with 503 OPERATOR_BALANCE_LOW (jobs already
   * accepted are still sent); 0 turns it off. Read every OPERATOR_BALANCE_INTERVAL_MS.
   */
  OPERATOR_MIN_BALANCE_HBAR: z.coerce.number().min(0).max(50_000_000_000).default(1),
  JOB_RECORD_TTL_SECONDS: positiveInt(604_800),
  /** ADR 038: while a network or payer condition holds, one job is sent as a probe this often (the queues wait between). */
  NETWORK_PROBE_INTERVAL_MS: positiveInt(5000),
  /** ADR 038: how often our clock is compared with the mirror's (its Date header); also at once on CLOCK_SKEW. */
  CLOCK_CHECK_INTERVAL_MS: positiveInt(60_000),
  /** ADR 038: how long past its valid window a receipt still UNKNOWN counts as not sent (the job is sent again). */
  RECEIPT_UNKNOWN_GRACE_MS: positiveInt(30_000),
  SHUTDOWN_TIMEOUT_MS: positiveInt(20_000),
  /** Webhook deliveries: loopback and private addresses are refused unless true (tests, `npm start`). */
  WEBHOOK_ALLOW_PRIVATE: flagEnv(false),
  // opens the webhook secrets the api sealed (the api's WEBHOOK_SECRET_KEY)
  WEBHOOK_SECRET_KEY: webhookSecretKeyEnv,
  WEBHOOK_CONCURRENCY: positiveInt(16),
  WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
  WEBHOOK_MAX_RESPONSE_BYTES: positiveInt(65_536),
  /** First retry delay; doubles per attempt up to an hour (see WEBHOOK_ATTEMPTS in queue.ts). */
  WEBHOOK_BACKOFF_MS: positiveInt(10_000),
  // ADR 035: slots per endpoint and per tenant, and each endpoint's circuit breaker (shared by every worker, in Redis)
  /** Deliveries in flight to one endpoint, across every worker process (1 while the endpoint is failing). */
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: positiveInt(4),
  /**
   * Deliveries one tenant may have in flight, across every worker process, to endpoints that are failing or have
   * never answered. Default: half of WEBHOOK_CONCURRENCY (rounded up).
   */
  WEBHOOK_CONCURRENCY_PER_TENANT: z.coerce.number().int().positive().optional(),
  /** Consecutive failures (no answer in time, connection error, 5xx, 429) that open an endpoint's circuit. */
  WEBHOOK_BREAKER_FAILURES: positiveInt(5),
  /** First cool-down of an open circuit; doubles with each failed probe up to WEBHOOK_BREAKER_MAX_COOLDOWN_MS. */
  WEBHOOK_BREAKER_COOLDOWN_MS: positiveInt(30_000),
  WEBHOOK_BREAKER_MAX_COOLDOWN_MS: positiveInt(600_000),
  ...healthEnv.shape
})

const parsedConfig = configSchema.transform(withNetwork).transform((env, ctx) => {
  let nodes: Record<string, string> | undefined
  if (env.HEDERA_NETWORK === 'custom') {
    try {
      nodes = parseNodes(env.HEDERA_NODES ?? '')
      if (Object.keys(nodes).length === 0) throw new Error('HEDERA_NODES is required when HEDERA_NETWORK=custom')
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: ['HEDERA_NODES'], message: (err as Error).message })
      return z.NEVER
    }
  }
  return {
    ...env,
    nodes,
    WORKER_CONCURRENCY: env.WORKER_CONCURRENCY ?? DEFAULT_CONCURRENCY[env.HEDERA_NETWORK],
    WEBHOOK_CONCURRENCY_PER_TENANT: env.WEBHOOK_CONCURRENCY_PER_TENANT ?? Math.ceil(env.WEBHOOK_CONCURRENCY / 2),
    WEBHOOK_BREAKER_MAX_COOLDOWN_MS: Math.max(env.WEBHOOK_BREAKER_MAX_COOLDOWN_MS, env.WEBHOOK_BREAKER_COOLDOWN_MS)
  }
})
export type Config = z.output<typeof parsedConfig>

/** Reads and validates the worker's environment once, at start; empty strings count as unset (ADR 023). */
export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(parsedConfig, env)
}

/** A mirror node lookup gets the SDK's request timeout, at most 10 s. */
export function mirrorTimeoutMs (config: Pick<Config, 'HEDERA_REQUEST_TIMEOUT_MS'>): number {
  return Math.min(10_000, config.HEDERA_REQUEST_TIMEOUT_MS)
}

// After the drain (SHUTDOWN_TIMEOUT_MS), service.close() gives aborted jobs, webhook deliveries and Redis up
// to 3 s each; this leaves 1 s more (npm start waits 5 s longer still, compose's stop_grace_period too).
const CLOSE_STEPS_MS = 10_000

/** The bound on the worker's whole shutdown (main.ts): past it the process exits anyway. */
export function shutdownBoundMs (config: Pick<Config, 'SHUTDOWN_TIMEOUT_MS'>): number {
  return config.SHUTDOWN_TIMEOUT_MS + CLOSE_STEPS_MS
}

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
  HCS20_TOPIC_ID: z.string().regex(ENTITY_ID, 'expected shard.realm.num').describe('The default topic (`shard.realm.num`). `npm start` creates one on the embedded emulator.'),
  HCS20_TOPICS: z.string().default('').describe('More managed topics, comma-separated: `topicId` or `topicId=<submit key, DER or hex>`; an entry for the default topic supplies its submit key. Submit keys stay in the worker\'s memory: never in Redis, job data or logs.'),
  HEDERA_NODES: z.string().optional().describe('With HEDERA_NETWORK=custom, and required then: the nodes to send to, `host:port=shard.realm.num`, comma-separated (any node speaking the HAPI gRPC protocol).'),
  HEDERA_OPERATOR_ID: z.string().regex(ENTITY_ID, 'expected shard.realm.num').describe('The operator account (`shard.realm.num`) that pays for every transaction.'),
  HEDERA_OPERATOR_KEY: z.string().min(1).describe('The operator\'s private key: DER hex (Ed25519 or ECDSA) or 32-byte raw hex. Ed25519 keys sign through node:crypto.'),
  HEDERA_OPERATOR_KEY_TYPE: z.enum(['ed25519', 'ecdsa']).optional().meta({
    description: '`ed25519` or `ecdsa`: the algorithm of a raw hex operator key, which does not say it (a DER key does).',
    whenUnset: 'a raw key with `0x` is ECDSA, without it Ed25519'
  }),
  HEDERA_MAX_ATTEMPTS: positiveInt(10).describe('The SDK\'s attempts per request.'),
  HEDERA_REQUEST_TIMEOUT_MS: positiveInt(30_000).describe('The SDK\'s request timeout, the bound on one send: each gRPC call gets min(10 s, half of it), a mirror lookup min(10 s, all of it).'),
  HEDERA_RECEIPT_TIMEOUT_MS: positiveInt(30_000).describe('Bound on one receipt query (a retry\'s probe of its pinned transaction id, a reconciler look).'),
  HEDERA_RECEIPT_TTL_MS: positiveInt(180_000).describe('How long the network keeps receipts: a missing receipt proves "never applied" only inside this window.'),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().optional().meta({
    description: 'Submissions in flight per worker process. A slot is held from the pin until the node accepts the transaction (one round trip, not consensus), so throughput is about concurrency / round trip.',
    whenUnset: `${DEFAULT_CONCURRENCY.local} on local and custom, ${DEFAULT_CONCURRENCY.mainnet} on testnet, previewnet and mainnet`
  }),
  HEDERA_TX_VALID_DURATION_S: intEnv(120, 15, 180).describe('Valid duration (s) of each transaction, which the network bounds to 15 to 180: how long one transaction id may be resent, and how soon a lost one has provably expired.'),
  WORKER_LOCK_DURATION_MS: intEnv(6000, 2000).describe('BullMQ lock of an active job, renewed every half of it while the process lives: a dead worker\'s jobs are taken over within about this plus one stalled check (every half of it).'),
  RECONCILE_AFTER_MS: positiveInt(10_000).describe('How long after acceptance a submission the indexer has not confirmed gets its receipt asked for (in bulk).'),
  RECONCILE_INTERVAL_MS: positiveInt(1000).describe('Pause between reconciler passes (and between looks at a submission still waiting for consensus).'),
  OPERATOR_BALANCE_INTERVAL_MS: positiveInt(30_000).describe('How often the operator\'s balance is read (a free query): hcs20_worker_operator_balance_hbar, whose falls count into hcs20_worker_fees_paid_hbar_total.'),
  OPERATOR_MIN_BALANCE_HBAR: z.coerce.number().min(0).max(50_000_000_000).default(1).describe('Under this balance (HBAR, read every OPERATOR_BALANCE_INTERVAL_MS) the api refuses new operations with 503 OPERATOR_BALANCE_LOW and the worker\'s readiness says operator_balance_low; jobs already accepted are still sent, and a read above it resumes intake (ADR 038). `0` turns it off.'),
  FEE_METER_INTERVAL_MS: intEnv(5000, 0).describe('How often the fee meter reads the operator account\'s new transactions from the mirror (MIRROR_URL) and counts their fees into each tenant\'s usage (ADR 054); one worker process meters at a time. `0` turns it off.'),
  JOB_RECORD_TTL_SECONDS: positiveInt(604_800).describe('Lifetime (7 days) of what the worker writes for a job: a job record it has to create, the transaction index entry, and webhook delivery records.'),
  NETWORK_PROBE_INTERVAL_MS: positiveInt(5000).describe('While a network or payer condition holds (ADR 038), one job is sent as a probe this often; the submit queues wait in between.'),
  CLOCK_CHECK_INTERVAL_MS: positiveInt(60_000).describe('How often the clock is compared with the mirror\'s Date header (ADR 038), and at once when a send shows skew; a skew from 2 s on is corrected.'),
  RECEIPT_UNKNOWN_GRACE_MS: positiveInt(30_000).describe('How long past its valid window (+ 10 s) a receipt still UNKNOWN counts as not sent: the job is sent again (ADR 038).'),
  SHUTDOWN_TIMEOUT_MS: positiveInt(20_000).describe('Bound on draining active jobs at shutdown; the whole shutdown gets 10 s more.'),
  WEBHOOK_ALLOW_PRIVATE: flagEnv(false).describe('`true`: webhook deliveries may connect to loopback and private addresses (tests; `npm start` sets it on the embedded emulator); else they are refused at connect.'),
  WEBHOOK_SECRET_KEY: webhookSecretKeyEnv,
  WEBHOOK_CONCURRENCY: positiveInt(16).describe('Webhook deliveries in flight per worker process.'),
  WEBHOOK_TIMEOUT_MS: positiveInt(10_000).describe('Bound on one delivery attempt: connect, headers and body.'),
  WEBHOOK_MAX_RESPONSE_BYTES: positiveInt(65_536).describe('Bytes of an endpoint\'s response read; the rest is dropped.'),
  WEBHOOK_BACKOFF_MS: positiveInt(10_000).describe('First retry delay of a failed delivery; it doubles per attempt up to an hour (±20 % jitter), over 34 attempts (about 25 hours).'),
  // ADR 035: slots per endpoint and per tenant, and each endpoint's circuit breaker, shared by every worker in Redis
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: positiveInt(4).describe('Deliveries in flight to one endpoint, across every worker process (1 while the endpoint is failing; ADR 035).'),
  WEBHOOK_CONCURRENCY_PER_TENANT: z.coerce.number().int().positive().optional().meta({
    description: 'Deliveries one tenant may have in flight, across every worker process, to endpoints that are failing or have never answered (ADR 035).',
    whenUnset: 'half of WEBHOOK_CONCURRENCY, rounded up'
  }),
  WEBHOOK_BREAKER_FAILURES: positiveInt(5).describe('Consecutive failures (no answer in time, connection error, 5xx, 429) that open an endpoint\'s circuit: its deliveries then wait for the cool-down without spending an attempt (ADR 035).'),
  WEBHOOK_BREAKER_COOLDOWN_MS: positiveInt(30_000).describe('First cool-down of an open circuit; it doubles with each failed probe up to WEBHOOK_BREAKER_MAX_COOLDOWN_MS.'),
  WEBHOOK_BREAKER_MAX_COOLDOWN_MS: positiveInt(600_000).describe('Longest cool-down of an open circuit (never below WEBHOOK_BREAKER_COOLDOWN_MS).'),
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

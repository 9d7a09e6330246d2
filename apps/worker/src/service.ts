import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { submitQueueRef } from '@hcs/protocol'
import type { KeyScope, ManagedTopic } from '@hcs/protocol'
import { createMirrorClient, createRedis, redisProblem, refuseEvictingRedis, startHealthServer, type HealthServer, type Readiness } from '@hcs/runtime'
import { mirrorTimeoutMs, type Config } from './config.js'
import { balanceTinybars, createHederaClient, createUnsignedClient } from './hedera/client.js'
import { createHederaPort } from './hedera/port.js'
import { unknownPastWindow } from './hedera/submit.js'
import { checkSubmitKeys, loadSubmitKeys } from './hedera/topics.js'
import { createDeployGate } from './jobs/deploy-gate.js'
import { createJobRecordStore } from './jobs/job-record-store.js'
import { createWorkerMetrics, type WorkerMetrics } from './metrics.js'
import { processJob, type ProcessorDeps } from './jobs/processor.js'
import { createNetworkConditions, type NetworkConditions } from './conditions/network-conditions.js'
import { createOperatorBalance, type OperatorBalance } from './conditions/operator-balance.js'
import { SUBMIT_ATTEMPTS, createSubmitQueues, createSubmitWorker, createSubmitWorkers, type SubmitQueues } from './queue.js'
import { startReconciler, type Reconciler } from './jobs/reconciler.js'
import { createSubmissionStore } from './jobs/submissions.js'
import { startTenantTopics, type WorkerTenantTopics } from './tenant-topics.js'
import { servedTopics } from './topics.js'
import { startFeeMeter, type FeeMeter } from './usage/fee-meter.js'
import { startWebhookService, type WebhookService } from './webhooks/service.js'

export interface WorkerService {
  metrics: WorkerMetrics
  /** The health and metrics server's port (HEALTH_PORT set), else undefined. */
  healthPort?: number
  /** What `/health/ready` answers: Redis answers and every topic's submit worker consumes. */
  readiness: () => Promise<Readiness>
  /** Stops taking jobs, lets active ones finish (bounded by SHUTDOWN_TIMEOUT_MS), then closes the SDK client and Redis. */
  close: () => Promise<void>
}

/** Everything the worker process runs once it has started. */
interface Running {
  client: ReturnType<typeof createHederaClient>
  unsignedClient: ReturnType<typeof createUnsignedClient>
  redis: Redis
  submitQueues: SubmitQueues
  workers: ReturnType<typeof createSubmitWorkers>
  conditions: NetworkConditions
  balance: OperatorBalance
  reconciler: Reconciler
  webhooks: WebhookService
  tenantTopics: WorkerTenantTopics
  /** Absent without a mirror or with FEE_METER_INTERVAL_MS 0. */
  feeMeter?: FeeMeter
}

/** The valid window and the grace an UNKNOWN receipt gets: the Hedera port and the reconciler judge ids by both. */
interface Timing {
  validDurationS: number
  unknownGraceMs: number
}

// After the shutdown timeout: how long the aborted jobs get to record their attempt before we stop waiting.
const FORCED_CLOSE_MS = 3_000

async function closeWithin (work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), ms) })
  try {
    return await Promise.race([work.then(() => true), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Builds everything the worker process runs: checks the private topics' submit keys with the network
 * (throws, naming the topic, when one cannot be signed for), then starts consuming the submit queues.
 */
export async function startWorkerService (config: Config, log: Logger, metrics: WorkerMetrics = createWorkerMetrics()): Promise<WorkerService> {
  const topics = servedTopics(config)
  logStart(config, log, topics)
  const state: { running?: Running, closing?: Promise<void> } = {}
  // The health server answers from the start: live at once, ready once the worker consumes (503 `starting` before).
  const readiness = async (): Promise<Readiness> => await readinessOf(state)
  const health: HealthServer | undefined = config.HEALTH_PORT === undefined
    ? undefined
    : await startHealthServer({ port: config.HEALTH_PORT, host: config.HEALTH_HOST, registry: metrics.registry, ready: readiness })
  let running: Running
  try {
    running = await startParts(config, log, metrics, topics)
  } catch (err) {
    await health?.close()
    throw err
  }
  state.running = running
  log.info({ network: config.networkId, healthPort: health?.port }, 'worker ready')
  return {
    metrics,
    readiness,
    ...(health === undefined ? {} : { healthPort: health.port }),
    close: async () => {
      state.closing ??= shutdown(config, log, running, health)
      await state.closing
    }
  }
}

function logStart (config: Config, log: Logger, topics: ManagedTopic[]): void {
  log.info({
    network: config.HEDERA_NETWORK,
    concurrency: config.WORKER_CONCURRENCY,
    hederaMaxAttempts: config.HEDERA_MAX_ATTEMPTS,
    hederaRequestTimeoutMs: config.HEDERA_REQUEST_TIMEOUT_MS,
    hederaReceiptTimeoutMs: config.HEDERA_RECEIPT_TIMEOUT_MS,
    lockDurationMs: config.WORKER_LOCK_DURATION_MS,
    reconcileAfterMs: config.RECONCILE_AFTER_MS,
    transactionValidS: config.HEDERA_TX_VALID_DURATION_S,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    topics: topics.map((topic) => ({ topicId: topic.topicId, private: topic.submitKey !== undefined })),
    mirror: config.MIRROR_URL !== undefined
  }, 'worker starting')
}

/**
 * Health: ready once every topic's submit worker consumes and Redis answers. A network or payer condition pauses
 * submission, and readiness says which and why; the balance under its floor refuses new operations (queued
 * jobs still go): said too, second to a condition when both hold.
 */
async function readinessOf (state: { running?: Running, closing?: Promise<void> }): Promise<Readiness> {
  if (state.closing !== undefined) return { ready: false, reason: 'stopping' }
  const running = state.running
  if (running === undefined) return { ready: false, reason: 'starting' }
  if (!running.workers.every((worker) => worker.isRunning()) || !running.tenantTopics.isRunning()) return { ready: false, reason: 'not_consuming' }
  const problem = await redisProblem(running.redis)
  if (problem !== undefined) return { ready: false, reason: problem }
  const skewMs = running.conditions.measuredSkewMs()
  const clock = skewMs === undefined ? {} : { clockSkewMs: skewMs, clockOffsetMs: running.conditions.clockOffsetMs() }
  const condition = running.conditions.current()
  const low = running.balance.low()
  const underFloor = low === undefined ? {} : { operatorBalance: low }
  if (condition !== undefined) return { ready: false, reason: `paused_${condition.code.toLowerCase()}`, details: { condition, ...underFloor, ...clock } }
  if (low !== undefined) return { ready: false, reason: 'operator_balance_low', details: { ...underFloor, ...clock } }
  return skewMs === undefined ? { ready: true } : { ready: true, details: clock }
}

/** In order: the network, Redis, the submit queues and their workers, the reconciler, the payer's balance, webhooks. */
async function startParts (config: Config, log: Logger, metrics: WorkerMetrics, topics: ManagedTopic[]): Promise<Running> {
  const { client, unsignedClient, submitKeys } = await connectHedera(config, topics)
  // A BullMQ connection (`queue` role); ioredis reconnects by itself, each failed attempt is logged.
  const redis = createRedis(config, 'queue', { onError: (err) => { log.warn({ err }, 'redis connection error') } })
  await refuseEvictingRedis('worker', redis)
  const keys = { prefix: config.REDIS_PREFIX, network: config.networkId, usageRetentionDays: config.USAGE_RETENTION_DAYS }
  const topicIds = topics.map((topic) => topic.topicId)
  // the configured topics, then each tenant topic as it is loaded (ADR 047): read live by the processor and reconciler
  const served = new Set(topicIds)
  const submitQueues = createSubmitQueues(redis, keys, topicIds)
  const conditions = createNetworkConditions({
    redis,
    keys,
    queues: submitQueues,
    log,
    metrics,
    probeIntervalMs: config.NETWORK_PROBE_INTERVAL_MS,
    sendTimeoutMs: config.HEDERA_REQUEST_TIMEOUT_MS,
    clockCheckIntervalMs: config.CLOCK_CHECK_INTERVAL_MS,
    mirrorUrl: config.MIRROR_URL
  })
  const timing: Timing = { validDurationS: config.HEDERA_TX_VALID_DURATION_S, unknownGraceMs: config.RECEIPT_UNKNOWN_GRACE_MS }
  const deps: ProcessorDeps = {
    hedera: createHederaPort(client, submitKeys, {
      requestTimeoutMs: config.HEDERA_REQUEST_TIMEOUT_MS,
      receiptTimeoutMs: config.HEDERA_RECEIPT_TIMEOUT_MS,
      receiptTtlMs: config.HEDERA_RECEIPT_TTL_MS,
      mirrorUrl: config.MIRROR_URL,
      mirrorTimeoutMs: mirrorTimeoutMs(config),
      ...timing,
      clockOffsetMs: conditions.clockOffsetMs
    }, unsignedClient),
    records: createJobRecordStore(redis, { keys, ttlSeconds: config.JOB_RECORD_TTL_SECONDS }),
    topics: served,
    deployGate: createDeployGate(redis, keys),
    reconcileAfterMs: config.RECONCILE_AFTER_MS,
    conditions,
    log,
    metrics
  }
  // one BullMQ Worker per topic queue, WORKER_CONCURRENCY split between them
  const process = async (job: Parameters<typeof processJob>[0], token?: string): Promise<unknown> => await processJob(job, deps, token)
  const workerOptions = { connection: redis, lockDuration: config.WORKER_LOCK_DURATION_MS, log }
  const workers = createSubmitWorkers(process, { ...workerOptions, keys, topics: topicIds, concurrency: config.WORKER_CONCURRENCY })
  const reconciler = startSubmissionReconciler(config, deps, { redis, keys, topicIds: served, submitQueues, conditions, timing })
  await Promise.all(workers.map(async (worker) => await worker.waitUntilReady()))
  // A tenant topic's submit key is the operator key, which signs every transaction as its payer: no key to load.
  // Its worker gets a configured topic's share of WORKER_CONCURRENCY (so the total grows by that share per topic).
  const tenantTopics = await startTenantTopics({
    redis,
    keys,
    client,
    log,
    configured: new Set(topicIds),
    receiptTimeoutMs: config.HEDERA_RECEIPT_TIMEOUT_MS,
    creationTtlSeconds: config.JOB_RECORD_TTL_SECONDS,
    serve: (topicId) => {
      if (served.has(topicId)) return
      submitQueues.addTopic(topicId)
      served.add(topicId)
      const concurrency = Math.max(1, Math.floor(config.WORKER_CONCURRENCY / topicIds.length))
      workers.push(createSubmitWorker(process, { ...workerOptions, queue: submitQueueRef(keys, topicId), concurrency }))
    }
  })
  const balance = await startOperatorBalance(config, log, metrics, redis, client)
  const webhooks = await startWebhookService(config, log, metrics, tenantTopics)
  const feeMeter = startWorkerFeeMeter(config, log, metrics, redis, served)
  return { client, unsignedClient, redis, submitQueues, workers, conditions, balance, reconciler, webhooks, tenantTopics, ...(feeMeter === undefined ? {} : { feeMeter }) }
}

/** The SDK clients: the operator's, its private topics' submit keys checked with the network, and one without an operator. */
async function connectHedera (config: Config, topics: ManagedTopic[]): Promise<{
  client: Running['client']
  unsignedClient: Running['unsignedClient']
  submitKeys: ReturnType<typeof loadSubmitKeys>
}> {
  const submitKeys = loadSubmitKeys(topics)
  const client = createHederaClient(config)
  try {
    await checkSubmitKeys(client, topics)
  } catch (err) {
    client.close()
    throw err
  }
  // holder-signed transactions are sent as they are: through a client without our operator
  const unsignedClient = createUnsignedClient(config)
  return { client, unsignedClient, submitKeys }
}

/** Asks for the receipts of accepted submissions the indexer has not confirmed in time, and resends the lost ones. */
function startSubmissionReconciler (config: Config, deps: ProcessorDeps, parts: {
  redis: Redis
  keys: KeyScope
  topicIds: Iterable<string>
  submitQueues: SubmitQueues
  conditions: NetworkConditions
  timing: Timing
}): Reconciler {
  const { submitQueues, conditions, timing } = parts
  return startReconciler({
    hedera: deps.hedera,
    records: deps.records,
    submissions: createSubmissionStore(parts.redis, parts.keys, parts.topicIds),
    resend: async (jobId, topicId, submission, transactionId, priorAttempts) => {
      await submitQueues.resend(jobId, topicId, JSON.parse(submission) as Record<string, unknown>, transactionId, priorAttempts)
    },
    log: deps.log,
    metrics: deps.metrics
  }, {
    intervalMs: config.RECONCILE_INTERVAL_MS,
    maxAttempts: SUBMIT_ATTEMPTS,
    unknownExpired: (transactionId) => unknownPastWindow(transactionId, Date.now() + conditions.clockOffsetMs(), timing)
  })
}

/** The payer's balance: a gauge, its falls counted as fees paid, and under the floor new operations refused. */
async function startOperatorBalance (
  config: Config, log: Logger, metrics: WorkerMetrics, redis: Redis, client: Running['client']
): Promise<OperatorBalance> {
  const balance = createOperatorBalance({
    redis,
    keys: { prefix: config.REDIS_PREFIX, network: config.networkId, usageRetentionDays: config.USAGE_RETENTION_DAYS },
    operatorId: config.HEDERA_OPERATOR_ID,
    floorHbar: config.OPERATOR_MIN_BALANCE_HBAR,
    intervalMs: config.OPERATOR_BALANCE_INTERVAL_MS,
    balance: async () => await balanceTinybars(client, config.HEDERA_OPERATOR_ID),
    log,
    metrics
  })
  await balance.read()
  return balance
}

/** The fee meter (ADR 054) on the topics this worker serves, tenant topics as they join; none without a mirror. */
function startWorkerFeeMeter (config: Config, log: Logger, metrics: WorkerMetrics, redis: Redis, topics: ReadonlySet<string>): FeeMeter | undefined {
  if (config.MIRROR_URL === undefined || config.FEE_METER_INTERVAL_MS === 0) return undefined
  return startFeeMeter({
    redis,
    keys: { prefix: config.REDIS_PREFIX, network: config.networkId, usageRetentionDays: config.USAGE_RETENTION_DAYS },
    mirror: createMirrorClient({ baseUrl: config.MIRROR_URL, maxAttempts: 3, requestTimeoutMs: mirrorTimeoutMs(config), log }),
    operatorId: config.HEDERA_OPERATOR_ID,
    topics,
    intervalMs: config.FEE_METER_INTERVAL_MS,
    log,
    metrics
  })
}

/**
 * Shutdown: stops the timers, lets the submit workers finish their active jobs within SHUTDOWN_TIMEOUT_MS, then
 * closes the SDK clients, the queues, webhooks, the health server and Redis.
 */
async function shutdown (config: Config, log: Logger, running: Running, health: HealthServer | undefined): Promise<void> {
  const { client, unsignedClient, redis } = running
  running.balance.close()
  await running.feeMeter?.close()
  await running.reconciler.close()
  await running.conditions.close()
  await closeWithin(running.tenantTopics.close(), config.SHUTDOWN_TIMEOUT_MS)
  const webhooksClosed = running.webhooks.close().catch((err: unknown) => { log.warn({ err }, 'webhooks did not close cleanly') })
  const workerClosed = Promise.all(running.workers.map(async (worker) => { await worker.close() })).then(() => undefined)
  if (!await closeWithin(workerClosed, config.SHUTDOWN_TIMEOUT_MS)) {
    // Closing the SDK client makes the remaining jobs fail their current attempt; they keep their pinned
    // ids, so the retry (here after a restart, or on another worker) settles them without a duplicate.
    log.warn({ shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'active jobs did not finish in time; closing anyway')
    client.close()
    unsignedClient.close()
    await closeWithin(workerClosed, FORCED_CLOSE_MS)
  } else {
    client.close()
    unsignedClient.close()
  }
  await running.submitQueues.close()
  await closeWithin(webhooksClosed, FORCED_CLOSE_MS)
  await health?.close()
  if (!await closeWithin(redis.quit().then(() => undefined), FORCED_CLOSE_MS)) redis.disconnect()
}

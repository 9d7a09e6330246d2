import { join } from 'node:path'
import { startService } from '../test/support/processes.js'
import { connectRedis, testRedisUrl } from '../test/support/redis.js'
import { startStack, type Stack } from '../test/support/stack.js'
import { quietLogs, readRss, serviceUrl, type Rss } from './lib/children.js'
import { operationMix, prepareLedger, type Ledger } from './lib/ledger-setup.js'
import type { Redis } from 'ioredis'
import { postAll, postAtRate, type Op, type Posted, type PostTarget } from './lib/post.js'
import { runRawSdk, type RawSdkResult } from './lib/raw-sdk.js'
import { cpuMsPer, snapshotCpu } from './lib/cpu.js'
import { callsPer, commandCalls, keyUsage, redisPid, usedMemory, type KeyUsage } from './lib/redis-keys.js'
import { perOperation, startMonitor, type Monitor } from './lib/redis-monitor.js'
import { percentile } from './lib/stats.js'
import { waitForJobs, type Settled, type WaitCount } from './lib/wait-jobs.js'

export interface PipelineOptions {
  n: number
  inFlight: number
  rate: number
  rateSeconds: number
  profileDir?: string
  /** Extra env for api, worker and indexer (e.g. WORKER_CONCURRENCY for an experiment). */
  appEnv?: Record<string, string>
  /** Extra env for the emulator (e.g. EMULATOR_PROFILE=mainnet). */
  emulatorEnv?: Record<string, string>
  /** Operations of the MONITOR sample after the latency run (0: none). */
  monitorN?: number
  log: (line: string) => void
}

export interface E2eResult {
  n: number
  state: 'confirmed' | 'submitted'
  seconds: number
  opsPerS: number
  /** First post → last confirmation (fixed latency included). */
  wallOpsPerS: number
  /** Rate at which the api accepted the N posts (posting phase only). */
  acceptPerS: number
  postErrors: number
  notSettled: number
  failedOrInvalid: number
  /** CPU ms per operation by process over the whole run (posting to the last confirmation). */
  cpuMsPerOp: Record<string, number>
  /**
   * Redis commands per operation by command: server-wide commandstats (Lua-internal calls included) less the
   * bench's own reads of the job records (`benchCallsPerOp`).
   */
  redisCallsPerOp: Record<string, number>
  /** The bench's own reads of job records per operation (its wait), left out of `redisCallsPerOp`. */
  benchCallsPerOp: number
}

/** Redis commands per operation of a MONITOR sample (its own run after the latency one), by process and by script. */
export interface MonitorResult {
  n: number
  byProcess: Record<string, Record<string, number>>
  byScript: Record<string, Record<string, number>>
  byKeyFamily: Record<string, Record<string, number>>
  scriptKeyFamily: Record<string, Record<string, number>>
}

export interface LatencyResult { rate: number, ops: number, p50_ms: number, p99_ms: number, accept_p99_ms: number, notSettled: number }

export interface MemoryResult {
  redisBytesPerJob: number
  /** MEMORY USAGE over the stack's own keys per job, immune to other Redis users. */
  keyBytesPerJob: number
  byKind: KeyUsage['byKind']
  api: Rss
  worker: Rss
}

export interface PipelineResult {
  e2e: E2eResult
  baseline?: RawSdkResult & { cpuMsPerOp: Record<string, number> }
  /** The raw SDK loop sending without asking for receipts: what one send costs through the SDK (the worker's floor). */
  sendOnly?: RawSdkResult & { cpuMsPerOp: Record<string, number> }
  latency?: LatencyResult
  memory: MemoryResult
  monitor?: MonitorResult
  workerConcurrency: number
}

interface Started { stack: Stack, ledger: Ledger, state: 'confirmed' | 'submitted' }

export async function startPipeline (options: PipelineOptions): Promise<Started> {
  let stack: Stack
  let state: 'confirmed' | 'submitted' = 'confirmed'
  try {
    stack = await startStack({ env: options.appEnv, emulatorEnv: options.emulatorEnv })
  } catch (err) {
    options.log(`pipeline: full stack did not start (${(err as Error).message.split('\n')[0]}); trying without the indexer`)
    stack = await startStack({ apps: ['worker', 'api'], env: options.appEnv, emulatorEnv: options.emulatorEnv })
    state = 'submitted'
  }
  try {
    const ledger = await prepareLedger(stack, 'pipe', 8, state)
    if (options.profileDir !== undefined) {
      for (const name of ['worker', 'api'] as const) {
        await stack.services[name]?.stop()
        stack.services[name] = await startService(name, stack.env, { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', join(options.profileDir, `${name}-pipeline`)] })
      }
    }
    return { stack, ledger, state }
  } catch (err) {
    await stack.stop().catch(() => {})
    throw err
  }
}

export function workerConcurrency (stack: Stack): number {
  const line = stack.services.worker?.logs.find((entry) => typeof entry.concurrency === 'number')
  return Number(line?.concurrency ?? 64)
}

/** Earliest settle time (the pipeline's fixed latency ends there). */
export function earliestAt (settled: Map<string, Settled>, fallback: number): number {
  let earliest = Number.POSITIVE_INFINITY
  for (const { at } of settled.values()) earliest = Math.min(earliest, at)
  return Number.isFinite(earliest) ? earliest : fallback
}

/**
 * Throughput as a rate: confirmations per second between the first and the last confirmation, so that the
 * pipeline's fixed latency (seconds of consensus and mirror lag on a real network, reported as latency) is not
 * counted as lost throughput. `wall` also counts it: first post → last confirmation.
 */
export function rates (settled: Map<string, Settled>, ok: number, start: number): { opsPerS: number, wallOpsPerS: number, seconds: number } {
  const end = latestAt(settled, Date.now())
  const first = earliestAt(settled, start)
  return { opsPerS: (ok - 1) / Math.max(0.001, (end - first) / 1000), wallOpsPerS: ok / ((end - start) / 1000), seconds: (end - start) / 1000 }
}

export function latestAt (settled: Map<string, Settled>, fallback: number): number {
  let latest = 0
  for (const { at } of settled.values()) latest = Math.max(latest, at)
  return latest === 0 ? fallback : latest
}

/** End to end, latency at a steady rate, memory per job, and the raw SDK loop on the same emulator. */
export async function benchPipeline (options: PipelineOptions): Promise<PipelineResult> {
  const { log, n } = options
  log('pipeline: starting the stack and preparing the ledger')
  const redis = connectRedis()
  const pids: Record<string, number | undefined> = { bench: process.pid }
  // a MONITOR while the ledger is prepared names our scripts from the EVALs that load them (not while measuring)
  const namer = (options.monitorN ?? 0) > 0 ? await startMonitor(testRedisUrl(), pids, '').catch(() => undefined) : undefined
  const started = await startPipeline(options).catch(async (err: unknown) => {
    await namer?.stop()
    redis.disconnect()
    throw err
  })
  await namer?.stop()
  const { stack, ledger, state } = started
  try {
    const concurrency = workerConcurrency(stack)
    for (const service of Object.values(stack.services)) quietLogs(service)
    const apiUrl = serviceUrl(stack.services.api)
    const target: PostTarget = { url: apiUrl, apiKey: stack.apiKey }
    // Without the indexer nothing is confirmed, so transfers would be refused: mints only then.
    const mix = operationMix(ledger).filter((op) => state === 'confirmed' || op.path.endsWith('/mint'))
    const settleTimeoutMs = Math.max(120_000, n * 40)

    pids.redis = await redisPid(redis)
    for (const [name, service] of Object.entries(stack.services)) pids[name] = service?.child.pid
    const memoryBefore = await usedMemory(redis)
    const keysBefore = await keyUsage(redis, stack.prefix)
    log(`pipeline: posting ${n} operations, ${options.inFlight} in flight`)
    const callsBefore = await commandCalls(redis)
    const cpuBefore = await snapshotCpu(pids)
    const start = Date.now()
    const outcome = await postAll(target, mix, n, options.inFlight)
    const postedAt = Date.now()
    log(`pipeline: accepted ${outcome.posted.length} in ${((postedAt - start) / 1000).toFixed(1)} s (refused: ${JSON.stringify(outcome.statuses)}); waiting for ${state}`)
    const waited: WaitCount = { commands: 0 }
    const settled = await waitForJobs(redis, { prefix: stack.prefix, network: stack.network.networkId }, outcome.posted.map((p) => p.jobId), state, settleTimeoutMs, waited)
    const cpuAfter = await snapshotCpu(pids)
    const callsAfter = await commandCalls(redis)

    const ok = [...settled.values()].filter((s) => s.status === state || s.status === 'confirmed').length
    const { opsPerS, wallOpsPerS, seconds } = rates(settled, ok, start)
    const e2e: E2eResult = {
      n,
      state,
      seconds,
      opsPerS,
      wallOpsPerS,
      acceptPerS: outcome.posted.length / ((postedAt - start) / 1000),
      postErrors: outcome.errors,
      notSettled: outcome.posted.length - settled.size,
      failedOrInvalid: settled.size - ok,
      cpuMsPerOp: cpuMsPer(cpuBefore, cpuAfter, n),
      redisCallsPerOp: callsPer(callsBefore, callsAfter, n, { get: waited.commands, info: 1 }),
      benchCallsPerOp: Math.round(waited.commands / n * 100) / 100
    }
    log(`pipeline: e2e ${e2e.opsPerS.toFixed(0)} ops/s (${ok} ${state} in ${seconds.toFixed(1)} s)`)

    // BullMQ trims completed jobs to removeOnComplete as later jobs complete; read memory once all have.
    const memoryAfter = await usedMemory(redis)
    const keysAfter = await keyUsage(redis, stack.prefix)
    const byKind: KeyUsage['byKind'] = {}
    for (const [kind, usage] of Object.entries(keysAfter.byKind)) {
      const before = keysBefore.byKind[kind] ?? { keys: 0, bytes: 0 }
      byKind[kind] = { keys: usage.keys - before.keys, bytes: usage.bytes - before.bytes }
    }
    const memory: MemoryResult = {
      redisBytesPerJob: (memoryAfter - memoryBefore) / n,
      keyBytesPerJob: (keysAfter.bytes - keysBefore.bytes) / n,
      byKind,
      api: await readRss(stack.services.api?.child.pid),
      worker: await readRss(stack.services.worker?.child.pid)
    }

    const latency = await measureLatency(redis, stack, target, mix, state, options).catch((err: Error) => {
      log(`pipeline: latency not measured: ${err.message}`)
      return undefined
    })

    const monitor = (options.monitorN ?? 0) > 0
      ? await monitorSample({ redis, stack, target, mix, state, pids, names: namer?.names, n: options.monitorN ?? 0, log }).catch((err: Error) => {
        log(`pipeline: MONITOR sample not taken: ${err.message}`)
        return undefined
      })
      : undefined

    log(`pipeline: raw SDK loop, ${n} messages, concurrency ${concurrency}`)
    const message = (i: number): string => `{"p":"hcs-20","op":"mint","tick":"pipe","amt":"1","to":"0.0.${7001 + (i % 8)}"}`
    const rawPids = { bench: pids.bench, emulator: pids.emulator }
    const rawBefore = await snapshotCpu(rawPids)
    const baseline = await runRawSdk(stack.network, n, concurrency, message).then(
      async (raw) => ({ ...raw, cpuMsPerOp: cpuMsPer(rawBefore, await snapshotCpu(rawPids), n) }),
      (err: Error) => { log(`pipeline: raw SDK loop failed: ${err.message}`); return undefined })
    if (baseline !== undefined) log(`pipeline: raw SDK ${baseline.opsPerS.toFixed(0)} ops/s`)
    log(`pipeline: raw SDK sends alone (no receipt), ${n} messages, concurrency ${concurrency}`)
    const sendBefore = await snapshotCpu(rawPids)
    const sendOnly = await runRawSdk(stack.network, n, concurrency, message, { receipts: false }).then(
      async (raw) => ({ ...raw, cpuMsPerOp: cpuMsPer(sendBefore, await snapshotCpu(rawPids), n) }),
      (err: Error) => { log(`pipeline: raw SDK sends failed: ${err.message}`); return undefined })
    return { e2e, baseline, sendOnly, latency, memory, monitor, workerConcurrency: concurrency }
  } finally {
    redis.disconnect()
    await stack.stop()
  }
}

interface SampleRun {
  redis: Redis
  stack: Stack
  target: PostTarget
  mix: Op[]
  state: 'confirmed' | 'submitted'
  pids: Record<string, number | undefined>
  names?: Monitor['names']
  n: number
  log: (line: string) => void
}

/**
 * The Redis commands of `n` more operations (200 in flight) as a MONITOR sees them, first post to last settlement:
 * by the process whose connection sent them (the bench's own reads of the records as `bench`, any other client of
 * the same Redis as `other`) and by the script they ran in. MONITOR slows Redis: counts only, no timings.
 */
async function monitorSample (run: SampleRun): Promise<MonitorResult> {
  run.log(`pipeline: MONITOR sample of ${run.n} operations`)
  const monitor = await startMonitor(testRedisUrl(), run.pids, run.stack.prefix, run.names)
  monitor.counting = true
  try {
    const outcome = await postAll(run.target, run.mix, run.n, 200)
    await waitForJobs(run.redis, { prefix: run.stack.prefix, network: run.stack.network.networkId }, outcome.posted.map((p) => p.jobId), run.state, Math.max(120_000, run.n * 40))
  } finally {
    monitor.counting = false
  }
  const sample = await monitor.stop()
  return {
    n: run.n,
    byProcess: perOperation(sample.byProcess, run.n),
    byScript: perOperation(sample.byScript, run.n),
    byKeyFamily: perOperation(sample.byKeyFamily, run.n),
    scriptKeyFamily: perOperation(sample.scriptKeyFamily, run.n)
  }
}

/** Open-loop posts at `rate` for `rateSeconds`; latency = 202 received → the record's confirmedAt. */
export async function measureLatency (redis: Redis, stack: Stack, target: PostTarget, mix: Op[], state: 'confirmed' | 'submitted', options: PipelineOptions): Promise<LatencyResult> {
  options.log(`pipeline: latency at ${options.rate} ops/s for ${options.rateSeconds} s`)
  const paced = await postAtRate(target, mix, options.rate, options.rateSeconds)
  const settled = await waitForJobs(redis, { prefix: stack.prefix, network: stack.network.networkId }, paced.posted.map((p) => p.jobId), state, 120_000)
  const latencies = paced.posted.flatMap((p: Posted) => {
    const s = settled.get(p.jobId)
    return s === undefined ? [] : [s.at - p.acceptedAt]
  })
  return {
    rate: options.rate,
    ops: paced.posted.length,
    p50_ms: percentile(latencies, 0.5),
    p99_ms: percentile(latencies, 0.99),
    accept_p99_ms: percentile(paced.posted.map((p) => p.acceptedAt - p.sentAt), 0.99),
    notSettled: paced.posted.length - settled.size
  }
}

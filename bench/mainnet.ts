// End to end on the emulator's `mainnet` profile (150 ms round trip, consensus 3 s ± 0.5 s, mirror lag 2 s):
// same N, same default settings (one worker process, its default concurrency) as the zero-latency run, then
// a burst past a low QUEUE_MAX_BACKLOG to check backpressure.
import { randomUUID } from 'node:crypto'
import { connectRedis } from '../test/support/redis.js'
import { quietLogs, serviceUrl } from './lib/children.js'
import { cpuMsPer, snapshotCpu } from './lib/cpu.js'
import { operationMix } from './lib/ledger-setup.js'
import { postAll, postJson, type Op, type PostTarget } from './lib/post.js'
import { waitForJobs } from './lib/wait-jobs.js'
import { measureLatency, rates, startPipeline, workerConcurrency, type LatencyResult, type PipelineOptions } from './pipeline.js'

export interface MainnetE2e {
  n: number
  seconds: number
  /** Confirmations per second between the first and the last one. */
  opsPerS: number
  /** First post → last confirmation (the ~5 s of consensus and mirror lag included). */
  wallOpsPerS: number
  acceptPerS: number
  notSettled: number
  failedOrInvalid: number
  concurrency: number
  cpuMsPerOp: Record<string, number>
}

export interface BackpressureResult {
  bound: number
  posted: number
  accepted: number
  answered503: number
  /** 503 answers that were not QUEUE_FULL with a Retry-After, other 5xx, connection errors. */
  otherErrors: number
  /** Accepted jobs that never reached `confirmed`. */
  lost: number
}

export interface MainnetResult { e2e: MainnetE2e, latency?: LatencyResult, backpressure?: BackpressureResult }

const BURST_BOUND = 1000
const BURST_POSTS = 4000
const BURST_IN_FLIGHT = 400

/** Every request sent once, no retry: each answer is counted as it comes. */
async function burst (target: PostTarget, mix: readonly Op[]): Promise<{ jobIds: string[], answered503: number, otherErrors: number }> {
  const jobIds: string[] = []
  let answered503 = 0
  let otherErrors = 0
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < BURST_POSTS) {
      const op = mix[next++ % mix.length] as Op
      const headers = { 'content-type': 'application/json', 'x-api-key': target.apiKey, 'idempotency-key': `b-${randomUUID()}` }
      try {
        const res = await postJson(`${target.url}${op.path}`, headers, JSON.stringify(op.body))
        const body = res.json as { jobId?: string, code?: string }
        if (res.status === 202 && body.jobId !== undefined) jobIds.push(body.jobId)
        else if (res.status === 503 && body.code === 'QUEUE_FULL') answered503++
        else otherErrors++
      } catch {
        otherErrors++
      }
    }
  }
  await Promise.all(Array.from({ length: BURST_IN_FLIGHT }, lane))
  return { jobIds, answered503, otherErrors }
}

export async function benchMainnet (options: PipelineOptions): Promise<MainnetResult> {
  const { log, n } = options
  log('mainnet: starting the stack on the emulator\'s mainnet profile and preparing the ledger')
  const { stack, ledger, state } = await startPipeline({ ...options, emulatorEnv: { EMULATOR_PROFILE: 'mainnet' } })
  const redis = connectRedis()
  try {
    if (state !== 'confirmed') throw new Error('the indexer did not start: confirmation latency cannot be measured')
    for (const service of Object.values(stack.services)) quietLogs(service)
    const target: PostTarget = { url: serviceUrl(stack.services.api), apiKey: stack.apiKey }
    const mix = operationMix(ledger)
    const pids: Record<string, number | undefined> = { bench: process.pid }
    for (const [name, service] of Object.entries(stack.services)) pids[name] = service?.child.pid
    log(`mainnet: posting ${n} operations, ${options.inFlight} in flight`)
    const cpuBefore = await snapshotCpu(pids)
    const start = Date.now()
    const outcome = await postAll(target, mix, n, options.inFlight)
    const postedAt = Date.now()
    const settled = await waitForJobs(redis, { prefix: stack.prefix, network: stack.network.networkId }, outcome.posted.map((p) => p.jobId), 'confirmed', Math.max(120_000, n * 40))
    const cpuAfter = await snapshotCpu(pids)
    const ok = [...settled.values()].filter((s) => s.status === 'confirmed').length
    const { opsPerS, wallOpsPerS, seconds } = rates(settled, ok, start)
    const e2e: MainnetE2e = {
      n,
      seconds,
      opsPerS,
      wallOpsPerS,
      acceptPerS: outcome.posted.length / ((postedAt - start) / 1000),
      notSettled: outcome.posted.length - settled.size,
      failedOrInvalid: settled.size - ok,
      concurrency: workerConcurrency(stack),
      cpuMsPerOp: cpuMsPer(cpuBefore, cpuAfter, n)
    }
    log(`mainnet: e2e ${e2e.opsPerS.toFixed(0)} ops/s (${ok} confirmed in ${seconds.toFixed(1)} s)`)

    const latency = await measureLatency(redis, stack, target, mix, 'confirmed', options).catch((err: Error) => {
      log(`mainnet: latency not measured: ${err.message}`)
      return undefined
    })
    if (latency !== undefined) log(`mainnet: accepted → confirmed p50 ${latency.p50_ms} ms, p99 ${latency.p99_ms} ms`)

    log(`mainnet: backpressure, ${BURST_POSTS} posts at once (${BURST_IN_FLIGHT} in flight) past QUEUE_MAX_BACKLOG=${BURST_BOUND}`)
    await stack.services.api?.stop()
    const api = await stack.start('api', { QUEUE_MAX_BACKLOG: String(BURST_BOUND) })
    quietLogs(api)
    const burstTarget: PostTarget = { url: serviceUrl(api), apiKey: stack.apiKey }
    const answers = await burst(burstTarget, mix)
    const done = await waitForJobs(redis, { prefix: stack.prefix, network: stack.network.networkId }, answers.jobIds, 'confirmed', 180_000)
    const confirmed = [...done.values()].filter((s) => s.status === 'confirmed').length
    const backpressure: BackpressureResult = {
      bound: BURST_BOUND,
      posted: BURST_POSTS,
      accepted: answers.jobIds.length,
      answered503: answers.answered503,
      otherErrors: answers.otherErrors,
      lost: answers.jobIds.length - confirmed
    }
    log(`mainnet: backpressure ${JSON.stringify(backpressure)}`)
    return { e2e, latency, backpressure }
  } finally {
    redis.disconnect()
    await stack.stop()
  }
}

// The faults of a chaos run, each followed by the time until the service is whole again.
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import type { NpmStart } from '../lib/npm-start.js'

export type FaultName = 'worker SIGKILL' | 'emulator SIGKILL' | 'redis restart' | 'redis out of memory' | 'redis eviction policy'

/** How long Redis stays out of memory, and how long readiness has to notice a changed eviction policy. */
const OOM_MS = 5000
const POLICY_NOTICE_MS = 15_000

export interface FaultResult {
  fault: FaultName
  /** Fault → the supervisor's `service restarted` line for the new process. */
  restartedMs: number
  /** Fault → a job accepted just after it is confirmed (the whole pipeline works again). */
  pipelineMs: number
  /** For the Redis faults: what /health/ready answered during the fault (503 expected). */
  readyWhileDown?: number
}

const SERVICE: Record<string, string> = { 'worker SIGKILL': 'worker', 'emulator SIGKILL': 'emulator', 'redis restart': 'redis' }

export interface FaultDeps {
  npmStart: NpmStart
  apiGet: (path: string) => Promise<{ status: number, body: any }>
  /** Submits a job and resolves once it is confirmed (rejects after the deadline). */
  canary: () => Promise<void>
  /** Called when Redis goes down and when it answers again (503s in between are expected). */
  onOutage: (edge: 'start' | 'end') => void
  timeoutMs: number
  /** The run's Redis (the Redis faults change its configuration and put it back). */
  redisUrl: string
}

/**
 * Redis faults that need no restart (issue 25): out of memory for OOM_MS (maxmemory at what it uses, under
 * noeviction: writes fail, the api answers 503 and the indexer waits), or an eviction policy changed at run
 * time (readiness must say so). Each is put back, and the pipeline must confirm a job again by itself.
 */
async function redisConfigFault (fault: 'redis out of memory' | 'redis eviction policy', deps: FaultDeps, started: number): Promise<FaultResult> {
  const redis = new Redis(deps.redisUrl, { maxRetriesPerRequest: 3 })
  redis.on('error', () => {})
  let readyWhileDown: number | undefined
  try {
    if (fault === 'redis out of memory') {
      deps.onOutage('start')
      const used = /used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? '1'
      await redis.config('SET', 'maxmemory', used)
      await sleep(OOM_MS)
      readyWhileDown = (await deps.apiGet('/health/ready')).status
      await redis.config('SET', 'maxmemory', '0')
      deps.onOutage('end')
    } else {
      await redis.config('SET', 'maxmemory-policy', 'allkeys-lru')
      const deadline = Date.now() + POLICY_NOTICE_MS
      do {
        readyWhileDown = (await deps.apiGet('/health/ready')).status
        if (readyWhileDown !== 200) break
        await sleep(250)
      } while (Date.now() < deadline)
      await redis.config('SET', 'maxmemory-policy', 'noeviction')
    }
  } finally {
    redis.disconnect()
  }
  const restartedMs = Date.now() - started
  const deadline = Date.now() + deps.timeoutMs
  while ((await deps.apiGet('/health/ready')).status !== 200) {
    if (Date.now() > deadline) throw new Error(`the API did not become ready again after ${fault}`)
    await sleep(100)
  }
  await deps.canary()
  return { fault, restartedMs, pipelineMs: Date.now() - started, readyWhileDown }
}

export async function injectFault (fault: FaultName, deps: FaultDeps): Promise<FaultResult> {
  if (fault === 'redis out of memory' || fault === 'redis eviction policy') return await redisConfigFault(fault, deps, Date.now())
  const service = SERVICE[fault] as string
  const pid = deps.npmStart.pidOf(service)
  if (pid === undefined) throw new Error(`no pid for ${service}`)
  const started = Date.now()
  let readyWhileDown: number | undefined
  if (fault === 'redis restart') {
    deps.onOutage('start')
    // SIGTERM: Redis writes its AOF and exits; a restart must lose nothing it acknowledged.
    process.kill(pid, 'SIGTERM')
    await deps.npmStart.waitForLine((l) => l.msg === 'service exited unexpectedly: restarting' && l.service === service && l.time as number >= started, deps.timeoutMs)
    readyWhileDown = (await deps.apiGet('/health/ready')).status
  } else {
    process.kill(pid, 'SIGKILL')
  }
  await deps.npmStart.waitForLine((l) => l.msg === 'service restarted' && l.service === service && l.pid !== pid && l.time as number >= started, deps.timeoutMs)
  const restartedMs = Date.now() - started
  if (fault === 'redis restart') {
    const deadline = Date.now() + deps.timeoutMs
    while ((await deps.apiGet('/health/ready')).status !== 200) {
      if (Date.now() > deadline) throw new Error('the API did not become ready after the Redis restart')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    deps.onOutage('end')
  }
  await deps.canary()
  return { fault, restartedMs, pipelineMs: Date.now() - started, readyWhileDown }
}

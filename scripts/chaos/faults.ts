// The faults of a chaos run, each followed by the time until the service is whole again.
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import type { NpmStart } from '../lib/npm-start.js'

export type FaultName = 'worker SIGKILL' | 'emulator SIGKILL' | 'redis restart' | 'redis out of memory' | 'redis eviction policy'
  | 'payer out of hbar' | 'busy storm' | 'clock skew' | 'mirror glitch' | 'mirror self link' | 'emulator disk full' | 'dropped after precheck'

/** The emulator's fault settings (POST /admin/faults) of each network or payer condition, and how long it lasts. */
const CONDITIONS: Record<string, { on: Record<string, number>, off: Record<string, number>, ms: number }> = {
  'payer out of hbar': { on: { insufficientBalance: 1 }, off: { insufficientBalance: 0 }, ms: 15_000 },
  'busy storm': { on: { busyAlways: 1 }, off: { busyAlways: 0 }, ms: 20_000 },
  'clock skew': { on: { clockSkewMs: 130_000 }, off: { clockSkewMs: 0 }, ms: 15_000 }
}

/**
 * Mirror faults (the emulator's mirror answers `200 {"error":"maintenance"}`, or pages whose `links.next` is the page
 * itself) for a while: the indexer must wait them out with backoff (its log says what it waits out), never halt, and
 * follow the topic again once they are lifted.
 */
const MIRROR_FAULTS: Record<string, { on: Record<string, number>, off: Record<string, number>, ms: number }> = {
  'mirror glitch': { on: { mirrorMaintenance: 1 }, off: { mirrorMaintenance: 0 }, ms: 10_000 },
  'mirror self link': { on: { mirrorSelfLink: 1 }, off: { mirrorSelfLink: 0 }, ms: 10_000 }
}
/** How many transactions the node accepts at precheck and then loses (each resent once its valid window is over). */
const DROPPED = 20
/** How long the emulator's disk stays full. */
const DISK_FULL_MS = 10_000

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
  /**
   * For the network conditions: the condition the api reported meanwhile (its code); for the mirror faults what the
   * indexer said it waits out; for a full disk the emulator's readiness reason. None is a failure.
   */
  reported?: string
}

/** The faults whose report must name what went wrong (`reported`). */
export const MUST_REPORT: ReadonlySet<FaultName> = new Set(['payer out of hbar', 'busy storm', 'clock skew', 'mirror glitch', 'mirror self link', 'emulator disk full'])

const SERVICE: Record<string, string> = { 'worker SIGKILL': 'worker', 'emulator SIGKILL': 'emulator', 'redis restart': 'redis' }

export interface FaultDeps {
  npmStart: NpmStart
  apiGet: (path: string) => Promise<{ status: number, body: any }>
  /** Submits a job and resolves once it is confirmed (rejects after the deadline). */
  canary: () => Promise<void>
  /**
   * Submits a job (it joins the accepted jobs every check covers) and resolves with the api's status, not waiting for
   * it. Absent: the run's own load is steady and sends meanwhile (the soak).
   */
  send?: () => Promise<number>
  /** Called when Redis goes down and when it answers again (503s in between are expected). */
  onOutage: (edge: 'start' | 'end') => void
  /**
   * Called when the mirror stops answering and once it answers again: a read that needs it (a ticker's history) may
   * answer 503 MIRROR_UNAVAILABLE in between.
   */
  onMirrorOutage?: (edge: 'start' | 'end') => void
  timeoutMs: number
  /** The run's Redis (the Redis faults change its configuration and put it back). */
  redisUrl: string
  /** The emulator's mirror (its /admin/faults injects the network conditions). */
  mirrorUrl: string
}

/**
 * After a fault that makes the network refuse (BUSY, a payer out of hbar, a skewed clock, a full disk) is lifted, the
 * api must have been ready with no condition for CONDITION_QUIET_MS in a row before the outage window closes: a send
 * that met the fault may still end its SDK retries after it was lifted and raise the condition late (up to the
 * request timeout, then the api's next read of it), and the workers' probe clears it within its interval. 503s with
 * the condition's code in that tail are the service telling the truth, not failures.
 */
const CONDITION_QUIET_MS = 8000

async function waitConditionQuiet (deps: FaultDeps, what: string): Promise<void> {
  const deadline = Date.now() + deps.timeoutMs
  let quietSince = Date.now()
  for (;;) {
    const res = await deps.apiGet('/health/ready')
    if (res.status !== 200 || res.body?.condition !== undefined) quietSince = Date.now()
    else if (Date.now() - quietSince >= CONDITION_QUIET_MS) return
    if (Date.now() > deadline) throw new Error(`the API did not stay ready without a condition after ${what}`)
    await sleep(250)
  }
}

async function setEmulatorFaults (deps: FaultDeps, settings: Record<string, number>): Promise<void> {
  const res = await fetch(`${deps.mirrorUrl}/admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) })
  if (!res.ok) throw new Error(`emulator /admin/faults answered ${res.status}`)
}

/** A mirror fault for a while; `reported` is what the indexer's log said it waited out (mirror_malformed expected). */
async function mirrorFault (fault: FaultName, deps: FaultDeps, started: number): Promise<FaultResult> {
  const settings = MIRROR_FAULTS[fault] as typeof MIRROR_FAULTS[string]
  deps.onMirrorOutage?.('start')
  await setEmulatorFaults(deps, settings.on)
  const waited = deps.npmStart.waitForLine((l) => l.msg === 'following the topic failed, will retry' && typeof l.waitingOut === 'string' && l.time as number >= started, settings.ms)
    .then((line) => line.waitingOut as string, () => undefined)
  await sleep(settings.ms)
  const reported = await waited
  await setEmulatorFaults(deps, settings.off)
  const restartedMs = Date.now() - started
  await deps.canary()
  deps.onMirrorOutage?.('end')
  return { fault, restartedMs, pipelineMs: Date.now() - started, reported }
}

/**
 * The emulator's disk full for DISK_FULL_MS: its log writes fail, the node answers BUSY and its readiness says
 * why (`reported`); new operations may get 503 meanwhile. Once it has room, everything must go on by itself.
 */
async function diskFull (deps: FaultDeps, started: number): Promise<FaultResult> {
  deps.onOutage('start')
  await setEmulatorFaults(deps, { diskFull: 1 })
  let reported: string | undefined
  const until = Date.now() + DISK_FULL_MS
  while (Date.now() < until) {
    const res = await fetch(`${deps.mirrorUrl}/health/ready`).catch(() => undefined)
    const body = res === undefined ? undefined : await res.json().catch(() => undefined) as { reason?: string } | undefined
    if (typeof body?.reason === 'string') reported = body.reason
    await sleep(500)
  }
  await setEmulatorFaults(deps, { diskFull: 0 })
  const restartedMs = Date.now() - started
  await waitConditionQuiet(deps, 'the emulator\'s disk was full')
  deps.onOutage('end')
  await deps.canary()
  return { fault: 'emulator disk full', restartedMs, pipelineMs: Date.now() - started, reported }
}

/**
 * DROPPED transactions accepted at precheck and never reaching consensus (receipt UNKNOWN until their ids expire):
 * their jobs must be resent once, after the valid window, and confirm in the drain; none may be sent twice.
 */
async function droppedAfterPrecheck (deps: FaultDeps, started: number): Promise<FaultResult> {
  await setEmulatorFaults(deps, { dropAfterPrecheck: DROPPED })
  const deadline = Date.now() + deps.timeoutMs
  for (;;) {
    const left = (await (await fetch(`${deps.mirrorUrl}/admin/faults`)).json() as { dropAfterPrecheck?: number }).dropAfterPrecheck
    if (left === undefined) break
    if (Date.now() > deadline) {
      await setEmulatorFaults(deps, { dropAfterPrecheck: 0 })
      break
    }
    await sleep(250)
  }
  const restartedMs = Date.now() - started
  await deps.canary()
  return { fault: 'dropped after precheck', restartedMs, pipelineMs: Date.now() - started }
}

/**
 * A condition of the whole network or payer (ADR 038) for a while: new operations get 503 with its code (an
 * outage for the tally), jobs wait without spending attempts; once it is lifted the worker's probe clears it and
 * the pipeline must confirm a job again by itself.
 */
async function networkCondition (fault: FaultName, deps: FaultDeps, started: number): Promise<FaultResult> {
  const condition = CONDITIONS[fault] as typeof CONDITIONS[string]
  deps.onOutage('start')
  await setEmulatorFaults(deps, condition.on)
  // A condition is only met by a send: on a slow machine the fuzz traffic may be over by now (the faults before this
  // one take their time), so one job of our own is there to meet it. Accepted, it must confirm once the fault is lifted.
  await deps.send?.()
  let reported: string | undefined
  // A skew is measured and corrected by the workers (their log says so): the api's CLOCK_SKEW may last less than one
  // look at readiness, so the correction counts as reported too.
  const corrected = fault === 'clock skew'
    ? deps.npmStart.waitForLine((l) => l.msg === 'clock skew against the network: valid starts corrected' && l.time as number >= started, condition.ms)
      .then(() => 'skew corrected', () => undefined)
    : Promise.resolve(undefined)
  const until = Date.now() + condition.ms
  while (Date.now() < until) {
    const code = (await deps.apiGet('/health/ready')).body?.condition?.code
    if (typeof code === 'string') reported = code
    await sleep(500)
  }
  await setEmulatorFaults(deps, condition.off)
  reported ??= await corrected
  const restartedMs = Date.now() - started
  await waitConditionQuiet(deps, fault)
  deps.onOutage('end')
  await deps.canary()
  return { fault, restartedMs, pipelineMs: Date.now() - started, reported }
}

/**
 * Redis faults that need no restart: out of memory for OOM_MS (maxmemory at what it uses, under
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
      // half of what it uses: out of memory for the whole window even if completed jobs are removed meanwhile
      // (at exactly what it used, a shrinking Redis took writes again and readiness rightly said 200)
      const used = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? '2')
      await redis.config('SET', 'maxmemory', String(Math.max(1, Math.floor(used / 2))))
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
  if (fault in CONDITIONS) return await networkCondition(fault, deps, Date.now())
  if (fault in MIRROR_FAULTS) return await mirrorFault(fault, deps, Date.now())
  if (fault === 'emulator disk full') return await diskFull(deps, Date.now())
  if (fault === 'dropped after precheck') return await droppedAfterPrecheck(deps, Date.now())
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
    if (fault === 'emulator SIGKILL') deps.onMirrorOutage?.('start')
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
  if (fault === 'emulator SIGKILL') deps.onMirrorOutage?.('end')
  return { fault, restartedMs, pipelineMs: Date.now() - started, readyWhileDown }
}

// The faults of a chaos run, each followed by the time until the service is whole again.
import type { NpmStart } from '../lib/npm-start.js'

export type FaultName = 'worker SIGKILL' | 'emulator SIGKILL' | 'redis restart'

export interface FaultResult {
  fault: FaultName
  /** Fault → the supervisor's `service restarted` line for the new process. */
  restartedMs: number
  /** Fault → a job accepted just after it is confirmed (the whole pipeline works again). */
  pipelineMs: number
  /** For the Redis restart: what /health/ready answered while Redis was down (503 expected). */
  readyWhileDown?: number
}

const SERVICE: Record<FaultName, string> = { 'worker SIGKILL': 'worker', 'emulator SIGKILL': 'emulator', 'redis restart': 'redis' }

export interface FaultDeps {
  npmStart: NpmStart
  apiGet: (path: string) => Promise<{ status: number, body: any }>
  /** Submits a job and resolves once it is confirmed (rejects after the deadline). */
  canary: () => Promise<void>
  /** Called when Redis goes down and when it answers again (503s in between are expected). */
  onOutage: (edge: 'start' | 'end') => void
  timeoutMs: number
}

export async function injectFault (fault: FaultName, deps: FaultDeps): Promise<FaultResult> {
  const service = SERVICE[fault]
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

// npm start's supervisor and stop graces, with real child processes.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { API_SHUTDOWN_MS, stopGraceMs } from '../scripts/lib/graces.js'
import { restartDelayMs, supervise, type Launch, type SupervisorLog } from '../scripts/lib/supervisor.js'
import { waitFor } from './support/processes.js'

/** A child that lives until it is signalled, as the supervisor sees it. */
const sleeper: Launch = async (onSpawn) => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  onSpawn(() => child.kill('SIGKILL'))
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }))
  return { pid: child.pid!, exited, stop: async () => { child.kill('SIGTERM'); await exited } }
}

function recordingLog (): SupervisorLog & { lines: Array<{ msg: string, fields: Record<string, unknown> }> } {
  const lines: Array<{ msg: string, fields: Record<string, unknown> }> = []
  const push = (fields: Record<string, unknown>, msg: string): void => { lines.push({ msg, fields }) }
  return { lines, info: push, warn: push, error: push }
}

function alive (pid: number): boolean {
  try { process.kill(pid, 0); return true } catch { return false }
}

describe(supervise.name, () => {
  it('restarts a child that died, logging why, until stop()', async () => {
    const log = recordingLog()
    const sut = await supervise('sleeper', sleeper, log, { initialMs: 50 })
    const first = sut.pid!
    process.kill(first, 'SIGKILL')
    const second = await waitFor(async () => sut.pid !== undefined && sut.pid !== first ? sut.pid : undefined, 10_000, 20)
    expect(sut.restarts).toBe(1)
    expect(log.lines.find((l) => l.msg === 'service exited unexpectedly: restarting')?.fields).toMatchObject({ service: 'sleeper', signal: 'SIGKILL', restartInMs: 50 })
    await sut.stop()
    expect(alive(second)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sut.restarts).toBe(1)
    expect(sut.pid).toBe(second)
  })

  it('keeps retrying a child that fails to start again, with growing delays', async () => {
    const log = recordingLog()
    let launches = 0
    const flaky: Launch = async (onSpawn) => {
      launches++
      if (launches >= 2 && launches <= 3) throw new Error('port in use')
      return await sleeper(onSpawn)
    }
    const sut = await supervise('flaky', flaky, log, { initialMs: 20 })
    process.kill(sut.pid!, 'SIGKILL')
    await waitFor(async () => sut.restarts === 1 ? true : undefined, 10_000, 20)
    expect(launches).toBe(4)
    expect(log.lines.filter((l) => l.msg === 'service restart failed')).toHaveLength(2)
    expect(log.lines.filter((l) => l.msg.startsWith('service exited')).map((l) => l.fields.restartInMs)).toEqual([20, 40, 80])
    await sut.stop()
  })

  it('rejects when the first start fails', async () => {
    await expect(supervise('broken', async () => { throw new Error('bad config') }, recordingLog())).rejects.toThrow('bad config')
  })
})

describe(restartDelayMs.name, () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => restartDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
  })
})

describe(stopGraceMs.name, () => {
  it('outlasts each service\'s own shutdown bound', () => {
    // the worker: its drain, then up to 3 s each for aborted jobs, webhook deliveries and Redis
    expect(stopGraceMs('worker', {})).toBeGreaterThan(20_000 + 9000)
    expect(stopGraceMs('worker', { SHUTDOWN_TIMEOUT_MS: '45000' })).toBeGreaterThan(45_000 + 9000)
    expect(stopGraceMs('api', {})).toBeGreaterThan(API_SHUTDOWN_MS)
  })
})

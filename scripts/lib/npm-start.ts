// Runs `npm start` (scripts/start.sh) as a real process and follows what it prints: its own JSON
// lines (`service started`/`restarted`, with pids), its services' lines and the banner. Used by the
// tests of npm start and by `npm run chaos`.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { ROOT, type LogLine } from './services.js'

export interface NpmStart {
  child: ChildProcess
  /** Every stdout and stderr line so far, as printed. */
  output: string[]
  /** Resolves with the first parsed stdout line matching `predicate` (past or future). */
  waitForLine: (predicate: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>
  /** Resolves once the banner says the service is running. */
  running: (timeoutMs?: number) => Promise<void>
  /** The pid of a service as last reported by `service started` / `service restarted`. */
  pidOf: (service: string) => number | undefined
  /** Resolves with the exit code once npm start has exited. */
  exited: Promise<number | null>
  /** SIGTERM (as a service manager would), then the exit code; SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<number | null>
}

export function runNpmStart (env: Record<string, string | undefined>): NpmStart {
  // Free health ports unless asked otherwise: runs of npm start side by side (tests) must not collide on 9101/9102.
  const ports = { WORKER_HEALTH_PORT: '0', INDEXER_HEALTH_PORT: '0' }
  const child = spawn('sh', ['scripts/start.sh'], { cwd: ROOT, env: { ...ports, ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  const lines: LogLine[] = []
  const pids = new Map<string, number>()
  const waiters = new Set<{ predicate: (line: LogLine) => boolean, resolve: (line: LogLine) => void }>()
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  createInterface({ input: child.stderr! }).on('line', (text) => output.push(text))
  createInterface({ input: child.stdout! }).on('line', (text) => {
    output.push(text)
    let line: LogLine
    try { line = JSON.parse(text) as LogLine } catch { line = { msg: text } }
    if (line.name === 'start' && typeof line.service === 'string' && typeof line.pid === 'number') pids.set(line.service, line.pid)
    lines.push(line)
    for (const waiter of waiters) if (waiter.predicate(line)) { waiters.delete(waiter); waiter.resolve(line) }
  })

  const waitForLine = async (predicate: (line: LogLine) => boolean, timeoutMs = 120_000): Promise<LogLine> => {
    const seen = lines.find(predicate)
    if (seen !== undefined) return seen
    return await new Promise<LogLine>((resolve, reject) => {
      const fail = (why: string): void => {
        waiters.delete(waiter)
        clearTimeout(timer)
        reject(new Error(`npm start: ${why}\n${output.slice(-30).join('\n')}`))
      }
      const waiter = { predicate, resolve: (line: LogLine) => { clearTimeout(timer); resolve(line) } }
      const timer = setTimeout(() => fail(`no matching line within ${timeoutMs} ms`), timeoutMs)
      waiters.add(waiter)
      exited.then((code) => { if (waiters.has(waiter)) fail(`exited (code ${String(code)}) before the expected line`) }, () => {})
    })
  }

  const stop = async (graceMs = 60_000): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    }
    return child.exitCode
  }

  return {
    child,
    output,
    waitForLine,
    running: async (timeoutMs) => { await waitForLine((line) => String(line.msg).startsWith('HCS-20 points service is running'), timeoutMs) },
    pidOf: (service) => pids.get(service),
    exited,
    stop
  }
}

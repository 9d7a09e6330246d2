import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

const APPS = ['emulator', 'api', 'worker', 'indexer'] as const

export type AppName = typeof APPS[number]

/**
 * Where the apps are started from. `source` (the default, `npm start`): each app's `src/main.ts` through tsx, so an
 * edit shows at the next start. `dist`: the JavaScript `tsc -b` builds (`apps/<app>/dist/main.js`), as the image runs
 * it; the test run builds it first and starts every stack from it (test/support/global-setup.ts), since tsx's loader
 * about doubles each start's CPU (worker 3.9 against 1.8 s on the 2-core CI machine) and the suite starts hundreds.
 * Set by SERVICES_FROM, which the processes started here inherit (an `npm start` under test starts its apps the same way).
 */
type ServicesFrom = 'source' | 'dist'

function servicesFrom (env: NodeJS.ProcessEnv = process.env): ServicesFrom {
  const raw = env.SERVICES_FROM ?? ''
  if (raw === '' || raw === 'source') return 'source'
  if (raw === 'dist') return 'dist'
  throw new Error(`SERVICES_FROM must be source or dist (it is ${raw})`)
}

/** The node arguments that run `name`'s entry point (main.ts: for the api, server.ts itself or a node:cluster primary). */
function entryArgs (name: AppName, from: ServicesFrom): string[] {
  return from === 'dist' ? [`apps/${name}/dist/main.js`] : ['--conditions=source', '--import', 'tsx', `apps/${name}/src/main.ts`]
}

/** The TypeScript projects `tsc -b` builds for SERVICES_FROM=dist: the apps and the packages they import. */
export const SERVICE_PROJECTS: readonly string[] = ['packages/protocol', 'packages/runtime', ...APPS.map((app) => `apps/${app}`)]

/**
 * V8 flags an app runs with however it is started (npm start, the benches, the tests' stacks); the other launch paths
 * (package.json start:api, Dockerfile, docker-compose.yml, compose.testnet.yml) spell out the same (test/compose.test.ts).
 * The api's young generation: a batch of 500 operations allocates a few MB of short-lived objects, and with the default
 * semi-space (16 MB) the scavenger took about a fifth of the api's batch CPU; 32 MB costs some RSS (ADR 012).
 */
export const APP_NODE_ARGS: Record<AppName, readonly string[]> = { emulator: [], api: ['--max-semi-space-size=32'], worker: [], indexer: [] }

/** Apps `npm start` can run several processes of. */
export type ScaledApp = 'api' | 'worker' | 'indexer'

/** The variable that says how many processes of `app` npm start runs (the api's are one node:cluster group). */
const PROCESS_COUNT_VARS: Record<ScaledApp, string> = { api: 'API_PROCESSES', worker: 'WORKER_PROCESSES', indexer: 'INDEXER_PROCESSES' }

/** How many processes of `app` to run: its *_PROCESSES variable, default 1. */
export function processCount (app: ScaledApp, env: NodeJS.ProcessEnv = process.env): number {
  const name = PROCESS_COUNT_VARS[app]
  const raw = env[name] ?? ''
  if (raw === '') return 1
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`${name} must be an integer from 1 to 64`)
  return n
}

/** The name npm start gives the `index`-th (0-based) process of `app` in its logs: worker, worker-2, worker-3, … */
export function processName (app: AppName, index: number): string {
  return index === 0 ? app : `${app}-${index + 1}`
}

/**
 * Health ports (HEALTH_PORT) of the worker and indexer processes npm start runs. The `index`-th (0-based) process
 * of a kind gets base + 10·index: worker 9101, 9111, 9121, …; indexer 9102, 9112, …, so no two processes collide
 * (up to ten kinds of process, each with up to 64). WORKER_HEALTH_PORT / INDEXER_HEALTH_PORT move the base; a base
 * of 0 gives every process a free port of its own (tests).
 */
const HEALTH_PORT_BASES = { worker: 9101, indexer: 9102 } as const
const HEALTH_PORT_VARS = { worker: 'WORKER_HEALTH_PORT', indexer: 'INDEXER_HEALTH_PORT' } as const

export function healthPort (app: 'worker' | 'indexer', index: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[HEALTH_PORT_VARS[app]] ?? ''
  const base = raw === '' ? HEALTH_PORT_BASES[app] : Number(raw)
  if (!Number.isInteger(base) || base < 0 || base + 10 * index > 65535) throw new Error(`${HEALTH_PORT_VARS[app]} must be a port number (0 for free ports)`)
  return base === 0 ? 0 : base + 10 * index
}

export interface LogLine { msg?: string, level?: number, [key: string]: unknown }

export interface Service {
  name: AppName
  child: ChildProcess
  /** Every JSON log line the process printed so far. */
  logs: LogLine[]
  /** The log line that announced readiness. */
  ready: LogLine
  /** Resolves with the exit code and signal once the process has exited. */
  exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>
  /** SIGTERM, then wait for the exit code (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<number | null>
  /** SIGKILL, no grace. */
  kill: () => Promise<void>
  /** Resolves with the first log line matching `predicate` (past or future). */
  waitForLog: (predicate: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>
}

export interface StartOptions {
  timeoutMs?: number
  /** Called with every stdout line as it arrives (parsed when it is JSON). */
  onLine?: (line: LogLine, raw: string) => void
  /** Called with stderr output as it arrives (it is kept for error messages either way). */
  onStderr?: (chunk: string) => void
  /** Extra node arguments before the entry, e.g. `--cpu-prof`. */
  nodeArgs?: string[]
  /**
   * Run in its own process group, so a Ctrl-C at the terminal reaches only the parent, which then
   * stops the services in order (`npm start`). Tests leave it off so no child outlives a crashed run.
   */
  detached?: boolean
  /** How many past log lines to keep for `logs` and `waitForLog` (default 20,000). */
  maxLogs?: number
  /** Called as soon as the process exists (before it is ready), e.g. to be able to stop it meanwhile. */
  onSpawn?: (child: ChildProcess) => void
}

/**
 * Starts one app in its own process (from source, or as built: SERVICES_FROM), as `npm start` does, and resolves once
 * it logs `"<name> ready"`. Rejects with the process's stderr if it exits first.
 */
export async function startService (name: AppName, env: Record<string, string | undefined>, options: StartOptions = {}): Promise<Service> {
  const { timeoutMs = 30_000, onLine, onStderr, nodeArgs = [], maxLogs = 20_000, detached = false, onSpawn } = options
  const child = spawn(process.execPath, [...APP_NODE_ARGS[name], ...nodeArgs, ...entryArgs(name, servicesFrom())], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached
  })
  onSpawn?.(child)
  const logs: LogLine[] = []
  const waiters = new Set<{ predicate: (line: LogLine) => boolean, resolve: (line: LogLine) => void }>()
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => { stderr = (stderr + chunk).slice(-8000); onStderr?.(chunk) })
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine
    try { line = JSON.parse(text) as LogLine } catch { line = { msg: text } }
    logs.push(line)
    if (logs.length > maxLogs) logs.shift()
    onLine?.(line, text)
    for (const waiter of waiters) {
      if (waiter.predicate(line)) { waiters.delete(waiter); waiter.resolve(line) }
    }
  })
  const exited = once(child, 'exit')
  const exitInfo = exited.then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }),
    () => ({ code: child.exitCode, signal: child.signalCode }))

  const waitForLog = async (predicate: (line: LogLine) => boolean, ms = timeoutMs): Promise<LogLine> => {
    const seen = logs.find(predicate)
    if (seen !== undefined) return seen
    return await new Promise<LogLine>((resolve, reject) => {
      const waiter = { predicate, resolve: (line: LogLine) => { clearTimeout(timer); resolve(line) } }
      const timer = setTimeout(() => { waiters.delete(waiter); reject(new Error(`${name}: no matching log line within ${ms} ms\n${stderr}`)) }, ms)
      waiters.add(waiter)
      exited.then(() => {
        if (!waiters.has(waiter)) return
        waiters.delete(waiter); clearTimeout(timer)
        reject(new Error(`${name} exited (code ${String(child.exitCode)}) before the expected log line\n${stderr}`))
      }, () => {})
    })
  }

  const ready = await waitForLog((line) => line.msg === `${name} ready`)
  const stop = async (graceMs = 15_000): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    const [code] = await exited as [number | null]
    clearTimeout(timer)
    return code
  }
  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGKILL')
    await exited
  }
  return { name, child, logs, ready, exited: exitInfo, stop, kill, waitForLog }
}

/** Polls `probe` until it returns a value other than undefined. */
export async function waitFor<T> (probe: () => Promise<T | undefined>, timeoutMs = 30_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (err) { lastError = err }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`condition not met within ${timeoutMs} ms${lastError instanceof Error ? `: ${lastError.message}` : ''}`)
}

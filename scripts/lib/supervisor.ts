// `npm start`'s supervision: a child that dies is restarted with backoff; only stop() ends it.

/** A running child process as the supervisor sees it. */
interface Running {
  pid: number
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>
  /** Asks the process to stop (SIGTERM) and resolves once it has exited (SIGKILL after its grace). */
  stop: () => Promise<void>
}

/**
 * Starts the child and resolves once it serves. `onSpawn` is called with the pid as soon as the
 * process exists, so a stop() during a slow start can end it.
 */
export type Launch = (onSpawn: (kill: () => void) => void) => Promise<Running>

export interface SupervisorLog {
  info: (fields: Record<string, unknown>, msg: string) => void
  warn: (fields: Record<string, unknown>, msg: string) => void
  error: (fields: Record<string, unknown>, msg: string) => void
}

export interface BackoffOptions {
  /** First restart delay; it doubles with each restart in a row. */
  initialMs?: number
  maxMs?: number
  /** A child that ran this long before dying starts again from `initialMs`. */
  stableMs?: number
}

export interface Supervised {
  readonly name: string
  /** The pid of the current process (undefined while it is being restarted). */
  readonly pid: number | undefined
  /** How many times the child was restarted. */
  readonly restarts: number
  /** Stops the child and any restart in progress; it is not restarted afterwards. */
  stop: () => Promise<void>
}

/** The delay before restart number `attempt` (1-based) in a row: initial × 2^(attempt−1), capped. */
export function restartDelayMs (attempt: number, { initialMs = 1000, maxMs = 30_000 }: BackoffOptions = {}): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1))
}

/**
 * Launches `name` once (rejects if that fails: a child that cannot start at all is a configuration
 * problem), then keeps it running: whenever it exits without stop() having been called, it is logged
 * and launched again after a backoff. Failed relaunches count as deaths in a row.
 */
export async function supervise (name: string, launch: Launch, log: SupervisorLog, backoff: BackoffOptions = {}): Promise<Supervised> {
  const { stableMs = 60_000 } = backoff
  const state = { stopping: false }
  let current: Running | undefined
  let killLaunching: (() => void) | undefined
  let wakeUp: (() => void) | undefined
  let inARow = 0
  let restarts = 0
  let loop: Promise<void> = Promise.resolve()

  const start = async (): Promise<Running> => {
    const running = await launch((kill) => { killLaunching = kill })
    killLaunching = undefined
    return running
  }

  const sleep = async (ms: number): Promise<void> => await new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    wakeUp = () => { clearTimeout(timer); resolve() }
  })

  const keepRunning = async (): Promise<void> => {
    while (!state.stopping && current !== undefined) {
      const startedAt = Date.now()
      const { code, signal } = await current.exited
      if (state.stopping) return
      current = undefined
      if (Date.now() - startedAt >= stableMs) inARow = 0
      while (!state.stopping && current === undefined) {
        inARow++
        const delayMs = restartDelayMs(inARow, backoff)
        log.warn({ service: name, code, signal, restartInMs: delayMs }, 'service exited unexpectedly: restarting')
        await sleep(delayMs)
        if (state.stopping) return
        try {
          const running = await start()
          if (state.stopping) { await running.stop(); return }
          current = running
          restarts++
          log.info({ service: name, pid: running.pid, restarts }, 'service restarted')
        } catch (err) {
          killLaunching = undefined
          if (state.stopping) return
          log.error({ service: name, err: err instanceof Error ? err.message : String(err) }, 'service restart failed')
        }
      }
    }
  }

  current = await start()
  log.info({ service: name, pid: current.pid }, 'service started')
  loop = keepRunning()

  return {
    name,
    get pid () { return current?.pid },
    get restarts () { return restarts },
    stop: async () => {
      state.stopping = true
      wakeUp?.()
      killLaunching?.()
      await current?.stop()
      await loop
    }
  }
}

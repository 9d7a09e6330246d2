import closeWithGrace from 'close-with-grace'
import type { Logger } from 'pino'

export interface ShutdownOptions {
  /** Names the last line, `<app> stopped` (the pair of `<app> ready`). */
  app: string
  log: Logger
  /**
   * The bound on `close`: past it the process exits with code 1 anyway. Each app sizes it to its own
   * steps (the worker's drain takes up to SHUTDOWN_TIMEOUT_MS plus its forced-close steps).
   */
  delayMs: number
  /**
   * SIGINT is not a shutdown: for a process run by a primary that turns the terminal's Ctrl-C (which reaches the
   * whole process group) into one SIGTERM per process (the api under API_PROCESSES), so no second signal cuts it short.
   */
  ignoreSigint?: boolean
}

/**
 * Every app's graceful shutdown (close-with-grace): on SIGTERM, SIGINT (and the other terminating signals),
 * an uncaught error or an empty event loop, logs `shutting down` (with the signal or the error), runs `close`
 * once, logs `<app> stopped`, then exits: 0 after a clean close; 1 after an uncaught error, a failed close or
 * `delayMs` without an end. A second signal exits 1 at once.
 */
export function onShutdown ({ app, log, delayMs, ignoreSigint = false }: ShutdownOptions, close: () => Promise<void>): void {
  if (ignoreSigint) process.on('SIGINT', () => {})
  closeWithGrace({
    delay: delayMs,
    ...(ignoreSigint ? { skip: ['SIGINT' as const] } : {}),
    logger: { error: (err: unknown) => { log.error({ err }, 'shutdown failed') } },
    onTimeout: (delay) => { log.error({ delayMs: delay }, 'shutdown took too long; exiting') },
    onSecondSignal: (signal) => { log.warn({ signal }, 'second signal; exiting now') }
  }, async ({ err, signal }) => {
    if (err !== undefined) log.error({ err }, 'shutting down after an error')
    else log.info({ signal }, 'shutting down')
    await close()
    log.info(`${app} stopped`)
  })
}

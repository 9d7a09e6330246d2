import closeWithGrace from 'close-with-grace'
import type { Logger } from 'pino'

export interface ShutdownOptions {
  log: Logger
  /**
   * The bound on `close`: past it the process exits with code 1 anyway. Each app sizes it to its own
   * steps (the worker's drain takes up to SHUTDOWN_TIMEOUT_MS plus its forced-close steps).
   */
  delayMs: number
}

/**
 * Every app's graceful shutdown (close-with-grace): on SIGTERM, SIGINT (and the other terminating
 * signals), an uncaught error or an empty event loop, logs why, runs `close` once, then exits: 0 after a
 * clean close, 1 after an error, a failed close or `delayMs` without an end. A second signal exits at once.
 */
export function onShutdown ({ log, delayMs }: ShutdownOptions, close: () => Promise<void>): void {
  closeWithGrace({
    delay: delayMs,
    logger: { error: (err: unknown) => { log.error({ err }, 'shutdown failed') } },
    onTimeout: (delay) => { log.error({ delayMs: delay }, 'shutdown took too long; exiting') },
    onSecondSignal: (signal) => { log.warn({ signal }, 'second signal; exiting now') }
  }, async ({ err, signal }) => {
    if (err !== undefined) log.error({ err }, 'shutting down after an error')
    else log.info({ signal }, 'shutting down')
    await close()
    log.info('stopped')
  })
}

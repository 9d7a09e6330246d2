import type { AppName } from './services.js'

/** The API's own shutdown bound: close-with-grace's delay in apps/api/src/server.ts. */
export const API_SHUTDOWN_MS = 10_000
/** The worker's default bound on draining active jobs (its SHUTDOWN_TIMEOUT_MS). */
const WORKER_SHUTDOWN_MS = 20_000

/**
 * How long `npm start` waits for a service after SIGTERM before it sends SIGKILL. Always longer than
 * the service's own bound, so a clean shutdown is never cut short: the worker's drain
 * (SHUTDOWN_TIMEOUT_MS) plus time to close the SDK client and Redis, the API's close-with-grace delay.
 */
export function stopGraceMs (name: AppName | 'redis', env: NodeJS.ProcessEnv = process.env): number {
  switch (name) {
    case 'api': return API_SHUTDOWN_MS + 5000
    case 'worker': {
      const drain = Number(env.SHUTDOWN_TIMEOUT_MS ?? WORKER_SHUTDOWN_MS)
      // After the drain the worker gives aborted jobs, webhook deliveries and Redis up to 3 s each.
      return (Number.isFinite(drain) && drain > 0 ? drain : WORKER_SHUTDOWN_MS) + 15_000
    }
    case 'indexer': return 15_000
    case 'emulator': return 10_000
    case 'redis': return 10_000
  }
}

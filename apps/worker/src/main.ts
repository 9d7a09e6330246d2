import { tracing } from './tracing.js'

// Loaded once tracing.ts has run: modules loaded after the SDK started are instrumented (ADR 025).
const { configOrExit, createLogger, onShutdown } = await import('@hcs/runtime')
const { loadConfig } = await import('./config.js')
const { startWorkerService } = await import('./service.js')

// The bound on the whole shutdown: service.close() drains for up to SHUTDOWN_TIMEOUT_MS, then gives aborted
// jobs, webhook deliveries and Redis up to 3 s each; this leaves 1 s more (npm start waits 5 s longer still).
const CLOSE_STEPS_MS = 10_000

const config = configOrExit('worker', () => loadConfig())
const log = createLogger({ level: config.LOG_LEVEL, app: 'worker' })

try {
  const service = await startWorkerService(config, log)
  onShutdown({ app: 'worker', log, delayMs: config.SHUTDOWN_TIMEOUT_MS + CLOSE_STEPS_MS }, async () => {
    await service.close()
    await tracing?.shutdown()
  })
} catch (err) {
  log.fatal({ err }, 'worker failed to start')
  process.exit(1)
}

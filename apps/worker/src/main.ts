import { tracing } from './tracing.js'

// Loaded once tracing.ts has run: modules loaded after the SDK started are instrumented.
const { configOrExit, createLogger, onShutdown } = await import('@hcs/runtime')
const { loadConfig, shutdownBoundMs } = await import('./config.js')
const { startWorkerService } = await import('./service.js')

const config = configOrExit('worker', () => loadConfig())
const log = createLogger({ level: config.LOG_LEVEL, app: 'worker' })

// Signals are handled from before the service logs that it is ready: a SIGTERM right after "worker ready" is a
// graceful stop, never the default exit. One during the start stops what has started (nothing, until it returns).
let service: Awaited<ReturnType<typeof startWorkerService>> | undefined
onShutdown({ app: 'worker', log, delayMs: shutdownBoundMs(config) }, async () => {
  await service?.close()
  await tracing?.shutdown()
})
try {
  service = await startWorkerService(config, log)
} catch (err) {
  log.fatal({ err }, 'worker failed to start')
  process.exit(1)
}

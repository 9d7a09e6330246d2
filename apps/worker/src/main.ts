import { tracing } from './tracing.js'

// Loaded once tracing.ts has run: modules loaded after the SDK started are instrumented.
const { configOrExit, createLogger, onShutdown } = await import('@hcs/runtime')
const { loadConfig, shutdownBoundMs } = await import('./config.js')
const { startWorkerService } = await import('./service.js')

const config = configOrExit('worker', () => loadConfig())
const log = createLogger({ level: config.LOG_LEVEL, app: 'worker' })

try {
  const service = await startWorkerService(config, log)
  onShutdown({ app: 'worker', log, delayMs: shutdownBoundMs(config) }, async () => {
    await service.close()
    await tracing?.shutdown()
  })
} catch (err) {
  log.fatal({ err }, 'worker failed to start')
  process.exit(1)
}

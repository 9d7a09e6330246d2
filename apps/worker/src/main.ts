import { tracing } from './tracing.js'
import { configOrExit, createLogger, onShutdown } from '@hcs/runtime'
import { loadConfig, shutdownBoundMs } from './config.js'
import { startWorkerService } from './service.js'

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

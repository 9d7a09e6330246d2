import { loadConfig } from './config.js'
import { createLogger } from './logger.js'
import { startWorkerService } from './service.js'

const config = loadConfig()
const log = createLogger(config.LOG_LEVEL)

try {
  const service = await startWorkerService(config, log)
  const stop = (signal: string): void => {
    log.info({ signal }, 'worker stopping')
    service.close().then(
      () => { log.info('worker stopped'); process.exit(0) },
      (err: unknown) => { log.error({ err }, 'worker stop failed'); process.exit(1) }
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
} catch (err) {
  log.fatal({ err }, 'worker failed to start')
  process.exit(1)
}

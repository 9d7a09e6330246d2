export { loadConfig } from './config.js'
export { startWorkerService } from './service.js'
export type { WorkerService } from './service.js'

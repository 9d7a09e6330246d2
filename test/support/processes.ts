export { ROOT, startService, waitFor, type AppName, type LogLine, type Service, type StartOptions } from '../../scripts/lib/services.js'

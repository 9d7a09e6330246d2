export { ROOT, startService, waitFor, type AppName, type LogLine, type Service } from '../../scripts/lib/services.js'

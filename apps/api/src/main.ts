// The api's entry. One process runs server.ts; with API_PROCESSES=N (N > 1) this process becomes a node:cluster
// primary that runs N server.ts processes sharing one port (the primary accepts and hands connections out in
// turn), restarts one that dies, and on SIGTERM/SIGINT stops them all, then itself. Node 20 has no reusePort.
import './tracing.js'
import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'

// Loaded once tracing.ts has run: modules loaded after the SDK started are instrumented.
const { configOrExit, createLogger } = await import('@hcs/runtime')
const { loadConfig } = await import('./config.js')

/** Stop bound per process: server.ts's close-with-grace delay (10 s) and a margin; npm start waits longer. */
const STOP_GRACE_MS = 12_000

interface ReadyMessage { type: 'api-ready', address: string }
const isReady = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'api-ready'

async function runPrimary (count: number, level: string): Promise<void> {
  const log = createLogger({ level, app: 'api' }).child({ role: 'primary' })
  // The workers run server.ts itself, with this process's node flags (tsx when run from source).
  cluster.setupPrimary({ exec: fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './server.ts' : './server.js', import.meta.url)) })
  const live = new Set<Worker>()
  let stopping = false
  let ready = false
  let restartsInARow = 0

  const start = (): Worker => {
    const worker = cluster.fork()
    live.add(worker)
    const startedAt = Date.now()
    worker.on('exit', (code, signal) => {
      live.delete(worker)
      if (stopping) return
      if (!ready) {
        log.fatal({ pid: worker.process.pid, code, signal }, 'an api process exited before it served: stopping')
        stop('startup failure', 1)
        return
      }
      if (Date.now() - startedAt > 60_000) restartsInARow = 0
      const delayMs = Math.min(30_000, 1000 * 2 ** restartsInARow++)
      log.warn({ pid: worker.process.pid, code, signal, restartInMs: delayMs }, 'api process exited unexpectedly: restarting')
      setTimeout(() => { if (!stopping) start() }, delayMs).unref()
    })
    return worker
  }

  const stop = (reason: string, exitCode: number): void => {
    if (stopping) return
    stopping = true
    log.info({ reason, processes: live.size }, 'api stopping')
    const exits = [...live].map(async (worker) => await new Promise<void>((resolve) => {
      if (worker.isDead()) { resolve(); return }
      const timer = setTimeout(() => { worker.process.kill('SIGKILL') }, STOP_GRACE_MS)
      worker.once('exit', () => { clearTimeout(timer); resolve() })
      worker.process.kill('SIGTERM')
    }))
    Promise.all(exits).then(() => {
      log.info('api stopped')
      process.exit(exitCode)
    }, () => process.exit(1))
  }
  process.on('SIGTERM', () => { stop('SIGTERM', 0) })
  process.on('SIGINT', () => { stop('SIGINT', 0) })

  const addresses = await Promise.all(Array.from({ length: count }, async () => {
    const worker = start()
    return await new Promise<string>((resolve) => {
      worker.on('message', (message: unknown) => { if (isReady(message)) resolve(message.address) })
    })
  }))
  ready = true
  log.info({ address: addresses[0], processes: count, pids: [...live].map((w) => w.process.pid) }, 'api ready')
}

// The whole configuration is checked here, once, before any process is forked (each process reads it again).
const config = configOrExit('api', () => loadConfig())
if (config.API_PROCESSES > 1 && cluster.isPrimary) await runPrimary(config.API_PROCESSES, config.LOG_LEVEL)
else await import('./server.js')

import { pino } from 'pino'
import { loadConfig } from './config.js'
import { startEmulator } from './emulator.js'

const config = loadConfig()
const log = pino({
  level: config.logLevel,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {})
})

const emulator = await startEmulator({
  host: config.host,
  grpcPort: config.grpcPort,
  mirrorPort: config.mirrorPort,
  receiptTtlMs: config.receiptTtlMs,
  profile: config.profile,
  ...(config.roundTripMs !== undefined ? { roundTripMs: config.roundTripMs } : {}),
  ...(config.consensusDelayMs !== undefined ? { consensusDelayMs: config.consensusDelayMs } : {}),
  ...(config.consensusJitterMs !== undefined ? { consensusJitterMs: config.consensusJitterMs } : {}),
  ...(config.mirrorLagMs !== undefined ? { mirrorLagMs: config.mirrorLagMs } : {}),
  omitInitialTransactionId: config.omitInitialTransactionId,
  ...(config.dataDir !== undefined ? { dataDir: config.dataDir } : {}),
  ...(config.operatorKey !== undefined ? { operatorKey: config.operatorKey } : {}),
  ...(config.infoFile !== undefined ? { infoFile: config.infoFile } : {}),
  logger: log
})

log.info({
  grpcAddress: emulator.grpcAddress,
  nodeAccountId: emulator.nodeAccountId,
  mirrorUrl: emulator.mirrorUrl,
  operatorId: emulator.operatorId,
  profile: config.profile,
  network: emulator.faults.get(),
  infoFile: config.infoFile ?? null,
  dataDir: config.dataDir ?? null
}, 'emulator ready')

let stopping = false
async function shutdown (signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'emulator stopping')
  await emulator.close()
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((err: unknown) => {
      log.error({ err }, 'emulator shutdown failed')
      process.exit(1)
    })
  })
}

import { configOrExit, createLogger, onShutdown } from '@hcs/runtime'
import { loadConfig, SHUTDOWN_BOUND_MS } from './config.js'
import { startEmulator } from './emulator.js'

const config = configOrExit('emulator', () => loadConfig())
const log = createLogger({ level: config.logLevel, app: 'emulator' })

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
  hbarUsd: config.hbarUsd,
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
  networkId: emulator.networkId,
  profile: config.profile,
  network: emulator.faults.get(),
  infoFile: config.infoFile ?? null,
  dataDir: config.dataDir ?? null
}, 'emulator ready')

onShutdown({ app: 'emulator', log, delayMs: SHUTDOWN_BOUND_MS }, async () => { await emulator.close() })

import { join } from 'node:path'
import { PROFILES, isProfileName, type ProfileName } from './network-profile.js'

export interface Config {
  host: string
  grpcPort: number
  mirrorPort: number
  dataDir?: string
  operatorKey?: string
  receiptTtlMs: number
  profile: ProfileName
  /** Explicit figures; unset ones come from the profile. */
  roundTripMs?: number
  consensusDelayMs?: number
  consensusJitterMs?: number
  mirrorLagMs?: number
  omitInitialTransactionId: boolean
  infoFile?: string
  logLevel: string
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

function integer (env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`Invalid configuration: ${name} must be an integer from 0 to ${max}`)
  return Number(raw)
}

function optionalInteger (env: NodeJS.ProcessEnv, name: string): Record<string, number> {
  const raw = env[name]
  return raw === undefined || raw === '' ? {} : { [name]: integer(env, name, 0) }
}

function text (env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]
  return raw === undefined || raw === '' ? undefined : raw
}

/** Reads the EMULATOR_* variables (see README); the key itself is never echoed in an error. */
export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = text(env, 'EMULATOR_DATA_DIR')
  const infoFile = text(env, 'EMULATOR_INFO_FILE') ?? (dataDir !== undefined ? join(dataDir, 'network.json') : undefined)
  const operatorKey = text(env, 'EMULATOR_OPERATOR_KEY')
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info'
  if (!LEVELS.has(logLevel)) throw new Error('Invalid configuration: LOG_LEVEL')
  const profile = text(env, 'EMULATOR_PROFILE') ?? 'local'
  if (!isProfileName(profile)) throw new Error(`Invalid configuration: EMULATOR_PROFILE must be one of ${PROFILES.join(', ')}`)
  const figures = {
    ...optionalInteger(env, 'EMULATOR_ROUND_TRIP_MS'),
    ...optionalInteger(env, 'EMULATOR_CONSENSUS_DELAY_MS'),
    ...optionalInteger(env, 'EMULATOR_CONSENSUS_JITTER_MS'),
    ...optionalInteger(env, 'EMULATOR_MIRROR_LAG_MS')
  }
  return {
    host: text(env, 'EMULATOR_HOST') ?? '127.0.0.1',
    grpcPort: integer(env, 'EMULATOR_GRPC_PORT', 50211, 65535),
    mirrorPort: integer(env, 'EMULATOR_MIRROR_PORT', 5551, 65535),
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(operatorKey !== undefined ? { operatorKey } : {}),
    receiptTtlMs: integer(env, 'EMULATOR_RECEIPT_TTL_MS', 180_000),
    profile,
    ...(figures.EMULATOR_ROUND_TRIP_MS !== undefined ? { roundTripMs: figures.EMULATOR_ROUND_TRIP_MS } : {}),
    ...(figures.EMULATOR_CONSENSUS_DELAY_MS !== undefined ? { consensusDelayMs: figures.EMULATOR_CONSENSUS_DELAY_MS } : {}),
    ...(figures.EMULATOR_CONSENSUS_JITTER_MS !== undefined ? { consensusJitterMs: figures.EMULATOR_CONSENSUS_JITTER_MS } : {}),
    ...(figures.EMULATOR_MIRROR_LAG_MS !== undefined ? { mirrorLagMs: figures.EMULATOR_MIRROR_LAG_MS } : {}),
    omitInitialTransactionId: integer(env, 'EMULATOR_OMIT_INITIAL_TRANSACTION_ID', 0, 1) === 1,
    ...(infoFile !== undefined ? { infoFile } : {}),
    logLevel
  }
}

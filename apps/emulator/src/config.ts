import { join } from 'node:path'
import { z } from 'zod'
import { baseEnv, intEnv, parseEnv, portEnv } from '@hcs/runtime'
import { PROFILES, type ProfileName } from './network-profile.js'

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

const optionalMs = z.coerce.number().int().min(0).optional()

/** Every variable the emulator reads (see README): LOG_LEVEL and the EMULATOR_* ones. It is on no network and uses no Redis. */
export const configSchema = baseEnv.extend({
  EMULATOR_HOST: z.string().default('127.0.0.1'),
  EMULATOR_GRPC_PORT: portEnv(50211),
  EMULATOR_MIRROR_PORT: portEnv(5551),
  EMULATOR_DATA_DIR: z.string().optional(),
  // a secret: an error names the variable only
  EMULATOR_OPERATOR_KEY: z.string().optional(),
  EMULATOR_RECEIPT_TTL_MS: intEnv(180_000, 0),
  EMULATOR_PROFILE: z.enum(PROFILES).default('local'),
  EMULATOR_ROUND_TRIP_MS: optionalMs,
  EMULATOR_CONSENSUS_DELAY_MS: optionalMs,
  EMULATOR_CONSENSUS_JITTER_MS: optionalMs,
  EMULATOR_MIRROR_LAG_MS: optionalMs,
  EMULATOR_OMIT_INITIAL_TRANSACTION_ID: intEnv(0, 0, 1),
  // default: network.json in EMULATOR_DATA_DIR, when that is set
  EMULATOR_INFO_FILE: z.string().optional()
})

/** Drops the keys whose value is undefined (the emulator's options are optional, not `undefined`). */
function defined<T extends object> (value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

const parsedConfig = configSchema.transform((env): Config => defined({
  host: env.EMULATOR_HOST,
  grpcPort: env.EMULATOR_GRPC_PORT,
  mirrorPort: env.EMULATOR_MIRROR_PORT,
  dataDir: env.EMULATOR_DATA_DIR,
  operatorKey: env.EMULATOR_OPERATOR_KEY,
  receiptTtlMs: env.EMULATOR_RECEIPT_TTL_MS,
  profile: env.EMULATOR_PROFILE,
  roundTripMs: env.EMULATOR_ROUND_TRIP_MS,
  consensusDelayMs: env.EMULATOR_CONSENSUS_DELAY_MS,
  consensusJitterMs: env.EMULATOR_CONSENSUS_JITTER_MS,
  mirrorLagMs: env.EMULATOR_MIRROR_LAG_MS,
  omitInitialTransactionId: env.EMULATOR_OMIT_INITIAL_TRANSACTION_ID === 1,
  infoFile: env.EMULATOR_INFO_FILE ?? (env.EMULATOR_DATA_DIR !== undefined ? join(env.EMULATOR_DATA_DIR, 'network.json') : undefined),
  logLevel: env.LOG_LEVEL
}))

/** The bound on the emulator's shutdown (main.ts): its gRPC and mirror servers and its store (npm start waits 10 s, compose too). */
export const SHUTDOWN_BOUND_MS = 8000

/** Reads the emulator's environment; empty strings count as unset, errors never echo a value (ADR 023). */
export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(parsedConfig, env)
}

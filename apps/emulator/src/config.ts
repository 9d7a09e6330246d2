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
  hbarUsd: number
  infoFile?: string
  logLevel: string
}

const optionalMs = z.coerce.number().int().min(0).optional()

/** Every variable the emulator reads (docs/configuration.md): LOG_LEVEL and the EMULATOR_* ones. It is on no network and uses no Redis. */
export const configSchema = baseEnv.extend({
  EMULATOR_HOST: z.string().default('127.0.0.1').describe('Bind address of the gRPC and mirror servers (the info file repeats it).'),
  EMULATOR_GRPC_PORT: portEnv(50211).describe('Port of the consensus node\'s gRPC, which serves the mirror\'s subscribeTopic too; `0` picks a free one.'),
  EMULATOR_MIRROR_PORT: portEnv(5551).describe('Port of the mirror REST API and the admin API; `0` picks a free one.'),
  EMULATOR_DATA_DIR: z.string().optional().meta({
    description: 'Where the emulator keeps its state: the append-only ledger.log, the operator\'s private key operator.key and network.json, each mode 0600 (the folder 0700 when created).',
    whenUnset: 'memory only'
  }),
  // a secret: an error names the variable only
  EMULATOR_OPERATOR_KEY: z.string().optional().meta({
    description: 'Ed25519 private key (DER or raw hex) of the operator account 0.0.2; with a data dir it must match the key stored there.',
    whenUnset: 'generated, or read back from the data dir'
  }),
  EMULATOR_RECEIPT_TTL_MS: intEnv(180_000, 0).describe('How long receipts and records are served.'),
  EMULATOR_PROFILE: z.enum(PROFILES).default('local').describe('The network figures to start from: `local` (no delays) or `mainnet` (round trip 150 ms, consensus 3 s ± 0.5 s, mirror lag 2 s); EMULATOR_ROUND_TRIP_MS, EMULATOR_CONSENSUS_DELAY_MS, EMULATOR_CONSENSUS_JITTER_MS and EMULATOR_MIRROR_LAG_MS override them one by one.'),
  EMULATOR_ROUND_TRIP_MS: optionalMs.meta({
    description: 'Added to every gRPC call: half before the node handles it, half before its answer.',
    whenUnset: 'the profile\'s'
  }),
  EMULATOR_CONSENSUS_DELAY_MS: optionalMs.meta({
    description: 'Time from acceptance (precheck OK) to consensus; the receipt is UNKNOWN meanwhile.',
    whenUnset: 'the profile\'s'
  }),
  EMULATOR_CONSENSUS_JITTER_MS: optionalMs.meta({
    description: 'Each transaction\'s consensus delay is drawn uniformly from delay ± jitter, so consensus order may differ from send order.',
    whenUnset: 'the profile\'s'
  }),
  EMULATOR_MIRROR_LAG_MS: optionalMs.meta({
    description: 'A message becomes visible on the mirror (REST and stream) this long after consensus.',
    whenUnset: 'the profile\'s'
  }),
  EMULATOR_OMIT_INITIAL_TRANSACTION_ID: intEnv(0, 0, 1).describe('`1`: the omitInitialTransactionId fault from the start (the mirror, REST and stream, serves `chunk_info` without the initial transaction id); `DELETE /admin/faults` keeps it.'),
  EMULATOR_HBAR_USD: z.coerce.number().min(0.0001).max(1000).default(0.1).describe('HBAR\'s price in USD: fees are set in USD (mainnet\'s published ones, ADR 051) and charged in tinybars at this rate, which the mirror serves at /api/v1/network/exchangerate. At 0.1 a topic message costs 800,000 tinybars.'),
  EMULATOR_INFO_FILE: z.string().optional().meta({
    description: 'Where to write the connection info (network.json: addresses, operator, networkId) once serving.',
    whenUnset: 'network.json in EMULATOR_DATA_DIR; none without a data dir'
  })
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
  hbarUsd: env.EMULATOR_HBAR_USD,
  infoFile: env.EMULATOR_INFO_FILE ?? (env.EMULATOR_DATA_DIR !== undefined ? join(env.EMULATOR_DATA_DIR, 'network.json') : undefined),
  logLevel: env.LOG_LEVEL
}))

/** The bound on the emulator's shutdown (main.ts): its gRPC and mirror servers and its store (npm start waits 10 s, compose too). */
export const SHUTDOWN_BOUND_MS = 8000

/** Reads the emulator's environment; empty strings count as unset, errors never echo a value (ADR 023). */
export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(parsedConfig, env)
}

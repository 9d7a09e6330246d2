import { writeSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { createServer, type Server as HttpServer } from 'node:http'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import * as grpc from '@grpc/grpc-js'
import type { Logger } from 'pino'
import { createLogger } from '@hcs/runtime'
import { createFaults, type Faults } from './faults.js'
import { NETWORK_PROFILES, type NetworkSettings, type ProfileName } from './network-profile.js'
import { createHederaLedger, commitGenesis, type HederaLedger } from './ledger/hedera-ledger.js'
import { DEFAULT_EXCHANGE_RATE, createFees, exchangeRateForUsd } from './ledger/fees.js'
import { applyEvent, createState, type GenesisEvent, type State } from './ledger/state.js'
import { createMemoryStore, openFileStore, type EventStore } from './ledger/store.js'
import { generateOperatorKey, parseOperatorKey, type OperatorKey } from './keys.js'
import { OPERATOR_KEY_FILE, readOperatorKeyFile, writeOperatorKeyFile, writeSecretFile } from './secret-files.js'
import { addConsensusService } from './node/consensus-service.js'
import { addCryptoService } from './node/crypto-service.js'
import { addMirrorService } from './mirror/mirror-grpc.js'
import { handleMirrorRequest, sendError, sendJson } from './mirror/mirror-rest.js'
import { handleAdminRequest } from './admin.js'
import type { TransactionContext } from './node/grpc-server.js'

export interface EmulatorOptions {
  host?: string
  /** 0 picks a free port. */
  grpcPort?: number
  mirrorPort?: number
  /** Unset: memory only. */
  dataDir?: string
  /** The log file's write (tests: one that fails as a full disk does); default node's writeSync. */
  logWrite?: typeof writeSync
  /** Ed25519 private key, DER or raw hex. Unset: read back from the data dir, else generated. */
  operatorKey?: string
  receiptTtlMs?: number
  /** Network figures to start from (default `local`: no delays); the fields below override single figures. */
  profile?: ProfileName
  roundTripMs?: number
  consensusDelayMs?: number
  consensusJitterMs?: number
  mirrorLagMs?: number
  /** HBAR's price in USD, the exchange rate fees are charged at (default 0.10; the mirror serves it at `/api/v1/network/exchangerate`). */
  hbarUsd?: number
  /** The mirror leaves `chunk_info.initial_transaction_id` out of topic messages (REST and stream); a fault that `reset()` keeps. */
  omitInitialTransactionId?: boolean
  /** Where to write {@link NetworkInfo} as JSON once serving; default `${dataDir}/network.json` with a data dir. */
  infoFile?: string
  logger?: Logger
}

/** How other processes reach the emulator (also the info file's content). */
interface NetworkInfo {
  grpcAddress: string
  nodeAccountId: string
  mirrorUrl: string
  /** The mirror gRPC service (`TopicMessageQuery`) is served on the node's own port. */
  mirrorGrpcAddress: string
  operatorId: string
  operatorKey: string
  /**
   * This network's identity (`local-<16 hex>`), stable for one data dir and new for every fresh one (and
   * for every memory-only run): the same topic ids come back on each fresh emulator, so the service keys
   * its Redis state by this id (HEDERA_NETWORK_ID).
   */
  networkId: string
}

export interface Emulator extends NetworkInfo {
  faults: Faults
  close: () => Promise<void>
}

const NODE_ACCOUNT_ID = '0.0.3'
const OPERATOR_ID = '0.0.2'

function writeInfoFile (path: string, info: NetworkInfo): void {
  writeSecretFile(path, JSON.stringify(info, null, 2) + '\n')
}

/**
 * The operator's private key (DER hex): the one given (or just generated), else the data dir's key file. It
 * must match the genesis public key.
 */
function operatorKeyOf (genesis: GenesisEvent, given: OperatorKey | undefined, dataDir: string | undefined): string {
  if (given !== undefined) {
    if (given.publicHex !== genesis.operatorPublicKey) throw new Error('EMULATOR_OPERATOR_KEY differs from the operator key stored in the data dir')
    return given.derHex
  }
  const stored = dataDir === undefined ? undefined : readOperatorKeyFile(dataDir)
  if (stored === undefined) throw new Error(`the operator key file ${OPERATOR_KEY_FILE} is missing from the data dir: give EMULATOR_OPERATOR_KEY`)
  if (parseOperatorKey(stored).publicHex !== genesis.operatorPublicKey) throw new Error(`${OPERATOR_KEY_FILE} does not match the operator in the data dir`)
  return stored
}

async function bindGrpc (server: grpc.Server, host: string, port: number): Promise<number> {
  return await new Promise((resolve, reject) => {
    server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (err, bound) => {
      if (err !== null) reject(err)
      else resolve(bound)
    })
  })
}

async function listenHttp (server: HttpServer, host: string, port: number): Promise<number> {
  return await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** The profile's figures, each overridden by an explicit option. */
export function networkSettings (options: Pick<EmulatorOptions, 'profile' | keyof NetworkSettings>): NetworkSettings {
  const profile = NETWORK_PROFILES[options.profile ?? 'local']
  return {
    roundTripMs: options.roundTripMs ?? profile.roundTripMs,
    consensusDelayMs: options.consensusDelayMs ?? profile.consensusDelayMs,
    consensusJitterMs: options.consensusJitterMs ?? profile.consensusJitterMs,
    mirrorLagMs: options.mirrorLagMs ?? profile.mirrorLagMs
  }
}

/**
 * The log's write under the `diskFull` fault (POST /admin/faults): half of the line reaches the file, then ENOSPC,
 * as on a disk that filled up mid-write. The store cuts the torn line back and the node refuses with BUSY.
 */
function diskFullAware (write: typeof writeSync, faults: Faults): typeof writeSync {
  return ((fd: number, buffer: Uint8Array, offset?: number, ...rest: unknown[]) => {
    if (!faults.diskFull()) return (write as (...args: unknown[]) => number)(fd, buffer, offset, ...rest)
    if ((offset ?? 0) === 0 && buffer.length > 1) return write(fd, buffer, 0, Math.floor(buffer.length / 2))
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
  }) as typeof writeSync
}

/** The ledger's state and event store, replayed from the data dir, with the operator (written at genesis on a fresh one). */
interface OpenedState {
  state: State
  store: EventStore
  operator: GenesisEvent
  /** The operator's private key, DER hex. */
  operatorKey: string
}

function openState (options: EmulatorOptions, faults: Faults): OpenedState {
  const store = options.dataDir !== undefined ? openFileStore(options.dataDir, { write: diskFullAware(options.logWrite ?? writeSync, faults) }) : createMemoryStore()
  try {
    const state = createState(store)
    store.replay((event, record) => applyEvent(state, event, record))
    let given = options.operatorKey !== undefined ? parseOperatorKey(options.operatorKey) : undefined
    if (state.operator === undefined) {
      const key = given ?? generateOperatorKey()
      given = key
      // the private key goes to its own 0600 file, never into the event log
      if (options.dataDir !== undefined) writeOperatorKeyFile(options.dataDir, key.derHex)
      const genesis: GenesisEvent = { e: 'genesis', operatorId: OPERATOR_ID, operatorPublicKey: key.publicHex, genesisId: randomBytes(8).toString('hex') }
      commitGenesis(state, store, genesis)
    }
    const operator = state.operator as GenesisEvent
    // the network id (`local-<genesisId>`) scopes every Redis key of the services: never derive one from nothing
    if (typeof operator.genesisId !== 'string' || operator.genesisId === '') {
      throw new Error(`${options.dataDir ?? 'the emulator'}: the ledger's genesis has no genesis id: start from an empty data dir`)
    }
    return { state, store, operator, operatorKey: operatorKeyOf(operator, given, options.dataDir) }
  } catch (err) {
    store.close()
    throw err
  }
}

/** The consensus node's services and the mirror's topic subscription, on one gRPC server. */
function createGrpcServer (ledger: HederaLedger, faults: Faults, log: Logger): grpc.Server {
  const ctx: TransactionContext = {
    ledger,
    faults,
    precheck: { state: ledger.state, nodeAccountId: [0, 0, 3], isDuplicate: ledger.isDuplicate, fees: ledger.fees, nowNs: faults.nowNs }
  }
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 1024 * 1024 })
  addConsensusService(server, ctx, log)
  addCryptoService(server, ctx, log)
  addMirrorService(server, ledger, faults.mirrorLagMs, log, faults.omitInitialTransactionId)
  return server
}

/** The HTTP side: health, the admin API and the mirror's REST API. */
function createHttpServer (ledger: HederaLedger, faults: Faults, log: Logger): HttpServer {
  const http = createServer((req, res) => {
    // the network's clock (fault `clockSkewMs`), as a real mirror's Date header tells its own: what a client may measure skew by
    res.setHeader('date', new Date(faults.nowMs()).toUTCString())
    // liveness for an orchestrator (compose's health check): both servers are bound once this answers
    if (req.method === 'GET' && (req.url ?? '/').split('?')[0] === '/health/live') { sendJson(res, 200, { status: 'ok' }); return }
    // readiness: unready while its log cannot be written (a full disk), with the reason; ready again once it can
    if (req.method === 'GET' && (req.url ?? '/').split('?')[0] === '/health/ready') {
      const failure = ledger.logFailure()
      sendJson(res, failure === undefined ? 200 : 503, failure === undefined ? { status: 'ready' } : { status: 'unready', reason: 'log_write_failed', detail: failure })
      return
    }
    handleAdminRequest(faults, ledger, req, res)
      .then((handled) => {
        if (handled) return
        if (!handleMirrorRequest(ledger, req, res, faults)) sendError(res, 404, 'Not found')
      })
      .catch((err: unknown) => {
        log.error({ err }, 'mirror request failed')
        if (!res.headersSent) sendError(res, 500, 'Internal Server Error')
        else res.destroy()
      })
  })
  http.keepAliveTimeout = 5_000
  return http
}

/** Stops both servers (gRPC forced after 2 s), then closes the ledger; once, however often it is called. */
function closer (grpcServer: grpc.Server, http: HttpServer, ledger: HederaLedger): () => Promise<void> {
  let closing: Promise<void> | undefined
  return async () => {
    closing ??= (async () => {
      await Promise.all([
        new Promise<void>((resolve) => {
          const force = setTimeout(() => grpcServer.forceShutdown(), 2_000)
          grpcServer.tryShutdown(() => { clearTimeout(force); resolve() })
        }),
        new Promise<void>((resolve) => {
          http.close(() => resolve())
          http.closeAllConnections()
        })
      ])
      ledger.close()
    })()
    await closing
  }
}

/** Starts the consensus node (gRPC), the mirror node (REST, and gRPC subscribeTopic) and the admin API. */
export async function startEmulator (options: EmulatorOptions = {}): Promise<Emulator> {
  const log = options.logger ?? createLogger({ level: 'info', app: 'emulator' })
  const host = options.host ?? '127.0.0.1'
  const faults = createFaults(options.receiptTtlMs ?? 180_000, networkSettings(options), options.omitInitialTransactionId === true ? { omitInitialTransactionId: 1 } : {})
  const { state, store, operator, operatorKey } = openState(options, faults)
  const fees = createFees(options.hbarUsd !== undefined ? exchangeRateForUsd(options.hbarUsd) : DEFAULT_EXCHANGE_RATE)
  const ledger = createHederaLedger({ state, store, faults, fees, log })
  const grpcServer = createGrpcServer(ledger, faults, log)
  const http = createHttpServer(ledger, faults, log)

  let grpcPort: number
  let mirrorPort: number
  try {
    grpcPort = await bindGrpc(grpcServer, host, options.grpcPort ?? 50211)
    mirrorPort = await listenHttp(http, host, options.mirrorPort ?? 5551)
  } catch (err) {
    grpcServer.forceShutdown()
    http.close()
    ledger.close()
    throw err
  }

  const grpcAddress = `${host}:${grpcPort}`
  const info: NetworkInfo = {
    grpcAddress,
    nodeAccountId: NODE_ACCOUNT_ID,
    mirrorUrl: `http://${host}:${mirrorPort}`,
    mirrorGrpcAddress: grpcAddress,
    operatorId: operator.operatorId,
    operatorKey,
    networkId: `local-${operator.genesisId}`
  }
  const infoFile = options.infoFile ?? (options.dataDir !== undefined ? join(options.dataDir, 'network.json') : undefined)
  if (infoFile !== undefined) writeInfoFile(infoFile, info)
  return { ...info, faults, close: closer(grpcServer, http, ledger) }
}

// `npm start`: the whole service on one machine, supervised. With no Hedera credentials it runs the
// embedded emulator; with HEDERA_NETWORK=testnet|mainnet and operator credentials it runs against Hedera.
// A service that dies is restarted with backoff; only Ctrl-C or SIGTERM stops everything.
import { randomBytes } from 'node:crypto'
import { access, constants, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { stopGraceMs } from './lib/graces.js'
import { ensureRedis } from './lib/redis.js'
import { createPrinter, createStartLog } from './lib/start-log.js'
import { supervise, type Launch, type Supervised } from './lib/supervisor.js'
import { runCreateTopic } from './lib/topic.js'
import { envFor } from './lib/secrets.js'
import { healthPort, processCount, processName, ROOT, startService, type AppName } from './lib/services.js'

interface EmbeddedState { apiKey?: string, topicId?: string, topicsLine?: string, publicTopicId?: string, registryTopicId?: string }
interface NetworkInfo { grpcAddress: string, mirrorUrl: string, operatorId: string, operatorKey: string, networkId: string }

const env = process.env
const tty = process.stdout.isTTY === true
const log = createStartLog(tty)
// An absolute HCS20_DATA_DIR is used as given; a relative one is taken from the project root.
const dataDir = resolve(ROOT, env.HCS20_DATA_DIR ?? '.data')
const statePath = join(dataDir, 'embedded.json')
const services: Supervised[] = []
let stopping = false

/** `label` names the process in the logs (worker, worker-2, …); `name` is the app it runs. */
function launchApp (name: AppName, serviceEnv: Record<string, string | undefined>, label: string = name): Launch {
  return async (onSpawn) => {
    const service = await startService(name, serviceEnv, {
      onLine: createPrinter(label, tty),
      onStderr: (chunk) => process.stderr.write(`${label}: ${chunk}`),
      onSpawn: (child) => onSpawn(() => child.kill('SIGKILL')),
      maxLogs: 0,
      timeoutMs: 60_000,
      detached: true
    })
    return { pid: service.child.pid ?? 0, exited: service.exited, stop: async () => { await service.stop(stopGraceMs(name, env)) } }
  }
}

let dataDirChecked: Promise<void> | undefined
/**
 * Creates the data dir (once) and checks that this user may write it: a clear one-line reason, naming
 * HCS20_DATA_DIR, instead of a stack trace from the first write deep inside a service.
 */
async function writableDataDir (): Promise<void> {
  dataDirChecked ??= (async () => {
    try {
      await mkdir(dataDir, { recursive: true })
      await access(dataDir, constants.W_OK | constants.X_OK)
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message
      throw new Error(`the data dir ${dataDir} cannot be created or written (${reason}): set HCS20_DATA_DIR to a folder this user may write, or fix its owner and mode`)
    }
  })()
  await dataDirChecked
}

/** A secret from the environment, else the one kept in the data dir under `file` (generated once, mode 0600). */
async function keptSecret (name: 'KEY_HASH_SECRET' | 'WEBHOOK_SECRET_KEY', file: string): Promise<string> {
  if ((env[name] ?? '') !== '') return env[name] as string
  const path = join(dataDir, file)
  try {
    return (await readFile(path, 'utf8')).trim()
  } catch {
    await writableDataDir()
    const secret = randomBytes(32).toString(name === 'WEBHOOK_SECRET_KEY' ? 'base64' : 'base64url')
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

async function run (name: string, launch: Launch): Promise<void> {
  services.push(await supervise(name, launch, log))
}

async function loadState (): Promise<EmbeddedState> {
  try { return JSON.parse(await readFile(statePath, 'utf8')) as EmbeddedState } catch { return {} }
}

async function topicExists (mirrorUrl: string, topicId: string): Promise<boolean> {
  const res = await fetch(`${mirrorUrl}/api/v1/topics/${topicId}`)
  return res.ok
}

/** Starts the emulator; its ports are pinned after the first start, so a restart keeps its addresses. */
async function startEmulator (): Promise<NetworkInfo> {
  const infoFile = join(dataDir, 'emulator', 'network.json')
  const emulatorEnv: Record<string, string> = { EMULATOR_DATA_DIR: join(dataDir, 'emulator'), EMULATOR_INFO_FILE: infoFile }
  await run('emulator', launchApp('emulator', emulatorEnv))
  const info = JSON.parse(await readFile(infoFile, 'utf8')) as NetworkInfo
  emulatorEnv.EMULATOR_GRPC_PORT = info.grpcAddress.slice(info.grpcAddress.lastIndexOf(':') + 1)
  emulatorEnv.EMULATOR_MIRROR_PORT = new URL(info.mirrorUrl).port
  return info
}

async function main (): Promise<void> {
  const embedded = env.HEDERA_OPERATOR_KEY === undefined && (env.HEDERA_NETWORK ?? 'local') === 'local'
  if (!embedded && (env.API_SECRET_KEY ?? '') === '') {
    throw new Error('API_SECRET_KEY is required against a Hedera network (npm start generates a key only for the embedded emulator)')
  }
  // the embedded network keeps its state there: say so now if it cannot, before anything starts
  if (embedded) await writableDataDir()
  const counts = { api: processCount('api'), worker: processCount('worker'), indexer: processCount('indexer') }
  // Check the health ports of every process before anything starts.
  const healthPorts = {
    worker: Array.from({ length: counts.worker }, (_, i) => healthPort('worker', i)),
    indexer: Array.from({ length: counts.indexer }, (_, i) => healthPort('indexer', i))
  }
  const clusterNodes = env.REDIS_CLUSTER_NODES ?? ''
  const shared: Record<string, string | undefined> = {}
  if (clusterNodes !== '') {
    // A Redis Cluster: the apps connect to it (REDIS_CLUSTER_NODES, inherited); no Redis of our own.
    log.info({ redisClusterNodes: clusterNodes }, 'using the Redis Cluster of REDIS_CLUSTER_NODES')
  } else {
    const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379'
    const redis = await ensureRedis(redisUrl, join(dataDir, 'redis'))
    if (redis !== undefined) {
      await run('redis', redis)
      log.info({ redisUrl, dir: join(dataDir, 'redis') }, 'started redis-server for this session')
    }
    shared.REDIS_URL = redisUrl
  }

  let apiKey = env.API_SECRET_KEY ?? ''
  let publicTopicId: string | undefined
  if (embedded) {
    await writableDataDir()
    const state = await loadState()
    const info = await startEmulator()
    Object.assign(shared, {
      HEDERA_NETWORK: 'custom',
      // Redis state is keyed by it: a fresh emulator (same topic ids) never meets an earlier one's state
      HEDERA_NETWORK_ID: info.networkId,
      HEDERA_NODES: `${info.grpcAddress}=0.0.3`,
      HEDERA_OPERATOR_ID: info.operatorId,
      HEDERA_OPERATOR_KEY: info.operatorKey,
      MIRROR_URL: info.mirrorUrl,
      // local development: webhook receivers usually run on this machine (against Hedera the default, false, stands)
      WEBHOOK_ALLOW_PRIVATE: env.WEBHOOK_ALLOW_PRIVATE ?? 'true'
    })
    if (env.HCS20_TOPIC_ID === undefined) {
      if (state.topicId === undefined || !(await topicExists(info.mirrorUrl, state.topicId))) {
        const created = await runCreateTopic({ ...process.env, ...shared }, ['--private', '--memo', 'hcs20 default topic'])
        state.topicId = created.topicId
        state.topicsLine = created.topicsLine
        log.info({ topicId: created.topicId }, 'created the default topic on the embedded network')
      }
      // a public topic beside it (no submit key): holders sign their own transfers and burns there (ADR 040)
      if (state.publicTopicId === undefined || !(await topicExists(info.mirrorUrl, state.publicTopicId))) {
        const created = await runCreateTopic({ ...process.env, ...shared }, ['--memo', 'hcs20 public topic'])
        state.publicTopicId = created.topicId
        log.info({ topicId: created.topicId }, 'created the public topic on the embedded network')
      }
      shared.HCS20_TOPIC_ID = state.topicId
      publicTopicId = state.publicTopicId
      shared.HCS20_TOPICS = [state.topicsLine, state.publicTopicId, env.HCS20_TOPICS].filter((v) => v !== undefined && v !== '').join(',')
    }
    // an HCS-20 registry topic (public, not managed): the indexer lists its `register` messages, the api writes them
    if (env.HCS20_REGISTRY_TOPIC_ID === undefined) {
      if (state.registryTopicId === undefined || !(await topicExists(info.mirrorUrl, state.registryTopicId))) {
        const created = await runCreateTopic({ ...process.env, ...shared }, ['--memo', 'hcs20 registry topic'])
        state.registryTopicId = created.topicId
        log.info({ topicId: created.topicId }, 'created the registry topic on the embedded network')
      }
      shared.HCS20_REGISTRY_TOPIC_ID = state.registryTopicId
    }
    if (apiKey === '') apiKey = state.apiKey ??= randomBytes(24).toString('base64url')
    // Only the embedded network has state of ours to keep: against Hedera nothing is written here.
    await writeFile(statePath, JSON.stringify(state, null, 2), { mode: 0o600 })
  }
  const secrets = {
    apiKeys: apiKey,
    keyHashSecret: await keptSecret('KEY_HASH_SECRET', 'key-hash-secret'),
    webhookSecretKey: await keptSecret('WEBHOOK_SECRET_KEY', 'webhook-secret-key')
  }

  const port = env.PORT ?? '3000'
  // Several indexers: one leads each topic, the others wait for its lease. Several workers share the queues.
  for (const app of ['indexer', 'worker'] as const) {
    for (let i = 0; i < counts[app]; i++) {
      const name = processName(app, i)
      await run(name, launchApp(app, { ...envFor(app, shared, secrets), HEALTH_PORT: String(healthPorts[app][i]) }, name))
    }
  }
  // API_PROCESSES (inherited) > 1: one node:cluster primary and its processes on one port (apps/api/src/main.ts).
  await run('api', launchApp('api', { ...envFor('api', shared, secrets), PORT: port }))
  printBanner({ port, embedded, generatedKey: (env.API_SECRET_KEY ?? '') === '' ? apiKey : undefined, shared, publicTopicId, counts, healthPorts })
}

interface BannerInput {
  port: string
  embedded: boolean
  generatedKey?: string
  shared: Record<string, string | undefined>
  /** The embedded network's public topic, when npm start manages one. */
  publicTopicId?: string
  counts: Record<'api' | 'worker' | 'indexer', number>
  healthPorts: Record<'worker' | 'indexer', number[]>
}

function printBanner ({ port, embedded, generatedKey, shared, publicTopicId, counts, healthPorts }: BannerInput): void {
  const base = `http://127.0.0.1:${port}`
  // Never echo a key the operator supplied: logs and terminals get shared. Only a key generated here is shown.
  const keyLine = generatedKey === undefined ? '(from API_SECRET_KEY; not shown)' : `${generatedKey}   (generated; kept in ${statePath})`
  const key = generatedKey ?? '<your API_SECRET_KEY>'
  console.log(`
HCS-20 points service is running${embedded ? ' on the embedded Hedera emulator' : ''}.
  API          ${base}        (docs: ${base}/docs)
  API key      ${keyLine}
  Topic        ${shared.HCS20_TOPIC_ID ?? env.HCS20_TOPIC_ID ?? ''}${publicTopicId !== undefined ? `   (private, the default)\n  Public topic ${publicTopicId}   (holders sign their own transfers and burns: topic_id)` : ''}
${registryLine(shared)}  Mirror REST  ${shared.MIRROR_URL ?? env.MIRROR_URL ?? ''}
  Redis        ${env.REDIS_CLUSTER_NODES !== undefined && env.REDIS_CLUSTER_NODES !== '' ? `cluster ${env.REDIS_CLUSTER_NODES}` : shared.REDIS_URL ?? ''}
  Processes    api ${counts.api}, worker ${counts.worker}, indexer ${counts.indexer}
  Metrics      ${base}/metrics (with the API key), and /metrics on each health port below
  Health       ${(['worker', 'indexer'] as const).flatMap((app) => healthPorts[app].map((p, i) => `${processName(app, i)} ${p === 0 ? '(free port, logged)' : String(p)}`)).join(', ')}

Try:
  curl -s -X POST ${base}/api/inscription/deploy -H 'content-type: application/json' \\
    -H 'x-api-key: ${key}' -d '{"ticker":"loyal","name":"Loyalty","max":1000000,"limit":"10000"}'
  then GET the "links.self" it returns: curl -s ${base}/api/jobs/<jobId> -H 'x-api-key: ${key}'
A service that stops is restarted; Ctrl-C stops everything.
`)
}

/** The banner's registry line: the topic npm start created, or HCS20_REGISTRY_TOPIC_ID; none without either. */
function registryLine (shared: Record<string, string | undefined>): string {
  const registry = shared.HCS20_REGISTRY_TOPIC_ID ?? env.HCS20_REGISTRY_TOPIC_ID
  return registry === undefined || registry === '' ? '' : `  Registry     ${registry}   (HCS-20 registry: POST /api/topics/{topicId}/register lists a public topic)\n`
}

const kindOf = (name: string): string => name.replace(/-\d+$/, '')

async function shutdown (code: number): Promise<void> {
  if (stopping) return
  stopping = true
  // Stop taking requests first, then let the workers and indexers finish, then the network, then Redis. The
  // processes of one kind (worker, worker-2, …) stop together.
  const kinds: Supervised[][] = []
  for (const service of [...services].reverse()) {
    const last = kinds.at(-1)
    if (last !== undefined && kindOf(last[0]!.name) === kindOf(service.name)) last.push(service)
    else kinds.push([service])
  }
  for (const kind of kinds) await Promise.all(kind.map(async (service) => { await service.stop() }))
  process.exit(code)
}

// `on`, not `once`: a Ctrl-C reaches this process twice (from the terminal and forwarded by npm), and a
// second signal without a handler would kill it before the services are stopped. shutdown() runs once.
const onSignal = (): void => { shutdown(0).catch(() => process.exit(1)) }
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)
// The services run in their own process groups: if this process dies anyway, take them along.
process.once('exit', () => {
  for (const service of services) if (service.pid !== undefined) try { process.kill(service.pid, 'SIGKILL') } catch {}
})
main().catch(async (err: unknown) => {
  log.error({ err: err instanceof Error ? err.message : String(err) }, 'npm start failed')
  await shutdown(1)
})

// `npm start`: the whole service on one machine. With no Hedera credentials it runs the embedded
// emulator; with HEDERA_NETWORK=testnet|mainnet and operator credentials it runs against Hedera.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ensureRedis } from './lib/redis.js'
import { runCreateTopic } from './lib/topic.js'
import { ROOT, startService, type AppName, type LogLine, type Service } from './lib/services.js'

interface EmbeddedState { apiKey?: string, topicId?: string, topicsLine?: string }
interface NetworkInfo { grpcAddress: string, mirrorUrl: string, operatorId: string, operatorKey: string, networkId: string }

const env = process.env
const dataDir = join(ROOT, env.HCS20_DATA_DIR ?? '.data')
const statePath = join(dataDir, 'embedded.json')
const services: Service[] = []
let stopRedis: (() => Promise<void>) | undefined
let stopping = false

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

/** One readable line per log record on a terminal; the raw JSON otherwise (for log shippers). */
function printer (name: AppName): (line: LogLine, raw: string) => void {
  if (process.stdout.isTTY !== true) return (_line, raw) => { process.stdout.write(`${raw}\n`) }
  return (line) => {
    const { level, msg, time: _t, pid: _p, hostname: _h, name: _n, ...rest } = line
    const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : ''
    process.stdout.write(`${name.padEnd(8)} ${(LEVELS[level ?? 30] ?? 'INFO').padEnd(5)} ${String(msg ?? '')}${extra}\n`)
  }
}

async function start (name: AppName, serviceEnv: Record<string, string | undefined>): Promise<Service> {
  const service = await startService(name, serviceEnv, { onLine: printer(name), onStderr: (chunk) => process.stderr.write(`${name}: ${chunk}`), maxLogs: 0, timeoutMs: 60_000, detached: true })
  services.push(service)
  service.child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`${name} exited unexpectedly (code ${String(code)}, signal ${String(signal)}): stopping the service`)
    shutdown(1).catch(() => process.exit(1))
  })
  return service
}

async function loadState (): Promise<EmbeddedState> {
  try { return JSON.parse(await readFile(statePath, 'utf8')) as EmbeddedState } catch { return {} }
}

async function topicExists (mirrorUrl: string, topicId: string): Promise<boolean> {
  const res = await fetch(`${mirrorUrl}/api/v1/topics/${topicId}`)
  return res.ok
}

async function main (): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  stopRedis = await ensureRedis(redisUrl, join(dataDir, 'redis'))

  const state = await loadState()
  const shared: Record<string, string | undefined> = { REDIS_URL: redisUrl }
  const embedded = env.HEDERA_OPERATOR_KEY === undefined && (env.HEDERA_NETWORK ?? 'local') === 'local'

  if (embedded) {
    const infoFile = join(dataDir, 'emulator', 'network.json')
    await start('emulator', { EMULATOR_DATA_DIR: join(dataDir, 'emulator'), EMULATOR_INFO_FILE: infoFile })
    const info = JSON.parse(await readFile(infoFile, 'utf8')) as NetworkInfo
    Object.assign(shared, {
      HEDERA_NETWORK: 'custom',
      // Redis state is keyed by it: a fresh emulator (same topic ids) never meets an earlier one's state
      HEDERA_NETWORK_ID: info.networkId,
      HEDERA_NODES: `${info.grpcAddress}=0.0.3`,
      HEDERA_OPERATOR_ID: info.operatorId,
      HEDERA_OPERATOR_KEY: info.operatorKey,
      MIRROR_URL: info.mirrorUrl
    })
    if (env.HCS20_TOPIC_ID === undefined) {
      if (state.topicId === undefined || !(await topicExists(info.mirrorUrl, state.topicId))) {
        const created = await runCreateTopic({ ...process.env, ...shared }, ['--private', '--memo', 'hcs20 default topic'])
        state.topicId = created.topicId
        state.topicsLine = created.topicsLine
        console.log(`created the default topic ${created.topicId} on the embedded network`)
      }
      shared.HCS20_TOPIC_ID = state.topicId
      shared.HCS20_TOPICS = [state.topicsLine, env.HCS20_TOPICS].filter((v) => v !== undefined && v !== '').join(',')
    }
  }
  const apiKey = env.API_SECRET_KEY ?? (state.apiKey ??= randomBytes(24).toString('base64url'))
  await writeFile(statePath, JSON.stringify(state, null, 2), { mode: 0o600 })
  shared.API_SECRET_KEY = apiKey

  const port = env.PORT ?? '3000'
  await start('indexer', shared)
  await start('worker', shared)
  await start('api', { ...shared, PORT: port })

  const base = `http://127.0.0.1:${port}`
  console.log(`
HCS-20 points service is running${embedded ? ' on the embedded Hedera emulator' : ''}.
  API          ${base}        (docs: ${base}/docs)
  API key      ${env.API_SECRET_KEY === undefined ? `${apiKey}   (generated; kept in ${statePath})` : '(from API_SECRET_KEY)'}
  Topic        ${shared.HCS20_TOPIC_ID ?? env.HCS20_TOPIC_ID ?? ''}
  Mirror REST  ${shared.MIRROR_URL ?? env.MIRROR_URL ?? ''}

Try:
  curl -s -X POST ${base}/api/inscription/deploy -H 'content-type: application/json' \\
    -H 'x-api-key: ${apiKey}' -d '{"ticker":"loyal","name":"Loyalty","max":1000000,"limit":"10000"}'
  then GET the "links.self" it returns: curl -s ${base}/api/jobs/<jobId> -H 'x-api-key: ${apiKey}'
Ctrl-C stops everything.
`)
}

async function shutdown (code: number): Promise<void> {
  if (stopping) return
  stopping = true
  // Stop taking requests first, then let the worker and indexer finish, then the network.
  for (const service of [...services].reverse()) await service.stop()
  await stopRedis?.()
  process.exit(code)
}

// `on`, not `once`: a Ctrl-C reaches this process twice (from the terminal and forwarded by npm), and a
// second signal without a handler would kill it before the services are stopped. shutdown() runs once.
const onSignal = (): void => { shutdown(0).catch(() => process.exit(1)) }
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)
// The services run in their own process groups: if this process dies anyway, take them along.
process.once('exit', () => { for (const service of services) service.child.kill('SIGKILL') })
main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  await shutdown(1)
})

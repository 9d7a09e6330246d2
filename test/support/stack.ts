import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../scripts/lib/ports.js'
import { runCreateTopic } from '../../scripts/lib/topic.js'
import { startService, waitFor, type AppName, type Service } from './processes.js'
import { connectRedis, deleteKeys, testRedisUrl, uniquePrefix } from './redis.js'

// Fixed ports (from freePort) let a restarted emulator keep its address.
export { freePort }

export interface NetworkInfo { grpcAddress: string, nodeAccountId: string, mirrorUrl: string, operatorId: string, operatorKey: string, networkId: string }

export interface Stack {
  prefix: string
  apiKey: string
  apiUrl: string
  topicId: string
  /** Every managed topic: the default one first, then `extraTopics` more (private) ones, then `publicTopics` public ones. */
  topics: string[]
  /** The managed public topics (no submit key), created when `publicTopics` asks for them. */
  publicTopics: string[]
  /** The HCS-20 registry topic (public, not managed), created when `registryTopic` asks for one. */
  registryTopicId?: string
  network: NetworkInfo
  /** Env shared by api, worker and indexer. */
  env: Record<string, string>
  services: Partial<Record<AppName, Service>>
  /** Starts (or restarts) one app with the stack's env plus `extra`. */
  start: (name: AppName, extra?: Record<string, string>) => Promise<Service>
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number, body: any }>
  get: (path: string) => Promise<{ status: number, body: any }>
  /** Polls a job until its status is one of `statuses`. */
  waitForJob: (jobId: string, statuses: string[], timeoutMs?: number) => Promise<any>
  /** Polls a job until it has its sequence number: `submitted` with a receipt (the worker's reconciler), or settled. */
  waitForSequenced: (jobId: string, timeoutMs?: number) => Promise<any>
  /** Messages on a topic through the emulator's mirror REST, in sequence order. */
  topicMessages: (topicId?: string) => Promise<Array<{ sequence_number: number, message: string, payer_account_id: string }>>
  /** Stops every process, then deletes the prefix's keys (unless `keepRedis`) and the data dir. */
  stop: (options?: { keepRedis?: boolean }) => Promise<void>
}

export interface StackOptions {
  /** Redis prefix (default: a new unique one); another stack's prefix shares its Redis namespace. */
  prefix?: string
  apps?: AppName[]
  env?: Record<string, string>
  /** More private topics managed beside the default one (HCS20_TOPICS), created before the apps start. */
  extraTopics?: number
  /**
   * Whether to manage a newly created extra topic (default: yes), given those kept so far (the default topic
   * first); a refused one is left unmanaged and another is created in its place (at most 10 tries each).
   */
  keepTopic?: (topicId: string, kept: string[], env: Record<string, string>) => Promise<boolean>
  emulatorEnv?: Record<string, string>
  /** Public topics (no submit key) managed beside the private ones, as npm start manages one. */
  publicTopics?: number
  /** Create a public registry topic and pass it as HCS20_REGISTRY_TOPIC_ID, as npm start does. */
  registryTopic?: boolean
}

/**
 * The whole service in separate processes on real ports: the emulator (its own data dir), a private
 * default topic created through the worker's topic:create script, then indexer, worker and api,
 * all with a Redis prefix unique to this stack.
 */
// How long a process of the stack may take to say it is ready: on a 2-core CI machine running four test files at once
// a worker restarted mid-test has taken over 30 s (startService's default) to load.
const STARTING = { timeoutMs: 60_000 }

export async function startStack (options: StackOptions = {}): Promise<Stack> {
  const apps = options.apps ?? ['indexer', 'worker', 'api']
  const prefix = options.prefix ?? uniquePrefix('e2e')
  const dataDir = await mkdtemp(join(tmpdir(), 'hcs20-e2e-'))
  const infoFile = join(dataDir, 'network.json')
  const services: Partial<Record<AppName, Service>> = {}
  const emulatorEnv = {
    EMULATOR_GRPC_PORT: String(await freePort()),
    EMULATOR_MIRROR_PORT: String(await freePort()),
    EMULATOR_DATA_DIR: join(dataDir, 'emulator'),
    EMULATOR_INFO_FILE: infoFile,
    ...options.emulatorEnv
  }
  services.emulator = await startService('emulator', emulatorEnv, STARTING)
  const network = JSON.parse(await readFile(infoFile, 'utf8')) as NetworkInfo
  const apiKey = randomBytes(24).toString('base64url')
  const env: Record<string, string> = {
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    HEDERA_NETWORK: 'custom',
    HEDERA_NETWORK_ID: network.networkId,
    HEDERA_NODES: `${network.grpcAddress}=${network.nodeAccountId}`,
    HEDERA_OPERATOR_ID: network.operatorId,
    HEDERA_OPERATOR_KEY: network.operatorKey,
    MIRROR_URL: network.mirrorUrl,
    API_SECRET_KEY: apiKey,
    KEY_HASH_SECRET: randomBytes(32).toString('base64url'),
    PORT: '0',
    INDEXER_POLL_MS: '100',
    // webhook receivers in tests listen on 127.0.0.1
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_BACKOFF_MS: '200',
    // webhook signing secrets sealed in Redis by the api and opened by the worker, as npm start runs them
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    // Short SDK budgets keep the worker's lock short, so a killed worker's jobs are taken over quickly.
    HEDERA_REQUEST_TIMEOUT_MS: '5000',
    HEDERA_RECEIPT_TIMEOUT_MS: '5000'
  }
  const created = await runCreateTopic({ ...process.env, ...env }, ['--private'])
  env.HCS20_TOPIC_ID = created.topicId
  if (created.topicsLine !== undefined) env.HCS20_TOPICS = created.topicsLine
  Object.assign(env, options.env)
  const topics = [created.topicId]
  const lines = created.topicsLine === undefined ? [] : [created.topicsLine]
  for (let i = 0; i < (options.extraTopics ?? 0); i++) {
    for (let tries = 0; ; tries++) {
      if (tries === 10) throw new Error('startStack: keepTopic refused 10 topics in a row')
      const extra = await runCreateTopic({ ...process.env, ...env }, ['--private'])
      if (options.keepTopic !== undefined && !await options.keepTopic(extra.topicId, [...topics], env)) continue
      topics.push(extra.topicId)
      if (extra.topicsLine !== undefined) lines.push(extra.topicsLine)
      break
    }
  }
  const publicTopics: string[] = []
  for (let i = 0; i < (options.publicTopics ?? 0); i++) {
    const created = await runCreateTopic({ ...process.env, ...env }, [])
    publicTopics.push(created.topicId)
    topics.push(created.topicId)
    lines.push(created.topicId)
  }
  if (lines.length > 0) env.HCS20_TOPICS = lines.join(',')
  let registryTopicId: string | undefined
  if (options.registryTopic === true) {
    registryTopicId = (await runCreateTopic({ ...process.env, ...env }, [])).topicId
    env.HCS20_REGISTRY_TOPIC_ID = registryTopicId
  }

  let apiUrl = ''
  const start = async (name: AppName, extra: Record<string, string> = {}): Promise<Service> => {
    const service = await startService(name, name === 'emulator' ? emulatorEnv : { ...env, ...extra }, STARTING)
    services[name] = service
    if (name === 'api') apiUrl = String(service.ready.address)
    return service
  }
  for (const name of apps) await start(name)

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number, body: any }> => {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await res.text()
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text) }
  }

  return {
    prefix,
    apiKey,
    get apiUrl () { return apiUrl },
    topicId: created.topicId,
    topics,
    publicTopics,
    ...(registryTopicId === undefined ? {} : { registryTopicId }),
    network,
    env,
    services,
    start,
    post: async (path, body, headers) => await call('POST', path, body, headers),
    get: async (path) => await call('GET', path),
    waitForJob: async (jobId, statuses, timeoutMs = 60_000) => await waitFor(async () => {
      const res = await call('GET', `/api/jobs/${jobId}`)
      return statuses.includes(res.body?.status) ? res.body : undefined
    }, timeoutMs, 200),
    waitForSequenced: async (jobId, timeoutMs = 60_000) => await waitFor(async () => {
      const res = await call('GET', `/api/jobs/${jobId}`)
      const status = res.body?.status
      return (status === 'submitted' && res.body.sequenceNumber !== undefined) || ['confirmed', 'invalid', 'failed'].includes(status) ? res.body : undefined
    }, timeoutMs, 200),
    topicMessages: async (topicId = created.topicId) => {
      const out: Array<{ sequence_number: number, message: string, payer_account_id: string }> = []
      let next: string | null = `/api/v1/topics/${topicId}/messages?limit=100&order=asc`
      while (next !== null) {
        const page = await (await fetch(`${network.mirrorUrl}${next}`)).json() as { messages: typeof out, links: { next: string | null } }
        out.push(...page.messages.map((m) => ({ ...m, message: Buffer.from(m.message, 'base64').toString('utf8') })))
        next = page.links.next
      }
      return out
    },
    stop: async (stopOptions = {}) => {
      for (const name of ['api', 'worker', 'indexer', 'emulator'] as const) await services[name]?.stop()
      if (stopOptions.keepRedis !== true) {
        const redis = connectRedis(env)
        try { await deleteKeys(redis, prefix) } finally { redis.disconnect() }
      }
      await rm(dataDir, { recursive: true, force: true })
    }
  }
}

// One chaos run against a real `npm start` (own data dir, own Redis with AOF, loopback ports):
// hostile requests while the worker, the emulator and Redis are killed or restarted and a hostile
// writer shares a public topic; then every accepted job is checked exactly once and the ledger replayed.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runNpmStart, type NpmStart } from '../lib/npm-start.js'
import { freePort } from '../lib/ports.js'
import { startService } from '../lib/services.js'
import { runCreateTopic } from '../lib/topic.js'
import { checkExactlyOnce, type ExactlyOnce, type JobView, type TopicMessage } from './exactly-once.js'
import { injectFault, type FaultName, type FaultResult } from './faults.js'
import { emptyTally, fuzz, type FuzzTally } from './fuzz.js'
import { hostileMessages, startHostileWriter, type EmulatorInfo } from './hostile-writer.js'
import { checkLedger, replay, type LedgerCheck } from './ledger-check.js'
import { sampleRequests, type Pool } from './requests.js'
import { operationsOf } from './schema-arbitrary.js'

export interface ChaosProfile {
  name: string
  requests: number
  concurrency: number
  /** How long the requests are spread over. */
  fuzzMs: number
  /** Faults, each at a share (0..1) of the requests sent. */
  faults: Array<{ at: number, fault: FaultName }>
  hostileMessages: number
  /** Bound on waiting for every accepted job to settle once the requests are done. */
  drainMs: number
  /** SDK timeouts of the worker (they set how soon a killed worker's jobs are taken over). */
  hederaTimeoutMs: number
  /**
   * Deploy a ticker (`kc1`) and have the hostile writer use tickers (`pub:holders`) whose names are
   * another ticker's Redis keys. Off in the quick run until keys cannot collide (see the README).
   */
  keyCollisions: boolean
  /**
   * Count reservations left once every job has settled as ledger mismatches. Off in the quick run until
   * a reservation left by an intake whose undo met a Redis restart is swept (see the README).
   */
  checkReservations: boolean
}

export const FULL: ChaosProfile = {
  name: 'full',
  requests: 10_000,
  concurrency: 12,
  fuzzMs: 180_000,
  faults: [
    { at: 0.12, fault: 'worker SIGKILL' }, { at: 0.3, fault: 'emulator SIGKILL' }, { at: 0.45, fault: 'worker SIGKILL' },
    { at: 0.6, fault: 'redis restart' }, { at: 0.75, fault: 'worker SIGKILL' }
  ],
  hostileMessages: 400,
  drainMs: 300_000,
  hederaTimeoutMs: 5000,
  keyCollisions: true,
  checkReservations: true
}

export const QUICK: ChaosProfile = {
  name: 'quick',
  requests: 1500,
  concurrency: 8,
  fuzzMs: 25_000,
  faults: [{ at: 0.15, fault: 'worker SIGKILL' }, { at: 0.4, fault: 'emulator SIGKILL' }, { at: 0.65, fault: 'redis restart' }],
  hostileMessages: 60,
  drainMs: 180_000,
  hederaTimeoutMs: 3000,
  keyCollisions: false,
  checkReservations: false
}

export interface ChaosReport {
  profile: string
  seed: number
  durationMs: number
  tally: FuzzTally
  faults: FaultResult[]
  jobs: ExactlyOnce
  ledger: LedgerCheck[]
  hostile: { sent: number, failed: number }
  /** Secrets (API key, operator key, submit key) found in npm start's output. */
  secretsInOutput: string[]
  /** npm start's exit code after SIGTERM (0 expected). */
  stopCode: number | null
}

const TERMINAL = new Set(['confirmed', 'invalid', 'failed'])
const PRIVATE_TICKERS = ['pts', 'gold', 'ünï code']
const COLLIDING_TICKERS = ['kc1']
const PUBLIC_TICKERS = ['pub', 'pub2']
const ACCOUNTS = ['0.0.5001', '0.0.5002', '0.0.5003', '0.0.5004', '0.0.5005', '0.0.5006']

export async function runChaos (profile: ChaosProfile, seed: number, log: (line: string) => void): Promise<ChaosReport> {
  const began = Date.now()
  const dir = await mkdtemp(join(tmpdir(), 'hcs20-chaos-'))
  const ports = { api: await freePort(), grpc: await freePort(), mirror: await freePort(), redis: await freePort() }
  const emulatorEnv = { EMULATOR_DATA_DIR: join(dir, 'emulator'), EMULATOR_GRPC_PORT: String(ports.grpc), EMULATOR_MIRROR_PORT: String(ports.mirror), EMULATOR_INFO_FILE: join(dir, 'emulator', 'network.json') }
  let npmStart: NpmStart | undefined
  const privateTickers = profile.keyCollisions ? [...PRIVATE_TICKERS, ...COLLIDING_TICKERS] : PRIVATE_TICKERS
  try {
    // The public topic must exist before the services start (HCS20_TOPICS): make it on the emulator's data dir first.
    log('creating the public topic')
    const bootstrap = await startService('emulator', emulatorEnv)
    const info = JSON.parse(await readFile(emulatorEnv.EMULATOR_INFO_FILE, 'utf8')) as EmulatorInfo
    const operatorEnv = { HEDERA_NETWORK: 'custom', HEDERA_NODES: `${info.grpcAddress}=0.0.3`, HEDERA_OPERATOR_ID: info.operatorId, HEDERA_OPERATOR_KEY: info.operatorKey, MIRROR_URL: info.mirrorUrl }
    const publicTopicId = (await runCreateTopic({ ...process.env, ...operatorEnv }, ['--memo', 'chaos public topic'])).topicId
    await bootstrap.stop()

    const apiKey = randomBytes(24).toString('base64url')
    log(`npm start (data ${dir}, api port ${ports.api}, redis port ${ports.redis})`)
    npmStart = runNpmStart({
      HCS20_DATA_DIR: dir,
      PORT: String(ports.api),
      ...emulatorEnv,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      REDIS_PREFIX: 'chaos',
      API_SECRET_KEY: apiKey,
      HCS20_TOPICS: publicTopicId,
      HEDERA_REQUEST_TIMEOUT_MS: String(profile.hederaTimeoutMs),
      HEDERA_RECEIPT_TIMEOUT_MS: String(profile.hederaTimeoutMs),
      INDEXER_POLL_MS: '100'
    })
    await npmStart.running(180_000)
    const sut = npmStart
    const embedded = JSON.parse(await readFile(join(dir, 'embedded.json'), 'utf8')) as { topicId: string, topicsLine?: string }
    const api = createApi(ports.api, apiKey)

    log('deploying and funding the tickers')
    const setup = [
      ...privateTickers.map((ticker) => ({ path: '/api/inscription/deploy', body: { ticker, name: ticker, max: '1000000000', limit: '100000' } })),
      ...PUBLIC_TICKERS.map((ticker) => ({ path: '/api/inscription/deploy', body: { ticker, name: ticker, max: '1000000000', limit: '100000', topic_id: publicTopicId } }))
    ]
    const tally = emptyTally()
    await acceptAll(api, setup, tally)
    await waitSettled(api, [...tally.accepted.keys()], 120_000)
    const funding = [
      ...privateTickers.flatMap((ticker) => ACCOUNTS.map((to) => ({ path: `/api/inscription/${encodeURIComponent(ticker)}/mint`, body: { amount: 100_000, to } }))),
      ...PUBLIC_TICKERS.map((ticker) => ({ path: `/api/inscription/${ticker}/mint`, body: { amount: 100_000, to: info.operatorId, topic_id: publicTopicId } }))
    ]
    await acceptAll(api, funding, tally)
    await waitSettled(api, [...tally.accepted.keys()], 120_000)

    const operations = operationsOf((await api.get('/docs/json')).body)
    const pool: Pool = {
      apiKey,
      tickers: privateTickers,
      publicTickers: PUBLIC_TICKERS,
      accounts: ACCOUNTS,
      operatorId: info.operatorId,
      defaultTopicId: embedded.topicId,
      publicTopicId,
      idempotencyKeys: Array.from({ length: 24 }, (_, i) => `chaos-key-${i}`)
    }
    const requests = sampleRequests(operations, pool, profile.requests, seed)
    const hostile = await startHostileWriter(info, publicTopicId, hostileMessages([...PUBLIC_TICKERS, ...privateTickers], profile.hostileMessages, seed, profile.keyCollisions), Math.max(20, profile.fuzzMs / profile.hostileMessages))

    const outages: Array<{ start: number, end: number }> = []
    let sent = 0
    const progressWaiters: Array<{ at: number, resolve: () => void }> = []
    const faultResults: FaultResult[] = []
    const canary = async (): Promise<void> => {
      const res = await api.post('/api/inscription/pts/mint', { amount: 1, to: ACCOUNTS[0] })
      if (res.status !== 202) throw new Error(`canary mint answered ${res.status}: ${JSON.stringify(res.body)}`)
      tally.accepted.set(res.body.jobId, { jobId: res.body.jobId, topicId: res.body.topicId, message: res.body.message })
      await waitSettled(api, [res.body.jobId], 180_000, ['confirmed'])
    }
    const faultsDone = (async () => {
      for (const { at, fault } of profile.faults) {
        await new Promise<void>((resolve) => { if (sent >= at * profile.requests) resolve(); else progressWaiters.push({ at: at * profile.requests, resolve }) })
        log(`fault: ${fault} after ${sent} requests`)
        faultResults.push(await injectFault(fault, {
          npmStart: sut,
          apiGet: api.get,
          canary,
          timeoutMs: 120_000,
          onOutage: (edge) => {
            if (edge === 'start') outages.push({ start: Date.now(), end: Number.POSITIVE_INFINITY })
            else outages[outages.length - 1]!.end = Date.now() + 1000
          }
        }))
      }
    })()
    log(`sending ${profile.requests} requests (seed ${seed})`)
    await fuzz({
      port: ports.api,
      requests,
      concurrency: profile.concurrency,
      paceMs: profile.fuzzMs / profile.requests,
      timeoutMs: 90_000,
      inOutage: (sentAt, answeredAt) => outages.some((o) => sentAt <= o.end && answeredAt >= o.start),
      onProgress: (n) => {
        sent = n
        if (n % 1000 === 0) log(`${n} requests sent`)
        for (const w of [...progressWaiters]) if (n >= w.at) { progressWaiters.splice(progressWaiters.indexOf(w), 1); w.resolve() }
      }
    }, tally)
    await faultsDone
    const hostileResult = await hostile.stop()

    log(`waiting for ${tally.accepted.size} accepted jobs to settle`)
    const records = await waitSettled(api, [...tally.accepted.keys()], profile.drainMs).catch((err: unknown) => (err as { records: Map<string, JobView | undefined> }).records)
    log('checking every job and the ledger')
    const topics = new Map<string, Array<TopicMessage & { consensusTimestamp: string }>>()
    for (const topicId of [embedded.topicId, publicTopicId]) topics.set(topicId, await mirrorMessages(info.mirrorUrl, topicId))
    const jobs = checkExactlyOnce([...tally.accepted.values()], records, topics, info.operatorId)
    const ledger = [
      await checkLedger(api.get, embedded.topicId, replay(topics.get(embedded.topicId)!, true), profile.checkReservations ? ACCOUNTS : undefined),
      await checkLedger(api.get, publicTopicId, replay(topics.get(publicTopicId)!, false), profile.checkReservations ? [info.operatorId] : undefined)
    ]
    const stopCode = await sut.stop(120_000)
    npmStart = undefined
    const secrets = [apiKey, info.operatorKey, ...(embedded.topicsLine ?? '').split(',').map((e) => e.split('=')[1] ?? '').filter((k) => k.length >= 32)]
    const output = sut.output.join('\n')
    const secretsInOutput = secrets.filter((s) => output.includes(s)).map((s) => s === apiKey ? 'API key' : s === info.operatorKey ? 'operator key' : 'submit key')
    return { profile: profile.name, seed, durationMs: Date.now() - began, tally, faults: faultResults, jobs, ledger, hostile: hostileResult, secretsInOutput, stopCode }
  } finally {
    await npmStart?.stop(120_000)
    await rm(dir, { recursive: true, force: true })
  }
}

interface Api {
  get: (path: string) => Promise<{ status: number, body: any }>
  post: (path: string, body: unknown) => Promise<{ status: number, body: any }>
}

/** A JSON client over node:http, which sends the path as given (fetch would resolve `%2E%2E` segments). */
function createApi (port: number, apiKey: string): Api {
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number, body: any }> => await new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = request({
      host: '127.0.0.1', port, method, path, headers: { 'x-api-key': apiKey, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown = text
        try { parsed = JSON.parse(text) } catch {}
        resolve({ status: res.statusCode ?? 0, body: parsed })
      })
      res.on('error', reject)
    })
    req.setTimeout(90_000, () => req.destroy(new Error(`${method} ${path}: no answer within 90 s`)))
    req.on('error', reject)
    req.end(payload)
  })
  return { get: async (path) => await call('GET', path), post: async (path, body) => await call('POST', path, body) }
}

async function acceptAll (api: Api, requests: Array<{ path: string, body: unknown }>, tally: FuzzTally): Promise<void> {
  for (const { path, body } of requests) {
    const res = await api.post(path, body)
    if (res.status !== 202) throw new Error(`setup ${path} answered ${res.status}: ${JSON.stringify(res.body)}`)
    tally.accepted.set(res.body.jobId, { jobId: res.body.jobId, topicId: res.body.topicId, message: res.body.message })
  }
}

/**
 * Polls the records of `ids` (bulk route, 200 at a time) until each is terminal (or in `wanted`);
 * resolves with them, or rejects after `timeoutMs` with an error carrying the last records read.
 */
async function waitSettled (api: Api, ids: string[], timeoutMs: number, wanted?: string[]): Promise<Map<string, JobView | undefined>> {
  const records = new Map<string, JobView | undefined>()
  const deadline = Date.now() + timeoutMs
  let open = ids
  for (;;) {
    const still: string[] = []
    for (let i = 0; i < open.length; i += 200) {
      const batch = open.slice(i, i + 200)
      const res = await api.get(`/api/jobs?ids=${batch.map(encodeURIComponent).join(',')}`).catch(() => ({ status: 0, body: undefined }))
      const found = res.status === 200 ? recordsOf(batch, res.body) : new Map<string, JobView>()
      for (const id of batch) {
        const record = found.get(id)
        if (res.status === 200) records.set(id, record)
        const done = record !== undefined && (wanted === undefined ? TERMINAL.has(record.status) : wanted.includes(record.status))
        if (!done) still.push(id)
      }
    }
    open = still
    if (open.length === 0) return records
    if (Date.now() > deadline) throw Object.assign(new Error(`${open.length} jobs not settled within ${timeoutMs} ms`), { records })
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The bulk route's `{ jobs: [record | null] }`, in the order of `ids`. */
function recordsOf (ids: string[], body: unknown): Map<string, JobView> {
  const out = new Map<string, JobView>()
  const list = (body as { jobs?: unknown[] })?.jobs ?? []
  for (const [i, item] of (list as Array<Record<string, unknown> | null>).entries()) {
    if (item !== null && item.jobId === ids[i] && typeof item.status === 'string') {
      out.set(ids[i]!, { status: item.status, message: item.message as string | undefined, sequenceNumber: item.sequenceNumber === undefined ? undefined : Number(item.sequenceNumber) })
    }
  }
  return out
}

async function mirrorMessages (mirrorUrl: string, topicId: string): Promise<Array<TopicMessage & { consensusTimestamp: string }>> {
  const out: Array<TopicMessage & { consensusTimestamp: string }> = []
  let next: string | null = `/api/v1/topics/${topicId}/messages?limit=100&order=asc`
  while (next !== null) {
    const page = await (await fetch(`${mirrorUrl}${next}`)).json() as { messages: Array<{ sequence_number: number, consensus_timestamp: string, payer_account_id: string, message: string }>, links: { next: string | null } }
    for (const m of page.messages) out.push({ sequenceNumber: m.sequence_number, consensusTimestamp: m.consensus_timestamp, payer: m.payer_account_id, text: Buffer.from(m.message, 'base64').toString('utf8') })
    next = page.links.next
  }
  return out
}

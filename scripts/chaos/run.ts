// One chaos run against a real `npm start` (own data dir, own Redis with AOF, loopback ports):
// hostile requests while the worker, the emulator and Redis are killed or restarted and a hostile
// writer shares a public topic; then every accepted job is checked exactly once and the ledger replayed.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runNpmStart, type NpmStart } from '../lib/npm-start.js'
import { freePort } from '../lib/ports.js'
import { startService } from '../lib/services.js'
import { runCreateTopic } from '../lib/topic.js'
import { accountFor, type Claims } from './claims.js'
import { checkUsage } from './usage-check.js'
import { checkExactlyOnce, type ExactlyOnce, type JobView, type TopicMessage } from './exactly-once.js'
import { injectFault, type FaultResult } from './faults.js'
import { emptyTally, fuzz, type FuzzTally } from './fuzz.js'
import { hostileMessages, operatorEnvOf, startHostileWriter, type EmulatorInfo } from './hostile-writer.js'
import { checkLedger, ledgerVerify, replay, type LedgerCheck, type LedgerVerifyResult } from './ledger-check.js'
import { collidingRequests, sampleRequests, type Pool } from './requests.js'
import type { ChaosProfile } from './profiles.js'
import { operationsOf } from './schema-arbitrary.js'
import { acceptAll, createApi, mirrorMessages, waitSettled } from './service-client.js'
import { crossTenants } from './tenants.js'
import type { TenantCheck } from './tenants.js'

export interface ChaosReport {
  profile: string
  seed: number
  durationMs: number
  tally: FuzzTally
  faults: FaultResult[]
  jobs: ExactlyOnce
  ledger: LedgerCheck[]
  reservationsMustClear: boolean
  /** settlement's `ledger:verify` against Redis once everything settled. */
  verify: LedgerVerifyResult
  hostile: { sent: number, failed: number }
  /** Secrets (API key, operator key, submit key) found in npm start's output. */
  secretsInOutput: string[]
  /** npm start's exit code after SIGTERM (0 expected). */
  stopCode: number | null
  /** A second tenant and its hostile key (ADR 031): crossings must be none. */
  tenants: TenantCheck
  /** Every message of ours accounted for, no record left behind (claims.ts). */
  claims: Claims
  /** Where the usage meters and the job records differ (usage-check.ts): none expected. */
  usage: string[]
}

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
    const operatorEnv = operatorEnvOf(info)
    const publicTopicId = (await runCreateTopic({ ...process.env, ...operatorEnv }, ['--memo', 'chaos public topic'])).topicId
    await bootstrap.stop()

    const apiKey = randomBytes(24).toString('base64url')
    log(`npm start (data ${dir}, api port ${ports.api}, redis port ${ports.redis})`)
    npmStart = runNpmStart({
      HCS20_DATA_DIR: dir,
      PORT: String(ports.api),
      // free health ports: other suites run npm start at the same time
      WORKER_HEALTH_PORT: '0',
      INDEXER_HEALTH_PORT: '0',
      ...emulatorEnv,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      REDIS_PREFIX: 'chaos',
      API_SECRET_KEY: apiKey,
      HCS20_TOPICS: publicTopicId,
      HEDERA_REQUEST_TIMEOUT_MS: String(profile.hederaTimeoutMs),
      HEDERA_RECEIPT_TIMEOUT_MS: String(profile.hederaTimeoutMs),
      INDEXER_POLL_MS: '100',
      INDEXER_SWEEP_INTERVAL_MS: '2000',
      INDEXER_SETTLE_AFTER_MS: String(profile.settleAfterMs)
    })
    await npmStart.running(180_000)
    const sut = npmStart
    const embedded = JSON.parse(await readFile(join(dir, 'embedded.json'), 'utf8')) as { topicId: string, topicsLine?: string, registryTopicId?: string }
    const api = createApi(ports.api, apiKey)

    log('deploying and funding the tickers')
    const setup = [
      ...privateTickers.map((ticker) => ({ path: '/api/inscription/deploy', body: { ticker, name: ticker, max: '1000000000', limit: '100000' } })),
      ...PUBLIC_TICKERS.map((ticker) => ({ path: '/api/inscription/deploy', body: { ticker, name: ticker, max: '1000000000', limit: '100000', topic_id: publicTopicId } }))
    ]
    const tally = emptyTally()
    await acceptAll(api, setup, tally.accepted)
    await waitSettled(api, [...tally.accepted.keys()], 120_000)
    const funding = [
      ...privateTickers.flatMap((ticker) => ACCOUNTS.map((to) => ({ path: `/api/inscription/${encodeURIComponent(ticker)}/mint`, body: { amount: 100_000, to } }))),
      ...PUBLIC_TICKERS.map((ticker) => ({ path: `/api/inscription/${ticker}/mint`, body: { amount: 100_000, to: info.operatorId, topic_id: publicTopicId } }))
    ]
    await acceptAll(api, funding, tally.accepted)
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
    if (profile.keyCollisions) {
      // Spread over the run, replacing sampled requests, so the count stays exact.
      const colliding = COLLIDING_TICKERS.flatMap((t) => collidingRequests(pool, t))
      colliding.forEach((r, i) => { requests[Math.floor((i + 1) * requests.length / (colliding.length + 1))] = r })
    }
    const hostile = await startHostileWriter(info, publicTopicId, hostileMessages([...PUBLIC_TICKERS, ...privateTickers], profile.hostileMessages, seed, profile.keyCollisions), Math.max(20, profile.fuzzMs / profile.hostileMessages))

    const outages: Array<{ start: number, end: number }> = []
    const mirrorOutages: Array<{ start: number, end: number }> = []
    let sent = 0
    const progressWaiters: Array<{ at: number, resolve: () => void }> = []
    const faultResults: FaultResult[] = []
    // a mint of the run's own (not the fuzz's): an accepted one joins the jobs every check covers
    const send = async (): Promise<{ status: number, jobId?: string }> => {
      const res = await api.post('/api/inscription/pts/mint', { amount: 1, to: ACCOUNTS[0] })
      if (res.status !== 202) return { status: res.status }
      tally.accepted.set(res.body.jobId, { jobId: res.body.jobId, topicId: res.body.topicId, message: res.body.message })
      return { status: res.status, jobId: res.body.jobId }
    }
    const canary = async (): Promise<void> => {
      const { status, jobId } = await send()
      if (jobId === undefined) throw new Error(`canary mint answered ${status}`)
      await waitSettled(api, [jobId], 180_000, ['confirmed'])
    }
    const faultsDone = (async () => {
      for (const { at, fault } of profile.faults) {
        await new Promise<void>((resolve) => { if (sent >= at * profile.requests) resolve(); else progressWaiters.push({ at: at * profile.requests, resolve }) })
        log(`fault: ${fault} after ${sent} requests`)
        faultResults.push(await injectFault(fault, {
          npmStart: sut,
          apiGet: api.get,
          canary,
          send: async () => (await send()).status,
          timeoutMs: 120_000,
          redisUrl: `redis://127.0.0.1:${ports.redis}`,
          mirrorUrl: info.mirrorUrl,
          onOutage: (edge) => {
            if (edge === 'start') outages.push({ start: Date.now(), end: Number.POSITIVE_INFINITY })
            else outages[outages.length - 1]!.end = Date.now() + 1000
          },
          onMirrorOutage: (edge) => {
            if (edge === 'start') mirrorOutages.push({ start: Date.now(), end: Number.POSITIVE_INFINITY })
            else mirrorOutages[mirrorOutages.length - 1]!.end = Date.now() + 1000
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
      inMirrorOutage: (sentAt, answeredAt) => mirrorOutages.some((o) => sentAt <= o.end && answeredAt >= o.start),
      onProgress: (n) => {
        sent = n
        if (n % 1000 === 0) log(`${n} requests sent`)
        for (const w of [...progressWaiters]) if (n >= w.at) { progressWaiters.splice(progressWaiters.indexOf(w), 1); w.resolve() }
      }
    }, tally)
    await faultsDone
    const hostileResult = await hostile.stop()
    log('a second tenant: its own jobs, then its key against the first tenant\'s jobs, tickers, webhook and keys')
    const tenants = await crossTenants({ port: ports.api, operator: api, accepted: tally.accepted, tickers: privateTickers, account: ACCOUNTS[0] as string })

    log(`waiting for ${tally.accepted.size} accepted jobs to settle`)
    const records = await waitSettled(api, [...tally.accepted.keys()], profile.drainMs).catch((err: unknown) => (err as { records: Map<string, JobView | undefined> }).records)
    log('checking every job and the ledger')
    const topics = new Map<string, Array<TopicMessage & { consensusTimestamp: string }>>()
    // the registry topic too: a listing the fuzz sent (POST /api/topics/{topicId}/register) is a job there
    for (const topicId of [embedded.topicId, publicTopicId, embedded.registryTopicId]) {
      if (topicId !== undefined) topics.set(topicId, await mirrorMessages(info.mirrorUrl, topicId))
    }
    const jobs = checkExactlyOnce([...tally.accepted.values()], records, topics, info.operatorId, new Set([embedded.topicId]))
    const verify = await ledgerVerify({ ...operatorEnv, REDIS_URL: `redis://127.0.0.1:${ports.redis}`, REDIS_PREFIX: 'chaos', HCS20_TOPIC_ID: embedded.topicId, HCS20_TOPICS: publicTopicId },
      [embedded.topicId, publicTopicId], profile.reservationsMustClear ? profile.settleAfterMs + 30_000 : 0)
    log('accounting for every message of ours and every job record')
    const claims = await accountFor({
      redisUrl: `redis://127.0.0.1:${ports.redis}`,
      scope: { prefix: 'chaos', network: info.networkId },
      topics,
      operatorId: info.operatorId,
      accepted: new Set(tally.accepted.keys()),
      claimedSlots: jobs.claimedSlots,
      dropped: tally.dropped,
      refused5xx: tally.refused5xx,
      // a record left `queued` by an enqueue cut short is the sweep's to end (JOB_ABANDONED) once it is this old
      settleMs: profile.settleAfterMs + 10_000
    })
    log('the usage meters against every job record')
    const usage = await checkUsage({ redisUrl: `redis://127.0.0.1:${ports.redis}`, scope: { prefix: 'chaos', network: info.networkId }, topics: [...topics.keys()], operatorId: info.operatorId, since: began })
    const ledger = [
      await checkLedger(api.get, embedded.topicId, replay(topics.get(embedded.topicId)!, true), ACCOUNTS),
      await checkLedger(api.get, publicTopicId, replay(topics.get(publicTopicId)!, false), [info.operatorId])
    ]
    const stopCode = await sut.stop(120_000)
    npmStart = undefined
    const secrets = [apiKey, info.operatorKey, ...(embedded.topicsLine ?? '').split(',').map((e) => e.split('=')[1] ?? '').filter((k) => k.length >= 32)]
    const output = sut.output.join('\n')
    const secretsInOutput = secrets.filter((s) => output.includes(s)).map((s) => s === apiKey ? 'API key' : s === info.operatorKey ? 'operator key' : 'submit key')
    return { profile: profile.name, seed, durationMs: Date.now() - began, tally, faults: faultResults, jobs, ledger, reservationsMustClear: profile.reservationsMustClear, verify, hostile: hostileResult, secretsInOutput, stopCode, tenants, claims, usage }
  } finally {
    await npmStart?.stop(120_000)
    await rm(dir, { recursive: true, force: true })
  }
}

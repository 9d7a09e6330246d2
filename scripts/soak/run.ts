// One soak run: a real `npm start` (own data dir and Redis, loopback ports) on the emulator's `mainnet`
// profile, mints at a steady rate (by default 70 % of the end-to-end capacity measured first) for `minutes`, a
// fault every `faultEveryMs` (the chaos run's faults, in turn), and a sample every `sampleMs`: RSS per process,
// Redis used memory, jobs accepted and not settled, accepted-to-confirmed p99. Then every accepted job is checked
// exactly once on the topic, every message of ours claimed, and no reservation left.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import { readRss } from '../../bench/lib/children.js'
import { percentile } from '../../bench/lib/stats.js'
import { accountFor, type Claims } from '../chaos/claims.js'
import { checkExactlyOnce, type ExactlyOnce, type JobView } from '../chaos/exactly-once.js'
import { injectFault, type FaultName, type FaultResult } from '../chaos/faults.js'
import { operatorEnvOf, type EmulatorInfo } from '../chaos/hostile-writer.js'
import { ledgerVerify, type LedgerVerifyResult } from '../chaos/ledger-check.js'
import { createApi, mirrorMessages, waitSettled, type Api } from '../chaos/service-client.js'
import { runNpmStart, type NpmStart } from '../lib/npm-start.js'
import { freePort } from '../lib/ports.js'

export interface SoakOptions {
  minutes: number
  /** Mints a second; default 70 % of the capacity measured first. */
  rate?: number
  faultEveryMs: number
  sampleMs: number
  /** The emulator's network profile (`mainnet`: its latencies). */
  profile: string
  log: (line: string) => void
}

export const PROCESSES = ['api', 'worker', 'indexer', 'emulator', 'redis'] as const

interface SoakSample {
  /** Minutes since the load started. */
  minute: number
  rssMb: Record<string, number>
  redisMb: number
  /** Jobs accepted and not settled yet. */
  open: number
  /** Accepted-to-confirmed p99 of the jobs seen settled since the last sample, seconds (NaN: none). */
  confirmP99S: number
  confirmedPerS: number
}

interface Trend {
  /** Least-squares slope after the warm-up, per minute. */
  slopePerMinute: number
  /** Slope × the span after the warm-up. */
  growth: number
  /** Twice the residuals' standard deviation (at least 5 % of the mean): growth within it is noise. */
  noise: number
  flat: boolean
}

export interface SoakReport {
  minutes: number
  rate: number
  /** Measured end-to-end confirmations a second at full speed (when the rate was not given). */
  capacity?: number
  samples: SoakSample[]
  faults: FaultResult[]
  /** When each fault was injected (minutes since the load started). */
  marks: Array<{ minute: number, fault: string }>
  /** Per series (`rss <process>`, `redis`, `open`, `confirm p99`): the trend after the warm-up. */
  trends: Record<string, Trend>
  warmupMinutes: number
  jobs: ExactlyOnce
  claims: Claims
  verify: LedgerVerifyResult
  /** Mints whose request never got a 202 (retried with the same Idempotency-Key until the run ended). */
  unanswered: number
}

const FAULTS: FaultName[] = ['worker SIGKILL', 'redis out of memory', 'emulator SIGKILL', 'redis eviction policy', 'redis restart']
const ACCOUNTS = Array.from({ length: 500 }, (_, i) => `0.0.${9000 + i}`)
const TERMINAL = new Set(['confirmed', 'invalid', 'failed'])

/** Least squares of `points` after `from`; see Trend. */
export function trendOf (points: Array<{ x: number, y: number }>, from: number): Trend {
  const kept = points.filter((p) => p.x >= from && Number.isFinite(p.y))
  if (kept.length < 3) return { slopePerMinute: 0, growth: 0, noise: 0, flat: true }
  const n = kept.length
  const mx = kept.reduce((s, p) => s + p.x, 0) / n
  const my = kept.reduce((s, p) => s + p.y, 0) / n
  const sxx = kept.reduce((s, p) => s + (p.x - mx) ** 2, 0)
  const slope = sxx === 0 ? 0 : kept.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx
  const residual = Math.sqrt(kept.reduce((s, p) => s + (p.y - (my + slope * (p.x - mx))) ** 2, 0) / n)
  const span = (kept[n - 1] as { x: number }).x - (kept[0] as { x: number }).x
  const growth = slope * span
  const noise = Math.max(2 * residual, 0.05 * Math.abs(my))
  return { slopePerMinute: slope, growth, noise, flat: growth <= noise }
}

interface Load {
  accepted: Map<string, { acceptedAt: number, message: string, topicId: string }>
  open: Set<string>
  views: Map<string, JobView>
  latencies: number[]
  settled: number
  unanswered: number
}

/** Keeps an accepted job (a 202 body) to follow until it settles. */
function track (load: Load, body: { jobId: string, message: string, topicId: string }): string {
  if (!load.accepted.has(body.jobId)) {
    load.accepted.set(body.jobId, { acceptedAt: Date.now(), message: body.message, topicId: body.topicId })
    load.open.add(body.jobId)
  }
  return body.jobId
}

/** One mint, retried with its Idempotency-Key until it is answered 202 (or the run stops); its job id. */
async function mintOnce (api: Api, load: Load, key: string, stopped: () => boolean): Promise<string | undefined> {
  for (;;) {
    const res = await api.post('/api/inscription/soak/mint', { amount: 1, to: ACCOUNTS[Number.parseInt(key.slice(-6), 36) % ACCOUNTS.length] }, { 'idempotency-key': key }).catch(() => ({ status: 0, body: undefined }))
    if (res.status === 202) return track(load, res.body)
    if (stopped()) { load.unanswered++; return undefined }
    await sleep(500)
  }
}

/** Reads the records of open jobs (1,000 per request) and keeps each one's view once it settled. */
async function poll (api: Api, load: Load): Promise<void> {
  const ids = [...load.open]
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = ids.slice(i, i + 1000)
    const res = await api.get(`/api/jobs?ids=${batch.map(encodeURIComponent).join(',')}`).catch(() => undefined)
    if (res?.status !== 200) continue
    const now = Date.now();
    (res.body.jobs as Array<Record<string, unknown> | null>).forEach((record, j) => {
      const id = batch[j] as string
      if (record === null || typeof record.status !== 'string' || !TERMINAL.has(record.status)) return
      load.views.set(id, { status: record.status, sequenceNumber: record.sequenceNumber === undefined ? undefined : Number(record.sequenceNumber) })
      load.open.delete(id)
      load.settled++
      if (record.status === 'confirmed') load.latencies.push((now - (load.accepted.get(id)?.acceptedAt ?? now)) / 1000)
    })
  }
}

export async function runSoak (o: SoakOptions): Promise<SoakReport> {
  const dir = await mkdtemp(join(tmpdir(), 'hcs20-soak-'))
  const ports = { api: await freePort(), grpc: await freePort(), mirror: await freePort(), redis: await freePort() }
  const redisUrl = `redis://127.0.0.1:${ports.redis}`
  const apiKey = randomBytes(24).toString('base64url')
  let npmStart: NpmStart | undefined
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  redis.on('error', () => {})
  try {
    o.log(`npm start (${o.profile} profile, data ${dir}, api port ${ports.api})`)
    npmStart = runNpmStart({
      HCS20_DATA_DIR: dir,
      PORT: String(ports.api),
      EMULATOR_PROFILE: o.profile,
      EMULATOR_DATA_DIR: join(dir, 'emulator'),
      EMULATOR_GRPC_PORT: String(ports.grpc),
      EMULATOR_MIRROR_PORT: String(ports.mirror),
      EMULATOR_INFO_FILE: join(dir, 'emulator', 'network.json'),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: 'soak',
      API_SECRET_KEY: apiKey,
      // records expire within the warm-up, so a steady load has a steady Redis (7 days would grow it by design)
      JOB_RECORD_TTL_SECONDS: '300',
      QUEUE_MAX_BACKLOG: '1000000',
      INDEXER_SWEEP_INTERVAL_MS: '5000',
      INDEXER_SETTLE_AFTER_MS: '60000'
    })
    await npmStart.running(180_000)
    const sut = npmStart
    await redis.connect()
    const info = JSON.parse(await readFile(join(dir, 'emulator', 'network.json'), 'utf8')) as EmulatorInfo
    const embedded = JSON.parse(await readFile(join(dir, 'embedded.json'), 'utf8')) as { topicId: string }
    const api = createApi(ports.api, apiKey)
    const load: Load = { accepted: new Map(), open: new Set(), views: new Map(), latencies: [], settled: 0, unanswered: 0 }
    const deploy = await api.post('/api/inscription/deploy', { ticker: 'soak', name: 'Soak', max: '1000000000000000' })
    if (deploy.status !== 202) throw new Error(`deploy answered ${deploy.status}`)
    await waitSettled(api, [track(load, deploy.body)], 120_000, ['confirmed'])

    const run = { stopped: false }
    let counter = 0
    const nextKey = (): string => `soak-${(counter++).toString(36).padStart(6, '0')}`
    const polling = (async () => { while (!run.stopped || load.open.size > 0) { await poll(api, load); await sleep(1000) } })()

    let capacity: number | undefined
    let rate = o.rate
    if (rate === undefined) {
      o.log('measuring end-to-end capacity (20 s at full speed)')
      const started = Date.now()
      let settledAt5 = 0
      const lanes = Array.from({ length: 48 }, async () => { while (Date.now() - started < 20_000) await mintOnce(api, load, nextKey(), () => false) })
      await sleep(5000)
      settledAt5 = load.settled
      await Promise.all(lanes)
      capacity = (load.settled - settledAt5) / ((Date.now() - started - 5000) / 1000)
      rate = Math.max(1, Math.round(capacity * 0.7))
      o.log(`capacity ${Math.round(capacity)} confirmations/s: soaking at ${rate}/s`)
      while (load.open.size > 0) await sleep(500)
    }

    const began = Date.now()
    const until = began + o.minutes * 60_000
    const minute = (): number => (Date.now() - began) / 60_000
    const samples: SoakSample[] = []
    const faults: FaultResult[] = []
    const marks: Array<{ minute: number, fault: string }> = []
    const inFlight = new Set<Promise<unknown>>()
    const sampler = (async () => {
      let last = { at: Date.now(), settled: load.settled }
      while (Date.now() < until) {
        await sleep(o.sampleMs)
        const rssMb: Record<string, number> = {}
        for (const p of PROCESSES) rssMb[p] = (await readRss(sut.pidOf(p))).rssMb
        const used = /used_memory:(\d+)/.exec(await redis.info('memory').catch(() => ''))?.[1]
        const latencies = load.latencies.splice(0)
        samples.push({
          minute: minute(),
          rssMb,
          redisMb: used === undefined ? Number.NaN : Number(used) / 2 ** 20,
          open: load.open.size,
          confirmP99S: percentile(latencies, 0.99),
          confirmedPerS: (load.settled - last.settled) / ((Date.now() - last.at) / 1000)
        })
        last = { at: Date.now(), settled: load.settled }
      }
    })()
    const faulting = (async () => {
      for (let i = 0; Date.now() + o.faultEveryMs < until; i++) {
        await sleep(Math.max(0, began + (i + 1) * o.faultEveryMs - Date.now()))
        const fault = FAULTS[i % FAULTS.length] as FaultName
        o.log(`fault: ${fault} at ${minute().toFixed(1)} min`)
        marks.push({ minute: minute(), fault })
        faults.push(await injectFault(fault, {
          npmStart: sut,
          apiGet: api.get,
          redisUrl,
          mirrorUrl: info.mirrorUrl,
          timeoutMs: 180_000,
          onOutage: () => {},
          canary: async () => {
            const id = await mintOnce(api, load, nextKey(), () => false) as string
            await waitSettled(api, [id], 180_000, ['confirmed'])
          }
        }))
      }
    })()
    o.log(`soaking ${o.minutes} min at ${rate} mints/s, a fault every ${o.faultEveryMs / 1000} s`)
    let sent = 0
    while (Date.now() < until) {
      const tick = Date.now()
      // `rate` a second on average; at most 10 s of load in flight: during an outage requests wait in their retry
      // loop instead of piling up
      const due = Math.floor((tick - began) / 1000 * rate) - sent
      for (let i = 0; i < due && inFlight.size < rate * 10; i++, sent++) {
        const p = mintOnce(api, load, nextKey(), () => run.stopped).finally(() => inFlight.delete(p))
        inFlight.add(p)
      }
      await sleep(Math.max(0, 100 - (Date.now() - tick)))
    }
    await Promise.all([sampler, faulting])
    o.log('load stopped: waiting for every accepted job to settle')
    run.stopped = true
    await Promise.all(inFlight)
    const drainUntil = Date.now() + 300_000
    while (load.open.size > 0 && Date.now() < drainUntil) await sleep(1000)
    run.stopped = true
    await polling

    o.log('checking every job, the claims and the ledger')
    const topics = new Map([[embedded.topicId, await mirrorMessages(info.mirrorUrl, embedded.topicId)]])
    const jobs = checkExactlyOnce([...load.accepted].map(([jobId, a]) => ({ jobId, topicId: a.topicId, message: a.message })), new Map([...load.accepted.keys()].map((id) => [id, load.views.get(id)])), topics, info.operatorId, new Set([embedded.topicId]))
    const claims = await accountFor({
      redisUrl,
      scope: { prefix: 'soak', network: info.networkId },
      topics,
      operatorId: info.operatorId,
      accepted: new Set(load.accepted.keys()),
      claimedSlots: jobs.claimedSlots,
      dropped: [],
      refused5xx: [],
      settleMs: 70_000
    })
    const verify = await ledgerVerify({ ...operatorEnvOf(info), REDIS_URL: redisUrl, REDIS_PREFIX: 'soak', HCS20_TOPIC_ID: embedded.topicId }, [embedded.topicId], 90_000)

    const warmupMinutes = Math.min(5, o.minutes / 4)
    const trends: Record<string, Trend> = {}
    for (const p of PROCESSES) trends[`rss ${p}`] = trendOf(samples.map((s) => ({ x: s.minute, y: s.rssMb[p] ?? Number.NaN })), warmupMinutes)
    trends.redis = trendOf(samples.map((s) => ({ x: s.minute, y: s.redisMb })), warmupMinutes)
    trends.open = trendOf(samples.map((s) => ({ x: s.minute, y: s.open })), warmupMinutes)
    trends['confirm p99'] = trendOf(samples.map((s) => ({ x: s.minute, y: s.confirmP99S })), warmupMinutes)
    return { minutes: o.minutes, rate, capacity, samples, faults, marks, trends, warmupMinutes, jobs, claims, verify, unanswered: load.unanswered }
  } finally {
    redis.disconnect()
    await npmStart?.stop(120_000)
    await rm(dir, { recursive: true, force: true })
  }
}

// `npm run bench -- scale`: the ledger's cost as it grows, built through the topic with the SDK (never
// Redis writes). One topic holds a ticker of each size, 1k, 10k, 100k and 1M holders (BENCH_SCALE_MAX_HOLDERS), all
// measured side by side once built: BENCH_SCALE_APPLY_RUNS (3) rounds, each applying BENCH_SCALE_APPLY_N (30,000)
// transfers between random holders of every size in turn (written while the indexer is stopped, then timed on a
// freshly started indexer from its first applied page to the last; the order rotates round by round), so that
// the machine's drift and the indexer's start fall on every size alike; each size is applied twice a round, with the
// indexer's ticker histories on and off (INDEXER_HISTORY, ADR 044; which goes first alternates), for what keeping
// them costs. Then admission and read latency through the api (history pages, 50 entries, of one holder and of the
// whole ticker), Redis bytes per holder of each, and Redis bytes per message of each ticker's history. Two more topics, 10 tickers and 10k (BENCH_SCALE_TICKERS), in
// alternated rounds the same way: mints on 10 tickers of each (what the topic's size costs), and on the big one
// mints spread over all of them (each page then touches up to a hundred tickers); then the tickers list page of
// each through the api, requests alternated. Then a fresh indexer (its own
// Redis prefix) catches up the whole first topic (its peak RSS from /proc), and BENCH_SCALE_JOBS mints go through
// api, worker and indexer for Redis bytes per settled job.
// Prints figures and writes bench/results/scale.json and bench/plots/scale-apply.svg; asserts nothing.
import { randomInt } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import {
  accountFieldParts, balancesKey, historyAccountsKey, historyKey, holdersKey, inscriptionKey, isAccountChunkField, streamChunkEntries,
  topicMetaKey, topicUnrankedTicksKey, type KeyScope
} from '@hcs/protocol'
import { submitKeyOf } from '../test/support/ledger-e2e.js'
import { connectRedis, deleteKeys } from '../test/support/redis.js'
import { startStack, type Stack } from '../test/support/stack.js'
import { startService, type Service } from '../test/support/processes.js'
import { quietLogs, readRss, ROOT, serviceUrl } from './lib/children.js'
import { cpuSeconds, redisCpuSeconds } from './lib/cpu.js'
import { logScalePlot } from './lib/plot.js'
import { postAll, type Op } from './lib/post.js'
import { keyUsage } from './lib/redis-keys.js'
import { median, percentile } from './lib/stats.js'
import { topicWriter, type TopicWriter } from './lib/topic-writer.js'
import { waitForJobs } from './lib/wait-jobs.js'

export interface SizePoint {
  holders: number
  /** Messages per second the indexer applied (first applied page to the last), median of the runs. */
  applyPerS: number
  /** Each run's rate, round by round (the spread says how much of a difference is noise). */
  applyRuns: number[]
  /** Each round's rate against the first size's rate in the same round (the two ran one after the other). */
  roundRatios: number[]
  /** The same with the indexer's ticker histories off (INDEXER_HISTORY=false): median of the runs, and each run. */
  applyOffPerS: number
  applyOffRuns: number[]
  /** Each round's rate with histories on against off, the two runs of the same size next to each other. */
  historyRatios: number[]
  /** Indexer CPU per applied message with histories off, µs, median of the runs. */
  indexerCpuOffUsPerMsg: number
  /** Redis CPU per applied message with histories off, µs, median of the runs. */
  redisCpuOffUsPerMsg: number
  /** The indexer process's CPU (user + system) per applied message, µs, median of the runs: its work, whatever else runs. */
  indexerCpuUsPerMsg: number
  /** Redis's CPU per applied message, µs, median of the runs (INFO cpu, from the indexer's start until ranked: server-wide, so only meaningful on a Redis of the bench's own). */
  redisCpuUsPerMsg: number
  /** After the last applied page, until the ranker had put every changed holder in order (ADR 037), median ms. */
  rankLagMs: number
  admissionP50Ms: number
  admissionP99Ms: number
  balanceP50Ms: number
  holdersPageP50Ms: number
  /** Redis bytes per holder of the ticker's keys (balances hash, holders zset, inscription hash: MEMORY USAGE). */
  bytesPerHolder: number
  /** Redis bytes per holder of every key of the stack (job records and the other ticker included). */
  allBytesPerHolder: number
  /** The ticker's history: messages it holds, accounts that sealed chunks of their entries, and MEMORY USAGE of its stream and accounts hash per message. */
  history: { messages: number, sealedAccounts: number, bytes: number, bytesPerMessage: number }
  /** `GET /api/inscription/{tick}/history?account=<a busy holder>&limit=50`, p50 / p99 ms, and the entries a page held (median); NaN when the route is missing. */
  historyPageP50Ms: number
  historyPageP99Ms: number
  historyPageEntries: number
  /** The same for a random holder (at 1M holders a page of its mint and few more, read from the mirror): p50 ms and entries. */
  randomHistoryPageP50Ms: number
  randomHistoryPageEntries: number
  /** `GET /api/inscription/{tick}/history?limit=50` (the whole ticker's newest page), p50 / p99 ms and entries. */
  tickerHistoryPageP50Ms: number
  tickerHistoryPageP99Ms: number
  tickerHistoryPageEntries: number
  /** Messages per second the SDK wrote while building this size. */
  writePerS: number
}

export interface ScaleResult {
  generatedAt: string
  applyN: number
  /** Runs of each apply measure (the median is reported). */
  applyRuns: number
  sizes: SizePoint[]
  /**
   * Mints on the same 10 tickers (`applyPerS`) and spread over every ticker (`spreadPerS`); the tickers list page
   * (`GET /api/inscription?topic_id=&limit=10`, ten tickers on either topic; NaN when the route is missing), p50 and
   * p99 ms, and the tickers a page held.
   */
  tickers: Array<{ tickers: number, applyPerS: number, applyRuns: number[], spreadPerS: number, listP50Ms: number, listP99Ms: number, listEntries: number, middleListP50Ms: number }>
  catchUp: { messages: number, seconds: number, perS: number, peakRssMb: number }
  settledJob: { jobs: number, bytesPerJob: number, byKind: Record<string, number>, prefixLength: number }
  indexerPeakRssMb: number
}

/** One apply measure: messages per second from the first applied page to the last, the indexer's CPU per message, and how long after the last page the ranker had the holders in order. */
interface ApplyRun { rate: number, cpuUs: number, redisCpuUs: number, rankLagMs: number }

const env = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`)
  return value
}

const HOLDER_BASE = 100_000
/** Holders 0 to BUSY - 1 of every size get BUSY_ENTRIES transfers each more than the others: whole history pages of their own. */
const BUSY = 20
const BUSY_ENTRIES = 60
const holder = (i: number): string => `0.0.${HOLDER_BASE + i}`
const mint = (tick: string, to: string, amt = '1000'): string => JSON.stringify({ p: 'hcs-20', op: 'mint', tick, amt, to })
const deploy = (tick: string): string => JSON.stringify({ p: 'hcs-20', op: 'deploy', tick, name: tick, max: '999999999999999999' })
const transfer = (tick: string, from: string, to: string): string => JSON.stringify({ p: 'hcs-20', op: 'transfer', tick, amt: '1', from, to })

async function lastSequence (redis: Redis, stack: Stack, prefix: string, topicId: string): Promise<number> {
  return Number(await redis.hget(topicMetaKey({ prefix, network: stack.env.HEDERA_NETWORK_ID as string }, topicId), 'lastSequence') ?? 0)
}

/** Waits until the indexer of `prefix` has applied `sequence` on `topicId`; resolves with when it first moved and when it got there. */
export async function applied (redis: Redis, stack: Stack, prefix: string, topicId: string, from: number, sequence: number, timeoutMs: number, pid?: number): Promise<{ firstAt: number, firstSeq: number, doneAt: number, cpuS: number }> {
  const deadline = Date.now() + timeoutMs
  let firstAt = 0
  let firstSeq = from
  let firstCpu = Number.NaN
  for (;;) {
    const seq = await lastSequence(redis, stack, prefix, topicId)
    const now = performance.now()
    if (firstAt === 0 && seq > from) { firstAt = now; firstSeq = seq; firstCpu = await cpuSeconds(pid) }
    if (seq >= sequence) return { firstAt: firstAt || now, firstSeq, doneAt: now, cpuS: await cpuSeconds(pid) - firstCpu }
    if (Date.now() > deadline) throw new Error(`indexer of ${prefix} stuck at ${seq} of ${sequence} on ${topicId}`)
    await sleep(10)
  }
}

async function timed (n: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const started = performance.now()
    await run(i)
    out.push(performance.now() - started)
  }
  return out
}

/** One measured read: its latencies (ms) and how many entries each answer held. */
interface PageReads { ms: number[], entries: number[] }

/** The entries of a page: its first array (the route's list, whatever the route names it). */
function pageEntries (body: unknown): number {
  const list = body !== null && typeof body === 'object' ? Object.values(body).find(Array.isArray) as unknown[] | undefined : undefined
  return list?.length ?? 0
}

/**
 * `n` GETs of each of `urls` (a url per call: `urls[k](i)`), one of each in turn, the order rotated request by request,
 * so that drift falls on each alike; after `warm` unmeasured ones of each. Null for a route that answers 404 (not there).
 */
async function interleavedGets (urls: Array<(i: number) => string>, headers: Record<string, string>, n: number, warm = 20): Promise<Array<PageReads | null>> {
  const out: Array<PageReads | null> = urls.map(() => ({ ms: [], entries: [] }))
  for (let i = -warm; i < n; i++) {
    for (let k = 0; k < urls.length; k++) {
      const at = (k + Math.max(0, i)) % urls.length
      const reads = out[at]
      const url = urls[at]
      if (reads === null || reads === undefined || url === undefined) continue
      const started = performance.now()
      const res = await fetch(url(i), { headers })
      const text = await res.text()
      const ms = performance.now() - started
      if (res.status === 404 && i === -warm) { out[at] = null; continue }
      if (res.status !== 200) throw new Error(`GET ${url(i)} answered ${res.status}: ${text.slice(0, 300)}`)
      if (i >= 0) { reads.ms.push(ms); reads.entries.push(pageEntries(JSON.parse(text))) }
    }
  }
  return out
}

/** The tickers list's url of 10 tickers from `skip` on (following pages of 500); undefined when the route is missing or the topic ends first. */
async function middleOfList (apiUrl: string, headers: Record<string, string>, topicId: string, skip: number): Promise<string | undefined> {
  let url = `${apiUrl}/api/inscription?topic_id=${topicId}&limit=500`
  for (let seen = 0; seen < skip; seen += 500) {
    const res = await fetch(url, { headers })
    if (res.status !== 200) return undefined
    const next = (await res.json() as { next?: string | null }).next
    if (typeof next !== 'string') return undefined
    url = new URL(next, apiUrl).toString()
  }
  const at = new URL(url)
  at.searchParams.set('limit', '10')
  return at.toString()
}

/**
 * MEMORY USAGE (every element) of a ticker's history, its stream and its accounts hash; the messages it holds (the
 * stream's entries, a page's each) and the accounts that sealed chunks of their entries (ADR 050).
 */
async function historyBytes (redis: Redis, scope: KeyScope, topicId: string, tick: string): Promise<SizePoint['history']> {
  const usage = async (key: string): Promise<number> => Number(await redis.memory('USAGE', key, 'SAMPLES', '0') ?? 0)
  const bytes = await usage(historyKey(scope, topicId, tick)) + await usage(historyAccountsKey(scope, topicId, tick))
  let messages = 0
  for (let from = '-'; ;) {
    const chunks = await redis.xrange(historyKey(scope, topicId, tick), from, '+', 'COUNT', 1000)
    for (const [, fields] of chunks) messages += streamChunkEntries(fields).length
    const last = chunks.at(-1)
    if (last === undefined || chunks.length < 1000) break
    from = `(${last[0]}`
  }
  let sealedAccounts = 0
  let cursor = '0'
  do {
    const [next, flat] = await redis.hscan(historyAccountsKey(scope, topicId, tick), cursor, 'COUNT', 10_000)
    cursor = next
    for (let i = 1; i < flat.length; i += 2) if (!isAccountChunkField(flat[i - 1] ?? '') && accountFieldParts(flat[i]).chunks > 0) sealedAccounts++
  } while (cursor !== '0')
  return { messages, sealedAccounts, bytes, bytesPerMessage: bytes / Math.max(1, messages) }
}

export async function benchScale (log: (line: string) => void): Promise<ScaleResult> {
  const maxHolders = env('BENCH_SCALE_MAX_HOLDERS', 1_000_000)
  const applyN = env('BENCH_SCALE_APPLY_N', 30_000)
  const maxTickers = env('BENCH_SCALE_TICKERS', 10_000)
  const jobs = env('BENCH_SCALE_JOBS', 5000)
  const applyRuns = env('BENCH_SCALE_APPLY_RUNS', 3)
  const sizes = [1000, 10_000, 100_000, 1_000_000].filter((n) => n <= maxHolders)
  // short, like the default `hcs20`: key names are part of the bytes measured
  const prefix = `bs${randomInt(1000, 9999)}`
  const stack = await startStack({ apps: [], extraTopics: 2, prefix, env: { INDEXER_POLL_MS: '20', QUEUE_MAX_BACKLOG: '1000000' } })
  const redis = connectRedis()
  const writers: TopicWriter[] = []
  let indexerPeakMb = 0
  const startIndexer = async (envExtra: Record<string, string> = {}): Promise<Service> => {
    const service = await stack.start('indexer', envExtra)
    quietLogs(service)
    return service
  }
  const stopIndexer = async (): Promise<void> => {
    indexerPeakMb = Math.max(indexerPeakMb, (await readRss(stack.services.indexer?.child.pid)).peakMb)
    await stack.services.indexer?.stop()
  }
  try {
    await startIndexer()
    quietLogs(await stack.start('api'))
    let apiUrl = serviceUrl(stack.services.api)
    // a fresh api before each group of reads (every size's requests alike on it)
    const restartApi = async (): Promise<void> => {
      await stack.services.api?.stop()
      quietLogs(await stack.start('api'))
      apiUrl = serviceUrl(stack.services.api)
    }
    const headers = { 'x-api-key': stack.apiKey, 'content-type': 'application/json' }
    const [holdersTopic, tickersTopic, smallTopic] = stack.topics as [string, string, string]

    // the apply rate of `write` (messages written while the indexer is stopped), from its first applied page to the
    // last; then how long after it the ranker had the holders in order
    const applyOnce = async (topicId: string, writer: TopicWriter, count: number, message: (i: number) => string, history = true): Promise<ApplyRun> => {
      const from = await lastSequence(redis, stack, prefix, topicId)
      await stopIndexer()
      await writer.write(count, message)
      const last = await writer.writeOne(message(count))
      const redisBefore = await redisCpuSeconds(redis)
      const indexer = await startIndexer({ INDEXER_HISTORY: String(history) })
      const { firstAt, firstSeq, doneAt, cpuS } = await applied(redis, stack, prefix, topicId, from, last, 600_000, indexer.child.pid)
      const unranked = topicUnrankedTicksKey({ prefix, network: stack.env.HEDERA_NETWORK_ID as string }, topicId)
      while (await redis.exists(unranked) === 1) await sleep(5)
      const redisCpuS = await redisCpuSeconds(redis) - redisBefore
      return {
        rate: (last - firstSeq) / Math.max(0.001, (doneAt - firstAt) / 1000),
        cpuUs: cpuS * 1e6 / Math.max(1, last - firstSeq),
        redisCpuUs: redisCpuS * 1e6 / Math.max(1, last - from),
        rankLagMs: performance.now() - doneAt
      }
    }

    // 1. one ticker per size on one topic, built in turn; then every measure side by side: each round applies
    // BENCH_SCALE_APPLY_N transfers on every size (its own indexer start, the order rotated round by round), so that
    // the machine's drift and a cold start fall on every size alike
    const holders = topicWriter(stack.network, holdersTopic, submitKeyOf(stack, holdersTopic))
    writers.push(holders)
    const tick = (size: number): string => `h${size}`
    const scope = { prefix, network: stack.env.HEDERA_NETWORK_ID as string }
    const writePerS: number[] = []
    for (const size of sizes) {
      await holders.writeOne(deploy(tick(size)))
      const seconds = await holders.write(size, (i) => mint(tick(size), holder(i)))
      const barrier = await holders.writeOne(mint(tick(size), holder(0)))
      await applied(redis, stack, prefix, holdersTopic, 0, barrier, 3_600_000)
      writePerS.push(size / seconds)
      log(`scale: ${size} holders written (${Math.round(size / seconds)} msg/s) and applied`)
    }
    // BUSY holders of each size with a history page of their own: BUSY_ENTRIES transfers to each
    for (const size of sizes) {
      await holders.write(BUSY * BUSY_ENTRIES, (i) => transfer(tick(size), holder(BUSY + randomInt(0, size - BUSY)), holder(i % BUSY)))
      await applied(redis, stack, prefix, holdersTopic, 0, await holders.writeOne(mint(tick(size), holder(0))), 600_000)
    }
    const totalHolders = sizes.reduce((sum, n) => sum + n, 0)
    const allBytes = (await keyUsage(redis, prefix)).bytes
    const pick = (size: number): string => holder(randomInt(0, size))
    const runs = new Map<number, ApplyRun[]>(sizes.map((size) => [size, []]))
    const offRuns = new Map<number, ApplyRun[]>(sizes.map((size) => [size, []]))
    for (let round = 0; round < applyRuns; round++) {
      for (let k = 0; k < sizes.length; k++) {
        const size = sizes[(round + k) % sizes.length] as number
        // histories on then off, or off then on, alternately: each side goes first as often
        for (const history of (round + k) % 2 === 0 ? [true, false] : [false, true]) {
          const run = await applyOnce(holdersTopic, holders, applyN, () => transfer(tick(size), pick(size), pick(size)), history)
          ;(history ? runs : offRuns).get(size)?.push(run)
          log(`scale: round ${round + 1}: ${size} holders, history ${history ? 'on' : 'off'}: apply ${Math.round(run.rate)} msg/s, indexer CPU ${run.cpuUs.toFixed(0)} µs/msg, Redis CPU ${run.redisCpuUs.toFixed(0)} µs/msg, ranked ${Math.round(run.rankLagMs)} ms after the last page`)
        }
      }
    }
    // what follows runs on the default indexer (histories on)
    await stopIndexer()
    await startIndexer()
    const tickerHistories = new Map<number, SizePoint['history']>()
    for (const size of sizes) {
      const history = await historyBytes(redis, scope, holdersTopic, tick(size))
      tickerHistories.set(size, history)
      log(`scale: ${size} holders: history of ${history.messages} messages, ${history.sealedAccounts} accounts with sealed chunks, ${Math.round(history.bytes)} B: ${history.bytesPerMessage.toFixed(1)} B/message`)
    }
    // history pages of 50 of every size, requests alternated: a busy holder's (the warm-up reads each once, so that
    // every size's are in the api's cache of mirror messages alike), a random holder's (every holder has entries:
    // its mint; at 1M holders few more, read from the mirror), and the ticker's newest
    const busy = (i: number): string => holder(((i % BUSY) + BUSY) % BUSY)
    await restartApi()
    const historyReads = await interleavedGets([
      ...sizes.map((size) => (i: number) => `${apiUrl}/api/inscription/${tick(size)}/history?account=${busy(i)}&limit=50`),
      ...sizes.map((size) => () => `${apiUrl}/api/inscription/${tick(size)}/history?account=${pick(size)}&limit=50`),
      ...sizes.map((size) => () => `${apiUrl}/api/inscription/${tick(size)}/history?limit=50`)
    ], headers, 200, BUSY)
    if (historyReads[0] === null) log('scale: GET /api/inscription/{tick}/history answered 404: no history pages measured')
    else {
      const p50 = (k: number): string => `${percentile(historyReads[k]?.ms ?? [], 0.5).toFixed(1)} ms (${median(historyReads[k]?.entries ?? [])})`
      for (const [k, size] of sizes.entries()) log(`scale: ${size} holders: history page p50 (entries) of a busy holder ${p50(k)}, a random holder ${p50(sizes.length + k)}, the ticker ${p50(2 * sizes.length + k)}`)
    }
    const points: SizePoint[] = []
    const admitted: string[] = []
    for (const [index, size] of sizes.entries()) {
      const sizeRuns = runs.get(size) ?? []
      const sizeOffRuns = offRuns.get(size) ?? []
      const accountPage = historyReads[index]
      const randomPage = historyReads[sizes.length + index]
      const tickerPage = historyReads[2 * sizes.length + index]
      let ticker = 0
      for (const key of [balancesKey(scope, holdersTopic, tick(size)), holdersKey(scope, holdersTopic, tick(size)), inscriptionKey(scope, holdersTopic, tick(size))]) {
        ticker += Number(await redis.memory('USAGE', key, 'SAMPLES', '0') ?? 0)
      }
      const admission = await timed(200, async () => {
        const res = await fetch(`${apiUrl}/api/inscription/${tick(size)}/mint`, { method: 'POST', headers, body: JSON.stringify({ amount: 1, to: pick(size) }) })
        const body = await res.json() as { jobId?: string }
        if (res.status !== 202 || body.jobId === undefined) throw new Error(`mint answered ${res.status}: ${JSON.stringify(body)}`)
        admitted.push(body.jobId)
      })
      const balance = await timed(200, async () => { await (await fetch(`${apiUrl}/api/inscription/${tick(size)}/balance/${pick(size)}`, { headers })).text() })
      const page = await timed(50, async () => { await (await fetch(`${apiUrl}/api/inscription/${tick(size)}/holders?limit=100`, { headers })).text() })
      points.push({
        holders: size,
        applyPerS: median(sizeRuns.map((r) => r.rate)),
        applyRuns: sizeRuns.map((r) => Math.round(r.rate)),
        // each round's rate against the first size's in the same round (runs next to each other)
        roundRatios: sizeRuns.map((r, round) => Number((r.rate / (runs.get(sizes[0] as number)?.[round]?.rate ?? r.rate)).toFixed(2))),
        applyOffPerS: median(sizeOffRuns.map((r) => r.rate)),
        applyOffRuns: sizeOffRuns.map((r) => Math.round(r.rate)),
        historyRatios: sizeRuns.map((r, round) => Number((r.rate / (sizeOffRuns[round]?.rate ?? r.rate)).toFixed(2))),
        indexerCpuOffUsPerMsg: median(sizeOffRuns.map((r) => r.cpuUs)),
        redisCpuOffUsPerMsg: median(sizeOffRuns.map((r) => r.redisCpuUs)),
        indexerCpuUsPerMsg: median(sizeRuns.map((r) => r.cpuUs)),
        redisCpuUsPerMsg: median(sizeRuns.map((r) => r.redisCpuUs)),
        rankLagMs: median(sizeRuns.map((r) => r.rankLagMs)),
        admissionP50Ms: percentile(admission, 0.5),
        admissionP99Ms: percentile(admission, 0.99),
        balanceP50Ms: percentile(balance, 0.5),
        holdersPageP50Ms: percentile(page, 0.5),
        bytesPerHolder: ticker / size,
        allBytesPerHolder: allBytes / totalHolders,
        history: tickerHistories.get(size) ?? { messages: 0, sealedAccounts: 0, bytes: 0, bytesPerMessage: Number.NaN },
        historyPageP50Ms: percentile(accountPage?.ms ?? [], 0.5),
        historyPageP99Ms: percentile(accountPage?.ms ?? [], 0.99),
        historyPageEntries: median(accountPage?.entries ?? []),
        randomHistoryPageP50Ms: percentile(randomPage?.ms ?? [], 0.5),
        randomHistoryPageEntries: median(randomPage?.entries ?? []),
        tickerHistoryPageP50Ms: percentile(tickerPage?.ms ?? [], 0.5),
        tickerHistoryPageP99Ms: percentile(tickerPage?.ms ?? [], 0.99),
        tickerHistoryPageEntries: median(tickerPage?.entries ?? []),
        writePerS: writePerS[index] ?? 0
      })
    }
    const built = sizes[sizes.length - 1] ?? 0
    const big = tick(built)

    // 2. a topic with 10 tickers beside one with 10k: mints on 10 tickers of each, rounds alternated as above; and
    // mints spread over all 10k (each page then touches up to a hundred tickers)
    const tickerTopics = [smallTopic, tickersTopic].map((topic, i) => ({
      topic,
      count: i === 0 ? 10 : maxTickers,
      writer: topicWriter(stack.network, topic, submitKeyOf(stack, topic)),
      on10: [] as number[],
      spread: [] as number[]
    }))
    for (const { topic, count, writer } of tickerTopics) {
      writers.push(writer)
      await writer.write(count, (i) => deploy(`t${i}`))
      await applied(redis, stack, prefix, topic, 0, await writer.writeOne(mint('t0', holder(0))), 600_000)
    }
    for (let round = 0; round < applyRuns; round++) {
      for (let k = 0; k < tickerTopics.length; k++) {
        const t = tickerTopics[(round + k) % tickerTopics.length] as (typeof tickerTopics)[number]
        t.on10.push((await applyOnce(t.topic, t.writer, applyN, (i) => mint(`t${i % 10}`, holder(randomInt(0, 100_000))))).rate)
        if (t.count > 10) t.spread.push((await applyOnce(t.topic, t.writer, applyN, (i) => mint(`t${i % t.count}`, holder(randomInt(0, 100_000))))).rate)
        log(`scale: round ${round + 1}: ${t.count} tickers: apply ${Math.round(t.on10[round] ?? 0)} msg/s on 10 of them${t.count > 10 ? `, ${Math.round(t.spread[round] ?? 0)} spread over all` : ''}`)
      }
    }
    // the tickers list page of each topic, ten tickers either way, requests alternated; and on the big topic ten from
    // its middle (the cursor its pages of 500 give after half of it)
    const bigTopic = tickerTopics[tickerTopics.length - 1] as (typeof tickerTopics)[number]
    await restartApi()
    const middle = await middleOfList(apiUrl, headers, bigTopic.topic, Math.floor(bigTopic.count / 2))
    const lists = await interleavedGets([
      ...tickerTopics.map((t) => () => `${apiUrl}/api/inscription?topic_id=${t.topic}&limit=10`),
      ...(middle === undefined ? [] : [() => middle])
    ], headers, 200)
    if (lists[0] === null) log('scale: GET /api/inscription answered 404: no tickers list measured')
    else log(`scale: tickers list page of 10 p50: ${tickerTopics.map((t, i) => `${t.count} tickers ${percentile(lists[i]?.ms ?? [], 0.5).toFixed(1)} ms`).join(', ')}${middle === undefined ? '' : `, 10 from the middle of ${bigTopic.count} ${percentile(lists[tickerTopics.length]?.ms ?? [], 0.5).toFixed(1)} ms`}`)
    const tickerPoints: ScaleResult['tickers'] = tickerTopics.map((t, i) => {
      const applyPerS = median(t.on10)
      const list = lists[i]
      return {
        tickers: t.count,
        applyPerS,
        applyRuns: t.on10.map(Math.round),
        spreadPerS: t.spread.length > 0 ? median(t.spread) : applyPerS,
        listP50Ms: percentile(list?.ms ?? [], 0.5),
        listP99Ms: percentile(list?.ms ?? [], 0.99),
        listEntries: median(list?.entries ?? []),
        middleListP50Ms: t === bigTopic ? percentile(lists[tickerTopics.length]?.ms ?? [], 0.5) : Number.NaN
      }
    })

    // 3. a fresh indexer (its own prefix) catches up the holders topic
    await stopIndexer()
    const freshPrefix = `${prefix}f`
    const end = await holders.writeOne(mint(big, holder(0)))
    const started = performance.now()
    const fresh = await startService('indexer', { ...stack.env, REDIS_PREFIX: freshPrefix, HCS20_TOPICS: holdersTopic, HCS20_TOPIC_ID: holdersTopic })
    quietLogs(fresh)
    let catchUp: ScaleResult['catchUp']
    try {
      const { doneAt } = await applied(redis, stack, freshPrefix, holdersTopic, 0, end, 7_200_000)
      const seconds = (doneAt - started) / 1000
      catchUp = { messages: end, seconds, perS: end / seconds, peakRssMb: (await readRss(fresh.child.pid)).peakMb }
      log(`scale: a fresh indexer caught up ${end} messages in ${seconds.toFixed(1)} s (${Math.round(end / seconds)} msg/s), peak RSS ${catchUp.peakRssMb.toFixed(0)} MB`)
    } finally {
      await fresh.stop()
      await deleteKeys(redis, freshPrefix)
    }

    // 4. Redis bytes per settled job: mints through api, worker and indexer
    await startIndexer()
    quietLogs(await stack.start('worker'))
    // the mints the latency step admitted settle first, so that only the measured jobs change the figures
    await waitForJobs(redis, scope, admitted, 'confirmed', 600_000)
    await sleep(2000)
    const before = await keyUsage(redis, prefix)
    const ops: Op[] = Array.from({ length: 100 }, () => ({ path: `/api/inscription/${big}/mint`, body: { amount: '1', to: holder(randomInt(0, built)) } }))
    const posted = await postAll({ url: apiUrl, apiKey: stack.apiKey }, ops, jobs, 64)
    const settled = await waitForJobs(redis, scope, posted.posted.map((p) => p.jobId), 'confirmed', 600_000)
    // the reconciler and the sweep drop what they track a little later
    await sleep(2000)
    const after = await keyUsage(redis, prefix)
    const byKind: Record<string, number> = {}
    for (const kind of new Set([...Object.keys(before.byKind), ...Object.keys(after.byKind)])) {
      const delta = (after.byKind[kind]?.bytes ?? 0) - (before.byKind[kind]?.bytes ?? 0)
      if (kind !== 'topic') byKind[kind] = Math.round(delta / settled.size)
    }
    const perJob = Object.values(byKind).reduce((sum, n) => sum + n, 0)
    log(`scale: ${settled.size} settled jobs: ${perJob} B each (${JSON.stringify(byKind)})`)

    return {
      generatedAt: new Date().toISOString(),
      applyN,
      applyRuns,
      sizes: points,
      tickers: tickerPoints,
      catchUp,
      settledJob: { jobs: settled.size, bytesPerJob: perJob, byKind, prefixLength: prefix.length },
      indexerPeakRssMb: Math.max(indexerPeakMb, (await readRss(stack.services.indexer?.child.pid)).peakMb)
    }
  } finally {
    for (const writer of writers) writer.close()
    redis.disconnect()
    await stack.stop()
  }
}

/** The figures as a table, with the issue's targets beside them. */
export function formatScale (r: ScaleResult): string {
  const first = r.sizes[0]
  const last = r.sizes[r.sizes.length - 1]
  const lines = [
    'holders    apply msg/s  ×first  indexer CPU µs/msg  Redis CPU µs/msg  ranked after ms  admit p50/p99 ms  balance p50  holders page p50  B/holder (all keys)  SDK write msg/s',
    ...r.sizes.map((s) => [
      String(s.holders).padEnd(10), String(Math.round(s.applyPerS)).padStart(11), (s.applyPerS / (first?.applyPerS ?? 1)).toFixed(2).padStart(7),
      s.indexerCpuUsPerMsg.toFixed(0).padStart(19),
      s.redisCpuUsPerMsg.toFixed(0).padStart(17),
      String(Math.round(s.rankLagMs)).padStart(16),
      `${s.admissionP50Ms.toFixed(1)} / ${s.admissionP99Ms.toFixed(1)}`.padStart(17), s.balanceP50Ms.toFixed(1).padStart(12), s.holdersPageP50Ms.toFixed(1).padStart(17),
      `${Math.round(s.bytesPerHolder)} (${Math.round(s.allBytesPerHolder)})`.padStart(20), String(Math.round(s.writePerS)).padStart(16)
    ].join(' ')),
    '',
    ...r.tickers.map((t) => `${String(t.tickers).padEnd(6)} tickers: apply on 10 of them ${Math.round(t.applyPerS)} msg/s (runs ${t.applyRuns.join(', ')}; ${(t.applyPerS / (r.tickers[0]?.applyPerS ?? 1)).toFixed(2)}× a topic of 10; target ≥ 0.8×), spread over all ${Math.round(t.spreadPerS)} msg/s`),
    '',
    ...r.sizes.slice(1).map((s) => `${s.holders} holders against ${first?.holders ?? 0}, round by round: ${s.roundRatios.map((x) => `${x.toFixed(2)}×`).join(', ')} (median ${median(s.roundRatios).toFixed(2)}×); runs ${s.applyRuns.join(', ')} msg/s`),
    `apply at ${last?.holders ?? 0} holders: ${((last?.applyPerS ?? 0) / (first?.applyPerS ?? 1)).toFixed(2)}× the rate at ${first?.holders ?? 0}, ratio of the medians (target ≥ 0.8×)`,
    `CPU per applied message (indexer + Redis) at ${first?.holders ?? 0} against ${last?.holders ?? 0} holders: ${(((first?.indexerCpuUsPerMsg ?? 0) + (first?.redisCpuUsPerMsg ?? 0)) / Math.max(1, (last?.indexerCpuUsPerMsg ?? 0) + (last?.redisCpuUsPerMsg ?? 0))).toFixed(2)}× (the work's own ratio, whatever else the machine runs; Redis CPU is server-wide: give the bench a Redis of its own)`,
    `fresh indexer catch-up: ${r.catchUp.messages} messages in ${r.catchUp.seconds.toFixed(1)} s = ${Math.round(r.catchUp.perS)} msg/s (target ≥ 5,000), peak RSS ${r.catchUp.peakRssMb.toFixed(0)} MB (target < 300)`,
    `following indexer peak RSS: ${r.indexerPeakRssMb.toFixed(0)} MB`,
    `Redis per settled job: ${r.settledJob.bytesPerJob} B over ${r.settledJob.jobs} jobs, prefix of ${r.settledJob.prefixLength} characters (target ≤ 400): ${JSON.stringify(r.settledJob.byKind)}`,
    `Redis per holder at ${last?.holders ?? 0}: ${Math.round(last?.bytesPerHolder ?? 0)} B (target ≤ 200)`,
    '',
    'holders    history on/off msg/s  on ÷ off  round by round      indexer CPU on/off µs  Redis CPU on/off µs  history msgs  in streams  B/msg   busy holder p50/p99 ms (entries)  random holder p50 ms (entries)  ticker page p50/p99 ms (entries)',
    ...r.sizes.map((s) => [
      String(s.holders).padEnd(10), `${Math.round(s.applyPerS)} / ${Math.round(s.applyOffPerS)}`.padStart(20), (s.applyPerS / s.applyOffPerS).toFixed(2).padStart(9),
      s.historyRatios.map((x) => x.toFixed(2)).join(' / ').padStart(19),
      `${s.indexerCpuUsPerMsg.toFixed(0)} / ${s.indexerCpuOffUsPerMsg.toFixed(0)}`.padStart(22), `${s.redisCpuUsPerMsg.toFixed(0)} / ${s.redisCpuOffUsPerMsg.toFixed(0)}`.padStart(20),
      String(s.history.messages).padStart(13), String(s.history.sealedAccounts).padStart(11), s.history.bytesPerMessage.toFixed(1).padStart(6),
      `${s.historyPageP50Ms.toFixed(1)} / ${s.historyPageP99Ms.toFixed(1)} (${s.historyPageEntries})`.padStart(33),
      `${s.randomHistoryPageP50Ms.toFixed(1)} (${s.randomHistoryPageEntries})`.padStart(31),
      `${s.tickerHistoryPageP50Ms.toFixed(1)} / ${s.tickerHistoryPageP99Ms.toFixed(1)} (${s.tickerHistoryPageEntries})`.padStart(33)
    ].join(' ')),
    '',
    ...r.tickers.map((t) => `${String(t.tickers).padEnd(6)} tickers: list page of 10 p50 / p99 ${t.listP50Ms.toFixed(1)} / ${t.listP99Ms.toFixed(1)} ms (${t.listEntries} tickers)${Number.isNaN(t.middleListP50Ms) ? '' : `; 10 from the middle p50 ${t.middleListP50Ms.toFixed(1)} ms`}`),
    '',
    ...scaleTargets(r).map((t) => `${t.met === undefined ? 'n/a ' : t.met ? 'met ' : 'MISS'}  ${t.measure}: ${t.value} (target ${t.target})`)
  ]
  return lines.join('\n')
}

/** The read-index targets (ADR 044): measured value, target, met (undefined: not measured, its route missing). */
export function scaleTargets (r: ScaleResult): Array<{ measure: string, value: string, target: string, met: boolean | undefined }> {
  const first = r.sizes[0]
  const last = r.sizes[r.sizes.length - 1]
  const smallTopic = r.tickers[0]
  const bigTopic = r.tickers[r.tickers.length - 1]
  const out: Array<{ measure: string, value: string, target: string, met: boolean | undefined }> = []
  for (const s of new Set([first, last])) {
    if (s === undefined) continue
    const ratio = s.applyPerS / s.applyOffPerS
    out.push({
      measure: `apply at ${s.holders} holders, histories on ÷ off (medians of ${s.historyRatios.length} runs each)`,
      value: `${ratio.toFixed(2)}× (${Math.round(s.applyPerS)} / ${Math.round(s.applyOffPerS)} msg/s; round by round ${s.historyRatios.map((x) => x.toFixed(2)).join(', ')})`,
      target: '≥ 0.9×',
      met: ratio >= 0.9
    })
  }
  if (first !== undefined && last !== undefined) {
    const ratio = last.historyPageP50Ms / first.historyPageP50Ms
    out.push({
      measure: `a holder's history page of 50 p50, ${last.holders}-holder ticker (${last.history.messages} messages) ÷ ${first.holders}`,
      value: `${ratio.toFixed(2)}× (${last.historyPageP50Ms.toFixed(1)} / ${first.historyPageP50Ms.toFixed(1)} ms, pages of ${last.historyPageEntries} / ${first.historyPageEntries} entries; unfiltered ${(last.tickerHistoryPageP50Ms / first.tickerHistoryPageP50Ms).toFixed(2)}×, ${last.tickerHistoryPageP50Ms.toFixed(1)} / ${first.tickerHistoryPageP50Ms.toFixed(1)} ms)`,
      target: '≤ 1.5×',
      met: Number.isNaN(ratio) ? undefined : ratio <= 1.5
    })
  }
  if (smallTopic !== undefined && bigTopic !== undefined) {
    const ratio = bigTopic.listP50Ms / smallTopic.listP50Ms
    out.push({
      measure: `tickers list page of 10 p50, a topic of ${bigTopic.tickers} tickers ÷ ${smallTopic.tickers}`,
      value: `${ratio.toFixed(2)}× (${bigTopic.listP50Ms.toFixed(1)} / ${smallTopic.listP50Ms.toFixed(1)} ms; ten from the middle of the big one ${bigTopic.middleListP50Ms.toFixed(1)} ms)`,
      target: '≤ 1.5×',
      met: Number.isNaN(ratio) ? undefined : ratio <= 1.5
    })
  }
  if (last !== undefined) {
    const perMessage = last.history.bytesPerMessage
    out.push({
      measure: `Redis bytes of history per message, ${last.holders}-holder ticker`,
      value: `${perMessage.toFixed(1)} B (${last.history.messages} messages, ${last.history.sealedAccounts} accounts with sealed chunks; ${(perMessage * 86_400 / 1e6).toFixed(1)} MB a day per sustained op/s)`,
      target: '≤ 100 B',
      met: perMessage <= 100
    })
  }
  return out
}

export async function runScale (log: (line: string) => void): Promise<void> {
  const result = await benchScale(log)
  await mkdir(join(ROOT, 'bench', 'results'), { recursive: true })
  await writeFile(join(ROOT, 'bench', 'results', 'scale.json'), `${JSON.stringify(result, null, 2)}\n`)
  await mkdir(join(ROOT, 'bench', 'plots'), { recursive: true })
  await writeFile(join(ROOT, 'bench', 'plots', 'scale-apply.svg'), logScalePlot({
    title: `Apply rate by holders, sizes side by side (${result.applyN.toLocaleString('en')} transfers, median of ${result.applyRuns} rounds, ${result.generatedAt.slice(0, 10)})`,
    xLabel: 'holders (log scale)',
    yLabel: 'messages applied per second',
    points: result.sizes.map((s) => ({ x: s.holders, y: s.applyPerS }))
  }))
  process.stdout.write(`\n${formatScale(result)}\n\nwrote bench/results/scale.json and bench/plots/scale-apply.svg\n`)
}

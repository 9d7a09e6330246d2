// `npm run bench -- scale`: the ledger's cost as it grows, built through the topic with the SDK (never
// Redis writes). One topic holds a ticker of each size, 1k, 10k, 100k and 1M holders (BENCH_SCALE_MAX_HOLDERS), all
// measured side by side once built: BENCH_SCALE_APPLY_RUNS (3) rounds, each applying BENCH_SCALE_APPLY_N (30,000)
// transfers between random holders of every size in turn (written while the indexer is stopped, then timed on a
// freshly started indexer from its first applied page to the last; the order rotates round by round), so that
// the machine's drift and the indexer's start fall on every size alike. Then admission and read latency through
// the api and Redis bytes per holder of each. Two more topics, 10 tickers and 10k (BENCH_SCALE_TICKERS), in
// alternated rounds the same way: mints on 10 tickers of each (what the topic's size costs), and on the big one
// mints spread over all of them (each page then touches up to a hundred tickers). Then a fresh indexer (its own
// Redis prefix) catches up the whole first topic (its peak RSS from /proc), and BENCH_SCALE_JOBS mints go through
// api, worker and indexer for Redis bytes per settled job.
// Prints figures and writes bench/results/scale.json and bench/plots/scale-apply.svg; asserts nothing.
import { randomInt } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { balancesKey, holdersKey, inscriptionKey, topicMetaKey, topicUnrankedTicksKey } from '@hcs/protocol'
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
  /** Messages per second the SDK wrote while building this size. */
  writePerS: number
}

export interface ScaleResult {
  generatedAt: string
  applyN: number
  /** Runs of each apply measure (the median is reported). */
  applyRuns: number
  sizes: SizePoint[]
  /** Mints on the same 10 tickers (`applyPerS`) and spread over every ticker (`spreadPerS`). */
  tickers: Array<{ tickers: number, applyPerS: number, applyRuns: number[], spreadPerS: number }>
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
    const apiUrl = serviceUrl(stack.services.api)
    const headers = { 'x-api-key': stack.apiKey, 'content-type': 'application/json' }
    const [holdersTopic, tickersTopic, smallTopic] = stack.topics as [string, string, string]

    // the apply rate of `write` (messages written while the indexer is stopped), from its first applied page to the
    // last; then how long after it the ranker had the holders in order
    const applyOnce = async (topicId: string, writer: TopicWriter, count: number, message: (i: number) => string): Promise<ApplyRun> => {
      const from = await lastSequence(redis, stack, prefix, topicId)
      await stopIndexer()
      await writer.write(count, message)
      const last = await writer.writeOne(message(count))
      const redisBefore = await redisCpuSeconds(redis)
      const indexer = await startIndexer()
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
    const totalHolders = sizes.reduce((sum, n) => sum + n, 0)
    const allBytes = (await keyUsage(redis, prefix)).bytes
    const pick = (size: number): string => holder(randomInt(0, size))
    const runs = new Map<number, ApplyRun[]>(sizes.map((size) => [size, []]))
    for (let round = 0; round < applyRuns; round++) {
      for (let k = 0; k < sizes.length; k++) {
        const size = sizes[(round + k) % sizes.length] as number
        const run = await applyOnce(holdersTopic, holders, applyN, () => transfer(tick(size), pick(size), pick(size)))
        runs.get(size)?.push(run)
        log(`scale: round ${round + 1}: ${size} holders: apply ${Math.round(run.rate)} msg/s, indexer CPU ${run.cpuUs.toFixed(0)} µs/msg, Redis CPU ${run.redisCpuUs.toFixed(0)} µs/msg, ranked ${Math.round(run.rankLagMs)} ms after the last page`)
      }
    }
    const points: SizePoint[] = []
    const admitted: string[] = []
    for (const [index, size] of sizes.entries()) {
      const sizeRuns = runs.get(size) ?? []
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
        indexerCpuUsPerMsg: median(sizeRuns.map((r) => r.cpuUs)),
        redisCpuUsPerMsg: median(sizeRuns.map((r) => r.redisCpuUs)),
        rankLagMs: median(sizeRuns.map((r) => r.rankLagMs)),
        admissionP50Ms: percentile(admission, 0.5),
        admissionP99Ms: percentile(admission, 0.99),
        balanceP50Ms: percentile(balance, 0.5),
        holdersPageP50Ms: percentile(page, 0.5),
        bytesPerHolder: ticker / size,
        allBytesPerHolder: allBytes / totalHolders,
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
    const tickerPoints: ScaleResult['tickers'] = tickerTopics.map((t) => {
      const applyPerS = median(t.on10)
      return { tickers: t.count, applyPerS, applyRuns: t.on10.map(Math.round), spreadPerS: t.spread.length > 0 ? median(t.spread) : applyPerS }
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
    `Redis per holder at ${last?.holders ?? 0}: ${Math.round(last?.bytesPerHolder ?? 0)} B (target ≤ 200)`
  ]
  return lines.join('\n')
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

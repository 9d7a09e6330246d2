// Batches (operations accepted per second through POST /api/inscription/batch vs a bare zod + addBulk route)
// and long polling (5,000 concurrent `?wait=30` requests: api RSS, and p99 of another route idle vs loaded).
import { setMaxListeners } from 'node:events'
import { Agent, request } from 'undici'
import { QUEUE_SUBMIT } from '@hcs/protocol'
import { createHcsClient } from '@hcs/client'
import type { Operation } from '@hcs/client'
import { connectRedis, deleteKeys, uniquePrefix } from '../test/support/redis.js'
import { startStack, type Stack } from '../test/support/stack.js'
import { quietLogs, readRss, startBaseline } from './lib/children.js'
import { prepareLedger, type Ledger } from './lib/ledger-setup.js'
import { runLoad, type LoadResult } from './lib/load.js'
import { deleteMatching } from './lib/redis-keys.js'
import { medianOf, round } from './lib/stats.js'

export const BATCH_SIZE = 500

export interface BatchBenchResult {
  runs: Array<{ api: LoadResult, bare: LoadResult }>
  /** Medians over the runs: operations per second (= 207 answers × BATCH_SIZE / duration). */
  opsPerS: number
  bareOpsPerS: number
  p99Ms: number
  bareP99Ms: number
}

export interface WaitBenchResult {
  waitingRequests: number
  apiRssIdleMb: number
  apiRssMb: number
  idleP99Ms: number
  loadedP99Ms: number
  /** Waits that answered before the end of the measurement (should be 0: none of the jobs settles). */
  answeredEarly: number
}

export interface NotifyBenchOptions {
  runs: number
  durationS: number
  connections: number
  waiting: number
  log: (line: string) => void
}

/** 500 operations alternating mint and transfer (from funded holders), as one batch body. */
export function batchBody (ledger: Ledger): string {
  const operations: Operation[] = []
  for (let i = 0; operations.length < BATCH_SIZE; i++) {
    const from = ledger.holders[i % ledger.holders.length] as string
    operations.push({ op: 'mint', ticker: ledger.ticker, amount: '1', to: `0.0.${7001 + (i % 50)}` })
    operations.push({ op: 'transfer', ticker: ledger.ticker, amount: '1', from, to: `0.0.${7101 + (i % 50)}` })
  }
  return JSON.stringify({ operations })
}

/**
 * Operations accepted per second: 207 answers over the run × BATCH_SIZE (every operation of the bench's batches is
 * admissible). autocannon's per-second median is useless here: a batch takes longer than a second under load.
 */
function opsPerS (load: LoadResult, durationS: number): number {
  return (load.statuses['207'] ?? 0) * BATCH_SIZE / durationS
}

export async function clearPrefix (prefix: string): Promise<void> {
  const redis = connectRedis()
  try { await deleteKeys(redis, `${prefix}:`) } finally { redis.disconnect() }
}

export async function clearAccepted (prefix: string): Promise<void> {
  const redis = connectRedis()
  try {
    // every topic's queue, records, idempotency entries and reservations (ADR 027: `${prefix}:topic:{<net>:<topic>}:…`)
    for (const family of [QUEUE_SUBMIT, 'job', 'idem', 'reservation']) await deleteMatching(redis, `${prefix}:topic:*:${family}:*`)
    // reservations are gone with their jobs: the pending debits and supply they held go too
    await deleteMatching(redis, `${prefix}:topic:*:pending-*`)
    await deleteMatching(redis, `${prefix}:topic:*:reservations`)
  } finally {
    redis.disconnect()
  }
}

/**
 * The real api (ledger confirmed through the whole pipeline first, then worker and indexer stopped) and
 * the bare batch route, interleaved run by run, each under 64 connections posting batches of 500.
 */
export async function benchBatch (stack: Stack, ledger: Ledger, options: NotifyBenchOptions): Promise<BatchBenchResult> {
  const barePrefix = uniquePrefix('bench-batch')
  const bare = await startBaseline('bench/baselines/batch.ts', { BENCH_PREFIX: barePrefix })
  const body = batchBody(ledger)
  const headers = { 'content-type': 'application/json', 'x-api-key': stack.apiKey }
  const apiRequests = [{ method: 'POST' as const, path: '/api/inscription/batch', headers, body }]
  try {
    const sample = await stack.post('/api/inscription/batch', JSON.parse(body))
    if (sample.status !== 207 || sample.body.accepted !== BATCH_SIZE) throw new Error(`batch sample: ${sample.status} ${JSON.stringify(sample.body).slice(0, 300)}`)
    await clearAccepted(stack.prefix)
    const runs: BatchBenchResult['runs'] = []
    for (let i = 1; i <= options.runs; i++) {
      // a batch can take seconds under 64 connections on two cores: autocannon's 10 s timeout would drop work in flight
      const bareRun = await runLoad({ url: bare.url, requests: apiRequests, connections: options.connections, durationS: options.durationS, timeoutS: 60 })
      await clearPrefix(barePrefix)
      const apiRun = await runLoad({ url: stack.apiUrl, requests: apiRequests, connections: options.connections, durationS: options.durationS, timeoutS: 60 })
      await clearAccepted(stack.prefix)
      options.log(`batch run ${i}: api ${Math.round(opsPerS(apiRun, options.durationS))} ops/s (p99 ${apiRun.p99_ms} ms, ${JSON.stringify(apiRun.statuses)}), ` +
        `bare ${Math.round(opsPerS(bareRun, options.durationS))} ops/s (p99 ${bareRun.p99_ms} ms)`)
      runs.push({ api: apiRun, bare: bareRun })
    }
    const api = medianOf(runs.map((r) => ({ ops: opsPerS(r.api, options.durationS), p99: r.api.p99_ms })))
    const base = medianOf(runs.map((r) => ({ ops: opsPerS(r.bare, options.durationS), p99: r.bare.p99_ms })))
    return { runs, opsPerS: round(api.ops), bareOpsPerS: round(base.ops), p99Ms: api.p99, bareP99Ms: base.p99 }
  } finally {
    await bare.stop()
    await clearPrefix(barePrefix)
  }
}

/**
 * `waiting` jobs that stay queued (the worker is stopped), each with a `?wait=30` request held open, while
 * 16 connections read `GET /api/inscription/{ticker}`: its p99 with and without the waiting requests.
 */
export async function benchWait (stack: Stack, ledger: Ledger, options: NotifyBenchOptions): Promise<WaitBenchResult> {
  const client = createHcsClient({ baseUrl: stack.apiUrl, apiKey: stack.apiKey })
  const jobIds: string[] = []
  while (jobIds.length < options.waiting) {
    const size = Math.min(BATCH_SIZE, options.waiting - jobIds.length)
    const answer = await client.submitBatch(Array.from({ length: size }, (_, i) => ({ op: 'mint' as const, ticker: ledger.ticker, amount: '1', to: `0.0.${8001 + i}` })))
    for (const result of answer.results) if ('jobId' in result) jobIds.push(result.jobId)
  }
  const pid = stack.services.api?.child.pid
  const read = [{ method: 'GET' as const, path: `/api/inscription/${ledger.ticker}`, headers: { 'x-api-key': stack.apiKey } }]
  const probe = { url: stack.apiUrl, requests: read, connections: 16, durationS: options.durationS }
  const idle = await runLoad(probe)
  const rssIdle = await readRss(pid)

  const agent = new Agent({ connections: options.waiting + 10, headersTimeout: 40_000, bodyTimeout: 40_000 })
  const stop = new AbortController()
  setMaxListeners(0, stop.signal)
  let answered = 0
  const wait = async (jobId: string) => {
    const res = await request(`${stack.apiUrl}/api/jobs/${jobId}?wait=30`, { dispatcher: agent, signal: stop.signal, headers: { 'x-api-key': stack.apiKey } })
    await res.body.dump()
    answered++
  }
  // opened 250 at a time (each on its own connection), then a pause: the measurement is of requests that
  // wait, not of 5,000 connections being accepted at once
  const waits: Array<Promise<void>> = []
  for (let i = 0; i < jobIds.length; i += 250) {
    waits.push(...jobIds.slice(i, i + 250).map(wait))
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const loaded = await runLoad(probe)
  const rss = await readRss(pid)
  const answeredEarly = answered
  options.log(`wait: ${jobIds.length} waiting, api rss ${round(rssIdle.rssMb)} → ${round(rss.rssMb)} MB, other route p99 ${idle.p99_ms} → ${loaded.p99_ms} ms, answered early ${answeredEarly}`)
  stop.abort()
  await Promise.allSettled(waits)
  await agent.close().catch(() => {})
  return {
    waitingRequests: jobIds.length - answeredEarly,
    apiRssIdleMb: round(rssIdle.rssMb),
    apiRssMb: round(rss.rssMb),
    idleP99Ms: idle.p99_ms,
    loadedP99Ms: loaded.p99_ms,
    answeredEarly
  }
}

/** Both measurements on one stack: the ledger is confirmed through the pipeline, then worker and indexer stop. */
export async function benchNotify (options: NotifyBenchOptions & { only?: 'batch' | 'wait' }): Promise<{ batch?: BatchBenchResult, wait?: WaitBenchResult, errors: string[] }> {
  // nothing drains the queue here (worker stopped): the backlog bound would answer 503 QUEUE_FULL past 20,000
  const stack = await startStack({ env: { QUEUE_MAX_BACKLOG: '100000000' } })
  const errors: string[] = []
  const out: { batch?: BatchBenchResult, wait?: WaitBenchResult, errors: string[] } = { errors }
  try {
    options.log('batch/wait: preparing the ledger')
    const ledger = await prepareLedger(stack, 'batch')
    await stack.services.worker?.stop()
    await stack.services.indexer?.stop()
    quietLogs(stack.services.api)
    // waiting first: its RSS figures then describe an api that has not parsed 64 × 500-operation bodies yet
    if (options.only !== 'batch') {
      try { out.wait = await benchWait(stack, ledger, options) } catch (err) { errors.push(`wait: ${(err as Error).message}`) }
    }
    if (options.only !== 'wait') {
      try { out.batch = await benchBatch(stack, ledger, options) } catch (err) { errors.push(`batch: ${(err as Error).message}`) }
    }
    return out
  } finally {
    await stack.stop()
  }
}

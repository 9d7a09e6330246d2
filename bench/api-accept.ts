import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { QUEUE_SUBMIT } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { startService, type Service } from '../test/support/processes.js'
import { connectRedis, deleteKeys, uniquePrefix } from '../test/support/redis.js'
import { startStack, type Stack } from '../test/support/stack.js'
import { quietLogs, readRss, serviceUrl, startBaseline, type Baseline, type Rss } from './lib/children.js'
import { operationMix, prepareLedger, type Ledger } from './lib/ledger-setup.js'
import { runLoad, type LoadRequest, type LoadResult } from './lib/load.js'
import { cpuMsPer, snapshotCpu } from './lib/cpu.js'
import { callsPer, commandCalls, deleteMatching, redisPid } from './lib/redis-keys.js'
import { median, round } from './lib/stats.js'

export interface AcceptOptions {
  runs: number
  durationS: number
  connections: number
  /** When set, the api runs with --cpu-prof and writes its profile here on exit. */
  profileDir?: string
  /**
   * BENCH_MSGPACK_NATIVE=ab: the stack's api replaced by two fresh ones on the same stack, one with msgpackr's native
   * addon and one without (MSGPACKR_NATIVE_ACCELERATION_DISABLED=true, what a skipped msgpackr-extract build leaves
   * where no prebuilt binary fits), both measured in every run, the order alternating run by run.
   */
  msgpackNativeAb?: boolean
  log: (line: string) => void
}

/** A load run plus what it cost: Redis commands and CPU ms (server, redis-server, load generator) per request. */
export interface MeasuredLoad extends LoadResult {
  redisCallsPerRequest: Record<string, number>
  cpuMsPerRequest: Record<string, number>
}

export interface AcceptRun {
  hello: MeasuredLoad
  enqueue: MeasuredLoad
  api?: MeasuredLoad
  /** The api with msgpackr's native addon disabled (BENCH_MSGPACK_NATIVE=ab); `api` has it loaded. */
  apiNoNative?: MeasuredLoad
}

export interface AcceptResult {
  runs: AcceptRun[]
  apiRss?: Rss
  /** Why the real api was not measured, when it was not. */
  apiError?: string
}

const WARMUP_S = 2

export function requestsFor (mix: Array<{ path: string, body: Record<string, string> }>, headers: Record<string, string>): LoadRequest[] {
  return mix.map(({ path, body }) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'idempotency-key': 'b-[<id>]', ...headers },
    body: JSON.stringify(body)
  }))
}

export interface ApiTarget { url: string, requests: LoadRequest[], keys: KeyScope }

/**
 * The real api with Redis and a confirmed ledger of `ticker` (deploy and funded holders went through the whole
 * pipeline first); then worker and indexer stop, so a run measures accepting only (the backlog bound is lifted:
 * with nothing draining, QUEUE_MAX_BACKLOG would otherwise answer 503 QUEUE_FULL after 20,000). With `profileDir`
 * the api is restarted under --cpu-prof, writing into `profileDir/profileName`.
 */
export async function startAcceptingStack (ticker: string, profileDir: string | undefined, profileName: string): Promise<{ stack: Stack, ledger: Ledger, url: string }> {
  // Nothing drains the queue while accepting is measured: a backlog bound would turn the run into 503s.
  const stack = await startStack({ env: { QUEUE_MAX_BACKLOG: '100000000' } })
  try {
    const ledger = await prepareLedger(stack, ticker)
    await stack.services.worker?.stop()
    await stack.services.indexer?.stop()
    let url = stack.apiUrl
    if (profileDir !== undefined) {
      await stack.services.api?.stop()
      const api = await startService('api', stack.env, { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', join(profileDir, profileName)] })
      stack.services.api = api
      url = serviceUrl(api)
    }
    quietLogs(stack.services.api)
    return { stack, ledger, url }
  } catch (err) {
    await stack.stop().catch(() => {})
    throw err
  }
}

/** {@link startAcceptingStack} with the accept bench's requests (a mix of mints and transfers with Idempotency-Keys). */
export async function startApiTarget (options: Pick<AcceptOptions, 'profileDir'>): Promise<{ stack: Stack, target: ApiTarget }> {
  const { stack, ledger, url } = await startAcceptingStack('accept', options.profileDir, 'api-accept')
  return { stack, target: { url, keys: { prefix: stack.prefix, network: stack.network.networkId }, requests: requestsFor(operationMix(ledger), { 'x-api-key': stack.apiKey }) } }
}

export async function measure (url: string, requests: LoadRequest[], options: Pick<AcceptOptions, 'connections' | 'durationS'>, pid: number | undefined): Promise<MeasuredLoad> {
  const redis = connectRedis()
  try {
    const pids = { server: pid, redis: await redisPid(redis), loadgen: process.pid }
    const calls = await commandCalls(redis)
    const cpu = await snapshotCpu(pids)
    const load = await runLoad({ url, requests, connections: options.connections, durationS: options.durationS })
    const cpuAfter = await snapshotCpu(pids)
    const callsAfter = await commandCalls(redis)
    const requestsDone = Math.max(1, load.total)
    return { ...load, redisCallsPerRequest: callsPer(calls, callsAfter, requestsDone), cpuMsPerRequest: cpuMsPer(cpu, cpuAfter, requestsDone) }
  } finally {
    redis.disconnect()
  }
}

/** Drops what one api run accepted (queue, job records, idempotency keys) and keeps the ledger. */
export async function clearAccepted (keys: KeyScope): Promise<void> {
  const redis = connectRedis()
  try {
    // every topic's queue, records and idempotency entries (ADR 027: `${prefix}:topic:{<net>:<topic>}:…`)
    const families = [`${keys.prefix}:topic:*:${QUEUE_SUBMIT}:`, `${keys.prefix}:rl:`, `${keys.prefix}:topic:*:job:`, `${keys.prefix}:topic:*:idem:`]
    for (const family of families) await deleteMatching(redis, `${family}*`)
  } finally {
    redis.disconnect()
  }
}

async function clearPrefix (prefix: string): Promise<void> {
  const redis = connectRedis()
  try { await deleteKeys(redis, `${prefix}:`) } finally { redis.disconnect() }
}

/** Whether the process has msgpackr's native addon (the prebuilt `msgpackr-extract` .node file) mapped; undefined off Linux. */
async function nativeMsgpackLoaded (pid: number | undefined): Promise<boolean | undefined> {
  if (pid === undefined) return undefined
  const maps = await readFile(`/proc/${pid}/maps`, 'utf8').catch(() => undefined)
  return maps === undefined ? undefined : /msgpackr-extract.*\.node$/m.test(maps)
}

/**
 * BENCH_MSGPACK_NATIVE=ab: the stack's api (which served the ledger's preparation) replaced by two started alike,
 * native msgpack on (the stack's api from now on) and off; checks that the addon is mapped in the one and not the other.
 */
async function startMsgpackAb (stack: Stack, log: (line: string) => void): Promise<{ on: Service, off: Service }> {
  await stack.services.api?.stop()
  const on = await startService('api', { ...stack.env, MSGPACKR_NATIVE_ACCELERATION_DISABLED: '' })
  stack.services.api = on
  const off = await startService('api', { ...stack.env, MSGPACKR_NATIVE_ACCELERATION_DISABLED: 'true' })
  for (const api of [on, off]) quietLogs(api)
  const [onMapped, offMapped] = [await nativeMsgpackLoaded(on.child.pid), await nativeMsgpackLoaded(off.child.pid)]
  if (onMapped === false || offMapped === true) {
    await off.stop()
    throw new Error(`msgpack A/B: the native addon is ${onMapped === false ? 'not loaded in the api' : 'loaded in the api that disables it'}`)
  }
  log(`accept: msgpack A/B: native addon mapped in the api: ${String(onMapped)}, in the one with MSGPACKR_NATIVE_ACCELERATION_DISABLED=true: ${String(offMapped)}`)
  return { on, off }
}

/** The A/B line: medians of the api with msgpackr's native addon and without, their ratio, and each run's pair. */
export function formatMsgpackAb (accept: AcceptResult | undefined): string | undefined {
  const pairs = (accept?.runs ?? []).flatMap((run) => run.api === undefined || run.apiNoNative === undefined ? [] : [[run.api, run.apiNoNative] as const])
  if (pairs.length === 0) return undefined
  const on = median(pairs.map(([a]) => a.rps))
  const off = median(pairs.map(([, b]) => b.rps))
  return [
    `msgpack native A/B (accept, medians of ${pairs.length}): on ${round(on)} req/s (p99 ${median(pairs.map(([a]) => a.p99_ms))} ms), ` +
      `off ${round(off)} req/s (p99 ${median(pairs.map(([, b]) => b.p99_ms))} ms), on ÷ off ${round(on / off)}, ` +
      `median of the runs' ratios ${round(median(pairs.map(([a, b]) => a.rps / b.rps)))}`,
    `  runs on / off req/s: ${pairs.map(([a, b]) => `${Math.round(a.rps)} / ${Math.round(b.rps)}`).join(', ')}`
  ].join('\n')
}

/** Hello-world, the bare enqueue route and the real api, interleaved run by run so noise hits all three alike. */
export async function benchAccept (options: AcceptOptions): Promise<AcceptResult> {
  const { log, connections } = options
  const enqueuePrefix = uniquePrefix('bench-enqueue')
  const baselines: Baseline[] = []
  let stack: Stack | undefined
  let noNative: Service | undefined
  const result: AcceptResult = { runs: [] }
  try {
    const hello = await startBaseline('bench/baselines/hello.ts')
    baselines.push(hello)
    const enqueue = await startBaseline('bench/baselines/enqueue.ts', { BENCH_PREFIX: enqueuePrefix })
    baselines.push(enqueue)
    const helloRequests: LoadRequest[] = [{ method: 'GET', path: '/' }]
    const enqueueRequests = requestsFor(operationMix({ ticker: 'accept', holders: ['0.0.5001', '0.0.5002'] }), {})

    let api: ApiTarget | undefined
    try {
      log('accept: starting the stack and preparing the ledger')
      const started = await startApiTarget(options)
      stack = started.stack
      api = started.target
      if (options.msgpackNativeAb === true) {
        const ab = await startMsgpackAb(stack, log)
        noNative = ab.off
        api = { ...api, url: serviceUrl(ab.on) }
      }
    } catch (err) {
      result.apiError = (err as Error).message.split('\n')[0]
      log(`accept: real api not measured: ${result.apiError}`)
    }

    log('accept: warm-up')
    await runLoad({ url: hello.url, requests: helloRequests, connections, durationS: WARMUP_S })
    await runLoad({ url: enqueue.url, requests: enqueueRequests, connections, durationS: WARMUP_S })
    await clearPrefix(enqueuePrefix)
    if (api !== undefined) {
      for (const url of [api.url, ...(noNative === undefined ? [] : [serviceUrl(noNative)])]) {
        await runLoad({ url, requests: api.requests, connections, durationS: WARMUP_S })
        await clearAccepted(api.keys)
      }
    }

    for (let i = 1; i <= options.runs; i++) {
      const helloRun = await measure(hello.url, helloRequests, options, hello.child.pid)
      log(`accept run ${i}: hello ${Math.round(helloRun.rps)} req/s`)
      const enqueueRun = await measure(enqueue.url, enqueueRequests, options, enqueue.child.pid)
      log(`accept run ${i}: enqueue ${Math.round(enqueueRun.rps)} req/s, p99 ${enqueueRun.p99_ms} ms, errors ${enqueueRun.errors}`)
      await clearPrefix(enqueuePrefix)
      const run: AcceptRun = { hello: helloRun, enqueue: enqueueRun }
      if (api !== undefined) {
        // with the A/B, native on first in odd runs and off first in even ones
        const order = noNative === undefined ? ['on'] : i % 2 === 1 ? ['on', 'off'] : ['off', 'on']
        for (const which of order) {
          const measured = which === 'on'
            ? run.api = await measure(api.url, api.requests, options, stack?.services.api?.child.pid)
            : run.apiNoNative = await measure(serviceUrl(noNative), api.requests, options, noNative?.child.pid)
          log(`accept run ${i}: api${which === 'off' ? ' (msgpack native off)' : ''} ${Math.round(measured.rps)} req/s, p99 ${measured.p99_ms} ms, errors ${measured.errors} ${JSON.stringify(measured.statuses)}`)
          await clearAccepted(api.keys)
        }
        if (i === options.runs) result.apiRss = await readRss(stack?.services.api?.child.pid)
      }
      result.runs.push(run)
    }
    return result
  } finally {
    await noNative?.stop()
    for (const baseline of baselines) await baseline.stop()
    await clearPrefix(enqueuePrefix)
    await stack?.stop()
  }
}

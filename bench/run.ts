// `npm run bench`: API accept vs. its baselines, end to end vs. a raw SDK loop, latency and memory.
// Env: BENCH_RUNS (3), BENCH_DURATION_S (10), BENCH_N (5000), BENCH_RATE (200),
// BENCH_ONLY (accept|pipeline|mainnet|e2e = pipeline + mainnet|notify = batch and wait|batch|wait),
// BENCH_BATCH_DURATION_S (10, per batch run), BENCH_WAITING (5000 concurrent ?wait=30 requests),
// BENCH_PROFILE=1 (api and worker run with --cpu-prof into bench/results/profiles/),
// BENCH_WORKER_CONCURRENCY (experiment: the worker's and the raw SDK loop's concurrency; default: the worker's own),
// BENCH_REDIS=cluster (also the end to end on a 3-master Redis Cluster with three topics, after the single-Redis one),
// BENCH_MONITOR_N (1000: operations of the end to end's MONITOR sample, Redis commands by process; 0 = none).
// BENCH_MSGPACK_NATIVE=ab (accept: a second api with msgpackr's native addon disabled, measured beside the first).
// `npm run bench -- scale` runs the ledger's scale bench instead (bench/scale.ts, issue 24).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { benchAccept, formatMsgpackAb, type AcceptResult } from './api-accept.js'
import { addClusterResult, benchCluster, formatCluster, type ClusterResult } from './cluster.js'
import { benchMainnet, type MainnetResult } from './mainnet.js'
import { benchPipeline, type PipelineResult } from './pipeline.js'
import { benchNotify } from './batch.js'
import { addNotifyResults, formatNotify } from './lib/notify-report.js'
import { ROOT } from './lib/children.js'
import { summariseProfiles } from './profile-summary.js'
import { buildLatest, describeMachine, formatTable } from './lib/report.js'

process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'

const started = Date.now()
function log (line: string): void {
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}\n`)
}

const [what] = process.argv.slice(2)
if (what === 'scale') {
  const { runScale } = await import('./scale.js')
  await runScale(log)
  process.exit(0)
} else if (what !== undefined) {
  process.stderr.write(`npm run bench -- ${what}: unknown; the one named bench is scale\n`)
  process.exit(2)
}

const env = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`)
  return value
}
const runs = env('BENCH_RUNS', 3)
const monitorN = process.env.BENCH_MONITOR_N === '0' ? 0 : env('BENCH_MONITOR_N', 1000)
const only = process.env.BENCH_ONLY
const resultsDir = join(ROOT, 'bench', 'results')
const profileDir = process.env.BENCH_PROFILE === '1' ? join(resultsDir, 'profiles', new Date().toISOString().replace(/[:.]/g, '-')) : undefined
await mkdir(resultsDir, { recursive: true })

const errors: string[] = []
let accept: AcceptResult | undefined
let pipeline: PipelineResult | undefined
if (only === undefined || only === 'accept') {
  try {
    accept = await benchAccept({ runs, durationS: env('BENCH_DURATION_S', 10), connections: 64, profileDir, msgpackNativeAb: process.env.BENCH_MSGPACK_NATIVE === 'ab', log })
    if (accept.apiError !== undefined) errors.push(`api accept: ${accept.apiError}`)
  } catch (err) {
    errors.push(`accept: ${(err as Error).message}`)
    log(`accept failed: ${(err as Error).stack ?? String(err)}`)
  }
}
if (only === undefined || only === 'pipeline' || only === 'e2e') {
  try {
    const concurrency = process.env.BENCH_WORKER_CONCURRENCY
    const appEnv = concurrency === undefined ? undefined : { WORKER_CONCURRENCY: concurrency }
    pipeline = await benchPipeline({ n: env('BENCH_N', 5000), inFlight: 200, rate: env('BENCH_RATE', 200), rateSeconds: 10, profileDir, appEnv, monitorN, log })
  } catch (err) {
    errors.push(`pipeline: ${(err as Error).message}`)
    log(`pipeline failed: ${(err as Error).stack ?? String(err)}`)
  }
}

// The cluster's ratio is against the single-Redis end to end of this run: measured right after it.
let cluster: ClusterResult | undefined
if (process.env.BENCH_REDIS === 'cluster') {
  if (pipeline === undefined) errors.push('cluster: needs the single-Redis end to end of the same run (BENCH_ONLY unset, pipeline or e2e)')
  try {
    cluster = await benchCluster({ n: env('BENCH_N', 5000), inFlight: 200, log })
  } catch (err) {
    errors.push(`cluster: ${(err as Error).message}`)
    log(`cluster failed: ${(err as Error).stack ?? String(err)}`)
  }
} else if (process.env.BENCH_REDIS !== undefined && process.env.BENCH_REDIS !== 'single') {
  errors.push(`BENCH_REDIS=${process.env.BENCH_REDIS}: only single (default) and cluster are known`)
}

let mainnet: MainnetResult | undefined
if (only === undefined || only === 'mainnet' || only === 'e2e') {
  try {
    const concurrency = process.env.BENCH_WORKER_CONCURRENCY
    const appEnv = concurrency === undefined ? undefined : { WORKER_CONCURRENCY: concurrency }
    mainnet = await benchMainnet({ n: env('BENCH_N', 5000), inFlight: 200, rate: env('BENCH_RATE', 200), rateSeconds: 10, appEnv, log })
  } catch (err) {
    errors.push(`mainnet: ${(err as Error).message}`)
    log(`mainnet failed: ${(err as Error).stack ?? String(err)}`)
  }
}

let notify: Awaited<ReturnType<typeof benchNotify>> | undefined
if (only === undefined || only === 'notify' || only === 'batch' || only === 'wait') {
  try {
    notify = await benchNotify({
      runs, durationS: env('BENCH_BATCH_DURATION_S', 10), connections: 64, waiting: env('BENCH_WAITING', 5000), log, only: only === 'notify' ? undefined : only
    })
    errors.push(...notify.errors)
  } catch (err) {
    errors.push(`batch/wait: ${(err as Error).message}`)
    log(`batch/wait failed: ${(err as Error).stack ?? String(err)}`)
  }
}

if (profileDir !== undefined) {
  await writeFile(join(resultsDir, 'profile-summary.txt'), await summariseProfiles(profileDir, 30))
  log('wrote bench/results/profile-summary.txt')
}

const latest = addClusterResult(addNotifyResults(buildLatest(describeMachine(), runs, accept, pipeline, errors, mainnet), notify), cluster)
const json = `${JSON.stringify(latest, null, 2)}\n`
await writeFile(join(resultsDir, 'latest.json'), json)
// Kept per run so that `bench/median-of-runs.ts` can take medians over several whole runs.
await writeFile(join(resultsDir, `run-${latest.generatedAt.replace(/[:.]/g, '-')}.json`), json)
process.stdout.write(`\n${formatTable(latest)}\n${formatNotify(latest)}\n${formatCluster(latest)}\n`)
const msgpackAb = formatMsgpackAb(accept)
if (msgpackAb !== undefined) process.stdout.write(`\n${msgpackAb}\n`)
if (errors.length > 0) process.stdout.write(`\nnot measured or failed:\n${errors.map((e) => `  - ${e.split('\n')[0]}`).join('\n')}\n`)
log(`wrote bench/results/latest.json in ${((Date.now() - started) / 1000).toFixed(0)} s`)

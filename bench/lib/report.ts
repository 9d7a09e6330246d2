import { cpus } from 'node:os'
import type { AcceptResult } from '../api-accept.js'
import type { MainnetResult } from '../mainnet.js'
import type { PipelineResult } from '../pipeline.js'
import { medianOf, round } from './stats.js'

export interface Machine { nproc: number, cpu: string, node: string, description: string }

export function describeMachine (): Machine {
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  const nproc = cpus().length
  return { nproc, cpu, node: process.version, description: `${nproc} × ${cpu}, Node ${process.version}, ${process.platform}` }
}

export interface LatestJson {
  machine: string
  generatedAt: string
  runs: number
  api: Record<string, number | string | undefined>
  e2e: Record<string, number | string | Record<string, number | undefined> | undefined>
  latency: Record<string, number | string | undefined>
  /** End to end on the emulator's mainnet profile; `ratio` = its ops/s ÷ the zero-latency e2e's of the same run. */
  e2e_mainnet: Record<string, number | undefined>
  backpressure: Record<string, number | undefined>
  memory: Record<string, unknown>
  targets: Record<string, boolean | undefined>
  details: { accept?: AcceptResult, pipeline?: PipelineResult, mainnet?: MainnetResult, machine: Machine, errors: string[] }
}

const rounded = (value: number | undefined): number | undefined => value === undefined ? undefined : round(value)

/** The service's own processes: what a confirmed operation costs us, against the raw SDK loop's client. */
const SERVICE_PROCESSES = ['api', 'worker', 'indexer', 'redis'] as const

function serviceCpu (cpu: Record<string, number> | undefined): number | undefined {
  return cpu === undefined ? undefined : SERVICE_PROCESSES.reduce((sum, name) => sum + (cpu[name] ?? 0), 0)
}

/** Median over the accept runs of a route's CPU per request, its server and Redis together. */
function acceptCpu (accept: AcceptResult | undefined, key: 'enqueue' | 'api'): number | undefined {
  const list = (accept?.runs ?? []).flatMap((run) => {
    const cpu = run[key]?.cpuMsPerRequest
    return cpu === undefined ? [] : [{ cpu: (cpu.server ?? 0) + (cpu.redis ?? 0) }]
  })
  return list.length === 0 ? undefined : medianOf(list).cpu
}

/** The result shape (plus details), medians over the runs. */
export function buildLatest (machine: Machine, runs: number, accept: AcceptResult | undefined, pipeline: PipelineResult | undefined, errors: string[], mainnet?: MainnetResult): LatestJson {
  const pick = (key: 'hello' | 'enqueue' | 'api') => {
    const list = (accept?.runs ?? []).flatMap((run) => run[key] === undefined ? [] : [run[key]])
    return list.length === 0 ? undefined : medianOf(list.map(({ rps, p50_ms: p50, p99_ms: p99, errors }) => ({ rps, p50, p99, errors })))
  }
  const hello = pick('hello')
  const enqueue = pick('enqueue')
  const api = pick('api')
  const e2e = pipeline?.e2e
  const base = pipeline?.baseline
  const latency = pipeline?.latency
  const memory = pipeline?.memory
  const ratio = (a: number | undefined, b: number | undefined) => a === undefined || b === undefined || b === 0 ? undefined : round(a / b)
  const out: LatestJson = {
    machine: machine.description,
    generatedAt: new Date().toISOString(),
    runs,
    api: {
      rps: api && round(api.rps),
      p50_ms: api?.p50,
      p99_ms: api?.p99,
      errors: api?.errors,
      baseline_rps: enqueue && round(enqueue.rps),
      ratio: ratio(api?.rps, enqueue?.rps),
      p99_ratio: ratio(api?.p99, enqueue?.p99),
      // api + Redis CPU per accepted request, against the bare enqueue route's (medians over the runs)
      cpu_ms_per_request: acceptCpu(accept, 'api'),
      baseline_cpu_ms_per_request: acceptCpu(accept, 'enqueue'),
      cpu_ratio: ratio(acceptCpu(accept, 'api'), acceptCpu(accept, 'enqueue')),
      hello_rps: hello && round(hello.rps),
      hello_ratio: ratio(api?.rps, hello?.rps),
      baseline_p50_ms: enqueue?.p50,
      baseline_p99_ms: enqueue?.p99,
      baseline_errors: enqueue?.errors,
      hello_p99_ms: hello?.p99,
      rss_mb: rounded(accept?.apiRss?.rssMb),
      peak_rss_mb: rounded(accept?.apiRss?.peakMb)
    },
    e2e: {
      n: e2e?.n,
      ops_per_s: e2e && round(e2e.opsPerS),
      baseline_ops_per_s: base && round(base.opsPerS),
      ratio: ratio(e2e?.opsPerS, base?.opsPerS),
      wall_ops_per_s: e2e && round(e2e.wallOpsPerS),
      state: e2e?.state,
      seconds: e2e && round(e2e.seconds),
      accept_per_s: e2e && round(e2e.acceptPerS),
      concurrency: pipeline?.workerConcurrency,
      // CPU per confirmed operation: api + worker + indexer + Redis, against the raw SDK loop's client (send and
      // receipt), and what a send alone costs through the SDK (the raw loop without receipts)
      service_cpu_ms_per_op: rounded(serviceCpu(e2e?.cpuMsPerOp)),
      baseline_cpu_ms_per_op: base?.cpuMsPerOp.bench,
      service_cpu_ratio: ratio(serviceCpu(e2e?.cpuMsPerOp), base?.cpuMsPerOp.bench),
      send_cpu_ms_per_op: pipeline?.sendOnly?.cpuMsPerOp.bench,
      post_errors: e2e?.postErrors,
      not_settled: e2e?.notSettled,
      failed_or_invalid: e2e?.failedOrInvalid,
      // the stack's Redis commands per confirmed operation (commandstats less the bench's own reads)
      redis_calls_per_op: e2e?.redisCallsPerOp.total,
      bench_redis_calls_per_op: e2e?.benchCallsPerOp,
      // the MONITOR sample's, by process (its own run of BENCH_MONITOR_N operations)
      redis_calls_by_process: pipeline?.monitor && Object.fromEntries(Object.entries(pipeline.monitor.byProcess).map(([name, row]) => [name, row.total]))
    },
    latency: {
      rate: latency?.rate,
      p50_ms: latency?.p50_ms,
      p99_ms: latency?.p99_ms,
      accept_p99_ms: latency?.accept_p99_ms,
      ops: latency?.ops,
      not_settled: latency?.notSettled,
      state: e2e?.state
    },
    e2e_mainnet: {
      ops_per_s: mainnet && round(mainnet.e2e.opsPerS),
      ratio: ratio(mainnet?.e2e.opsPerS, e2e?.opsPerS),
      confirm_p50_ms: mainnet?.latency?.p50_ms,
      confirm_p99_ms: mainnet?.latency?.p99_ms,
      wall_ops_per_s: mainnet && round(mainnet.e2e.wallOpsPerS),
      wall_ratio: ratio(mainnet?.e2e.wallOpsPerS, e2e?.wallOpsPerS),
      n: mainnet?.e2e.n,
      seconds: mainnet && round(mainnet.e2e.seconds),
      concurrency: mainnet?.e2e.concurrency,
      not_settled: mainnet?.e2e.notSettled,
      failed_or_invalid: mainnet?.e2e.failedOrInvalid
    },
    backpressure: {
      bound: mainnet?.backpressure?.bound,
      answered_503: mainnet?.backpressure?.answered503,
      lost: mainnet?.backpressure?.lost,
      posted: mainnet?.backpressure?.posted,
      accepted: mainnet?.backpressure?.accepted,
      other_errors: mainnet?.backpressure?.otherErrors
    },
    memory: {
      redis_bytes_per_job: memory && round(memory.redisBytesPerJob),
      api_rss_mb: rounded(memory?.api.rssMb),
      worker_rss_mb: rounded(memory?.worker.rssMb),
      key_bytes_per_job: memory && round(memory.keyBytesPerJob),
      api_peak_rss_mb: rounded(memory?.api.peakMb),
      worker_peak_rss_mb: rounded(memory?.worker.peakMb),
      bytes_by_key_family_per_job: memory && Object.fromEntries(Object.entries(memory.byKind)
        .map(([kind, usage]) => [kind, round(usage.bytes / (e2e?.n ?? 1))]))
    },
    targets: {},
    details: { accept, pipeline, mainnet, machine, errors }
  }
  const num = (value: unknown): number | undefined => typeof value === 'number' && Number.isFinite(value) ? value : undefined
  const atLeast = (value: unknown, min: number) => num(value) === undefined ? undefined : (num(value) as number) >= min
  const atMost = (value: unknown, max: number) => num(value) === undefined ? undefined : (num(value) as number) <= max
  out.targets = {
    api_rps_12000: atLeast(out.api.rps, 12_000),
    api_ratio_0_5: atLeast(out.api.ratio, 0.5),
    api_p99_20ms: atMost(out.api.p99_ms, 20),
    e2e_1500: atLeast(out.e2e.ops_per_s, 1500),
    e2e_ratio_0_8: atLeast(out.e2e.ratio, 0.8),
    e2e_service_cpu_ratio_1_0: atMost(out.e2e.service_cpu_ratio, 1.0),
    api_cpu_ratio_1_25: atMost(out.api.cpu_ratio, 1.25),
    api_p99_1_5x: atMost(out.api.p99_ratio, 1.5),
    e2e_mainnet_wall_ratio_0_9: atLeast(out.e2e_mainnet.wall_ratio, 0.9),
    redis_2kb: atMost(out.memory.redis_bytes_per_job, 2048),
    e2e_redis_calls_50: atMost(out.e2e.redis_calls_per_op, 50),
    e2e_mainnet_500: atLeast(out.e2e_mainnet.ops_per_s, 500),
    e2e_mainnet_ratio_0_8: atLeast(out.e2e_mainnet.ratio, 0.8),
    // consensus 3,000 + mirror lag 2,000 + 1,000 ms
    e2e_mainnet_confirm_p50_6000ms: atMost(out.e2e_mainnet.confirm_p50_ms, 6000),
    backpressure_nothing_lost: out.backpressure.lost === undefined ? undefined : out.backpressure.lost === 0 && out.backpressure.other_errors === 0
  }
  return out
}

function cell (value: unknown): string {
  if (value === undefined || value === null) return '–'
  if (typeof value === 'number') return Number.isFinite(value) ? String(round(value)) : '–'
  return String(value)
}

const mark = (ok: boolean | undefined): string => ok === undefined ? '?' : ok ? 'ok' : 'MISS'

/** The table `npm run bench` prints. */
export function formatTable (latest: LatestJson): string {
  const { api, e2e, latency, memory, targets } = latest
  const rows: string[][] = [
    ['measure', 'value', 'baseline', 'ratio', 'target', ''],
    ['api accept req/s', cell(api.rps), `enqueue ${cell(api.baseline_rps)}`, cell(api.ratio), '≥ 12000, ≥ 0.5×', `${mark(targets.api_rps_12000)}/${mark(targets.api_ratio_0_5)}`],
    ['api vs hello-world', cell(api.rps), `hello ${cell(api.hello_rps)}`, cell(api.hello_ratio), '', ''],
    ['api accept p50/p99 ms', `${cell(api.p50_ms)}/${cell(api.p99_ms)}`, `${cell(api.baseline_p50_ms)}/${cell(api.baseline_p99_ms)}`, cell(api.p99_ratio), 'p99 ≤ 20, ≤ 1.5×', `${mark(targets.api_p99_20ms)}/${mark(targets.api_p99_1_5x)}`],
    ['api + redis CPU ms/request', cell(api.cpu_ms_per_request), `enqueue ${cell(api.baseline_cpu_ms_per_request)}`, cell(api.cpu_ratio), '≤ 1.25×', mark(targets.api_cpu_ratio_1_25)],
    ['api errors (run)', cell(api.errors), cell(api.baseline_errors), '', '0', ''],
    [`e2e ops/s (${cell(e2e.state)}, n=${cell(e2e.n)})`, cell(e2e.ops_per_s), `raw SDK ${cell(e2e.baseline_ops_per_s)}`, cell(e2e.ratio), '≥ 1500, ≥ 0.8×', `${mark(targets.e2e_1500)}/${mark(targets.e2e_ratio_0_8)}`],
    ['service CPU ms/op (api+worker+indexer+redis)', cell(e2e.service_cpu_ms_per_op), `raw SDK ${cell(e2e.baseline_cpu_ms_per_op)}`, cell(e2e.service_cpu_ratio), '≤ 1.0×', mark(targets.e2e_service_cpu_ratio_1_0)],
    ['  a send alone through the SDK, CPU ms/op', cell(e2e.send_cpu_ms_per_op), '', '', '', ''],
    [`latency @${cell(latency.rate)}/s p50/p99 ms`, `${cell(latency.p50_ms)}/${cell(latency.p99_ms)}`, '', '', '', ''],
    [`e2e mainnet profile ops/s (n=${cell(latest.e2e_mainnet.n)})`, cell(latest.e2e_mainnet.ops_per_s), `e2e ${cell(e2e.ops_per_s)}`, cell(latest.e2e_mainnet.ratio), '≥ 500, ≥ 0.8×', `${mark(targets.e2e_mainnet_500)}/${mark(targets.e2e_mainnet_ratio_0_8)}`],
    ['e2e mainnet profile wall ops/s', cell(latest.e2e_mainnet.wall_ops_per_s), `e2e ${cell(e2e.wall_ops_per_s)}`, cell(latest.e2e_mainnet.wall_ratio), '≥ 0.9×', mark(targets.e2e_mainnet_wall_ratio_0_9)],
    [`mainnet confirm @${cell(latency.rate)}/s p50/p99 ms`, `${cell(latest.e2e_mainnet.confirm_p50_ms)}/${cell(latest.e2e_mainnet.confirm_p99_ms)}`, '', '', 'p50 ≤ 6000', mark(targets.e2e_mainnet_confirm_p50_6000ms)],
    [`backpressure (bound ${cell(latest.backpressure.bound)})`, `503 ${cell(latest.backpressure.answered_503)}, lost ${cell(latest.backpressure.lost)}`, `202 ${cell(latest.backpressure.accepted)}, other ${cell(latest.backpressure.other_errors)}`, '', 'lost 0, other 0', mark(targets.backpressure_nothing_lost)],
    ['redis commands/op (stack)', cell(e2e.redis_calls_per_op), `bench ${cell(e2e.bench_redis_calls_per_op)}`, '', '≤ 50', mark(targets.e2e_redis_calls_50)],
    ['redis bytes/job (INFO)', cell(memory.redis_bytes_per_job), `keys ${cell(memory.key_bytes_per_job)}`, '', '≤ 2048', mark(targets.redis_2kb)],
    ['rss MB api/worker', `${cell(memory.api_rss_mb)}/${cell(memory.worker_rss_mb)}`, '', '', '', '']
  ]
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)))
  const line = (row: string[]) => row.map((text, col) => text.padEnd(widths[col] ?? 0)).join('  ').trimEnd()
  return [
    `machine: ${latest.machine}; medians of ${latest.runs} api runs`,
    line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line),
    ...costLines(latest)
  ].join('\n')
}

const flat = (record: Record<string, number> | undefined): string => record === undefined
  ? '–'
  : Object.entries(record).map(([key, value]) => `${key} ${round(value)}`).join(', ')

/** The MONITOR sample's Redis commands per operation by process, each with its largest commands. */
function monitorLines (monitor: PipelineResult['monitor']): string[] {
  if (monitor === undefined) return []
  return [
    `  e2e redis by process (MONITOR, ${monitor.n} operations):`,
    ...Object.entries(monitor.byProcess).sort((a, b) => (b[1].total ?? 0) - (a[1].total ?? 0)).map(([name, row]) =>
      `    ${name.padEnd(8)} ${flat(Object.fromEntries(Object.entries(row).slice(0, 12)))}`)
  ]
}

/** Where the time goes: CPU per request or operation by process, and Redis commands per request. */
function costLines (latest: LatestJson): string[] {
  const last = latest.details.accept?.runs.at(-1)
  const pipeline = latest.details.pipeline
  return [
    '',
    'cost per request/operation (last run; CPU ms by process, Redis commands incl. inside Lua):',
    `  api accept  cpu: ${flat(last?.api?.cpuMsPerRequest)}`,
    `              redis: ${flat(last?.api?.redisCallsPerRequest)}`,
    `  enqueue     cpu: ${flat(last?.enqueue.cpuMsPerRequest)}`,
    `              redis: ${flat(last?.enqueue.redisCallsPerRequest)}`,
    `  e2e         cpu: ${flat(pipeline?.e2e.cpuMsPerOp)}`,
    `              redis: ${flat(pipeline?.e2e.redisCallsPerOp)} (the bench's own reads, left out: ${round(pipeline?.e2e.benchCallsPerOp ?? Number.NaN)})`,
    ...monitorLines(pipeline?.monitor),
    `  raw SDK     cpu: ${flat(pipeline?.baseline?.cpuMsPerOp)}`,
    `  raw sends   cpu: ${flat(pipeline?.sendOnly?.cpuMsPerOp)} (no receipt)`,
    `  e2e mainnet cpu: ${flat(latest.details.mainnet?.e2e.cpuMsPerOp)}`
  ]
}

// Metrics and health of every process, through real parts: the emulator, the api, worker and indexer in
// their own processes on real ports, the shared Redis, and (for readiness) a Redis of this file's own that
// it stops and starts. Each /metrics is scraped after real operations and read series by series.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUEUE_SUBMIT } from '@hcs/protocol'
import { ping } from '../scripts/lib/redis.js'
import { sdkClient, submitDirect, submitKeyOf } from './support/ledger-e2e.js'
import { startService, waitFor, type Service } from './support/processes.js'
import { queriedMetrics } from './support/queried-metrics.js'
import { freePort, startStack, type Stack } from './support/stack.js'

// This file's own Redis for the readiness checks, and the health ports of the processes that use it (free ports).
let OWN_REDIS_PORT: number
let WORKER_HEALTH_PORT: number
let INDEXER_HEALTH_PORT: number

let stack: Stack

/** The value of one series (`name{labels}` exactly as prom-client prints it), or undefined when absent. */
function value (text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

async function scrape (url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, { headers })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/plain')
  return await res.text()
}

async function ready (port: number): Promise<{ status: number, body: any }> {
  const res = await fetch(`http://127.0.0.1:${port}/health/ready`)
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  // The worker sequences every job through its reconciler (the indexer starts later): time to consensus is its to see.
  stack = await startStack({ apps: ['worker', 'api'], env: { HEALTH_PORT: '0', RECONCILE_AFTER_MS: '1', RECONCILE_INTERVAL_MS: '100' } })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

describe('metrics of every process after real operations', () => {
  it('worker, indexer and api series carry the operations; health routes answer', async () => {
    const worker = stack.services.worker as Service
    const workerHealth = Number(worker.ready.healthPort)
    expect(workerHealth).toBeGreaterThan(0)
    expect((await fetch(`http://127.0.0.1:${workerHealth}/health/live`)).status).toBe(200)
    // ready, with the clock figures the worker adds (ADR 038)
    expect(await ready(workerHealth)).toMatchObject({ status: 200, body: { status: 'ok' } })

    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'prom', name: 'Prom', max: 1000 })
    expect(deploy.status).toBe(202)
    const mints = [await stack.post('/api/inscription/prom/mint', { amount: 5, to: '0.0.1001' }), await stack.post('/api/inscription/prom/mint', { amount: 7, to: '0.0.1002' })]
    for (const mint of mints) expect(mint.status).toBe(202)
    expect((await stack.post('/api/inscription/none/mint', { amount: 5, to: '0.0.1001' })).status).toBe(404)
    const jobIds = [deploy.body.jobId as string, ...mints.map((m) => m.body.jobId as string)]
    for (const jobId of jobIds) expect(await stack.waitForSequenced(jobId)).toMatchObject({ status: 'submitted' })

    const w = await scrape(`http://127.0.0.1:${workerHealth}/metrics`)
    expect(value(w, 'hcs20_worker_jobs_total{outcome="accepted"}')).toBe(3)
    expect(value(w, 'hcs20_worker_attempts_total{kind="first"}')).toBeGreaterThanOrEqual(3)
    expect(value(w, 'hcs20_worker_submit_seconds_count{result="ok"}')).toBe(3)
    expect(value(w, 'hcs20_worker_submit_seconds_sum{result="ok"}')).toBeGreaterThan(0)
    expect(value(w, 'hcs20_worker_time_to_consensus_seconds_count{via="reconciler"}')).toBe(3)
    expect(value(w, 'hcs20_worker_time_to_consensus_seconds_sum{via="reconciler"}')).toBeGreaterThan(0)
    expect(value(w, 'hcs20_worker_hedera_status_total{status="OK"}')).toBe(3)
    expect(value(w, 'hcs20_worker_hedera_status_total{status="SUCCESS"}')).toBe(3)
    expect(value(w, 'hcs20_worker_jobs_in_flight')).toBe(0)
    expect(value(w, 'hcs20_process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(value(w, 'hcs20_ready')).toBe(1)
    // the emulator's genesis operator: 10,000,000 HBAR less the fees of what it paid for (0.008 HBAR a message)
    const operatorBalance = value(w, 'hcs20_worker_operator_balance_hbar')!
    expect(operatorBalance).toBeGreaterThan(9_999_000)
    expect(operatorBalance).toBeLessThan(10_000_000)

    // Another writer's message the rules refuse: a mint of a ticker nobody deployed.
    const client = sdkClient(stack.network)
    try {
      await submitDirect(client, stack.topicId, '{"p":"hcs-20","op":"mint","tick":"ghost","amt":"1","to":"0.0.1001"}', submitKeyOf(stack, stack.topicId))
    } finally {
      client.close()
    }
    const indexer = await stack.start('indexer', { HEALTH_PORT: '0' })
    const indexerHealth = Number(indexer.ready.healthPort)
    for (const jobId of jobIds) await stack.waitForJob(jobId, ['confirmed'])
    expect(await ready(indexerHealth)).toMatchObject({ status: 200, body: { status: 'ok', topics: [{ topicId: stack.topicId, state: 'following' }] } })
    const topic = `topic="${stack.topicId}"`
    const i = await waitFor(async () => {
      const text = await scrape(`http://127.0.0.1:${indexerHealth}/metrics`)
      return value(text, `hcs20_indexer_last_sequence{${topic}}`) === 4 ? text : undefined
    })
    expect(value(i, `hcs20_indexer_messages_applied_total{${topic}}`)).toBe(3)
    expect(value(i, `hcs20_indexer_messages_rejected_total{${topic},reason="tick_not_found"}`)).toBe(1)
    expect(value(i, `hcs20_indexer_job_confirmations_total{${topic}}`)).toBe(3)
    expect(value(i, `hcs20_indexer_job_confirm_latency_seconds_count{${topic}}`)).toBe(3)
    expect(value(i, `hcs20_indexer_lag_messages{${topic}}`)).toBe(0)
    expect(value(i, `hcs20_indexer_lag_seconds{${topic}}`)).toBeGreaterThanOrEqual(0)
    expect(value(i, `hcs20_indexer_chain_breaks_total{${topic}}`)).toBe(0)
    expect(value(i, `hcs20_indexer_live_reservations{${topic}}`)).toBe(0)
    expect(value(i, `hcs20_indexer_topic_leader{${topic}}`)).toBe(1)
    expect(value(i, `hcs20_indexer_topic_halted{${topic}}`)).toBe(0)
    expect(value(i, 'hcs20_ready')).toBe(1)
    // The lease holder exports the queue counts (the worker and the api do not).
    expect(value(i, `hcs20_queue_jobs{queue="${QUEUE_SUBMIT}",state="completed"}`)).toBe(3)
    expect(value(i, `hcs20_queue_jobs{queue="${QUEUE_SUBMIT}",state="waiting"}`)).toBe(0)
    expect(value(i, 'hcs20_process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(w).not.toContain('hcs20_queue_jobs')

    const a = await scrape(`${stack.apiUrl}/metrics`, { 'x-api-key': stack.apiKey })
    expect(value(a, 'hcs20_api_operations_accepted_total{op="deploy"}')).toBe(1)
    expect(value(a, 'hcs20_api_operations_accepted_total{op="mint"}')).toBe(2)
    expect(value(a, 'hcs20_api_refusals_total{code="TICKER_NOT_FOUND"}')).toBe(1)
    expect(value(a, 'hcs20_api_requests_total{method="POST",route="/api/inscription/:ticker/mint",status="202"}')).toBe(2)
    expect(value(a, 'hcs20_api_request_duration_seconds_count{method="POST",route="/api/inscription/deploy",status="202"}')).toBe(1)
    expect(a).toContain('hcs20_api_queue_backlog ')
    expect(value(a, 'hcs20_ready')).toBe(1)
    expect(a).not.toContain('hcs20_queue_jobs')
    expect((await fetch(`${stack.apiUrl}/metrics`)).status).toBe(401)

    // every series the Grafana dashboard and the alert rules query is one a process serves
    const live = new Set([w, i, a].flatMap((text) => [...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)]
      .flatMap(([, name, type]) => type === 'histogram' ? [`${name!}_bucket`, `${name!}_sum`, `${name!}_count`] : [name!])))
    expect(queriedMetrics().filter((name) => !live.has(name))).toEqual([])
  }, 180_000)
})

describe('readiness follows Redis', () => {
  let redis: ChildProcess | undefined
  const services: Service[] = []

  async function startRedis (): Promise<void> {
    redis = spawn('redis-server', ['--port', String(OWN_REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    await waitFor(async () => await ping(`redis://127.0.0.1:${OWN_REDIS_PORT}`) ? true : undefined)
  }
  async function stopRedis (): Promise<void> {
    if (redis === undefined || redis.exitCode !== null) return
    const exited = once(redis, 'exit')
    redis.kill('SIGTERM')
    await exited
  }

  afterAll(async () => {
    for (const service of services) await service.stop()
    await stopRedis()
  })

  it('answers 503 before the process is ready and while Redis is away, 200 otherwise', async () => {
    OWN_REDIS_PORT = await freePort()
    WORKER_HEALTH_PORT = await freePort()
    INDEXER_HEALTH_PORT = await freePort()
    const env = { ...stack.env, REDIS_URL: `redis://127.0.0.1:${OWN_REDIS_PORT}` }
    // Redis is not there yet: the indexer serves its health port at once and is not ready.
    const indexer = await startService('indexer', { ...env, HEALTH_PORT: String(INDEXER_HEALTH_PORT) })
    services.push(indexer)
    expect((await fetch(`http://127.0.0.1:${INDEXER_HEALTH_PORT}/health/live`)).status).toBe(200)
    expect(await ready(INDEXER_HEALTH_PORT)).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'starting' } })
    // The worker waits for Redis before it consumes: its health port answers meanwhile.
    const starting = startService('worker', { ...env, HEALTH_PORT: String(WORKER_HEALTH_PORT) }, { timeoutMs: 120_000 })
    const workerStarting = await waitFor(async () => await ready(WORKER_HEALTH_PORT).catch(() => undefined), 60_000)
    expect(workerStarting).toEqual({ status: 503, body: { status: 'unavailable', reason: 'starting' } })

    await startRedis()
    services.push(await starting)
    await waitFor(async () => (await ready(WORKER_HEALTH_PORT)).status === 200 ? true : undefined, 30_000)
    await waitFor(async () => (await ready(INDEXER_HEALTH_PORT)).status === 200 ? true : undefined, 30_000)

    await stopRedis()
    const workerDown = await waitFor(async () => { const r = await ready(WORKER_HEALTH_PORT); return r.status === 503 ? r : undefined }, 30_000)
    expect(workerDown.body).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^redis_/) })
    const indexerDown = await waitFor(async () => { const r = await ready(INDEXER_HEALTH_PORT); return r.status === 503 ? r : undefined }, 30_000)
    expect(indexerDown.body).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^redis_/) })
    expect((await fetch(`http://127.0.0.1:${WORKER_HEALTH_PORT}/health/live`)).status).toBe(200)
    // what an alert on readiness reads: the same answer, at each scrape
    expect(value(await scrape(`http://127.0.0.1:${WORKER_HEALTH_PORT}/metrics`), 'hcs20_ready')).toBe(0)
    expect(value(await scrape(`http://127.0.0.1:${INDEXER_HEALTH_PORT}/metrics`), 'hcs20_ready')).toBe(0)

    await startRedis()
    await waitFor(async () => (await ready(WORKER_HEALTH_PORT)).status === 200 ? true : undefined, 30_000)
    await waitFor(async () => (await ready(INDEXER_HEALTH_PORT)).status === 200 ? true : undefined, 30_000)
  }, 180_000)
})

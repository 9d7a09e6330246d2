import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { API_KEY, DEFAULT_TOPIC, PRIVATE_TOPIC, testConfig } from './helpers.js'

const prefix = uniquePrefix('api-metrics')
let redis: Redis
let queue: SubmitQueue
const apps: FastifyInstance[] = []

/** A listening api on a free port (real HTTP), against the real Redis and BullMQ. */
async function start (env: Record<string, string> = {}): Promise<string> {
  const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, QUEUE_SAMPLE_MS: '50', ...env })
  const app = await buildApp({ config, queue, jobs: createJobRecordStore({ redis, keys: { prefix, network: TEST_NETWORK } }), redis })
  apps.push(app)
  return await app.listen({ port: 0, host: '127.0.0.1' })
}

async function post (base: string, path: string, body: unknown): Promise<Response> {
  return await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': API_KEY }, body: JSON.stringify(body) })
}

/** The value of the series `name{labels}` in Prometheus text (labels in the order prom-client prints them). */
function value (text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

beforeAll(async () => {
  redis = createRedis(testRedisUrl())
  expect(await waitForRedis(redis, 10_000)).toBe(true)
  queue = createSubmitQueue({ connection: redis, keys: { prefix, network: TEST_NETWORK }, topics: [DEFAULT_TOPIC, PRIVATE_TOPIC] })
})

afterAll(async () => {
  for (const app of apps) await app.close()
  await queue.close()
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe('api GET /metrics', () => {
  it('counts requests by route pattern and status, accepted operations by op, refusals by code, and shows the backlog', async () => {
    const base = await start()
    expect((await post(base, '/api/inscription/deploy', { ticker: 'mtr', name: 'Metrics', max: 1000 })).status).toBe(202)
    const accepted = await post(base, '/api/inscription/mtr/mint', { amount: 5, to: '0.0.1001' })
    expect(accepted.status).toBe(202)
    const { jobId } = await accepted.json() as { jobId: string }
    expect((await post(base, '/api/inscription/nope/mint', { amount: 5, to: '0.0.1001' })).status).toBe(404)
    expect((await post(base, '/api/inscription/deploy', { ticker: 'mtr' })).status).toBe(400)
    expect((await fetch(`${base}/api/jobs/${jobId}`, { headers: { 'x-api-key': API_KEY } })).status).toBe(200)
    expect((await fetch(`${base}/no/such/route`)).status).toBe(404)

    const res = await fetch(`${base}/metrics`, { headers: { 'x-api-key': API_KEY } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    expect(value(text, 'hcs20_api_requests_total{method="POST",route="/api/inscription/deploy",status="202"}')).toBe(1)
    expect(value(text, 'hcs20_api_requests_total{method="POST",route="/api/inscription/:ticker/mint",status="202"}')).toBe(1)
    expect(value(text, 'hcs20_api_requests_total{method="POST",route="/api/inscription/:ticker/mint",status="404"}')).toBe(1)
    expect(value(text, 'hcs20_api_requests_total{method="GET",route="/api/jobs/:jobId",status="200"}')).toBe(1)
    expect(value(text, 'hcs20_api_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1)
    // never a raw URL: the job id and the unknown ticker appear in no label
    expect(text).not.toContain(jobId)
    expect(text).not.toContain('nope')
    expect(value(text, 'hcs20_api_request_duration_seconds_count{method="POST",route="/api/inscription/deploy",status="202"}')).toBe(1)
    expect(value(text, 'hcs20_api_request_duration_seconds_sum{method="POST",route="/api/inscription/deploy",status="202"}')).toBeGreaterThan(0)
    expect(value(text, 'hcs20_api_operations_accepted_total{op="deploy"}')).toBe(1)
    expect(value(text, 'hcs20_api_operations_accepted_total{op="mint"}')).toBe(1)
    expect(value(text, 'hcs20_api_refusals_total{code="TICKER_NOT_FOUND"}')).toBe(1)
    expect(value(text, 'hcs20_api_refusals_total{code="VALIDATION_FAILED"}')).toBe(1)
    expect(value(text, 'hcs20_api_refusals_total{code="NOT_FOUND"}')).toBe(1)
    // three requests reached the intake one at a time: three groups of one (ADR 041)
    expect(value(text, 'hcs20_api_intake_group_size_count')).toBe(3)
    expect(value(text, 'hcs20_api_intake_group_size_bucket{le="1"}')).toBe(3)
    // nothing drains the queue here: both jobs wait in it
    expect(value(text, 'hcs20_api_queue_backlog')).toBeGreaterThanOrEqual(2)
    expect(value(text, 'hcs20_api_queue_backlog_bound')).toBe(20_000)
    expect(value(text, 'hcs20_process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(value(text, 'hcs20_nodejs_heap_size_used_bytes')).toBeGreaterThan(0)

    // a batch counts each accepted operation by its op and each refusal by its code
    const batch = await post(base, '/api/inscription/batch', {
      operations: [
        { op: 'mint', ticker: 'mtr', amount: 1, to: '0.0.1001' }, { op: 'deploy', ticker: 'mtr', name: 'Again', max: 5 },
        { op: 'mint', ticker: 'mtr', amount: 2, to: '0.0.1001' }, { op: 'deploy', ticker: 'mtr2', name: 'Other', max: 5 }
      ]
    })
    expect(batch.status).toBe(207)
    const after = await (await fetch(`${base}/metrics`, { headers: { 'x-api-key': API_KEY } })).text()
    expect(value(after, 'hcs20_api_operations_accepted_total{op="mint"}')).toBe(3)
    expect(value(after, 'hcs20_api_operations_accepted_total{op="deploy"}')).toBe(2)
    expect(value(after, 'hcs20_api_refusals_total{code="TICKER_EXISTS"}')).toBe(1)
  })

  it('asks for the API key unless METRICS_PUBLIC=true, outside the rate limit and the OpenAPI document', async () => {
    const closed = await start({ RATE_LIMIT_MAX: '1' })
    for (const headers of [{}, { 'x-api-key': 'not-a-key-0123456789' }] as Array<Record<string, string>>) {
      const res = await fetch(`${closed}/metrics`, { headers })
      expect(res.status).toBe(401)
      expect(res.headers.get('content-type')).toContain('application/problem+json')
      expect(await res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    }
    // a rate limit of one request per window never refuses a scrape
    for (let i = 0; i < 3; i++) expect((await fetch(`${closed}/metrics`, { headers: { 'x-api-key': API_KEY } })).status).toBe(200)
    const spec = await (await fetch(`${closed}/docs/json`)).json() as { paths: Record<string, unknown> }
    expect(Object.keys(spec.paths)).toContain('/api/inscription/deploy')
    expect(Object.keys(spec.paths)).not.toContain('/metrics')

    const open = await start({ METRICS_PUBLIC: 'true' })
    const res = await fetch(`${open}/metrics`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('# TYPE hcs20_api_requests_total counter')
  })
})

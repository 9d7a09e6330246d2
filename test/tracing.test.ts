// Tracing through real parts in one process: the emulator over gRPC and its mirror REST, the api on a real
// HTTP port, the worker service and the indexer, all on the real Redis, with the OpenTelemetry SDK exporting
// to memory. One deploy must make one trace api request → worker job → Hedera submit, and the indexer's
// confirmation span must link to it.
import { pino } from 'pino'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tracing as sdkTracing } from '@opentelemetry/sdk-node'
import { startTracing, type Tracing } from '@hcs/runtime/tracing'
import { startEmulator, type Emulator } from '@hcs/emulator'
import { startIndexer, type Indexer } from '@hcs/indexer'
import { loadConfig as loadWorkerConfig, startWorkerService, type WorkerService } from '@hcs/worker'
import { buildApp, loadConfig as loadApiConfig } from '@hcs/api'
import { createJobRecordStore } from '../apps/api/src/jobs/job-record-store.js'
import { createSubmitQueue, type SubmitQueue } from '../apps/api/src/intake/queue.js'
import { runCreateTopic } from '../scripts/lib/topic.js'
import { waitFor } from './support/processes.js'
import { connectRedis, deleteKeys, testRedisUrl, uniquePrefix } from './support/redis.js'

const silent = pino({ level: 'silent' })
const prefix = uniquePrefix('tracing')
const API_KEY = 'tracing-test-key-0123456789abcdefghijklmn'
const exporter = new sdkTracing.InMemorySpanExporter()
let tracing: Tracing | undefined
let emulator: Emulator
let redis: Redis
let queue: SubmitQueue
let api: FastifyInstance
let apiUrl: string
let worker: WorkerService
let indexer: Indexer

beforeAll(async () => {
  // Before any fastify instance exists: @fastify/otel attaches to new instances through fastify's diagnostics channel.
  tracing = startTracing({ serviceName: 'hcs20-test', spanProcessors: [new sdkTracing.SimpleSpanProcessor(exporter)] })
  emulator = await startEmulator({ grpcPort: 0, mirrorPort: 0, logger: silent })
  const env: Record<string, string> = {
    HEDERA_NETWORK: 'custom',
    HEDERA_NETWORK_ID: emulator.networkId,
    HEDERA_NODES: `${emulator.grpcAddress}=${emulator.nodeAccountId}`,
    HEDERA_OPERATOR_ID: emulator.operatorId,
    HEDERA_OPERATOR_KEY: emulator.operatorKey,
    MIRROR_URL: emulator.mirrorUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    API_SECRET_KEY: API_KEY,
    KEY_HASH_SECRET: 'tracing-test-key-hash-secret-0123456789',
    LOG_LEVEL: 'silent'
  }
  const created = await runCreateTopic({ ...process.env, ...env }, ['--private'])
  env.HCS20_TOPIC_ID = created.topicId
  if (created.topicsLine !== undefined) env.HCS20_TOPICS = created.topicsLine
  redis = connectRedis()
  const apiConfig = loadApiConfig(env)
  queue = createSubmitQueue({ connection: redis, keys: { prefix, network: emulator.networkId }, topics: [created.topicId] })
  api = await buildApp({ config: apiConfig, queue, jobs: createJobRecordStore({ redis, keys: { prefix, network: emulator.networkId } }), redis, logger: silent })
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' })
  worker = await startWorkerService(loadWorkerConfig({ ...env, WORKER_CONCURRENCY: '4' }), silent)
  indexer = startIndexer({ redis, prefix, network: emulator.networkId, topics: [created.topicId], mirrorUrl: emulator.mirrorUrl, log: silent, pollMs: 50, sweepIntervalMs: 0 })
}, 120_000)

afterAll(async () => {
  await api?.close()
  await indexer?.stop()
  await worker?.close()
  await queue?.close()
  await emulator?.close()
  await tracing?.shutdown()
  await deleteKeys(redis, prefix)
  redis.disconnect()
}, 60_000)

describe('tracing', () => {
  it('runs one trace from the api request through the worker job to the Hedera submit; the confirmation links to it', async () => {
    expect(tracing).toBeDefined()
    const res = await fetch(`${apiUrl}/api/inscription/deploy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ ticker: 'trace', name: 'Trace', max: 100 })
    })
    expect(res.status).toBe(202)
    const { jobId } = await res.json() as { jobId: string }

    const spans = () => exporter.getFinishedSpans()
    const confirm = await waitFor(async () => spans().find((s) => s.name === 'hcs20.confirm' && s.attributes['hcs20.job_id'] === jobId), 60_000, 100)
    const job = spans().find((s) => s.name === 'hcs20.job' && s.attributes['hcs20.job_id'] === jobId)
    expect(job).toBeDefined()
    const submit = spans().find((s) => s.name === 'hedera.submit' && s.parentSpanContext?.spanId === job?.spanContext().spanId)
    expect(submit).toBeDefined()
    expect(submit?.attributes['hcs20.status']).toBe('ACCEPTED')
    expect(submit?.spanContext().traceId).toBe(job?.spanContext().traceId)

    // The job's parent is a span of the api request that accepted it: the same trace, and a server span at its root.
    const traceId = job?.spanContext().traceId
    const requestSpans = spans().filter((s) => s.spanContext().traceId === traceId && s.instrumentationScope.name !== 'hcs20')
    const parent = requestSpans.find((s) => s.spanContext().spanId === job?.parentSpanContext?.spanId)
    expect(parent).toBeDefined()
    const root = requestSpans.find((s) => s.parentSpanContext === undefined)
    expect(root?.attributes['http.route'] ?? root?.name).toContain('/api/inscription/deploy')

    // The indexer's confirmation is a trace of its own, linked to the request's.
    expect(confirm.spanContext().traceId).not.toBe(traceId)
    expect(confirm.links.map((l) => l.context.traceId)).toEqual([traceId])
    expect(confirm.attributes['hcs20.status']).toBe('confirmed')
  }, 120_000)
})

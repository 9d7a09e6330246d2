// Webhook deliveries against endpoints that never answer (ADR 035): two delivery services in process (as two
// worker processes would run them), real Redis, real HTTP servers on 127.0.0.1. Tenant B's 35 endpoints (33 at a server that accepts connections and
// never answers, one refusing connections, one that recovers later) must not delay tenant A's healthy
// endpoint; B's circuits open after K failures, a recovered endpoint closes after one probe and receives
// every delivery deferred meanwhile (same ids, at least once).
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import {
  DeliverySchema, circuitView, deliveryKey, encodeJobRecord, endpointDeliveriesKey, jobRecordKey, topicWebhookOwnerKey, webhookBreakerKey,
  webhookEventsKey, webhookKey, webhookOwnerKey, type Delivery, type WebhookEndpoint
} from '@hcs/protocol'
import { connectRedis, deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { loadConfig } from '../src/config.js'
import { createWorkerMetrics } from '../src/metrics.js'
import { startWebhookService, type WebhookService } from '../src/webhooks/service.js'
import { silent, waitFor } from './support/network.js'

const prefix = uniquePrefix('webhook-breaker')
const keys = { prefix, network: TEST_NETWORK }
const TOPIC = '0.0.7001'
const TIMEOUT_MS = 1000
const K = 2

interface Hit { id: string, at: number, note?: string }

/** A receiver: `ok` answers 204 and records the webhook-id; `hang` accepts the request and never answers. */
async function startReceiver (mode: 'ok' | 'hang', noteOf?: () => Promise<string>): Promise<{ url: string, hits: Hit[], open: () => number, peak: () => number, setMode: (m: 'ok' | 'hang') => void, close: () => void, server: Server }> {
  const hits: Hit[] = []
  const sockets = new Set<Socket>()
  let current = mode
  let pending = 0
  let peak = 0
  const server = createServer((req, res) => {
    req.resume()
    if (current === 'hang') {
      pending++
      peak = Math.max(peak, pending)
      res.on('close', () => { pending-- })
      return
    }
    req.on('end', () => {
      const at = Date.now()
      // the note (the circuit as this request found it) is taken before the answer
      const answer = (note?: string): void => {
        hits.push({ id: String(req.headers['webhook-id']), at, ...(note === undefined ? {} : { note }) })
        res.writeHead(204).end()
      }
      if (noteOf === undefined) answer()
      else noteOf().then(answer, () => { answer('unknown') })
    })
  })
  server.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    open: () => pending,
    peak: () => peak,
    setMode: (m) => { current = m },
    close: () => { for (const socket of sockets) socket.destroy(); server.close() },
    server
  }
}

/** A port nothing listens on (bound, then closed): connections are refused. */
async function refusedUrl (): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => { resolve() }))
  return `http://127.0.0.1:${port}/refused`
}

let redis: Redis
let services: WebhookService[] = []
let healthy: Awaited<ReturnType<typeof startReceiver>>
let dead: Awaited<ReturnType<typeof startReceiver>>
let flaky: Awaited<ReturnType<typeof startReceiver>>
const endpointsOf = new Map<string, WebhookEndpoint[]>()
let jobCount = 0
const metrics = createWorkerMetrics()

async function metric (name: string): Promise<number> {
  const line = (await metrics.registry.metrics()).split('\n').find((l) => l.startsWith(`${name} `))
  return line === undefined ? 0 : Number(line.split(' ')[1])
}

async function circuitOf (endpointId: string): Promise<string> {
  return circuitView(await redis.hgetall(webhookBreakerKey(keys, endpointId)), Date.now()).circuit
}

async function deliveriesOf (endpointId: string): Promise<Delivery[]> {
  const ids = await redis.zrange(endpointDeliveriesKey(keys, endpointId), 0, -1)
  const texts = ids.length === 0 ? [] : await redis.mget(ids.map((id) => deliveryKey(keys, id)))
  return texts.map((text) => DeliverySchema.parse(JSON.parse(text ?? 'null')))
}

const bEndpoints = (): WebhookEndpoint[] => [...(endpointsOf.get('keyB1') ?? []), ...(endpointsOf.get('keyB2') ?? [])]

async function addEndpoint (owner: string, url: string): Promise<WebhookEndpoint> {
  const endpoint: WebhookEndpoint = {
    id: `wh_${owner}_${(endpointsOf.get(owner)?.length ?? 0).toString().padStart(2, '0')}`,
    owner,
    url,
    events: ['job.confirmed'],
    secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    createdAt: new Date().toISOString()
  }
  await redis.set(webhookKey(keys, endpoint.id), JSON.stringify(endpoint))
  await redis.sadd(webhookOwnerKey(keys, owner), endpoint.id)
  await redis.sadd(topicWebhookOwnerKey(keys, TOPIC, owner), endpoint.id)
  endpointsOf.set(owner, [...(endpointsOf.get(owner) ?? []), endpoint])
  return endpoint
}

/** A confirmed job of `owner` (tenant `tenant`), announced on the topic's webhook stream as job_write does. */
async function settle (owner: string, tenant: string): Promise<string> {
  const jobId = `${TOPIC}_job${++jobCount}`
  const at = new Date().toISOString()
  const record = encodeJobRecord({
    jobId, status: 'confirmed', op: 'mint', ticker: 'pts', topicId: TOPIC, message: '{}', requestId: jobId, attempts: 1, createdAt: at, updatedAt: at
  }, { owner, tenant })
  await redis.set(jobRecordKey(keys, TOPIC, jobId), record)
  await redis.xadd(webhookEventsKey(keys, TOPIC), '*', 'job', jobId, 'status', 'confirmed', 'owner', owner)
  return jobId
}

beforeAll(async () => {
  redis = connectRedis()
  healthy = await startReceiver('ok')
  dead = await startReceiver('hang')
  flaky = await startReceiver('hang', async () => await circuitOf(bEndpoints().find((e) => e.url.endsWith('/flaky'))?.id ?? ''))
  await addEndpoint('keyA', `${healthy.url}/a`)
  // tenant B: two keys (at most 20 endpoints each), 33 endpoints at the dead server, one refused, one that recovers
  for (let i = 0; i < 33; i++) await addEndpoint(i < 20 ? 'keyB1' : 'keyB2', `${dead.url}/b${i}`)
  await addEndpoint('keyB2', await refusedUrl())
  await addEndpoint('keyB2', `${flaky.url}/flaky`)
  const config = loadConfig({
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    HEDERA_NETWORK_ID: TEST_NETWORK,
    HCS20_TOPIC_ID: TOPIC,
    HEDERA_OPERATOR_ID: '0.0.2',
    HEDERA_OPERATOR_KEY: 'unused',
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_CONCURRENCY: '8',
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_BACKOFF_MS: '100',
    WEBHOOK_CONCURRENCY_PER_ENDPOINT: '2',
    WEBHOOK_CONCURRENCY_PER_TENANT: '6',
    WEBHOOK_BREAKER_FAILURES: String(K),
    WEBHOOK_BREAKER_COOLDOWN_MS: '2000',
    WEBHOOK_BREAKER_MAX_COOLDOWN_MS: '4000'
  })
  // two delivery services: two worker processes, agreeing through Redis (one registry counts for both)
  services = [await startWebhookService(config, silent, metrics), await startWebhookService(config, silent, metrics)]
}, 60_000)

afterAll(async () => {
  for (const service of services) await service.close()
  for (const receiver of [healthy, dead, flaky]) receiver?.close()
  await deleteKeys(redis, prefix)
  await redis?.quit()
}, 60_000)

describe('webhook endpoints that never answer', () => {
  it('do not delay another tenant\'s delivery', async () => {
    // B's deliveries are queued first: 35 of them ahead of A's one
    await settle('keyB1', 'tenantB')
    await settle('keyB2', 'tenantB')
    await waitFor('B deliveries in flight', async () => dead.open() > 0, 10_000)
    const started = Date.now()
    const jobA = await settle('keyA', 'tenantA')
    await waitFor('A\'s delivery', async () => healthy.hits.length > 0, 30_000)
    const elapsed = healthy.hits[0]!.at - started
    console.log(`A delivered ${elapsed} ms after its job settled; B requests open at the dead server: ${dead.open()}`)
    expect(healthy.hits).toHaveLength(1)
    expect(jobA).toBeDefined()
    // without the limits it waited for rounds of B's timeouts (one process: 8 slots, 35 deliveries ahead, about 4 s)
    expect(elapsed).toBeLessThan(2000)
    // B holds at most its tenant's 6 slots, across both processes (16 slots), never all of them
    expect(dead.open()).toBeLessThanOrEqual(6)
  }, 60_000)

  it('opens B\'s circuits after K failures each, without spending attempts while they are open', async () => {
    const opened = Date.now()
    await waitFor('every B circuit to open', async () => {
      for (const endpoint of bEndpoints()) if (await circuitOf(endpoint.id) === 'closed') return false
      return true
    }, 60_000)
    console.log(`all ${bEndpoints().length} B circuits open after ${Date.now() - opened} ms more`)
    // never more than the tenant's 6 requests hanging at once, though the two processes have 16 slots
    expect(dead.peak()).toBeLessThanOrEqual(6)
    // A is served while B's circuits open and stay open
    const before = healthy.hits.length
    const started = Date.now()
    await settle('keyA', 'tenantA')
    await waitFor('A\'s second delivery', async () => healthy.hits.length > before, 10_000)
    expect(healthy.hits[before]!.at - started).toBeLessThan(2000)
    expect(await metric('hcs20_worker_webhook_circuits_open')).toBe(bEndpoints().length)
    expect(await metric('hcs20_worker_webhook_circuit_transitions_total{transition="opened"}')).toBe(bEndpoints().length)
    // more B jobs while open: deferred, no attempt made
    await settle('keyB1', 'tenantB')
    await settle('keyB2', 'tenantB')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    for (const endpoint of bEndpoints()) {
      const deliveries = await deliveriesOf(endpoint.id)
      const breaker = await redis.hgetall(webhookBreakerKey(keys, endpoint.id))
      expect(deliveries).toHaveLength(2)
      expect(deliveries.every((d) => d.status === 'pending' || d.status === 'retrying'), JSON.stringify(deliveries)).toBe(true)
      // K failures opened it, then one per failed probe (each cool-down ends in one probe)...
      expect(Number(breaker.failures)).toBe(K + Number(breaker.opens) - 1)
      // ...and those are the only attempts: the deferrals in between spent none
      expect(deliveries.reduce((sum, d) => sum + d.attempts, 0)).toBeLessThanOrEqual(Number(breaker.failures))
    }
    expect(await metric('hcs20_worker_webhook_deferred_total{reason="open"}')).toBeGreaterThan(0)
  }, 90_000)

  it('closes a recovered endpoint after one probe and delivers everything deferred meanwhile', async () => {
    const endpoint = bEndpoints().find((e) => e.url.endsWith('/flaky'))!
    await settle('keyB2', 'tenantB')
    await settle('keyB2', 'tenantB')
    await waitFor('the new deliveries', async () => (await deliveriesOf(endpoint.id)).length === 4, 10_000)
    const expected = (await deliveriesOf(endpoint.id)).map((d) => d.id).sort()
    expect(await circuitOf(endpoint.id)).not.toBe('closed')
    flaky.setMode('ok')
    const recovered = Date.now()
    await waitFor('every deferred delivery at the recovered endpoint', async () => new Set(flaky.hits.map((hit) => hit.id)).size >= expected.length, 60_000)
    console.log(`recovered endpoint had its ${expected.length} deliveries ${Date.now() - recovered} ms after it answered again; ${flaky.hits.length} requests`)
    // none lost, none foreign; a repeat (at least once) carries the same id
    expect([...new Set(flaky.hits.map((hit) => hit.id))].sort()).toEqual(expected)
    expect(await circuitOf(endpoint.id)).toBe('closed')
    // one probe while half-open; the rest once it closed
    expect(flaky.hits.map((hit) => hit.note)).toEqual(['half-open', ...expected.slice(1).map(() => 'closed')])
    await waitFor('the delivery records', async () => (await deliveriesOf(endpoint.id)).every((d) => d.status === 'delivered'), 10_000)
    expect(await metric('hcs20_worker_webhook_circuit_transitions_total{transition="closed"}')).toBe(1)
    expect(await metric('hcs20_worker_webhook_circuits_open')).toBe(bEndpoints().length - 1)
    // the others stay open
    for (const other of bEndpoints()) if (other.id !== endpoint.id) expect(await circuitOf(other.id)).not.toBe('closed')
  }, 90_000)
})

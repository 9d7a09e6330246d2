// Tenants own topics (ADR 047), end to end across processes: the emulator over gRPC and its mirror, the indexer,
// the worker and the api on a real port, all on the real Redis. An operator creates a topic for tenant alpha through
// the api, which has the worker create it with the SDK; another tenant's writes on it are refused 403
// TOPIC_NOT_OWNED, alpha's own are sent by the worker (which serves the topic without a restart) and confirmed by the
// indexer (which follows it without a restart), and heard of by the webhook endpoint alpha registered before the
// topic existed; the topic's queue shows on the api's queue dashboard and in the indexer's hcs20_queue_jobs. On the
// shared default topic a ticker stays first come, first served.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUEUE_SUBMIT } from '@hcs/protocol'
import { waitFor } from './support/processes.js'
import { startStack, type Stack } from './support/stack.js'

let stack: Stack
const keys: Record<string, string> = {}
// the job ids of the deliveries alpha's webhook endpoint received
const delivered: string[] = []
const receiver = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk: Buffer) => { body += chunk.toString() })
  req.on('end', () => {
    delivered.push((JSON.parse(body) as { data: { jobId: string } }).data.jobId)
    res.writeHead(204).end()
  })
})

async function call (key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number, body: any }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) }
}

async function confirmedJob (response: { status: number, body: any }): Promise<any> {
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return await stack.waitForJob(response.body.jobId, ['confirmed', 'invalid', 'failed'], 90_000)
}

beforeAll(async () => {
  // health ports for the worker and the indexer: the indexer serves /metrics there
  stack = await startStack({ env: { HEALTH_PORT: '0' } })
  for (const tenant of ['alpha', 'beta']) {
    expect((await stack.post('/api/tenants', { name: tenant })).status).toBe(201)
    const created = await stack.post('/api/keys', { tenant, name: 'app', scopes: ['submit', 'read', 'webhooks'] })
    expect(created.status).toBe(201)
    keys[tenant] = created.body.key as string
  }
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alpha`
  const hook = await call(keys.alpha as string, 'POST', '/api/webhooks', { url, events: ['job.confirmed'] })
  expect(hook.status, JSON.stringify(hook.body)).toBe(201)
}, 180_000)

afterAll(async () => {
  receiver.close()
  await stack?.stop()
}, 60_000)

describe('tenant topics', () => {
  it('keeps a ticker first come, first served across tenants on the shared default topic', async () => {
    const first = await call(keys.beta as string, 'POST', '/api/inscription/deploy', { ticker: 'rewards', name: 'Rewards', max: 1000 })
    expect(first.status).toBe(202)
    const second = await call(keys.alpha as string, 'POST', '/api/inscription/deploy', { ticker: 'rewards', name: 'Rewards', max: 1000 })
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('TICKER_EXISTS')
  })

  let topicId = ''

  it('creates a private topic owned by a tenant through the worker: 201 with the fee, once per Idempotency-Key', async () => {
    const refused = await call(keys.alpha as string, 'POST', '/api/tenants/alpha/topics', {})
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('FORBIDDEN')
    expect((await stack.post('/api/tenants/nobody/topics', {})).status).toBe(404)

    const created = await stack.post('/api/tenants/alpha/topics', { memo: 'alpha points' }, { 'idempotency-key': 'alpha-topic-1' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ tenant: 'alpha', private: true })
    expect(created.body.topicId).toMatch(/^0\.0\.\d+$/)
    expect(BigInt(created.body.fee.tinybars)).toBeGreaterThan(0n)
    topicId = created.body.topicId as string
    expect(stack.topics).not.toContain(topicId)

    const again = await stack.post('/api/tenants/alpha/topics', { memo: 'alpha points' }, { 'idempotency-key': 'alpha-topic-1' })
    expect(again.status).toBe(201)
    expect(again.body.topicId).toBe(topicId)
    expect(again.body.transactionId).toBe(created.body.transactionId)

    // the network holds the topic, with a submit key
    const info = await (await fetch(`${stack.network.mirrorUrl}/api/v1/topics/${topicId}`)).json() as { submit_key: unknown, memo: string }
    expect(info.submit_key).not.toBeNull()
    expect(info.memo).toBe('alpha points')
  }, 120_000)

  it('lists a tenant\'s topics to its own keys and to operators only', async () => {
    const own = await call(keys.alpha as string, 'GET', '/api/tenants/alpha/topics')
    expect(own.status).toBe(200)
    expect(own.body.topics.map((t: { topicId: string }) => t.topicId)).toEqual([topicId])
    expect((await stack.get('/api/tenants/alpha/topics')).body.topics).toHaveLength(1)
    // the tenant's own record lists its topics beside its limits
    expect((await stack.get('/api/tenants/alpha')).body).toMatchObject({ id: 'alpha', topics: [topicId] })
    expect((await call(keys.beta as string, 'GET', '/api/tenants/alpha/topics')).status).toBe(403)
    expect((await call(keys.beta as string, 'GET', '/api/tenants/beta/topics')).body).toEqual({ tenant: 'beta', topics: [] })
  })

  it('refuses another tenant\'s deploy, mint, transfer, burn, batch and prepare on the topic with 403 TOPIC_NOT_OWNED', async () => {
    const beta = keys.beta as string
    const q = { topic_id: topicId }
    const refusals = [
      await call(beta, 'POST', '/api/inscription/deploy', { ticker: 'rewards', name: 'Rewards', max: 1000, ...q }),
      await call(beta, 'POST', '/api/inscription/rewards/mint', { amount: 1, to: '0.0.9001', ...q }),
      await call(beta, 'POST', '/api/inscription/rewards/transfer', { amount: 1, from: '0.0.9001', to: '0.0.9002', ...q }),
      await call(beta, 'POST', '/api/inscription/rewards/burn', { amount: 1, from: '0.0.9001', ...q }),
      await call(beta, 'POST', '/api/inscription/batch', { ...q, operations: [{ op: 'deploy', ticker: 'other', name: 'Other', max: 10 }] }),
      await call(beta, 'POST', '/api/inscription/batch', { operations: [{ op: 'mint', ticker: 'rewards', amount: 1, to: '0.0.9001', ...q }] }),
      await call(beta, 'POST', '/api/inscription/batch?atomic=true', { operations: [{ op: 'mint', ticker: 'rewards', amount: 1, to: '0.0.9001', ...q }] }),
      await call(beta, 'POST', '/api/inscription/rewards/transfer/prepare', { amount: 1, from: '0.0.9001', to: '0.0.9002', ...q })
    ]
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(403)
      expect(refused.body.code).toBe('TOPIC_NOT_OWNED')
    }
    // nothing reached the topic
    expect(await stack.topicMessages(topicId)).toEqual([])
  })

  it('sends and confirms the owner\'s operations on its topic (the worker serves it, the indexer follows it)', async () => {
    const alpha = keys.alpha as string
    const q = { topic_id: topicId }
    // the ticker beta holds on the default topic is alpha's to deploy here: tickers are per topic
    const deploy = await confirmedJob(await call(alpha, 'POST', '/api/inscription/deploy', { ticker: 'rewards', name: 'Rewards', max: 1000, ...q }))
    expect(deploy).toMatchObject({ status: 'confirmed', topicId })
    const mint = await confirmedJob(await call(alpha, 'POST', '/api/inscription/rewards/mint', { amount: 100, to: '0.0.9001', ...q }))
    expect(mint).toMatchObject({ status: 'confirmed', topicId })
    // an operator key writes anywhere
    const operatorMint = await confirmedJob(await stack.post('/api/inscription/rewards/mint', { amount: 5, to: '0.0.9002', ...q }))
    expect(operatorMint.status).toBe('confirmed')
    // a debit of another account: the topic is private (the indexer read its submit key)
    const transfer = await confirmedJob(await call(alpha, 'POST', '/api/inscription/rewards/transfer', { amount: 10, from: '0.0.9001', to: '0.0.9002', ...q }))
    expect(transfer.status).toBe('confirmed')
    const batch = await call(alpha, 'POST', '/api/inscription/batch', { ...q, operations: [{ op: 'burn', ticker: 'rewards', amount: 1, from: '0.0.9001' }] })
    expect(batch.status, JSON.stringify(batch.body)).toBe(207)
    const burn = await stack.waitForJob(batch.body.results[0].jobId as string, ['confirmed', 'invalid', 'failed'], 90_000)
    expect(burn.status).toBe('confirmed')

    const messages = await stack.topicMessages(topicId)
    expect(messages.map((m) => JSON.parse(m.message).op)).toEqual(['deploy', 'mint', 'mint', 'transfer', 'burn'])
    expect(new Set(messages.map((m) => m.payer_account_id))).toEqual(new Set([stack.network.operatorId]))
    // the endpoint alpha registered before the topic existed hears of alpha's jobs on it (not the operator's)
    const alphaJobs = [deploy.jobId, mint.jobId, transfer.jobId, burn.jobId] as string[]
    for (let i = 0; i < 300 && !alphaJobs.every((id) => delivered.includes(id)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(delivered).toEqual(expect.arrayContaining(alphaJobs))
    expect(delivered).not.toContain(operatorMint.jobId)
    const status = await stack.get(`/api/topics/${topicId}/status`)
    expect(status.status, JSON.stringify(status.body)).toBe(200)
    expect(status.body).toMatchObject({ private: true })
    // usage on a topic of its own: alpha's four operations are alpha's, the operator's mint the default tenant's
    const day = new Date().toISOString().slice(0, 10)
    const usage = await stack.get(`/api/tenants/alpha/usage?from=${day}&to=${day}&by=ticker`)
    expect(usage.body.rows.find((row: { ticker: string }) => row.ticker === 'rewards')).toMatchObject({ accepted: 4, confirmed: 4 })
    const operators = await stack.get(`/api/tenants/default/usage?from=${day}&to=${day}&by=ticker`)
    expect(operators.body.rows.find((row: { ticker: string }) => row.ticker === 'rewards')).toMatchObject({ accepted: 1, confirmed: 1 })
  }, 240_000)

  it('shows the topic\'s queue to operators: on the queue dashboard and in hcs20_queue_jobs, by its topic', async () => {
    const board = await fetch(`${stack.apiUrl}/admin/queues/api/queues`, { headers: { authorization: `Basic ${Buffer.from(`op:${stack.apiKey}`).toString('base64')}` } })
    expect(board.status).toBe(200)
    const { queues } = await board.json() as { queues: Array<{ name: string, counts: Record<string, number> }> }
    expect(queues.map((queue) => queue.name)).toEqual(expect.arrayContaining([`${stack.topicId}-${QUEUE_SUBMIT}`, `${topicId}-${QUEUE_SUBMIT}`]))
    // the five jobs alpha and the operator sent on it, each completed by the worker
    expect(queues.find((queue) => queue.name === `${topicId}-${QUEUE_SUBMIT}`)?.counts).toMatchObject({ completed: 5, waiting: 0, failed: 0 })

    const metricsUrl = `http://127.0.0.1:${Number(stack.services.indexer?.ready.healthPort)}/metrics`
    const series = `hcs20_queue_jobs{queue="${QUEUE_SUBMIT}",topic="${topicId}",state="completed"} 5`
    const scraped = await waitFor(async () => {
      const text = await (await fetch(metricsUrl)).text()
      return text.includes(series) ? text : undefined
    }, 10_000, 200)
    // the shared topics' queues stay one sum without a topic; the tenant topic's is its own (one series a state)
    expect(scraped).toMatch(new RegExp(`^hcs20_queue_jobs\\{queue="${QUEUE_SUBMIT}",state="completed"\\} \\d+$`, 'm'))
    expect(scraped.split('\n').filter((line) => line.startsWith('hcs20_queue_jobs{') && line.includes(`topic="${topicId}"`))).toHaveLength(5)
  })
})

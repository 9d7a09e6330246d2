// Backpressure end to end: with the bound set low and a slow network, a burst gets 503 QUEUE_FULL with
// Retry-After for what does not fit; a refused request reserves nothing; every accepted job completes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './support/stack.js'

const BOUND = 30

async function setFaults (stack: Stack, faults: Record<string, number>): Promise<void> {
  const res = await fetch(`${stack.network.mirrorUrl}/admin/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults)
  })
  expect(res.ok).toBe(true)
}

interface Answer { key: string, status: number, body: any, retryAfter: string | null, contentType: string | null }

async function mint (stack: Stack, key: string): Promise<Answer> {
  const res = await fetch(`${stack.apiUrl}/api/inscription/burst/mint`, {
    method: 'POST',
    headers: { 'x-api-key': stack.apiKey, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ amount: 1, to: '0.0.8001' })
  })
  return { key, status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after'), contentType: res.headers.get('content-type') }
}

describe('backpressure', () => {
  let stack: Stack
  // A worker of 5 slots on a network 4 s away drains about 1.25 jobs a second: a burst piles up, and the first
  // jobs leave the queue 4 s after they were taken, well after the burst and the batch that follows it have been
  // answered, even on a loaded machine (at 500 ms they could leave before the batch arrived, and it was accepted).
  beforeAll(async () => { stack = await startStack({ env: { QUEUE_MAX_BACKLOG: String(BOUND), WORKER_CONCURRENCY: '5' } }) }, 120_000)
  afterAll(async () => { await stack?.stop() }, 60_000)

  it('refuses a burst past the bound with 503 QUEUE_FULL and Retry-After, reserves nothing for it, and completes every accepted job', async () => {
    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'burst', name: 'Burst', max: 1_000_000 })
    expect(deploy.status).toBe(202)
    await stack.waitForJob(deploy.body.jobId, ['confirmed'], 60_000)
    await setFaults(stack, { roundTripMs: 4_000 })

    const answers = await Promise.all(Array.from({ length: 150 }, async (_, i) => await mint(stack, `burst-${i}`)))
    const accepted = answers.filter((a) => a.status === 202)
    const refused = answers.filter((a) => a.status === 503)
    expect(accepted.length + refused.length).toBe(answers.length)
    expect(accepted.length).toBeGreaterThanOrEqual(BOUND - 10)
    expect(refused.length).toBeGreaterThan(0)
    for (const r of refused) {
      expect(r.contentType).toMatch(/^application\/problem\+json/)
      expect(r.body).toMatchObject({ status: 503, code: 'QUEUE_FULL', requestId: expect.any(String) })
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1)
    }
    // A batch is refused whole while it does not fit (the burst may have left the queue a job or two short of full).
    const batch = await stack.post('/api/inscription/batch', {
      operations: Array.from({ length: 5 }, () => ({ op: 'mint', ticker: 'burst', amount: 1, to: '0.0.8002' }))
    })
    expect(batch.status).toBe(503)
    expect(batch.body).toMatchObject({ code: 'QUEUE_FULL' })
    const queue = await stack.get('/api/queue')
    expect(queue.status).toBe(200)
    expect(queue.body).toMatchObject({ bound: BOUND, backlog: expect.any(Number), estimatedWaitSeconds: expect.toSatisfy((v) => v === null || v >= 0) })
    await stack.services.api!.waitForLog((line) => line.msg === 'queue full: refusing new jobs', 10_000)
    expect((await fetch(`${stack.apiUrl}/health/ready`)).status).toBe(200)
    await setFaults(stack, { roundTripMs: 0 })

    // Every accepted job completes; the refused ones held no supply.
    const records = await Promise.all(accepted.map(async (a) => await stack.waitForJob(a.body.jobId, ['confirmed', 'failed', 'invalid'], 120_000)))
    expect(records.every((r) => r.status === 'confirmed')).toBe(true)
    const inscription = await stack.get('/api/inscription/burst')
    expect(inscription.body).toMatchObject({ supply: String(accepted.length), pending: { supply: '0' } })
    // The gate's last crossing is back below the bound, and the queue it samples is empty (a 'below' line may also
    // have been logged mid-burst, and the worker may still hold jobs whose receipts were 4 s away).
    await expect.poll(async () => (await stack.get('/api/queue')).body.backlog, { timeout: 30_000, interval: 250 }).toBe(0)
    const crossings = stack.services.api!.logs.filter((line) => line.msg === 'queue full: refusing new jobs' || line.msg === 'queue below its bound again')
    expect(crossings.at(-1)?.msg).toBe('queue below its bound again')

    // A refused key was never taken: sent again once the queue has room, it becomes a new job.
    const retried = await Promise.all(refused.slice(0, 10).map(async (r) => await mint(stack, r.key)))
    for (const r of retried) expect(r.status, JSON.stringify(r.body)).toBe(202)
    expect(new Set(retried.map((r) => r.body.jobId)).size).toBe(retried.length)
    for (const r of retried) expect(accepted.map((a) => a.body.jobId)).not.toContain(r.body.jobId)
    await Promise.all(retried.map(async (r) => await stack.waitForJob(r.body.jobId, ['confirmed'], 60_000)))
    expect((await stack.get('/api/inscription/burst')).body.supply).toBe(String(accepted.length + retried.length))
    const onTopic = await stack.topicMessages()
    expect(onTopic.filter((m) => m.message.includes('"tick":"burst"') && m.message.includes('"op":"mint"'))).toHaveLength(accepted.length + retried.length)
  }, 180_000)
})

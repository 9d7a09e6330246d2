// Issue 11: topic ids are unique only within one network. Two embedded networks, one after the other,
// share one Redis and one prefix (a fresh clone with the machine's Redis still holding an earlier run):
// the second network's jobs all confirm, and a checkpoint of the first is reported, never waited on.
import { afterAll, describe, expect, it } from 'vitest'
import { startService, waitFor, type Service } from './support/processes.js'
import { startStack, type Stack } from './support/stack.js'

interface Accepted { jobId: string }

async function accept (stack: Stack, path: string, body: Record<string, unknown>, headers?: Record<string, string>): Promise<Accepted> {
  const res = await stack.post(path, body, headers)
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(202)
  return res.body as Accepted
}

async function confirmAll (stack: Stack, jobs: Accepted[]): Promise<void> {
  const records = await Promise.all(jobs.map(async (j) => await stack.waitForJob(j.jobId, ['confirmed', 'invalid', 'failed'], 120_000)))
  expect(records.map((r) => r.status)).toEqual(jobs.map(() => 'confirmed'))
}

describe('two networks in one Redis', () => {
  const stacks: Stack[] = []
  const extra: Service[] = []

  afterAll(async () => {
    for (const service of extra) await service.stop()
    for (const stack of stacks.reverse()) await stack.stop()
  }, 60_000)

  it('confirms every job of a second embedded network and reports a checkpoint of the first instead of waiting on it', async () => {
    const first = await startStack()
    stacks.push(first)
    const firstJobs = [await accept(first, '/api/inscription/deploy', { ticker: 'loyal', name: 'Loyalty', max: 1000 })]
    for (let i = 0; i < 5; i++) firstJobs.push(await accept(first, '/api/inscription/loyal/mint', { amount: 10, to: '0.0.1001' }, { 'Idempotency-Key': `order-${i}` }))
    await confirmAll(first, firstJobs)
    await first.stop({ keepRedis: true })

    const second = await startStack({ prefix: first.prefix })
    stacks.push(second)
    // The premise: the fresh emulator numbers its topic as the first one did.
    expect(second.topicId).toBe(first.topicId)
    expect(second.network.networkId).not.toBe(first.network.networkId)
    const deploy = await accept(second, '/api/inscription/deploy', { ticker: 'loyal', name: 'Loyalty', max: 1000 })
    const mint = await accept(second, '/api/inscription/loyal/mint', { amount: 7, to: '0.0.1001' }, { 'Idempotency-Key': 'order-0' })
    await confirmAll(second, [deploy, mint])
    expect((await second.get('/api/inscription/loyal/balance/0.0.1001')).body).toMatchObject({ balance: '7' })
    expect((await second.get(`/api/topics/${second.topicId}/status`)).body).toMatchObject({ lastSequence: 2, halted: null })

    // The second network's services told the first network's id: they find its checkpoint for this topic id.
    const misled = { ...second.env, HEDERA_NETWORK_ID: first.network.networkId }
    const indexer = await startService('indexer', { ...misled, HEALTH_PORT: '0' })
    extra.push(indexer)
    // 503 says `starting` until the first lease attempt answered; then it names the halted topic
    const ready = await waitFor(async () => {
      const res = await fetch(`http://127.0.0.1:${String(indexer.ready.healthPort)}/health/ready`)
      const body = res.status === 503 ? await res.json() as { reason?: string } : undefined
      return body?.reason === 'starting' ? undefined : body
    }, 60_000, 100)
    expect(ready).toMatchObject({ status: 'unavailable', topics: [{ topicId: second.topicId, state: 'halted', reason: 'checkpoint_mismatch' }] })
    const halted = indexer.logs.filter((line) => line.level === 50 && line.reason === 'checkpoint_mismatch')
    expect(halted).toHaveLength(1)

    const api = await startService('api', misled)
    extra.push(api)
    const status = await fetch(`${String(api.ready.address)}/api/topics/${second.topicId}/status`, { headers: { 'x-api-key': second.apiKey } })
    expect(await status.json()).toMatchObject({ lastSequence: 6, halted: { reason: 'checkpoint_mismatch', sequence: 6 } })
  }, 240_000)
})

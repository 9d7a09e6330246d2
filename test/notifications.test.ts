// End to end across processes: batches, bulk status and long polling (`?wait=`) of jobs the real worker
// submits to the emulator and the real indexer confirms; a waiting request is answered by the indexer's own write.
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHcsClient, verifyWebhook } from '@hcs/client'
import { webhookKey } from '@hcs/protocol'
import { waitFor } from './support/processes.js'
import { connectRedis } from './support/redis.js'
import { startStack, type Stack } from './support/stack.js'

interface Received { id: string, body: string, headers: IncomingHttpHeaders, answered: number }

/** A webhook receiver on a real port: answers 500 to the first `failures` attempts of the first delivery it sees. */
async function startReceiver (failures: number): Promise<{ url: string, received: Received[], server: Server }> {
  const received: Received[] = []
  let first: string | undefined
  let failed = 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const id = String(req.headers['webhook-id'])
      first ??= id
      const answered = id === first && failed < failures ? (failed++, 500) : 204
      received.push({ id, body: Buffer.concat(chunks).toString('utf8'), headers: req.headers, answered })
      res.writeHead(answered).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server }
}

describe('job notifications', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack()
  }, 120_000)

  afterAll(async () => { await stack?.stop() }, 60_000)

  it('answers a waiting request when the indexer confirms the job, and reads many jobs at once', async () => {
    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'wait', name: 'Wait', max: 1000 })
    expect(deploy.status, JSON.stringify(deploy.body)).toBe(202)
    const waited = await stack.get(`/api/jobs/${deploy.body.jobId as string}?wait=30`)
    expect(waited.status).toBe(200)
    expect(waited.body).toMatchObject({ jobId: deploy.body.jobId, status: 'confirmed' })
    expect(waited.body.sequenceNumber).toBeGreaterThan(0)

    const mint = await stack.post('/api/inscription/wait/mint', { amount: 5, to: '0.0.1001' })
    const bulk = await stack.get(`/api/jobs?ids=${mint.body.jobId as string},job-unknown,${deploy.body.jobId as string}`)
    expect(bulk.status).toBe(200)
    expect(bulk.body.jobs[0].jobId).toBe(mint.body.jobId)
    expect(bulk.body.jobs[1]).toBeNull()
    expect(bulk.body.jobs[2]).toMatchObject({ jobId: deploy.body.jobId, status: 'confirmed' })
  }, 60_000)

  it('takes a batch through the whole pipeline: accepted operations are confirmed, the refused one never reaches the topic', async () => {
    const res = await stack.post('/api/inscription/batch', {
      operations: [
        { op: 'deploy', ticker: 'bat', name: 'Batch', max: 10 },
        { op: 'mint', ticker: 'bat', amount: 7, to: '0.0.1001' },
        { op: 'mint', ticker: 'bat', amount: 4, to: '0.0.1002' },
        { op: 'mint', ticker: 'bat', amount: 3, to: '0.0.1002' }
      ]
    })
    expect(res.status, JSON.stringify(res.body)).toBe(207)
    expect(res.body.results.map((r: { status: unknown }) => r.status)).toEqual(['queued', 'queued', 422, 'queued'])
    const ids = res.body.results.filter((r: { jobId?: string }) => r.jobId !== undefined).map((r: { jobId: string }) => r.jobId)
    for (const id of ids) expect((await stack.get(`/api/jobs/${id as string}?wait=30`)).body.status).toBe('confirmed')
    expect((await stack.get('/api/inscription/bat')).body).toMatchObject({ supply: '10', holders: 2 })
    const onTopic = (await stack.topicMessages()).map((m) => m.message).filter((text) => text.includes('"tick":"bat"'))
    expect(onTopic).toHaveLength(3)
    expect(onTopic.some((text) => text.includes('"amt":"4"'))).toBe(false)
  }, 60_000)

  it('delivers each settled job once to a webhook, signed, through 500 answers, and records the deliveries', async () => {
    const receiver = await startReceiver(2)
    try {
      const client = createHcsClient({ baseUrl: stack.apiUrl, apiKey: stack.apiKey })
      const webhook = await client.webhooks.create(receiver.url, ['job.confirmed', 'job.failed', 'job.invalid'])
      expect(webhook.secret).toMatch(/^whsec_/)
      // at rest the secret is sealed (WEBHOOK_SECRET_KEY): the deliveries below verify, so the worker opened it
      const redis = connectRedis()
      try {
        const stored = JSON.parse(await redis.get(webhookKey({ prefix: stack.prefix, network: stack.env.HEDERA_NETWORK_ID as string }, webhook.id)) ?? '{}')
        expect(stored.secret).toMatch(/^enc:v1:/)
        expect(JSON.stringify(stored)).not.toContain(webhook.secret)
      } finally {
        redis.disconnect()
      }
      const deploy = await client.submit({ op: 'deploy', ticker: 'hook', name: 'Hook', max: 100 })
      const batch = await client.submitBatch([
        { op: 'mint', ticker: 'hook', amount: 5, to: '0.0.1001' },
        { op: 'mint', ticker: 'hook', amount: 6, to: '0.0.1002' }
      ])
      const jobIds = [deploy.jobId, ...batch.results.map((r) => 'jobId' in r ? r.jobId : '')]
      for (const jobId of jobIds) expect((await client.waitFor(jobId, { timeoutMs: 30_000 })).status).toBe('confirmed')

      const delivered = await waitFor(async () => {
        const ok = receiver.received.filter((r) => r.answered === 204)
        return ok.length >= 3 ? ok : undefined
      }, 30_000, 50)
      const events = delivered.map((r) => verifyWebhook(webhook.secret, r.body, r.headers as Record<string, string>))
      expect(events.map((e) => e.type === 'tenant.quota' ? '' : e.data.jobId).sort()).toEqual([...jobIds].sort())
      expect(events.every((e) => e.type === 'job.confirmed' && e.data.status === 'confirmed')).toBe(true)
      expect(new Set(delivered.map((r) => r.id)).size).toBe(3)
      const retried = receiver.received.filter((r) => r.id === receiver.received[0]?.id).map((r) => r.answered)
      expect(retried).toEqual([500, 500, 204])
      expect(() => verifyWebhook(webhook.secret, `${delivered[0]?.body ?? ''} `, delivered[0]?.headers as Record<string, string>)).toThrow()

      const records = await waitFor(async () => {
        const list = await client.webhooks.deliveries(webhook.id)
        return list.length === 3 && list.every((d) => d.status === 'delivered') ? list : undefined
      }, 10_000, 100)
      const first = records.find((d) => d.id === receiver.received[0]?.id)
      expect(first).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 204, event: 'job.confirmed' })
      await client.webhooks.remove(webhook.id)
      // nothing more arrives than the 3 deliveries and the 2 refused attempts
      expect(receiver.received).toHaveLength(5)
    } finally {
      receiver.server.close()
    }
  }, 90_000)

  it('answers with the record as it is when the wait ends first', async () => {
    // the worker is stopped: the job stays queued for the whole wait
    await stack.services.worker?.stop()
    const mint = await stack.post('/api/inscription/wait/mint', { amount: 1, to: '0.0.1001' })
    expect(mint.status).toBe(202)
    const waited = await stack.get(`/api/jobs/${mint.body.jobId as string}?wait=1`)
    expect(waited.status).toBe(200)
    expect(waited.body.status).toBe('queued')
    await stack.start('worker')
    expect((await stack.get(`/api/jobs/${mint.body.jobId as string}?wait=30`)).body.status).toBe('confirmed')
  }, 60_000)
})

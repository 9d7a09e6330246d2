// ADR 038 end to end (api, worker, indexer and emulator as processes, real Redis): an operator out of hbar pauses
// submission. The jobs already accepted wait without spending attempts and say why; the api refuses new operations
// with 503 PAYER_INSUFFICIENT_BALANCE and the reason, and reports the condition in /api/queue and /health/ready;
// once the account is funded again everything resumes by itself, with no restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './support/stack.js'
import { until } from './support/until.js'

async function setFaults (stack: Stack, faults: Record<string, number>): Promise<void> {
  const res = await fetch(`${stack.network.mirrorUrl}/admin/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults)
  })
  expect(res.ok).toBe(true)
}

describe('a payer out of hbar (ADR 038)', () => {
  let stack: Stack
  beforeAll(async () => { stack = await startStack({ env: { NETWORK_PROBE_INTERVAL_MS: '500' } }) }, 120_000)
  afterAll(async () => { await stack?.stop() }, 60_000)

  it('pauses with 503 PAYER_INSUFFICIENT_BALANCE and the reason, keeps the jobs\' attempts, and resumes by itself once funded', async () => {
    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'broke', name: 'Broke', max: 1_000_000 })
    expect(deploy.status).toBe(202)
    await stack.waitForJob(deploy.body.jobId, ['confirmed'], 60_000)

    await setFaults(stack, { insufficientBalance: 1 })
    const first = await stack.post('/api/inscription/broke/mint', { amount: 1, to: '0.0.8001' }, { 'idempotency-key': 'before-the-pause' })
    expect(first.status).toBe(202)
    // accepted until the api's next read of the condition (every QUEUE_SAMPLE_MS): those wait like the first
    const accepted: string[] = [first.body.jobId]
    const refused = await until('the api to refuse', async () => {
      const answer = await stack.post('/api/inscription/broke/mint', { amount: 1, to: '0.0.8001' })
      if (answer.status === 202) accepted.push(answer.body.jobId)
      return answer
    }, (r) => r.status === 503)
    expect(refused.body).toMatchObject({ status: 503, code: 'PAYER_INSUFFICIENT_BALANCE', requestId: expect.any(String) })
    expect(refused.body.detail).toMatch(/operator account cannot pay/)
    const batch = await stack.post('/api/inscription/batch', { operations: [{ op: 'mint', ticker: 'broke', amount: 1, to: '0.0.8002' }] })
    expect(batch).toMatchObject({ status: 503, body: { code: 'PAYER_INSUFFICIENT_BALANCE' } })
    const raw = await fetch(`${stack.apiUrl}/api/inscription/broke/mint`, {
      method: 'POST', headers: { 'x-api-key': stack.apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 1, to: '0.0.8001' })
    })
    expect(raw.status).toBe(503)
    expect(raw.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)

    // a request accepted before is not "not accepted" now: its replay gets its first answer; a new key is refused
    const replay = await stack.post('/api/inscription/broke/mint', { amount: 1, to: '0.0.8001' }, { 'idempotency-key': 'before-the-pause' })
    expect(replay).toMatchObject({ status: 202, body: { jobId: first.body.jobId } })
    const fresh = await stack.post('/api/inscription/broke/mint', { amount: 1, to: '0.0.8001' }, { 'idempotency-key': 'during-the-pause' })
    expect(fresh).toMatchObject({ status: 503, body: { code: 'PAYER_INSUFFICIENT_BALANCE' } })

    expect((await stack.get('/api/queue')).body.paused).toMatchObject({ code: 'PAYER_INSUFFICIENT_BALANCE', status: 'INSUFFICIENT_PAYER_BALANCE' })
    const ready = await fetch(`${stack.apiUrl}/health/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ok', condition: { code: 'PAYER_INSUFFICIENT_BALANCE' } })
    // the accepted job waits, and says why
    const waiting = await until('the job to show why it waits', async () => (await stack.get(`/api/jobs/${first.body.jobId as string}`)).body,
      (job) => job.lastError?.code === 'PAYER_INSUFFICIENT_BALANCE')
    expect(['queued', 'submitting']).toContain(waiting.status)
    expect(waiting.error).toBeUndefined()
    await stack.services.worker!.waitForLog((line) => line.msg === 'network condition: submission paused', 10_000)

    await setFaults(stack, { insufficientBalance: 0 })
    for (const jobId of accepted) {
      expect(await stack.waitForJob(jobId, ['confirmed', 'failed'], 60_000)).toMatchObject({ status: 'confirmed', attempts: 1 })
    }
    const again = await until('the api to accept again', async () => await stack.post('/api/inscription/broke/mint', { amount: 2, to: '0.0.8001' }), (r) => r.status === 202, 30_000)
    await stack.waitForJob(again.body.jobId, ['confirmed'], 60_000)
    expect((await stack.get('/api/queue')).body.paused).toBeNull()
    expect(await (await fetch(`${stack.apiUrl}/health/ready`)).json()).toEqual({ status: 'ok' })
    await stack.services.worker!.waitForLog((line) => line.msg === 'network condition cleared: submission resumed', 10_000)
    const onTopic = await stack.topicMessages()
    expect(onTopic.filter((m) => m.message.includes('"tick":"broke"') && m.message.includes('"op":"mint"'))).toHaveLength(accepted.length + 1)
    expect((await stack.get('/api/inscription/broke')).body).toMatchObject({ supply: String(accepted.length + 2), pending: { supply: '0' } })
  }, 180_000)
})

// The operator's balance floor (ADR 038, issue 23) end to end: the emulator (it charges each message its fee, 0.008
// HBAR, and keeps balances), the indexer, the worker and the api as processes on real ports, real Redis. The worker
// pays from an account of its own holding 1 HBAR, with OPERATOR_MIN_BALANCE_HBAR 0.9. A batch accepted above the
// floor spends the account to zero: under the floor new operations get 503 OPERATOR_BALANCE_LOW while the queued
// jobs still go, and at zero ADR 038's PAYER_INSUFFICIENT_BALANCE pauses them (that code wins while both hold).
// Funded above zero, the probe resumes the queued jobs and the floor still refuses new ones; funded above the floor,
// the api accepts again. No restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './support/stack.js'
import { until } from './support/until.js'
import type { Service } from './support/processes.js'

const FLOOR_HBAR = 0.9
// the deploy, then 124 mints take the 1 HBAR to 0 (0.008 HBAR each); the other 6 wait for the payer to be funded
const MINTS = 130

describe('the operator\'s balance under OPERATOR_MIN_BALANCE_HBAR', () => {
  let stack: Stack
  let worker: Service
  let payer: { accountId: string, privateKey: string }

  const admin = async (path: string, body: unknown): Promise<any> => {
    const res = await fetch(`${stack.network.mirrorUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(res.status).toBe(200)
    return await res.json()
  }
  const json = async (url: string): Promise<{ status: number, body: any }> => {
    const res = await fetch(url)
    return { status: res.status, body: await res.json() }
  }
  const workerReady = async (): Promise<{ status: number, body: any }> => await json(`http://127.0.0.1:${String(worker.ready.healthPort)}/health/ready`)
  const workerMetric = async (series: string): Promise<number | undefined> => {
    const text = await (await fetch(`http://127.0.0.1:${String(worker.ready.healthPort)}/metrics`)).text()
    const line = text.split('\n').find((l) => l.startsWith(`${series} `))
    return line === undefined ? undefined : Number(line.slice(series.length + 1))
  }
  const mint = async (key?: string): Promise<{ status: number, body: any }> =>
    await stack.post('/api/inscription/floor/mint', { amount: 1, to: '0.0.8001' }, key === undefined ? {} : { 'idempotency-key': key })

  beforeAll(async () => {
    stack = await startStack({ apps: ['indexer'], env: { NETWORK_PROBE_INTERVAL_MS: '500' } })
    payer = await admin('/admin/accounts', { initialBalanceHbar: 1 })
    worker = await stack.start('worker', {
      HEDERA_OPERATOR_ID: payer.accountId,
      HEDERA_OPERATOR_KEY: payer.privateKey,
      OPERATOR_MIN_BALANCE_HBAR: String(FLOOR_HBAR),
      OPERATOR_BALANCE_INTERVAL_MS: '200',
      HEALTH_PORT: '0'
    })
    await stack.start('api')
  }, 120_000)
  afterAll(async () => { await stack?.stop() }, 60_000)

  it('refuses new operations under the floor and says why, keeps sending what it accepted, and accepts again once funded', async () => {
    expect(await workerReady()).toMatchObject({ status: 200, body: { status: 'ok' } })
    expect(await workerMetric('hcs20_worker_operator_min_balance_hbar')).toBe(FLOOR_HBAR)
    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'floor', name: 'Floor', max: 1_000_000 })
    expect(deploy.status).toBe(202)
    await stack.waitForJob(deploy.body.jobId, ['confirmed'])
    const before = await mint('before-the-floor')
    expect(before.status).toBe(202)
    await stack.waitForJob(before.body.jobId, ['confirmed'])

    // accepted whole above the floor (0.984 HBAR): it spends the account to zero
    const batch = await stack.post('/api/inscription/batch', { operations: Array.from({ length: MINTS - 1 }, () => ({ op: 'mint', ticker: 'floor', amount: 1, to: '0.0.8002' })) })
    expect(batch).toMatchObject({ status: 207, body: { accepted: MINTS - 1 } })
    const jobIds: string[] = [before.body.jobId, ...batch.body.results.map((r: { jobId: string }) => r.jobId)]

    // at zero both hold: the payer condition pauses submission, and it is the api's answer
    const both = await until('the worker to be paused at zero and under the floor', workerReady,
      (r) => r.body.reason === 'paused_payer_insufficient_balance' && r.body.operatorBalance?.balanceHbar === 0)
    expect(both).toMatchObject({
      status: 503,
      body: { status: 'unavailable', condition: { code: 'PAYER_INSUFFICIENT_BALANCE' }, operatorBalance: { code: 'OPERATOR_BALANCE_LOW', operatorId: payer.accountId, floorHbar: FLOOR_HBAR } }
    })
    // (asked without posting: an operation the api accepted before it read both would spoil the counts below)
    const apiReady = await until('the api to report both', async () => await json(`${stack.apiUrl}/health/ready`),
      (r) => r.body.condition !== undefined && r.body.operatorBalanceLow !== undefined)
    expect(apiReady).toMatchObject({ status: 200, body: { status: 'ok', condition: { code: 'PAYER_INSUFFICIENT_BALANCE' }, operatorBalanceLow: { code: 'OPERATOR_BALANCE_LOW' } } })
    expect(await mint()).toMatchObject({ status: 503, body: { code: 'PAYER_INSUFFICIENT_BALANCE' } })
    // the fees: every fall of the balance since the worker's first read (1 HBAR), counted once
    expect(await workerMetric('hcs20_worker_operator_balance_hbar')).toBe(0)
    expect(await until('the fees to be counted', async () => await workerMetric('hcs20_worker_fees_paid_hbar_total'), (v) => v !== undefined && Math.abs(v - 1) < 1e-9)).toBeCloseTo(1, 9)

    // funded above zero, under the floor: the probe resumes the queued jobs; new operations are still refused
    await admin(`/admin/accounts/${payer.accountId}/fund`, { amountHbar: 0.5 })
    const jobs = await until('every accepted job to be confirmed', async () => (await stack.get(`/api/jobs?ids=${jobIds.join(',')}`)).body.jobs as Array<{ status: string, attempts: number }>,
      (list) => list.every((job) => job.status === 'confirmed'))
    expect(jobs).toHaveLength(MINTS)
    // (the api reads what the worker last read: once both caught up with the last job, 0.5 - 6 × 0.008)
    const low = await until('the api to refuse for the balance alone', async () => await mint(),
      (r) => r.body?.code === 'OPERATOR_BALANCE_LOW' && String(r.body.detail).includes('holds 0.452 HBAR'))
    expect(low.body).toMatchObject({ status: 503, code: 'OPERATOR_BALANCE_LOW', requestId: expect.any(String) })
    expect(low.body.detail).toMatch(new RegExp(`the operator account ${payer.accountId.replaceAll('.', '\\.')} holds 0\\.452 HBAR, under OPERATOR_MIN_BALANCE_HBAR \\(0\\.9 HBAR\\)`))
    const raw = await fetch(`${stack.apiUrl}/api/inscription/floor/mint`, {
      method: 'POST', headers: { 'x-api-key': stack.apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 1, to: '0.0.8001' })
    })
    expect(raw.status).toBe(503)
    expect(raw.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(raw.headers.get('retry-after')).toBe('30')
    expect(await stack.post('/api/inscription/batch', { operations: [{ op: 'mint', ticker: 'floor', amount: 1, to: '0.0.8002' }] }))
      .toMatchObject({ status: 503, body: { code: 'OPERATOR_BALANCE_LOW' } })
    // a request accepted before gets its first answer
    expect(await mint('before-the-floor')).toMatchObject({ status: 202, body: { jobId: before.body.jobId } })
    expect(await workerReady()).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'operator_balance_low', operatorBalance: { balanceHbar: 0.452, floorHbar: FLOOR_HBAR } } })
    expect(await workerMetric('hcs20_worker_operator_balance_hbar')).toBe(0.452)
    expect((await stack.get('/api/queue')).body).toMatchObject({ paused: null, operatorBalanceLow: { code: 'OPERATOR_BALANCE_LOW', balanceHbar: 0.452 } })

    // funded above the floor: accepted again, no restart
    await admin(`/admin/accounts/${payer.accountId}/fund`, { amountHbar: 1 })
    const again = await until('the api to accept again', async () => await mint(), (r) => r.status === 202)
    expect(await stack.waitForJob(again.body.jobId, ['confirmed', 'failed'])).toMatchObject({ status: 'confirmed' })
    expect(await until('the worker to be ready', workerReady, (r) => r.status === 200)).toMatchObject({ body: { status: 'ok' } })
    expect(await json(`${stack.apiUrl}/health/ready`)).toEqual({ status: 200, body: { status: 'ok' } })
    expect((await stack.get('/api/queue')).body).toMatchObject({ paused: null, operatorBalanceLow: null })
    await worker.waitForLog((line) => line.msg === 'operator balance back above the floor: accepting operations again', 10_000)
    expect((await stack.get('/api/inscription/floor')).body).toMatchObject({ supply: String(MINTS + 1) })
  }, 240_000)
})

// The operator's balance floor (ADR 038, issue 23) end to end: the emulator (it charges mainnet's fees, ADR 051, and
// keeps balances), the indexer, the worker and the api as processes on real ports, real Redis. The worker pays from an
// account of its own holding 1.0011 HBAR, with OPERATOR_MIN_BALANCE_HBAR 0.9. A batch accepted above the floor spends
// the account to zero: under the floor new operations get 503 OPERATOR_BALANCE_LOW while the queued
// jobs still go, and at zero ADR 038's PAYER_INSUFFICIENT_BALANCE pauses them (that code wins while both hold).
// Funded above zero, the probe resumes the queued jobs and the floor still refuses new ones; funded above the floor,
// the api accepts again. No restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './support/stack.js'
import { until } from './support/until.js'
import type { Service } from './support/processes.js'

const FLOOR_HBAR = 0.9
// Fees at the emulator's $0.10 an HBAR: a message on the stack's private topic carries two signatures, the payer's and
// the topic's submit key ($0.0009); at start the worker checks the topic's submit key with a TopicInfoQuery (the SDK
// pays 1.1 times its $0.0001 cost, and the payment's own fee, $0.0001).
const MESSAGE_FEE_TINYBARS = 900_000
const START_QUERY_TINYBARS = 110_000 + 100_000
// the deploy, then 110 mints take the payer to 0 exactly; the other 6 wait for it to be funded
const PAID_MESSAGES = 111
const WAITING = 6
const MINTS = PAID_MESSAGES - 1 + WAITING
const FUNDED_TINYBARS = START_QUERY_TINYBARS + PAID_MESSAGES * MESSAGE_FEE_TINYBARS
const hbar = (tinybars: number): number => tinybars / 1e8
// what is left of the 0.5 HBAR funded at zero once the waiting jobs went: 0.446
const AFTER_FUNDING_HBAR = hbar(50_000_000 - WAITING * MESSAGE_FEE_TINYBARS)

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
    await admin(`/admin/accounts/${payer.accountId}/fund`, { amountHbar: hbar(FUNDED_TINYBARS - 100_000_000) })
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

    // accepted whole above the floor (0.981 HBAR): it spends the account to zero
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
    // the fees: every fall of the balance since the worker's first read (after its start query: 0.999 HBAR), counted once
    const paid = hbar(PAID_MESSAGES * MESSAGE_FEE_TINYBARS)
    expect(await workerMetric('hcs20_worker_operator_balance_hbar')).toBe(0)
    expect(await until('the fees to be counted', async () => await workerMetric('hcs20_worker_fees_paid_hbar_total'), (v) => v !== undefined && Math.abs(v - paid) < 1e-9)).toBeCloseTo(paid, 9)

    // funded above zero, under the floor: the probe resumes the queued jobs; new operations are still refused
    await admin(`/admin/accounts/${payer.accountId}/fund`, { amountHbar: 0.5 })
    const jobs = await until('every accepted job to be confirmed', async () => (await stack.get(`/api/jobs?ids=${jobIds.join(',')}`)).body.jobs as Array<{ status: string, attempts: number }>,
      (list) => list.every((job) => job.status === 'confirmed'))
    expect(jobs).toHaveLength(MINTS)
    // (the api reads what the worker last read: once both caught up with the last job, 0.5 - 6 × 0.009)
    const low = await until('the api to refuse for the balance alone', async () => await mint(),
      (r) => r.body?.code === 'OPERATOR_BALANCE_LOW' && String(r.body.detail).includes(`holds ${AFTER_FUNDING_HBAR} HBAR`))
    expect(low.body).toMatchObject({ status: 503, code: 'OPERATOR_BALANCE_LOW', requestId: expect.any(String) })
    expect(low.body.detail).toMatch(new RegExp(`the operator account ${payer.accountId.replaceAll('.', '\\.')} holds ${String(AFTER_FUNDING_HBAR).replace('.', '\\.')} HBAR, under OPERATOR_MIN_BALANCE_HBAR \\(0\\.9 HBAR\\)`))
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
    expect(await workerReady()).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'operator_balance_low', operatorBalance: { balanceHbar: AFTER_FUNDING_HBAR, floorHbar: FLOOR_HBAR } } })
    expect(await workerMetric('hcs20_worker_operator_balance_hbar')).toBe(AFTER_FUNDING_HBAR)
    expect((await stack.get('/api/queue')).body).toMatchObject({ paused: null, operatorBalanceLow: { code: 'OPERATOR_BALANCE_LOW', balanceHbar: AFTER_FUNDING_HBAR } })

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

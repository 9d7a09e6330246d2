// A second tenant in the chaos run (ADR 031): the operator creates tenant `rival` and a key for it, the rival
// runs some traffic of its own (its jobs join the run's exactly-once check), then tries to cross into the default
// tenant: read its jobs (one by one, in bulk, waiting), mint, transfer and burn its tickers, read and delete its
// webhook, and manage tenants and keys. Every answer that lets it through is a crossing; there must be none.
import type { AcceptedJob } from './exactly-once.js'
import { createApi } from './service-client.js'
import type { Api } from './service-client.js'

export interface TenantCheck {
  /** Requests the rival key sent at the other tenant's jobs, tickers, webhooks and keys. */
  tried: number
  /** The rival's own accepted jobs (checked exactly once with the others). */
  own: number
  /** What let it through: `<method> <path> -> <status>`. */
  crossings: string[]
}

export interface TenantOptions {
  port: number
  operator: Api
  /** The other tenant's accepted jobs (ids tried); the rival's own accepted jobs are added to it. */
  accepted: Map<string, AcceptedJob>
  /** The other tenant's tickers on the default topic. */
  tickers: string[]
  account: string
}

async function rivalKey (operator: Api): Promise<string> {
  const tenant = await operator.post('/api/tenants', { name: 'rival' })
  if (tenant.status !== 201) throw new Error(`creating tenant rival answered ${tenant.status}`)
  const key = await operator.post('/api/keys', { tenant: 'rival', name: 'hostile', scopes: ['submit', 'read', 'admin'] })
  if (key.status !== 201) throw new Error(`creating the rival's key answered ${key.status}`)
  return key.body.key as string
}

export async function crossTenants (o: TenantOptions): Promise<TenantCheck> {
  const rival = createApi(o.port, await rivalKey(o.operator))
  // a new key reaches the api within a second
  const deadline = Date.now() + 5000
  while ((await rival.get('/api/queue')).status !== 200) {
    if (Date.now() > deadline) throw new Error('the rival key was not accepted within 5 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const check: TenantCheck = { tried: 0, own: 0, crossings: [] }
  const expect = (what: string, status: number, allowed: (status: number) => boolean): void => {
    check.tried++
    if (!allowed(status)) check.crossings.push(`${what} -> ${status}`)
  }

  // the rival's own traffic, on a ticker of its own
  const own = [
    await rival.post('/api/inscription/deploy', { ticker: 'rivalpts', name: 'Rival', max: '1000000' }),
    ...await Promise.all([1, 2, 3].map(async (amount) => await rival.post('/api/inscription/rivalpts/mint', { amount, to: o.account })))
  ]
  for (const res of own) {
    if (res.status !== 202) throw new Error(`the rival's own operation answered ${res.status}: ${JSON.stringify(res.body)}`)
    o.accepted.set(res.body.jobId, { jobId: res.body.jobId, topicId: res.body.topicId, message: res.body.message })
    check.own++
  }
  const ownIds = new Set(own.map((res) => res.body.jobId as string))

  // the other tenant's jobs: one by one (a sample), in bulk (all), and waiting
  const foreign = [...o.accepted.keys()].filter((id) => !ownIds.has(id))
  for (const id of foreign.slice(0, 200)) expect(`GET /api/jobs/${id}`, (await rival.get(`/api/jobs/${encodeURIComponent(id)}`)).status, (s) => s === 404)
  for (let i = 0; i < foreign.length; i += 100) {
    const ids = foreign.slice(i, i + 100)
    const bulk = await rival.get(`/api/jobs?ids=${ids.map(encodeURIComponent).join(',')}`)
    const seen = Array.isArray(bulk.body?.jobs) ? (bulk.body.jobs as unknown[]).filter((job) => job !== null).length : 0
    expect(`GET /api/jobs?ids= (${ids.length} ids, ${seen} answered)`, bulk.status, (s) => s === 200 && seen === 0)
  }
  for (const id of foreign.slice(0, 3)) expect(`GET /api/jobs/${id}?wait=1`, (await rival.get(`/api/jobs/${encodeURIComponent(id)}?wait=1`)).status, (s) => s === 404)

  // the other tenant's tickers: never accepted
  for (const ticker of o.tickers) {
    const path = `/api/inscription/${encodeURIComponent(ticker)}`
    for (const [op, body] of [['mint', { amount: 1, to: o.account }], ['transfer', { amount: 1, from: o.account, to: o.account }], ['burn', { amount: 1, from: o.account }]] as const) {
      expect(`POST ${path}/${op}`, (await rival.post(`${path}/${op}`, body)).status, (s) => s >= 400 && s < 500)
    }
  }

  // the other tenant's webhook, and the service's tenants and keys
  const hook = await o.operator.post('/api/webhooks', { url: 'http://127.0.0.1:9/chaos', events: ['job.confirmed'] })
  if (hook.status === 201) {
    const id = hook.body.id as string
    expect(`GET /api/webhooks/${id}`, (await rival.get(`/api/webhooks/${id}`)).status, (s) => s === 404)
    expect(`GET /api/webhooks/${id}/deliveries`, (await rival.get(`/api/webhooks/${id}/deliveries`)).status, (s) => s === 404)
    expect(`DELETE /api/webhooks/${id}`, (await rival.delete(`/api/webhooks/${id}`)).status, (s) => s === 404)
    const listed = await rival.get('/api/webhooks')
    expect('GET /api/webhooks (another key\'s listed)', listed.status, (s) => s === 200 && (listed.body?.webhooks ?? []).length === 0)
    await o.operator.delete(`/api/webhooks/${id}`)
  }
  expect('GET /api/tenants', (await rival.get('/api/tenants')).status, (s) => s === 403)
  expect('POST /api/keys for tenant default', (await rival.post('/api/keys', { tenant: 'default', name: 'x', scopes: ['read'] })).status, (s) => s === 403)
  const keys = await rival.get('/api/keys')
  expect('GET /api/keys (another tenant\'s listed)', keys.status, (s) => s === 200 && (keys.body?.keys ?? []).every((k: { tenant: string }) => k.tenant === 'rival'))
  return check
}

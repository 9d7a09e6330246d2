// The fee meter (ADR 054) end to end: the emulator (it charges mainnet's fees, ADR 051, and serves the operator's
// transactions on its mirror), the indexer, the worker and the api as processes on real ports, real Redis. Two
// tenants send operations that get confirmed: each one's fees in its usage are its confirmed operations times the
// emulator's message fee, and the fees of every tenant plus the unattributed ones are exactly what the operator
// account's balance fell by over the same span, as the mirror reports it.
import type { Redis } from 'ioredis'
import { PrivateKey, Transaction } from '@hashgraph/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USAGE_UNATTRIBUTED, decodeKeySegment, feeMeterKeys, parseUsageField, tenantQuotaUsedKey } from '@hcs/protocol'
import { scanKeys } from '@hcs/runtime'
import { connectRedis } from './support/redis.js'
import { startStack, type Stack } from './support/stack.js'
import { until } from './support/until.js'

// a message on the stack's private topic carries two signatures, the payer's and the topic's submit key: $0.0009 at
// the emulator's $0.10 an HBAR
const MESSAGE_FEE_TINYBARS = 900_000
const OPERATIONS = { alpha: { ticker: 'alfa', mints: 3 }, beta: { ticker: 'bet', mints: 1 } } as const
type Tenant = keyof typeof OPERATIONS

let stack: Stack
let redis: Redis
const keys: Partial<Record<Tenant, string>> = {}

async function call (key: string, path: string, body: unknown): Promise<{ status: number, body: any }> {
  const res = await fetch(`${stack.apiUrl}${path}`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() }
}

/** The operator's balance and its latest transaction's consensus time, in one answer of the mirror. */
async function operatorAccount (): Promise<{ tinybar: bigint, latest: string }> {
  const res = await fetch(`${stack.network.mirrorUrl}/api/v1/accounts/${stack.network.operatorId}?limit=1&order=desc`)
  const body = await res.json() as { balance: { balance: number }, transactions: Array<{ consensus_timestamp: string }> }
  return { tinybar: BigInt(body.balance.balance), latest: body.transactions[0]?.consensus_timestamp ?? '0.000000000' }
}

const ns = (timestamp: string): bigint => BigInt(timestamp.replace('.', ''))

/** Waits until the meter has counted every transaction up to `latest`. */
async function meteredTo (latest: string): Promise<void> {
  const cursor = feeMeterKeys({ prefix: stack.prefix, network: stack.network.networkId }).cursor
  await until(`the fee meter to pass ${latest}`, async () => await redis.get(cursor), (at) => at !== null && ns(at) >= ns(latest))
}

/** Every usage hash's fees (tinybar, nano-USD) by tenant: the topics' and the network's. */
async function feesByTenant (): Promise<Map<string, { tinybar: bigint, nanoUsd: bigint }>> {
  const sums = new Map<string, { tinybar: bigint, nanoUsd: bigint }>()
  await scanKeys(redis, `${stack.prefix}:*:usage:*`, async (found, node) => {
    for (const key of found) {
      const tenant = decodeKeySegment(key.split(':').at(-2) ?? '')
      const sum = sums.get(tenant) ?? { tinybar: 0n, nanoUsd: 0n }
      for (const [field, value] of Object.entries(await node.hgetall(key))) {
        const counter = parseUsageField(field)?.counter
        if (counter === 'feesTinybar') sum.tinybar += BigInt(value)
        if (counter === 'feesNanoUsd') sum.nanoUsd += BigInt(value)
      }
      sums.set(tenant, sum)
    }
  })
  return sums
}

const tinybarOf = (sums: Map<string, { tinybar: bigint }>, tenant: string): bigint => sums.get(tenant)?.tinybar ?? 0n

beforeAll(async () => {
  stack = await startStack({ env: { FEE_METER_INTERVAL_MS: '100', HEALTH_PORT: '0' }, publicTopics: 1 })
  redis = connectRedis()
  for (const tenant of Object.keys(OPERATIONS) as Tenant[]) {
    expect((await stack.post('/api/tenants', { name: tenant })).status).toBe(201)
    const created = await stack.post('/api/keys', { tenant, name: 'app', scopes: ['submit', 'read'] })
    expect(created.status).toBe(201)
    keys[tenant] = created.body.key as string
  }
}, 180_000)

afterAll(async () => {
  await redis?.quit()
  await stack?.stop()
}, 60_000)

describe('network fees per tenant, read from the mirror', () => {
  it('counts each tenant\'s confirmed operations at the message fee, and every fee the operator paid once', async () => {
    const before = await operatorAccount()
    await meteredTo(before.latest)
    const start = await feesByTenant()

    const jobs: string[] = []
    for (const [tenant, { ticker, mints }] of Object.entries(OPERATIONS) as Array<[Tenant, typeof OPERATIONS[Tenant]]>) {
      const key = keys[tenant] as string
      const deploy = await call(key, '/api/inscription/deploy', { ticker, name: ticker, max: 1000 })
      expect(deploy.status, JSON.stringify(deploy.body)).toBe(202)
      await stack.waitForJob(deploy.body.jobId, ['confirmed'])
      for (let i = 0; i < mints; i++) {
        const mint = await call(key, `/api/inscription/${ticker}/mint`, { amount: 1, to: '0.0.9001' })
        expect(mint.status, JSON.stringify(mint.body)).toBe(202)
        jobs.push(mint.body.jobId as string)
      }
    }
    for (const jobId of jobs) await stack.waitForJob(jobId, ['confirmed'])

    const after = await operatorAccount()
    await meteredTo(after.latest)
    const end = await feesByTenant()
    const delta = (tenant: string): bigint => tinybarOf(end, tenant) - tinybarOf(start, tenant)

    // each tenant: its deploy and mints, one message each
    for (const [tenant, { mints }] of Object.entries(OPERATIONS)) {
      expect(delta(tenant), tenant).toBe(BigInt((1 + mints) * MESSAGE_FEE_TINYBARS))
      // at $0.10 an HBAR a tinybar is a nano-USD
      expect(end.get(tenant)?.nanoUsd, tenant).toBe(end.get(tenant)?.tinybar)
    }
    // every tenant's fees plus the unattributed ones: what the operator's balance fell by
    const tenants = new Set([...start.keys(), ...end.keys()])
    const counted = [...tenants].reduce((sum, tenant) => sum + delta(tenant), 0n)
    expect(counted).toBe(before.tinybar - after.tinybar)
    expect(tenants).not.toContain('default')
    expect(delta(USAGE_UNATTRIBUTED)).toBe(0n)

    // the tenant's quota use (`hbar:` of the day and of the month) counts the same tinybar
    for (const [tenant, { mints }] of Object.entries(OPERATIONS)) {
      const used = await redis.hgetall(tenantQuotaUsedKey(stack.prefix, tenant))
      const days = Object.entries(used).filter(([field]) => /^hbar:\d{4}-\d{2}-\d{2}$/.test(field)).reduce((sum, [, v]) => sum + BigInt(v), 0n)
      const months = Object.entries(used).filter(([field]) => /^hbar:\d{4}-\d{2}$/.test(field)).reduce((sum, [, v]) => sum + BigInt(v), 0n)
      expect(days, tenant).toBe(BigInt((1 + mints) * MESSAGE_FEE_TINYBARS))
      expect(months, tenant).toBe(days)
      // no quota take reads it (the tenant has no quota): it still goes a day after the month's end
      expect(await redis.ttl(tenantQuotaUsedKey(stack.prefix, tenant)), tenant).toBeGreaterThan(86_400)
    }
    // the default tenant (operator keys) has no quota: nothing kept for it
    expect(await redis.exists(tenantQuotaUsedKey(stack.prefix, 'default'))).toBe(0)

    // the worker's metrics: the fees by tenant, and how far behind the meter is
    const text = await (await fetch(`http://127.0.0.1:${String(stack.services.worker?.ready.healthPort)}/metrics`)).text()
    for (const [tenant, { mints }] of Object.entries(OPERATIONS)) {
      expect(text).toContain(`hcs20_worker_fees_tinybar_total{tenant="${tenant}"} ${(1 + mints) * MESSAGE_FEE_TINYBARS}`)
    }
    expect(text).toMatch(/^hcs20_worker_fee_meter_lag_seconds \d/m)
  }, 180_000)

  it('answers each tenant its jobs, holder-signed ones too, and the operator every fee it paid (usage routes)', async () => {
    const operator = { 'x-api-key': stack.apiKey }
    const usage = async (path: string): Promise<any> => await (await fetch(`${stack.apiUrl}${path}`, { headers: operator })).json()
    const day = new Date().toISOString().slice(0, 10)
    // a holder with a key of its own (the emulator funds it from the operator: before the span measured)
    const res = await fetch(`${stack.network.mirrorUrl}/admin/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialBalanceHbar: 20, keyType: 'ED25519' }) })
    const holder = await res.json() as { accountId: string, privateKey: string }
    const before = await operatorAccount()
    await meteredTo(before.latest)
    const overviewBefore = await usage(`/api/usage?from=${day}&to=${day}`)
    const alphaBefore = await usage(`/api/tenants/alpha/usage?from=${day}&to=${day}&by=ticker`)

    // alpha on the public topic: a deploy and a mint the operator pays, a transfer the holder signs and pays
    const key = keys.alpha as string
    const topic = stack.publicTopics[0] as string
    const deploy = await call(key, '/api/inscription/deploy', { ticker: 'alpub', name: 'Alpha public', max: 1000, topic_id: topic })
    await stack.waitForJob(deploy.body.jobId, ['confirmed'])
    const mint = await call(key, '/api/inscription/alpub/mint', { amount: 10, to: holder.accountId, topic_id: topic })
    await stack.waitForJob(mint.body.jobId, ['confirmed'])
    const prepared = await call(key, '/api/inscription/alpub/transfer/prepare', { amount: 4, from: holder.accountId, to: '0.0.9002', topic_id: topic })
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(201)
    const signed = await Transaction.fromBytes(Buffer.from(prepared.body.transaction, 'base64')).sign(PrivateKey.fromStringDer(holder.privateKey))
    const transfer = await call(key, '/api/transactions', { transaction: Buffer.from(signed.toBytes()).toString('base64') })
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(202)
    await stack.waitForJob(transfer.body.jobId, ['confirmed'])

    const after = await operatorAccount()
    await meteredTo(after.latest)
    const alphaAfter = await usage(`/api/tenants/alpha/usage?from=${day}&to=${day}&by=ticker`)
    const row = (body: any, ticker: string): any => body.rows.find((r: any) => r.ticker === ticker)
    expect(row(alphaBefore, 'alpub')).toBeUndefined()
    // its three jobs, all confirmed, one of them holder-signed; the operator paid the two messages it sent (a message
    // on a public topic carries one signature: $0.0008)
    expect(row(alphaAfter, 'alpub')).toEqual({
      period: `${day}/${day}`, ticker: 'alpub', accepted: 3, confirmed: 3, invalid: 0, failed: 0, holderSigned: 1, feesTinybar: '1600000', feesUsd: '0.0016'
    })
    // the other ticker's row did not move
    expect(row(alphaAfter, 'alfa')).toEqual(row(alphaBefore, 'alfa'))
    // the operator's view: every fee it paid over the span, attributed or not, is what its balance fell by
    const overviewAfter = await usage(`/api/usage?from=${day}&to=${day}`)
    expect(BigInt(overviewAfter.total.feesTinybar) - BigInt(overviewBefore.total.feesTinybar)).toBe(before.tinybar - after.tinybar)
    // the CSV a tenant is billed from holds the same rows
    const csv = await (await fetch(`${stack.apiUrl}/api/tenants/alpha/usage?from=${day}&to=${day}&by=ticker`, { headers: { ...operator, accept: 'text/csv' } })).text()
    expect(csv.trimEnd().split('\r\n').slice(1)).toEqual(alphaAfter.rows.map((r: any) => ['alpha', r.period, r.ticker, r.accepted, r.confirmed, r.invalid, r.failed, r.holderSigned, r.feesTinybar, r.feesUsd].join(',')))
  }, 180_000)

  it('counts a topic created for a tenant to that tenant, on its new topic, at the fee the creation answered', async () => {
    const before = await operatorAccount()
    await meteredTo(before.latest)
    const start = await feesByTenant()
    const created = await stack.post('/api/tenants/beta/topics', { memo: 'beta points' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const fee = BigInt(created.body.fee.tinybars as string)
    expect(fee).toBeGreaterThan(0n)

    const after = await operatorAccount()
    await meteredTo(after.latest)
    const end = await feesByTenant()
    const delta = (tenant: string): bigint => tinybarOf(end, tenant) - tinybarOf(start, tenant)
    expect(delta('beta')).toBe(fee)
    // on the tenant's own topic, with no ticker
    const day = new Date().toISOString().slice(0, 10)
    const own = await (await fetch(`${stack.apiUrl}/api/tenants/beta/usage?from=${day}&to=${day}&by=ticker`, { headers: { 'x-api-key': stack.apiKey } })).json() as any
    expect(own.rows.find((r: any) => r.ticker === '')?.feesTinybar).toBe(fee.toString())
    // what else the operator paid meanwhile, the payment of the worker's record query (which reads the creation's fee),
    // stays unattributed: every fee the mirror charged over the span is counted once
    const listed = await (await fetch(`${stack.network.mirrorUrl}/api/v1/transactions?account.id=${stack.network.operatorId}&timestamp=gt:${before.latest}&timestamp=lte:${after.latest}&order=asc`)).json() as { transactions: Array<{ charged_tx_fee: number, transaction_id: string }> }
    const charged = listed.transactions.filter((t) => t.transaction_id.startsWith(`${stack.network.operatorId}-`)).reduce((sum, t) => sum + BigInt(t.charged_tx_fee), 0n)
    expect(delta('beta') + delta(USAGE_UNATTRIBUTED)).toBe(charged)
    expect(delta(USAGE_UNATTRIBUTED)).toBe(charged - fee)
    expect(delta('alpha')).toBe(0n)
  }, 180_000)
})

// The usage meters through the scripts that change a job's state (api ADR 053): the intake counts what it accepts (a
// lone request, a group, a batch; holder-signed ones too) and takes back what it withdraws, job_write counts each
// settlement, and a failed job the topic settles after all moves from failed to what the topic made of it. The
// route reads them back as JSON and as CSV, for the operator and for the tenant's own admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import {
  JOB_WRITE_ARGS, JOB_WRITE_KEYS, RESERVATION_TOTALS_KEYS, buildMessage, inscriptionKey, jobRecordKey, luaScript, recordWriteKeys, replies,
  USAGE_UNATTRIBUTED, reservationKey, topicMetaKey, usageKey, usageNetworkKeyPrefix
} from '@hcs/protocol'
import type { JobRecord, Operation } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { keyScope } from '../src/config.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createBatchIntake } from '../src/intake/batch/batch-script.js'
import type { IntakeRequest } from '../src/intake/intake.js'
import { createScriptIntake, withdraw } from '../src/intake/intake-script.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { readUsage } from '../src/usage/usage-reader.js'
import { prefersCsv } from '../src/usage/usage-routes.js'
import { runUsage } from '../src/cli/usage.js'
import { API_KEY, fakeQueue, testConfig } from './helpers.js'

const TOPIC = '0.0.1001'
const DAY = new Date().toISOString().slice(0, 10)
const monthEnd = (day: string): string => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10)

const settleFromTopic = luaScript({
  name: 'testUsageSettleFromTopic',
  file: new URL('./lua/settle-from-topic.lua', import.meta.url),
  keys: ['record', 'reservation', ...RESERVATION_TOTALS_KEYS, ...JOB_WRITE_KEYS],
  args: ['outcome', 'at', ...JOB_WRITE_ARGS],
  reply: (raw) => String(raw)
})
const settleRecord = luaScript({
  name: 'testUsageSettleRecord',
  file: new URL('./lua/settle-record.lua', import.meta.url),
  keys: ['record', ...JOB_WRITE_KEYS],
  args: ['status', ...JOB_WRITE_ARGS],
  reply: replies.integer
})

describe('usage meters', () => {
  const prefix = uniquePrefix('api-usage')
  const keys = { prefix, network: TEST_NETWORK }
  let redis: Redis
  let app: FastifyInstance
  let url: string
  const reached = () => recordWriteKeys(keys, TOPIC)

  function request (jobId: string, tenant: string, operation: Operation, signed = false): IntakeRequest {
    const at = new Date().toISOString()
    const record: JobRecord = {
      jobId,
      status: 'queued',
      op: operation.op,
      ticker: operation.tick,
      topicId: TOPIC,
      message: buildMessage(operation),
      requestId: 'r',
      attempts: 0,
      createdAt: at,
      updatedAt: at,
      ...(signed ? { transactionId: '0.0.4242@1700000000.000000001' } : {})
    }
    return { jobId, operation, topicId: TOPIC, record, tenant, anyTicker: true }
  }
  const mint = (tick: string, amt = '1'): Operation => ({ op: 'mint', tick, amt, to: '0.0.7' })
  const id = (local: string): string => `${TOPIC}_${local}`

  async function fromTopic (jobId: string, status: 'confirmed' | 'invalid', seq: number, payer = '0.0.2'): Promise<string | undefined> {
    const { keys: named, args } = reached()
    return await settleFromTopic.run(redis, {
      keys: { record: jobRecordKey(keys, TOPIC, jobId), reservation: reservationKey(keys, TOPIC, jobId), ...named },
      args: {
        outcome: JSON.stringify({ status, sequenceNumber: String(seq), consensusTimestamp: '1700000000.000000001', runningHash: 'aa', payer, ...(status === 'invalid' ? { errorCode: 'SUPPLY_EXCEEDED', errorMessage: 'over' } : {}) }),
        at: new Date().toISOString(),
        ...args
      }
    })
  }

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    await redis.hset(topicMetaKey(keys, TOPIC), 'private', '1')
    for (const tick of ['aaa', 'bbb', 'ccc']) await redis.hset(inscriptionKey(keys, TOPIC, tick), { max: '1000000', supply: '0' })
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, HCS20_TOPIC_ID: TOPIC })
    app = await buildApp({ config, redis, queue: fakeQueue(), jobs: createJobRecordStore({ redis, keys: keyScope(config) }) })
    url = await app.listen({ port: 0, host: '127.0.0.1' })
  })

  afterAll(async () => {
    await app?.close()
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('counts what the intake accepts and withdraws, and each settlement, in the steps that write them', async () => {
    const intake = createScriptIntake({ redis, keys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined })
    // acme: a lone request, then a group of three (one of them holder-signed) and one withdrawn after its enqueue failed
    await intake(request(id('a0'), 'acme', mint('aaa')))
    await Promise.all([
      intake(request(id('a1'), 'acme', mint('aaa'))),
      intake(request(id('a2'), 'acme', mint('bbb'), true)),
      intake(request(id('a3'), 'acme', mint('aaa')))
    ])
    expect(await withdraw(redis, keys, { topicId: TOPIC, jobId: id('a3'), recordKey: jobRecordKey(keys, TOPIC, id('a3')), queueJobKey: jobRecordKey(keys, TOPIC, id('a3')) })).toBe('withdrawn')
    // bolt: a batch of two accepted and one refused; an atomic batch refused whole counts nothing
    const batches = createBatchIntake({ redis, keys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined })
    const ops = (names: string[], last: Operation) => names.map((name, i) => {
      const operation = i === names.length - 1 ? last : mint('ccc')
      return { jobId: id(name), operation, message: buildMessage(operation) }
    })
    const shared = { tenant: 'bolt', anyTicker: true, requestId: 'r', createdAt: Date.now(), topicId: TOPIC }
    expect(await batches.accept({ ...shared, requests: ops(['b0', 'b1', 'b2'], mint('nope')), atomic: false })).toMatchObject({ kind: 'done', codes: ['OK', 'OK', 'TICKER_NOT_FOUND'] })
    expect(await batches.accept({ ...shared, requests: ops(['b3', 'b4'], mint('nope')), atomic: true })).toMatchObject({ kind: 'refused' })
    // a check reserves and counts nothing
    expect(await redis.hgetall(usageKey(keys, TOPIC, 'acme', DAY))).toEqual({ 'aaa|a': '2', 'bbb|a': '1', 'bbb|h': '1' })
    expect(await redis.hgetall(usageKey(keys, TOPIC, 'bolt', DAY))).toEqual({ 'ccc|a': '2' })

    // settlements: confirmed, invalid, failed; then the failed one confirmed from the topic after all
    expect(await fromTopic(id('a0'), 'confirmed', 1)).toBe('settled')
    expect(await fromTopic(id('a1'), 'invalid', 2)).toBe('settled')
    await settleRecord.run(redis, { keys: { record: jobRecordKey(keys, TOPIC, id('a2')), ...reached().keys }, args: { status: 'failed', ...reached().args } })
    await settleRecord.run(redis, { keys: { record: jobRecordKey(keys, TOPIC, id('b0')), ...reached().keys }, args: { status: 'failed', ...reached().args } })
    expect(await redis.hgetall(usageKey(keys, TOPIC, 'acme', DAY))).toMatchObject({ 'aaa|c': '1', 'aaa|i': '1', 'bbb|f': '1' })
    expect(await fromTopic(id('a2'), 'confirmed', 3, '0.0.4242')).toBe('settled')
    // settled again (a page read twice): counted once
    expect(await fromTopic(id('a0'), 'confirmed', 1)).toBe('kept:confirmed')
    expect(await redis.hgetall(usageKey(keys, TOPIC, 'acme', DAY))).toEqual({ 'aaa|a': '2', 'aaa|c': '1', 'aaa|i': '1', 'bbb|a': '1', 'bbb|h': '1', 'bbb|f': '0', 'bbb|c': '1' })
    // each hash expires USAGE_RETENTION_DAYS and a day after its last new count
    const ttl = await redis.ttl(usageKey(keys, TOPIC, 'acme', DAY))
    expect(ttl).toBeGreaterThan(400 * 86_400)
    expect(ttl).toBeLessThanOrEqual(401 * 86_400)

    const rows = await readUsage(redis, keys, { tenant: 'acme', from: DAY, to: DAY, by: 'ticker', topics: [TOPIC, '0.0.9999'] })
    expect(rows).toEqual([
      { period: `${DAY}/${DAY}`, ticker: 'aaa', accepted: 2, confirmed: 1, invalid: 1, failed: 0, holderSigned: 0, feesTinybar: '0', feesUsd: '0' },
      { period: `${DAY}/${DAY}`, ticker: 'bbb', accepted: 1, confirmed: 1, invalid: 0, failed: 0, holderSigned: 1, feesTinybar: '0', feesUsd: '0' }
    ])
  })

  it('reads a tenant\'s usage as JSON and the same rows as CSV; an admin reads its own tenant only', async () => {
    const headers = { 'x-api-key': API_KEY, 'content-type': 'application/json' }
    for (const name of ['acme', 'bolt']) expect((await fetch(`${url}/api/tenants`, { method: 'POST', headers, body: JSON.stringify({ name }) })).status).toBe(201)
    // fees the meter attributed (its fields of the same hash): summed as decimal strings
    await redis.hset(usageKey(keys, TOPIC, 'acme', DAY), 'aaa|fee', '90000', 'aaa|usd', '90000000', 'bbb|fee', '12', 'bbb|usd', '1')
    const json = await (await fetch(`${url}/api/tenants/acme/usage?from=${DAY}&to=${DAY}`, { headers })).json() as any
    expect(json).toEqual({
      tenant: 'acme',
      from: DAY,
      to: DAY,
      by: 'day',
      rows: [{ period: DAY, accepted: 3, confirmed: 2, invalid: 1, failed: 0, holderSigned: 1, feesTinybar: '90012', feesUsd: '0.090000001' }]
    })
    const byTicker = await (await fetch(`${url}/api/tenants/acme/usage?from=${DAY}&to=${DAY}&by=ticker`, { headers })).json() as any
    const csv = await fetch(`${url}/api/tenants/acme/usage?from=${DAY}&to=${DAY}&by=ticker`, { headers: { ...headers, accept: 'text/csv' } })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const [header, ...lines] = (await csv.text()).trimEnd().split('\r\n')
    expect(header).toBe('tenant,period,ticker,accepted,confirmed,invalid,failed,holderSigned,feesTinybar,feesUsd')
    // the CSV's rows are the JSON's rows
    expect(lines.map((line) => line.split(','))).toEqual(byTicker.rows.map((row: any) => ['acme', row.period, row.ticker, ...['accepted', 'confirmed', 'invalid', 'failed', 'holderSigned', 'feesTinybar', 'feesUsd'].map((name) => String(row[name]))]))
    expect(lines).toHaveLength(2)

    // bolt's admin: its own usage, not acme's
    const boltAdmin = await (await fetch(`${url}/api/keys`, { method: 'POST', headers, body: JSON.stringify({ tenant: 'bolt', name: 'admin', scopes: ['admin', 'read'] }) })).json() as any
    const own = await fetch(`${url}/api/tenants/bolt/usage?from=${DAY}&to=${DAY}`, { headers: { 'x-api-key': boltAdmin.key } })
    expect(own.status).toBe(200)
    expect(((await own.json()) as any).rows).toEqual([{ period: DAY, accepted: 2, confirmed: 0, invalid: 0, failed: 1, holderSigned: 0, feesTinybar: '0', feesUsd: '0' }])
    const other = await fetch(`${url}/api/tenants/acme/usage`, { headers: { 'x-api-key': boltAdmin.key } })
    expect([other.status, ((await other.json()) as any).code]).toEqual([403, 'FORBIDDEN'])
    // bad ranges and unknown tenants are refused with their reason, never a 500
    for (const [query, status] of [['from=2026-02-30', 400], [`from=${DAY}&to=2000-01-01`, 400], ['from=2020-01-01&to=2026-12-31', 400], ['by=week', 400], ['x=1', 400], ['from=0.0.5004&by=ticker', 400], ['to=0.0.-1', 400]] as const) {
      expect((await fetch(`${url}/api/tenants/acme/usage?${query}`, { headers })).status, query).toBe(status)
    }
    expect((await fetch(`${url}/api/tenants/nobody/usage`, { headers })).status).toBe(404)

    // the operator's view: every tenant's totals, the most fees first, and the fees no job accounts for (on a topic of
    // ours, and on none: the network's hashes)
    await redis.hset(usageKey(keys, TOPIC, USAGE_UNATTRIBUTED, DAY), '|fee', '500', '|usd', '50')
    await redis.hset(`${usageNetworkKeyPrefix(keys)}${USAGE_UNATTRIBUTED}:${DAY}`, '|fee', '70', '|usd', '7')
    const overview = await (await fetch(`${url}/api/usage?from=${DAY}&to=${DAY}`, { headers })).json() as any
    expect(overview).toEqual({
      from: DAY,
      to: DAY,
      tenants: [
        { tenant: 'acme', accepted: 3, confirmed: 2, invalid: 1, failed: 0, holderSigned: 1, feesTinybar: '90012', feesUsd: '0.090000001' },
        { tenant: 'bolt', accepted: 2, confirmed: 0, invalid: 0, failed: 1, holderSigned: 0, feesTinybar: '0', feesUsd: '0' }
      ],
      unattributed: { feesTinybar: '570', feesUsd: '0.000000057' },
      total: { feesTinybar: '90582', feesUsd: '0.090000058' }
    })
    expect((await fetch(`${url}/api/usage`, { headers: { 'x-api-key': boltAdmin.key } })).status).toBe(403)

    // npm run usage prints the same rows (a table, or the route's CSV)
    const env = { HCS20_API_URL: url, HCS20_API_KEY: API_KEY }
    const printed: string[] = []
    expect(await runUsage(['--tenant', 'acme', '--month', DAY.slice(0, 7), '--by', 'ticker', '--csv'], env, (line) => printed.push(line))).toBe(0)
    expect(printed.slice(1)).toEqual(lines.map((line) => line.replace(`${DAY}/${DAY}`, `${DAY.slice(0, 7)}-01/${monthEnd(DAY)}`)))
    printed.length = 0
    expect(await runUsage(['--tenant', 'bolt', '--from', DAY, '--to', DAY], env, (line) => printed.push(line))).toBe(0)
    expect(printed[0]).toBe(`tenant bolt, ${DAY} to ${DAY}, by day`)
    expect(printed[2]?.split(/\s+/)).toEqual([DAY, '2', '0', '0', '1', '0', '0', '0'])
    expect(await runUsage(['--tenant', 'nobody'], env, () => {})).toBe(1)
    expect(await runUsage(['--month', '2026-13'], env, () => {})).toBe(2)

    // today's figures per tenant as gauges on the api's /metrics
    const scraped = await (await fetch(`${url}/metrics`, { headers: { 'x-api-key': API_KEY } })).text()
    expect(scraped).toContain('hcs20_tenant_operations_today{tenant="acme",counter="accepted"} 3')
    expect(scraped).toContain('hcs20_tenant_operations_today{tenant="bolt",counter="failed"} 1')
    expect(scraped).toContain('hcs20_tenant_fees_tinybar_today{tenant="acme"} 90012')
  })

  it('takes CSV only when the Accept header ranks it above JSON', () => {
    expect(prefersCsv('text/csv')).toBe(true)
    expect(prefersCsv('text/csv, application/json;q=0.5')).toBe(true)
    expect(prefersCsv('application/json, text/csv')).toBe(false)
    expect(prefersCsv('*/*')).toBe(false)
    expect(prefersCsv(undefined)).toBe(false)
    expect(prefersCsv('text/csv;q=0.1, */*;q=0.5')).toBe(false)
  })
})

import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { buildMessage, jobRecordKey } from '@hcs/protocol'
import type { JobRecord, Operation } from '@hcs/protocol'
import { TEST_NETWORK } from '../../../test/support/redis.js'
import { BATCH_LAYOUT, codesOf, packBatch } from '../src/intake/batch/batch-script.js'
import type { BatchOperation } from '../src/intake/batch/batch-script.js'
import type { IntakeRequest } from '../src/intake/intake.js'
import { acceptArguments } from '../src/intake/intake-script.js'
import { MAX_JOB_ID_LENGTH, batchJobIds, jobIdFor } from '../src/intake/job-id.js'
import type { ScriptIntakeOptions } from '../src/intake/intake-script.js'

const TOPIC = '0.0.1001'
const keys = { prefix: 'batch-pack', network: TEST_NETWORK }

const createdAt = Date.parse('2026-11-27T12:00:00.000Z')
const caller = { owner: 'key-1', tenant: 'acme', anyTicker: false, requestId: 'r-1', createdAt }

function operation (index: number, op: Operation): BatchOperation {
  return { jobId: `${TOPIC}_j${String(index).padStart(21, '0')}`, operation: op, message: buildMessage(op) }
}

/** The single route's request of a batch operation: what acceptArguments encodes. */
function intakeRequest ({ jobId, operation, message }: BatchOperation): IntakeRequest {
  const at = new Date(createdAt).toISOString()
  const record: JobRecord = { jobId, status: 'queued', op: operation.op, ticker: operation.tick, topicId: TOPIC, message, requestId: caller.requestId, attempts: 0, createdAt: at, updatedAt: at }
  return { jobId, operation, topicId: TOPIC, record, owner: caller.owner, tenant: caller.tenant, anyTicker: caller.anyTicker }
}

describe(packBatch.name, () => {
  const options: ScriptIntakeOptions = {
    redis: undefined as unknown as Redis,
    keys,
    recordTtlSeconds: 3600,
    idempotencyTtlSeconds: 600,
    operatorId: '0.0.2',
    tenantMaxBacklog: 50,
    staleMs: 12_000,
    queueJobKey: (topicId, jobId) => `bull:{${topicId}}:${jobId}`
  }
  const requests = [
    operation(1, { op: 'deploy', tick: 'aa', name: 'Aa', max: '100', lim: '10' }),
    operation(2, { op: 'mint', tick: 'aa', amt: '5', to: '0.0.7' }),
    operation(3, { op: 'transfer', tick: 'bb', amt: '2', from: '0.0.7', to: '0.0.8' }),
    operation(4, { op: 'burn', tick: 'aa', amt: '1', from: '0.0.2' }),
    operation(5, { op: 'deploy', tick: 'cc', name: 'Cc', max: '7' })
  ]

  it('sends what intake_accept gets for each operation from acceptArguments, what the operations share once', () => {
    const at = 1_790_000_000_000
    const packed = packBatch(options, { ...caller, topicId: TOPIC, requests }, at)
    const calls = requests.map((r) => {
      const recordKey = jobRecordKey(keys, TOPIC, r.jobId)
      return acceptArguments(options, intakeRequest(r), { idemKey: recordKey, fingerprint: '', queueJobKey: options.queueJobKey?.(TOPIC, r.jobId) ?? recordKey, recordKey })
    })
    const [first] = calls
    if (first === undefined) throw new Error('no calls')
    const tickers = ['aa', 'bb', 'cc']
    const ticker = (tick: string): typeof first => calls.find((call) => call.args.tick === tick) ?? first
    expect(packed.keys).toEqual([
      ...BATCH_LAYOUT.topicKeys.map((name) => first.keys[name]),
      ...tickers.flatMap((tick) => BATCH_LAYOUT.tickerKeys.map((name) => ticker(tick).keys[name])),
      ...calls.flatMap((call) => BATCH_LAYOUT.operationKeys.map((name) => call.keys[name]))
    ])
    const shared = { ...first.args, at: String(at) }
    expect(packed.args).toEqual([
      String(tickers.length), String(requests.length),
      ...BATCH_LAYOUT.sharedArgs.map((name) => shared[name]),
      ...tickers,
      ...calls.flatMap((call) => [
        call.args.jobId, call.args.recordJson,
        BATCH_LAYOUT.operationFields.map((name) => name === 'ticker' ? String(tickers.indexOf(String(call.args.tick)) + 1) : call.args[name]).join(' ')
      ])
    ])
    expect(BATCH_LAYOUT.operationArgs).toEqual(['jobId', 'recordJson', 'fields'])
    // no field can hold the separator
    for (const call of calls) for (const name of BATCH_LAYOUT.operationFields.filter((n) => n !== 'ticker')) expect(String(call.args[name])).not.toContain(' ')
    // the values that differ between operations do differ: a debit of another account than the payer's, a deploy's lim
    expect(calls.map((call) => call.args.debitNeedsPrivate)).toEqual(['0', '0', '1', '0', '0'])
    expect(calls.map((call) => call.args.lim)).toEqual(['10', '', '', '', ''])
    expect(calls.every((call) => call.keys.idem === call.keys.record && call.args.fingerprint === '')).toBe(true)
  })

  it('sends nothing for no operations', () => {
    expect(packBatch(options, { ...caller, topicId: TOPIC, requests: [] }, 1)).toEqual({ keys: [], args: [] })
  })
})

describe(codesOf.name, () => {
  it('rebuilds the codes of an earlier answer from its count and refusals', () => {
    expect(codesOf('4', '2 SUPPLY_EXCEEDED 4 TICKER_NOT_FOUND')).toEqual(['OK', 'SUPPLY_EXCEEDED', 'OK', 'TICKER_NOT_FOUND'])
    expect(codesOf('2', '')).toEqual(['OK', 'OK'])
    expect(codesOf(undefined, undefined)).toEqual([])
  })
})

describe(batchJobIds.name, () => {
  it('derives a keyed batch\'s ids as before: the HMAC of key#index, the same on every retry', () => {
    const id = batchJobIds('secret', 'key-id', 'batch-7', 3)
    const hmac = createHmac('sha256', 'secret').update('key-id\nbatch-7#2').digest('base64url')
    expect(id(TOPIC, 2)).toBe(`${TOPIC}_k${hmac}`)
    expect(batchJobIds('secret', 'key-id', 'batch-7', 3)(TOPIC, 2)).toBe(id(TOPIC, 2))
    expect(id(TOPIC, 0)).not.toBe(jobIdFor('secret', TOPIC, 'key-id', 'batch-7'))
  })

  it('draws 128 random bits per operation without a key: each id of the form of a single request\'s, all different', () => {
    const id = batchJobIds('secret', 'key-id', undefined, 500)
    const ids = Array.from({ length: 500 }, (_, i) => id(i % 2 === 0 ? TOPIC : '0.0.1002', i))
    expect(new Set(ids).size).toBe(500)
    for (const [i, jobId] of ids.entries()) {
      expect(jobId).toMatch(new RegExp(`^${i % 2 === 0 ? TOPIC : '0.0.1002'}_j[A-Za-z0-9_-]{22}$`))
      expect(jobId.length).toBeLessThanOrEqual(MAX_JOB_ID_LENGTH)
    }
    expect(jobIdFor('secret', TOPIC, 'key-id', undefined)).toMatch(new RegExp(`^${TOPIC}_j[A-Za-z0-9_-]{22}$`))
    expect(batchJobIds('secret', 'key-id', undefined, 500)(TOPIC, 0)).not.toBe(ids[0])
    expect(() => id(TOPIC, 500)).toThrow(RangeError)
  })
})

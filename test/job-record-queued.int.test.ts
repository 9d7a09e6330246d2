// A new job record in the queued form (ADR 042): the api creates it as an array that holds the message once;
// job_read (Lua) and storedJobFields/decodeJobRecord (TypeScript) give every field back under its long name, and
// the long form written before (a rolling upgrade: records of the previous api) is read as it was.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import {
  JOB_WRITE_ARGS, JOB_WRITE_KEYS, jobWriteKeys,
  JOB_RECORD_QUEUED_FIELDS, buildMessage, decodeJobRecord, decodeOwnedJobRecord, encodeJobRecord, encodeQueuedJobRecord, inscriptionKey,
  jobRecordKey, luaScript, replies, storedJobFields
} from '@hcs/protocol'
import type { JobRecord, Operation } from '@hcs/protocol'
import type { IntakeRequest } from '../apps/api/src/intake/intake.js'
import { createScriptIntake } from '../apps/api/src/intake/intake-script.js'
import { connectRedis, deleteKeys, TEST_NETWORK, uniquePrefix } from './support/redis.js'

const jobReread = luaScript({ name: 'testJobReread', file: new URL('./lua/job-reread.lua', import.meta.url), keys: ['record', ...JOB_WRITE_KEYS], args: JOB_WRITE_ARGS, reply: replies.string })

const TOPIC = '0.0.4343'
const prefix = uniquePrefix('job-queued')
const scope = { prefix, network: TEST_NETWORK }
const OPERATION: Operation = { op: 'transfer', tick: 'pts', amt: '5', from: '0.0.7', to: '0.0.8' }

function queued (jobId: string, operation: Operation = OPERATION): JobRecord {
  const at = '2026-11-27T10:11:12.345Z'
  return {
    jobId,
    status: 'queued',
    op: operation.op,
    ticker: operation.tick,
    topicId: TOPIC,
    message: buildMessage(operation),
    requestId: 'req-ü/"1"',
    attempts: 0,
    createdAt: at,
    updatedAt: at
  }
}

const redis: Redis = connectRedis()
afterAll(async () => { await deleteKeys(redis, prefix).finally(() => { redis.disconnect() }) })

describe('queued job records', () => {
  it('holds the message once and reads back every field, in TypeScript and in Lua', async () => {
    const record = { ...queued(`${TOPIC}_kq1`), transactionId: '0.0.9@1795740100.703742001' }
    const internal = { owner: 'key1', tenant: 'acme', fingerprint: 'f'.repeat(22), traceparent: '00-aa-bb-01' }
    const text = encodeQueuedJobRecord(record, internal)
    const stored = JSON.parse(text) as string[]
    expect(stored[0]).toBe('3')
    expect(stored.filter((value) => value.includes('"tick"'))).toHaveLength(1)
    expect(text.length).toBeLessThan(encodeJobRecord(record, internal).length * 0.7)
    expect(decodeOwnedJobRecord(text, record.jobId)).toEqual({ record, tenant: 'acme' })
    expect(storedJobFields(text, record.jobId)).toMatchObject(internal)
    // a queued record does not repeat its id: without it there is nothing to read
    expect(decodeJobRecord(text)).toBeUndefined()

    const key = jobRecordKey(scope, TOPIC, record.jobId)
    await redis.set(key, text)
    // job_read gives the long names back; job_write (the worker's first update) writes the long form
    const reread = JSON.parse(await jobReread.run(redis, { keys: { record: key, ...jobWriteKeys(scope, TOPIC).keys }, args: jobWriteKeys(scope, TOPIC).args })) as Record<string, string>
    expect(reread).toEqual({
      id: record.jobId,
      topicId: TOPIC,
      status: 'queued',
      op: 'transfer',
      ticker: 'pts',
      message: record.message,
      requestId: record.requestId,
      attempts: '0',
      transactionId: record.transactionId,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      ...internal
    })
    const rewritten = await redis.get(key) ?? ''
    expect(rewritten.startsWith('{')).toBe(true)
    expect(decodeOwnedJobRecord(rewritten, record.jobId)).toEqual({ record, tenant: 'acme' })
  })

  it('keeps the long form for a record the queued form cannot say', () => {
    const base = queued(`${TOPIC}_kq2`)
    for (const record of [
      { ...base, attempts: 1 },
      { ...base, updatedAt: '2026-11-27T10:11:13.000Z' },
      { ...base, createdAt: '2026-11-27T10:11:12Z', updatedAt: '2026-11-27T10:11:12Z' },
      { ...base, status: 'submitting' as const },
      { ...base, jobId: 'job-without-topic' },
      { ...base, ticker: 'other' },
      { ...base, lastError: { code: 'X', message: 'y', at: base.createdAt } }
    ]) {
      const text = encodeQueuedJobRecord(record)
      expect(text.startsWith('{'), JSON.stringify(record)).toBe(true)
      expect(decodeJobRecord(text, record.jobId)).toEqual(record)
    }
  })

  it('admits with records of either form: a retry finds the request the previous api recorded in the long form', async () => {
    await redis.hset(inscriptionKey(scope, TOPIC, 'pts'), { max: '1000000', supply: '0' })
    const intake = createScriptIntake({ redis, keys: scope, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined })
    const mint: Operation = { op: 'mint', tick: 'pts', amt: '1', to: '0.0.8' }
    const request = (jobId: string, fingerprint: string): IntakeRequest => ({
      jobId, operation: mint, topicId: TOPIC, record: queued(jobId, mint), tenant: 'default', anyTicker: true, idempotency: { scope: 's', key: jobId, fingerprint }
    })
    // the previous api's record: the long form, with the key's fingerprint
    const old = request(`${TOPIC}_kold`, 'a'.repeat(43))
    await redis.set(jobRecordKey(scope, TOPIC, old.jobId), encodeJobRecord(old.record, { fingerprint: 'a'.repeat(22) }), 'EX', 3600)
    // (no BullMQ here: the record key stands for the job's, so a recorded request counts as enqueued)
    expect(await intake(old)).toEqual({ kind: 'replay', jobId: old.jobId })
    expect(await intake(request(old.jobId, 'b'.repeat(43))).catch((err: { code?: string }) => err.code)).toBe('IDEMPOTENCY_KEY_REUSED')
    // this api's record: the queued form, answered alike
    const fresh = request(`${TOPIC}_knew`, 'c'.repeat(43))
    expect((await intake(fresh)).kind).toBe('accepted')
    const text = await redis.get(jobRecordKey(scope, TOPIC, fresh.jobId))
    expect(JSON.parse(text ?? '')[0]).toBe('3')
    expect(decodeJobRecord(text, fresh.jobId)).toEqual(fresh.record)
    expect(await intake(fresh)).toEqual({ kind: 'replay', jobId: fresh.jobId })
    expect(await intake(request(fresh.jobId, 'd'.repeat(43))).catch((err: { code?: string }) => err.code)).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('spells the fields in the order JOB_RECORD_QUEUED_FIELDS has them', () => {
    const lua = readFileSync(fileURLToPath(new URL('../packages/protocol/lua/job-record.lua', import.meta.url)), 'utf8')
    const table = /local JOB_QUEUED = \{([^}]*)\}/.exec(lua)?.[1] ?? ''
    expect([...table.matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1])).toEqual([...JOB_RECORD_QUEUED_FIELDS])
  })
})

// A settled job's record, compact (ADR 033): protocol's lua/job-record.lua stores a terminal record with a
// sequence number as an array of its fields without the message and running hash; job_read (Lua) and
// decodeJobRecord (TypeScript) read back every other field of either form, times exact to the millisecond.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Redis } from 'ioredis'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  JOB_WRITE_ARGS, JOB_WRITE_KEYS, jobWriteKeys,
  JOB_RECORD_COMPACT_FIELDS, decodeJobRecord, decodeOwnedJobRecord, encodeJobRecord, jobRecordKey, jobSettledChannel, luaScript,
  replies, topicSubmissionKeys, topicWebhookOwnerKey, transactionKey, webhookEventsKey
} from '@hcs/protocol'
import type { JobRecord } from '@hcs/protocol'
import { connectRedis, deleteKeys, TEST_NETWORK, uniquePrefix } from './support/redis.js'

const jobWrite = luaScript({ name: 'testJobWrite', file: new URL('./lua/job-write.lua', import.meta.url), keys: ['record', ...JOB_WRITE_KEYS], args: ['record', ...JOB_WRITE_ARGS], reply: replies.integer })
const jobReread = luaScript({ name: 'testJobReread', file: new URL('./lua/job-reread.lua', import.meta.url), keys: ['record', ...JOB_WRITE_KEYS], args: JOB_WRITE_ARGS, reply: replies.string })

const TOPIC = '0.0.4242'
const prefix = uniquePrefix('job-compact')
const scope = { prefix, network: TEST_NETWORK }
const MS_2020 = Date.UTC(2020, 0, 1)
const MS_2100 = Date.UTC(2100, 0, 1)

function settled (jobId: string, createdMs: number, deltas: [number, number, number]): JobRecord {
  const iso = (ms: number): string => new Date(ms).toISOString()
  return {
    jobId,
    status: 'confirmed',
    op: 'transfer',
    ticker: 'pts',
    topicId: TOPIC,
    message: '{"p":"hcs-20","op":"transfer","tick":"pts","amt":"5","from":"0.0.7","to":"0.0.8"}',
    requestId: 'req-ü/"1"',
    attempts: 2,
    transactionId: '0.0.2@1795740100.703742001',
    sequenceNumber: 17,
    consensusTimestamp: '1795740104.103444012',
    runningHash: 'ab'.repeat(48),
    createdAt: iso(createdMs),
    submittedAt: iso(createdMs + deltas[0]),
    confirmedAt: iso(createdMs + deltas[0] + deltas[1]),
    updatedAt: iso(createdMs + deltas[0] + deltas[1] + deltas[2])
  }
}

describe('compact settled job records', () => {
  let redis: Redis
  beforeAll(() => { redis = connectRedis() })
  afterAll(async () => {
    await deleteKeys(redis, prefix)
    redis.disconnect()
  })

  async function write (record: JobRecord, internal: Parameters<typeof encodeJobRecord>[1] = {}): Promise<string> {
    const key = jobRecordKey(scope, TOPIC, record.jobId)
    const reached = jobWriteKeys(scope, TOPIC)
    await jobWrite.run(redis, { keys: { record: key, ...reached.keys }, args: { record: encodeJobRecord(record, internal), ...reached.args } })
    return await redis.get(key) ?? ''
  }

  it('reads back every field but the message and running hash, in TypeScript and in Lua, times to the millisecond', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: MS_2020, max: MS_2100 }), fc.tuple(fc.nat(600_000), fc.nat(600_000), fc.nat(5000)),
      async (createdMs, deltas) => {
        const record = settled(`${TOPIC}_jprop`, createdMs, deltas)
        const text = await write(record, { owner: 'key1', tenant: 'acme', fingerprint: 'f'.repeat(22), traceparent: '00-aa-bb-01' })
        expect(JSON.parse(text)[0]).toBe('2')
        const { message: _m, runningHash: _r, ...kept } = record
        expect(decodeOwnedJobRecord(text, record.jobId)).toEqual({ record: kept, tenant: 'acme' })
        // job_read gives the long names back, and writing them again changes nothing
        const reread = JSON.parse(await jobReread.run(redis, { keys: { record: jobRecordKey(scope, TOPIC, record.jobId), ...jobWriteKeys(scope, TOPIC).keys }, args: jobWriteKeys(scope, TOPIC).args })) as Record<string, string>
        expect(reread).toMatchObject({
          id: record.jobId,
          status: 'confirmed',
          createdAt: record.createdAt,
          submittedAt: record.submittedAt,
          confirmedAt: record.confirmedAt,
          updatedAt: record.updatedAt,
          tenant: 'acme',
          fingerprint: 'f'.repeat(22),
          sequenceNumber: '17'
        })
        // the owner's webhooks heard of it as it settled: the compact record keeps no owner
        expect(reread.owner).toBeUndefined()
        expect(await redis.get(jobRecordKey(scope, TOPIC, record.jobId))).toBe(text)
      }
    ), { numRuns: 60 })
  })

  it('publishes the whole record, keeps an unsettled or unsequenced one whole, and needs the job id to read a compact one', async () => {
    const record = settled(`${TOPIC}_jpub`, Date.UTC(2026, 10, 27, 1, 2, 3, 456), [10, 20, 0])
    const subscriber = connectRedis()
    const published = new Promise<string>((resolve) => subscriber.on('message', (_channel: string, text: string) => { resolve(text) }))
    await subscriber.subscribe(jobSettledChannel(scope, TOPIC))
    const text = await write(record)
    expect(decodeJobRecord(await published, undefined)).toEqual(record)
    subscriber.disconnect()
    expect(decodeJobRecord(text)).toBeUndefined()
    expect(decodeJobRecord(text, record.jobId)?.updatedAt).toBe(record.confirmedAt)

    const queued = { ...settled(`${TOPIC}_jq`, MS_2020, [1, 1, 1]), status: 'submitted' as const }
    expect(decodeJobRecord(await write(queued), queued.jobId)).toEqual(queued)
    const { sequenceNumber: _s, ...failed } = { ...settled(`${TOPIC}_jf`, MS_2020, [1, 1, 1]), status: 'failed' as const, error: { code: 'X', message: 'y' } }
    expect(decodeJobRecord(await write(failed), failed.jobId)).toEqual(failed)
    // a time in another form than the api's ISO one: kept whole rather than changed
    const odd = { ...settled(`${TOPIC}_jodd`, MS_2020, [1, 1, 1]), createdAt: '2020-01-01T00:00:00Z' }
    expect(decodeJobRecord(await write(odd), odd.jobId)).toEqual(odd)
  })

  it('drops the job\'s reconciler entries when it settles from the topic, and keeps its tx index entry (ADR 044: a history names the job)', async () => {
    const record = settled(`${TOPIC}_jtx`, MS_2020, [1, 1, 1])
    const tx = transactionKey(scope, TOPIC, record.transactionId as string)
    const submissions = topicSubmissionKeys(scope, TOPIC)
    await redis.set(tx, record.jobId)
    await redis.zadd(submissions.due, 1, record.jobId, 1, 'other')
    await redis.hset(submissions.data, record.jobId, '{}', 'other', '{}')
    await write({ ...record, status: 'submitted', sequenceNumber: undefined })
    expect(await redis.exists(tx)).toBe(1)
    // failed without a sequence number: its message may still reach the topic, which settles it by this id
    await write({ ...record, status: 'failed', sequenceNumber: undefined })
    expect(await redis.exists(tx)).toBe(1)
    await write(record)
    expect(await redis.get(tx)).toBe(record.jobId)
    expect(await redis.zrange(submissions.due, 0, -1)).toEqual(['other'])
    expect(await redis.hkeys(submissions.data)).toEqual(['other'])
  })

  it('tells the webhooks of an owner whose id needs escaping in a key name, as topicWebhookOwnerKey names it', async () => {
    const owner = 'key:with spaces/ü'
    await redis.sadd(topicWebhookOwnerKey(scope, TOPIC, owner), 'wh_1')
    const record = settled(`${TOPIC}_jhook`, MS_2020, [1, 1, 1])
    await write(record, { owner })
    const events = await redis.xrange(webhookEventsKey(scope, TOPIC), '-', '+')
    expect(events.map(([, fields]) => fields)).toContainEqual(['job', record.jobId, 'status', 'confirmed', 'owner', owner])
  })

  it('takes under 350 bytes of Redis for a typical settled job, key and TTL included', async () => {
    const record = settled(`${TOPIC}_jAbCdEfGhIjKlMnOpQrStUv`, Date.UTC(2026, 10, 27), [40, 60, 0])
    await write(record, { owner: 'd99751f2f5650b31' })
    const bytes = Number(await redis.memory('USAGE', jobRecordKey(scope, TOPIC, record.jobId)))
    // this file's prefix is longer than the default `hcs20`
    expect(bytes - prefix.length + 'hcs20'.length).toBeLessThan(350)
  })

  it('spells the fields in the order JOB_RECORD_COMPACT_FIELDS has them', () => {
    const lua = readFileSync(fileURLToPath(new URL('../packages/protocol/lua/job-record.lua', import.meta.url)), 'utf8')
    const table = /local JOB_COMPACT = \{([^}]*)\}/.exec(lua)?.[1] ?? ''
    expect([...table.matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1])).toEqual([...JOB_RECORD_COMPACT_FIELDS])
    // what a settled record drops is named by its writer's caller (script-keys.ts), as keys.ts names it
    const reached = jobWriteKeys(scope, TOPIC)
    expect(lua).toContain('t.submissionsDue, rec.id')
    expect(reached.keys.submissionsDue).toBe(topicSubmissionKeys(scope, TOPIC).due)
    expect(lua).toContain('t.submissionsData, rec.id')
    expect(reached.keys.submissionsData).toBe(topicSubmissionKeys(scope, TOPIC).data)
  })
})

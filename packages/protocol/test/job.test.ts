import { describe, expect, it } from 'vitest'
import {
  JOB_STATUSES, JOB_STATUS_RANK, JOB_SUBMIT, JobRecordSchema, QUEUE_SUBMIT, SubmitJobSchema, SubmitJobV1Schema, isTerminalStatus,
  buildMessage, decodeJobRecord, encodeJobRecord, encodeQueuedJobRecord, queuedJobRecordEncoder, jobIdTopic, jobRecordFromFields, jobRecordFields, jobSettledChannel, submitQueueRef, topicJobId, serviceQueues, QUEUE_WEBHOOKS
} from '../src/index.js'
import type { JobRecord } from '../src/index.js'

const RECORD: JobRecord = {
  jobId: 'job-1',
  status: 'invalid',
  op: 'transfer',
  ticker: 'loyal',
  topicId: '0.0.5',
  message: '{"p":"hcs-20","op":"transfer","tick":"loyal","amt":"10","from":"0.0.1001","to":"0.0.1002"}',
  requestId: 'req-1',
  attempts: 2,
  transactionId: '0.0.2@1700000000.000000001',
  sequenceNumber: 9007199254740991,
  consensusTimestamp: '1700000001.000000002',
  runningHash: 'ab'.repeat(48),
  error: { code: 'INSUFFICIENT_BALANCE', message: 'insufficient_balance' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:02.000Z',
  submittedAt: '2026-01-01T00:00:01.000Z',
  confirmedAt: '2026-01-01T00:00:02.000Z'
}

describe('queue names', () => {
  it('keeps the names of the jobs already in Redis', () => {
    expect([QUEUE_SUBMIT, JOB_SUBMIT]).toEqual(['hcs20-submit', 'submit'])
  })
})

describe('SubmitJobV1Schema', () => {
  const job = { v: 1, requestId: 'r', topicId: '0.0.5', operation: { op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1' } }

  it('accepts a version 1 job', () => {
    expect(SubmitJobV1Schema.parse(job)).toEqual(job)
  })

  it.each([
    [{ ...job, v: 2 }],
    [{ ...job, topicId: '0.0.5-abcde' }],
    [{ ...job, requestId: undefined }],
    [{ ...job, operation: { op: 'mint', tick: 'loyal', amt: '1' } }]
  ])('rejects %j', (value) => {
    expect(SubmitJobV1Schema.safeParse(value).success).toBe(false)
  })
})

describe('SubmitJobSchema', () => {
  it.each([
    [{ v: 2 }],
    [{ v: 2, signed: { transaction: 'AAEC' } }],
    [{ v: 2, traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }]
  ])('accepts %j', (job) => {
    expect(SubmitJobSchema.parse(job)).toEqual(job)
  })

  it('leaves out what the record holds (a version 1 job\'s operation is not carried along)', () => {
    const v1 = { v: 2, requestId: 'r', topicId: '0.0.5', operation: { op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1' } }
    expect(SubmitJobSchema.parse(v1)).toEqual({ v: 2 })
  })

  it.each([
    [{ v: 1, requestId: 'r', topicId: '0.0.5', operation: { op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1' } }],
    [{ v: 2, signed: { transaction: '' } }],
    [{ v: 2, signed: { transaction: 'AAEC', extra: 1 } }]
  ])('rejects %j', (value) => {
    expect(SubmitJobSchema.safeParse(value).success).toBe(false)
  })
})

describe(isTerminalStatus.name, () => {
  it.each([
    ['queued', false], ['submitting', false], ['submitted', false], ['confirmed', true], ['invalid', true], ['failed', true]
  ] as const)('says %s is terminal: %s', (status, expected) => {
    expect(isTerminalStatus(status)).toBe(expected)
  })

  it('ranks every status so that they only move forward', () => {
    expect(JOB_STATUSES.map((s) => JOB_STATUS_RANK[s])).toEqual([0, 1, 2, 3, 3, 3])
  })
})

describe(jobRecordFields.name, () => {
  it('flattens a record into the hash fields of the contract', () => {
    expect(jobRecordFields(RECORD)).toEqual({
      id: 'job-1',
      status: 'invalid',
      op: 'transfer',
      ticker: 'loyal',
      topicId: '0.0.5',
      message: RECORD.message,
      requestId: 'req-1',
      attempts: '2',
      transactionId: '0.0.2@1700000000.000000001',
      sequenceNumber: '9007199254740991',
      consensusTimestamp: '1700000001.000000002',
      runningHash: 'ab'.repeat(48),
      errorCode: 'INSUFFICIENT_BALANCE',
      errorMessage: 'insufficient_balance',
      createdAt: RECORD.createdAt,
      updatedAt: RECORD.updatedAt,
      submittedAt: RECORD.submittedAt,
      confirmedAt: RECORD.confirmedAt
    })
  })

  it('writes only the fields of a partial update', () => {
    expect(jobRecordFields({ status: 'submitted', sequenceNumber: 3, transactionId: undefined })).toEqual({ status: 'submitted', sequenceNumber: '3' })
  })
})

describe(jobRecordFromFields.name, () => {
  it('reads back a flattened record', () => {
    expect(jobRecordFromFields(jobRecordFields(RECORD))).toEqual(RECORD)
  })

  it('reads a fresh queued record without optional fields', () => {
    const { transactionId, sequenceNumber, consensusTimestamp, runningHash, error, submittedAt, confirmedAt, ...rest } = RECORD
    const queued = { ...rest, status: 'queued' as const, attempts: 0 }
    const sut = jobRecordFromFields(jobRecordFields(queued))
    expect(sut).toStrictEqual(queued)
    expect(JobRecordSchema.parse(sut)).toEqual(queued)
  })

  it('returns undefined for an empty hash', () => {
    expect(jobRecordFromFields({})).toBeUndefined()
  })

  it.each([
    [{ status: 'confirmed', sequenceNumber: '5' }],
    [{ ...jobRecordFields(RECORD), status: 'lost' }],
    [{ ...jobRecordFields(RECORD), sequenceNumber: 'five' }]
  ])('returns undefined for a partial or malformed hash %#', (hash) => {
    expect(jobRecordFromFields(hash)).toBeUndefined()
  })
})

describe(decodeJobRecord.name, () => {
  const record = {
    jobId: 'job-1',
    status: 'confirmed',
    op: 'mint',
    ticker: 'loyal',
    topicId: '0.0.1001',
    message: '{"p":"hcs-20","op":"mint","tick":"loyal","amt":"1","to":"0.0.5","m":"ünïcode / ok"}',
    requestId: 'r',
    attempts: 2,
    sequenceNumber: 9,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:01.000Z',
    error: { code: 'BUSY', message: 'busy' }
  } as const

  it('reads back what encodeJobRecord stored', () => {
    expect(decodeJobRecord(encodeJobRecord(record))).toEqual(record)
  })

  it('reads a record whose slashes a Lua cjson encoder escaped', () => {
    const text = encodeJobRecord(record).replaceAll('/', '\\/')
    expect(decodeJobRecord(text)?.message).toBe(record.message)
  })

  it('is undefined for nothing, bad JSON and non-objects', () => {
    expect(decodeJobRecord(null)).toBeUndefined()
    expect(decodeJobRecord('')).toBeUndefined()
    expect(decodeJobRecord('{')).toBeUndefined()
    expect(decodeJobRecord('[1]')).toBeUndefined()
  })
})

describe(jobIdTopic.name, () => {
  it('reads the topic a job id names, and nothing from ids of another shape', () => {
    expect(jobIdTopic(topicJobId('0.0.1001', 'job-1f2e'))).toBe('0.0.1001')
    expect(jobIdTopic('0.0.77_kab12-AbC_d-e')).toBe('0.0.77')
    expect(jobIdTopic('123.456.7890123_job-x')).toBe('123.456.7890123')
    for (const id of ['job-1f2e', 'kab12-AbC_d-e', '0.0.1001', '0.0.1001_', '0.0.01_job', '0.0_job', '0.0.1001_a:b', '0.0.1001_a/b', '_job', '0.0.1001-job-1']) {
      expect(jobIdTopic(id), id).toBeUndefined()
    }
  })

  it('names the settled channel and the submit queue after the topic', () => {
    const keys = { prefix: 'hcs20', network: 'testnet' }
    expect(jobSettledChannel(keys, '0.0.5')).toBe('hcs20:topic:{testnet:0.0.5}:job-settled')
    expect(submitQueueRef(keys, '0.0.5')).toEqual({ name: QUEUE_SUBMIT, prefix: 'hcs20:topic:{testnet:0.0.5}', topicId: '0.0.5' })
    expect(serviceQueues(keys, ['0.0.5', '0.0.6', '0.0.5'])).toEqual([
      submitQueueRef(keys, '0.0.5'), submitQueueRef(keys, '0.0.6'), { name: QUEUE_WEBHOOKS, prefix: 'hcs20:webhooks:{testnet}' }
    ])
  })
})

describe(queuedJobRecordEncoder.name, () => {
  const createdAt = Date.parse('2026-11-27T12:00:00.123Z')
  const operations = [
    { op: 'mint', tick: 'aa', amt: '5', to: '0.0.7' },
    { op: 'transfer', tick: 'b"\\ü', amt: '1.5', from: '0.0.7', to: '0.0.8', m: 'memo "quoted" \u2028' },
    { op: 'deploy', tick: 'cc', name: 'Cc', max: '7' }
  ] as const

  it.each([
    ['no internal fields', {}],
    ['an owner, a tenant and a trace context', { owner: 'key-1', tenant: 'acme', traceparent: '00-aa-bb-01' }],
    ['an absent tenant', { owner: 'key-1', tenant: undefined, traceparent: undefined }]
  ])('gives what encodeQueuedJobRecord gives for each record (%s)', (_, internal) => {
    const sut = queuedJobRecordEncoder({ requestId: 'req-"1"/ü', createdAt }, internal)
    for (const [i, operation] of operations.entries()) {
      const message = buildMessage(operation)
      const at = new Date(createdAt).toISOString()
      const record: JobRecord = {
        jobId: topicJobId('0.0.5', `j${i}`), status: 'queued', op: operation.op, ticker: operation.tick, topicId: '0.0.5', message, requestId: 'req-"1"/ü', attempts: 0, createdAt: at, updatedAt: at
      }
      expect(sut(message)).toBe(encodeQueuedJobRecord(record, internal))
    }
  })

  it('refuses a creation time that is not epoch ms', () => {
    expect(() => queuedJobRecordEncoder({ createdAt: 1.5 })).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import { JobRecordSchema, decodeJobRecord, encodeJobRecord, jobRecordFields, jobRecordFromFields } from '../src/index.js'
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

import { describe, expect, it } from 'vitest'
import { SubmitJobSchema, SubmitJobV1Schema } from '../src/index.js'

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

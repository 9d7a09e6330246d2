import { describe, expect, it } from 'vitest'
import { SubmitJobSchema } from '../src/index.js'

describe('SubmitJobSchema', () => {
  it.each([
    [{ v: 2 }],
    [{ v: 2, signed: { transaction: 'AAEC' } }],
    [{ v: 2, traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }]
  ])('accepts %j', (job) => {
    expect(SubmitJobSchema.parse(job)).toEqual(job)
  })

  it('leaves out what the record holds (an operation is not carried along)', () => {
    const job = { v: 2, requestId: 'r', topicId: '0.0.5', operation: { op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1' } }
    expect(SubmitJobSchema.parse(job)).toEqual({ v: 2 })
  })

  it.each([
    [{ v: 1, requestId: 'r', topicId: '0.0.5', operation: { op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1' } }],
    [{ v: 2, signed: { transaction: '' } }],
    [{ v: 2, signed: { transaction: 'AAEC', extra: 1 } }]
  ])('rejects %j', (value) => {
    expect(SubmitJobSchema.safeParse(value).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { buildMessage, encodeQueuedJobRecord, queuedJobRecordEncoder, topicJobId } from '../src/index.js'
import type { JobRecord } from '../src/index.js'

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

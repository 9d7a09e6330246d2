import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { batchJobIds, jobIdFor, MAX_JOB_ID_LENGTH } from '../src/intake/job-id.js'

// A retry after an upgrade must find its job: the ids of an Idempotency-Key never change (ADR 031).
describe('job ids', () => {
  const secret = 'job-id-test-secret-0123456789abcdef'
  const hmac = (text: string): string => createHmac('sha256', secret).update(text).digest('base64url')

  it('names the topic and the HMAC of the key id and the Idempotency-Key, as every version did', () => {
    for (const key of ['a', 'order-42', 'Z'.repeat(100)]) {
      expect(jobIdFor(secret, '0.0.1001', 'abcdef0123456789', key)).toBe(`0.0.1001_k${hmac(`abcdef0123456789\n${key}`)}`)
      expect(batchJobIds(secret, 'abcdef0123456789', key, 10)('0.0.1001', 7)).toBe(`0.0.1001_k${hmac(`abcdef0123456789\n${key}#7`)}`)
    }
    expect(jobIdFor(secret, '9223372036854775807.9223372036854775807.9223372036854775807', 'k', 'x').length).toBeLessThanOrEqual(MAX_JOB_ID_LENGTH)
  })

  it('draws a new id for each request without a key', () => {
    const id = jobIdFor(secret, '0.0.1001', 'abcdef0123456789', undefined)
    expect(id).toMatch(/^0\.0\.1001_j[A-Za-z0-9_-]{22}$/)
    expect(jobIdFor(secret, '0.0.1001', 'abcdef0123456789', undefined)).not.toBe(id)
  })
})

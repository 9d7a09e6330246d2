import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fingerprintOf } from '../src/intake/intake.js'

// Stored idempotency entries and records hold fingerprints: the way they are computed may change, their value never.
describe('fingerprintOf', () => {
  it('is the base64url sha256 of the JSON text, whatever the characters', () => {
    const values = [
      { topicId: '0.0.1001', operation: { op: 'mint', tick: 'pts', amt: '5', to: '0.0.7001' } },
      { topicId: '0.0.1001', operation: { op: 'deploy', tick: 'é🎁', name: 'ünïcödé "quoted"\n', max: '1' } },
      [], 'x'.repeat(10_000), null
    ]
    for (const value of values) {
      expect(fingerprintOf(value)).toBe(createHash('sha256').update(JSON.stringify(value)).digest('base64url'))
    }
    expect(fingerprintOf({ a: 1 })).toBe('AVq9f1zFei3ZS3WQ8ErYCEJzkF7jPsXOvq5iJ2qX-GI')
  })
})

import { describe, expect, it } from 'vitest'
import { mirrorTransactionId } from '../../src/hedera/mirror.js'

describe(mirrorTransactionId.name, () => {
  it('turns the SDK form into the mirror path form', () => {
    expect(mirrorTransactionId('0.0.2@1700000000.000000001')).toBe('0.0.2-1700000000-000000001')
  })

  it('pads short nanos to nine digits', () => {
    expect(mirrorTransactionId('0.0.2@1700000000.5')).toBe('0.0.2-1700000000-000000005')
  })

  it('rejects text that is not a transaction id', () => {
    expect(() => mirrorTransactionId('0.0.2')).toThrow(/not a transaction id/)
  })
})

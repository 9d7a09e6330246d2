import { describe, expect, it } from 'vitest'
import { keyDigest, keyIdOf, may } from '../src/access/auth.js'

describe('access/auth', () => {
  it('names a configured key by the first 16 hex of its sha256', () => {
    expect(keyIdOf('old-key-0123456789')).toMatch(/^[0-9a-f]{16}$/)
    expect(keyIdOf('old-key-0123456789')).not.toBe(keyIdOf('new-key-0123456789'))
  })

  it('digests a key under the server secret: another secret, another digest', () => {
    expect(keyDigest('secret-a'.repeat(4), 'key')).toMatch(/^[0-9a-f]{64}$/)
    expect(keyDigest('secret-a'.repeat(4), 'key')).not.toBe(keyDigest('secret-b'.repeat(4), 'key'))
  })

  it('gives an operator every scope, and any other key only its own', () => {
    const operator = { keyId: 'a', tenant: 'default', scopes: new Set(['operator'] as const) }
    const reader = { keyId: 'b', tenant: 't1', scopes: new Set(['read'] as const) }
    expect(may(operator, 'submit')).toBe(true)
    expect(may(reader, 'read')).toBe(true)
    expect(may(reader, 'submit')).toBe(false)
    expect(may(reader, 'admin')).toBe(false)
  })
})

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { keyDigest, keyIdOf, may } from '../src/access/auth.js'

describe('access/auth', () => {
  it('names a configured key by 16 hex of an HMAC under the key-hash secret: not the sha256 of the key, another secret another id', () => {
    const secret = 'secret-a'.repeat(4)
    expect(keyIdOf(secret, 'old-key-0123456789')).toMatch(/^[0-9a-f]{16}$/)
    expect(keyIdOf(secret, 'old-key-0123456789')).toBe(keyIdOf(secret, 'old-key-0123456789'))
    expect(keyIdOf(secret, 'old-key-0123456789')).not.toBe(keyIdOf(secret, 'new-key-0123456789'))
    expect(keyIdOf(secret, 'old-key-0123456789')).not.toBe(createHash('sha256').update('old-key-0123456789').digest('hex').slice(0, 16))
    expect(keyIdOf('secret-b'.repeat(4), 'old-key-0123456789')).not.toBe(keyIdOf(secret, 'old-key-0123456789'))
    // apart from the key's digest (what Redis holds for a stored key): an id is no prefix of it
    expect(keyDigest(secret, 'old-key-0123456789').startsWith(keyIdOf(secret, 'old-key-0123456789'))).toBe(false)
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

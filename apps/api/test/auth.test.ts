import { describe, expect, it } from 'vitest'
import { createApiKeyVerifier, keyIdOf } from '../src/access/auth.js'

describe(createApiKeyVerifier.name, () => {
  const sut = createApiKeyVerifier(['old-key-0123456789', 'new-key-0123456789'])

  it('accepts every key of a rotation list and names it by its hash', () => {
    expect(sut('old-key-0123456789')).toBe(keyIdOf('old-key-0123456789'))
    expect(sut('new-key-0123456789')).toBe(keyIdOf('new-key-0123456789'))
    expect(keyIdOf('old-key-0123456789')).toMatch(/^[0-9a-f]{16}$/)
  })

  it('rejects a missing, empty, prefixed or extended key', () => {
    for (const presented of [undefined, '', 'old-key-012345678', 'old-key-01234567890', 'OLD-KEY-0123456789']) {
      expect(sut(presented)).toBeUndefined()
    }
  })
})

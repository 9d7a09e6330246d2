import { createHmac, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hmacOf, hmacSha256 } from '../src/hmac.js'

describe('hmacSha256', () => {
  it('equals createHmac for secrets shorter than, as long as and longer than a block, and texts of every kind', () => {
    const secrets = ['', 'k', 'tenants-test-secret-0123456789abcdef', 'x'.repeat(64), 'y'.repeat(65), 'é🎁'.repeat(40), randomBytes(48).toString('base64')]
    const texts = ['', 'a', 'abcdef0123456789\norder-42', 'é🎁\u0000\n', 'lone \ud800 surrogate \udfff', 'z'.repeat(1024), 'z'.repeat(1025), '🎁'.repeat(1024), 'w'.repeat(70_000)]
    for (let i = 0; i < 500; i++) texts.push(randomBytes(i % 150).toString(i % 2 === 0 ? 'base64url' : 'latin1'))
    for (const secret of secrets) {
      const hmac = hmacSha256(secret)
      for (const text of texts) {
        for (const encoding of ['hex', 'base64url'] as const) {
          expect(hmac(text, encoding)).toBe(createHmac('sha256', secret).update(text).digest(encoding))
        }
      }
    }
  })

  it('gives each secret its own, whatever the order of the calls', () => {
    const a = hmacOf('secret-a')
    const b = hmacOf('secret-b')
    expect(hmacOf('secret-a')).toBe(a)
    expect(a('text', 'hex')).toBe(createHmac('sha256', 'secret-a').update('text').digest('hex'))
    expect(b('text', 'hex')).toBe(createHmac('sha256', 'secret-b').update('text').digest('hex'))
    expect(a('longer text first', 'hex')).toBe(createHmac('sha256', 'secret-a').update('longer text first').digest('hex'))
    expect(a('t', 'hex')).toBe(createHmac('sha256', 'secret-a').update('t').digest('hex'))
  })
})

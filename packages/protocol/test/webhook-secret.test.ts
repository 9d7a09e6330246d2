import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openWebhookSecret, sealWebhookSecret, webhookSecretKey } from '../src/index.js'

describe('webhook secrets at rest', () => {
  const key = randomBytes(32)
  const secret = `whsec_${randomBytes(32).toString('base64')}`

  it('seals a secret with AES-256-GCM (a fresh IV each time) and opens it with the same key only', () => {
    const sealed = sealWebhookSecret(secret, key)
    expect(sealed).toMatch(/^enc:v1:/)
    expect(sealed).not.toContain(secret)
    expect(sealWebhookSecret(secret, key)).not.toBe(sealed)
    expect(openWebhookSecret(sealed, key)).toBe(secret)
    expect(() => openWebhookSecret(sealed, randomBytes(32))).toThrow()
    expect(() => openWebhookSecret(sealed, undefined)).toThrow(/WEBHOOK_SECRET_KEY/)
    // an altered ciphertext fails its tag (its second-to-last character changed: the last may hold unused bits)
    const altered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`
    expect(() => openWebhookSecret(altered, key)).toThrow()
  })

  it('uses a clear secret as it is, and stores in clear without a key', () => {
    expect(openWebhookSecret(secret, key)).toBe(secret)
    expect(sealWebhookSecret(secret, undefined)).toBe(secret)
  })

  it('reads the key as base64 or hex, 32 bytes only', () => {
    expect(webhookSecretKey(key.toString('base64')).equals(key)).toBe(true)
    expect(webhookSecretKey(key.toString('hex')).equals(key)).toBe(true)
    expect(() => webhookSecretKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/)
  })
})

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// Webhook signing secrets at rest (ADR 031): AES-256-GCM under WEBHOOK_SECRET_KEY (32 bytes, base64 or hex),
// stored as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url). The api seals a secret when an endpoint is registered
// (the client sees it once, in clear); the worker opens it to sign each delivery. Without a key a secret is
// stored in clear; a stored secret without the prefix is such a one and is used as it is, with or without a key.

const PREFIX = 'enc:v1:'

/** The 32-byte key of WEBHOOK_SECRET_KEY (base64, base64url or 64 hex); throws naming the problem, never the value. */
export function webhookSecretKey (text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')
  if (key.length !== 32) throw new Error('WEBHOOK_SECRET_KEY must be 32 bytes, as base64 or 64 hex characters')
  return key
}

/** Seals a webhook secret for Redis; with no key, the secret is stored as it is. */
export function sealWebhookSecret (secret: string, key: Buffer | undefined): string {
  if (key === undefined) return secret
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${sealed.toString('base64url')}`
}

/** Opens a stored webhook secret; throws when it is sealed and the key is missing or wrong (or it was altered). */
export function openWebhookSecret (stored: string, key: Buffer | undefined): string {
  if (!stored.startsWith(PREFIX)) return stored
  if (key === undefined) throw new Error('this webhook secret is encrypted: WEBHOOK_SECRET_KEY is required to sign deliveries')
  const [iv = '', tag = '', sealed = ''] = stored.slice(PREFIX.length).split(':')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
}

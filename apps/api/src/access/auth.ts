import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

export const API_KEY_HEADER = 'x-api-key'

/** The identity of an authenticated caller: the first 16 hex of sha256(apiKey), never the key itself. */
export type KeyId = string

export type ApiKeyVerifier = (presented: string | undefined) => KeyId | undefined

function sha256 (text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

/** First 16 hex characters of sha256(apiKey): scopes idempotency keys, rate limits and job ids. */
export function keyIdOf (apiKey: string): KeyId {
  return sha256(apiKey).toString('hex').slice(0, 16)
}

/**
 * Compares a presented key with every configured key in constant time. Both sides are hashed first,
 * so timingSafeEqual always sees 32 bytes and neither the length nor the position of a match leaks.
 */
export function createApiKeyVerifier (keys: readonly string[]): ApiKeyVerifier {
  const known = keys.map((key) => ({ digest: sha256(key), id: keyIdOf(key) }))
  return (presented) => {
    const digest = sha256(presented ?? '')
    let match: KeyId | undefined
    for (const key of known) {
      // no early exit: every configured key is compared on every request
      if (timingSafeEqual(digest, key.digest) && presented !== undefined) match = key.id
    }
    return match
  }
}

export { unauthorized } from '../http/errors.js'

/**
 * Authenticates a request once and remembers the answer, so the rate limiter (which runs first and
 * keys on the caller) and the auth hook share one hash and one comparison.
 */
export function createAuthenticator (verify: ApiKeyVerifier) {
  const seen = new WeakMap<FastifyRequest, KeyId | null>()
  return function authenticate (request: FastifyRequest): KeyId | undefined {
    const cached = seen.get(request)
    if (cached !== undefined) return cached ?? undefined
    const header = request.headers[API_KEY_HEADER]
    const id = verify(typeof header === 'string' ? header : undefined)
    seen.set(request, id ?? null)
    return id
  }
}
export type Authenticate = ReturnType<typeof createAuthenticator>

import { createHash } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { keySegment, networkKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
/** What an Idempotency-Key may hold: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

type Stored<T> = { fingerprint: string, state: 'pending' } | { fingerprint: string, state: 'done', body: T }

export type Claim<T> =
  | { kind: 'claimed' }
  | { kind: 'replay', body: T }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' }

export interface IdempotencyStore<T> {
  /**
   * Claims `key` for a request with this fingerprint (SET NX). When another request holds it, waits
   * for that request's stored answer and returns it, or `mismatch` for a different fingerprint.
   */
  claim: (scope: string, key: string, fingerprint: string) => Promise<Claim<T>>
  /** Stores the answer of a claimed key for the full TTL. */
  complete: (scope: string, key: string, fingerprint: string, body: T) => Promise<void>
  /** Gives a claimed key back (the request failed), so a retry with the same key can run. */
  release: (scope: string, key: string) => Promise<void>
}

export interface IdempotencyStoreOptions {
  redis: Redis
  keys: KeyScope
  ttlSeconds: number
  /** How long a claim lives before it is answered: a crashed api must not block a key for 24 h. */
  pendingTtlSeconds?: number
  /** How long a concurrent duplicate waits for the first request's answer. */
  waitMs?: number
  pollMs?: number
}

/**
 * sha256 over the canonical (normalised) request, so `"100"` and `100` are the same body; base64url
 * (43 characters, not 64 hex) keeps each stored idempotency entry in a smaller allocation.
 */
export function fingerprintOf (value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url')
}

export function createIdempotencyStore<T> (options: IdempotencyStoreOptions): IdempotencyStore<T> {
  const { redis, keys, ttlSeconds } = options
  const pendingTtl = options.pendingTtlSeconds ?? 30
  const waitMs = options.waitMs ?? 5000
  const pollMs = options.pollMs ?? 20
  // The step-by-step intake (tests' custom admissions) keeps its claims per network: it is never one atomic
  // step, so it has no slot to share with a topic (the api on Redis uses intake-script.ts, ADR 027).
  const keyOf = (scope: string, key: string): string => `${networkKey(keys)}:idem-claim:${keySegment(scope)}:${keySegment(key)}`

  async function read (redisKey: string): Promise<Stored<T> | undefined> {
    const raw = await redis.get(redisKey)
    return raw === null ? undefined : JSON.parse(raw) as Stored<T>
  }

  return {
    async claim (scope, key, fingerprint) {
      const redisKey = keyOf(scope, key)
      const pending = JSON.stringify({ fingerprint, state: 'pending' } satisfies Stored<T>)
      const deadline = Date.now() + waitMs
      for (;;) {
        const set = await redis.set(redisKey, pending, 'EX', pendingTtl, 'NX')
        if (set === 'OK') return { kind: 'claimed' }
        const stored = await read(redisKey)
        // undefined: the holder released the key (its request failed) or it expired; try to claim again
        if (stored !== undefined) {
          if (stored.fingerprint !== fingerprint) return { kind: 'mismatch' }
          if (stored.state === 'done') return { kind: 'replay', body: stored.body }
          if (Date.now() >= deadline) return { kind: 'in-progress' }
          await delay(pollMs)
        }
      }
    },
    async complete (scope, key, fingerprint, body) {
      const done: Stored<T> = { fingerprint, state: 'done', body }
      await redis.set(keyOf(scope, key), JSON.stringify(done), 'EX', ttlSeconds)
    },
    async release (scope, key) {
      await redis.unlink(keyOf(scope, key))
    }
  }
}

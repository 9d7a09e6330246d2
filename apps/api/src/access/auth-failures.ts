import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { keySegment, luaScript, replies } from '@hcs/protocol'
import { AppError } from '../http/errors.js'
import { API_KEY_HEADER, keyDigest } from './auth.js'
import type { Authenticate } from './auth.js'

/** Where a failed authentication happened: the label of `hcs20_api_auth_failures_total`. */
type AuthSurface = 'api' | 'dashboard' | 'metrics'

// lua/access/auth-failures.lua: counts one failure per address and per presented key; for each, the ms until its
// window ends when it is past its limit, else 0
const failureScript = luaScript({
  name: 'hcsAuthFailure',
  file: new URL('../../lua/access/auth-failures.lua', import.meta.url),
  keys: ['address', 'credential'],
  args: ['windowMs', 'perAddress', 'perKey'],
  reply: (raw) => {
    const [addressMs = 0, keyMs = 0] = replies.strings(raw).map(Number)
    return { addressMs, keyMs }
  }
})

/** Locked addresses and keys a process remembers (see `record`): far more than one attack's sources at once. */
const LOCKS_KEPT = 10_000

export interface AuthFailureOptions {
  redis: Redis
  /** REDIS_PREFIX: the counters live in one slot, `${prefix}:{auth-failures}:ip:<address>` and `…:key:<HMAC>`. */
  prefix: string
  /** The key-hash secret: a presented key is counted under its HMAC, never as it was sent. */
  secret: string
  perAddress: number
  perKey: number
  windowMs: number
  /** Each failure counted: `limited` when it was answered 429. */
  onFailure?: (surface: AuthSurface, limited: boolean) => void
  now?: () => number
}

export interface AuthFailures {
  /**
   * Counts one failed authentication from `address` presenting `presented` (undefined: no key at all). Resolves to
   * the 429 to answer instead of the 401 when the address or the key is past its limit, else undefined; Redis
   * down resolves undefined (the 401 stands, uncounted).
   */
  record: (surface: AuthSurface, address: string, presented: string | undefined) => Promise<AppError | undefined>
}

function tooManyFailures (retryMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000))
  return new AppError('RATE_LIMITED', 429, 'Too Many Requests', {
    detail: `Too many failed authentications from this address or with this key; retry in ${seconds} s`,
    headers: { 'retry-after': String(seconds) }
  })
}

/**
 * Failed authentications limited per client address and per presented key (ADR 046), in Redis so every api
 * process counts together: one script call per failure, none for a request whose key is valid, so a valid key is
 * never refused by it and guessing cannot lock a tenant out. Once Redis said an address or a key is past its
 * limit, this process answers its next failures 429 from memory until that window ends: a flood from a locked
 * address costs no Redis call.
 */
export function createAuthFailures (options: AuthFailureOptions): AuthFailures {
  const { redis, secret, perAddress, perKey, windowMs, onFailure, now = Date.now } = options
  const stem = `${options.prefix}:{auth-failures}`
  // Redis key of a locked address or key → when its window ends (this process's clock)
  const locks = new Map<string, number>()
  const lockedFor = (key: string, t: number): number => {
    const until = locks.get(key)
    if (until === undefined) return 0
    if (until > t) return until - t
    locks.delete(key)
    return 0
  }
  const lock = (key: string, ms: number, t: number): void => {
    if (ms <= 0) return
    if (locks.size >= LOCKS_KEPT) locks.clear()
    locks.set(key, t + ms)
  }
  failureScript.define(redis)
  return {
    async record (surface, address, presented) {
      const hasKey = presented !== undefined && presented !== ''
      const addressKey = `${stem}:ip:${keySegment(address)}`
      const credential = `${stem}:key:${hasKey ? keyDigest(secret, presented).slice(0, 32) : '-'}`
      const t = now()
      const known = Math.max(lockedFor(addressKey, t), hasKey ? lockedFor(credential, t) : 0)
      if (known > 0) {
        onFailure?.(surface, true)
        return tooManyFailures(known)
      }
      let result: { addressMs: number, keyMs: number }
      try {
        result = await failureScript.run(redis, { keys: { address: addressKey, credential }, args: { windowMs, perAddress, perKey: hasKey ? perKey : 0 } })
      } catch {
        onFailure?.(surface, false)
        return undefined
      }
      lock(addressKey, result.addressMs, t)
      lock(credential, result.keyMs, t)
      const retryMs = Math.max(result.addressMs, result.keyMs)
      onFailure?.(surface, retryMs > 0)
      return retryMs > 0 ? tooManyFailures(retryMs) : undefined
    }
  }
}

/** True for a request under /api, where every route and every edge answer asks for a key first. */
function underApi (request: FastifyRequest): boolean {
  const { url } = request
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

/**
 * Counts every request under /api without a valid key (a route, a 404 or a 405 alike) before it is answered 401,
 * and answers 429 in its place past a limit. A request with a valid key passes untouched.
 */
export function guardApiFailures (app: FastifyInstance, authenticate: Authenticate, failures: AuthFailures): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!underApi(request) || authenticate(request) !== undefined) { done(); return }
    const header = request.headers[API_KEY_HEADER]
    failures.record('api', request.ip, typeof header === 'string' ? header : undefined).then(
      (refused) => { done(refused) },
      () => { done() }
    )
  })
}

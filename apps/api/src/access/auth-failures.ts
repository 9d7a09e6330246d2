import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { keySegment, luaScript, replies } from '@hcs/protocol'
import { AppError } from '../http/errors.js'
import { API_KEY_HEADER, keyDigest } from './auth.js'
import type { Authenticate } from './auth.js'

/** Where a failed authentication happened: the label of `hcs20_api_auth_failures_total`. */
type AuthSurface = 'api' | 'dashboard' | 'metrics'

// lua/access/auth-failures.lua: counts one failure per address and per presented key; { over, retryMs }
const failureScript = luaScript({
  name: 'hcsAuthFailure',
  file: new URL('../../lua/access/auth-failures.lua', import.meta.url),
  keys: ['address', 'credential'],
  args: ['windowMs', 'perAddress', 'perKey'],
  reply: (raw) => {
    const [over = 0, retryMs = 0] = replies.strings(raw).map(Number)
    return { over: over === 1, retryMs }
  }
})

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
 * never refused by it and guessing cannot lock a tenant out.
 */
export function createAuthFailures (options: AuthFailureOptions): AuthFailures {
  const { redis, secret, perAddress, perKey, windowMs, onFailure } = options
  const stem = `${options.prefix}:{auth-failures}`
  failureScript.define(redis)
  return {
    async record (surface, address, presented) {
      const hasKey = presented !== undefined && presented !== ''
      const credential = `${stem}:key:${hasKey ? keyDigest(secret, presented).slice(0, 32) : '-'}`
      let result: { over: boolean, retryMs: number }
      try {
        result = await failureScript.run(redis, {
          keys: { address: `${stem}:ip:${keySegment(address)}`, credential },
          args: { windowMs, perAddress, perKey: hasKey ? perKey : 0 }
        })
      } catch {
        onFailure?.(surface, false)
        return undefined
      }
      onFailure?.(surface, result.over)
      return result.over ? tooManyFailures(result.retryMs) : undefined
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

import type { FastifyRequest } from 'fastify'
import { AppError, unauthorized } from '../http/errors.js'
import { may } from './auth.js'
import type { Authenticate, Caller, Scope } from './auth.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scopes of which a key needs one for this route; an operator key holds them all. */
    scopes?: readonly Scope[]
    /** Scopes a key needs as well, every one of them (registering a webhook endpoint needs `read` too). */
    alsoScopes?: readonly Scope[]
  }
}

export function forbidden (detail: string): AppError {
  return new AppError('FORBIDDEN', 403, 'Forbidden', { detail })
}

/** The authenticated caller of a request under /api (the scope hook has let it through), else 401. */
export function callerOf (authenticate: Authenticate, request: FastifyRequest): Caller {
  const caller = authenticate(request)
  if (caller === undefined) throw unauthorized()
  return caller
}

/**
 * The check of every /api route, before its body is read: 401 without a valid key, 403 FORBIDDEN
 * when the key holds none of the route's `config.scopes`, or lacks one of its `config.alsoScopes`.
 */
export function checkAccess (authenticate: Authenticate, request: FastifyRequest): AppError | undefined {
  const caller = authenticate(request)
  if (caller === undefined) return unauthorized()
  const { scopes, alsoScopes } = request.routeOptions.config
  if (scopes !== undefined && !scopes.some((scope) => may(caller, scope))) return forbidden(`This key needs the ${scopes.join(' or ')} scope`)
  const missing = alsoScopes?.find((scope) => !may(caller, scope))
  return missing === undefined ? undefined : forbidden(`This key needs the ${missing} scope as well`)
}

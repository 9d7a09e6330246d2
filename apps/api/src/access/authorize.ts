import type { FastifyRequest } from 'fastify'
import { AppError, unauthorized } from '../http/errors.js'
import { may } from './auth.js'
import type { Authenticate, Caller, Scope } from './auth.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scopes of which a key needs one for this route; an operator key holds them all. */
    scopes?: readonly Scope[]
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
 * when the key holds none of the route's `config.scopes`.
 */
export function checkAccess (authenticate: Authenticate, request: FastifyRequest): AppError | undefined {
  const caller = authenticate(request)
  if (caller === undefined) return unauthorized()
  const scopes = request.routeOptions.config.scopes
  if (scopes === undefined || scopes.some((scope) => may(caller, scope))) return undefined
  return forbidden(`This key needs the ${scopes.join(' or ')} scope`)
}

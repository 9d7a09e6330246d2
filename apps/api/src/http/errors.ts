import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorCode } from '@hcs/protocol'
import type { RouteTable } from './route-table.js'

/**
 * The caller a request's API key names, undefined without a valid key (access/ authenticates: its Authenticate
 * is one). The error answers only ask whether there is one.
 */
export type CallerOf = (request: FastifyRequest) => object | undefined

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
const PROBLEM_TYPE_BASE = 'https://hcs20.dev/problems/'

export interface FieldError {
  path: string
  message: string
}

export interface Problem {
  type: string
  title: string
  status: number
  detail: string
  code: ErrorCode
  requestId: string
  errors?: FieldError[]
  /** `BATCH_REFUSED`: the operation of the batch that was refused, and why. */
  operation?: RefusedOperation
}

export interface RefusedOperation {
  index: number
  status: number
  code: ErrorCode
  detail: string
}

export interface AppErrorOptions {
  detail?: string
  cause?: unknown
  errors?: FieldError[]
  headers?: Record<string, string>
  operation?: RefusedOperation
}

/** A failure with a stable `code`: the error handler turns it into an RFC 9457 problem body. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly detail: string
  readonly errors: FieldError[] | undefined
  readonly headers: Record<string, string>
  readonly operation: RefusedOperation | undefined

  constructor (code: ErrorCode, statusCode: number, title: string, options: AppErrorOptions = {}) {
    super(title, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.statusCode = statusCode
    this.detail = options.detail ?? title
    this.errors = options.errors
    this.headers = options.headers ?? {}
    this.operation = options.operation
  }
}

/** `TOPIC_NOT_ALLOWED` → `https://hcs20.dev/problems/topic-not-allowed`. */
function problemType (code: ErrorCode): string {
  return PROBLEM_TYPE_BASE + code.toLowerCase().replaceAll('_', '-')
}

export function queueUnavailable (cause?: unknown): AppError {
  return new AppError('QUEUE_UNAVAILABLE', 503, 'Service Unavailable', {
    detail: 'The job queue is unavailable; retry later',
    cause,
    headers: { 'retry-after': '1' }
  })
}

/**
 * The one way a step on Redis (or the queue) fails: anything it throws becomes 503 QUEUE_UNAVAILABLE,
 * except an AppError (a refusal the step decided), which passes through.
 */
export async function orQueueUnavailable<T> (step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (err) {
    throw err instanceof AppError ? err : queueUnavailable(err)
  }
}

/** The RFC 9457 body of an error; never more than its code, title, detail and field errors. */
export function problemBody (error: AppError, requestId: string): Problem {
  const body: Problem = {
    type: problemType(error.code),
    title: error.message,
    status: error.statusCode,
    detail: error.detail,
    code: error.code,
    requestId
  }
  if (error.errors !== undefined) body.errors = error.errors
  if (error.operation !== undefined) body.operation = error.operation
  return body
}

// The code of each problem answer, for the refusal counter (metrics.ts) once the reply is sent.
const problemCodes = new WeakMap<FastifyReply, ErrorCode>()

/** The `code` of the problem `reply` answered, if it answered one. */
export function problemCodeOf (reply: FastifyReply): ErrorCode | undefined {
  return problemCodes.get(reply)
}

export function sendProblem (request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  problemCodes.set(reply, error.code)
  return reply.code(error.statusCode).headers(error.headers).type(PROBLEM_CONTENT_TYPE).send(problemBody(error, request.id))
}

export function unauthorized (): AppError {
  return new AppError('UNAUTHORIZED', 401, 'Unauthorized', { detail: 'A valid x-api-key header is required' })
}

export function notFound (detail: string): AppError {
  return new AppError('NOT_FOUND', 404, 'Not Found', { detail })
}

function fieldErrors (error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body'
  return (error.validation ?? []).map((issue) => ({
    path: context + (issue.instancePath === '/' ? '' : issue.instancePath.replaceAll('/', '.')),
    message: issue.message ?? 'Invalid value'
  }))
}

/** Maps whatever was thrown to the AppError that answers it (5xx ones are logged by the caller). */
function toAppError (error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error
  if (hasZodFastifySchemaValidationErrors(error) || error.validation !== undefined) {
    return new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
      detail: 'The request does not match the schema',
      errors: fieldErrors(error)
    })
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 413, 'Content Too Large', { detail: 'The request body is too large' })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Unsupported Media Type', { detail: 'Send the body as application/json' })
  }
  const status = error.statusCode ?? 500
  if (status === 400) {
    // JSON bodies fail in json-body.ts with their own detail; what still comes here is a body that does
    // not match its Content-Length
    return new AppError('VALIDATION_FAILED', 400, 'Bad Request', { detail: 'The request could not be read' })
  }
  // @fastify/static (the docs' files): a path that climbs out of its folder is 403 there, a missing file 404
  if (status === 403) return new AppError('VALIDATION_FAILED', 400, 'Bad Request', { detail: 'The path is not allowed' })
  if (status === 404) return notFound('No such file')
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 413, 'Content Too Large', { detail: 'The request body is too large' })
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Unsupported Media Type', { detail: 'Send the body as application/json' })
  if (status > 400 && status < 500) return new AppError('VALIDATION_FAILED', status, 'Bad Request', { detail: 'The request was rejected' })
  return new AppError('INTERNAL', 500, 'Internal Server Error', { detail: 'Internal Server Error', cause: error })
}

/**
 * Under `/api` a caller without a valid key learns nothing else, whatever the URL: 401 comes before
 * 404, 405, a bad URL or an over-long parameter (auth before anything that echoes input).
 */
export function needsKeyFirst (request: FastifyRequest, authenticate: CallerOf): boolean {
  const url = request.url
  return (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && authenticate(request) === undefined
}

/** One error handler and one not-found handler for the whole app: every failure is problem+json. */
export function registerErrorHandlers (app: FastifyInstance, routes: RouteTable, authenticate: CallerOf): void {
  function answerNotFound (request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (needsKeyFirst(request, authenticate)) return sendProblem(request, reply, unauthorized())
    const allowed = routes.methodsFor(request.url)
    // a served method lands here when its handler found nothing (a missing docs file): that is a 404
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return sendProblem(request, reply, new AppError('METHOD_NOT_ALLOWED', 405, 'Method Not Allowed', {
        detail: `${request.method} is not allowed here`,
        headers: { allow: allowed.join(', ') }
      }))
    }
    return sendProblem(request, reply, notFound('No such route'))
  }

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // no route matched, but the body was parsed first and failed (e.g. an empty JSON body); a 429 for too many
    // failed authentications (access/auth-failures.ts) stands in place of the 401 on any URL
    if (request.is404 && !(error instanceof AppError && error.code === 'RATE_LIMITED')) return answerNotFound(request, reply)
    const appError = toAppError(error)
    if (appError.statusCode >= 500) {
      const mirror = appError.code === 'MIRROR_UNAVAILABLE'
      const level = appError.code === 'QUEUE_UNAVAILABLE' || mirror ? 'warn' : 'error'
      request.log[level]({ err: error }, appError.code === 'INTERNAL' ? 'request failed' : mirror ? 'mirror unavailable' : 'queue unavailable')
    }
    return sendProblem(request, reply, appError)
  })

  app.setNotFoundHandler(answerNotFound)
}

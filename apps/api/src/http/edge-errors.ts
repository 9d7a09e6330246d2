import { randomUUID } from 'node:crypto'
import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, PROBLEM_CONTENT_TYPE, needsKeyFirst, problemBody, sendProblem, unauthorized } from './errors.js'
import type { CallerOf } from './errors.js'
import { urlForLog } from './logger.js'
import { REQUEST_ID_HEADER } from './request-id.js'

/**
 * Longest path parameter the router matches (decoded). Every id the api hands out fits with room to spare: job
 * ids (at most 104), tickers (32), accounts and topics (≤ 65). Longer → 414 URI_TOO_LONG.
 */
export const MAX_PARAM_LENGTH = 256

function frameworkProblem (error: FastifyError): AppError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
        detail: 'The URL is not validly percent-encoded',
        errors: [{ path: 'url', message: 'Invalid percent-encoding' }]
      })
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('URI_TOO_LONG', 414, 'URI Too Long', { detail: `A path segment is longer than ${MAX_PARAM_LENGTH} characters` })
    default:
      return new AppError('INTERNAL', 500, 'Internal Server Error', { detail: 'Internal Server Error', cause: error })
  }
}

/**
 * fastify's `frameworkErrors`: a URL the router cannot decode or whose parameter is too long, found
 * before any route (so before our hooks). Answered as problem+json with the request id and never the
 * URL; under /api a caller without a valid key gets 401 first.
 */
export function createFrameworkErrorHandler (authenticate: CallerOf) {
  return function answerFrameworkError (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header(REQUEST_ID_HEADER, request.id)
    const problem = needsKeyFirst(request, authenticate) ? unauthorized() : frameworkProblem(error)
    // the router answered before any route, so fastify's request-completed log line never comes
    const line = { method: request.method, url: urlForLog(request.url), statusCode: problem.statusCode }
    if (problem.statusCode >= 500) request.log.error({ ...line, err: error }, 'request failed')
    else request.log.info(line, 'request completed')
    return sendProblem(request, reply, problem)
  }
}

function clientProblem (code: string | undefined): AppError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError('HEADERS_TOO_LARGE', 431, 'Request Header Fields Too Large', { detail: 'The request headers are too large' })
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError('REQUEST_TIMEOUT', 408, 'Request Timeout', { detail: 'The request was not received in time' })
    case 'HPE_INVALID_METHOD':
      return new AppError('MALFORMED_REQUEST', 400, 'Bad Request', { detail: 'Unknown HTTP method' })
    default:
      return new AppError('MALFORMED_REQUEST', 400, 'Bad Request', { detail: 'The request is not valid HTTP/1.1' })
  }
}

/** Writes a problem answer straight to a socket, logs it, and closes the socket. */
function answerOnSocket (logger: FastifyBaseLogger, socket: Socket, problem: AppError, cause: Record<string, unknown>, requestId: string = randomUUID()): void {
  logger.info({ requestId, statusCode: problem.statusCode, ...cause }, 'client error')
  if (socket.writable) {
    const body = JSON.stringify(problemBody(problem, requestId))
    socket.write(`HTTP/1.1 ${problem.statusCode} ${STATUS_CODES[problem.statusCode] ?? ''}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `${REQUEST_ID_HEADER}: ${requestId}\r\nConnection: close\r\n\r\n${body}`)
  }
  socket.destroy()
}

/**
 * fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes (malformed request line, unknown
 * method, header overflow, timeout) before any request exists. Writes a problem+json answer with a new
 * request id (also in the log line, never the bytes received) and closes the connection.
 */
export function createClientErrorHandler (logger: FastifyBaseLogger) {
  return function answerClientError (error: Error & { code?: string }, socket: Socket): void {
    // a reset connection has nobody to answer
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    answerOnSocket(logger, socket, clientProblem(error.code), { errorCode: error.code })
  }
}

/**
 * Cuts off a client that stops sending its request body for `ms` (REQUEST_TIMEOUT_MS): a 408 REQUEST_TIMEOUT
 * problem written straight to the socket, which is then closed. Node's own `requestTimeout` does not end a
 * request whose body fastify is already reading, so the socket's idle timer does it, armed only until the
 * request has arrived in full: a slow answer of ours is never cut.
 *
 * The timer is armed once the bytes read with the request's head have all been parsed (setImmediate, after this
 * turn's reads; Node's parser calls back per event and runs the tick queue in between, so process.nextTick would
 * still come before the body): a body sent with its head, as most small ones are, has arrived in full by then and
 * needs no timer (ADR 042: arming and clearing it cost two socket timers and two listeners per request).
 */
export function armRequestTimeout (request: FastifyRequest, ms: number): void {
  const raw = request.raw
  const socket = raw.socket
  // injected requests (tests, light-my-request) have no real socket to time
  if (raw.complete || socket === null || typeof socket.setTimeout !== 'function') return
  setImmediate(armIfIncomplete, request, ms)
}

function armIfIncomplete (request: FastifyRequest, ms: number): void {
  const raw = request.raw
  const socket = raw.socket as Socket | null
  if (raw.complete || socket === null || socket.destroyed) return
  const onIdle = (): void => {
    if (raw.complete || socket.destroyed) return
    answerOnSocket(request.log, socket, new AppError('REQUEST_TIMEOUT', 408, 'Request Timeout', {
      detail: `The request was not received in full: nothing arrived for ${ms} ms`
    }), { method: request.method, url: urlForLog(request.url) }, request.id)
  }
  // Node's server hears the socket's timeout and emits it on the request being received: a listener there
  // answers it (without one, Node would destroy the socket unanswered)
  socket.setTimeout(ms)
  raw.once('timeout', onIdle)
  // once the request has arrived the timer goes (Node sets its own keep-alive timer after the answer)
  raw.once('end', () => {
    socket.setTimeout(0)
    raw.off('timeout', onIdle)
  })
}

/** Node's `connect` event (a CONNECT request, which never reaches fastify): this is no proxy, 405. */
export function createConnectHandler (logger: FastifyBaseLogger) {
  return function answerConnect (_request: IncomingMessage, socket: Socket): void {
    answerOnSocket(logger, socket, new AppError('METHOD_NOT_ALLOWED', 405, 'Method Not Allowed', { detail: 'CONNECT is not served here' }), { method: 'CONNECT' })
  }
}

/**
 * HTTP/1.1 requires a Host header. Node would answer its absence itself (400, empty body), so the api
 * turns that check off (`requireHostHeader: false`) and makes it here, in the problem shape.
 */
export function missingHost (request: FastifyRequest): AppError | undefined {
  const raw = request.raw
  if (raw.httpVersionMajor !== 1 || raw.httpVersionMinor !== 1 || request.headers.host !== undefined) return undefined
  return new AppError('MALFORMED_REQUEST', 400, 'Bad Request', { detail: 'An HTTP/1.1 request needs a Host header' })
}

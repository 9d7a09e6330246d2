import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { Authenticate } from './auth.js'
import { AppError, PROBLEM_CONTENT_TYPE, needsKeyFirst, problemBody, sendProblem, unauthorized } from './errors.js'
import { urlForLog } from './logger.js'
import { REQUEST_ID_HEADER } from './request-id.js'

/**
 * Longest path parameter the router matches (decoded). Every id the api hands out fits: job ids
 * (61, 203 for earlier versions'), tickers (32), accounts and topics (≤ 65). Longer → 414 URI_TOO_LONG.
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
export function createFrameworkErrorHandler (authenticate: Authenticate) {
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

/**
 * fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes (malformed request line, unknown
 * method, header overflow, timeout) before any request exists. Writes a problem+json answer with a new
 * request id (also in the log line, never the bytes received) and closes the connection.
 */
export function createClientErrorHandler (logger: FastifyBaseLogger) {
  return function answerClientError (error: Error & { code?: string }, socket: Socket): void {
    // a reset connection has nobody to answer
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const problem = clientProblem(error.code)
    const requestId = randomUUID()
    logger.info({ requestId, statusCode: problem.statusCode, errorCode: error.code }, 'client error')
    if (socket.writable) {
      const body = JSON.stringify(problemBody(problem, requestId))
      socket.write(`HTTP/1.1 ${problem.statusCode} ${STATUS_CODES[problem.statusCode] ?? ''}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${REQUEST_ID_HEADER}: ${requestId}\r\nConnection: close\r\n\r\n${body}`)
    }
    socket.destroy()
  }
}

import { LogController } from 'fastify'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A request URL as logs show it: the path, and `?[redacted]` in place of any query string, where a
 * client may have put its API key (the path itself holds only ids the api hands out or validates).
 */
export function urlForLog (url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`
}

/**
 * One line per request (fastify's default is two: incoming and completed); throughput matters, so a
 * success is logged at debug, a client error at info and a server error at error. An accepted job is
 * followed by its requestId: the job data carries it, and the worker's lines name both ids.
 */
export class OneLineLogController extends LogController {
  override incomingRequest (): void {}

  override requestCompleted (error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode
    const line = { method: request.method, url: urlForLog(request.url), statusCode: status, ms: Math.round(reply.elapsedTime) }
    if (error !== null && error !== undefined) request.log.error({ ...line, err: error }, 'request errored')
    else if (status >= 500) request.log.error(line, 'request completed')
    else if (status >= 400) request.log.info(line, 'request completed')
    else request.log.debug(line, 'request completed')
  }
}

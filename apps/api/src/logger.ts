import { pino } from 'pino'
import type { DestinationStream, Logger, LoggerOptions } from 'pino'

/** Paths pino censors: an API key or bearer token must never reach a log line. */
export const REDACT_PATHS = ['req.headers["x-api-key"]', 'req.headers.authorization', 'headers["x-api-key"]', 'headers.authorization']

/**
 * A request URL as logs show it: the path, and `?[redacted]` in place of any query string, where a
 * client may have put its API key (the path itself holds only ids the api hands out or validates).
 */
export function urlForLog (url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`
}

export function loggerOptions (level: string): LoggerOptions {
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }
}

/** JSON logs on stdout; pino-pretty only when a person is watching a TTY. */
export function createLogger (level: string, destination?: DestinationStream): Logger {
  const options = loggerOptions(level)
  if (destination !== undefined) return pino(options, destination)
  if (process.stdout.isTTY) return pino({ ...options, transport: { target: 'pino-pretty' } })
  return pino(options)
}

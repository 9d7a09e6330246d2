import { hostname } from 'node:os'
import { pino } from 'pino'
import type { DestinationStream, Logger, LoggerOptions } from 'pino'

/** Paths pino censors in every app: an API key or bearer token must never reach a log line. */
export const REDACT_PATHS = ['req.headers["x-api-key"]', 'req.headers.authorization', 'headers["x-api-key"]', 'headers.authorization']

/** pino's options for every app: the level, the redaction list and, when given, `app` on every line. */
export function loggerOptions (level: string, app?: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(app !== undefined ? { base: { pid: process.pid, hostname: hostname(), app } } : {})
  }
}

export interface CreateLoggerOptions {
  level: string
  /** Written on every line as `app`, so mixed output (npm start, a log shipper) says which process spoke. */
  app?: string
  /** Tests: where the JSON lines go (default stdout). */
  destination?: DestinationStream
}

/** JSON logs on stdout; pino-pretty only when a person is watching a TTY. */
export function createLogger ({ level, app, destination }: CreateLoggerOptions): Logger {
  const options = loggerOptions(level, app)
  if (destination !== undefined) return pino(options, destination)
  if (process.stdout.isTTY) return pino({ ...options, transport: { target: 'pino-pretty' } })
  return pino(options)
}

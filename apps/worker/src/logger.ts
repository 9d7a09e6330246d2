import { pino, type DestinationStream, type Logger } from 'pino'

/** JSON logs on stdout; pino-pretty only when a person is watching a TTY. */
export function createLogger (level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { app: 'worker' } }
  if (destination !== undefined) return pino(options, destination)
  if (process.stdout.isTTY) return pino({ ...options, transport: { target: 'pino-pretty' } })
  return pino(options)
}

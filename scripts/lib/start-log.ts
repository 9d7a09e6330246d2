// What `npm start` prints: its services' log lines and its own, readable on a terminal, JSON lines
// otherwise (for log shippers and for scripts that follow the service, like `npm run chaos`).
import type { LogLine } from './services.js'
import type { SupervisorLog } from './supervisor.js'

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

/** Prints one service's log lines: one readable line per record on a terminal, the raw JSON otherwise. */
export function createPrinter (name: string, tty: boolean): (line: LogLine, raw: string) => void {
  if (!tty) {
    // A service's JSON line gets the process it came from (worker, worker-2, …) unless it names one already.
    const tag = `{"service":${JSON.stringify(name)},`
    return (line, raw) => {
      const tagged = line.name === undefined && line.service === undefined && raw.startsWith('{"') ? tag + raw.slice(1) : raw
      process.stdout.write(`${tagged}\n`)
    }
  }
  return (line) => {
    const { level, msg, time: _t, pid: _p, hostname: _h, name: _n, ...rest } = line
    const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : ''
    process.stdout.write(`${name.padEnd(8)} ${(LEVELS[level ?? 30] ?? 'INFO').padEnd(5)} ${String(msg ?? '')}${extra}\n`)
  }
}

/** The orchestrator's own log (name `start`), in the same two forms as its services' lines. */
export function createStartLog (tty: boolean): SupervisorLog {
  const print = createPrinter('start', tty)
  const write = (level: number) => (fields: Record<string, unknown>, msg: string): void => {
    const line = { level, time: Date.now(), name: 'start', msg, ...fields }
    print(line, JSON.stringify(line))
  }
  return { info: write(30), warn: write(40), error: write(50) }
}

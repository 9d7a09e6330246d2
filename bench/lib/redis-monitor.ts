import { createHash } from 'node:crypto'
import { readdir, readFile, readlink } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { ROOT } from './children.js'

/**
 * A MONITOR sample: every command the Redis server ran while `counting` was on, by the process whose connection
 * sent it and by the script it ran inside. MONITOR prints a script's own commands (`lua`) right after the EVAL or
 * EVALSHA that started it, so they count for that call's connection and script.
 */
interface MonitorSample {
  /** Commands by process, then by command (an EVALSHA counts once, the commands of its script beside it). */
  byProcess: Record<string, Record<string, number>>
  /** Commands run inside each script (by its name), then by command; `calls` is how often the script ran. */
  byScript: Record<string, Record<string, number>>
  /** Commands outside scripts by process, then by command and the family of their first key. */
  byKeyFamily: Record<string, Record<string, number>>
  /** Commands inside scripts by script, then by command and the family of their first key. */
  scriptKeyFamily: Record<string, Record<string, number>>
}

export interface Monitor {
  /** Counts while on; the MONITOR stream runs from `startMonitor` to `stop` either way. */
  counting: boolean
  /** The stack's key prefix (key families are named after it). */
  prefix: string
  /** Script names by SHA-1, kept for a later monitor (ours are named from the EVAL that loaded them). */
  names: Map<string, string>
  stop: () => Promise<MonitorSample>
}

/** `sha1 → name` of BullMQ's scripts, named by their file (`moveToFinished-14`). */
async function bullmqScripts (names: Map<string, string>): Promise<void> {
  const dir = join(ROOT, 'node_modules', 'bullmq', 'dist', 'esm', 'scripts')
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js') || file === 'index.js') continue
    const mod = await import(join(dir, file)) as Record<string, { content?: unknown }>
    for (const value of Object.values(mod)) {
      if (typeof value?.content === 'string') names.set(createHash('sha1').update(value.content).digest('hex'), `bullmq:${file.replace(/\.js$/, '')}`)
    }
  }
}

/** A script of ours named by the KEYS line of its own file (the last one: helpers come first). */
function nameFromText (text: string): string {
  const lines = text.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^-- KEYS: (.*)$/.exec(lines[i] ?? '')
    if (m !== null) return `lua(${(m[1] ?? '').trim().split(/\s+/).slice(0, 4).join(' ')})`
  }
  return `lua(${(lines.find((line) => line.trim() !== '') ?? '').slice(0, 40)})`
}

/** `local port → process name` of every TCP socket the given processes hold (from /proc). */
async function socketOwners (pids: Record<string, number | undefined>): Promise<Map<number, string>> {
  const inodeToPort = new Map<string, number>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '')
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      const local = fields[1]
      const inode = fields[9]
      if (local !== undefined && inode !== undefined) inodeToPort.set(inode, Number.parseInt(local.split(':')[1] ?? '0', 16))
    }
  }
  const owners = new Map<number, string>()
  for (const [name, pid] of Object.entries(pids)) {
    if (pid === undefined) continue
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [] as string[])) {
      const inode = /^socket:\[(\d+)\]$/.exec(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => ''))?.[1]
      const port = inode === undefined ? undefined : inodeToPort.get(inode)
      if (port !== undefined) owners.set(port, name)
    }
  }
  return owners
}

/** The family of a key under `prefix:`: what names it after the topic's tag (job, tx, reservation…), else its first part. */
function keyFamily (key: string, prefix: string): string {
  if (prefix === '' || !key.startsWith(`${prefix}:`)) return 'other'
  const rest = key.slice(prefix.length + 1).replace(/\{[^}]*\}/g, 'T').split(':')
  if (rest[0] !== 'topic') return rest[0] ?? ''
  const sub = rest[3]
  // a second part that is a name, not an id (hcs20-submit:events, submissions:due)
  return `topic:${rest[2] ?? ''}${sub !== undefined && /^[a-z][a-z-]*$/.test(sub) ? `:${sub}` : ''}`
}

const bump = (table: Record<string, Record<string, number>>, row: string, col: string): void => {
  const r = table[row] ?? (table[row] = {})
  r[col] = (r[col] ?? 0) + 1
}

/** One MONITOR line's source (`127.0.0.1:5678`, `lua`) and arguments (Redis's quoting undone). */
function parseMonitorLine (line: string): { source: string, args: string[] } | undefined {
  const head = /^\+?[\d.]+ \[\d+ ([^\]]+)\] /.exec(line)
  if (head === null) return undefined
  const args: string[] = []
  let i = head[0].length
  while (i < line.length) {
    if (line[i] !== '"') { i++; continue }
    let arg = ''
    i++
    while (i < line.length && line[i] !== '"') {
      if (line[i] === '\\') {
        const next = line[i + 1] ?? ''
        if (next === 'x') {
          arg += String.fromCharCode(Number.parseInt(line.slice(i + 2, i + 4), 16))
          i += 4
          continue
        }
        arg += ({ n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b' } as Record<string, string>)[next] ?? next
        i += 2
        continue
      }
      arg += line[i]
      i++
    }
    args.push(arg)
    i++
  }
  return { source: head[1] ?? '', args }
}

/** A raw MONITOR connection (ioredis' monitor mode can lose its reply order under load): each line to `onLine`. */
async function openMonitor (url: string, onLine: (line: string) => void): Promise<Socket> {
  const target = new URL(url)
  const socket = connect({ host: target.hostname, port: Number(target.port === '' ? 6379 : target.port) })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  socket.on('error', () => {})
  const quote = (arg: string): string => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`
  if (target.password !== '') {
    const auth = target.username === '' ? ['AUTH', decodeURIComponent(target.password)] : ['AUTH', decodeURIComponent(target.username), decodeURIComponent(target.password)]
    socket.write(`*${auth.length}\r\n${auth.map(quote).join('')}`)
  }
  socket.write('*1\r\n$7\r\nMONITOR\r\n')
  let rest = ''
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\r\n')
    rest = lines.pop() ?? ''
    for (const line of lines) onLine(line)
  })
  return socket
}

/**
 * Starts MONITOR on a connection of its own to `url` (a Redis nobody else uses, or every client counts as `other`).
 * `pids` names the processes whose connections are told apart (read at each new connection, so it may be filled
 * later); `names` carries the script names a monitor before it learnt.
 */
export async function startMonitor (url: string, pids: Record<string, number | undefined>, prefix: string, names = new Map<string, string>()): Promise<Monitor> {
  if (names.size === 0) await bullmqScripts(names)
  const sample: MonitorSample = { byProcess: {}, byScript: {}, byKeyFamily: {}, scriptKeyFamily: {} }
  let owners = await socketOwners(pids)
  let lookedAt = Date.now()
  let caller = 'other'
  let script = ''
  const state: Monitor = {
    counting: false,
    prefix,
    names,
    stop: async () => {
      monitor.destroy()
      return sample
    }
  }
  const ownerOf = (source: string): string => {
    const name = owners.get(Number(source.split(':').at(-1)))
    if (name === undefined && Date.now() - lookedAt > 1000) {
      // a connection opened since the last look: look again (at most once a second)
      lookedAt = Date.now()
      socketOwners(pids).then((found) => { owners = found }, () => {})
    }
    return name ?? 'other'
  }
  const onCommand = (args: string[], source: string): void => {
    const command = String(args[0] ?? '').toUpperCase()
    if (command === 'EVAL' || command === 'EVALSHA') {
      const body = String(args[1] ?? '')
      const sha = command === 'EVAL' ? createHash('sha1').update(Buffer.from(body, 'latin1')).digest('hex') : body
      if (command === 'EVAL' && !names.has(sha)) names.set(sha, nameFromText(body))
      script = names.get(sha) ?? `lua(${args.slice(3, 6).map((key) => keyFamily(String(key), state.prefix)).join(' ')})`
    }
    if (!state.counting) return
    if (source === 'lua') {
      bump(sample.byProcess, caller, command)
      bump(sample.byScript, script, command)
      bump(sample.scriptKeyFamily, script, `${command} ${keyFamily(String(args[1] ?? ''), state.prefix)}`)
      return
    }
    caller = ownerOf(source)
    bump(sample.byProcess, caller, command)
    if (command === 'EVAL' || command === 'EVALSHA') {
      bump(sample.byScript, script, 'calls')
      return
    }
    bump(sample.byKeyFamily, caller, `${command} ${keyFamily(String(args[1] ?? ''), state.prefix)}`)
  }
  const monitor = await openMonitor(url, (line) => {
    const parsed = parseMonitorLine(line)
    if (parsed !== undefined) onCommand(parsed.args, parsed.source)
  })
  return state
}

/** Each row's counts ÷ `per`, rounded, largest first, led by the row's total; cells under 0.01 are left out. */
export function perOperation (table: Record<string, Record<string, number>>, per: number): Record<string, Record<string, number>> {
  const round = (value: number): number => Math.round(value / per * 100) / 100
  return Object.fromEntries(Object.entries(table).map(([row, cols]) => {
    const sorted = Object.entries(cols).sort((a, b) => b[1] - a[1]).map(([col, count]) => [col, round(count)] as const).filter(([, v]) => v >= 0.01)
    return [row, Object.fromEntries([['total', round(Object.values(cols).reduce((a, b) => a + b, 0))], ...sorted])]
  }))
}

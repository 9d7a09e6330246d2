import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdir } from 'node:fs/promises'
import { Redis } from 'ioredis'

/** True when a Redis at `url` answers PING within about a second. */
export async function ping (url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null, connectTimeout: 1000 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

/** A supervisor's `Launch` (scripts/lib/supervisor.ts), spelled out so this file stands alone for the tests that import ping. */
export type RedisLaunch = (onSpawn: (kill: () => void) => void) => Promise<{
  pid: number
  exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>
  stop: () => Promise<void>
}>

/**
 * Makes sure Redis can answer at `url`. When something already does, resolves with undefined. When
 * nothing does and `redis-server` is on the PATH, resolves with the launcher of a session Redis
 * (loopback only, AOF on, data in `dir`) for the supervisor to run; otherwise says how to get one.
 */
export async function ensureRedis (url: string, dir: string, graceMs = 10_000): Promise<RedisLaunch | undefined> {
  if (await ping(url)) return undefined
  const { hostname, port } = new URL(url)
  const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '::1'
  const hasBinary = spawnSync('redis-server', ['--version']).status === 0
  if (!local || !hasBinary) {
    throw new Error(`Redis does not answer at ${url}.\n` +
      (local
        ? 'Install it (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) and run npm start again, or set REDIS_URL.'
        : 'Start it, or point REDIS_URL at a Redis that answers.'))
  }
  await mkdir(dir, { recursive: true })
  return async (onSpawn) => {
    const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', port === '' ? '6379' : port, '--dir', dir,
      '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore', detached: true })
    const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }),
      () => ({ code: child.exitCode, signal: child.signalCode }))
    onSpawn(() => child.kill('SIGKILL'))
    const state = { ended: false }
    exited.then(() => { state.ended = true }, () => {})
    // Loading a large AOF can take a while: wait as long as the process lives, up to a minute.
    for (let i = 0; i < 600 && !state.ended && !(await ping(url)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
    if (state.ended || !(await ping(url))) {
      child.kill('SIGKILL')
      throw new Error(`started redis-server, but it does not answer at ${url}`)
    }
    return {
      pid: child.pid ?? 0,
      exited,
      stop: async () => {
        if (state.ended) return
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
        await exited
        clearTimeout(timer)
      }
    }
  }
}

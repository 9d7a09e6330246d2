import { spawn, spawnSync } from 'node:child_process'
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

/**
 * Makes sure Redis answers at `url`. When nothing does and `redis-server` is on the PATH, starts one
 * for this session (loopback only, data in `dir`) and returns the function that stops it.
 */
export async function ensureRedis (url: string, dir: string): Promise<(() => Promise<void>) | undefined> {
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
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', port === '' ? '6379' : port, '--dir', dir,
    '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' })
  for (let i = 0; i < 100 && !(await ping(url)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
  if (!(await ping(url))) throw new Error(`started redis-server, but it does not answer at ${url}`)
  console.log(`started redis-server for this session at ${url} (data in ${dir})`)
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { createRedis, evictingPolicy, redisProblem, waitForRedis } from '../src/index.js'

// Issue 25: under allkeys-lru, memory pressure evicted ticker hashes and job records while readiness said 200.
// Redis of its own (CONFIG SET on the shared one would change every other test's Redis).
const CHILD = fileURLToPath(new URL('./fixtures/eviction-child.ts', import.meta.url))
let server: ChildProcess
let url: string
const opened: Redis[] = []

async function freePort (): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  return port
}

async function open (): Promise<Redis> {
  const redis = createRedis(url, 'request')
  opened.push(redis)
  expect(await waitForRedis(redis, 10_000)).toBe(true)
  return redis
}

async function child (): Promise<{ code: number | null, stdout: string, stderr: string }> {
  const proc = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], { env: { ...process.env, REDIS_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  proc.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString() })
  proc.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
  const [code] = await once(proc, 'exit') as [number | null]
  return { code, stdout, stderr }
}

beforeAll(async () => {
  const port = await freePort()
  url = `redis://127.0.0.1:${port}`
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' })
  await open()
})
afterAll(async () => {
  for (const redis of opened) redis.disconnect()
  server.kill('SIGTERM')
  await once(server, 'exit')
})

describe('a Redis that may evict keys', () => {
  // two processes started through tsx: seconds each on a quiet machine, far more beside a loaded suite
  it('is refused at start with one line that says why and how to fix it', async () => {
    const admin = await open()
    await admin.config('SET', 'maxmemory-policy', 'allkeys-lru')
    const refused = await child()
    expect(refused.code).toBe(1)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toMatch(/^child cannot start\. Redis has maxmemory-policy allkeys-lru: .*noeviction/)
    await admin.config('SET', 'maxmemory-policy', 'noeviction')
    expect(await child()).toMatchObject({ code: 0, stdout: 'started\n' })
  }, 90_000)

  it('turns readiness unready when the policy is changed at run time, and ready again when it is restored', async () => {
    const admin = await open()
    const sut = await open()
    expect(await redisProblem(sut)).toBeUndefined()
    await admin.config('SET', 'maxmemory-policy', 'volatile-lru')
    expect(await evictingPolicy(admin)).toBe('volatile-lru')
    await expect.poll(async () => await redisProblem(sut), { timeout: 15_000, interval: 250 }).toBe('redis_eviction_policy')
    await admin.config('SET', 'maxmemory-policy', 'noeviction')
    await expect.poll(async () => await redisProblem(sut), { timeout: 15_000, interval: 250 }).toBeUndefined()
  })

  it('turns readiness unready while Redis is out of memory (writes refused), and ready again once it has room', async () => {
    const admin = await open()
    const sut = await open()
    const used = /used_memory:(\d+)/.exec(await admin.info('memory'))?.[1] ?? '1'
    await admin.config('SET', 'maxmemory', used)
    try {
      await expect(admin.set('issue-25-oom', 'x'.repeat(10_000))).rejects.toThrow(/OOM/)
      await expect.poll(async () => await redisProblem(sut), { timeout: 5_000, interval: 100 }).toBe('redis_oom')
    } finally {
      await admin.config('SET', 'maxmemory', '0')
    }
    await expect.poll(async () => await redisProblem(sut), { timeout: 5_000, interval: 100 }).toBeUndefined()
  })
})

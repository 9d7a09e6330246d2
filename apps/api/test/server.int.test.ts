import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { Redis } from 'ioredis'
import { inscriptionKey } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { API_KEY, DEFAULT_TOPIC, JSON_HEADERS, TEST_KEY_HASH_SECRET } from './helpers.js'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

interface Started {
  child: ChildProcess
  address: string
  lines: Array<Record<string, unknown>>
}

async function startServer (prefix: string): Promise<Started> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, HEDERA_NETWORK_ID: TEST_NETWORK, API_SECRET_KEY: API_KEY, KEY_HASH_SECRET: TEST_KEY_HASH_SECRET, HCS20_TOPIC_ID: DEFAULT_TOPIC, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const lines: Array<Record<string, unknown>> = []
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`api exited early with ${String(code)}`)))
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
      const line = JSON.parse(text) as Record<string, unknown>
      lines.push(line)
      if (line.msg === 'api ready') resolve(String(line.address))
    })
  })
  return { child, address, lines }
}

describe('server', () => {
  const prefix = uniquePrefix('api-srv')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let started: Started | undefined

  afterAll(async () => {
    if (started?.child.exitCode === null) started.child.kill('SIGKILL')
    const redis = new Redis(testRedisUrl())
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('logs "api ready", serves, and exits 0 after SIGTERM', async () => {
    // the ledger as the indexer would leave it after a deploy of loyal, so the mint is admitted
    const redis = new Redis(testRedisUrl())
    await redis.hset(inscriptionKey(redisKeys, DEFAULT_TOPIC, 'loyal'), { tick: 'loyal', name: 'Loyalty', max: '1000', supply: '0', holders: '0' })
    await redis.quit()
    started = await startServer(prefix)
    const { child, address, lines } = started
    expect((await fetch(`${address}/health/ready`)).status).toBe(200)
    const res = await fetch(`${address}/api/inscription/loyal/mint`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ amount: 1, to: '0.0.9' }) })
    expect(res.status).toBe(202)

    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
    expect(lines.some((line) => line.msg === 'shutting down' && line.signal === 'SIGTERM')).toBe(true)
    expect(JSON.stringify(lines)).not.toContain(API_KEY)
  })
})

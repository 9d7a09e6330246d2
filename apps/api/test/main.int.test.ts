// The api's entry with API_PROCESSES=2 as a real process group: one port, two processes; a Ctrl-C at a terminal
// (SIGINT to the whole group) stops every process cleanly once, then the primary, exit code 0.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { API_KEY, DEFAULT_TOPIC, TEST_KEY_HASH_SECRET } from './helpers.js'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

describe('api entry with API_PROCESSES', () => {
  const prefix = uniquePrefix('api-main')
  let pid: number | undefined

  afterAll(() => {
    if (pid !== undefined) try { process.kill(-pid, 'SIGKILL') } catch {}
  })

  it('refuses a bad API_PROCESSES, naming it', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT, env: { ...process.env, API_PROCESSES: 'two' }, stdio: ['ignore', 'ignore', 'pipe']
    })
    // a configuration error is a list on stderr, one line per variable (ADR 023)
    let out = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { out += chunk })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(out).toContain('API_PROCESSES: must be an integer')
  })

  it('serves one port from two processes and stops all of them on one Ctrl-C', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, API_PROCESSES: '2', PORT: '0', HOST: '127.0.0.1', REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, HEDERA_NETWORK_ID: TEST_NETWORK, API_SECRET_KEY: API_KEY, KEY_HASH_SECRET: TEST_KEY_HASH_SECRET, HCS20_TOPIC_ID: DEFAULT_TOPIC, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
      // its own process group, as a terminal would make it: the SIGINT below reaches the primary and both processes
      detached: true
    })
    pid = child.pid
    const lines: Array<Record<string, unknown>> = []
    const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once('exit', (code) => { reject(new Error(`api exited early with ${String(code)}`)) })
      createInterface({ input: child.stdout }).on('line', (text) => {
        const line = JSON.parse(text) as Record<string, unknown>
        lines.push(line)
        if (line.msg === 'api ready') resolve(line)
      })
    })
    const { address, pids, processes } = await ready
    expect(processes).toBe(2)
    expect(pids).toHaveLength(2)
    // each process's own line comes through its stdout, which may trail the primary's
    await expect.poll(() => lines.filter((l) => l.msg === 'api process ready').map((l) => l.address)).toEqual([address, address])
    expect((await fetch(`${String(address)}/health/live`)).status).toBe(200)

    const exited = once(child, 'exit')
    process.kill(-child.pid!, 'SIGINT')
    const [code] = await exited
    expect(code).toBe(0)
    const stopped = lines.filter((l) => l.msg === 'api stopped' && l.role === undefined).map((l) => l.pid)
    expect(new Set(stopped)).toEqual(new Set(pids as number[]))
    expect(lines.filter((l) => l.msg === 'second signal; exiting now')).toEqual([])
    expect(lines.filter((l) => l.msg === 'shutting down').map((l) => l.signal)).toEqual(['SIGTERM', 'SIGTERM'])
    expect(lines.at(-1)).toMatchObject({ msg: 'api stopped', role: 'primary', pid: child.pid })
    pid = undefined
  }, 60_000)
})

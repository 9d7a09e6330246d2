// Every app reads its environment through the shared zod base (packages/runtime): a bad variable stops
// the process before it does anything, with exit code 1 and a readable list on stderr, never a stack trace.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SECRET = 'not-a-level-SECRET'
// Each app's entry and variables it reads, set wrong (the services read HEDERA_NETWORK, the emulator does not).
const service = { LOG_LEVEL: SECRET, HEDERA_NETWORK: 'moon', API_SECRET_KEY: '', HCS20_TOPIC_ID: '' }
const APPS: Array<[string, string, Record<string, string>]> = [
  ['api', 'apps/api/src/main.ts', service],
  ['worker', 'apps/worker/src/main.ts', service],
  ['indexer', 'apps/indexer/src/main.ts', service],
  ['emulator', 'apps/emulator/src/main.ts', { LOG_LEVEL: SECRET, EMULATOR_PROFILE: 'moon', EMULATOR_GRPC_PORT: '70000' }]
]

async function run (entry: string, env: Record<string, string>): Promise<{ code: number | null, stderr: string, stdout: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: ROOT,
    // REDIS_URL points nowhere: nothing may be reached before the configuration is read
    env: { ...process.env, REDIS_URL: 'redis://127.0.0.1:1', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stderr = ''
  let stdout = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk })
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk })
  const [code] = await once(child, 'exit') as [number | null]
  return { code, stderr, stdout }
}

describe('an app with a bad configuration', () => {
  it.each(APPS)('%s exits 1 and lists every bad variable without a stack trace', async (app, entry, env) => {
    const sut = await run(entry, env)
    expect(sut.code).toBe(1)
    expect(sut.stderr).toMatch(new RegExp(`^${app} cannot start\\. Invalid configuration:\\n`))
    for (const [name, value] of Object.entries(env)) if (value !== '') expect(sut.stderr).toContain(`✖ ${name}: `)
    expect(sut.stderr).not.toContain(SECRET)
    expect(sut.stderr).not.toMatch(/^\s+at /m)
    expect(sut.stdout).toBe('')
  })
})

import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import { loadConfig } from '../src/config.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))

describe(loadConfig.name, () => {
  it('reads defaults and the EMULATOR_* variables', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', grpcPort: 50211, mirrorPort: 5551, receiptTtlMs: 180_000, profile: 'local' })
    expect(loadConfig({ EMULATOR_DATA_DIR: '/tmp/x', EMULATOR_GRPC_PORT: '0' })).toMatchObject({ dataDir: '/tmp/x', grpcPort: 0, infoFile: '/tmp/x/network.json' })
    expect(loadConfig({ EMULATOR_HBAR_USD: '0.25' }).hbarUsd).toBe(0.25)
    for (const bad of ['0', '-1', 'cheap']) expect(() => loadConfig({ EMULATOR_HBAR_USD: bad })).toThrow(/EMULATOR_HBAR_USD/)
    expect(() => loadConfig({ EMULATOR_MIRROR_PORT: '70000' })).toThrow(/EMULATOR_MIRROR_PORT/)
  })

  it('treats empty variables as unset and never echoes the operator key', () => {
    const sut = loadConfig({ EMULATOR_HOST: '', EMULATOR_GRPC_PORT: '', EMULATOR_DATA_DIR: '', EMULATOR_ROUND_TRIP_MS: '', LOG_LEVEL: '' })
    expect(sut).toEqual({ host: '127.0.0.1', grpcPort: 50211, mirrorPort: 5551, receiptTtlMs: 180_000, profile: 'local', omitInitialTransactionId: false, hbarUsd: 0.1, logLevel: 'info' })
    expect(() => loadConfig({ EMULATOR_OPERATOR_KEY: 'ab'.repeat(32), EMULATOR_PROFILE: 'moon' })).toThrow(/EMULATOR_PROFILE/)
    expect(() => loadConfig({ EMULATOR_OPERATOR_KEY: 'ab'.repeat(32), EMULATOR_PROFILE: 'moon' })).not.toThrow(/abab/)
  })
})

describe('main.ts (the emulator process)', () => {
  let dataDir: string
  beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'emulator-main-')) })
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }) })

  it('logs "emulator ready", writes the info file, serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/emulator/src/main.ts'], {
      cwd: root,
      env: { ...process.env, EMULATOR_GRPC_PORT: '0', EMULATOR_MIRROR_PORT: '0', EMULATOR_DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
      let buffered = ''
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString()
        for (const line of buffered.split('\n')) {
          try {
            const entry = JSON.parse(line) as Record<string, unknown>
            if (entry.msg === 'emulator ready') resolve(entry)
          } catch { /* a partial line */ }
        }
      })
      child.once('exit', (code) => reject(new Error(`emulator exited early with ${String(code)}`)))
    })
    const info = JSON.parse(await readFile(join(dataDir, 'network.json'), 'utf8')) as Record<string, string>
    expect(info.grpcAddress).toBe(ready.grpcAddress)
    expect(info.operatorKey).toMatch(/^302e020100300506032b657004220420[0-9a-f]{64}$/)
    const res = await fetch(`${info.mirrorUrl ?? ''}/api/v1/topics/0.0.1001`)
    expect(res.status).toBe(404)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 30_000)
})

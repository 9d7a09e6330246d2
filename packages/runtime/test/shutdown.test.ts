import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { onShutdown } from '../src/index.js'

const CHILD = fileURLToPath(new URL('./fixtures/shutdown-child.ts', import.meta.url))

interface Line { msg: string, app?: string, signal?: string, err?: { message: string } }

/** Runs the child until it logs ready, sends `signal` (unless it crashes by itself) and collects its exit. */
async function run (env: Record<string, string>, signal?: NodeJS.Signals): Promise<{ code: number | null, lines: Line[] }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  const lines: Line[] = []
  const exited = once(child, 'exit')
  await new Promise<void>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as Line
      lines.push(line)
      if (line.msg === 'child ready') resolve()
    })
  })
  if (signal !== undefined) child.kill(signal)
  const [code] = await exited as [number | null]
  return { code, lines }
}

describe(onShutdown.name, () => {
  it('on SIGTERM logs the signal, closes, logs "<app> stopped" and exits 0', async () => {
    const { code, lines } = await run({}, 'SIGTERM')
    expect(code).toBe(0)
    // pino writes stdout asynchronously and flushes the rest synchronously at exit: lines may land out of order
    expect(lines.map((line) => line.msg).sort()).toEqual(['child ready', 'child stopped', 'closing', 'shutting down'])
    expect(lines.find((line) => line.msg === 'shutting down')).toMatchObject({ signal: 'SIGTERM', app: 'child' })
  })

  it('exits 1 when the close fails', async () => {
    const { code, lines } = await run({ SHUTDOWN_MODE: 'fail' }, 'SIGINT')
    expect(code).toBe(1)
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'shutdown failed', err: expect.objectContaining({ message: 'close failed' }) }))
    expect(lines.map((line) => line.msg)).not.toContain('child stopped')
  })

  it('exits 1 when the close does not end within its bound', async () => {
    const { code, lines } = await run({ SHUTDOWN_MODE: 'hang', SHUTDOWN_DELAY_MS: '100' }, 'SIGTERM')
    expect(code).toBe(1)
    expect(lines.map((line) => line.msg)).toContain('shutdown took too long; exiting')
    expect(lines.map((line) => line.msg)).not.toContain('child stopped')
  })

  it('closes after an uncaught error, logs it, and exits 1', async () => {
    const { code, lines } = await run({ SHUTDOWN_MODE: 'crash' })
    expect(code).toBe(1)
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'shutting down after an error', err: expect.objectContaining({ message: 'boom' }) }))
    expect(lines.map((line) => line.msg)).toContain('child stopped')
  })
})

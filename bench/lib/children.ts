import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { Service } from '../../test/support/processes.js'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface Baseline {
  url: string
  child: ChildProcess
  stop: () => Promise<void>
}

/** Runs one of bench/baselines/*.ts as its own process and resolves with its URL once it listens. */
export async function startBaseline (file: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Baseline> {
  const child = spawn(process.execPath, [...nodeArgs, '--conditions=source', '--import', 'tsx', file], {
    cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe']
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => { stderr = (stderr + chunk).slice(-4000) })
  const exited = once(child, 'exit')
  const lines = createInterface({ input: child.stdout! })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file}: not ready within 30 s\n${stderr}`)), 30_000)
    lines.on('line', (text) => {
      try {
        const line = JSON.parse(text) as { msg?: string, url?: string }
        if (line.msg === 'baseline ready' && line.url !== undefined) { clearTimeout(timer); resolve(line.url) }
      } catch {}
    })
    exited.then(() => { clearTimeout(timer); reject(new Error(`${file} exited before it was ready\n${stderr}`)) }, () => {})
  })
  lines.close()
  child.stdout?.resume()
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
  }
}

export interface Rss { rssMb: number, peakMb: number }

/** Resident and peak resident memory of a process, from /proc/<pid>/status (VmRSS, VmHWM). */
export async function readRss (pid: number | undefined): Promise<Rss> {
  if (pid === undefined) return { rssMb: Number.NaN, peakMb: Number.NaN }
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
  } catch {
    return { rssMb: Number.NaN, peakMb: Number.NaN }
  }
}

/**
 * Stops parsing a harness service's log lines in this process: under load the api prints a line per
 * request, and parsing them here would take CPU from the load generator. Output is still drained.
 */
export function quietLogs (service: Service | undefined): void {
  const stdout = service?.child.stdout
  if (stdout === undefined || stdout === null) return
  stdout.removeAllListeners('data')
  stdout.on('data', () => {})
}

/** The base URL a harness service announced in its ready line (`address`). */
export function serviceUrl (service: Service | undefined): string {
  const url = service?.ready.address
  if (typeof url !== 'string') throw new Error(`${service?.name ?? 'service'}: its ready line carries no address`)
  return url
}

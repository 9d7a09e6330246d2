import { readFile } from 'node:fs/promises'
import type { Redis } from 'ioredis'

// Linux USER_HZ: /proc/<pid>/stat reports CPU time in these ticks (100 on every mainstream kernel).
const TICKS_PER_S = 100

/** User + system CPU seconds a process has used so far, from /proc/<pid>/stat; NaN when unreadable. */
export async function cpuSeconds (pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S
  } catch {
    return Number.NaN
  }
}

/** A Redis server's own CPU (user + system) so far, seconds, from `INFO cpu`: server-wide, every client counts. */
export async function redisCpuSeconds (redis: Pick<Redis, 'info'>): Promise<number> {
  const info = await redis.info('cpu')
  return Number(/used_cpu_user:([\d.]+)/.exec(info)?.[1]) + Number(/used_cpu_sys:([\d.]+)/.exec(info)?.[1])
}

export type CpuSnapshot = Record<string, number>

export async function snapshotCpu (pids: Record<string, number | undefined>): Promise<CpuSnapshot> {
  const out: CpuSnapshot = {}
  for (const [name, pid] of Object.entries(pids)) out[name] = await cpuSeconds(pid)
  return out
}

/** CPU milliseconds each process spent between two snapshots, divided by `per` (e.g. operations). */
export function cpuMsPer (before: CpuSnapshot, after: CpuSnapshot, per: number): Record<string, number> {
  const out: Record<string, number> = {}
  for (const name of Object.keys(after)) out[name] = Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000 / per * 1000) / 1000
  return out
}

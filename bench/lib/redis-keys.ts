import type { Redis } from 'ioredis'
import { scanKeys, unlinkMatching } from '@hcs/runtime'

/** Deletes every key matching `pattern` (SCAN, never KEYS; on a Redis Cluster, on every master); returns how many. */
export async function deleteMatching (redis: Redis, pattern: string): Promise<number> {
  return await unlinkMatching(redis, pattern)
}

/** `used_memory` from INFO memory, in bytes. */
export async function usedMemory (redis: Redis): Promise<number> {
  const info = await redis.info('memory')
  return Number(/^used_memory:(\d+)/m.exec(info)?.[1] ?? Number.NaN)
}

export interface KeyUsage {
  keys: number
  bytes: number
  /** Bytes by key family: the part after the prefix up to the next `:` (job, idem, tx, topic, hcs20-submit…). */
  byKind: Record<string, { keys: number, bytes: number }>
}

const KINDS = new Set(['job', 'idem', 'tx', 'reservation', 'hcs20-submit', 'submissions'])

/**
 * The family of a key named after the prefix (ADR 027): `topic:{<net>:<topic>}:job:…` → job (likewise idem,
 * tx, reservation, submissions, and hcs20-submit for the topic's BullMQ queue), other keys of a topic → topic,
 * anything else its first part (`webhooks`, `net`, `rl`).
 */
function keyKind (rest: string): string {
  const parts = rest.replace(/\{[^}]*\}/, 'TAG').split(':')
  if (parts[0] !== 'topic') return parts[0] ?? ''
  const inTopic = parts[2] ?? ''
  return KINDS.has(inTopic) ? inTopic : 'topic'
}

/** MEMORY USAGE summed over every key under `prefix:` (on a Redis Cluster, of every master), which other Redis users cannot disturb. */
export async function keyUsage (redis: Redis, prefix: string): Promise<KeyUsage> {
  const usage: KeyUsage = { keys: 0, bytes: 0, byKind: {} }
  await scanKeys(redis, `${prefix}:*`, async (keys, node) => {
    // one pipeline on the node that holds the keys: MEMORY USAGE is one key per command
    const pipeline = node.pipeline()
    for (const key of keys) pipeline.memory('USAGE', key, 'SAMPLES', '0')
    const results = await pipeline.exec() ?? []
    keys.forEach((key, i) => {
      const bytes = Number(results[i]?.[1] ?? 0)
      const kind = keyKind(key.slice(prefix.length + 1))
      const entry = usage.byKind[kind] ?? { keys: 0, bytes: 0 }
      entry.keys += 1
      entry.bytes += bytes
      usage.byKind[kind] = entry
      usage.keys += 1
      usage.bytes += bytes
    })
  }, 2000)
  return usage
}

/** The Redis server's pid (INFO server process_id), to read its CPU time. */
export async function redisPid (redis: Redis): Promise<number | undefined> {
  const info = await redis.info('server')
  const pid = /^process_id:(\d+)/m.exec(info)?.[1]
  return pid === undefined ? undefined : Number(pid)
}

/** Calls per command from INFO commandstats (server-wide: other clients count too). */
export async function commandCalls (redis: Redis): Promise<Record<string, number>> {
  const info = await redis.info('commandstats')
  const calls: Record<string, number> = {}
  for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls[match[1] as string] = Number(match[2])
  return calls
}

/**
 * Commands per request between two commandstats readings, largest first; `own`: commands by name the bench itself
 * sent in between (its reads of job records), taken off so that what is left is the stack's.
 */
export function callsPer (before: Record<string, number>, after: Record<string, number>, requests: number, own: Record<string, number> = {}): Record<string, number> {
  const out: Array<[string, number]> = []
  for (const [cmd, calls] of Object.entries(after)) {
    const delta = calls - (before[cmd] ?? 0) - (own[cmd] ?? 0)
    if (delta / requests >= 0.05) out.push([cmd, Math.round(delta / requests * 100) / 100])
  }
  out.sort((a, b) => b[1] - a[1])
  return Object.fromEntries([['total', Math.round(out.reduce((sum, [, n]) => sum + n, 0) * 100) / 100], ...out])
}

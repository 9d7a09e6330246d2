import type { Redis } from 'ioredis'

/** Writes a job record the way the api creates it: one JSON string of flat fields, with a TTL. */
export async function writeRecord (redis: Redis, key: string, flat: Record<string, string>): Promise<void> {
  await redis.set(key, JSON.stringify(flat), 'EX', 600)
}

/** The flat fields of a stored job record ({} when absent). */
export async function readRecord (redis: Redis, key: string): Promise<Record<string, string>> {
  return JSON.parse(await redis.get(key) ?? '{}') as Record<string, string>
}

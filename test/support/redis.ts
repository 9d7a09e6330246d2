import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/** The Redis every test talks to; global-setup.ts has already made sure it answers. */
export function testRedisUrl (): string {
  const url = process.env.REDIS_URL
  if (url === undefined || url === '') throw new Error('REDIS_URL is not set: run tests through vitest (global setup provides it)')
  return url
}

/** A prefix unique to one test file or test, for BullMQ queues and our own keys. */
export function uniquePrefix (name = 'test'): string {
  return `${name}-${randomUUID().slice(0, 8)}`
}

/** Deletes every key under `prefix` (SCAN, never KEYS). */
export async function deleteKeys (redis: Redis, prefix: string): Promise<void> {
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
    cursor = next
    if (keys.length > 0) await redis.unlink(...keys)
  } while (cursor !== '0')
}

export function connectRedis (): Redis {
  return new Redis(testRedisUrl(), { maxRetriesPerRequest: null })
}

/** The network id tests use when they build keys or apps in process (a stack uses its emulator's id). */
export const TEST_NETWORK = 'local-test'

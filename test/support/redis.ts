import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { createRedis, unlinkMatching } from '@hcs/runtime'

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

/** Deletes every key under `prefix` (SCAN, never KEYS; on a Redis Cluster, on every master). */
export async function deleteKeys (redis: Redis, prefix: string): Promise<void> {
  await unlinkMatching(redis, `${prefix}*`)
}

/**
 * A connection to the test Redis, or, given an app environment with REDIS_CLUSTER_NODES, a Cluster client on
 * those nodes (ADR 027), as the apps open it.
 */
export function connectRedis (env?: Record<string, string | undefined>): Redis {
  const nodes = env?.REDIS_CLUSTER_NODES
  if (nodes !== undefined && nodes !== '') return createRedis({ REDIS_URL: testRedisUrl(), REDIS_CLUSTER_NODES: nodes.split(',') }, 'queue')
  return createRedis(testRedisUrl(), 'queue')
}

/** The network id tests use when they build keys or apps in process (a stack uses its emulator's id). */
export const TEST_NETWORK = 'local-test'

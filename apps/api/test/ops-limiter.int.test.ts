import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteKeys, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import type { Caller } from '../src/access/auth.js'
import { createOpsLimiter } from '../src/access/ops-limiter.js'
import type { OpsLimiter } from '../src/access/ops-limiter.js'
import { createRedis, waitForRedis } from '../src/redis.js'

const prefix = uniquePrefix('ops-limiter')
const caller = (keyId: string, opsPerSecond?: number, tenant?: { name: string, opsPerSecond: number }): Caller => ({
  keyId,
  tenant: tenant?.name ?? 'acme',
  scopes: new Set(['submit'] as const),
  ...(opsPerSecond === undefined ? {} : { opsPerSecond }),
  ...(tenant === undefined ? {} : { tenantOpsPerSecond: tenant.opsPerSecond })
})

/**
 * `count` takes of `operations` each, all at once, spread over the limiters (two api processes); how many passed,
 * and how long (ms) the whole took: the refill meanwhile bounds what may pass beyond a full bucket.
 */
async function storm (limiters: OpsLimiter[], who: Caller | ((i: number) => Caller), count: number, operations = 1): Promise<{ passed: number, refused: number, ms: number, refusal?: unknown }> {
  const started = performance.now()
  let refusal: unknown
  const outcomes = await Promise.all(Array.from({ length: count }, async (_, i) => {
    try {
      await limiters[i % limiters.length]?.take(typeof who === 'function' ? who(i) : who, operations)
      return 'passed'
    } catch (err) {
      expect(err).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 })
      refusal = err
      return 'refused'
    }
  }))
  return { passed: outcomes.filter((o) => o === 'passed').length, refused: outcomes.filter((o) => o === 'refused').length, ms: performance.now() - started, refusal }
}

describe('operations per second shared by api processes (OPS_LIMIT_STORE=redis)', () => {
  let redis: Redis
  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
  })
  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })
  const bucketTokens = async (name: string): Promise<number> => Number(await redis.hget(`${prefix}:{access}:${name}`, 'tokens'))

  it('lets concurrent callers on two processes spend exactly one key\'s full bucket, never into debt', async () => {
    const rate = 500
    const processes = [createOpsLimiter({ redis, prefix }), createOpsLimiter({ redis, prefix })]
    // a full bucket holds one second: all of it passes, however many ask at once
    const full = await storm(processes, caller('shared', rate), rate)
    expect(full).toMatchObject({ passed: rate, refused: 0 })
    // past it, what passes is what refilled meanwhile, and the bucket never goes below zero
    const past = await storm(processes, caller('shared', rate), 300)
    expect(past.passed).toBeLessThanOrEqual(Math.ceil(rate * (full.ms + past.ms) / 1000) + 1)
    expect(past.refused).toBeGreaterThan(0)
    expect(await bucketTokens('ops:shared')).toBeGreaterThanOrEqual(0)
  })

  it('refuses nothing below a high rate: 3,000 at once on a key of 1,000,000 a second all pass', async () => {
    const processes = [createOpsLimiter({ redis, prefix }), createOpsLimiter({ redis, prefix })]
    expect(await storm(processes, caller('fast', 1_000_000), 3000)).toMatchObject({ passed: 3000, refused: 0 })
    // and the default 1,000 a second: its full bucket passes whole across both processes, leases ahead included
    const full = await storm(processes, caller('default-rate', 1000), 1000)
    expect(full).toMatchObject({ passed: 1000, refused: 0 })
    expect(await bucketTokens('ops:default-rate')).toBeGreaterThanOrEqual(0)
  })

  it('leases ahead only from the room beyond a full second: what one process holds ahead, the other never misses', async () => {
    const rate = 1000
    const [quiet, busy] = [createOpsLimiter({ redis, prefix }), createOpsLimiter({ redis, prefix })]
    // one request on a full bucket: the process leases ahead (a hundredth of a second at most), from the room alone
    await quiet!.take(caller('room', rate), 1)
    expect(await bucketTokens('ops:room')).toBeGreaterThanOrEqual(rate)
    expect(await bucketTokens('ops:room')).toBeLessThan(rate + rate / 100)
    // the rest of the second, all at once on the other process, passes whole while the first holds its lease
    expect(await storm([busy!], caller('room', rate), rate - 1)).toMatchObject({ passed: rate - 1, refused: 0 })
    expect(await bucketTokens('ops:room')).toBeGreaterThanOrEqual(0)
  })

  it('holds all keys of a tenant to the tenant\'s budget together', async () => {
    const processes = [createOpsLimiter({ redis, prefix }), createOpsLimiter({ redis, prefix })]
    const tenant = { name: 'capped', opsPerSecond: 200 }
    const keys = [caller('capped-1', 1000, tenant), caller('capped-2', 1000, tenant)]
    const { passed, refused, ms, refusal } = await storm(processes, (i) => keys[Math.floor(i / 2) % 2]!, 600)
    expect(passed).toBeGreaterThanOrEqual(tenant.opsPerSecond)
    expect(passed).toBeLessThanOrEqual(tenant.opsPerSecond + Math.ceil(tenant.opsPerSecond * ms / 1000) + 1)
    expect(refused).toBe(600 - passed)
    expect(await bucketTokens('tenant-ops:capped')).toBeGreaterThanOrEqual(0)
    // the tenant's refusal names its budget
    expect(refusal).toMatchObject({ statusCode: 429, headers: { 'ratelimit-limit': '200', 'ratelimit-policy': '200;w=1' } })
  })

  it('takes a batch whole or not at all, and refuses one larger than a second\'s budget with 400', async () => {
    const limiter = createOpsLimiter({ redis, prefix })
    await expect(limiter.take(caller('batches', 100), 101)).rejects.toMatchObject({ code: 'VALIDATION_FAILED', statusCode: 400 })
    await limiter.take(caller('batches', 100), 80)
    await expect(limiter.take(caller('batches', 100), 80)).rejects.toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 })
    // the refused batch took nothing: what is left still passes
    await limiter.take(caller('batches', 100), 20)
    // a key without a limit (an operator key) is never counted
    expect(await storm([limiter], caller('operator'), 2000)).toMatchObject({ passed: 2000, refused: 0 })
  })

  it('counts per process in memory (OPS_LIMIT_STORE=memory): two processes let twice the budget through', async () => {
    const rate = 50
    const memory = [createOpsLimiter(), createOpsLimiter()]
    const { passed } = await storm(memory, caller('local', rate), 4 * rate)
    expect(passed).toBeGreaterThanOrEqual(2 * rate)
    expect(passed).toBeLessThan(4 * rate)
  })

  it('forgets keys that went quiet, so key ids never used again leave nothing behind', async () => {
    let now = 1_000_000
    const clock = () => now
    for (const limiter of [createOpsLimiter({ redis, prefix, now: clock }), createOpsLimiter({ now: clock })]) {
      for (let i = 0; i < 50; i++) await limiter.take(caller(`quiet-${i}`, 100), 1)
      expect(limiter.held()).toBe(50)
      // within a lease's life nothing is forgotten, and a key still in use is kept
      now += 5_000
      await limiter.take(caller('busy', 100), 1)
      expect(limiter.held()).toBe(51)
      now += 5_000
      await limiter.take(caller('busy', 100), 1)
      expect(limiter.held()).toBe(1)
      // a forgotten key is served again as a new one: from the shared bucket (Redis keeps its level), else a full second
      await limiter.take(caller('quiet-0', 100), 1)
      expect(limiter.held()).toBe(2)
    }
    const memory = createOpsLimiter({ now: clock })
    await memory.take(caller('again', 100), 60)
    now += 10_000
    await memory.take(caller('other', 100), 1)
    expect(memory.held()).toBe(1)
    expect(await storm([memory], caller('again', 100), 100)).toMatchObject({ passed: 100, refused: 0 })
  })
})

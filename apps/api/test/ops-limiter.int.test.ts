import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteKeys, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import type { Caller } from '../src/access/auth.js'
import { createOpsLimiter } from '../src/access/ops-limiter.js'
import { createRedis, waitForRedis } from '../src/redis.js'

const prefix = uniquePrefix('ops-limiter')
const caller = (keyId: string, opsPerSecond?: number): Caller => ({ keyId, tenant: 'acme', scopes: new Set(['submit'] as const), ...(opsPerSecond === undefined ? {} : { opsPerSecond }) })

/** Takes one operation at a time, alternating between the limiters, until one refuses; how many passed and how long it took. */
async function drain (limiters: Array<ReturnType<typeof createOpsLimiter>>, who: Caller): Promise<{ passed: number, ms: number }> {
  const started = performance.now()
  for (let passed = 0; ; passed++) {
    try {
      await limiters[passed % limiters.length]!.take(who, 1)
    } catch (err) {
      expect(err).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 })
      return { passed, ms: performance.now() - started }
    }
  }
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

  it('lets two processes together spend one key\'s budget, give or take their leases and the refill meanwhile', async () => {
    const rate = 500
    const processes = [createOpsLimiter({ redis, prefix }), createOpsLimiter({ redis, prefix })]
    const { passed, ms } = await drain(processes, caller('shared', rate))
    // one second's budget, plus what refilled while draining, plus each process's lease ahead (a tenth of a second)
    expect(passed).toBeGreaterThanOrEqual(rate)
    expect(passed).toBeLessThanOrEqual(rate + Math.ceil(rate * ms / 1000) + 2 * rate / 10 + 1)
    // another key has a budget of its own; a key without a limit (an operator key) is never counted
    expect((await drain(processes, caller('other', 20))).passed).toBeGreaterThanOrEqual(20)
    for (let i = 0; i < 2000; i++) await processes[i % 2]!.take(caller('operator'), 1)
  })

  it('counts per process in memory (OPS_LIMIT_STORE=memory): two processes let twice the budget through', async () => {
    const rate = 50
    const { passed } = await drain([createOpsLimiter(), createOpsLimiter()], caller('local', rate))
    expect(passed).toBeGreaterThanOrEqual(2 * rate)
  })
})

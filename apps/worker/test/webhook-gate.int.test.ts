// The per-endpoint and per-tenant slots and the circuit breaker (ADR 035) on real Redis, through two gates on
// connections of their own: two worker processes agree on one state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { circuitView, openCircuitsKey, webhookBreakerKey } from '@hcs/protocol'
import { connectRedis, deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createEndpointGate, deferUntil, type EndpointGate, type GateOptions } from '../src/webhooks/gate.js'

const prefix = uniquePrefix('webhook-gate')
const keys = { prefix, network: TEST_NETWORK }
const options: GateOptions = { perEndpoint: 2, perTenant: 3, leaseMs: 1000, failures: 3, cooldownMs: 1000, maxCooldownMs: 3000, ttlSeconds: 60 }
let redis: Redis
let other: Redis
let one: EndpointGate
let two: EndpointGate
let n = 0
const endpoint = (): string => `wh_gate_${++n}`

type Granted = { granted: true, token: string, probe: boolean }
function granted (admission: Awaited<ReturnType<EndpointGate['acquire']>>): Granted {
  if (!admission.granted) throw new Error(`not granted: ${admission.reason}`)
  return admission
}

/** Fails `times` attempts in a row at `id`, returning the last transition. */
async function fail (gate: EndpointGate, id: string, times: number, tenant = 'tenant-f'): Promise<string | undefined> {
  let last: string | undefined
  for (let i = 0; i < times; i++) last = (await gate.release(granted(await gate.acquire(id, tenant, `d${i}`)), id, tenant, 'failed')).transition
  return last
}

beforeAll(() => {
  redis = connectRedis()
  other = connectRedis()
  one = createEndpointGate(redis, keys, options)
  two = createEndpointGate(other, keys, options)
})

afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis?.quit()
  await other?.quit()
})

describe(createEndpointGate.name, () => {
  it('lets N deliveries in flight to one endpoint across processes, and wakes the oldest waiter when one ends', async () => {
    const id = endpoint()
    // an endpoint that answered before: only the per-endpoint limit applies
    await one.release(granted(await one.acquire(id, 't1', 'warm')), id, 't1', 'ok')
    const a = granted(await one.acquire(id, 't1', 'd1'))
    granted(await two.acquire(id, 't1', 'd2'))
    expect(await two.acquire(id, 't1', 'd3')).toMatchObject({ granted: false, reason: 'busy' })
    expect(await one.acquire(id, 't1', 'd4')).toMatchObject({ granted: false, reason: 'busy' })
    expect(await one.release(a, id, 't1', 'ok')).toEqual({ wake: ['d3'] })
    granted(await two.acquire(id, 't1', 'd3'))
  })

  it('gives a dead holder\'s slot back when its lease ends', async () => {
    const id = endpoint()
    await one.release(granted(await one.acquire(id, 't1', 'warm')), id, 't1', 'ok')
    granted(await one.acquire(id, 't1', 'd1'))
    granted(await one.acquire(id, 't1', 'd2'))
    expect((await two.acquire(id, 't1', 'd3')).granted).toBe(false)
    // neither holder releases (its process died): the leases (1 s: long enough that a busy machine never ends one before a test is done with it) end
    await new Promise((resolve) => setTimeout(resolve, 1100))
    granted(await two.acquire(id, 't1', 'd3'))
  })

  it('holds a tenant to its slots at endpoints not known to answer, never another tenant', async () => {
    const ids = [endpoint(), endpoint(), endpoint(), endpoint()]
    for (const [i, id] of ids.slice(0, 3).entries()) granted(await one.acquire(id, 'tenant-b', `b${i}`))
    expect(await two.acquire(ids[3]!, 'tenant-b', 'b3')).toMatchObject({ granted: false, reason: 'tenant' })
    granted(await two.acquire(ids[3]!, 'tenant-a', 'a0'))
  })

  it('opens after K consecutive failures, defers until the cool-down ends, lets one probe through, closes on an answer', async () => {
    const id = endpoint()
    expect(await fail(one, id, 2)).toBeUndefined()
    // one answer resets the count
    await two.release(granted(await two.acquire(id, 'tenant-f', 'x')), id, 'tenant-f', 'ok')
    expect(await fail(one, id, 2)).toBeUndefined()
    // failing: one in flight at a time
    const inFlight = granted(await one.acquire(id, 'tenant-f', 'd9'))
    expect(await two.acquire(id, 'tenant-f', 'd10')).toMatchObject({ granted: false, reason: 'busy' })
    expect((await one.release(inFlight, id, 'tenant-f', 'failed')).transition).toBe('opened')
    const at = Date.now()
    const deferred = await two.acquire(id, 'tenant-f', 'd10')
    expect(deferred).toMatchObject({ granted: false, reason: 'open' })
    if (deferred.granted) throw new Error('unreachable')
    expect(deferred.at).toBeGreaterThanOrEqual(at + 900)
    expect(deferred.at).toBeLessThanOrEqual(at + 1000)
    const view = circuitView(await redis.hgetall(webhookBreakerKey(keys, id)), Date.now())
    expect(view.circuit).toBe('open')
    expect(await one.openCircuits()).toBeGreaterThanOrEqual(1)
    // past the cool-down (as if): half-open, one probe, the rest wait for it
    await redis.hset(webhookBreakerKey(keys, id), 'openUntil', String(Date.now() - 1))
    expect(circuitView(await redis.hgetall(webhookBreakerKey(keys, id)), Date.now()).circuit).toBe('half-open')
    const probe = granted(await one.acquire(id, 'tenant-f', 'p1'))
    expect(probe.probe).toBe(true)
    expect(await two.acquire(id, 'tenant-f', 'p2')).toMatchObject({ granted: false, reason: 'probing' })
    // the probe answered (a 4xx counts: the endpoint is up): closed, and the waiters, oldest first, as many as there are slots
    expect(await one.release(probe, id, 'tenant-f', 'ok')).toEqual({ transition: 'closed', wake: ['d10', 'p2'] })
    expect(await redis.zscore(openCircuitsKey(keys), id)).toBeNull()
    expect(circuitView(await redis.hgetall(webhookBreakerKey(keys, id)), Date.now())).toEqual({ circuit: 'closed', failingSince: null, openUntil: null })
  })

  it('reopens after a failed probe with a doubled cool-down, capped', async () => {
    const id = endpoint()
    expect(await fail(one, id, 3)).toBe('opened')
    const cooldowns: number[] = []
    for (let i = 0; i < 3; i++) {
      await redis.hset(webhookBreakerKey(keys, id), 'openUntil', String(Date.now() - 1))
      const probe = granted(await two.acquire(id, 'tenant-f', `p${i}`))
      expect(probe.probe).toBe(true)
      const before = Date.now()
      expect((await two.release(probe, id, 'tenant-f', 'failed')).transition).toBe('reopened')
      cooldowns.push(Math.round((Number(await redis.hget(webhookBreakerKey(keys, id), 'openUntil')) - before) / 100) * 100)
    }
    expect(cooldowns).toEqual([2000, 3000, 3000])
    // an attempt that says nothing of the endpoint (a refused address) changes nothing
    const fields = await redis.hgetall(webhookBreakerKey(keys, id))
    await redis.hset(webhookBreakerKey(keys, id), 'openUntil', String(Date.now() - 1))
    const probe = granted(await one.acquire(id, 'tenant-f', 'p9'))
    expect((await one.release(probe, id, 'tenant-f', 'none')).transition).toBeUndefined()
    expect((await redis.hgetall(webhookBreakerKey(keys, id))).failures).toBe(fields.failures)
  })
})

describe(deferUntil.name, () => {
  it('waits for the cool-down (spread over a fifth of it), the probe\'s lease, or a doubling delay capped at 15 s', () => {
    const now = 1_000_000
    expect(deferUntil({ reason: 'open', at: now + 10_000 }, 0, now, () => 0)).toBe(now + 10_000)
    expect(deferUntil({ reason: 'open', at: now + 10_000 }, 0, now, () => 1)).toBe(now + 12_000)
    expect(deferUntil({ reason: 'probing', at: now + 5000 }, 3, now, () => 0)).toBe(now + 5000)
    expect(deferUntil({ reason: 'busy', at: 0 }, 0, now, () => 0.5)).toBe(now + 250)
    expect(deferUntil({ reason: 'tenant', at: 0 }, 2, now, () => 0.5)).toBe(now + 1000)
    expect(deferUntil({ reason: 'busy', at: 0 }, 40, now, () => 0.5)).toBe(now + 15_000)
  })
})

// The reservation scripts of protocol (lua/admit.lua, lua/release-reservation.lua) against the real Redis: admission against the
// projected state, exact 18-digit arithmetic, and release exactly once.
import {
  admitScript, balancesKey, inscriptionKey, pendingDebitsKey, pendingDeployKey,
  pendingSupplyKey, releaseScript, reservationKey, reservationTotalsKeys, topicReservationsKey
} from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis, deleteKeys, TEST_NETWORK, uniquePrefix } from './support/redis.js'

const TOPIC = '0.0.1001'
let redis: Redis
const prefix = uniquePrefix('ledger-scripts')
const redisKeys = { prefix, network: TEST_NETWORK }
let job = 0

interface Op { op: 'deploy' | 'mint' | 'transfer' | 'burn', tick: string, amt?: string, from?: string, max?: string, lim?: string }

async function admit (o: Op): Promise<{ result: string, jobId: string }> {
  const jobId = `job-${++job}`
  const result = await admitScript.run(redis, {
    keys: {
      inscription: inscriptionKey(redisKeys, TOPIC, o.tick),
      pendingDeploy: pendingDeployKey(redisKeys, TOPIC, o.tick),
      pendingSupply: pendingSupplyKey(redisKeys, TOPIC),
      balances: balancesKey(redisKeys, TOPIC, o.tick),
      pendingDebits: pendingDebitsKey(redisKeys, TOPIC, o.tick),
      reservation: reservationKey(redisKeys, TOPIC, jobId),
      reservations: topicReservationsKey(redisKeys, TOPIC),
      ...reservationTotalsKeys(redisKeys, TOPIC)
    },
    args: { op: o.op, tick: o.tick, amt: o.amt ?? '', account: o.from ?? '', max: o.max ?? '', lim: o.lim ?? '', jobId, at: 1_700_000_000_000 + job }
  })
  return { result, jobId }
}

async function release (jobId: string): Promise<number> {
  return await releaseScript.run(redis, { keys: { reservation: reservationKey(redisKeys, TOPIC, jobId), ...reservationTotalsKeys(redisKeys, TOPIC) }, args: {} })
}

async function confirmDeploy (tick: string, max: string, lim?: string): Promise<void> {
  await redis.hset(inscriptionKey(redisKeys, TOPIC, tick), { max, supply: '0', ...(lim === undefined ? {} : { lim }) })
}

describe('admitScript and releaseScript', () => {
  beforeAll(() => { redis = connectRedis() })
  afterAll(async () => { await deleteKeys(redis, prefix); redis.disconnect() })

  it('reserves a ticker for a pending deploy and refuses a second deploy', async () => {
    const { result, jobId } = await admit({ op: 'deploy', tick: 'dup', max: '10' })
    expect(result).toBe('OK')
    // no TTL: a reservation lives until its job settles or the sweep releases it (ADR 019)
    expect(await redis.ttl(pendingDeployKey(redisKeys, TOPIC, 'dup'))).toBe(-1)
    expect(await redis.ttl(reservationKey(redisKeys, TOPIC, jobId))).toBe(-1)
    expect((await admit({ op: 'deploy', tick: 'dup', max: '10' })).result).toBe('TICKER_EXISTS')
    await confirmDeploy('conf', '10')
    expect((await admit({ op: 'deploy', tick: 'conf', max: '10' })).result).toBe('TICKER_EXISTS')
  })

  it('indexes every reservation by admission time and unindexes it on release', async () => {
    await confirmDeploy('idx', '100')
    const { jobId } = await admit({ op: 'mint', tick: 'idx', amt: '3' })
    expect(await redis.zscore(topicReservationsKey(redisKeys, TOPIC), jobId)).toBe(String(1_700_000_000_000 + job))
    expect(await redis.hgetall(reservationKey(redisKeys, TOPIC, jobId))).toMatchObject({ kind: 'supply', field: 'idx', amt: '3', jobId, index: topicReservationsKey(redisKeys, TOPIC) })
    expect(await release(jobId)).toBe(1)
    expect(await redis.zscore(topicReservationsKey(redisKeys, TOPIC), jobId)).toBeNull()
  })

  it('frees the ticker when the deploy is released, once', async () => {
    const first = await admit({ op: 'deploy', tick: 'freed', max: '10' })
    expect(await release(first.jobId)).toBe(1)
    expect(await release(first.jobId)).toBe(0)
    expect((await admit({ op: 'deploy', tick: 'freed', max: '10' })).result).toBe('OK')
  })

  it('checks mints against lim and against max counting pending mints, also for a pending deploy', async () => {
    await admit({ op: 'deploy', tick: 'mintp', max: '100', lim: '60' })
    expect((await admit({ op: 'mint', tick: 'mintp', amt: '61' })).result).toBe('LIMIT_EXCEEDED')
    expect((await admit({ op: 'mint', tick: 'mintp', amt: '60' })).result).toBe('OK')
    expect((await admit({ op: 'mint', tick: 'mintp', amt: '41' })).result).toBe('SUPPLY_EXCEEDED')
    const last = await admit({ op: 'mint', tick: 'mintp', amt: '40' })
    expect(last.result).toBe('OK')
    expect((await admit({ op: 'mint', tick: 'mintp', amt: '1' })).result).toBe('SUPPLY_EXCEEDED')
    await release(last.jobId)
    expect((await admit({ op: 'mint', tick: 'mintp', amt: '1' })).result).toBe('OK')
    expect((await admit({ op: 'mint', tick: 'nope', amt: '1' })).result).toBe('TICKER_NOT_FOUND')
  })

  it('does exact arithmetic on 18-digit amounts, beyond 2^53', async () => {
    const max = '999999999999999999'
    await confirmDeploy('big', max)
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'big'), 'supply', '999999999999999990')
    expect((await admit({ op: 'mint', tick: 'big', amt: '8' })).result).toBe('OK')
    expect((await admit({ op: 'mint', tick: 'big', amt: '1' })).result).toBe('OK')
    // supply ...990 + pending 9 = max exactly: one more unit is over (doubles would round these equal)
    expect((await admit({ op: 'mint', tick: 'big', amt: '1' })).result).toBe('SUPPLY_EXCEEDED')
    expect(await redis.hget(pendingSupplyKey(redisKeys, TOPIC), 'big')).toBe('9')

    await redis.hset(balancesKey(redisKeys, TOPIC, 'big'), '0.0.7', '900000000000000001')
    expect((await admit({ op: 'burn', tick: 'big', amt: '900000000000000000', from: '0.0.7' })).result).toBe('OK')
    expect((await admit({ op: 'burn', tick: 'big', amt: '2', from: '0.0.7' })).result).toBe('INSUFFICIENT_BALANCE')
    expect((await admit({ op: 'burn', tick: 'big', amt: '1', from: '0.0.7' })).result).toBe('OK')
    expect(await redis.hget(pendingDebitsKey(redisKeys, TOPIC, 'big'), '0.0.7')).toBe('900000000000000001')

    // carries across the 9-digit halves
    await redis.hset(balancesKey(redisKeys, TOPIC, 'big'), '0.0.8', '1000000000')
    expect((await admit({ op: 'burn', tick: 'big', amt: '999999999', from: '0.0.8' })).result).toBe('OK')
    const one = await admit({ op: 'burn', tick: 'big', amt: '1', from: '0.0.8' })
    expect(one.result).toBe('OK')
    expect(await redis.hget(pendingDebitsKey(redisKeys, TOPIC, 'big'), '0.0.8')).toBe('1000000000')
    expect((await admit({ op: 'burn', tick: 'big', amt: '1', from: '0.0.8' })).result).toBe('INSUFFICIENT_BALANCE')
    await release(one.jobId)
    expect(await redis.hget(pendingDebitsKey(redisKeys, TOPIC, 'big'), '0.0.8')).toBe('999999999')
  })

  it('debits against the confirmed balance minus pending debits; pending credits never count', async () => {
    await confirmDeploy('deb', '1000')
    await redis.hset(balancesKey(redisKeys, TOPIC, 'deb'), '0.0.1', '100')
    const results = await Promise.all(Array.from({ length: 200 }, async (_, i) =>
      await admit({ op: 'transfer', tick: 'deb', amt: '1', from: '0.0.1' }).then((r) => ({ ...r, i }))))
    expect(results.filter((r) => r.result === 'OK')).toHaveLength(100)
    expect(results.filter((r) => r.result === 'INSUFFICIENT_BALANCE')).toHaveLength(100)
    // A pending mint to 0.0.1 does not make room.
    expect((await admit({ op: 'mint', tick: 'deb', amt: '5' })).result).toBe('OK')
    expect((await admit({ op: 'burn', tick: 'deb', amt: '1', from: '0.0.1' })).result).toBe('INSUFFICIENT_BALANCE')
    const firstOk = results.find((r) => r.result === 'OK')!
    await release(firstOk.jobId)
    expect((await admit({ op: 'burn', tick: 'deb', amt: '1', from: '0.0.1' })).result).toBe('OK')
    expect((await admit({ op: 'transfer', tick: 'ghost', amt: '1', from: '0.0.1' })).result).toBe('TICKER_NOT_FOUND')
  })

  it('removes the pending field when a release brings it to zero', async () => {
    await confirmDeploy('zero', '10')
    await redis.hset(balancesKey(redisKeys, TOPIC, 'zero'), '0.0.9', '5')
    const { jobId } = await admit({ op: 'burn', tick: 'zero', amt: '5', from: '0.0.9' })
    expect(await release(jobId)).toBe(1)
    expect(await redis.hexists(pendingDebitsKey(redisKeys, TOPIC, 'zero'), '0.0.9')).toBe(0)
  })
})

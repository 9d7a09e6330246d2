import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { setTimeout as sleep } from 'node:timers/promises'
import { connectRedis, deleteKeys, uniquePrefix } from '../../../test/support/redis.js'
import { acquireLease, tryAcquireLease } from '../src/lease.js'

const prefix = uniquePrefix('runtime-lease')
let redis: Redis
let n = 0
const key = (): string => `${prefix}:lock:${n++}`

// polls often: a renewal's window is a third of the ttl
async function waitFor (check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!await check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}

beforeAll(() => { redis = connectRedis() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(acquireLease.name, () => {
  it('makes a second instance wait until the first releases', async () => {
    const k = key()
    const first = await acquireLease({ redis, key: k, owner: 'a', ttlMs: 5000 }, new AbortController().signal)
    let secondHasIt = false
    const second = acquireLease({ redis, key: k, owner: 'b', ttlMs: 5000, retryMs: 20 }, new AbortController().signal)
      .then(lease => { secondHasIt = true; return lease })
    expect(await redis.get(k)).toBe('a')
    expect(secondHasIt).toBe(false)
    await first.release()
    expect(first.signal.aborted).toBe(true)
    const lease = await second
    expect(await redis.get(k)).toBe('b')
    await lease.release()
    expect(await redis.exists(k)).toBe(0)
  })

  it('keeps the lease alive past its ttl by renewing it', async () => {
    const k = key()
    const lease = await acquireLease({ redis, key: k, owner: 'a', ttlMs: 1000 }, new AbortController().signal)
    await waitFor(async () => (await redis.pttl(k)) < 800, 'the ttl running down')
    await waitFor(async () => (await redis.pttl(k)) > 900, 'a renewal')
    expect(await redis.get(k)).toBe('a')
    await lease.release()
  })

  it('aborts the lease signal when another owner holds the key at renewal', async () => {
    const k = key()
    let lost = false
    const lease = await acquireLease({ redis, key: k, owner: 'a', ttlMs: 1000, onLost: () => { lost = true } }, new AbortController().signal)
    await redis.set(k, 'intruder', 'PX', 5000)
    await waitFor(() => lease.signal.aborted, 'lease lost')
    expect(lost).toBe(true)
    await lease.release()
    expect(await redis.get(k)).toBe('intruder')
  })

  it('stops waiting when its signal aborts', async () => {
    const k = key()
    await redis.set(k, 'other', 'PX', 10_000)
    const controller = new AbortController()
    const pending = acquireLease({ redis, key: k, owner: 'a', ttlMs: 10_000, retryMs: 20 }, controller.signal)
    controller.abort()
    await expect(pending).rejects.toThrow()
  })
})

describe(tryAcquireLease.name, () => {
  it('takes a free key, re-takes its own, and refuses another owner', async () => {
    const k = key()
    expect(await tryAcquireLease(redis, k, 'a', 5000)).toBe(true)
    expect(await tryAcquireLease(redis, k, 'a', 5000)).toBe(true)
    expect(await tryAcquireLease(redis, k, 'b', 5000)).toBe(false)
  })
})

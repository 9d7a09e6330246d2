import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import type { Redis } from 'ioredis'
import { deleteKeys, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import { createKeyStore } from '../src/access/key-store.js'
import type { KeyStore } from '../src/access/key-store.js'
import { createRedis, createSubscriber, waitForRedis } from '../src/redis.js'

// The key store remembers the caller of each key it found under the key as presented (no HMAC on the next
// request); a load forgets them, so a revoked key is refused as soon as the process has heard of the change.
describe('access/key-store', () => {
  const prefix = uniquePrefix('api-key-store')
  const url = testRedisUrl()
  const configKey = 'key-store-test-operator-key'
  let redis: Redis
  let first: KeyStore
  let second: KeyStore
  const store = (): KeyStore => createKeyStore({
    redis,
    prefix,
    secret: 'key-store-test-secret',
    configKeys: [configKey],
    log: pino({ level: 'silent' }),
    connectSubscriber: () => createSubscriber(url),
    // no periodic check: each test says when a process looks
    checkMs: 3_600_000
  })

  beforeAll(async () => {
    redis = createRedis(url)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    first = store()
    second = store()
    await first.start()
    await second.start()
    expect(await first.createTenant('acme')).not.toBe('exists')
  })

  afterAll(async () => {
    await first.close()
    await second.close()
    await deleteKeys(redis, `${prefix}:*`)
    redis.disconnect()
  })

  it('answers a key the same on every lookup, and nothing for a key it does not hold', () => {
    const operator = first.lookup(configKey)
    expect(operator).toMatchObject({ tenant: 'default' })
    expect(first.lookup(configKey)).toBe(operator)
    expect(first.lookup(`${configKey}x`)).toBeUndefined()
    expect(first.lookup('')).toBeUndefined()
    expect(first.lookup(undefined)).toBeUndefined()
  })

  it('forgets a key revoked by another process once it reloads, though it had looked the key up before', async () => {
    const created = await first.createKey({ tenant: 'acme', name: 'short-lived', scopes: ['submit'] })
    await second.refresh()
    expect(second.lookup(created.key)).toMatchObject({ keyId: created.id, tenant: 'acme' })
    expect(second.lookup(created.key)).toMatchObject({ keyId: created.id, tenant: 'acme' })
    expect(await first.revokeKey(created.id)).toBe(true)
    expect(first.lookup(created.key)).toBeUndefined()
    await second.refresh()
    expect(second.lookup(created.key)).toBeUndefined()
    // the operator keys from the configuration stay
    expect(second.lookup(configKey)).toMatchObject({ tenant: 'default' })
  })

  it('answers a key changed since it was looked up as it is now', async () => {
    const created = await first.createKey({ tenant: 'acme', name: 'limited', scopes: ['read'], opsPerSecond: 5 })
    await second.refresh()
    expect(second.lookup(created.key)).toMatchObject({ opsPerSecond: 5 })
    // a change made behind the store's back (as by another version), announced by the version bump
    const digest = await redis.hget(`${prefix}:{access}:key-ids`, created.id)
    const info = JSON.parse(await redis.hget(`${prefix}:{access}:keys`, digest as string) as string) as Record<string, unknown>
    await redis.hset(`${prefix}:{access}:keys`, digest as string, JSON.stringify({ ...info, opsPerSecond: 7 }))
    await redis.incr(`${prefix}:{access}:version`)
    await second.refresh()
    expect(second.lookup(created.key)).toMatchObject({ opsPerSecond: 7 })
  })
})

import { afterAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { testRedisUrl } from '../../../test/support/redis.js'
import { createRedis, waitForRedis } from '../src/index.js'

// Port 1 on loopback: nothing listens, every connection attempt is refused at once.
const NOWHERE = 'redis://127.0.0.1:1'
const opened: Redis[] = []
const open = (...args: Parameters<typeof createRedis>): Redis => {
  const redis = createRedis(...args)
  opened.push(redis)
  return redis
}

afterAll(() => { for (const redis of opened) redis.disconnect() })

describe(createRedis.name, () => {
  it('connects every role to a Redis that answers', async () => {
    for (const role of ['request', 'subscriber', 'queue'] as const) {
      const sut = open(testRedisUrl(), role)
      expect(await waitForRedis(sut, 10_000)).toBe(true)
      expect(await sut.ping()).toBe('PONG')
    }
    const sut = open(testRedisUrl(), 'command-line')
    expect(sut.status).toBe('wait')
    await sut.connect()
    expect(await sut.ping()).toBe('PONG')
  })

  it('fails a request command at once while Redis is away, instead of queueing it', async () => {
    const sut = open(NOWHERE, 'request')
    await expect(sut.get('x')).rejects.toThrow(/Stream isn't writeable|enableOfflineQueue/)
  })

  it('gives BullMQ connections no retry limit per command', () => {
    expect(open(NOWHERE, 'queue').options.maxRetriesPerRequest).toBeNull()
  })

  it('tells onError about connection errors (and never leaves them unhandled)', async () => {
    const errors: Error[] = []
    const sut = open(NOWHERE, 'subscriber', { onError: (err) => { errors.push(err) } })
    await new Promise<void>((resolve) => { sut.once('error', () => { resolve() }) })
    expect(errors.length).toBeGreaterThan(0)
    expect(open(NOWHERE, 'queue').listenerCount('error')).toBe(1)
  })

  it('lets a command-line tool fail its connect and move on', async () => {
    const sut = open(NOWHERE, 'command-line')
    await expect(sut.connect()).rejects.toThrow()
  })
})

describe(waitForRedis.name, () => {
  it('resolves false when Redis does not become ready in time', async () => {
    expect(await waitForRedis(open(NOWHERE, 'request'), 50)).toBe(false)
  })
})

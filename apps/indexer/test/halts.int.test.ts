import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { Writable } from 'node:stream'
import { Redis as RedisClient } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { pino } from 'pino'
import { topicMetaKey } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startHealthServer } from '@hcs/runtime'
import { startIndexer } from '../src/indexer.js'
import type { Indexer } from '../src/indexer.js'
import { MirrorHttpError, parseMirrorPage } from '@hcs/runtime'
import type { MirrorClient } from '@hcs/runtime'
import { startTestNetwork } from './support/emulator.js'
import type { TestNetwork } from './support/emulator.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import { connect, silentLog } from './support/ledger.js'
import { waitFor } from './support/wait.js'

// A topic that cannot go on says so (halted, with the reason) instead
// of retrying in silence or waiting for messages that never come.
const prefix = uniquePrefix('indexer-halts')
const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
let net: TestNetwork
const running: Indexer[] = []

async function freePort (): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

function start (topicId: string, options: { mirror?: MirrorClient, log?: pino.Logger, pageLimit?: number } = {}): Indexer {
  const sut = startIndexer({
    redis, prefix, network: TEST_NETWORK, topics: [topicId], mirrorUrl: net.emulator.mirrorUrl, log: silentLog, pollMs: 50, retryBaseMs: 10, haltAfterFailures: 3, haltPollMs: 50, ...options
  })
  running.push(sut)
  return sut
}

function captureLog (): { log: pino.Logger, lines: Array<{ level: number, msg: string }> } {
  const lines: Array<{ level: number, msg: string }> = []
  const stream = new Writable({
    write (chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number, msg: string })
      done()
    }
  })
  return { log: pino({ level: 'debug' }, stream), lines }
}

const deploy = (tick: string): string => hcs20({ op: 'deploy', name: 'N', tick, max: '100' })

beforeAll(async () => {
  redis = connect()
  net = await startTestNetwork()
})
afterEach(async () => { await Promise.all(running.splice(0).map(async i => await i.stop())) })
afterAll(async () => {
  await net?.close()
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe('an indexer that cannot go on', () => {
  it('halts a topic whose page keeps failing on an error that is not a fault it waits out, logs it once per state change and turns unready', async () => {
    const topic = createFakeTopic('0.0.901', true)
    topic.submit({ payer: '0.0.2', text: deploy('ok') })
    // An error of our own (a bug): it fails the same way every time.
    let calls = 0
    const mirror: MirrorClient = {
      ...topic.mirror,
      getMessages: async () => {
        calls++
        throw new TypeError('Cannot read properties of undefined (reading \'x\')')
      }
    }
    const { log, lines } = captureLog()
    const sut = start(topic.topicId, { mirror, log })
    const health = await startHealthServer({ port: 0, registry: sut.metrics.registry, ready: sut.readiness })
    try {
      await waitFor(() => sut.status()[0]?.state === 'halted', 'the halt')
      expect(calls).toBe(3)
      expect(sut.status()).toEqual([{ topicId: topic.topicId, state: 'halted', reason: 'page_failed' }])
      const ready = await fetch(`http://127.0.0.1:${health.port}/health/ready`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({ topics: [{ topicId: topic.topicId, state: 'halted', reason: 'page_failed' }] })
      const meta = await redis.hgetall(topicMetaKey(redisKeys, topic.topicId))
      expect(meta).toMatchObject({ halted: 'page_failed', haltedSequence: '1' })
      expect(meta.haltedDetail).toContain('reading \'x\'')
      const errors = lines.filter(line => line.level >= 50).map(line => line.msg)
      expect(errors).toEqual(['following the topic failed, will retry', expect.stringContaining('TOPIC HALTED')])
    } finally {
      await health.close()
    }
  })

  it('resumes a halted topic once an operator clears the halt, without a restart', async () => {
    const topic = createFakeTopic('0.0.906', true)
    topic.submit({ payer: '0.0.2', text: deploy('resume') })
    let broken = true
    const mirror: MirrorClient = {
      ...topic.mirror,
      getMessages: async (...args) => {
        if (broken) throw new TypeError('a bug, fixed by the next deploy')
        return await topic.mirror.getMessages(...args)
      }
    }
    const sut = start(topic.topicId, { mirror })
    await waitFor(() => sut.status()[0]?.state === 'halted', 'the halt')
    broken = false
    await new Promise(resolve => setTimeout(resolve, 150))
    expect(sut.status()[0]?.state).toBe('halted') // the halt holds until it is cleared
    await redis.hdel(topicMetaKey(redisKeys, topic.topicId), 'halted')
    await waitFor(async () => await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') === '1', 'the topic resumed')
    await waitFor(() => sut.status()[0]?.state === 'following', 'following again')
    expect(sut.ready()).toBe(true)
    expect(sut.metrics.topic(topic.topicId).halted).toBe(false)
  })

  it('waits out a mirror that answers HTTP errors: unready with the reason, never halted, following again once it answers', async () => {
    const topic = createFakeTopic('0.0.902', true)
    topic.submit({ payer: '0.0.2', text: deploy('http') })
    let calls = 0
    let down = true
    const mirror: MirrorClient = {
      ...topic.mirror,
      getTopic: async (...args) => {
        calls++
        if (down) throw new MirrorHttpError(404, `/api/v1/topics/${topic.topicId}`)
        return await topic.mirror.getTopic(...args)
      }
    }
    const sut = start(topic.topicId, { mirror })
    await waitFor(() => calls >= 6, 'six failed attempts')
    expect(sut.status()).toEqual([{ topicId: topic.topicId, state: 'retrying', reason: 'mirror_unavailable' }])
    expect(sut.ready()).toBe(false)
    expect(await sut.readiness()).toMatchObject({ ready: false, reason: 'topic_retrying' })
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'halted')).toBeNull()
    down = false
    await waitFor(() => sut.status()[0]?.state === 'following', 'following again')
    expect(sut.ready()).toBe(true)
  })

  it.each([
    ['a maintenance body', { error: 'maintenance' }],
    ['a message without its payer', { messages: [{ sequence_number: 1 }] }]
  ])('waits out a mirror that answers 200 with %s, then follows it again', async (_name, body) => {
    const topic = createFakeTopic(`0.0.${910 + Math.floor(Math.random() * 80)}`, true)
    topic.submit({ payer: '0.0.2', text: deploy('maint') })
    let bad = true
    const mirror: MirrorClient = {
      ...topic.mirror,
      getMessages: async (...args) => {
        const page = await topic.mirror.getMessages(...args)
        if (bad) parseMirrorPage(body)
        return page
      }
    }
    const sut = start(topic.topicId, { mirror })
    await waitFor(() => sut.status()[0]?.state === 'retrying', 'retrying')
    expect(sut.status()[0]?.reason).toBe('mirror_malformed')
    await new Promise(resolve => setTimeout(resolve, 100))
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'halted')).toBeNull()
    bad = false
    await waitFor(async () => await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') === '1', 'indexed once the mirror recovers')
    await waitFor(() => sut.status()[0]?.state === 'following', 'following again')
  })

  it('backs off from a mirror whose links.next names the page itself: no busy loop, unready with the reason', async () => {
    const topic = createFakeTopic('0.0.907', true)
    for (let i = 0; i < 5; i++) topic.submit({ payer: '0.0.2', text: deploy(`loop${i}`) })
    let pages = 0
    const self = '/api/v1/topics/0.0.907/messages?sequencenumber=gt:2&limit=2'
    const mirror: MirrorClient = {
      ...topic.mirror,
      getMessages: async (...args) => ({ ...(await topic.mirror.getMessages(...args)), next: self }),
      getPage: async () => {
        pages++
        const page = await topic.mirror.getMessages(topic.topicId, 2, 2)
        return { ...page, next: self }
      }
    }
    const { log, lines } = captureLog()
    start(topic.topicId, { mirror, pageLimit: 2, log })
    // The retry after such a page is short once the topic has moved (the failure count starts again), so the
    // `retrying` state may last less than one look at status(): its log line is the record that it happened.
    const failed = await waitFor(() => lines.find((line) => line.msg === 'following the topic failed, will retry') as { waitingOut?: string } | undefined, 'the failed page')
    expect(failed.waitingOut).toBe('mirror_malformed')
    const before = pages
    await new Promise(resolve => setTimeout(resolve, 500))
    // retried with backoff (10 ms doubling): a handful of requests, not hundreds
    expect(pages - before).toBeLessThan(20)
    // every message the mirror did serve is indexed (1-2, then 3-4 and, after a retry from the checkpoint, 5)
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence')).toBe('5')
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'halted')).toBeNull()
  })

  it('waits out Redis out of memory without halting, and goes on once memory is raised', async () => {
    const port = await freePort()
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' })
    const own = new RedisClient(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: null })
    own.on('error', () => {}) // refused until the server listens
    try {
      await waitFor(async () => await own.ping().then(() => true, () => false), 'the own redis')
      const topic = createFakeTopic('0.0.908', true)
      topic.submit({ payer: '0.0.2', text: deploy('oom') })
      const used = Number(/used_memory:(\d+)/.exec(await own.info('memory'))?.[1] ?? '0')
      await own.config('SET', 'maxmemory', String(used + 64 * 1024))
      await own.set('ballast', 'x'.repeat(200 * 1024)).catch(() => {})
      const sut = startIndexer({ redis: own, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 50, retryBaseMs: 10, haltAfterFailures: 3, lockTtlMs: 2000 })
      running.push(sut)
      await waitFor(() => sut.status()[0]?.state === 'retrying', 'retrying')
      expect(sut.status()[0]?.reason).toBe('redis_oom')
      await new Promise(resolve => setTimeout(resolve, 300))
      expect(sut.status()[0]?.state).toBe('retrying')
      await own.config('SET', 'maxmemory', '0')
      await waitFor(async () => await own.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') === '1', 'indexed once memory is raised')
      await waitFor(() => sut.status()[0]?.state === 'following', 'following again')
      expect(await own.hget(topicMetaKey(redisKeys, topic.topicId), 'halted')).toBeNull()
      await sut.stop()
    } finally {
      own.disconnect()
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
  })

  it('halts, never waits, when the checkpoint is past the end of the topic the mirror serves under that id', async () => {
    const topic = await net.createTopic(true)
    await net.submit(topic, deploy('a'))
    // A checkpoint left by another network's topic of the same id: 54 messages, this one has 1.
    await redis.hset(topicMetaKey(redisKeys, topic.topicId), { lastSequence: '54', lastRunningHash: 'ab'.repeat(48), private: '1' })
    const sut = start(topic.topicId)
    await waitFor(() => sut.status()[0]?.state === 'halted', 'the halt')
    expect(sut.status()).toEqual([{ topicId: topic.topicId, state: 'halted', reason: 'checkpoint_mismatch' }])
    const meta = await redis.hgetall(topicMetaKey(redisKeys, topic.topicId))
    expect(meta).toMatchObject({ halted: 'checkpoint_mismatch', haltedSequence: '54', lastSequence: '54' })
    expect(meta.haltedDetail).toContain('no such message')
  })

  it('halts when the message at the checkpoint has another running hash', async () => {
    const topic = await net.createTopic(true)
    await net.submit(topic, deploy('b'))
    await net.submit(topic, deploy('c'))
    await redis.hset(topicMetaKey(redisKeys, topic.topicId), { lastSequence: '1', lastRunningHash: 'cd'.repeat(48), private: '1' })
    const sut = start(topic.topicId)
    await waitFor(() => sut.status()[0]?.state === 'halted', 'the halt')
    const meta = await redis.hgetall(topicMetaKey(redisKeys, topic.topicId))
    expect(meta).toMatchObject({ halted: 'checkpoint_mismatch', haltedSequence: '1', lastSequence: '1' })
    expect(meta.haltedDetail).toContain(`the checkpoint says ${'cd'.repeat(48)}`)
  })

  it('resumes from a checkpoint that matches the topic', async () => {
    const topic = await net.createTopic(true)
    await net.submit(topic, deploy('d'))
    const first = start(topic.topicId)
    await waitFor(async () => await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') === '1', 'the first message')
    await first.stop()
    const last = await net.submit(topic, deploy('e'))
    const again = start(topic.topicId)
    await waitFor(async () => await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') === String(last), 'the second message')
    expect(again.status()).toEqual([{ topicId: topic.topicId, state: 'following' }])
  })
})

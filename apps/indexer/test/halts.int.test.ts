import { Writable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { pino } from 'pino'
import { topicMetaKey } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startHealthServer } from '@hcs/runtime'
import { startIndexer } from '../src/indexer.js'
import type { Indexer } from '../src/indexer.js'
import { MirrorHttpError } from '../src/mirror-client.js'
import type { MirrorClient } from '../src/mirror-client.js'
import { startTestNetwork } from './support/emulator.js'
import type { TestNetwork } from './support/emulator.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import { connect, silentLog } from './support/ledger.js'
import { waitFor } from './support/wait.js'

// Issue 12 item 2 and issue 11 item 6: a topic that cannot go on says so (halted, with the reason) instead
// of retrying in silence or waiting for messages that never come.
const prefix = uniquePrefix('indexer-halts')
const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
let net: TestNetwork
const running: Indexer[] = []

function start (topicId: string, options: { mirror?: MirrorClient, log?: pino.Logger } = {}): Indexer {
  const sut = startIndexer({
    redis, prefix, network: TEST_NETWORK, topics: [topicId], mirrorUrl: net.emulator.mirrorUrl, log: silentLog, pollMs: 50, retryBaseMs: 10, haltAfterFailures: 3, ...options
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
  it('halts a topic whose page keeps failing, with the error as the reason, logs it once per state change and turns unready', async () => {
    const topic = createFakeTopic('0.0.901', true)
    topic.submit({ payer: '0.0.2', text: deploy('ok') })
    // A mirror whose message lacks a field we need: parsing it fails the same way every time.
    let calls = 0
    const mirror: MirrorClient = {
      ...topic.mirror,
      getMessages: async () => {
        calls++
        throw new Error('mirror response: payer_account_id is not a string')
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
      expect(meta.haltedDetail).toContain('payer_account_id is not a string')
      const errors = lines.filter(line => line.level >= 50).map(line => line.msg)
      expect(errors).toEqual(['following the topic failed, will retry', expect.stringContaining('TOPIC HALTED')])
    } finally {
      await health.close()
    }
  })

  it('waits out a mirror that answers HTTP errors: it never halts for them', async () => {
    const topic = createFakeTopic('0.0.902', true)
    let calls = 0
    const mirror: MirrorClient = {
      ...topic.mirror,
      getTopic: async () => {
        calls++
        throw new MirrorHttpError(404, `/api/v1/topics/${topic.topicId}`)
      }
    }
    const sut = start(topic.topicId, { mirror })
    await waitFor(() => calls >= 6, 'six failed attempts')
    expect(sut.status()[0]?.state).not.toBe('halted')
    expect(sut.ready()).toBe(true)
    expect(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'halted')).toBeNull()
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

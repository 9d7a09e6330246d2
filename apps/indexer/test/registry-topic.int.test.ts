import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { topicMetaKey } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import type { Indexer, IndexerOptions } from '../src/indexer.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import type { FakeTopic } from './support/fake-mirror.js'
import { countHistoryStreams, readHistory, readRegistry } from './support/history.js'
import { connect, readInvalid, silentLog, storedState } from './support/ledger.js'
import { waitFor } from './support/wait.js'

// The registry flag (ADR 044): on the topic an indexer follows as HCS20_REGISTRY_TOPIC_ID a `register` message is a
// valid listing; on any other topic the same message is refused `register_ignored`. Either way it is in no
// ticker's history and changes no ledger.

const prefix = uniquePrefix('indexer-registry')
const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
const running: Indexer[] = []
let topicNum = 8800

function start (topic: FakeTopic, extra: Partial<IndexerOptions>): Indexer {
  const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 20, lockTtlMs: 1000, ...extra })
  running.push(sut)
  return sut
}

async function caughtUp (topic: FakeTopic): Promise<void> {
  await waitFor(async () => Number(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') ?? '0') >= topic.messages.length, `topic ${topic.topicId} indexed`)
}

/** The same messages on either kind of topic: two listings (one with metadata, one with a checksummed id), a deploy, a register missing a field. */
function submitMixed (topic: FakeTopic): void {
  topic.submit(
    { payer: '0.0.1001', text: JSON.stringify({ p: 'hcs-20', op: 'register', name: 'Loyalty points', private: false, t_id: '0.0.4242', metadata: 'ipfs://meta' }) },
    { payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Loyalty', tick: 'loyal', max: '1000' }) },
    { payer: '0.0.1002', text: JSON.stringify({ p: 'hcs-20', op: 'register', name: 'Private club', private: true, t_id: '0.0.4343-abcde' }) },
    { payer: '0.0.1003', text: JSON.stringify({ p: 'hcs-20', op: 'register', name: 'No id', private: false }) }
  )
}

beforeAll(() => { redis = connect() })
afterEach(async () => { await Promise.all(running.splice(0).map(async i => await i.stop())) })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe('the registry topic', () => {
  it('lists a register message as valid on the topic followed as the registry', async () => {
    const registry = createFakeTopic(`0.0.${topicNum++}`, false)
    submitMixed(registry)
    start(registry, { registryTopicId: registry.topicId })
    await caughtUp(registry)

    expect(await readRegistry(redis, redisKeys, registry.topicId)).toEqual([
      { sequenceNumber: 1, fields: { t: '0.0.4242', n: 'Loyalty points', v: '0', p: '0.0.1001', m: 'ipfs://meta' } },
      { sequenceNumber: 3, fields: { t: '0.0.4343', n: 'Private club', v: '1', p: '0.0.1002' } }
    ])
    // only the register that does not parse is refused, for its missing field
    expect((await readInvalid(redis, redisKeys, registry.topicId)).map(r => [r.sequenceNumber, r.reason])).toEqual([[4, 'missing_field:t_id']])
    // HCS-20 messages on the registry topic keep their usual meaning; the listings are in no history
    expect(await readHistory(redis, redisKeys, registry.topicId, 'loyal')).toEqual([{ sequenceNumber: 2 }])
    expect(await countHistoryStreams(redis, redisKeys, registry.topicId)).toBe(1)
    expect(Object.keys((await storedState(redis, redisKeys, registry.topicId)).ticks)).toEqual(['loyal'])
  })

  it('refuses the same register messages register_ignored on a points topic, and lists nothing', async () => {
    const points = createFakeTopic(`0.0.${topicNum++}`, false)
    submitMixed(points)
    start(points, { topics: [points.topicId] })
    await caughtUp(points)

    expect(await readRegistry(redis, redisKeys, points.topicId)).toEqual([])
    expect((await readInvalid(redis, redisKeys, points.topicId)).map(r => [r.sequenceNumber, r.reason, r.payer])).toEqual([
      [1, 'register_ignored', '0.0.1001'],
      [3, 'register_ignored', '0.0.1002'],
      [4, 'missing_field:t_id', '0.0.1003']
    ])
    expect(await readHistory(redis, redisKeys, points.topicId, 'loyal')).toEqual([{ sequenceNumber: 2 }])
    expect(await countHistoryStreams(redis, redisKeys, points.topicId)).toBe(1)
  })
})

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { balancesKey, holdersKey, inscriptionKey, topicKey, topicMetaKey, topicTicksKey } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import type { Indexer } from '../src/indexer.js'
import { createMirrorClient } from '@hcs/runtime'
import type { MirrorMessage } from '@hcs/runtime'
import { startTestNetwork } from './support/emulator.js'
import type { Account, TestNetwork } from './support/emulator.js'
import { hcs20 } from './support/fake-mirror.js'
import { connect, replay, silentLog, storedState } from './support/ledger.js'
import { waitFor } from './support/wait.js'

// Tickers come from messages anyone may write to a public topic; none may reach another key.
const prefix = uniquePrefix('indexer-keys')
const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
let net: TestNetwork
let stranger: Account
const running: Indexer[] = []

function start (topicId: string): Indexer {
  const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topicId], mirrorUrl: net.emulator.mirrorUrl, log: silentLog, pollMs: 50, retryBaseMs: 20 })
  running.push(sut)
  return sut
}

async function indexedUpTo (topicId: string, sequence: number): Promise<void> {
  await waitFor(async () => Number(await redis.hget(topicMetaKey(redisKeys, topicId), 'lastSequence') ?? '0') >= sequence, `topic indexed up to ${sequence}`, 60_000)
}

async function mirrorMessages (topicId: string): Promise<MirrorMessage[]> {
  const mirror = createMirrorClient({ baseUrl: net.emulator.mirrorUrl })
  const all: MirrorMessage[] = []
  let page = await mirror.getMessages(topicId, 0, 100)
  for (;;) {
    all.push(...page.messages)
    if (page.next === null) return all
    page = await mirror.getPage(page.next)
  }
}

const deploy = (tick: string, max: string): string => hcs20({ op: 'deploy', name: 'N', tick, max })
const mint = (tick: string, amt: string, to: string): string => hcs20({ op: 'mint', tick, amt, to })

beforeAll(async () => {
  redis = connect()
  net = await startTestNetwork()
  stranger = await net.createAccount()
})
afterEach(async () => { await Promise.all(running.splice(0).map(async i => await i.stop())) })
afterAll(async () => {
  await net?.close()
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe('keys built from message data', () => {
  it('applies tickers spelled like ledger keys as tickers of their own, written by another payer on a public topic', async () => {
    const topic = await net.createTopic(false)
    const lookalikes = ['kc1:holders', 'kc1:balances', 'kc1:pending-deploy', 'kc1:pending-debits', 'kc2:balances', '{kc3}', 'kc1:tick:x', 'kc%3aholders']
    for (const tick of lookalikes) await net.submit(topic, deploy(tick, '100'), { payer: stranger })
    await net.submit(topic, mint('kc1:holders', '3', '0.0.7001'), { payer: stranger })
    await net.submit(topic, deploy('kc1', '1000'))
    await net.submit(topic, mint('kc1', '10', '0.0.7002'))
    await net.submit(topic, deploy('kc2', '1000'))
    await net.submit(topic, mint('kc2', '5', '0.0.7003'))
    const last = await net.submit(topic, mint('kc2:balances', '7', '0.0.7003'), { payer: stranger })
    const sut = start(topic.topicId)

    await indexedUpTo(topic.topicId, last)
    expect(sut.status()).toEqual([{ topicId: topic.topicId, state: 'following' }])
    const state = await storedState(redis, redisKeys, topic.topicId)
    expect(state).toEqual(replay(await mirrorMessages(topic.topicId), false))
    expect(Object.keys(state.ticks).sort()).toEqual([...lookalikes, 'kc1', 'kc2'].sort())
    expect(await redis.hgetall(balancesKey(redisKeys, topic.topicId, 'kc1'))).toEqual({ '0.0.7002': '10' })
    expect(await redis.zrange(holdersKey(redisKeys, topic.topicId, 'kc1'), 0, -1)).toEqual(['0.0.7002'])
    expect(await redis.hgetall(balancesKey(redisKeys, topic.topicId, 'kc2'))).toEqual({ '0.0.7003': '5' })
    expect(await redis.hgetall(balancesKey(redisKeys, topic.topicId, 'kc2:balances'))).toEqual({ '0.0.7003': '7' })
    expect(await redis.hget(inscriptionKey(redisKeys, topic.topicId, 'kc1:holders'), 'supply')).toBe('3')
    expect(await redis.zrange(topicTicksKey(redisKeys, topic.topicId), 0, -1)).toHaveLength(lookalikes.length + 2)
  })

  it('halts the topic, writing nothing of the page, when a key it would write holds someone else\'s value', async () => {
    const topic = await net.createTopic(false)
    await net.submit(topic, deploy('fk', '100'))
    const last = await net.submit(topic, mint('fk', '5', '0.0.7100'))
    // Someone else's keys under our prefix: one where the mint's balance goes, one that we never touch.
    const foreign = balancesKey(redisKeys, topic.topicId, 'fk')
    await redis.set(foreign, 'not ours')
    await redis.rpush(`${topicKey(redisKeys, topic.topicId)}:their-list`, 'a', 'b')
    const sut = start(topic.topicId)

    await waitFor(() => sut.status()[0]?.state === 'halted', 'the halt')
    expect(sut.status()).toEqual([{ topicId: topic.topicId, state: 'halted', reason: 'redis_key_type' }])
    expect(sut.ready()).toBe(false)
    const meta = await redis.hgetall(topicMetaKey(redisKeys, topic.topicId))
    expect(meta).toMatchObject({ halted: 'redis_key_type', haltedSequence: '1' })
    expect(meta.haltedDetail).toContain(foreign)
    expect(meta.lastSequence).toBeUndefined()
    expect(await redis.exists(inscriptionKey(redisKeys, topic.topicId, 'fk'), topicTicksKey(redisKeys, topic.topicId))).toBe(0)
    expect(await redis.get(foreign)).toBe('not ours')
    expect(await redis.lrange(`${topicKey(redisKeys, topic.topicId)}:their-list`, 0, -1)).toEqual(['a', 'b'])
    expect(last).toBe(2)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { accountChunkField, balancesKey, historyAccountsKey, historyKey, holdersKey, topicMetaKey } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import { verifyLedger } from '../src/ledger-replay.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import { readHistory } from './support/history.js'
import { connect, silentLog } from './support/ledger.js'
import { waitFor } from './support/wait.js'

const prefix = uniquePrefix('indexer-verify')
const keys = { prefix, network: TEST_NETWORK }
let redis: Redis

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(verifyLedger.name, () => {
  it('finds no difference in what the indexer wrote, and each planted one in balances and holders, reading them in chunks', async () => {
    const topic = createFakeTopic('0.0.5150', true)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'V', tick: 'v', max: '100000000' }) })
    // more accounts than one scan chunk
    for (let i = 0; i < 2500; i++) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'v', amt: String(1 + (i % 7)), to: `0.0.${10_000 + i}` }) })
    const indexer = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 5, sweepIntervalMs: 0 })
    try {
      await waitFor(async () => await redis.hget(topicMetaKey(keys, topic.topicId), 'lastSequence') === '2501', 'indexed')
    } finally {
      await indexer.stop()
    }
    expect((await verifyLedger({ redis, keys, topicId: topic.topicId, mirror: topic.mirror })).differences).toEqual([])

    await redis.hset(balancesKey(keys, topic.topicId, 'v'), '0.0.10000', '999')
    await redis.hdel(balancesKey(keys, topic.topicId, 'v'), '0.0.12499')
    await redis.zadd(holdersKey(keys, topic.topicId, 'v'), 5, '0.0.77777')
    const report = await verifyLedger({ redis, keys, topicId: topic.topicId, mirror: topic.mirror })
    expect(report.differences).toEqual(expect.arrayContaining([
      { what: 'balance', tick: 'v', subject: '0.0.10000', expected: '1', actual: '999' },
      { what: 'balance', tick: 'v', subject: '0.0.12499', expected: '1', actual: '' },
      { what: 'holder-score', tick: 'v', subject: '0.0.77777', expected: '', actual: '5' }
    ]))
    expect(report.differences).toHaveLength(3)
  })

  it('finds no difference in the histories the indexer wrote (a busy account\'s sealed chunks among them), and each planted one', async () => {
    const topic = createFakeTopic('0.0.5151', false)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'H', tick: 'h', max: '100000000' }) })
    for (let i = 0; i < 100; i++) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'h', amt: '5', to: '0.0.20' }) })
    for (let i = 0; i < 10; i++) topic.submit({ payer: '0.0.20', text: hcs20({ op: 'transfer', tick: 'h', amt: '1', from: '0.0.20', to: `0.0.${30 + i}` }) })
    // rejected, yet in the history: an overdraft and a transfer its payer does not own; not in it: an unknown ticker, broken JSON
    topic.submit({ payer: '0.0.31', text: hcs20({ op: 'transfer', tick: 'h', amt: '9', from: '0.0.31', to: '0.0.20' }) })
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'burn', tick: 'h', amt: '1', from: '0.0.20' }) })
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'nope', amt: '1', to: '0.0.20' }) })
    topic.submit({ payer: '0.0.2', text: '{"p":"hcs-20","op":' })
    const indexer = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 5, sweepIntervalMs: 0 })
    try {
      await waitFor(async () => await redis.hget(topicMetaKey(keys, topic.topicId), 'lastSequence') === String(topic.messages.length), 'indexed')
    } finally {
      await indexer.stop()
    }
    expect(await redis.hget(historyAccountsKey(keys, topic.topicId, 'h'), '0.0.20')).toMatch(/^[1-9]\d*:\d+\|/)
    expect(await readHistory(redis, keys, topic.topicId, 'h')).toHaveLength(113)
    expect((await verifyLedger({ redis, keys, topicId: topic.topicId, mirror: topic.mirror })).differences).toEqual([])

    await redis.xadd(historyKey(keys, topic.topicId, 'h'), '9999-0', 'e', '9999')
    await redis.hset(historyAccountsKey(keys, topic.topicId, 'h'), '0.0.31', '63')
    const firstChunk = accountChunkField('0.0.20', 1)
    await redis.hset(historyAccountsKey(keys, topic.topicId, 'h'), firstChunk, `${await redis.hget(historyAccountsKey(keys, topic.topicId, 'h'), firstChunk) ?? ''},9999`)
    const report = await verifyLedger({ redis, keys, topicId: topic.topicId, mirror: topic.mirror })
    expect(report.differences).toEqual([
      { what: 'history', tick: 'h', subject: '113', expected: '', actual: '9999' },
      { what: 'account-history', tick: 'h', subject: '0.0.20', expected: expect.not.stringContaining('9999'), actual: expect.stringContaining(',9999,') },
      { what: 'account-history', tick: 'h', subject: '0.0.31', expected: '103,112:5', actual: '63' }
    ])
    expect((await verifyLedger({ redis, keys, topicId: topic.topicId, mirror: topic.mirror, history: false })).differences).toEqual([])
  })
})

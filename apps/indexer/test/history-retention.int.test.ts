import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { historyAccountsKey, historyKey, topicMetaKey } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import { verifyLedger } from '../src/ledger-replay.js'
import { trimHistory } from '../src/sweep/history-retention.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import { readAccountEntries } from './support/history.js'
import { connect, silentLog } from './support/ledger.js'
import { waitFor } from './support/wait.js'

const prefix = uniquePrefix('indexer-retention')
const keys = { prefix, network: TEST_NETWORK }
const DAY_MS = 86_400_000
let redis: Redis

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(trimHistory.name, () => {
  it('drops the entries of messages older than the retention from the ticker\'s stream and its accounts\' fields and sealed chunks, once an hour', async () => {
    const topic = createFakeTopic('0.0.5160', true)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'R', tick: 'r', max: '100000000' }) })
    // 0.0.20's entries outgrow its field (sealed chunks of 40 characters); 0.0.21 has one old entry, 0.0.22 old and new
    for (let i = 0; i < 100; i++) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'r', amt: '1', to: '0.0.20' }) })
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'r', amt: '1', to: '0.0.21' }) })
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'r', amt: '1', to: '0.0.22' }) })
    for (let i = 0; i < 10; i++) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'r', amt: '1', to: i % 2 === 0 ? '0.0.20' : '0.0.22' }) })
    const indexer = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 5, pageLimit: 10, historyChunkAt: 40, sweepIntervalMs: 0 })
    try {
      await waitFor(async () => await redis.hget(topicMetaKey(keys, topic.topicId), 'lastSequence') === String(topic.messages.length), 'indexed')
    } finally {
      await indexer.stop()
    }
    const sealed = Object.keys(await redis.hgetall(historyAccountsKey(keys, topic.topicId, 'r'))).filter((f) => f.startsWith('0.0.20#'))
    expect(sealed.length).toBeGreaterThan(3)
    // one day of retention, seen from one day after message 104: messages 104 onwards stay
    const at = (seq: number): number => Number(topic.messages[seq - 1]?.consensusTimestamp.split('.')[0]) * 1000
    const now = at(104) + DAY_MS
    const trim = async (when: number): ReturnType<typeof trimHistory> => await trimHistory({ redis, keys, topicId: topic.topicId, mirror: topic.mirror, log: silentLog, retentionDays: 1, now: () => when })
    const report = await trim(now)
    expect(report.floor).toBe(104)
    // the stream (a page of 10 per entry): the ten pages before 101's, whose entries run to 110; the accounts:
    // 0.0.20's 100 mints, sealed chunks and the rest of its field, 0.0.21's one, 0.0.22's first
    expect(report.dropped).toBe(10 + 100 + 1 + 1)
    expect((await redis.xrange(historyKey(keys, topic.topicId, 'r'), '-', '+')).map(([id]) => id)).toEqual(['101-0', '111-0'])
    const fields = await redis.hgetall(historyAccountsKey(keys, topic.topicId, 'r'))
    expect(Object.keys(fields).sort()).toEqual(['0.0.20', '0.0.22'])
    expect(fields['0.0.22']).toBe('105,107,109,111,113')
    expect((await readAccountEntries(redis, keys, topic.topicId, 'r')).accounts.get('0.0.20')).toEqual([104, 106, 108, 110, 112].map((sequenceNumber) => ({ sequenceNumber })))
    expect(await redis.hget(topicMetaKey(keys, topic.topicId), 'historyFloor')).toBe('104')
    // what is left is what a replay keeps above the floor
    expect((await verifyLedger({ redis, keys, topicId: topic.topicId, mirror: topic.mirror })).differences).toEqual([])

    // within the hour: nothing asked, nothing dropped
    expect(await trim(now + 600_000)).toEqual({ dropped: 0 })
    // later, every message out of retention: all goes
    expect((await trim(now + 30 * DAY_MS)).floor).toBe(topic.messages.length + 1)
    expect(await redis.xlen(historyKey(keys, topic.topicId, 'r'))).toBe(0)
    expect(await redis.exists(historyAccountsKey(keys, topic.topicId, 'r'))).toBe(0)
  })
})

import fc from 'fast-check'
import type { Redis } from 'ioredis'
import { topicMetaKey } from '@hcs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHistoryReader, scan } from '../apps/api/src/ledger/history-reader.js'
import type { HistoryEntry, Order } from '../apps/api/src/ledger/history-reader.js'
import { startIndexer } from '../apps/indexer/src/indexer.js'
import { createFakeTopic } from '../apps/indexer/test/support/fake-mirror.js'
import type { FakeSubmit } from '../apps/indexer/test/support/fake-mirror.js'
import { replayIndexes } from '../apps/indexer/test/support/history.js'
import { connect, silentLog } from '../apps/indexer/test/support/ledger.js'
import { waitFor } from '../apps/indexer/test/support/wait.js'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from './support/redis.js'

// Paging the read indexes (ADR 044) as the api's history and invalid routes page them (history-reader's `scan`
// over the reader's sources, each page starting after the last sequence number the previous one looked at):
// for random topics the real indexer wrote, pages of any size, in either order, by account (with sealed chunks or not)
// and by outcome, join into exactly the list a pure replay by protocol's rules gives.

const TICKS = ['alpha', 'beta']
const ACCOUNTS = ['0.0.1001', '0.0.1002', '0.0.1003', '0.0.1004']
const PAYERS = ['0.0.2', ...ACCOUNTS]

const message: fc.Arbitrary<FakeSubmit> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ tick: fc.constantFrom(...TICKS), max: fc.constantFrom('30', '1000') }).map(({ tick, max }) => ({ op: 'deploy', name: 'N', tick, max, lim: '9' })) },
  { weight: 8, arbitrary: fc.record({ tick: fc.constantFrom(...TICKS), amt: fc.constantFrom('1', '5', '10'), to: fc.constantFrom(...ACCOUNTS) }).map(f => ({ op: 'mint', ...f })) },
  { weight: 6, arbitrary: fc.record({ tick: fc.constantFrom(...TICKS), amt: fc.constantFrom('1', '4', '20'), from: fc.constantFrom(...ACCOUNTS), to: fc.constantFrom(...ACCOUNTS) }).map(f => ({ op: 'transfer', ...f })) },
  { weight: 3, arbitrary: fc.record({ tick: fc.constantFrom(...TICKS), amt: fc.constantFrom('1', '3', '50'), from: fc.constantFrom(...ACCOUNTS) }).map(f => ({ op: 'burn', ...f })) },
  { weight: 1, arbitrary: fc.constant({ op: 'mint', tick: 'ghost', amt: '1', to: '0.0.1001' }) },
  { weight: 1, arbitrary: fc.constant('{"p":"hcs-20","op":') }
).chain(body => fc.constantFrom(...PAYERS).map((payer): FakeSubmit => ({
  payer,
  text: typeof body === 'string' ? body : JSON.stringify({ p: 'hcs-20', ...body })
})))

const topicArb = fc.record({
  isPrivate: fc.boolean(),
  submits: fc.array(message, { minLength: 1, maxLength: 90 }),
  historyChunkAt: fc.constantFrom(8, 40, 256)
})

/** How one listing is paged: page size, order, the scan's budget per page, and an optional account and outcome. */
const pagingArb = fc.record({
  limit: fc.integer({ min: 1, max: 12 }),
  order: fc.constantFrom<Order>('asc', 'desc'),
  budgetFactor: fc.constantFrom(1, 2, 20),
  account: fc.option(fc.constantFrom(...ACCOUNTS), { nil: undefined }),
  status: fc.option(fc.constantFrom('valid', 'invalid'), { nil: undefined })
})

/** Follows the pages from the start until one says nothing may follow; every page's entries, joined. */
async function allPages<T extends { sequenceNumber: number }> (
  page: (after: number | undefined) => Promise<{ entries: T[], last: number | undefined, more: boolean }>
): Promise<T[]> {
  const joined: T[] = []
  let after: number | undefined
  for (let pages = 0; ; pages++) {
    if (pages > 1000) throw new Error('more than 1,000 pages: the cursor does not move')
    const next = await page(after)
    joined.push(...next.entries)
    if (!next.more || next.last === undefined) return joined
    after = next.last
  }
}

describe('paging the read indexes', () => {
  const prefix = uniquePrefix('history-paging')
  const keys = { prefix, network: TEST_NETWORK }
  let redis: Redis
  let topicNum = 9100

  beforeAll(() => { redis = connect() })
  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('joins pages of any size, either order, by account and outcome, into exactly the replay\'s lists', { timeout: 120_000 }, async () => {
    const reader = createHistoryReader(redis, keys)
    await fc.assert(fc.asyncProperty(topicArb, fc.array(pagingArb, { minLength: 4, maxLength: 8 }), async ({ isPrivate, submits, historyChunkAt }, pagings) => {
      const topic = createFakeTopic(`0.0.${topicNum++}`, isPrivate)
      topic.submit(...submits)
      const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 5, pageLimit: 25, historyChunkAt, lockTtlMs: 1000, sweepIntervalMs: 0 })
      try {
        await waitFor(async () => Number(await redis.hget(topicMetaKey(keys, topic.topicId), 'lastSequence') ?? '0') >= submits.length, 'topic indexed')
      } finally {
        await sut.stop()
      }
      const expected = replayIndexes(topic.messages, isPrivate)

      for (const [i, { limit, order, budgetFactor, account, status }] of pagings.entries()) {
        const tick = TICKS[i % TICKS.length] ?? ''
        const history = expected.ticks.get(tick)
        let want: HistoryEntry[] = (account === undefined ? history?.entries : history?.accounts.get(account)) ?? []
        if (status !== undefined) want = want.filter(e => (e.reason === undefined) === (status === 'valid'))
        if (order === 'desc') want = [...want].reverse()
        const keep = status === undefined ? undefined : (e: HistoryEntry): boolean => (e.reason === undefined) === (status === 'valid')
        // a page is one request: the route builds its source anew each time
        expect(await allPages(async after => await scan(reader.history(topic.topicId, tick, order, account), after, limit, budgetFactor * limit, keep))).toEqual(want)

        const invalid = order === 'asc' ? expected.invalid : [...expected.invalid].reverse()
        expect(await allPages(async after => await scan(reader.invalid(topic.topicId, order), after, limit, limit))).toEqual(invalid)
      }
    }), { numRuns: 25 })
  })
})

// The holders ranking off the apply path (ADR 037): the ranker brings the holders sorted set to the balances,
// in bounded steps, whatever commits happen between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { balancesKey, holdersKey, holdersUnrankedKey, topicUnrankedTicksKey } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createRanker } from '../src/ledger/ranker.js'
import { connect, silentLog } from './support/ledger.js'
import { waitFor } from './support/wait.js'

const prefix = uniquePrefix('indexer-ranker')
const keys = { prefix, network: TEST_NETWORK }
let redis: Redis
let topicNum = 7100

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

/** What a commit step writes: balances (0 deletes) and the accounts to rank again. */
async function commit (topicId: string, tick: string, balances: Record<string, string>): Promise<void> {
  const multi = redis.multi()
  for (const [account, balance] of Object.entries(balances)) {
    if (balance === '0') multi.hdel(balancesKey(keys, topicId, tick), account)
    else multi.hset(balancesKey(keys, topicId, tick), account, balance)
  }
  multi.sadd(holdersUnrankedKey(keys, topicId, tick), ...Object.keys(balances)).sadd(topicUnrankedTicksKey(keys, topicId), tick)
  await multi.exec()
}

const ranking = async (topicId: string, tick: string): Promise<string[]> => await redis.zrevrange(holdersKey(keys, topicId, tick), 0, -1, 'WITHSCORES')

describe(createRanker.name, () => {
  it('ranks every changed account at its current balance, drops the ones gone to zero, in steps of `step`', async () => {
    const topicId = `0.0.${topicNum++}`
    const counts: number[] = []
    const sut = createRanker({ redis, keys, topicId, log: silentLog, step: 2, onRanked: (n) => counts.push(n) })
    await commit(topicId, 'a', { '0.0.1': '5', '0.0.2': '7', '0.0.3': '1', '0.0.4': '9', '0.0.5': '3' })
    await commit(topicId, 'b', { '0.0.1': '2' })
    await sut.drain()
    expect(await ranking(topicId, 'a')).toEqual(['0.0.4', '9', '0.0.2', '7', '0.0.1', '5', '0.0.5', '3', '0.0.3', '1'])
    expect(await ranking(topicId, 'b')).toEqual(['0.0.1', '2'])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6)
    await commit(topicId, 'a', { '0.0.4': '0', '0.0.3': '12' })
    await sut.drain()
    expect(await ranking(topicId, 'a')).toEqual(['0.0.3', '12', '0.0.2', '7', '0.0.1', '5', '0.0.5', '3'])
    expect(await redis.exists(topicUnrankedTicksKey(keys, topicId), holdersUnrankedKey(keys, topicId, 'a'), holdersUnrankedKey(keys, topicId, 'b'))).toBe(0)
  })

  it('converges whatever commits land while it ranks: each step reads the balance as it is then', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createRanker({ redis, keys, topicId, log: silentLog, step: 3 })
    const accounts = Array.from({ length: 60 }, (_, i) => `0.0.${2000 + i}`)
    const final = new Map<string, string>()
    const writes = (async () => {
      for (let round = 0; round < 20; round++) {
        const changes: Record<string, string> = {}
        for (let j = 0; j < 6; j++) {
          const account = accounts[(round * 7 + j * 11) % accounts.length] as string
          const balance = String((round * 13 + j * 5) % 9)
          changes[account] = balance
          final.set(account, balance)
        }
        await commit(topicId, 'c', changes)
        sut.poke()
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    await writes
    await sut.drain()
    const expected = [...final].filter(([, b]) => b !== '0').map(([account, balance]) => ({ account, balance: Number(balance) }))
    const got = await ranking(topicId, 'c')
    const pairs: Array<{ account: string, balance: number }> = []
    for (let i = 0; i < got.length; i += 2) pairs.push({ account: got[i] as string, balance: Number(got[i + 1]) })
    expect(new Map(pairs.map((p) => [p.account, p.balance]))).toEqual(new Map(expected.map((p) => [p.account, p.balance])))
    expect(await redis.hlen(balancesKey(keys, topicId, 'c'))).toBe(expected.length)
  })

  it('defers while the loop is behind: ranks once caught up, or at the deadline of a catch-up that goes on', async () => {
    const topicId = `0.0.${topicNum++}`
    const passes: number[] = []
    const sut = createRanker({ redis, keys, topicId, log: silentLog, deferMs: 1500, onRanked: (n) => passes.push(n) })
    try {
      await commit(topicId, 'd', { '0.0.1': '4' })
      sut.poke({ behind: true })
      await commit(topicId, 'd', { '0.0.2': '6' })
      sut.poke({ behind: true })
      // nothing ranked while behind (the loop's next pages are waiting)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await ranking(topicId, 'd')).toEqual([])
      // a catch-up that goes on: ranked at the deadline, in one pass
      await waitFor(() => passes.length >= 1, 'the pass at the deadline')
      expect(passes).toEqual([2])
      expect(await ranking(topicId, 'd')).toEqual(['0.0.2', '6', '0.0.1', '4'])
      // caught up (a poke without `behind`): at once, and the deferred deadline of a burst is cancelled
      await commit(topicId, 'd', { '0.0.3': '9' })
      sut.poke({ behind: true })
      await commit(topicId, 'd', { '0.0.4': '1' })
      sut.poke()
      await waitFor(() => passes.length >= 2, 'the pass once caught up')
      expect(await ranking(topicId, 'd')).toEqual(['0.0.3', '9', '0.0.2', '6', '0.0.1', '4', '0.0.4', '1'])
      await new Promise((resolve) => setTimeout(resolve, 1600))
      expect(passes).toEqual([2, 2])
    } finally {
      await sut.stop()
    }
  })

  it('leaves a tick whose holders key is not ours alone, and ranks the others', async () => {
    const topicId = `0.0.${topicNum++}`
    await redis.set(holdersKey(keys, topicId, 'bad'), 'not a sorted set')
    await commit(topicId, 'bad', { '0.0.1': '4' })
    await commit(topicId, 'good', { '0.0.1': '4' })
    const sut = createRanker({ redis, keys, topicId, log: silentLog })
    await sut.drain()
    expect(await redis.get(holdersKey(keys, topicId, 'bad'))).toBe('not a sorted set')
    expect(await ranking(topicId, 'good')).toEqual(['0.0.1', '4'])
    expect(await redis.smembers(topicUnrankedTicksKey(keys, topicId))).toEqual(['bad'])
    await sut.stop()
  })
})

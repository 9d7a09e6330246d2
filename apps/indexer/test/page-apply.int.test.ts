import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Redis } from 'ioredis'
import { canonicalEntityId, emptyTopicState, holdersKey, inscriptionKey, parseMessage, REJECT_REASONS, topicMetaKey } from '@hcs/protocol'
import type { ApplyContext, Effect, Hcs20Message, RejectReason, TickState, TopicState } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import { createFakeTopic } from './support/fake-mirror.js'
import type { FakeSubmit } from './support/fake-mirror.js'
import { connect, ranked, silentLog, storedState } from './support/ledger.js'
import { waitFor } from './support/wait.js'

// The indexer applies a page at a time over the few accounts the page touches (ledger-store's readView +
// page-view), never over a copy of the ledger. The oracle is a full-state function: it copies the whole tick on
// every message, which is slow but obviously right.

// ---------------------------------------------------------------- the oracle (a full-state applyMessage)
type OracleResult = { ok: true, state: TopicState, effect: Effect } | { ok: false, reason: RejectReason }

function reject (reason: RejectReason): OracleResult {
  return { ok: false, reason }
}

function commit (state: TopicState, tick: TickState, effect: Effect): OracleResult {
  return { ok: true, state: { ticks: { ...state.ticks, [tick.tick]: tick } }, effect }
}

function withBalances (tick: TickState, supply: bigint, changes: Record<string, bigint>): TickState {
  const balances = { ...tick.balances }
  for (const [account, value] of Object.entries(changes)) {
    if (value === 0n) delete balances[account]
    else balances[account] = value.toString()
  }
  return { ...tick, supply: supply.toString(), balances }
}

function balanceOf (tick: TickState, account: string): bigint {
  return BigInt(tick.balances[account] ?? '0')
}

function oracleApply (state: TopicState, message: Hcs20Message, ctx: ApplyContext): OracleResult {
  if (message.op === 'register') return reject(REJECT_REASONS.REGISTER_IGNORED)
  const current = Object.hasOwn(state.ticks, message.tick) ? state.ticks[message.tick] : undefined
  if (message.op === 'deploy') {
    if (current !== undefined) return reject(REJECT_REASONS.TICK_EXISTS)
    const tick: TickState = {
      tick: message.tick,
      name: message.name,
      max: message.max,
      deployer: canonicalEntityId(ctx.payer) ?? ctx.payer,
      deploySequence: ctx.sequenceNumber,
      deployedAt: ctx.consensusTimestamp,
      supply: '0',
      balances: {}
    }
    if (message.lim !== undefined) tick.lim = message.lim
    if (message.metadata !== undefined) tick.metadata = message.metadata
    return commit(state, tick, { kind: 'deploy', tick: tick.tick, supply: '0', supplyDelta: '0', balances: {}, balanceDeltas: {} })
  }
  if (current === undefined) return reject(REJECT_REASONS.TICK_NOT_FOUND)
  const amt = BigInt(message.amt)
  const supply = BigInt(current.supply)
  if (message.op === 'mint') {
    if (current.lim !== undefined && amt > BigInt(current.lim)) return reject(REJECT_REASONS.LIMIT_EXCEEDED)
    if (supply + amt > BigInt(current.max)) return reject(REJECT_REASONS.SUPPLY_EXCEEDED)
    const to = balanceOf(current, message.to) + amt
    return commit(state, withBalances(current, supply + amt, { [message.to]: to }), { kind: 'mint', tick: current.tick, supply: '', supplyDelta: '', balances: {}, balanceDeltas: {} })
  }
  const payer = canonicalEntityId(ctx.payer) ?? ctx.payer
  if (!ctx.isPrivate && payer !== message.from) return reject(REJECT_REASONS.PAYER_NOT_FROM)
  const from = balanceOf(current, message.from)
  if (from < amt) return reject(REJECT_REASONS.INSUFFICIENT_BALANCE)
  if (message.op === 'burn') {
    return commit(state, withBalances(current, supply - amt, { [message.from]: from - amt }), { kind: 'burn', tick: current.tick, supply: '', supplyDelta: '', balances: {}, balanceDeltas: {} })
  }
  if (message.from === message.to || amt === 0n) {
    return commit(state, current, { kind: 'transfer', tick: current.tick, supply: '', supplyDelta: '', balances: {}, balanceDeltas: {} })
  }
  const to = balanceOf(current, message.to) + amt
  return commit(state, withBalances(current, supply, { [message.from]: from - amt, [message.to]: to }), { kind: 'transfer', tick: current.tick, supply: '', supplyDelta: '', balances: {}, balanceDeltas: {} })
}

/** The topic applied one message at a time with the oracle. */
function oracleReplay (submits: FakeSubmit[], isPrivate: boolean): TopicState {
  let state = emptyTopicState()
  submits.forEach((s, i) => {
    const parsed = parseMessage(s.text)
    if (!parsed.ok) return
    const result = oracleApply(state, parsed.message, { payer: s.payer, isPrivate, sequenceNumber: i + 1, consensusTimestamp: `${1_700_000_000 + i}.000000042` })
    if (result.ok) state = result.state
  })
  return state
}

// ---------------------------------------------------------------- the generators
// Few ticks and accounts, small amounts and maxima: balances often reach zero and come back, supply hits max.
const PAYERS = ['0.0.2', '0.0.1001', '0.0.1002']
const ACCOUNTS = ['0.0.1001', '0.0.1002', '0.0.1003', '0.0.2']
const tick = fc.constantFrom('a', 'b')
const amt = fc.constantFrom('0', '1', '1', '2', '3')
const account = fc.constantFrom(...ACCOUNTS)
const op = fc.oneof(
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deploy'), name: fc.constant('N'), tick, max: fc.constantFrom('10', '30', '1000'), lim: fc.option(fc.constantFrom('3', '5'), { nil: undefined }) }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('mint'), tick, amt, to: account }) },
  { weight: 6, arbitrary: fc.record({ op: fc.constant('transfer'), tick, amt, from: account, to: account }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('burn'), tick, amt, from: account }) }
)
const submit: fc.Arbitrary<FakeSubmit> = fc.tuple(fc.constantFrom(...PAYERS), op).map(([payer, o]) => ({
  payer, text: JSON.stringify({ p: 'hcs-20', ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) })
}))
// both ticks deployed first most of the time, so that most messages have a ledger to change
const deploys: FakeSubmit[] = ['a', 'b'].map(t => ({ payer: '0.0.2', text: JSON.stringify({ p: 'hcs-20', op: 'deploy', name: 'N', tick: t, max: '40' }) }))
const scenario = fc.record({
  isPrivate: fc.boolean(),
  pageLimit: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constant(100)),
  deployFirst: fc.boolean(),
  rest: fc.array(submit, { minLength: 1, maxLength: 80 })
}).map(({ isPrivate, pageLimit, deployFirst, rest }) => ({ isPrivate, pageLimit, submits: deployFirst ? [...deploys, ...rest] : rest }))

describe('the indexer\'s page-at-a-time apply', () => {
  const prefix = uniquePrefix('indexer-page-apply')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let redis: Redis
  let topicNum = 8000

  beforeAll(() => { redis = connect() })
  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  async function index (submits: FakeSubmit[], isPrivate: boolean, pageLimit: number): Promise<string> {
    const topic = createFakeTopic(`0.0.${topicNum++}`, isPrivate)
    topic.submit(...submits)
    const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 5, pageLimit, lockTtlMs: 1000 })
    try {
      await waitFor(async () => Number(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') ?? '0') >= submits.length, 'topic indexed')
      expect(sut.ready()).toBe(true)
    } finally {
      await sut.stop()
    }
    return topic.topicId
  }

  it('gives the ledger of a full-state function applied one message at a time, whatever the page size', async () => {
    await fc.assert(fc.asyncProperty(scenario, async ({ isPrivate, pageLimit, submits }) => {
      const topicId = await index(submits, isPrivate, pageLimit)
      // storedState also checks the holders sorted set and the holder count against the balances hash
      expect(await storedState(redis, redisKeys, topicId)).toEqual(oracleReplay(submits, isPrivate))
    }), { numRuns: 60 })
  })

  it('keeps holder counts right through balances that reach zero and come back, within a page and across pages', async () => {
    const m = (value: Record<string, string>): FakeSubmit => ({ payer: '0.0.2', text: JSON.stringify({ p: 'hcs-20', ...value }) })
    const submits = [
      m({ op: 'deploy', name: 'H', tick: 'h', max: '1000' }),
      m({ op: 'mint', tick: 'h', amt: '5', to: '0.0.1001' }), // 1 holder
      m({ op: 'mint', tick: 'h', amt: '5', to: '0.0.1002' }), // 2
      m({ op: 'transfer', tick: 'h', amt: '5', from: '0.0.1001', to: '0.0.1002' }), // 1001 at zero: 1
      m({ op: 'transfer', tick: 'h', amt: '2', from: '0.0.1002', to: '0.0.1001' }), // back: 2
      m({ op: 'burn', tick: 'h', amt: '2', from: '0.0.1001' }), // zero again: 1
      m({ op: 'transfer', tick: 'h', amt: '8', from: '0.0.1002', to: '0.0.1002' }), // self-transfer: 1
      m({ op: 'mint', tick: 'h', amt: '1', to: '0.0.1003' }), // 2
      m({ op: 'burn', tick: 'h', amt: '8', from: '0.0.1002' }), // 1
      m({ op: 'transfer', tick: 'h', amt: '1', from: '0.0.1003', to: '0.0.1001' }) // 1003 out, 1001 in: 1
    ]
    for (const pageLimit of [1, 3, 100]) {
      const topicId = await index(submits, true, pageLimit)
      expect(await redis.hget(inscriptionKey(redisKeys, topicId, 'h'), 'holders')).toBe('1')
      await ranked(redis, redisKeys, topicId)
      expect(await redis.zrange(holdersKey(redisKeys, topicId, 'h'), 0, -1, 'WITHSCORES')).toEqual(['0.0.1001', '1'])
      expect((await storedState(redis, redisKeys, topicId)).ticks.h?.supply).toBe('1')
    }
  })
})

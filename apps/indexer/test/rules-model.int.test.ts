import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Redis } from 'ioredis'
import { accountFieldParts, applyMessage, emptyTopicState, isAccountChunkField, parseMessage, topicMetaKey } from '@hcs/protocol'
import type { TopicState } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import { createFakeTopic } from './support/fake-mirror.js'
import type { FakeSubmit } from './support/fake-mirror.js'
import { countHistoryStreams, readAccountEntries, readHistory, replayIndexes } from './support/history.js'
import { connect, readInvalid, silentLog, storedState } from './support/ledger.js'
import { waitFor } from './support/wait.js'

// The HCS-20 rules against an independent model: random deploy/mint/transfer/burn sequences from several
// payers, with hostile fields and bytes, must give the same balances, supply and rejections in the model
// (written here from the standard and docs/adr/016, sharing no code with protocol), in protocol's state
// machine, and in the Redis ledger the indexer's real apply/commit path writes. The read indexes the same
// commits write (ADR 044: each ticker's history, its accounts' entries, the topic's invalid messages) must be what
// a pure replay by protocol's rules says, whatever the page size and wherever an account's entries spill.

// ---------------------------------------------------------------- the model
type Outcome = 'applied' | 'invalid' | 'tick_exists' | 'tick_not_found' | 'limit_exceeded' | 'supply_exceeded' | 'payer_not_from' | 'insufficient_balance'
interface ModelTick { max: bigint, lim?: bigint, supply: bigint, balances: Map<string, bigint> }
type Fields = Record<string, unknown>

const ACCOUNT = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[a-z]{5})?$/
// ours: text with no UTF-8 form is refused; control characters are text, as the standard reads them
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

function text (value: unknown, min: number, max: number): string | undefined {
  if (typeof value !== 'string' || value.length < min || value.length > max || LONE_SURROGATE.test(value)) return undefined
  return value
}

class Invalid extends Error {}
function need<T> (value: T | undefined): T {
  if (value === undefined) throw new Invalid()
  return value
}

/** Reads one message the way the standard says (lenient) plus our text rule (ADR 016); undefined = not a valid HCS-20 op. */
function modelRead (bytes: Uint8Array, chunked: boolean): { op: string, f: Fields } | undefined {
  if (chunked) return undefined
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const raw = json as Fields
  const get = (key: string): unknown => (raw[key] === null ? undefined : raw[key])
  const str = (key: string): string | undefined => (typeof get(key) === 'string' ? get(key) as string : undefined)
  const amount = (key: string): bigint | undefined => {
    const value = str(key)
    return value !== undefined && /^\d{1,18}$/.test(value) ? BigInt(value) : undefined
  }
  const account = (key: string): string | undefined => {
    const value = str(key)
    return value !== undefined && ACCOUNT.test(value) ? value.replace(/-[a-z]{5}$/, '') : undefined
  }
  const optionalText = (key: string, max: number): void => {
    if (get(key) !== undefined && text(get(key), 0, max) === undefined) throw new Invalid()
  }
  if (str('p')?.trim().toLowerCase() !== 'hcs-20') return undefined
  const op = str('op')?.trim().toLowerCase()
  try {
    const rawTick = str('tick')
    const tick = rawTick === undefined ? undefined : text(rawTick.trim().toLowerCase(), 1, Infinity)
    optionalText('m', 500)
    switch (op) {
      case 'deploy':
        optionalText('metadata', 100)
        if (get('lim') !== undefined) need(amount('lim'))
        return { op, f: { tick: need(tick), name: need(text(get('name'), 1, 100)), max: need(amount('max')), lim: amount('lim') } }
      case 'mint':
        return { op, f: { tick: need(tick), amt: need(amount('amt')), to: need(account('to')) } }
      case 'transfer':
        return { op, f: { tick: need(tick), amt: need(amount('amt')), from: need(account('from')), to: need(account('to')) } }
      case 'burn':
        return { op, f: { tick: need(tick), amt: need(amount('amt')), from: need(account('from')) } }
      default:
        return undefined // register, unknown ops: nothing on a points topic
    }
  } catch (err) {
    if (err instanceof Invalid) return undefined
    throw err
  }
}

function modelApply (ticks: Map<string, ModelTick>, message: { op: string, f: Fields }, payer: string, isPrivate: boolean): Outcome {
  const f = message.f as { tick: string, name: string, max: bigint, lim?: bigint, amt: bigint, to: string, from: string }
  const tick = ticks.get(f.tick)
  if (message.op === 'deploy') {
    if (tick !== undefined) return 'tick_exists'
    ticks.set(f.tick, { max: f.max, ...(f.lim === undefined ? {} : { lim: f.lim }), supply: 0n, balances: new Map() })
    return 'applied'
  }
  if (tick === undefined) return 'tick_not_found'
  const balance = (account: string): bigint => tick.balances.get(account) ?? 0n
  const set = (account: string, value: bigint): void => {
    if (value === 0n) tick.balances.delete(account)
    else tick.balances.set(account, value)
  }
  if (message.op === 'mint') {
    if (tick.lim !== undefined && f.amt > tick.lim) return 'limit_exceeded'
    if (tick.supply + f.amt > tick.max) return 'supply_exceeded'
    tick.supply += f.amt
    set(f.to, balance(f.to) + f.amt)
    return 'applied'
  }
  if (!isPrivate && payer !== f.from) return 'payer_not_from'
  if (balance(f.from) < f.amt) return 'insufficient_balance'
  set(f.from, balance(f.from) - f.amt)
  if (message.op === 'burn') tick.supply -= f.amt
  else set(f.to, balance(f.to) + f.amt)
  return 'applied'
}

interface ModelRun { outcomes: Outcome[], ticks: Map<string, ModelTick> }

function runModel (submits: FakeSubmit[], isPrivate: boolean): ModelRun {
  const ticks = new Map<string, ModelTick>()
  const outcomes = submits.map((s): Outcome => {
    const message = modelRead(s.bytes ?? Buffer.from(s.text, 'utf8'), s.chunk !== undefined && s.chunk.total > 1)
    return message === undefined ? 'invalid' : modelApply(ticks, message, s.payer, isPrivate)
  })
  return { outcomes, ticks }
}

/** Protocol's and the ledger's reasons in the model's terms: field and parse reasons are all `invalid`. */
function asOutcome (reason: string | undefined): Outcome {
  if (reason === undefined) return 'applied'
  const stateRules: string[] = ['tick_exists', 'tick_not_found', 'limit_exceeded', 'supply_exceeded', 'payer_not_from', 'insufficient_balance']
  return stateRules.includes(reason) ? reason as Outcome : 'invalid'
}

function expectSameState (state: TopicState, model: ModelRun): void {
  expect(Object.keys(state.ticks).sort()).toEqual([...model.ticks.keys()].sort())
  for (const [tick, m] of model.ticks) {
    const actual = state.ticks[tick]
    expect(actual?.max).toBe(m.max.toString())
    expect(actual?.lim).toBe(m.lim?.toString())
    expect(actual?.supply).toBe(m.supply.toString())
    expect(actual?.balances).toEqual(Object.fromEntries([...m.balances].map(([a, b]) => [a, b.toString()])))
  }
}

// ---------------------------------------------------------------- the generators
const PAYERS = ['0.0.2', '0.0.1001', '0.0.1002', '0.0.1003']

/** Mostly `usual`, now and then a hostile value (about one field in twenty). */
function mostly (usual: fc.Arbitrary<unknown>, ...hostile: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 19, arbitrary: usual }, { weight: 1, arbitrary: fc.constantFrom(...hostile) })
}

/** Absent (undefined) three times in four. */
function sometimes<T> (value: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value })
}

const account = mostly(fc.constantFrom('0.0.1001', '0.0.1002', '0.0.1003', '0.0.2', '0.0.1001-abcde'),
  '0.0.01', '0.0.1002-ABCDE', ' 0.0.1001', '', '1.2', 5, null, undefined, ['0.0.1001'])
const tick = mostly(fc.constantFrom('loyal', 'pts', ' LoYaL ', 'PTS'),
  '', '   ', 'lo\u0000yal', 'pts\u007f', '\tloyal\n', 'x\ud800', '🎁', 'l\u0085', 7, null)
const amount = mostly(fc.constantFrom('0', '1', '5', '10', '30', '100', '007'),
  '999999999999999999', '1000000000000000000', '-1', '1.5', '1e3', ' 1', '', 10, null, undefined)
const maxAmount = mostly(fc.constantFrom('50', '100', '1000', '999999999999999999', '0'), '-5', '0x10', null)
const textField = mostly(fc.constantFrom('Loyalty', 'n', 'é'.repeat(100), '🎁 gift'),
  '', 'n'.repeat(101), 'N\u0000', 'line\nbreak', 'half \udc00', 'bell\u0007', 42, null, undefined)
const envelope = fc.record({
  p: mostly(fc.constant('hcs-20'), ' HCS-20 ', 'hcs-21', null, 20),
  opCase: fc.constantFrom((op: string) => op, (op: string) => op.toUpperCase(), (op: string) => ` ${op} `),
  m: sometimes(textField),
  extra: sometimes(fc.constantFrom({ unknown: 'x' }, { amt2: '1' }, { lim: null }))
})

const deploy = fc.record({
  op: fc.constant('deploy'), tick, name: textField, max: maxAmount, lim: sometimes(amount), metadata: sometimes(textField)
})
const operation = fc.oneof(
  { weight: 2, arbitrary: deploy },
  { weight: 6, arbitrary: fc.record({ op: fc.constant('mint'), tick, amt: amount, to: account }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('transfer'), tick, amt: amount, from: account, to: account }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('burn'), tick, amt: amount, from: account }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('register'), name: textField, private: fc.boolean(), t_id: account }) }
)

function hcs20Submit (ops: fc.Arbitrary<Record<string, unknown> & { op: string }>): fc.Arbitrary<FakeSubmit> {
  return fc.tuple(fc.constantFrom(...PAYERS), envelope, ops).map(([payer, e, o]): FakeSubmit => {
    const { op, ...fields } = o
    return { payer, text: JSON.stringify({ p: e.p, op: e.opCase(op), ...fields, ...(e.m === undefined ? {} : { m: e.m }), ...e.extra }) }
  })
}

/** One message on the topic: mostly HCS-20 JSON, sometimes a key given twice, broken JSON, bad UTF-8 or a chunk. */
const submit: fc.Arbitrary<FakeSubmit> = fc.oneof(
  { weight: 30, arbitrary: hcs20Submit(operation) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...PAYERS), amount, amount).map(([payer, first, last]): FakeSubmit => ({
      payer, text: `{"p":"hcs-20","op":"mint","tick":"loyal","amt":${JSON.stringify(first)},"to":"0.0.1001","amt":${JSON.stringify(last)}}`
    }))
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<FakeSubmit>(
      { payer: '0.0.2', text: '{"p":"hcs-20","op":"mint",' },
      { payer: '0.0.2', text: '["hcs-20"]' },
      { payer: '0.0.2', text: '', bytes: Uint8Array.from([0x7b, 0x22, 0x70, 0x22, 0x3a, 0xff, 0x7d]) },
      { payer: '0.0.2', text: '{"p":"hcs-20","op":"deploy","name":"C","tick":"chunk","max":"9"}', chunk: { number: 1, total: 2 } },
      { payer: '0.0.2', text: '{"p":"hcs-20","op":"deploy","name":"Z","tick":"nul\\u0000","max":"9"}' }
    )
  }
)

// deploys first, now and then, so that most sequences have ticks to mint, move and burn
const scenario = fc.record({
  isPrivate: fc.boolean(),
  deploys: fc.array(hcs20Submit(deploy), { maxLength: 3 }),
  rest: fc.array(submit, { minLength: 1, maxLength: 40 })
}).map(({ isPrivate, deploys, rest }) => ({ isPrivate, submits: [...deploys, ...rest] }))

// a few accounts that a long run of mostly valid mints, transfers and burns of one ticker names again and again:
// their entries outgrow the packed field (256 characters) and move to streams of their own
const BUSY = ['0.0.1001', '0.0.1002', '0.0.1003-abcde']
const busyOp = fc.tuple(fc.constantFrom('mint', 'transfer', 'burn'), fc.constantFrom(...BUSY), fc.constantFrom(...BUSY), fc.constantFrom('1', '2', '5', '9'), fc.boolean())
  .map(([op, from, to, amt, payerIsFrom]): FakeSubmit => {
    const payer = payerIsFrom ? from.replace(/-[a-z]{5}$/, '') : '0.0.2'
    const fields = op === 'mint' ? { to } : op === 'transfer' ? { from, to } : { from }
    return { payer, text: JSON.stringify({ p: 'hcs-20', op, tick: 'busy', amt, ...fields }) }
  })
const busyScenario = fc.record({
  isPrivate: fc.boolean(),
  ops: fc.array(busyOp, { minLength: 40, maxLength: 120 }),
  noise: fc.array(submit, { maxLength: 10 })
}).map(({ isPrivate, ops, noise }) => ({
  isPrivate,
  submits: [{ payer: '0.0.2', text: JSON.stringify({ p: 'hcs-20', op: 'deploy', tick: 'busy', name: 'Busy', max: '999999999', lim: '8' }) }, ...noise, ...ops]
}))

// ---------------------------------------------------------------- the properties
describe('the HCS-20 rules against an independent model', () => {
  it('protocol\'s reader and state machine give the model\'s outcomes, balances and supply', () => {
    fc.assert(fc.property(scenario, ({ isPrivate, submits }) => {
      const model = runModel(submits, isPrivate)
      let state = emptyTopicState()
      const outcomes = submits.map((s, i): Outcome => {
        if (s.chunk !== undefined && s.chunk.total > 1) return 'invalid'
        const parsed = parseMessage(s.bytes ?? Buffer.from(s.text, 'utf8'))
        if (!parsed.ok) return asOutcome(parsed.reason)
        const result = applyMessage(state, parsed.message, { payer: s.payer, isPrivate, sequenceNumber: i + 1, consensusTimestamp: `${1_700_000_000 + i}.0` })
        if (!result.ok) return asOutcome(result.reason)
        state = result.state
        return 'applied'
      })
      expect(outcomes).toEqual(model.outcomes)
      expectSameState(state, model)
    }), { numRuns: 1500 })
  })

  describe('the indexer over real Redis', () => {
    const prefix = uniquePrefix('indexer-model')
    const redisKeys = { prefix, network: TEST_NETWORK }
    let redis: Redis
    let topicNum = 7000

    beforeAll(() => { redis = connect() })
    afterAll(async () => {
      await deleteKeys(redis, prefix)
      await redis.quit()
    })

    // some accounts' entries outgrow a small chunk length, on one page or across pages
    const layout = fc.record({ pageLimit: fc.constantFrom(1, 7, 100), historyChunkAt: fc.constantFrom(6, 20, 60, 256), withTransactionIds: fc.boolean() })
    let sealedAccounts = 0
    let packedAccounts = 0

    it('writes the model\'s balances, supply and rejections, and the replay\'s histories and invalid list, paging through the topic', async () => {
      await fc.assert(fc.asyncProperty(fc.oneof(scenario, busyScenario), layout, async ({ isPrivate, submits: plain }, { pageLimit, historyChunkAt, withTransactionIds }) => {
        const submits = withTransactionIds ? plain.map((s, i) => ({ ...s, transactionId: `${s.payer}@1690000000.${String(i).padStart(9, '0')}` })) : plain
        const topic = createFakeTopic(`0.0.${topicNum++}`, isPrivate)
        topic.submit(...submits)
        const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 5, pageLimit, historyChunkAt, lockTtlMs: 1000 })
        try {
          await waitFor(async () => Number(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') ?? '0') >= submits.length, 'topic indexed')
          expect(sut.ready()).toBe(true)
        } finally {
          await sut.stop()
        }
        const model = runModel(submits, isPrivate)
        expectSameState(await storedState(redis, redisKeys, topic.topicId), model)
        const rejected = await readInvalid(redis, redisKeys, topic.topicId)
        const stored = new Map(rejected.map((r) => [r.sequenceNumber, asOutcome(r.reason)]))
        expect(submits.map((_s, i) => stored.get(i + 1) ?? 'applied')).toEqual(model.outcomes)

        const expected = replayIndexes(topic.messages, isPrivate)
        expect(rejected).toEqual(expected.invalid)
        expect(await countHistoryStreams(redis, redisKeys, topic.topicId)).toBe(expected.ticks.size)
        for (const [tick, history] of expected.ticks) {
          expect(await readHistory(redis, redisKeys, topic.topicId, tick)).toEqual(history.entries)
          const { accounts, sealed, packed } = await readAccountEntries(redis, redisKeys, topic.topicId, tick)
          expect(accounts).toEqual(history.accounts)
          // an account's own field never grows past the chunk length: what would is sealed
          for (const [field, value] of packed) if (!isAccountChunkField(field)) expect(accountFieldParts(value).packed.length).toBeLessThanOrEqual(historyChunkAt)
          sealedAccounts += sealed.length
          packedAccounts += accounts.size - sealed.length
        }
      }), { numRuns: 40 })
      // the property held for accounts with sealed chunks and without
      expect(sealedAccounts).toBeGreaterThan(0)
      expect(packedAccounts).toBeGreaterThan(0)
    })
  })
})

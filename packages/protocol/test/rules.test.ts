import { describe, expect, it } from 'vitest'
import { applyMessage, applyMessages, emptyTopicState, parseMessage } from '../src/index.js'
import type { ApplyContext, Hcs20Message, ReplayItem, TopicState } from '../src/index.js'

const A = '0.0.1001'
const B = '0.0.1002'
const OPERATOR = '0.0.2'

let sequence = 0
function ctx (payer: string, isPrivate: boolean): ApplyContext {
  sequence += 1
  return { payer, isPrivate, sequenceNumber: sequence, consensusTimestamp: `1700000000.${String(sequence).padStart(9, '0')}` }
}

function msg (value: Record<string, unknown>): Hcs20Message {
  const result = parseMessage(JSON.stringify({ p: 'hcs-20', ...value }))
  if (!result.ok) throw new Error(`test message does not parse: ${result.reason}`)
  return result.message
}

function item (value: Record<string, unknown>, payer: string, isPrivate: boolean): ReplayItem {
  return { message: msg(value), ctx: ctx(payer, isPrivate) }
}

function deepFreeze<T> (value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** A topic with `tick` deployed (max, lim) and the given balances minted. */
function stateWith (isPrivate: boolean, max: string, lim: string | undefined, mints: Record<string, string>): TopicState {
  const deploy: Record<string, unknown> = { op: 'deploy', name: 'Test', tick: 'tick', max }
  if (lim !== undefined) deploy.lim = lim
  const items = [item(deploy, OPERATOR, isPrivate)]
  for (const [to, amt] of Object.entries(mints)) items.push(item({ op: 'mint', tick: 'tick', amt, to }, OPERATOR, isPrivate))
  const replay = applyMessages(emptyTopicState(), items)
  expect(replay.results.every((r) => r.ok)).toBe(true)
  return replay.state
}

describe(applyMessages.name, () => {
  it('reference case 1: a private topic accepts transfers and burns paid by anyone', () => {
    const sut = applyMessages(emptyTopicState(), [
      item({ op: 'deploy', name: 'Loyalty', tick: 'loyal', max: '1000' }, OPERATOR, true),
      item({ op: 'mint', tick: 'loyal', amt: '100', to: A }, OPERATOR, true),
      item({ op: 'transfer', tick: 'loyal', amt: '10', from: A, to: B }, '0.0.9999', true),
      item({ op: 'burn', tick: 'loyal', amt: '30', from: A }, '0.0.7777', true)
    ])
    expect(sut.results.map((r) => r.ok)).toEqual([true, true, true, true])
    expect(sut.state.ticks.loyal?.supply).toBe('70')
    expect(sut.state.ticks.loyal?.balances).toEqual({ [A]: '60', [B]: '10' })
  })

  it('reference case 2: a public topic rejects a transfer not paid by from', () => {
    const sut = applyMessages(emptyTopicState(), [
      item({ op: 'deploy', name: 'Pub', tick: 'pub', max: '1000' }, OPERATOR, false),
      item({ op: 'mint', tick: 'pub', amt: '50', to: A }, OPERATOR, false),
      item({ op: 'transfer', tick: 'pub', amt: '20', from: A, to: B }, '0.0.9999', false)
    ])
    expect(sut.results[2]).toEqual({ ok: false, reason: 'payer_not_from' })
    expect(sut.state.ticks.pub?.balances).toEqual({ [A]: '50' })
    expect(sut.state.ticks.pub?.balances[B]).toBeUndefined()
  })

  it('reference case 3: deploy with a limit, two mints, a transfer and a burn', () => {
    const sut = applyMessages(emptyTopicState(), [
      item({ op: 'deploy', name: 'Big', tick: 'big', max: '1000000', lim: '10000' }, OPERATOR, true),
      item({ op: 'mint', tick: 'big', amt: '5000', to: A }, OPERATOR, true),
      item({ op: 'mint', tick: 'big', amt: '3000', to: B }, OPERATOR, true),
      item({ op: 'transfer', tick: 'big', amt: '1500', from: A, to: B }, OPERATOR, true),
      item({ op: 'burn', tick: 'big', amt: '500', from: A }, OPERATOR, true)
    ])
    expect(sut.results.every((r) => r.ok)).toBe(true)
    expect(sut.state.ticks.big?.balances).toEqual({ [A]: '3000', [B]: '4500' })
    expect(sut.state.ticks.big?.supply).toBe('7500')
  })

  it('accepts a public transfer paid by from', () => {
    const state = stateWith(false, '100', undefined, { [A]: '50' })
    const sut = applyMessages(state, [item({ op: 'transfer', tick: 'tick', amt: '20', from: A, to: B }, A, false)])
    expect(sut.state.ticks.tick?.balances).toEqual({ [A]: '30', [B]: '20' })
  })
})

describe(applyMessage.name, () => {
  it('records the deploy facts with supply 0', () => {
    const sut = applyMessage(emptyTopicState(), msg({ op: 'deploy', name: 'L', tick: ' LoYaL ', max: '100', lim: '10', metadata: 'ipfs://x' }), {
      payer: '0.0.5', isPrivate: false, sequenceNumber: 7, consensusTimestamp: '1700000000.000000007'
    })
    const info = { tick: 'loyal', name: 'L', max: '100', lim: '10', metadata: 'ipfs://x', deployer: '0.0.5', deploySequence: 7, deployedAt: '1700000000.000000007' }
    expect(sut).toEqual({
      ok: true,
      state: { ticks: { loyal: { ...info, supply: '0', balances: {} } } },
      effect: { kind: 'deploy', tick: 'loyal', deploy: info, supply: '0', supplyDelta: '0', balances: {}, balanceDeltas: {} }
    })
  })

  it('keeps the first deploy of a tick and rejects the second with tick_exists', () => {
    const state = stateWith(false, '100', undefined, {})
    const sut = applyMessage(state, msg({ op: 'deploy', name: 'Other', tick: 'TICK', max: '5' }), ctx(OPERATOR, false))
    expect(sut).toEqual({ ok: false, reason: 'tick_exists' })
    expect(state.ticks.tick?.name).toBe('Test')
  })

  it.each([
    [{ op: 'mint', tick: 'nope', amt: '1', to: A }],
    [{ op: 'transfer', tick: 'nope', amt: '1', from: A, to: B }],
    [{ op: 'burn', tick: 'nope', amt: '1', from: A }]
  ])('rejects %j on an unknown tick with tick_not_found', (value) => {
    expect(applyMessage(stateWith(true, '10', undefined, {}), msg(value), ctx(A, true))).toEqual({ ok: false, reason: 'tick_not_found' })
  })

  it('does not find a tick through the object prototype', () => {
    expect(applyMessage(emptyTopicState(), msg({ op: 'mint', tick: 'constructor', amt: '1', to: A }), ctx(A, true)))
      .toEqual({ ok: false, reason: 'tick_not_found' })
  })

  it('mints up to the limit and rejects one more with limit_exceeded', () => {
    const state = stateWith(true, '1000', '10', {})
    expect(applyMessage(state, msg({ op: 'mint', tick: 'tick', amt: '10', to: A }), ctx(OPERATOR, true)).ok).toBe(true)
    expect(applyMessage(state, msg({ op: 'mint', tick: 'tick', amt: '11', to: A }), ctx(OPERATOR, true))).toEqual({ ok: false, reason: 'limit_exceeded' })
  })

  it('mints up to max and rejects the whole of a mint that would exceed it', () => {
    const state = stateWith(true, '100', undefined, { [A]: '60' })
    expect(applyMessage(state, msg({ op: 'mint', tick: 'tick', amt: '41', to: B }), ctx(OPERATOR, true))).toEqual({ ok: false, reason: 'supply_exceeded' })
    const full = applyMessage(state, msg({ op: 'mint', tick: 'tick', amt: '40', to: B }), ctx(OPERATOR, true))
    expect(full.ok && full.state.ticks.tick?.supply).toBe('100')
  })

  it('lets burnt supply be minted again', () => {
    const sut = applyMessages(stateWith(true, '100', undefined, { [A]: '100' }), [
      item({ op: 'burn', tick: 'tick', amt: '30', from: A }, OPERATOR, true),
      item({ op: 'mint', tick: 'tick', amt: '30', to: B }, OPERATOR, true)
    ])
    expect(sut.results.map((r) => r.ok)).toEqual([true, true])
    expect(sut.state.ticks.tick?.supply).toBe('100')
  })

  it.each([
    [{ op: 'transfer', tick: 'tick', amt: '51', from: A, to: B }],
    [{ op: 'burn', tick: 'tick', amt: '51', from: A }],
    [{ op: 'transfer', tick: 'tick', amt: '1', from: B, to: A }]
  ])('rejects %j with insufficient_balance', (value) => {
    const state = stateWith(true, '100', undefined, { [A]: '50' })
    expect(applyMessage(state, msg(value), ctx(OPERATOR, true))).toEqual({ ok: false, reason: 'insufficient_balance' })
  })

  it('rejects a public burn not paid by from with payer_not_from', () => {
    const state = stateWith(false, '100', undefined, { [A]: '50' })
    expect(applyMessage(state, msg({ op: 'burn', tick: 'tick', amt: '1', from: A }), ctx(B, false))).toEqual({ ok: false, reason: 'payer_not_from' })
  })

  it('ignores register on a points topic with register_ignored', () => {
    expect(applyMessage(emptyTopicState(), msg({ op: 'register', name: 'R', private: false, t_id: '0.0.7' }), ctx(A, false)))
      .toEqual({ ok: false, reason: 'register_ignored' })
  })

  it('treats a self-transfer as a success that changes nothing', () => {
    const state = stateWith(false, '100', undefined, { [A]: '50' })
    const sut = applyMessage(state, msg({ op: 'transfer', tick: 'tick', amt: '50', from: A, to: A }), ctx(A, false))
    expect(sut.ok && sut.state).toEqual(state)
    expect(sut.ok && sut.effect).toEqual({ kind: 'transfer', tick: 'tick', supply: '50', supplyDelta: '0', balances: { [A]: '50' }, balanceDeltas: {} })
  })

  it('describes a transfer as signed deltas and new balances', () => {
    const state = stateWith(true, '100', undefined, { [A]: '50', [B]: '5' })
    const sut = applyMessage(state, msg({ op: 'transfer', tick: 'tick', amt: '50', from: A, to: B }), ctx(OPERATOR, true))
    expect(sut.ok && sut.effect).toEqual({
      kind: 'transfer', tick: 'tick', supply: '55', supplyDelta: '0', balances: { [A]: '0', [B]: '55' }, balanceDeltas: { [A]: '-50', [B]: '50' }
    })
    expect(sut.ok && sut.state.ticks.tick?.balances).toEqual({ [B]: '55' })
  })

  it('describes a burn and a mint with their supply deltas', () => {
    const state = stateWith(true, '100', undefined, { [A]: '50' })
    const burn = applyMessage(state, msg({ op: 'burn', tick: 'tick', amt: '20', from: A }), ctx(OPERATOR, true))
    expect(burn.ok && burn.effect).toEqual({
      kind: 'burn', tick: 'tick', supply: '30', supplyDelta: '-20', balances: { [A]: '30' }, balanceDeltas: { [A]: '-20' }
    })
    const mint = applyMessage(state, msg({ op: 'mint', tick: 'tick', amt: '7', to: B }), ctx(OPERATOR, true))
    expect(mint.ok && mint.effect).toEqual({
      kind: 'mint', tick: 'tick', supply: '57', supplyDelta: '7', balances: { [B]: '7' }, balanceDeltas: { [B]: '7' }
    })
  })

  it('counts exactly beyond 2^53 with 18-digit amounts', () => {
    const state = stateWith(true, '999999999999999999', undefined, { [A]: '900000000000000001' })
    const sut = applyMessage(state, msg({ op: 'mint', tick: 'tick', amt: '99999999999999998', to: A }), ctx(OPERATOR, true))
    expect(sut.ok && sut.state.ticks.tick).toMatchObject({ supply: '999999999999999999', balances: { [A]: '999999999999999999' } })
    expect(applyMessage(sut.ok ? sut.state : state, msg({ op: 'mint', tick: 'tick', amt: '1', to: B }), ctx(OPERATOR, true)))
      .toEqual({ ok: false, reason: 'supply_exceeded' })
  })

  it('never mutates the state it is given', () => {
    const state = deepFreeze(stateWith(true, '100', undefined, { [A]: '50' }))
    const before = structuredClone(state)
    for (const value of [
      { op: 'deploy', name: 'N', tick: 'new', max: '5' },
      { op: 'mint', tick: 'tick', amt: '10', to: B },
      { op: 'transfer', tick: 'tick', amt: '50', from: A, to: B },
      { op: 'burn', tick: 'tick', amt: '50', from: A },
      { op: 'mint', tick: 'tick', amt: '99', to: B }
    ]) {
      expect(() => applyMessage(state, msg(value), ctx(OPERATOR, true))).not.toThrow()
    }
    expect(state).toEqual(before)
  })
})

import { describe, expect, it } from 'vitest'
import { REJECT_REASONS, buildMessage, parseMessage } from '../src/index.js'
import { EXAMPLES } from './examples.js'

const MINT = { p: 'hcs-20', op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' }

function read (value: unknown) {
  return parseMessage(JSON.stringify(value))
}

describe(parseMessage.name, () => {
  it.each(EXAMPLES)('reads back what the builder wrote for %j', (operation, json) => {
    expect(parseMessage(json)).toEqual({ ok: true, message: operation })
    expect(buildMessage(operation)).toBe(json)
  })

  it('reads UTF-8 bytes as well as text', () => {
    expect(parseMessage(new TextEncoder().encode(JSON.stringify({ ...MINT, m: 'café' })))).toEqual({
      ok: true, message: { op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001', m: 'café' }
    })
  })

  it('compares p and op case-insensitively after trimming', () => {
    expect(read({ ...MINT, p: ' HCS-20 ', op: 'MINT ' })).toEqual({
      ok: true, message: { op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' }
    })
  })

  it('trims and lowercases the tick', () => {
    const result = read({ ...MINT, tick: '  LoYaL  ' })
    expect(result.ok && result.message.op === 'mint' && result.message.tick).toBe('loyal')
  })

  it('strips account checksums from to, from and t_id', () => {
    expect(read({ p: 'hcs-20', op: 'transfer', tick: 't', amt: '1', from: '0.0.12345-abcde', to: '0.0.2-vwxyz' })).toEqual({
      ok: true, message: { op: 'transfer', tick: 't', amt: '1', from: '0.0.12345', to: '0.0.2' }
    })
    expect(read({ p: 'hcs-20', op: 'register', name: 'R', private: false, t_id: '0.0.7-abcde' })).toEqual({
      ok: true, message: { op: 'register', name: 'R', private: false, t_id: '0.0.7' }
    })
  })

  it('treats null optional fields as absent', () => {
    expect(read({ p: 'hcs-20', op: 'deploy', name: 'L', tick: 'l', max: '10', lim: null, metadata: null, m: null })).toEqual({
      ok: true, message: { op: 'deploy', name: 'L', tick: 'l', max: '10' }
    })
  })

  it('canonicalises numbers and accepts zero, as the standard allows', () => {
    expect(read({ ...MINT, amt: '007' })).toEqual({ ok: true, message: { op: 'mint', tick: 'loyal', amt: '7', to: '0.0.1001' } })
    expect(read({ ...MINT, amt: '0' })).toEqual({ ok: true, message: { op: 'mint', tick: 'loyal', amt: '0', to: '0.0.1001' } })
  })

  it('accepts 18 digits and rejects 19 and 20', () => {
    expect(read({ ...MINT, amt: '999999999999999999' }).ok).toBe(true)
    expect(read({ ...MINT, amt: '1000000000000000000' })).toEqual({ ok: false, reason: 'invalid_field:amt' })
    expect(read({ ...MINT, amt: '12345678901234567890' })).toEqual({ ok: false, reason: 'invalid_field:amt' })
  })

  it('ignores unknown keys', () => {
    expect(read({ ...MINT, extra: 1 }).ok).toBe(true)
  })

  it('keeps the optional deploy fields', () => {
    expect(read({ p: 'hcs-20', op: 'deploy', name: 'L', tick: 'l', max: '10', lim: '5', metadata: 'ipfs://x', m: 'hi' })).toEqual({
      ok: true, message: { op: 'deploy', name: 'L', tick: 'l', max: '10', lim: '5', metadata: 'ipfs://x', m: 'hi' }
    })
  })

  it('reports invalid UTF-8', () => {
    expect(parseMessage(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({ ok: false, reason: REJECT_REASONS.INVALID_UTF8 })
  })

  it.each([
    ['not json', 'invalid_json'],
    ['{"p":"hcs-20",', 'invalid_json'],
    ['', 'invalid_json'],
    ['[]', 'not_object'],
    ['null', 'not_object'],
    ['"hcs-20"', 'not_object'],
    ['42', 'not_object']
  ])('rejects the text %j with %s', (text, reason) => {
    expect(parseMessage(text)).toEqual({ ok: false, reason })
  })

  const name101 = 'n'.repeat(101)
  it.each([
    [{ ...MINT, p: undefined }, 'not_hcs20'],
    [{ ...MINT, p: 'hcs-21' }, 'not_hcs20'],
    [{ ...MINT, p: 20 }, 'not_hcs20'],
    [{ ...MINT, op: undefined }, 'unknown_op'],
    [{ ...MINT, op: 'stake' }, 'unknown_op'],
    [{ ...MINT, op: 5 }, 'unknown_op'],
    [{ ...MINT, tick: undefined }, 'missing_field:tick'],
    [{ ...MINT, tick: null }, 'missing_field:tick'],
    [{ ...MINT, tick: '   ' }, 'invalid_field:tick'],
    [{ ...MINT, tick: 7 }, 'invalid_field:tick'],
    [{ ...MINT, amt: undefined }, 'missing_field:amt'],
    [{ ...MINT, amt: 100 }, 'invalid_field:amt'],
    [{ ...MINT, amt: '-1' }, 'invalid_field:amt'],
    [{ ...MINT, amt: '1.5' }, 'invalid_field:amt'],
    [{ ...MINT, amt: '1e3' }, 'invalid_field:amt'],
    [{ ...MINT, amt: ' 1' }, 'invalid_field:amt'],
    [{ ...MINT, amt: '' }, 'invalid_field:amt'],
    [{ ...MINT, to: undefined }, 'missing_field:to'],
    [{ ...MINT, to: '0.0.01' }, 'invalid_field:to'],
    [{ ...MINT, to: '0.0.1-ABCDE' }, 'invalid_field:to'],
    [{ ...MINT, m: 'm'.repeat(501) }, 'invalid_field:m'],
    [{ ...MINT, m: 5 }, 'invalid_field:m'],
    [{ p: 'hcs-20', op: 'transfer', tick: 't', amt: '1', to: '0.0.2' }, 'missing_field:from'],
    [{ p: 'hcs-20', op: 'burn', tick: 't', amt: '1', from: 'alice' }, 'invalid_field:from'],
    [{ p: 'hcs-20', op: 'deploy', tick: 't', max: '10' }, 'missing_field:name'],
    [{ p: 'hcs-20', op: 'deploy', name: '', tick: 't', max: '10' }, 'invalid_field:name'],
    [{ p: 'hcs-20', op: 'deploy', name: name101, tick: 't', max: '10' }, 'invalid_field:name'],
    [{ p: 'hcs-20', op: 'deploy', name: 'N', tick: 't' }, 'missing_field:max'],
    [{ p: 'hcs-20', op: 'deploy', name: 'N', tick: 't', max: '10', lim: '1.5' }, 'invalid_field:lim'],
    [{ p: 'hcs-20', op: 'deploy', name: 'N', tick: 't', max: '10', metadata: 'm'.repeat(101) }, 'invalid_field:metadata'],
    [{ p: 'hcs-20', op: 'register', name: 'R', t_id: '0.0.7' }, 'missing_field:private'],
    [{ p: 'hcs-20', op: 'register', name: 'R', private: 'true', t_id: '0.0.7' }, 'invalid_field:private'],
    [{ p: 'hcs-20', op: 'register', name: 'R', private: true }, 'missing_field:t_id'],
    [{ ...MINT, tick: 'lo\ud800' }, 'invalid_field:tick'],
    [{ ...MINT, m: 'half \udc00' }, 'invalid_field:m'],
    [{ p: 'hcs-20', op: 'deploy', name: 'N\udbff', tick: 't', max: '10' }, 'invalid_field:name'],
    [{ p: 'hcs-20', op: 'deploy', name: 'N', tick: 't', max: '10', metadata: 'ipfs://\udfff' }, 'invalid_field:metadata']
  ])('rejects %j with %s', (value, reason) => {
    expect(read(value)).toEqual({ ok: false, reason })
  })

  it('trims a tick as the standard does (whitespace controls go with the spaces)', () => {
    expect(read({ ...MINT, tick: '\t LoYaL \n' })).toMatchObject({ ok: true, message: { tick: 'loyal' } })
  })

  // The API never emits control characters, but another writer may: the standard and both reference
  // indexers count such a message, so the ledger must too (else our balances differ from every explorer's).
  it.each([
    [{ ...MINT, m: 'two\nlines' }, { m: 'two\nlines' }],
    [{ ...MINT, m: '\u0000' }, { m: '\u0000' }],
    [{ ...MINT, tick: 'lo\u0000yal' }, { tick: 'lo\u0000yal' }],
    [{ ...MINT, tick: 'loyal\u007f' }, { tick: 'loyal\u007f' }],
    [{ p: 'hcs-20', op: 'deploy', name: 'N\u0007', tick: 't', max: '10' }, { name: 'N\u0007' }],
    [{ p: 'hcs-20', op: 'deploy', name: 'N', tick: 't', max: '10', metadata: 'ipfs://\u0085' }, { metadata: 'ipfs://\u0085' }]
  ])('reads %j with its control characters, as the standard does', (value, expected) => {
    expect(read(value)).toMatchObject({ ok: true, message: expected })
  })

  it('reads a key given twice as its last value, as both reference indexers do', () => {
    expect(parseMessage('{"p":"hcs-20","op":"mint","tick":"t","amt":"1","amt":"7","to":"0.0.2"}'))
      .toMatchObject({ ok: true, message: { amt: '7' } })
  })

  it('accepts names, metadata and memos at their length limits', () => {
    expect(read({ p: 'hcs-20', op: 'deploy', name: 'n'.repeat(100), tick: 't', max: '1', metadata: 'm'.repeat(100), m: 'm'.repeat(500) }).ok).toBe(true)
  })
})

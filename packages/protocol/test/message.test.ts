import { describe, expect, it } from 'vitest'
import { MAX_MESSAGE_BYTES, OperationSchema, buildMessage, buildRegisterMessage, checkMessageSize, messageBytes, parseMessage } from '../src/index.js'
import type { Operation } from '../src/index.js'
import { EXAMPLES } from './examples.js'

describe(buildMessage.name, () => {
  it.each(EXAMPLES)('builds the standard example for %j', (operation, expected) => {
    expect(buildMessage(operation)).toBe(expected)
  })

  it.each([
    [{ op: 'deploy', tick: 't', name: 'N', max: '9', lim: '1', metadata: 'ipfs://x', m: 'hi' }, ['p', 'op', 'name', 'tick', 'max', 'lim', 'metadata', 'm']],
    [{ op: 'mint', m: 'hi', to: '0.0.1', amt: '1', tick: 't' }, ['p', 'op', 'tick', 'amt', 'to', 'm']],
    [{ m: 'hi', to: '0.0.2', from: '0.0.1', amt: '1', tick: 't', op: 'transfer' }, ['p', 'op', 'tick', 'amt', 'from', 'to', 'm']],
    [{ op: 'burn', from: '0.0.1', amt: '1', tick: 't', m: 'hi' }, ['p', 'op', 'tick', 'amt', 'from', 'm']]
  ] as Array<[Operation, string[]]>)('orders keys as the reference builders do for %j', (operation, keys) => {
    expect(Object.keys(JSON.parse(buildMessage(operation)))).toEqual(keys)
  })

  it('omits optional keys that are undefined instead of writing null', () => {
    const sut = buildMessage({ op: 'deploy', tick: 't', name: 'N', max: '9', lim: undefined, metadata: undefined, m: undefined })
    expect(sut).toBe('{"p":"hcs-20","op":"deploy","name":"N","tick":"t","max":"9"}')
  })

  it.each([
    ['quotes and backslashes', 'say "hi"\\ \\"'],
    ['control characters', 'a\u0000b\nc\td\u001f\u007f'],
    ['non-ASCII and lone surrogates', 'é€😀 \ud800 \udfff'],
    ['separators JSON leaves alone', '\u2028\u2029</script>']
  ])('writes %s as JSON.stringify of the object in key order does', (_, text) => {
    const deploy = { op: 'deploy', tick: text, name: text, max: '9', lim: '1', metadata: text, m: text } as const
    expect(buildMessage(deploy)).toBe(JSON.stringify({ p: 'hcs-20', op: 'deploy', name: text, tick: text, max: '9', lim: '1', metadata: text, m: text }))
    const transfer = { op: 'transfer', tick: text, amt: '1', from: text, to: text, m: text } as const
    expect(buildMessage(transfer)).toBe(JSON.stringify({ p: 'hcs-20', op: 'transfer', tick: text, amt: '1', from: text, to: text, m: text }))
  })

  it('escapes JSON special characters in text fields', () => {
    const sut = buildMessage({ op: 'mint', tick: 't', amt: '1', to: '0.0.1', m: 'say "hi"\\' })
    expect(JSON.parse(sut).m).toBe('say "hi"\\')
  })
})

describe(buildRegisterMessage.name, () => {
  it('writes the standard\'s keys in order, private false, optional keys omitted, and reads back as that listing', () => {
    const full = buildRegisterMessage({ name: 'Points "A"', t_id: '0.0.5', metadata: 'ipfs://x', m: 'hi' })
    expect(full).toBe('{"p":"hcs-20","op":"register","name":"Points \\"A\\"","metadata":"ipfs://x","private":false,"t_id":"0.0.5","m":"hi"}')
    expect(parseMessage(Buffer.from(full))).toEqual({ ok: true, message: { op: 'register', name: 'Points "A"', private: false, t_id: '0.0.5', metadata: 'ipfs://x', m: 'hi' } })
    const bare = buildRegisterMessage({ name: 'P', t_id: '0.0.5' })
    expect(bare).toBe('{"p":"hcs-20","op":"register","name":"P","private":false,"t_id":"0.0.5"}')
    expect(parseMessage(Buffer.from(bare))).toEqual({ ok: true, message: { op: 'register', name: 'P', private: false, t_id: '0.0.5' } })
  })
})

describe('OperationSchema', () => {
  it.each(EXAMPLES)('accepts the canonical operation %j', (operation) => {
    expect(OperationSchema.parse(operation)).toEqual(operation)
  })

  it.each([
    [{ op: 'mint', tick: 'loyal', amt: '007', to: '0.0.1' }],
    [{ op: 'mint', tick: 'loyal', amt: '0', to: '0.0.1' }],
    [{ op: 'mint', tick: 'loyal', amt: '1000000000000000000', to: '0.0.1' }],
    [{ op: 'mint', tick: 'LOYAL', amt: '1', to: '0.0.1' }],
    [{ op: 'mint', tick: ' loyal', amt: '1', to: '0.0.1' }],
    [{ op: 'mint', tick: 'a\u0000b', amt: '1', to: '0.0.1' }],
    [{ op: 'mint', tick: 'x'.repeat(33), amt: '1', to: '0.0.1' }],
    [{ op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1-abcde' }],
    [{ op: 'mint', tick: 'loyal', amt: 1, to: '0.0.1' }],
    [{ op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1', extra: 'x' }],
    [{ op: 'transfer', tick: 'loyal', amt: '1', to: '0.0.1' }],
    [{ op: 'deploy', tick: 'loyal', name: 'L', max: '10', lim: '11' }],
    [{ op: 'register', name: 'x', private: true, t_id: '0.0.1' }]
  ])('rejects %j', (operation) => {
    expect(OperationSchema.safeParse(operation).success).toBe(false)
  })
})

describe(messageBytes.name, () => {
  it.each([['abc', 3], ['é', 2], ['€', 3], ['😀', 4], ['', 0], ['a\u007fb', 3], ['a\u0080b', 4], ['\ud800', 3]])('counts %j as %i UTF-8 bytes', (text, bytes) => {
    expect(messageBytes(text)).toBe(bytes)
  })
})

function mintWithMemo (memo: string): string {
  return buildMessage({ op: 'mint', tick: 't', amt: '1', to: '0.0.1', m: memo })
}

describe(checkMessageSize.name, () => {
  const overhead = messageBytes(mintWithMemo(''))

  it('accepts a message of exactly 1024 bytes', () => {
    const json = mintWithMemo('m'.repeat(MAX_MESSAGE_BYTES - overhead))
    expect(messageBytes(json)).toBe(1024)
    expect(checkMessageSize(json)).toEqual({ ok: true })
  })

  it('rejects a message of 1025 bytes and reports its size', () => {
    const json = mintWithMemo('m'.repeat(MAX_MESSAGE_BYTES - overhead + 1))
    expect(checkMessageSize(json)).toEqual({ ok: false, bytes: 1025 })
  })

  it('counts multi-byte characters by bytes, not by string length', () => {
    const json = mintWithMemo('€'.repeat(Math.ceil((MAX_MESSAGE_BYTES - overhead + 1) / 3)))
    expect(json.length).toBeLessThan(MAX_MESSAGE_BYTES)
    expect(checkMessageSize(json).ok).toBe(false)
  })
})

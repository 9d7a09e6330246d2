import { describe, expect, it } from 'vitest'
import {
  AccountIdSchema, AmountSchema, MemoSchema, MetadataSchema, NameSchema, PositiveAmountSchema, TickerSchema, TopicIdSchema
} from '../src/index.js'

describe('AmountSchema', () => {
  it.each([
    [0, '0'],
    [100, '100'],
    ['100', '100'],
    ['0', '0'],
    ['007', '7'],
    ['000', '0'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
    ['9007199254740993', '9007199254740993'],
    ['999999999999999999', '999999999999999999']
  ])('accepts %j as %s', (input, expected) => {
    expect(AmountSchema.parse(input)).toBe(expected)
  })

  it.each([
    [-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ['-1'], ['+1'], ['1.0'], ['1e3'], [' 1'], ['1 '], [''],
    ['0x10'], ['1234567890123456789'], ['0000000000000000001'], [null], [true], [[1]], [{}]
  ])('rejects %j', (input) => {
    expect(AmountSchema.safeParse(input).success).toBe(false)
  })

  it('tells the client to send unsafe integers as strings', () => {
    const result = AmountSchema.safeParse(2 ** 53)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/string/)
  })

  it('rejects a 19-digit string with a digit-count message', () => {
    const result = AmountSchema.safeParse('1000000000000000000')
    expect(result.error?.issues[0]?.message).toMatch(/18 digits/)
  })
})

describe('PositiveAmountSchema', () => {
  it.each([[0], ['0'], ['000']])('rejects zero written as %j', (input) => {
    expect(PositiveAmountSchema.safeParse(input).success).toBe(false)
  })

  it.each([[1, '1'], ['01', '1'], ['999999999999999999', '999999999999999999']])('accepts %j as %s', (input, expected) => {
    expect(PositiveAmountSchema.parse(input)).toBe(expected)
  })
})

describe('TickerSchema', () => {
  it.each([
    ['  LoYaL  ', 'loyal'],
    ['pub', 'pub'],
    ['Two Words', 'two words'],
    ['x'.repeat(32), 'x'.repeat(32)],
    ['ÉTÉ', 'été'],
    ['🎁gift', '🎁gift']
  ])('normalises %j to %j', (input, expected) => {
    expect(TickerSchema.parse(input)).toBe(expected)
  })

  it.each([[''], ['   '], ['x'.repeat(33)], ['a\u0000b'], ['a\ud800'], ['a\nb'], ['a\u007fb'], ['a\u0085b'], ['\tloyal'], ['loyal\u0000'], [5], [null]])('rejects %j', (input) => {
    expect(TickerSchema.safeParse(input).success).toBe(false)
  })

  it('counts length in UTF-16 units, as the HCS-20 readers see a JSON string', () => {
    expect(TickerSchema.safeParse('🎁'.repeat(16)).success).toBe(true)
    // 17 code points but 34 units: over 32
    expect(TickerSchema.safeParse('🎁'.repeat(17)).success).toBe(false)
    expect(TickerSchema.safeParse(`${'x'.repeat(31)}🎁`).success).toBe(false)
  })
})

describe('AccountIdSchema', () => {
  it.each([
    ['0.0.12345-abcde', '0.0.12345'],
    ['0.0.12345', '0.0.12345'],
    ['0.0.0', '0.0.0'],
    ['1.2.3', '1.2.3'],
    ['0.0.9223372036854775807', '0.0.9223372036854775807'],
    ['999999999999999999.0.1000000000000000000', '999999999999999999.0.1000000000000000000'],
    ['999999999999999999.1000000000000000000.0', '999999999999999999.1000000000000000000.0'],
    ['9223372036854775807.9223372036854775807.9223372036854775807-abcde', '9223372036854775807.9223372036854775807.9223372036854775807']
  ])('reads %j as %j', (input, expected) => {
    expect(AccountIdSchema.parse(input)).toBe(expected)
  })

  it.each([
    ['0.0.01'], ['00.0.1'], ['0.0'], ['0.0.1.2'], ['0.0.1-ABCDE'], ['0.0.1-abcd'], ['0.0.1-abcdef'], [' 0.0.1'],
    ['0.0.-1'], ['0.0.9223372036854775808'], ['9999999999999999999.0.1'], ['0.10000000000000000000.1'], ['0.0.10000000000000000000'],
    ['0.0.x'], [''], [1001]
  ])('rejects %j', (input) => {
    expect(AccountIdSchema.safeParse(input).success).toBe(false)
  })
})

describe('TopicIdSchema', () => {
  it('strips a checksum', () => {
    expect(TopicIdSchema.parse('0.0.4350190-vfmkw')).toBe('0.0.4350190')
  })

  it('rejects leading zeros', () => {
    expect(TopicIdSchema.safeParse('0.0.0435').success).toBe(false)
  })
})

describe('NameSchema', () => {
  it.each([
    ['Loyalty', 'Loyalty'],
    ['  Loyalty  ', 'Loyalty'],
    ['n'.repeat(100), 'n'.repeat(100)],
    ['é'.repeat(50), 'é'.repeat(50)]
  ])('accepts %j', (input, expected) => {
    expect(NameSchema.parse(input)).toBe(expected)
  })

  it.each([[''], ['   '], ['n'.repeat(101)], ['é'.repeat(51)], ['bad \udc00 text']])('rejects %j (empty, over 100 UTF-8 bytes or not Unicode)', (input) => {
    expect(NameSchema.safeParse(input).success).toBe(false)
  })
})

describe('text fields and control characters', () => {
  it.each([['\u0000'], ['a\u0001b'], ['line\nbreak'], ['tab\t'], ['\u001f'], ['del\u007f'], ['c1\u009b'], ['  \u0000  ']])('rejects %j in a name, metadata and memo, even where trimming would drop it', (input) => {
    expect(NameSchema.safeParse(`N${input}`).success).toBe(false)
    expect(MetadataSchema.safeParse(input).success).toBe(false)
    expect(MemoSchema.safeParse(input).success).toBe(false)
  })

  it('accepts other Unicode, inner spaces and what trimming removes when it is a plain space', () => {
    expect(MemoSchema.parse('  café 🎁 \u00a0ok  ')).toBe('café 🎁 \u00a0ok')
    expect(NameSchema.parse('Zero\u200bWidth')).toBe('Zero\u200bWidth')
  })
})

describe('MetadataSchema', () => {
  it('accepts 100 characters and rejects 101', () => {
    expect(MetadataSchema.safeParse('m'.repeat(100)).success).toBe(true)
    expect(MetadataSchema.safeParse('m'.repeat(101)).success).toBe(false)
  })
})

describe('MemoSchema', () => {
  it('accepts 500 characters and rejects 501', () => {
    expect(MemoSchema.safeParse('m'.repeat(500)).success).toBe(true)
    expect(MemoSchema.safeParse('m'.repeat(501)).success).toBe(false)
  })

  it('counts multi-byte characters by their UTF-8 size', () => {
    expect(MemoSchema.safeParse('€'.repeat(166)).success).toBe(true)
    expect(MemoSchema.safeParse('€'.repeat(167)).success).toBe(false)
  })
})

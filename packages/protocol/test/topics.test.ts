import { describe, expect, it } from 'vitest'
import { IdempotencyKeySchema, isIdempotencyKey, parseManagedTopics } from '../src/index.js'

const KEY = '302e020100300506032b657004220420' + 'a1'.repeat(32)

describe(parseManagedTopics.name, () => {
  it.each([[undefined], [''], ['   ']])('reads %j as no topics', (value) => {
    expect(parseManagedTopics(value)).toEqual([])
  })

  it('reads ids with and without submit keys', () => {
    expect(parseManagedTopics(`0.0.1001=${KEY}, 0.0.1002 ,0.0.1003-abcde=0x${'b2'.repeat(32)},`)).toEqual([
      { topicId: '0.0.1001', submitKey: KEY },
      { topicId: '0.0.1002' },
      { topicId: '0.0.1003', submitKey: `0x${'b2'.repeat(32)}` }
    ])
  })

  it.each([
    [`0.0.1,0.0.01=${KEY}`, 'entry 2', 'topic id'],
    [`0.0.1=${KEY},0.0.2=not-a-secret-key`, 'entry 2', 'hex'],
    ['0.0.1=abc', 'entry 1', 'hex'],
    ['0.0.1=', 'entry 1', 'hex'],
    ['0.0.1,0.0.1-abcde', 'entry 2', 'twice']
  ])('rejects %j naming %s', (value, position, what) => {
    expect(() => parseManagedTopics(value)).toThrow(position)
    expect(() => parseManagedTopics(value)).toThrow(what)
  })

  it('never echoes an entry in its error', () => {
    let message = ''
    try {
      parseManagedTopics('0.0.1=not-a-secret-key')
    } catch (err) {
      message = err instanceof Error ? err.message : ''
    }
    expect(message).toMatch(/entry 1/)
    expect(message).not.toContain('not-a-secret-key')
  })
})

describe('IdempotencyKeySchema', () => {
  it.each([['3f0c7a1e-5b2d-4c8e-9f10-2a3b4c5d6e7f'], ['order:42'], ['a.b_c~d'], ['k'.repeat(100)]])('accepts %j', (key) => {
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true)
  })

  it.each([[''], ['a b'], ['a/b'], ['é'], ['k'.repeat(101)]])('rejects %j', (key) => {
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(false)
  })

  it('agrees with isIdempotencyKey on every value', () => {
    const values: unknown[] = [undefined, null, 42, ['a'], '', 'k'.repeat(100), 'k'.repeat(101), 'a\nb', 'a\n', '\na']
    for (let code = 0; code < 0x3000; code++) values.push(String.fromCharCode(code), `a${String.fromCharCode(code)}z`)
    for (const value of values) expect(isIdempotencyKey(value)).toBe(IdempotencyKeySchema.safeParse(value).success)
  })
})

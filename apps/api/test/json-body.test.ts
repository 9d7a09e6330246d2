import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_JSON_DEPTH, findDuplicateKey, nestedDeeperThan, parseJsonBody } from '../src/http/json-body.js'

describe(findDuplicateKey.name, () => {
  it('finds none in any JSON a serializer writes, whatever its strings hold', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const text = JSON.stringify(value)
      expect(findDuplicateKey(text, JSON.parse(text))).toBeUndefined()
    }), { numRuns: 500 })
  })

  it('finds a key written twice, however it is escaped or spaced, at any depth', () => {
    const key = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 })
    fc.assert(fc.property(fc.dictionary(key, fc.jsonValue(), { minKeys: 1 }), fc.nat(), fc.boolean(), (object, pick, nested) => {
      const keys = Object.keys(object)
      const twice = keys[pick % keys.length] ?? ''
      // the repeat is written with every character \u-escaped and a space before the colon
      const escaped = Array.from({ length: twice.length }, (_, i) => `\\u${twice.charCodeAt(i).toString(16).padStart(4, '0')}`).join('')
      const inner = `${JSON.stringify(object).slice(0, -1)},"${escaped}" : null}`
      const text = nested ? `{"outer":[1,${inner}]}` : inner
      expect(findDuplicateKey(text, JSON.parse(text))).toBe(nested ? `body.outer.1.${twice}` : `body.${twice}`)
    }), { numRuns: 300 })
  })
})

describe(parseJsonBody.name, () => {
  it.each([
    [Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), 'The body is not valid UTF-8'],
    [Buffer.from(''), 'The JSON body is empty'],
    [Buffer.from('{"a":1'), 'The body is not valid JSON'],
    [Buffer.from('{"constructor":{"prototype":{"x":1}}}'), 'The body is not valid JSON'],
    [Buffer.from('{"a":1,"a":1}'), 'The JSON body has a key given twice in one object']
  ])('refuses %j: %s', (body, detail) => {
    expect(() => parseJsonBody(body)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', statusCode: 400, detail }))
  })
})

describe(nestedDeeperThan.name, () => {
  it('measures the nesting of any JSON as its parse has it, brackets inside strings not counted', () => {
    const depthOf = (value: unknown): number => typeof value === 'object' && value !== null
      ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
      : 0
    fc.assert(fc.property(fc.jsonValue({ depthSize: 'large' }), (value) => {
      const text = JSON.stringify(value)
      const depth = depthOf(value)
      expect(nestedDeeperThan(text, depth)).toBe(false)
      if (depth > 0) expect(nestedDeeperThan(text, depth - 1)).toBe(true)
    }), { numRuns: 500 })
    expect(nestedDeeperThan('{"a":"[[[{{{\\"[[["}', 1)).toBe(false)
  })

  it('refuses a body nested past MAX_JSON_DEPTH with 400, however deep, and reads one at the bound', () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 6_000, 200_000]) {
      for (const text of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
        expect(() => parseJsonBody(Buffer.from(text))).toThrow(expect.objectContaining({
          code: 'VALIDATION_FAILED', statusCode: 400, detail: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`
        }))
      }
    }
    // at the bound, with a key given twice at the bottom: found, not overflowed
    const deepest = '{"a":'.repeat(MAX_JSON_DEPTH - 1) + '{"k":1,"k":2}' + '}'.repeat(MAX_JSON_DEPTH - 1)
    expect(() => parseJsonBody(Buffer.from(deepest))).toThrow(expect.objectContaining({ detail: 'The JSON body has a key given twice in one object' }))
    expect(findDuplicateKey(deepest, JSON.parse(deepest))).toBe(`body.${Array(MAX_JSON_DEPTH - 1).fill('a').join('.')}.k`)
  })

  it('counts the keys of a parse nested far past the bound without overflowing', () => {
    const text = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)
    expect(findDuplicateKey(text, JSON.parse(text))).toBeUndefined()
  })
})

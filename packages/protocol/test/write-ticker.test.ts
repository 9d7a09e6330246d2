import { describe, expect, it } from 'vitest'
import { TickerSchema, WriteTickerSchema } from '../src/index.js'

const refusal = (tick: string): string | undefined => {
  const parsed = WriteTickerSchema.safeParse(tick)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

describe('WriteTickerSchema', () => {
  it('writes plain tickers of one script, with digits, spaces and punctuation, and Han with kana or Hangul', () => {
    for (const tick of ['loyal', 'pts-2026', 'my points', 'café', 'баллы', 'ポイント', '積分ポイント', '포인트점수', '积分']) {
      expect(refusal(tick), tick).toBeUndefined()
      expect(WriteTickerSchema.parse(tick)).toBe(tick)
    }
  })

  it('refuses look-alikes: NFD, invisible and format characters, . and .., and mixed scripts', () => {
    expect(refusal('cafe\u0301')).toMatch(/NFC/)
    expect(refusal('tenanta\u200b')).toMatch(/invisible/)
    expect(refusal('tenant\u00ada')).toMatch(/invisible/)
    expect(refusal('ab\u202ecd')).toMatch(/invisible/)
    expect(refusal('.')).toMatch(/\.\./)
    expect(refusal('..')).toMatch(/\.\./)
    // a Cyrillic а in a Latin word
    expect(refusal('tenant\u0430')).toMatch(/mix scripts.*Cyrillic, Latin/)
    expect(refusal('pοints')).toMatch(/Greek, Latin/)
  })

  it('leaves the reader\'s rules alone: every one of them is a ticker the ledger keeps', () => {
    for (const tick of ['cafe\u0301', 'tenanta\u200b', '.', '..', 'tenant\u0430']) expect(TickerSchema.safeParse(tick).success, tick).toBe(true)
  })
})

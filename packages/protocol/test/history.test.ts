import { describe, expect, it } from 'vitest'
import {
  accountChunkField, accountFieldParts, historyCode, isAccountChunkField, packAccountEntries, parseAccountField, streamChunkEntries,
  unpackAccountEntries
} from '../src/index.js'

describe('history entries, packed', () => {
  it('packs valid entries as their sequence number and rejected ones with their reason\'s code, and unpacks them', () => {
    const entries = [{ sequenceNumber: 7, code: '0' }, { sequenceNumber: 9, code: historyCode('insufficient_balance') as string }]
    expect(packAccountEntries(entries)).toBe('7,9:5')
    expect(unpackAccountEntries('7,9:5')).toEqual([{ sequenceNumber: 7 }, { sequenceNumber: 9, reason: 'insufficient_balance' }])
    expect(unpackAccountEntries('')).toEqual([])
  })

  it('reads an account\'s field with and without sealed chunks, and tells its chunk fields apart', () => {
    expect(accountFieldParts('3,4')).toEqual({ chunks: 0, packed: '3,4' })
    expect(accountFieldParts('2:40|41,42:1')).toEqual({ chunks: 2, packed: '41,42:1' })
    expect(accountFieldParts('2:40|')).toEqual({ chunks: 2, packed: '' })
    expect(accountFieldParts(null)).toEqual({ chunks: 0, packed: '' })
    expect(parseAccountField('1:9|10:1')).toEqual({ chunks: 1, entries: [{ sequenceNumber: 10, reason: 'tick_exists' }] })
    expect(accountChunkField('0.0.7', 2)).toBe('0.0.7#2')
    expect(isAccountChunkField('0.0.7#2')).toBe(true)
    expect(isAccountChunkField('0.0.7')).toBe(false)
  })

  it('reads a history stream entry\'s packed page, whatever other fields it has', () => {
    expect(streamChunkEntries(['e', '5,6:2'])).toEqual([{ sequenceNumber: 5 }, { sequenceNumber: 6, reason: 'limit_exceeded' }])
    expect(streamChunkEntries(['x', '1'])).toEqual([])
  })
})

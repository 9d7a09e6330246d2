// The mainnet vector lives in fixtures/ (the only copy: the emulator and the indexer use this implementation).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { computeRunningHash, consensusTimestampParts, entityNumbers, INITIAL_RUNNING_HASH } from '../src/index.js'

interface Vector {
  topic_id: string
  payer_account_id: string
  consensus_timestamp: string
  sequence_number: number
  previous_running_hash_hex: string
  message_bytes_utf8: string
  expected_running_hash_hex: string
}

const vector = JSON.parse(readFileSync(new URL('./fixtures/running-hash-mainnet.json', import.meta.url), 'utf8')) as Vector
const { seconds, nanos } = consensusTimestampParts(vector.consensus_timestamp)
const input = {
  previous: Buffer.from(vector.previous_running_hash_hex, 'hex'),
  payer: entityNumbers(vector.payer_account_id),
  topic: entityNumbers(vector.topic_id),
  consensusSeconds: seconds,
  consensusNanos: nanos,
  sequenceNumber: vector.sequence_number,
  message: Buffer.from(vector.message_bytes_utf8, 'utf8')
}

describe(computeRunningHash.name, () => {
  it('reproduces the mainnet running hash of topic 0.0.43738 at sequence 5802', () => {
    expect(computeRunningHash(input).toString('hex')).toBe(vector.expected_running_hash_hex)
  })

  it('takes the numbers of the ids as numbers or bigints alike', () => {
    const numbers = { ...input, payer: [0, 0, 27498] as const, topic: [0, 0, 43738] as const, sequenceNumber: BigInt(vector.sequence_number) }
    expect(computeRunningHash(numbers).toString('hex')).toBe(vector.expected_running_hash_hex)
  })

  it('gives a different hash when any input changes', () => {
    const variants = [
      { ...input, sequenceNumber: vector.sequence_number + 1 },
      { ...input, payer: entityNumbers('0.0.27499') },
      { ...input, topic: entityNumbers('0.0.43739') },
      { ...input, consensusSeconds: seconds + 1n },
      { ...input, consensusNanos: nanos + 1 },
      { ...input, message: Buffer.from('x') },
      { ...input, previous: INITIAL_RUNNING_HASH }
    ]
    for (const variant of variants) expect(computeRunningHash(variant).toString('hex')).not.toBe(vector.expected_running_hash_hex)
  })

  it('rejects a previous hash that is not 48 bytes', () => {
    expect(() => computeRunningHash({ ...input, previous: new Uint8Array(32) })).toThrow(/48 bytes/)
  })
})

describe('running-hash inputs', () => {
  it('reads the mirror\'s timestamps, padding the nanoseconds', () => {
    expect(consensusTimestampParts('1601936163.442497001')).toEqual({ seconds: 1601936163n, nanos: 442497001 })
    expect(consensusTimestampParts('1601936163.5')).toEqual({ seconds: 1601936163n, nanos: 500000000 })
    expect(() => consensusTimestampParts('1601936163')).toThrow(/consensus timestamp/)
  })

  it('reads entity ids and refuses anything else', () => {
    expect(entityNumbers('0.0.43738')).toEqual([0n, 0n, 43738n])
    expect(() => entityNumbers('0.0.x')).toThrow(/entity id/)
  })
})

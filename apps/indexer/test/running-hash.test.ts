import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { computeRunningHash, INITIAL_RUNNING_HASH } from '../src/running-hash.js'

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

function inputOf (v: Vector) {
  return {
    previousRunningHash: Buffer.from(v.previous_running_hash_hex, 'hex'),
    topicId: v.topic_id,
    payerAccountId: v.payer_account_id,
    consensusTimestamp: v.consensus_timestamp,
    sequenceNumber: v.sequence_number,
    message: Buffer.from(v.message_bytes_utf8, 'utf8')
  }
}

describe(computeRunningHash.name, () => {
  it('reproduces the mainnet running hash of topic 0.0.43738 sequence 5802', () => {
    const sut = computeRunningHash(inputOf(vector))
    expect(Buffer.from(sut).toString('hex')).toBe(vector.expected_running_hash_hex)
  })

  it('gives a different hash when any input changes', () => {
    const base = inputOf(vector)
    const variants = [
      { ...base, sequenceNumber: vector.sequence_number + 1 },
      { ...base, payerAccountId: '0.0.27499' },
      { ...base, consensusTimestamp: '1601936163.442497002' },
      { ...base, message: Buffer.from('x') },
      { ...base, previousRunningHash: INITIAL_RUNNING_HASH }
    ]
    for (const variant of variants) {
      expect(Buffer.from(computeRunningHash(variant)).toString('hex')).not.toBe(vector.expected_running_hash_hex)
    }
  })

  it('rejects a previous hash that is not 48 bytes', () => {
    expect(() => computeRunningHash({ ...inputOf(vector), previousRunningHash: new Uint8Array(32) })).toThrow(/48 bytes/)
  })
})

// The mainnet running-hash vector lives in fixtures/ so the test runs from any checkout.
import { readFileSync } from 'node:fs'
import { describe, it, expect } from 'vitest'
import { computeRunningHash } from '../src/running-hash.js'

interface Vector {
  previous_running_hash_hex: string
  message_bytes_utf8: string
  consensus_timestamp: string
  sequence_number: number
  expected_running_hash_hex: string
}

const vector = JSON.parse(readFileSync(new URL('./fixtures/running-hash-mainnet.json', import.meta.url), 'utf8')) as Vector
const [seconds = '0', nanos = '0'] = vector.consensus_timestamp.split('.')
const input = {
  previous: Buffer.from(vector.previous_running_hash_hex, 'hex'),
  payer: [0, 0, 27498] as const,
  topic: [0, 0, 43738] as const,
  consensusSeconds: BigInt(seconds),
  consensusNanos: Number(nanos),
  sequenceNumber: BigInt(vector.sequence_number),
  message: Buffer.from(vector.message_bytes_utf8, 'utf8')
}

describe(computeRunningHash.name, () => {
  it('reproduces the mainnet running hash of topic 0.0.43738 at sequence 5802', () => {
    expect(computeRunningHash(input).toString('hex')).toBe(vector.expected_running_hash_hex)
  })

  it('changes when any input changes', () => {
    const sut = computeRunningHash(input).toString('hex')
    expect(computeRunningHash({ ...input, sequenceNumber: input.sequenceNumber + 1n }).toString('hex')).not.toBe(sut)
    expect(computeRunningHash({ ...input, payer: [0, 0, 27499] }).toString('hex')).not.toBe(sut)
    expect(computeRunningHash({ ...input, consensusNanos: input.consensusNanos + 1 }).toString('hex')).not.toBe(sut)
  })

  it('rejects a previous hash that is not 48 bytes', () => {
    expect(() => computeRunningHash({ ...input, previous: Buffer.alloc(32) })).toThrow(/48 bytes/)
  })
})

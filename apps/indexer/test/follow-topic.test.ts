import { describe, expect, it } from 'vitest'
import { verifyLink } from '../src/follow/follow-topic.js'
import { ZERO_HASH_HEX } from '../src/ledger/ledger-store.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'

function chain () {
  const topic = createFakeTopic('0.0.900', true)
  topic.submit(
    { payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'V', tick: 'v', max: '10' }) },
    { payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'v', amt: '1', to: '0.0.5' }) }
  )
  const [first, second] = topic.messages
  if (first === undefined || second === undefined) throw new Error('no messages')
  return { first, second, firstHash: Buffer.from(first.runningHash).toString('hex') }
}

describe(verifyLink.name, () => {
  it('accepts the first message from 48 zero bytes and the next one from the first', () => {
    const { first, second, firstHash } = chain()
    expect(verifyLink('0.0.900', 0, ZERO_HASH_HEX, first)).toBeUndefined()
    expect(verifyLink('0.0.900', 1, firstHash, second)).toBeUndefined()
  })

  it('reports a gap in the sequence numbers', () => {
    const { second, firstHash } = chain()
    expect(verifyLink('0.0.900', 0, firstHash, second)).toMatchObject({ reason: 'sequence_gap', sequenceNumber: 2 })
  })

  it('reports a running hash computed from another previous hash', () => {
    const { second } = chain()
    expect(verifyLink('0.0.900', 1, ZERO_HASH_HEX, second)).toMatchObject({ reason: 'running_hash_mismatch', sequenceNumber: 2 })
  })

  it('reports a payer that differs from the one the hash was computed with', () => {
    const { second, firstHash } = chain()
    expect(verifyLink('0.0.900', 1, firstHash, { ...second, payerAccountId: '0.0.3' })?.reason).toBe('running_hash_mismatch')
  })

  it('reports a running hash version it cannot verify', () => {
    const { first } = chain()
    expect(verifyLink('0.0.900', 0, ZERO_HASH_HEX, { ...first, runningHashVersion: 2 })?.reason).toBe('unsupported_running_hash_version')
  })

  it('reports a message of another topic', () => {
    const { first } = chain()
    expect(verifyLink('0.0.901', 0, ZERO_HASH_HEX, first)?.reason).toBe('wrong_topic')
  })
})

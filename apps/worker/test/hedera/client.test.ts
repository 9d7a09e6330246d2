import { afterEach, describe, expect, it } from 'vitest'
import { PrivateKey, type Client } from '@hashgraph/sdk'
import { createHederaClient, type HederaClientConfig } from '../../src/hedera/client.js'

const ed = PrivateKey.generateED25519()
const base: HederaClientConfig = {
  HEDERA_NETWORK: 'local',
  nodes: undefined,
  HEDERA_OPERATOR_ID: '0.0.2',
  HEDERA_OPERATOR_KEY: ed.toStringDer(),
  HEDERA_OPERATOR_KEY_TYPE: undefined,
  HEDERA_MAX_ATTEMPTS: 7,
  HEDERA_REQUEST_TIMEOUT_MS: 12_000
}

function networkOf (client: Client): Record<string, string> {
  return Object.fromEntries(Object.entries(client.network).map(([address, account]) => [address, account.toString()]))
}

describe(createHederaClient.name, () => {
  let sut: Client | undefined
  afterEach(() => { sut?.close() })

  it('reaches the local emulator through the SDK local-node address', () => {
    sut = createHederaClient(base)
    expect(networkOf(sut)).toEqual({ '127.0.0.1:50211': '0.0.3' })
  })

  it('uses the nodes of a custom network', () => {
    sut = createHederaClient({ ...base, HEDERA_NETWORK: 'custom', nodes: { '10.1.2.3:50211': '0.0.5' } })
    expect(networkOf(sut)).toEqual({ '10.1.2.3:50211': '0.0.5' })
    // not a loopback address: the SDK's growing backoff applies, and HEDERA_MAX_ATTEMPTS as set
    expect(sut.maxAttempts).toBe(7)
  })

  it('limits the nodes per transaction on a named network', () => {
    sut = createHederaClient({ ...base, HEDERA_NETWORK: 'testnet' })
    expect(sut.ledgerId?.toString()).toBe('testnet')
    expect(sut.maxNodesPerTransaction).toBe(3)
  })

  it('sets explicit timeouts and attempts', () => {
    sut = createHederaClient(base)
    expect(sut.requestTimeout).toBe(12_000)
    expect(sut.grpcDeadline).toBeLessThan(12_000)
    // at a loopback address (a local node to the SDK) at least 80: the span a growing backoff would give
    expect(sut.maxAttempts).toBe(80)
  })

  it('takes the operator from an Ed25519 DER key', () => {
    sut = createHederaClient(base)
    expect(sut.operatorAccountId?.toString()).toBe('0.0.2')
    expect(sut.operatorPublicKey?.equals(ed.publicKey)).toBe(true)
  })

  it('takes the operator from an ECDSA hex key', () => {
    const ec = PrivateKey.generateECDSA()
    sut = createHederaClient({ ...base, HEDERA_OPERATOR_KEY: ec.toStringRaw(), HEDERA_OPERATOR_KEY_TYPE: 'ecdsa' })
    expect(sut.operatorPublicKey?.equals(ec.publicKey)).toBe(true)
  })
})

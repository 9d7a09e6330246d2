import { describe, expect, it } from 'vitest'
import { resolveNetworkId } from '../src/network.js'

describe(resolveNetworkId.name, () => {
  it.each([
    ['testnet', undefined, 'testnet'],
    ['mainnet', '', 'mainnet'],
    ['previewnet', 'previewnet', 'previewnet'],
    ['local', 'local-3f9c0a1b2d4e5f60', 'local-3f9c0a1b2d4e5f60'],
    ['custom', 'my-net.1', 'my-net.1'],
    [undefined, 'local-1', 'local-1']
  ])('HEDERA_NETWORK=%s, HEDERA_NETWORK_ID=%s is %s', (network, id, expected) => {
    expect(resolveNetworkId(network, id)).toBe(expected)
  })

  it.each([
    ['local', undefined, /required/],
    ['custom', '', /required/],
    ['testnet', 'mainnet', /equal to HEDERA_NETWORK/],
    ['local', 'mainnet', /public network/],
    ['local', 'Local-1', /a-z 0-9/],
    ['local', 'a:b', /a-z 0-9/],
    ['local', 'x'.repeat(65), /a-z 0-9/]
  ])('refuses HEDERA_NETWORK=%s, HEDERA_NETWORK_ID=%s', (network, id, message) => {
    expect(() => resolveNetworkId(network, id)).toThrow(message)
  })
})

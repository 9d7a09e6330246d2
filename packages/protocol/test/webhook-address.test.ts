import { describe, expect, it } from 'vitest'
import { isPublicAddress } from '../src/index.js'

describe(isPublicAddress.name, () => {
  it('lets webhooks reach global unicast addresses, IPv4 written as mapped IPv6 included', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('refuses loopback, private, link-local, shared, documentation and every IPv6 form that hides an IPv4 address', () => {
    for (const address of [
      '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '192.0.2.1', '224.0.0.1',
      '::', '::1', 'fe80::1', 'fd00::1', 'ff02::1', '2001:db8::1',
      // forms that embed or stand for a non-public address: IPv4-compatible, IPv4-translated, site-local, 6to4, local NAT64, discard
      '::127.0.0.1', '::ffff:0:7f00:1', 'fec0::1', '2002:7f00:1::1', '64:ff9b:1::1', '100::1',
      '::ffff:127.0.0.1', '64:ff9b::7f00:1', '2001::1', 'not an address'
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })
})

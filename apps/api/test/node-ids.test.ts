import { describe, expect, it } from 'vitest'
import { nodeIdPicker } from '../src/signed/node-ids.js'

describe(nodeIdPicker.name, () => {
  it('names the nodes of HEDERA_NODES, the emulator\'s node on local, and none it could guess on custom', () => {
    expect(nodeIdPicker({ HEDERA_NETWORK: 'custom', HEDERA_NODES: '127.0.0.1:50211=0.0.3' })?.()).toEqual(['0.0.3'])
    expect(nodeIdPicker({ HEDERA_NETWORK: 'local', HEDERA_NODES: undefined })?.()).toEqual(['0.0.3'])
    expect(nodeIdPicker({ HEDERA_NETWORK: 'custom', HEDERA_NODES: undefined })).toBeUndefined()
  })

  it('picks three distinct nodes of a named network\'s address book, as the worker\'s client signs for', () => {
    const pick = nodeIdPicker({ HEDERA_NETWORK: 'testnet', HEDERA_NODES: undefined })
    const picked = pick?.() ?? []
    expect(picked).toHaveLength(3)
    expect(new Set(picked).size).toBe(3)
    for (const id of picked) expect(id).toMatch(/^0\.0\.\d+$/)
  })
})

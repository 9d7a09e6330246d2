import { describe, expect, it } from 'vitest'
import { PrivateKey } from '@hashgraph/sdk'
import { createKeySigner, parsePrivateKey } from '../../src/hedera/keys.js'

describe(parsePrivateKey.name, () => {
  const ed = PrivateKey.generateED25519()
  const ec = PrivateKey.generateECDSA()

  it('reads an Ed25519 DER key', () => {
    expect(parsePrivateKey(ed.toStringDer()).publicKey.equals(ed.publicKey)).toBe(true)
  })

  it('reads an ECDSA DER key', () => {
    const sut = parsePrivateKey(ec.toStringDer())
    expect(sut.type).toBe('secp256k1')
    expect(sut.publicKey.equals(ec.publicKey)).toBe(true)
  })

  it('reads raw hex as Ed25519 by default', () => {
    expect(parsePrivateKey(ed.toStringRaw()).publicKey.equals(ed.publicKey)).toBe(true)
  })

  it('reads 0x-prefixed raw hex as ECDSA', () => {
    expect(parsePrivateKey(`0x${ec.toStringRaw()}`).publicKey.equals(ec.publicKey)).toBe(true)
  })

  it('reads raw hex as the given key type', () => {
    expect(parsePrivateKey(ec.toStringRaw(), 'ecdsa').publicKey.equals(ec.publicKey)).toBe(true)
  })

  it('reads every raw ECDSA key as raw, also those that look like DER by chance', () => {
    for (let i = 0; i < 300; i++) {
      const key = PrivateKey.generateECDSA()
      expect(parsePrivateKey(key.toStringRaw(), 'ecdsa').publicKey.equals(key.publicKey)).toBe(true)
    }
  })

  it('rejects text that is not a key without echoing it', () => {
    expect(() => parsePrivateKey('not-a-key-secret')).toThrow(/^(?!.*secret)/)
    expect(() => parsePrivateKey('abcd')).toThrow(/could not be parsed/)
  })
})

describe(createKeySigner.name, () => {
  it('signs Ed25519 through node:crypto with signatures the SDK verifies', async () => {
    const key = PrivateKey.generateED25519()
    const sut = createKeySigner(key)
    const message = Buffer.from('hcs-20')
    const signature = await sut.signer?.(message)
    expect(signature).toBeDefined()
    expect(key.publicKey.verify(message, signature ?? new Uint8Array())).toBe(true)
  })

  it('leaves ECDSA keys to the SDK signer', () => {
    expect(createKeySigner(PrivateKey.generateECDSA()).signer).toBeUndefined()
  })
})

import { createPublicKey, verify, type KeyObject } from 'node:crypto'
import type { proto } from '@hashgraph/proto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 as keccak256 } from '@noble/hashes/sha3.js'

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
const keyObjects = new Map<string, KeyObject>()

function ed25519KeyObject (raw: Uint8Array): KeyObject {
  const hex = Buffer.from(raw).toString('hex')
  let key = keyObjects.get(hex)
  if (key === undefined) {
    key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' })
    if (keyObjects.size > 10_000) keyObjects.clear()
    keyObjects.set(hex, key)
  }
  return key
}

/** Checks signatures of one signed body against keys, verifying each signature pair at most once. */
export interface SignatureChecker {
  satisfies: (key: proto.IKey | null | undefined) => boolean
}

function startsWith (key: Uint8Array, prefix: Uint8Array): boolean {
  if (prefix.length > key.length) return false
  for (let i = 0; i < prefix.length; i++) if (key[i] !== prefix[i]) return false
  return true
}

export function createSignatureChecker (bodyBytes: Uint8Array, sigMap: proto.ISignatureMap | null | undefined): SignatureChecker {
  const pairs = sigMap?.sigPair ?? []
  const verified = new Map<string, boolean>()
  let keccak: Uint8Array | undefined

  function checkEd25519 (pub: Uint8Array): boolean {
    const cacheKey = `e:${Buffer.from(pub).toString('hex')}`
    const cached = verified.get(cacheKey)
    if (cached !== undefined) return cached
    let ok = false
    if (pub.length === 32) {
      for (const pair of pairs) {
        const prefix = pair.pubKeyPrefix ?? new Uint8Array()
        if (pair.ed25519 == null || pair.ed25519.length !== 64 || !startsWith(pub, prefix)) continue
        if (prefix.length === 0 && pairs.length > 1) continue
        try {
          if (verify(null, bodyBytes, ed25519KeyObject(pub), pair.ed25519)) { ok = true; break }
        } catch { /* a malformed key or signature is simply not a valid signature */ }
      }
    }
    verified.set(cacheKey, ok)
    return ok
  }

  function checkEcdsa (pub: Uint8Array): boolean {
    const cacheKey = `k:${Buffer.from(pub).toString('hex')}`
    const cached = verified.get(cacheKey)
    if (cached !== undefined) return cached
    let ok = false
    for (const pair of pairs) {
      const prefix = pair.pubKeyPrefix ?? new Uint8Array()
      const sig = pair.ECDSASecp256k1
      if (sig == null || sig.length !== 64 || !startsWith(pub, prefix)) continue
      if (prefix.length === 0 && pairs.length > 1) continue
      keccak ??= keccak256(bodyBytes)
      try {
        if (secp256k1.verify(sig, keccak, pub, { prehash: false, lowS: false })) { ok = true; break }
      } catch { /* not a valid signature */ }
    }
    verified.set(cacheKey, ok)
    return ok
  }

  function satisfies (key: proto.IKey | null | undefined): boolean {
    if (key == null) return false
    if (key.ed25519 != null) return checkEd25519(key.ed25519)
    if (key.ECDSASecp256k1 != null) return checkEcdsa(key.ECDSASecp256k1)
    if (key.keyList != null) {
      const keys = key.keyList.keys ?? []
      return keys.length > 0 && keys.every(satisfies)
    }
    if (key.thresholdKey != null) {
      const keys = key.thresholdKey.keys?.keys ?? []
      const threshold = key.thresholdKey.threshold ?? 0
      if (threshold < 1 || threshold > keys.length) return false
      let count = 0
      for (const k of keys) {
        if (satisfies(k)) count++
        if (count >= threshold) return true
      }
      return false
    }
    return false
  }

  return { satisfies }
}

/** A key is usable when it is a well-formed primitive, KeyList or ThresholdKey. */
export function isValidKey (key: proto.IKey | null | undefined, depth = 0): boolean {
  if (key == null || depth > 15) return false
  if (key.ed25519 != null) return key.ed25519.length === 32
  if (key.ECDSASecp256k1 != null) return key.ECDSASecp256k1.length === 33
  if (key.keyList != null) {
    const keys = key.keyList.keys ?? []
    return keys.length > 0 && keys.every((k) => isValidKey(k, depth + 1))
  }
  if (key.thresholdKey != null) {
    const keys = key.thresholdKey.keys?.keys ?? []
    const t = key.thresholdKey.threshold ?? 0
    return t >= 1 && t <= keys.length && keys.every((k) => isValidKey(k, depth + 1))
  }
  return false
}

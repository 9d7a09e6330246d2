import { createPrivateKey, sign, type KeyObject } from 'node:crypto'
import { PrivateKey, type PublicKey } from '@hashgraph/sdk'

export type KeyType = 'ed25519' | 'ecdsa'
type Signer = (message: Uint8Array) => Promise<Uint8Array>

// PKCS#8 DER header for a raw 32-byte Ed25519 private key (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * Reads a private key given as DER hex (either algorithm) or raw hex. Raw hex is ambiguous: it is read as
 * `keyType` when given, else ECDSA when it carries a `0x` prefix (the portal's form for ECDSA keys), else Ed25519.
 * Errors never include the key text.
 */
export function parsePrivateKey (text: string, keyType?: KeyType): PrivateKey {
  const trimmed = text.trim()
  const hex = trimmed.startsWith('0x') ? trimmed.slice(2) : trimmed
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error('private key is not hex (DER hex or raw hex expected)')
  try {
    // 32 bytes is always a raw key (no DER encoding is that short); test it first, since about 2% of
    // random raw keys happen to look like DER to PrivateKey.isDerKey.
    if (hex.length === 64) {
      const type = keyType ?? (trimmed.startsWith('0x') ? 'ecdsa' : 'ed25519')
      return type === 'ecdsa' ? PrivateKey.fromStringECDSA(hex) : PrivateKey.fromStringED25519(hex)
    }
    if (PrivateKey.isDerKey(hex)) return PrivateKey.fromStringDer(hex)
    throw new Error('wrong length')
  } catch {
    throw new Error('private key could not be parsed (DER hex, or 32-byte raw hex)')
  }
}

function isEd25519 (key: PrivateKey): boolean {
  return key.type === 'ED25519'
}

/** A node:crypto Ed25519 KeyObject for the SDK key: signing through OpenSSL is 5 to 10 times faster than the SDK's JS signer. */
function ed25519KeyObject (key: PrivateKey): KeyObject {
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, key.toBytesRaw()]), format: 'der', type: 'pkcs8' })
}

export interface KeySigner {
  publicKey: PublicKey
  /** Set for Ed25519 keys (node:crypto); absent for ECDSA, which keeps the SDK signer. */
  signer?: Signer
  privateKey: PrivateKey
}

export function createKeySigner (key: PrivateKey): KeySigner {
  if (!isEd25519(key)) return { publicKey: key.publicKey, privateKey: key }
  const keyObject = ed25519KeyObject(key)
  const signer: Signer = async (message) => sign(null, message, keyObject)
  return { publicKey: key.publicKey, signer, privateKey: key }
}

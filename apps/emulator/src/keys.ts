import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'

const ED25519_PKCS8_PREFIX = '302e020100300506032b657004220420'

export interface OperatorKey {
  /** DER (PKCS#8) hex of the Ed25519 private key, the form `PrivateKey.fromStringDer` reads. */
  derHex: string
  /** Raw 32-byte public key, hex. */
  publicHex: string
}

function fromDer (der: Buffer): OperatorKey {
  const privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('operator key must be Ed25519')
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  return { derHex: der.toString('hex'), publicHex: spki.subarray(spki.length - 32).toString('hex') }
}

/** Reads an Ed25519 private key given as DER hex or as 32 raw bytes in hex (an optional 0x prefix). */
export function parseOperatorKey (text: string): OperatorKey {
  const hex = text.trim().replace(/^0x/i, '').toLowerCase()
  if (!/^[0-9a-f]+$/.test(hex)) throw new Error('EMULATOR_OPERATOR_KEY must be hex (DER or raw Ed25519)')
  if (hex.length === 64) return fromDer(Buffer.from(ED25519_PKCS8_PREFIX + hex, 'hex'))
  return fromDer(Buffer.from(hex, 'hex'))
}

export function generateOperatorKey (): OperatorKey {
  const { privateKey } = generateKeyPairSync('ed25519')
  return fromDer(privateKey.export({ format: 'der', type: 'pkcs8' }))
}

const ECDSA_SECP256K1_DER_PREFIX = '3030020100300706052b8104000a04220420'

/** A fresh account key: its private key as DER hex (what `PrivateKey.fromStringDer` reads) and its public key. */
export interface AccountKey {
  privateKeyDer: string
  key: { ed25519: Uint8Array } | { ECDSASecp256k1: Uint8Array }
}

/** Generates an Ed25519 or ECDSA secp256k1 key pair for a new account (the admin API's wallets). */
export function generateAccountKey (type: 'ED25519' | 'ECDSA_SECP256K1'): AccountKey {
  if (type === 'ED25519') {
    const key = generateOperatorKey()
    return { privateKeyDer: key.derHex, key: { ed25519: Buffer.from(key.publicHex, 'hex') } }
  }
  const secret = secp256k1.utils.randomSecretKey()
  return {
    privateKeyDer: ECDSA_SECP256K1_DER_PREFIX + Buffer.from(secret).toString('hex'),
    key: { ECDSASecp256k1: secp256k1.getPublicKey(secret, true) }
  }
}

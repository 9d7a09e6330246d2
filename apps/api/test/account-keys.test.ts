import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PrivateKey } from '@hashgraph/sdk'
import { createAccountKeys } from '../src/signed/account-keys.js'
import { AppError } from '../src/http/errors.js'

// A stand-in mirror on a real port: GET /api/v1/accounts/{id} answers from `accounts`, counting requests.
const ed = PrivateKey.generateED25519().publicKey
const ecdsa = PrivateKey.generateECDSA().publicKey
const accounts: Record<string, { status: number, body?: unknown }> = {
  '0.0.10': { status: 200, body: { account: '0.0.10', key: { _type: 'ED25519', key: ed.toStringRaw() } } },
  '0.0.11': { status: 200, body: { account: '0.0.11', key: { _type: 'ECDSA_SECP256K1', key: ecdsa.toStringRaw() } } },
  '0.0.12': { status: 200, body: { account: '0.0.12', key: { _type: 'ProtobufEncoded', key: '2a0408011200' } } },
  '0.0.13': { status: 500 }
}
const requests: string[] = []

describe('payer keys from the mirror (createAccountKeys)', () => {
  let server: Server
  let mirrorUrl: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      const id = (req.url ?? '').split('/').pop() ?? ''
      requests.push(id)
      if (id === '0.0.14') return // never answers
      const answer = accounts[id] ?? { status: 404, body: { _status: { messages: [{ message: 'Not found' }] } } }
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    mirrorUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('reads ED25519 and ECDSA secp256k1 keys, and asks the mirror once per account while the key is trusted', async () => {
    const keys = createAccountKeys({ mirrorUrl, ttlMs: 60_000, timeoutMs: 10_000, refreshMs: 0 })
    const first = await keys.keyOf('0.0.10')
    expect(first.kind === 'key' && first.key.toStringRaw()).toBe(ed.toStringRaw())
    const second = await keys.keyOf('0.0.11')
    expect(second.kind === 'key' && second.key.toStringRaw()).toBe(ecdsa.toStringRaw())
    await keys.keyOf('0.0.10')
    expect(requests.filter((id) => id === '0.0.10')).toHaveLength(1)
    // fresh: asked again (a signature that failed against the cached key)
    await keys.keyOf('0.0.10', true)
    expect(requests.filter((id) => id === '0.0.10')).toHaveLength(2)
  })

  it('says a key list is unsupported and an unknown account has none, asking again for the unknown one once refreshMs has passed', async () => {
    const keys = createAccountKeys({ mirrorUrl, ttlMs: 60_000, timeoutMs: 10_000, refreshMs: 100 })
    expect(await keys.keyOf('0.0.12')).toEqual({ kind: 'unsupported', type: 'ProtobufEncoded' })
    expect(await keys.keyOf('0.0.99')).toEqual({ kind: 'none' })
    await keys.keyOf('0.0.99')
    await keys.keyOf('0.0.99', true)
    expect(requests.filter((id) => id === '0.0.99')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await keys.keyOf('0.0.99')
    expect(requests.filter((id) => id === '0.0.99')).toHaveLength(2)
  })

  it('reads an account again on a fresh ask only once refreshMs has passed since its last read, and then sees a rotated key', async () => {
    const rotated = PrivateKey.generateED25519().publicKey
    const setKey = (id: string, key: string): void => { accounts[id] = { status: 200, body: { account: id, key: { _type: 'ED25519', key } } } }
    // two hundred failed checks, a hundred at once and a hundred one after another: one read in all
    setKey('0.0.15', ed.toStringRaw())
    const patient = createAccountKeys({ mirrorUrl, ttlMs: 60_000, timeoutMs: 10_000, refreshMs: 60_000 })
    await patient.keyOf('0.0.15')
    await Promise.all(Array.from({ length: 100 }, async () => await patient.keyOf('0.0.15', true)))
    for (let i = 0; i < 100; i++) await patient.keyOf('0.0.15', true)
    expect(requests.filter((id) => id === '0.0.15')).toHaveLength(1)
    // the holder rotates its key: seen by the first fresh ask after refreshMs
    setKey('0.0.16', ed.toStringRaw())
    const keys = createAccountKeys({ mirrorUrl, ttlMs: 60_000, timeoutMs: 10_000, refreshMs: 100 })
    await keys.keyOf('0.0.16')
    setKey('0.0.16', rotated.toStringRaw())
    await new Promise((resolve) => setTimeout(resolve, 150))
    const cached = await keys.keyOf('0.0.16')
    expect(cached.kind === 'key' && cached.key.toStringRaw()).toBe(ed.toStringRaw())
    const seen = await keys.keyOf('0.0.16', true)
    expect(seen.kind === 'key' && seen.key.toStringRaw()).toBe(rotated.toStringRaw())
    expect(requests.filter((id) => id === '0.0.16')).toHaveLength(2)
  })

  it('answers 503 QUEUE_UNAVAILABLE when the mirror fails or does not answer in time', async () => {
    const keys = createAccountKeys({ mirrorUrl, ttlMs: 60_000, timeoutMs: 200 })
    for (const id of ['0.0.13', '0.0.14']) {
      const err = await keys.keyOf(id).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(AppError)
      expect([(err as AppError).statusCode, (err as AppError).code]).toEqual([503, 'QUEUE_UNAVAILABLE'])
    }
  })
})

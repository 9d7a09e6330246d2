import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  balancesKey, checkRedisPrefix, historyAccountsKey, historyKey, decodeKeySegment, holdersKey, idempotencyKey, inscriptionKey, jobRecordKey, keySegment, pendingDebitsKey,
  pendingDeployKey, pendingSupplyKey, reservationKey, topicKey, topicLockKey, topicMetaKey, topicInvalidKey, topicRegistryKey,
  topicSubmissionKeys, topicTag, topicTicksKey, transactionKey
} from '../src/keys.js'
import type { KeyScope } from '../src/keys.js'

const scope: KeyScope = { prefix: 'hcs20', network: 'testnet' }
const TOPIC = '0.0.1001'

/** Every key name the service derives from one (topic, tick, account-free) triple, plus the topic's own keys. */
function keysOfTick (s: KeyScope, topicId: string, tick: string): string[] {
  return [
    inscriptionKey(s, topicId, tick), balancesKey(s, topicId, tick), holdersKey(s, topicId, tick),
    pendingDeployKey(s, topicId, tick), pendingDebitsKey(s, topicId, tick), historyKey(s, topicId, tick), historyAccountsKey(s, topicId, tick)
  ]
}

function keysOfTopic (s: KeyScope, topicId: string): string[] {
  return [topicMetaKey(s, topicId), topicTicksKey(s, topicId), topicInvalidKey(s, topicId), topicRegistryKey(s, topicId), topicLockKey(s, topicId), pendingSupplyKey(s, topicId)]
}

// A small deterministic generator (mulberry32): the same strings on every run.
function random (seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHABET = [':', '%', '{', '}', '*', '?', '[', ']', ' ', '\n', '\u0000', 'a', 'Z', '0', '.', '-', '_', '~', '@', 'é', '€', '😀', '\ud800', '\udc00', 'u', 'A', 'F', '3']

function randomStrings (count: number): string[] {
  const next = random(20261123)
  return Array.from({ length: count }, () => {
    const length = Math.floor(next() * 12)
    return Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)] ?? '').join('')
  })
}

describe(keySegment.name, () => {
  it('keeps ordinary tickers, accounts, topic ids and transaction ids readable', () => {
    expect(keySegment('loyal')).toBe('loyal')
    expect(keySegment('0.0.1001')).toBe('0.0.1001')
    expect(keySegment('0.0.2@1700000000.000000001')).toBe('0.0.2@1700000000.000000001')
    expect(keySegment('order-42_A~b')).toBe('order-42_A~b')
  })

  it('escapes the separator, hash-tag and glob characters, and the escape character itself', () => {
    expect(keySegment('kc1:holders')).toBe('kc1%3Aholders')
    expect(keySegment('{x}')).toBe('%7Bx%7D')
    expect(keySegment('a*b?[c]')).toBe('a%2Ab%3F%5Bc%5D')
    expect(keySegment('100%')).toBe('100%25')
    expect(keySegment('€')).toBe('%E2%82%AC')
    expect(keySegment('\ud800x')).toBe('%uD800x')
  })

  it('is one-to-one: decoding gives back every value, whatever it holds', () => {
    for (const value of randomStrings(5000)) {
      const segment = keySegment(value)
      expect(segment).toMatch(/^[A-Za-z0-9._~@%-]*$/)
      expect(decodeKeySegment(segment)).toBe(value)
    }
  })

  it('rejects text it cannot have produced', () => {
    for (const bad of ['a:b', '%3', '%zz', '%uD7FF', '%u12', '%41', '%C3', '{x}']) expect(() => decodeKeySegment(bad), bad).toThrow(/not a key segment/)
  })
})

describe('key layout', () => {
  it('puts every key of a topic under one stem whose hash tag names the network and the topic', () => {
    expect(topicKey(scope, TOPIC)).toBe('hcs20:topic:{testnet:0.0.1001}')
    expect(inscriptionKey(scope, TOPIC, 'loyal')).toBe('hcs20:topic:{testnet:0.0.1001}:tick:loyal')
    expect(balancesKey(scope, TOPIC, 'loyal')).toBe('hcs20:topic:{testnet:0.0.1001}:tick:loyal:balances')
    expect(reservationKey(scope, TOPIC, 'job-1')).toBe('hcs20:topic:{testnet:0.0.1001}:reservation:job-1')
    expect(transactionKey(scope, TOPIC, '0.0.2@1.000000001')).toBe('hcs20:topic:{testnet:0.0.1001}:tx:0.0.2@1.000000001')
    const topicKeys = [
      ...keysOfTopic(scope, TOPIC), ...keysOfTick(scope, TOPIC, 'loyal'), reservationKey(scope, TOPIC, 'j'), transactionKey(scope, TOPIC, 't'),
      jobRecordKey(scope, TOPIC, 'j'), idempotencyKey(scope, TOPIC, 's', 'k'), topicSubmissionKeys(scope, TOPIC).due, topicSubmissionKeys(scope, TOPIC).data
    ]
    for (const key of topicKeys) {
      expect(key.startsWith(`${topicKey(scope, TOPIC)}:`)).toBe(true)
      // Redis Cluster hashes the text between the first `{` and the next `}`: the topic's tag, whatever follows
      expect(/^[^{]*\{([^}]*)\}/.exec(key)?.[1]).toBe('testnet:0.0.1001')
    }
    expect(topicTag(scope, TOPIC)).toBe('{testnet:0.0.1001}')
  })

  it('keeps job records and idempotency entries in their topic\'s slot', () => {
    expect(jobRecordKey(scope, TOPIC, '0.0.1001_job-1')).toBe('hcs20:topic:{testnet:0.0.1001}:job:0.0.1001_job-1')
    // the client's Idempotency-Key is hashed, never in the key name
    expect(idempotencyKey(scope, TOPIC, 'ab12', 'order:42')).toBe(`hcs20:topic:{testnet:0.0.1001}:idem:ab12:${createHash('sha256').update('order:42').digest('base64url')}`)
    expect(idempotencyKey(scope, TOPIC, 'ab12', 'k')).not.toBe(idempotencyKey(scope, '0.0.1002', 'ab12', 'k'))
    expect(topicKey({ prefix: 'hcs20', network: 'local-1{x}' }, TOPIC)).toBe('hcs20:topic:{local-1%7Bx%7D:0.0.1001}')
  })

  it('refuses a prefix that would carry a hash tag of its own', () => {
    for (const prefix of ['{hcs20}', 'a{b', 'a}b', 'a:b', 'a b', '']) expect(() => checkRedisPrefix(prefix)).toThrow(/REDIS_PREFIX/)
    for (const prefix of ['hcs20', 'test-1a2b', 'a.b_c']) expect(checkRedisPrefix(prefix)).toBe(prefix)
  })

  it('gives no two tickers a shared key name, however they are spelled', () => {
    const ticks = ['kc1', 'kc1:holders', 'kc1:balances', 'kc1:pending-deploy', 'kc1:pending-debits', 'kc2', 'kc2:balances',
      'kc3', 'kc3:pending-deploy', 'kc1:holders:balances', 'tick:kc1', ':', '', ...randomStrings(300)]
    const seen = new Map<string, string>()
    for (const key of keysOfTopic(scope, TOPIC)) seen.set(key, 'topic')
    for (const tick of new Set(ticks)) {
      for (const key of keysOfTick(scope, TOPIC, tick)) {
        expect(seen.get(key), `${key} of ${JSON.stringify(tick)}`).toBeUndefined()
        seen.set(key, tick)
      }
    }
  })

  it('gives the same topic id on two networks separate keys', () => {
    const other = { ...scope, network: 'local-0123456789abcdef' }
    const here = [...keysOfTopic(scope, TOPIC), ...keysOfTick(scope, TOPIC, 'loyal'), jobRecordKey(scope, TOPIC, 'j'), idempotencyKey(scope, TOPIC, 's', 'k')]
    const there = [...keysOfTopic(other, TOPIC), ...keysOfTick(other, TOPIC, 'loyal'), jobRecordKey(other, TOPIC, 'j'), idempotencyKey(other, TOPIC, 's', 'k')]
    expect(here.filter(key => there.includes(key))).toEqual([])
  })

  it('keeps an idempotency key from reaching into another API key\'s scope', () => {
    expect(idempotencyKey(scope, TOPIC, 'a', 'b:c')).not.toBe(idempotencyKey(scope, TOPIC, 'a:b', 'c'))
  })
})

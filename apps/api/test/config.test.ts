import { describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { keyEntropyBits, loadConfig, managedTopicIds } from '../src/config.js'

const BASE = { API_SECRET_KEY: 'a-very-secret-key-0123456789abcdefghij', KEY_HASH_SECRET: 'a-key-hash-secret-of-32-characters', HCS20_TOPIC_ID: '0.0.1001', HEDERA_NETWORK_ID: 'local-test' }

describe(loadConfig.name, () => {
  it('applies the documented defaults', () => {
    const sut = loadConfig(BASE)
    expect(sut).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'hcs20',
      HCS20_TOPICS: [],
      JOB_RECORD_TTL_SECONDS: 604_800,
      IDEMPOTENCY_TTL_SECONDS: 86_400,
      BODY_LIMIT_BYTES: 16_384,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      RATE_LIMIT_STORE: 'memory'
    })
    expect(sut.API_SECRET_KEY).toEqual(['a-very-secret-key-0123456789abcdefghij'])
  })

  it('reads a comma-separated key list and the managed topic ids', () => {
    const sut = loadConfig({ ...BASE, API_SECRET_KEY: 'first-secret-key-0123456789abcdefghij, second-secret-key-0123456789abcdefghij', HCS20_TOPICS: '0.0.7=302e0201,0.0.8-abcde' })
    expect(sut.API_SECRET_KEY).toEqual(['first-secret-key-0123456789abcdefghij', 'second-secret-key-0123456789abcdefghij'])
    expect([...managedTopicIds(sut)]).toEqual(['0.0.1001', '0.0.7', '0.0.8'])
  })

  it('names the failing variables and never prints their values', () => {
    const secret = 'short'
    const topics = '0.0.7=notakey-SECRETVALUE'
    let message = ''
    try {
      loadConfig({ API_SECRET_KEY: secret, HCS20_TOPICS: topics, PORT: 'eighty' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toContain('API_SECRET_KEY')
    expect(message).toContain('HCS20_TOPIC_ID')
    expect(message).toContain('HCS20_TOPICS')
    expect(message).toContain('PORT')
    expect(message).not.toContain(secret)
    expect(message).not.toContain('SECRETVALUE')
  })

  it('keys state by the network: a named network is its name, the emulator needs its HEDERA_NETWORK_ID', () => {
    const { HEDERA_NETWORK_ID: _id, ...named } = BASE
    expect(loadConfig(BASE).networkId).toBe('local-test')
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'mainnet' }).networkId).toBe('mainnet')
    expect(() => loadConfig(named)).toThrow(/HEDERA_NETWORK_ID/)
    expect(() => loadConfig({ ...BASE, HEDERA_NETWORK_ID: 'Not An Id' })).toThrow(/HEDERA_NETWORK_ID/)
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...BASE, PORT: '', HCS20_TOPICS: '' }).PORT).toBe(3000)
    expect(loadConfig({ ...BASE, API_PROCESSES: '', REDIS_PREFIX: '', LOG_LEVEL: '' })).toMatchObject({ API_PROCESSES: 1, REDIS_PREFIX: 'hcs20', LOG_LEVEL: 'info' })
  })

  it('reads the holder-signed settings: valid duration 30 to 180 s, HEDERA_NODES as the worker reads it', () => {
    expect(loadConfig(BASE)).toMatchObject({ SIGNED_VALID_DURATION_S: 120, ACCOUNT_KEY_CACHE_MS: 60_000 })
    expect(loadConfig({ ...BASE, SIGNED_VALID_DURATION_S: '180', HEDERA_NODES: 'emulator:50211=0.0.3, 10.0.0.2:50211=0.0.4' }).SIGNED_VALID_DURATION_S).toBe(180)
    for (const bad of ['29', '181']) expect(() => loadConfig({ ...BASE, SIGNED_VALID_DURATION_S: bad })).toThrow(/SIGNED_VALID_DURATION_S/)
    expect(() => loadConfig({ ...BASE, HEDERA_NODES: '127.0.0.1:50211' })).toThrow(/HEDERA_NODES: must be host:port=shard.realm.num/)
  })

  it('reads API_PROCESSES from 1 to 64', () => {
    expect(loadConfig({ ...BASE, API_PROCESSES: '4' }).API_PROCESSES).toBe(4)
    for (const bad of ['0', '65', '1.5', 'two']) expect(() => loadConfig({ ...BASE, API_PROCESSES: bad })).toThrow(/API_PROCESSES: must be an integer from 1 to 64/)
  })

  it('refuses an API_SECRET_KEY key under 128 bits at load, naming the rule and never the key', () => {
    const weak = [
      'change-me-local-dev-key', // 23 characters: too short
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', // one character repeated
      'abababababababababababababababababababab', // a pattern of two
      '12345678901234567890123456789012' // 32 digits: 106 bits
    ]
    for (const key of weak) {
      let message = ''
      try {
        loadConfig({ ...BASE, API_SECRET_KEY: `${BASE.API_SECRET_KEY},${key}` })
      } catch (err) {
        message = (err as Error).message
      }
      expect(message, key).toContain('API_SECRET_KEY')
      expect(message, key).toContain('at least 32 random characters')
      expect(message, key).not.toContain(key)
    }
    // 40 digits: 132.9 bits by the estimate, ten distinct characters: accepted (the rule is an estimate)
    expect(keyEntropyBits('0123456789'.repeat(4))).toBeGreaterThan(128)
    // what npm start, the chaos and soak runs and the test stacks generate passes every time
    for (let i = 0; i < 200; i++) {
      const key = randomBytes(24).toString('base64url')
      expect(loadConfig({ ...BASE, API_SECRET_KEY: key }).API_SECRET_KEY).toEqual([key])
    }
    expect(loadConfig({ ...BASE, API_SECRET_KEY: randomBytes(16).toString('hex') }).API_SECRET_KEY).toHaveLength(1)
    expect(keyEntropyBits('Ab1-'.repeat(8))).toBeCloseTo(32 * Math.log2(95))
  })

  it('limits failed authentications by default to 20 a minute per address and per key, and reads other limits', () => {
    expect(loadConfig(BASE)).toMatchObject({ AUTH_FAILURES_PER_ADDRESS: 20, AUTH_FAILURES_PER_KEY: 20, AUTH_FAILURE_WINDOW_MS: 60_000 })
    expect(loadConfig({ ...BASE, AUTH_FAILURES_PER_ADDRESS: '5', AUTH_FAILURE_WINDOW_MS: '1000' })).toMatchObject({ AUTH_FAILURES_PER_ADDRESS: 5, AUTH_FAILURE_WINDOW_MS: 1000 })
    expect(() => loadConfig({ ...BASE, AUTH_FAILURES_PER_KEY: '0' })).toThrow(/AUTH_FAILURES_PER_KEY/)
  })
})

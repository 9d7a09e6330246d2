import { describe, expect, it } from 'vitest'
import { loadConfig, parseNodes } from '../src/config.js'

const required = { HCS20_TOPIC_ID: '0.0.1001', HEDERA_OPERATOR_ID: '0.0.2', HEDERA_OPERATOR_KEY: 'ab'.repeat(32), HEDERA_NETWORK_ID: 'local-test' }

describe(loadConfig.name, () => {
  it('applies the documented defaults', () => {
    const sut = loadConfig(required)
    expect(sut).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'hcs20',
      HEDERA_NETWORK: 'local',
      WORKER_CONCURRENCY: 200,
      MIRROR_URL: 'http://127.0.0.1:5551'
    })
  })

  it('limits webhook deliveries per endpoint and per tenant, half the slots by default (ADR 035)', () => {
    expect(loadConfig(required)).toMatchObject({
      WEBHOOK_CONCURRENCY: 16,
      WEBHOOK_CONCURRENCY_PER_ENDPOINT: 4,
      WEBHOOK_CONCURRENCY_PER_TENANT: 8,
      WEBHOOK_BREAKER_FAILURES: 5,
      WEBHOOK_BREAKER_COOLDOWN_MS: 30_000,
      WEBHOOK_BREAKER_MAX_COOLDOWN_MS: 600_000
    })
    expect(loadConfig({ ...required, WEBHOOK_CONCURRENCY: '5' }).WEBHOOK_CONCURRENCY_PER_TENANT).toBe(3)
    expect(loadConfig({ ...required, WEBHOOK_CONCURRENCY_PER_TENANT: '12' }).WEBHOOK_CONCURRENCY_PER_TENANT).toBe(12)
    // the cap is never below the first cool-down
    expect(loadConfig({ ...required, WEBHOOK_BREAKER_COOLDOWN_MS: '900000' }).WEBHOOK_BREAKER_MAX_COOLDOWN_MS).toBe(900_000)
    expect(() => loadConfig({ ...required, WEBHOOK_CONCURRENCY_PER_ENDPOINT: '0' })).toThrow(/WEBHOOK_CONCURRENCY_PER_ENDPOINT/)
  })

  it('puts the operator\'s balance floor at 1 HBAR by default, 0 turning it off, and refuses a floor that is no amount', () => {
    expect(loadConfig(required)).toMatchObject({ OPERATOR_MIN_BALANCE_HBAR: 1, OPERATOR_BALANCE_INTERVAL_MS: 30_000 })
    expect(loadConfig({ ...required, OPERATOR_MIN_BALANCE_HBAR: '0' }).OPERATOR_MIN_BALANCE_HBAR).toBe(0)
    expect(loadConfig({ ...required, OPERATOR_MIN_BALANCE_HBAR: '2.5' }).OPERATOR_MIN_BALANCE_HBAR).toBe(2.5)
    for (const bad of ['-1', 'ten', '1e12']) expect(() => loadConfig({ ...required, OPERATOR_MIN_BALANCE_HBAR: bad })).toThrow(/OPERATOR_MIN_BALANCE_HBAR/)
  })

  it('reads numbers from strings', () => {
    const sut = loadConfig({ ...required, WORKER_CONCURRENCY: '8', HEDERA_REQUEST_TIMEOUT_MS: '5000' })
    expect(sut.WORKER_CONCURRENCY).toBe(8)
    expect(sut.HEDERA_REQUEST_TIMEOUT_MS).toBe(5000)
  })

  it('sizes the default concurrency for the network\'s consensus latency', () => {
    const { HEDERA_NETWORK_ID: _id, ...named } = required
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'testnet' }).WORKER_CONCURRENCY).toBe(400)
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'mainnet' }).WORKER_CONCURRENCY).toBe(400)
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'mainnet', WORKER_CONCURRENCY: '1000' }).WORKER_CONCURRENCY).toBe(1000)
  })

  it('keys state by the network: a named network is its name, the emulator needs its HEDERA_NETWORK_ID', () => {
    const { HEDERA_NETWORK_ID: _id, ...named } = required
    expect(loadConfig(required).networkId).toBe('local-test')
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'previewnet' }).networkId).toBe('previewnet')
    expect(() => loadConfig(named)).toThrow(/HEDERA_NETWORK_ID/)
    expect(() => loadConfig({ ...required, HEDERA_NETWORK: 'testnet' })).toThrow(/HEDERA_NETWORK_ID/)
  })

  it('requires HEDERA_NODES with the custom network', () => {
    expect(() => loadConfig({ ...required, HEDERA_NETWORK: 'custom' })).toThrow(/HEDERA_NODES/)
  })

  it('parses HEDERA_NODES into the SDK network map', () => {
    const sut = loadConfig({ ...required, HEDERA_NETWORK: 'custom', HEDERA_NODES: '10.0.0.1:50211=0.0.3, 10.0.0.2:50211=0.0.4' })
    expect(sut.nodes).toEqual({ '10.0.0.1:50211': '0.0.3', '10.0.0.2:50211': '0.0.4' })
    expect(sut.MIRROR_URL).toBeUndefined()
  })

  it('never echoes the operator key when the configuration is invalid', () => {
    const key = 'cd'.repeat(32)
    let message = ''
    try {
      loadConfig({ ...required, HEDERA_OPERATOR_KEY: key, HEDERA_NETWORK: 'moon' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toContain('HEDERA_NETWORK')
    expect(message).not.toContain(key)
  })

  it('treats empty variables as unset', () => {
    const sut = loadConfig({ ...required, REDIS_PREFIX: '', WORKER_CONCURRENCY: '', MIRROR_URL: '', HEDERA_NODES: '', LOG_LEVEL: '' })
    expect(sut).toMatchObject({ REDIS_PREFIX: 'hcs20', WORKER_CONCURRENCY: 200, MIRROR_URL: 'http://127.0.0.1:5551', LOG_LEVEL: 'info' })
    expect(sut.HEDERA_NODES).toBeUndefined()
  })

  it('keeps transaction validity inside the network range and the lock long enough to renew', () => {
    expect(loadConfig(required)).toMatchObject({ HEDERA_TX_VALID_DURATION_S: 120, WORKER_LOCK_DURATION_MS: 6000, RECONCILE_AFTER_MS: 10_000 })
    expect(() => loadConfig({ ...required, HEDERA_TX_VALID_DURATION_S: '10' })).toThrow(/HEDERA_TX_VALID_DURATION_S/)
    expect(() => loadConfig({ ...required, HEDERA_TX_VALID_DURATION_S: '181' })).toThrow(/HEDERA_TX_VALID_DURATION_S/)
    expect(() => loadConfig({ ...required, WORKER_LOCK_DURATION_MS: '500' })).toThrow(/WORKER_LOCK_DURATION_MS/)
  })
})

describe(parseNodes.name, () => {
  it('rejects an entry without an account id', () => {
    expect(() => parseNodes('127.0.0.1:50211')).toThrow(/host:port=shard.realm.num/)
  })
})

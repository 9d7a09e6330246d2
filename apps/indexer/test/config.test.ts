import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.js'

const base = { HCS20_TOPIC_ID: '0.0.1001', HEDERA_NETWORK_ID: 'local-test' }

describe(loadConfig.name, () => {
  it('applies the defaults of a local setup', () => {
    expect(loadConfig(base)).toEqual({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'hcs20',
      USAGE_RETENTION_DAYS: 400,
      HCS20_TOPIC_ID: '0.0.1001',
      topics: ['0.0.1001'],
      HEDERA_NETWORK: 'local',
      networkId: 'local-test',
      MIRROR_URL: 'http://127.0.0.1:5551',
      INDEXER_POLL_MS: 250,
      INDEXER_PAGE_LIMIT: 100,
      INDEXER_LOCK_TTL_MS: 15000,
      INDEXER_INVALID_MAX: 100000,
      INDEXER_HISTORY_RETENTION_DAYS: 0,
      INDEXER_HISTORY: true,
      INDEXER_OUTCOME_TTL_SECONDS: 86400,
      INDEXER_SWEEP_INTERVAL_MS: 30000,
      INDEXER_SETTLE_AFTER_MS: 300000,
      LOG_LEVEL: 'info',
      HEALTH_HOST: '127.0.0.1'
    })
  })

  it('picks the public mirror of the network unless MIRROR_URL is set', () => {
    const named = { HCS20_TOPIC_ID: '0.0.1001' }
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'testnet' }).MIRROR_URL).toBe('https://testnet.mirrornode.hedera.com')
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'mainnet' }).MIRROR_URL).toBe('https://mainnet-public.mirrornode.hedera.com')
    expect(loadConfig({ ...named, HEDERA_NETWORK: 'mainnet', MIRROR_URL: 'https://mirror.example' }).MIRROR_URL).toBe('https://mirror.example')
  })

  it('keys state by the network: a named network is its name, the emulator needs its HEDERA_NETWORK_ID', () => {
    expect(loadConfig({ HCS20_TOPIC_ID: '0.0.1001', HEDERA_NETWORK: 'testnet' }).networkId).toBe('testnet')
    expect(() => loadConfig({ HCS20_TOPIC_ID: '0.0.1001' })).toThrow(/HEDERA_NETWORK_ID: required/)
    expect(() => loadConfig({ ...base, HEDERA_NETWORK: 'mainnet' })).toThrow(/HEDERA_NETWORK_ID/)
    expect(() => loadConfig({ HCS20_TOPIC_ID: '0.0.1001', HEDERA_NETWORK_ID: 'mainnet' })).toThrow(/HEDERA_NETWORK_ID/)
  })

  it('follows the ids of HCS20_TOPICS and drops their submit keys', () => {
    const key = '302e020100300506032b657004220420' + 'ab'.repeat(32)
    const config = loadConfig({ ...base, HCS20_TOPICS: `0.0.2002=${key}, 0.0.2003,0.0.1001` })
    expect(config.topics).toEqual(['0.0.1001', '0.0.2002', '0.0.2003'])
    expect(JSON.stringify(config)).not.toContain(key)
  })

  it('guesses no mirror for a custom network: MIRROR_URL is required there', () => {
    const custom = { ...base, HEDERA_NETWORK: 'custom' }
    expect(() => loadConfig(custom)).toThrow(/MIRROR_URL: required with HEDERA_NETWORK=custom/)
    expect(loadConfig({ ...custom, MIRROR_URL: 'http://10.0.0.5:5551' }).MIRROR_URL).toBe('http://10.0.0.5:5551')
  })

  it('treats empty variables as unset', () => {
    const sut = loadConfig({ ...base, MIRROR_URL: '', INDEXER_POLL_MS: '', HEALTH_PORT: '', REDIS_PREFIX: '', HCS20_TOPICS: '' })
    expect(sut).toMatchObject({ MIRROR_URL: 'http://127.0.0.1:5551', INDEXER_POLL_MS: 250, REDIS_PREFIX: 'hcs20', topics: ['0.0.1001'] })
    expect(sut.HEALTH_PORT).toBeUndefined()
  })

  it('reads the optional health port', () => {
    expect(loadConfig({ ...base, HEALTH_PORT: '9464' }).HEALTH_PORT).toBe(9464)
  })

  it('names every bad variable without echoing its value', () => {
    const run = (): unknown => loadConfig({ HCS20_TOPIC_ID: 'secret-topic', INDEXER_PAGE_LIMIT: '1000', LOG_LEVEL: 'loud', MIRROR_URL: 'ftp://x' })
    for (const name of ['HCS20_TOPIC_ID', 'MIRROR_URL', 'INDEXER_PAGE_LIMIT', 'LOG_LEVEL']) expect(run).toThrow(new RegExp(`✖ ${name}: `))
    expect(run).not.toThrow(/secret-topic/)
  })
})

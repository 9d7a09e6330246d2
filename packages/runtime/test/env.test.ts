import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError, baseEnv, flagEnv, intEnv, parseEnv, serviceEnv, withNetwork } from '../src/index.js'

const app = serviceEnv.extend({ WIDGETS: intEnv(5, 1, 10), LOUD: flagEnv(false) }).transform(withNetwork)
const LOCAL = { HEDERA_NETWORK_ID: 'local-test' }

function errorOf (run: () => unknown): ConfigError | undefined {
  try {
    run()
  } catch (err) {
    if (err instanceof ConfigError) return err
    throw err
  }
  return undefined
}

const problemsOf = (run: () => unknown): string[] => errorOf(run)?.problems ?? []

describe(parseEnv.name, () => {
  it('applies the shared defaults and the app\'s own', () => {
    expect(parseEnv(app, LOCAL)).toEqual({
      LOG_LEVEL: 'info',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'hcs20',
      USAGE_RETENTION_DAYS: 400,
      HEDERA_NETWORK: 'local',
      HEDERA_NETWORK_ID: 'local-test',
      networkId: 'local-test',
      MIRROR_URL: 'http://127.0.0.1:5551',
      WIDGETS: 5,
      LOUD: false
    })
  })

  it('treats an empty or blank variable as unset', () => {
    const sut = parseEnv(app, { ...LOCAL, LOG_LEVEL: '', REDIS_URL: '', REDIS_PREFIX: ' ', MIRROR_URL: '', WIDGETS: '', LOUD: '' })
    expect(sut).toMatchObject({ LOG_LEVEL: 'info', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'hcs20', MIRROR_URL: 'http://127.0.0.1:5551', WIDGETS: 5, LOUD: false })
    expect(() => parseEnv(app, { HEDERA_NETWORK_ID: '' })).toThrow(/HEDERA_NETWORK_ID: required/)
  })

  it('lists every bad variable, one line each, without its value', () => {
    const env = { ...LOCAL, LOG_LEVEL: 'loud', REDIS_URL: 'http://secret-host:6379', WIDGETS: '11', LOUD: 'yes', MIRROR_URL: 'ftp://mirror', REDIS_PREFIX: 'a:b' }
    const problems = problemsOf(() => parseEnv(app, env))
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'LOUD', 'MIRROR_URL', 'REDIS_PREFIX', 'REDIS_URL', 'WIDGETS'])
    const message = errorOf(() => parseEnv(app, env))?.message ?? ''
    expect(message).toMatch(/^Invalid configuration:\n {2}✖ /)
    for (const value of ['loud', 'secret-host', 'ftp://mirror', 'a:b']) expect(message).not.toContain(value)
  })

  it('reads REDIS_CLUSTER_NODES as host:port entries and refuses a prefix with a hash tag of its own (ADR 027)', () => {
    expect(parseEnv(app, { ...LOCAL, REDIS_CLUSTER_NODES: '127.0.0.1:7000, redis-b:7001,[::1]:7002' }).REDIS_CLUSTER_NODES)
      .toEqual(['127.0.0.1:7000', 'redis-b:7001', '[::1]:7002'])
    expect(parseEnv(app, LOCAL).REDIS_CLUSTER_NODES).toBeUndefined()
    for (const nodes of ['127.0.0.1', 'host:port', ',', 'a:1,b']) {
      expect(problemsOf(() => parseEnv(app, { ...LOCAL, REDIS_CLUSTER_NODES: nodes })), nodes).toEqual([expect.stringMatching(/^REDIS_CLUSTER_NODES/)])
    }
    for (const prefix of ['{hcs20}', 'a{b}', 'x}']) expect(problemsOf(() => parseEnv(app, { ...LOCAL, REDIS_PREFIX: prefix }))).toEqual([expect.stringMatching(/^REDIS_PREFIX: /)])
  })

  it('says "required" for a required variable that is unset', () => {
    const needy = serviceEnv.extend({ TOPIC: z.string() })
    expect(problemsOf(() => parseEnv(needy, { TOPIC: '' }))).toEqual(['TOPIC: required'])
  })

  it('reads numbers and flags from strings and keeps them in range', () => {
    expect(parseEnv(app, { ...LOCAL, WIDGETS: '10', LOUD: 'true' })).toMatchObject({ WIDGETS: 10, LOUD: true })
    expect(problemsOf(() => parseEnv(app, { ...LOCAL, WIDGETS: '0' }))).toEqual([expect.stringMatching(/^WIDGETS: /)])
    expect(problemsOf(() => parseEnv(app, { ...LOCAL, WIDGETS: 'ten' }))).toEqual([expect.stringMatching(/^WIDGETS: /)])
    expect(problemsOf(() => parseEnv(app, { ...LOCAL, WIDGETS: '2.5' }))).toEqual([expect.stringMatching(/^WIDGETS: /)])
  })

  it('gives a process that is on no network only the log level', () => {
    const emulatorLike = baseEnv.extend({ PORT: intEnv(1, 0) })
    expect(parseEnv(emulatorLike, { HEDERA_NETWORK: 'moon', REDIS_URL: 'nonsense' })).toEqual({ LOG_LEVEL: 'info', PORT: 1 })
  })
})

describe(withNetwork.name, () => {
  it('takes the mirror of the network from the one table unless MIRROR_URL is set', () => {
    expect(parseEnv(app, { HEDERA_NETWORK: 'testnet' })).toMatchObject({ networkId: 'testnet', MIRROR_URL: 'https://testnet.mirrornode.hedera.com' })
    expect(parseEnv(app, { HEDERA_NETWORK: 'mainnet' }).MIRROR_URL).toBe('https://mainnet-public.mirrornode.hedera.com')
    expect(parseEnv(app, { HEDERA_NETWORK: 'previewnet' }).MIRROR_URL).toBe('https://previewnet.mirrornode.hedera.com')
    expect(parseEnv(app, { HEDERA_NETWORK: 'mainnet', MIRROR_URL: 'https://mirror.example' }).MIRROR_URL).toBe('https://mirror.example')
  })

  it('guesses no mirror for a custom network', () => {
    expect(parseEnv(app, { HEDERA_NETWORK: 'custom', HEDERA_NETWORK_ID: 'my-net' }).MIRROR_URL).toBeUndefined()
    expect(parseEnv(app, { HEDERA_NETWORK: 'custom', HEDERA_NETWORK_ID: 'my-net', MIRROR_URL: 'http://10.0.0.5:5551' }).MIRROR_URL).toBe('http://10.0.0.5:5551')
  })

  it('names HEDERA_NETWORK_ID when the network identity is wrong', () => {
    expect(problemsOf(() => parseEnv(app, { HEDERA_NETWORK: 'testnet', HEDERA_NETWORK_ID: 'mainnet' }))).toEqual([expect.stringMatching(/^HEDERA_NETWORK_ID: must be unset or equal/)])
    expect(problemsOf(() => parseEnv(app, { HEDERA_NETWORK: 'custom' }))).toEqual([expect.stringMatching(/^HEDERA_NETWORK_ID: required/)])
  })
})

describe(ConfigError.name, () => {
  it('is what parseEnv throws for any schema', () => {
    expect(() => parseEnv(z.object({ A: z.string() }), {})).toThrow(ConfigError)
  })
})

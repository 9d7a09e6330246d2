// compose's one-shot bootstrap (scripts/compose-bootstrap.ts) run for real against the emulator, as compose runs
// it: it creates the default topic once, generates KEY_HASH_SECRET, WEBHOOK_SECRET_KEY and (unless given) the
// operator API key once into its own folder, and gives each app an env file of its own, in which the operator key
// and the topics' submit keys reach the worker alone and KEY_HASH_SECRET and the API key the api alone (ADR 031,
// ADR 049).
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyEntropyBits, loadConfig } from '../apps/api/src/config.js'
import { ROOT, startService, type Service } from './support/processes.js'
import type { NetworkInfo } from './support/stack.js'

const run = promisify(execFile)

describe('compose bootstrap', () => {
  let tmp: string
  let emulator: Service
  let network: NetworkInfo
  let env: Record<string, string>

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'hcs20-bootstrap-'))
    const infoFile = join(tmp, 'shared', 'network.json')
    await mkdir(join(tmp, 'shared'))
    await mkdir(join(tmp, 'secrets'))
    for (const app of ['api', 'worker', 'indexer']) await mkdir(join(tmp, 'env', app), { recursive: true })
    emulator = await startService('emulator', { EMULATOR_GRPC_PORT: '0', EMULATOR_MIRROR_PORT: '0', EMULATOR_INFO_FILE: infoFile })
    network = JSON.parse(await readFile(infoFile, 'utf8')) as NetworkInfo
    env = {
      NETWORK_INFO_FILE: infoFile,
      EMULATOR_GRPC: network.grpcAddress,
      EMULATOR_MIRROR: network.mirrorUrl,
      OUTPUT_ENV_FILE: join(tmp, 'shared', 'embedded.env'),
      APP_ENV_DIR: join(tmp, 'env'),
      SECRETS_DIR: join(tmp, 'secrets'),
      KEY_HASH_SECRET: '',
      WEBHOOK_SECRET_KEY: '',
      API_SECRET_KEY: ''
    }
  }, 60_000)

  afterAll(async () => {
    await emulator?.stop()
    await rm(tmp, { recursive: true, force: true })
  })

  const bootstrap = async (extra: Record<string, string> = {}): Promise<string> =>
    (await run(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/compose-bootstrap.ts'], { cwd: ROOT, env: { ...process.env, ...env, ...extra } })).stdout
  const envFile = async (path: string): Promise<Record<string, string>> =>
    Object.fromEntries((await readFile(path, 'utf8')).trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))

  it('creates the default topic and the registry topic once and writes each app only what it uses, owner-only', async () => {
    const first = await bootstrap()
    expect(first).toContain('created default topic')
    expect(first).toContain('created registry topic')
    const all = await envFile(env.OUTPUT_ENV_FILE!)
    expect(all.HCS20_REGISTRY_TOPIC_ID).toMatch(/^0\.0\.\d+$/)
    expect(all.HCS20_REGISTRY_TOPIC_ID).not.toBe(all.HCS20_TOPIC_ID)
    expect(all).toMatchObject({ HEDERA_NETWORK: 'custom', HEDERA_OPERATOR_KEY: network.operatorKey, HEDERA_NETWORK_ID: network.networkId })
    expect(all.HCS20_TOPICS).toMatch(new RegExp(`^${all.HCS20_TOPIC_ID!.replaceAll('.', '\\.')}=`))

    // generated once, kept owner-only in the bootstrap's own folder, each given to the apps that use it
    const keyHashSecret = (await readFile(join(env.SECRETS_DIR!, 'key-hash-secret'), 'utf8')).trim()
    const webhookSecretKey = (await readFile(join(env.SECRETS_DIR!, 'webhook-secret-key'), 'utf8')).trim()
    expect(keyHashSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(webhookSecretKey, 'base64')).toHaveLength(32)
    for (const file of ['key-hash-secret', 'webhook-secret-key', 'api-secret-key']) expect((await stat(join(env.SECRETS_DIR!, file))).mode & 0o777, file).toBe(0o600)
    expect(all.KEY_HASH_SECRET).toBeUndefined()
    const worker = await envFile(join(env.APP_ENV_DIR!, 'worker', 'app.env'))
    expect(worker).toEqual({ ...all, WEBHOOK_SECRET_KEY: webhookSecretKey })
    const api = await envFile(join(env.APP_ENV_DIR!, 'api', 'app.env'))
    expect(api).toMatchObject({ KEY_HASH_SECRET: keyHashSecret, WEBHOOK_SECRET_KEY: webhookSecretKey })
    // the operator API key: 43 base64url characters (256 bits), printed on the run that generates it, for the api alone
    const apiKey = (await readFile(join(env.SECRETS_DIR!, 'api-secret-key'), 'utf8')).trim()
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(keyEntropyBits(apiKey)).toBeGreaterThanOrEqual(128)
    expect(first).toContain(`the operator API key (x-api-key): ${apiKey}`)
    expect(api.API_SECRET_KEY).toBe(apiKey)
    expect(loadConfig({ ...api, LOG_LEVEL: 'silent' }).API_SECRET_KEY).toEqual([apiKey])
    expect(worker.API_SECRET_KEY).toBeUndefined()
    const indexer = await envFile(join(env.APP_ENV_DIR!, 'indexer', 'app.env'))
    expect(indexer.KEY_HASH_SECRET).toBeUndefined()
    expect(indexer.WEBHOOK_SECRET_KEY).toBeUndefined()
    expect(indexer.API_SECRET_KEY).toBeUndefined()
    for (const app of ['api', 'indexer']) {
      const path = join(env.APP_ENV_DIR!, app, 'app.env')
      const values = await envFile(path)
      expect(values, app).toMatchObject({ HCS20_TOPIC_ID: all.HCS20_TOPIC_ID, HCS20_TOPICS: all.HCS20_TOPIC_ID, HCS20_REGISTRY_TOPIC_ID: all.HCS20_REGISTRY_TOPIC_ID, MIRROR_URL: network.mirrorUrl })
      expect(values.HEDERA_OPERATOR_KEY, app).toBeUndefined()
      expect(await readFile(path, 'utf8'), app).not.toContain(network.operatorKey.slice(-40))
      expect((await stat(path)).mode & 0o777, app).toBe(0o600)
    }

    // a second run (every `docker compose up`) keeps the topic and writes the same files
    const second = await bootstrap()
    expect(second).toContain(`exists: the default topic is ${all.HCS20_TOPIC_ID!}`)
    expect(second).not.toContain('created registry topic')
    expect(second).not.toContain('generated')
    // the API key is kept, not shown again: the run says where it is and how to read it
    expect(second).not.toContain(apiKey)
    expect(second).toContain(`docker compose run --rm --no-deps -T bootstrap cat ${join(env.SECRETS_DIR!, 'api-secret-key')}`)
    expect(await envFile(join(env.APP_ENV_DIR!, 'api', 'app.env'))).toMatchObject({ HCS20_TOPIC_ID: all.HCS20_TOPIC_ID, HCS20_REGISTRY_TOPIC_ID: all.HCS20_REGISTRY_TOPIC_ID, KEY_HASH_SECRET: keyHashSecret, API_SECRET_KEY: apiKey })

    // API_SECRET_KEY set: the api reads it from compose's environment; its env file holds no key, nothing is printed
    const given = await bootstrap({ API_SECRET_KEY: 'given-operator-key-0123456789abcdefghijklmnop' })
    expect(given).not.toContain('operator API key')
    expect((await envFile(join(env.APP_ENV_DIR!, 'api', 'app.env'))).API_SECRET_KEY).toBeUndefined()
    // unset again: the kept key comes back
    await bootstrap()
    expect((await envFile(join(env.APP_ENV_DIR!, 'api', 'app.env'))).API_SECRET_KEY).toBe(apiKey)
  }, 60_000)

  it('on a network it did not start generates no API key: compose requires it from the operator', async () => {
    const network = { HEDERA_NETWORK: 'custom', HEDERA_NETWORK_ID: 'bootstrap-test', HEDERA_NODES: '127.0.0.1:50211=0.0.3', HEDERA_OPERATOR_ID: '0.0.2', HCS20_TOPIC_ID: '0.0.1001' }
    const secrets = await mkdtemp(join(tmpdir(), 'hcs20-bootstrap-network-'))
    try {
      const out = await bootstrap({ ...network, SECRETS_DIR: secrets })
      expect(out).not.toContain('API_SECRET_KEY')
      expect((await envFile(join(env.APP_ENV_DIR!, 'api', 'app.env'))).API_SECRET_KEY).toBeUndefined()
      await expect(stat(join(secrets, 'api-secret-key'))).rejects.toThrow(/ENOENT/)
    } finally {
      await rm(secrets, { recursive: true, force: true })
    }
  }, 60_000)
})

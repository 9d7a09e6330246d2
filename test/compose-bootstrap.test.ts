// compose's one-shot bootstrap (scripts/compose-bootstrap.ts) run for real against the emulator, as compose runs
// it: it creates the default topic once, generates KEY_HASH_SECRET and WEBHOOK_SECRET_KEY once into its own
// folder, and gives each app an env file of its own, in which the operator key and the topics' submit keys reach
// the worker alone and KEY_HASH_SECRET the api alone (ADR 031, ADR 049).
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
      WEBHOOK_SECRET_KEY: ''
    }
  }, 60_000)

  afterAll(async () => {
    await emulator?.stop()
    await rm(tmp, { recursive: true, force: true })
  })

  const bootstrap = async (): Promise<string> => (await run(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/compose-bootstrap.ts'], { cwd: ROOT, env: { ...process.env, ...env } })).stdout
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
    for (const file of ['key-hash-secret', 'webhook-secret-key']) expect((await stat(join(env.SECRETS_DIR!, file))).mode & 0o777, file).toBe(0o600)
    expect(all.KEY_HASH_SECRET).toBeUndefined()
    const worker = await envFile(join(env.APP_ENV_DIR!, 'worker', 'app.env'))
    expect(worker).toEqual({ ...all, WEBHOOK_SECRET_KEY: webhookSecretKey })
    const api = await envFile(join(env.APP_ENV_DIR!, 'api', 'app.env'))
    expect(api).toMatchObject({ KEY_HASH_SECRET: keyHashSecret, WEBHOOK_SECRET_KEY: webhookSecretKey })
    const indexer = await envFile(join(env.APP_ENV_DIR!, 'indexer', 'app.env'))
    expect(indexer.KEY_HASH_SECRET).toBeUndefined()
    expect(indexer.WEBHOOK_SECRET_KEY).toBeUndefined()
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
    expect(await envFile(join(env.APP_ENV_DIR!, 'api', 'app.env'))).toMatchObject({ HCS20_TOPIC_ID: all.HCS20_TOPIC_ID, HCS20_REGISTRY_TOPIC_ID: all.HCS20_REGISTRY_TOPIC_ID, KEY_HASH_SECRET: keyHashSecret })
  }, 60_000)
})

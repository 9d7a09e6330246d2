// `npm start` against a network it did not start (a separately run emulator posing as a `custom`
// Hedera network): it needs API_SECRET_KEY, writes no embedded.json, and never prints the key.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runNpmStart } from '../scripts/lib/npm-start.js'
import { runCreateTopic } from '../scripts/lib/topic.js'
import { startService, waitFor, type Service } from './support/processes.js'
import { connectRedis, deleteKeys, testRedisUrl, uniquePrefix } from './support/redis.js'
import { freePort, type NetworkInfo } from './support/stack.js'

describe('npm start against a Hedera network', () => {
  const prefix = uniquePrefix('start-net')
  let tmp: string
  let emulator: Service
  let env: Record<string, string>

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'hcs20-start-net-'))
    const infoFile = join(tmp, 'network.json')
    emulator = await startService('emulator', { EMULATOR_GRPC_PORT: '0', EMULATOR_MIRROR_PORT: '0', EMULATOR_INFO_FILE: infoFile })
    const network = JSON.parse(await readFile(infoFile, 'utf8')) as NetworkInfo
    env = {
      HCS20_DATA_DIR: join(tmp, 'data'),
      // free health ports: other suites run npm start at the same time
      WORKER_HEALTH_PORT: '0',
      INDEXER_HEALTH_PORT: '0',
      PORT: String(await freePort()),
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      HEDERA_NETWORK: 'custom',
      HEDERA_NETWORK_ID: network.networkId,
      HEDERA_NODES: `${network.grpcAddress}=${network.nodeAccountId}`,
      HEDERA_OPERATOR_ID: network.operatorId,
      HEDERA_OPERATOR_KEY: network.operatorKey,
      MIRROR_URL: network.mirrorUrl
    }
    const topic = await runCreateTopic({ ...process.env, ...env }, [])
    env.HCS20_TOPIC_ID = topic.topicId
  }, 120_000)

  afterAll(async () => {
    await emulator?.stop()
    const redis = connectRedis()
    try { await deleteKeys(redis, prefix) } finally { redis.disconnect() }
    await rm(tmp, { recursive: true, force: true })
  }, 60_000)

  it('refuses to start without API_SECRET_KEY, naming it, and writes nothing', async () => {
    const sut = runNpmStart({ ...env, API_SECRET_KEY: '' })
    expect(await sut.exited).toBe(1)
    expect(sut.output.join('\n')).toContain('API_SECRET_KEY is required')
    expect(existsSync(env.HCS20_DATA_DIR!)).toBe(false)
  }, 60_000)

  it('refuses to start with a data dir it cannot create, naming HCS20_DATA_DIR in one line, without a stack trace', async () => {
    // (root may write anywhere: a path under a regular file cannot be created by anyone)
    const blocker = join(tmp, 'a-file')
    await writeFile(blocker, '')
    const sut = runNpmStart({ ...env, API_SECRET_KEY: randomBytes(24).toString('base64url'), HCS20_DATA_DIR: join(blocker, 'data') })
    expect(await sut.exited).toBe(1)
    const output = sut.output.join('\n')
    expect(output).toContain(`the data dir ${join(blocker, 'data')} cannot be created or written (ENOTDIR): set HCS20_DATA_DIR`)
    expect(output).not.toMatch(/\n\s+at /)
  }, 60_000)

  it('runs the service without writing embedded.json and without printing the key', async () => {
    const apiKey = randomBytes(24).toString('base64url')
    const sut = runNpmStart({ ...env, API_SECRET_KEY: apiKey })
    try {
      await sut.running()
      const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' }
      const res = await fetch(`http://127.0.0.1:${env.PORT!}/api/inscription/deploy`, {
        method: 'POST', headers, body: JSON.stringify({ ticker: 'ext', name: 'External', max: 10 })
      })
      expect(res.status).toBe(202)
      const { jobId } = await res.json() as { jobId: string }
      await waitFor(async () => {
        const job = await (await fetch(`http://127.0.0.1:${env.PORT!}/api/jobs/${jobId}`, { headers })).json() as { status: string }
        return job.status === 'confirmed' ? true : undefined
      }, 120_000, 200)
    } finally {
      expect(await sut.stop()).toBe(0)
    }
    expect(existsSync(join(env.HCS20_DATA_DIR!, 'embedded.json'))).toBe(false)
    expect(sut.output.join('\n')).not.toContain(apiKey)
  }, 180_000)
})

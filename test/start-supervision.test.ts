// `npm start` as a real process: it supervises its services (a SIGKILLed one comes back while the API
// keeps answering), uses an absolute HCS20_DATA_DIR as given, creates and serves a registry topic, and never prints a
// key it was given.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PrivateKey, Transaction } from '@hashgraph/sdk'
import { runNpmStart, type NpmStart } from '../scripts/lib/npm-start.js'
import { ROOT, waitFor } from './support/processes.js'
import { connectRedis, deleteKeys, testRedisUrl, uniquePrefix } from './support/redis.js'
import { freePort } from './support/stack.js'

function alive (pid: number): boolean {
  try { process.kill(pid, 0); return true } catch { return false }
}

describe('npm start', () => {
  const prefix = uniquePrefix('start')
  const apiKey = randomBytes(24).toString('base64url')
  let dataDir: string
  let port: number
  let mirrorPort: number
  let sut: NpmStart
  const api = async (method: string, path: string, body?: unknown): Promise<{ status: number, body: any }> => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await res.text()
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text) }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hcs20-start-'))
    port = await freePort()
    sut = runNpmStart({
      HCS20_DATA_DIR: dataDir,
      // free health ports: other suites run npm start at the same time
      WORKER_HEALTH_PORT: '0',
      INDEXER_HEALTH_PORT: '0',
      PORT: String(port),
      EMULATOR_GRPC_PORT: String(await freePort()),
      EMULATOR_MIRROR_PORT: String(mirrorPort = await freePort()),
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      API_SECRET_KEY: apiKey,
      // as a newcomer runs it: every app from its sources through tsx (the other stacks of the run start the build)
      SERVICES_FROM: 'source'
    })
    await sut.running()
  }, 180_000)

  afterAll(async () => {
    await sut?.stop()
    const redis = connectRedis()
    try { await deleteKeys(redis, prefix) } finally { redis.disconnect() }
    await rm(dataDir, { recursive: true, force: true })
  }, 120_000)

  it('uses an absolute HCS20_DATA_DIR as given', () => {
    expect(existsSync(join(dataDir, 'embedded.json'))).toBe(true)
    expect(existsSync(join(dataDir, 'emulator', 'network.json'))).toBe(true)
    expect(existsSync(join(ROOT, dataDir))).toBe(false)
  })

  it('manages a public topic beside the private default one, where a holder signs its own transfer', async () => {
    const state = JSON.parse(await readFile(join(dataDir, 'embedded.json'), 'utf8')) as { topicId: string, publicTopicId: string }
    expect(state.publicTopicId).toMatch(/^0\.0\.\d+$/)
    expect(state.publicTopicId).not.toBe(state.topicId)
    expect(sut.output.join('\n')).toContain(`Public topic ${state.publicTopicId}`)
    const onPublic = { topic_id: state.publicTopicId }
    // docs/api.md's holder-signed walk-through: a wallet from the emulator, points from the operator, the holder's own signature
    const wallet = await (await fetch(`http://127.0.0.1:${mirrorPort}/admin/accounts`, { method: 'POST', body: '{"initialBalanceHbar":10}' })).json() as { accountId: string, privateKey: string }
    const deploy = await api('POST', '/api/inscription/deploy', { ticker: 'open', name: 'Open', max: 1000, ...onPublic })
    const mint = await api('POST', '/api/inscription/open/mint', { amount: 50, to: wallet.accountId, ...onPublic })
    for (const res of [deploy, mint]) expect(res.status).toBe(202)
    await waitFor(async () => (await api('GET', `/api/jobs/${String(mint.body.jobId)}`)).body?.status === 'confirmed' ? true : undefined, 60_000, 200)
    const prepared = await api('POST', '/api/inscription/open/transfer/prepare', { amount: 20, from: wallet.accountId, to: '0.0.4242', ...onPublic })
    expect(prepared.status).toBe(201)
    const signed = await Transaction.fromBytes(Buffer.from(String(prepared.body.transaction), 'base64')).sign(PrivateKey.fromStringDer(wallet.privateKey))
    const accepted = await api('POST', '/api/transactions', { transaction: Buffer.from(signed.toBytes()).toString('base64') })
    expect(accepted.status).toBe(202)
    const job = await waitFor(async () => {
      const res = await api('GET', `/api/jobs/${String(accepted.body.jobId)}?wait=10`)
      return ['confirmed', 'failed', 'invalid'].includes(res.body?.status) ? res.body : undefined
    }, 60_000, 200)
    expect(job.status).toBe('confirmed')
    expect((await api('GET', `/api/inscription/open/balance/${wallet.accountId}?topic_id=${state.publicTopicId}`)).body.balance).toBe('30')
  }, 120_000)

  it('creates a registry topic, prints it, and lists the public topic there through the api', async () => {
    const state = JSON.parse(await readFile(join(dataDir, 'embedded.json'), 'utf8')) as { topicId: string, publicTopicId: string, registryTopicId: string }
    expect(state.registryTopicId).toMatch(/^0\.0\.\d+$/)
    expect([state.topicId, state.publicTopicId]).not.toContain(state.registryTopicId)
    expect(sut.output.join('\n')).toContain(`Registry     ${state.registryTopicId}`)
    const listed = await api('POST', `/api/topics/${state.publicTopicId}/register`, { name: 'Open points' })
    expect(listed.status, JSON.stringify(listed.body)).toBe(202)
    expect(listed.body).toMatchObject({ topicId: state.registryTopicId, listedTopicId: state.publicTopicId })
    const job = await waitFor(async () => {
      const res = await api('GET', `/api/jobs/${String(listed.body.jobId)}?wait=10`)
      return ['confirmed', 'failed', 'invalid'].includes(res.body?.status) ? res.body : undefined
    }, 60_000, 200)
    expect(job.status, JSON.stringify(job)).toBe('confirmed')
  }, 90_000)

  it('restarts a SIGKILLed worker while the API keeps accepting; the job accepted meanwhile is confirmed', async () => {
    const worker = sut.pidOf('worker')!
    process.kill(worker, 'SIGKILL')
    await sut.waitForLine((l) => l.msg === 'service exited unexpectedly: restarting' && l.service === 'worker')
    const accepted = await api('POST', '/api/inscription/deploy', { ticker: 'alive', name: 'Still here', max: 1000 })
    expect(accepted.status).toBe(202)
    expect((await api('GET', '/health/ready')).status).toBe(200)
    const restarted = await sut.waitForLine((l) => l.msg === 'service restarted' && l.service === 'worker')
    expect(restarted.pid).not.toBe(worker)
    const job = await waitFor(async () => {
      const res = await api('GET', `/api/jobs/${String(accepted.body.jobId)}`)
      return res.body?.status === 'confirmed' ? res.body : undefined
    }, 120_000, 200)
    expect(job.sequenceNumber).toBeDefined()
  }, 180_000)

  it('restarts a SIGKILLed api on its port', async () => {
    const apiPid = sut.pidOf('api')!
    process.kill(apiPid, 'SIGKILL')
    const restarted = await sut.waitForLine((l) => l.msg === 'service restarted' && l.service === 'api')
    expect(restarted.pid).not.toBe(apiPid)
    expect((await api('GET', '/api/inscription/alive')).status).toBe(200)
  }, 120_000)

  it('stops every service on SIGTERM and exits 0, and never printed the API key it was given', async () => {
    const pids = ['api', 'worker', 'indexer', 'emulator'].map((name) => sut.pidOf(name)!)
    expect(await sut.stop()).toBe(0)
    for (const pid of pids) expect(alive(pid), `pid ${pid}`).toBe(false)
    const output = sut.output.join('\n')
    expect(output).toContain('(from API_SECRET_KEY; not shown)')
    expect(output).not.toContain(apiKey)
  }, 120_000)
})

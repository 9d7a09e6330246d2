// `npm start` with API_PROCESSES=2, WORKER_PROCESSES=2 and INDEXER_PROCESSES=2: two api processes serve one port
// under a node:cluster primary (a killed one is replaced), two workers share the queue, one indexer leads the topic
// while the other waits, every process has a health port of its own, and SIGTERM stops them all. Once on a
// single Redis, once on the run's shared Redis Cluster (REDIS_CLUSTER_NODES: npm start then starts no Redis).
import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUEUE_SUBMIT, submitQueueRef } from '@hcs/protocol'
import { runNpmStart, type NpmStart } from '../scripts/lib/npm-start.js'
import { waitFor, type LogLine } from './support/processes.js'
import { connectRedis, deleteKeys, testRedisUrl, uniquePrefix } from './support/redis.js'
import { useRedisCluster } from './support/redis-cluster.js'
import { freePort } from './support/stack.js'

function alive (pid: number): boolean {
  try { process.kill(pid, 0); return true } catch { return false }
}

describe.each([['a single Redis', false], ['a Redis Cluster', true]])('npm start with several processes of each app on %s', (_name, onCluster) => {
  const prefix = uniquePrefix('many')
  const apiKey = randomBytes(24).toString('base64url')
  let dataDir: string
  let port: number
  let sut: NpmStart
  let killedApiPid: number | undefined
  /** REDIS_CLUSTER_NODES on the cluster, else nothing. */
  let redisEnv: Record<string, string> = {}
  const lines = (predicate: (line: LogLine) => boolean): LogLine[] => sut.output.flatMap((text) => {
    try {
      const line = JSON.parse(text) as LogLine
      return predicate(line) ? [line] : []
    } catch { return [] }
  })
  const api = async (method: string, path: string, body?: unknown): Promise<{ status: number, body: any }> => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await res.text()
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text) }
  }
  /** One GET on a new connection (no keep-alive): the primary hands each connection to the next process. */
  const freshGet = async (path: string): Promise<number> => await new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume()
      res.on('end', () => { resolve(res.statusCode ?? 0) })
    }).on('error', reject).end()
  })

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hcs20-many-'))
    port = await freePort()
    // On the cluster, REDIS_URL names a port where nothing answers: npm start must not start a Redis there.
    redisEnv = onCluster
      ? { REDIS_CLUSTER_NODES: (await useRedisCluster()).nodesEnv, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }
      : { REDIS_URL: testRedisUrl() }
    sut = runNpmStart({
      HCS20_DATA_DIR: dataDir,
      PORT: String(port),
      EMULATOR_GRPC_PORT: String(await freePort()),
      EMULATOR_MIRROR_PORT: String(await freePort()),
      ...redisEnv,
      REDIS_PREFIX: prefix,
      API_SECRET_KEY: apiKey,
      API_PROCESSES: '2',
      WORKER_PROCESSES: '2',
      INDEXER_PROCESSES: '2',
      INDEXER_LOCK_TTL_MS: '3000'
    })
    await sut.running(240_000)
  }, 300_000)

  afterAll(async () => {
    await sut?.stop()
    const redis = connectRedis(redisEnv)
    try { await deleteKeys(redis, prefix) } finally { redis.disconnect() }
    await rm(dataDir, { recursive: true, force: true })
  }, 120_000)

  it('runs each process under its own name, with health ports that do not collide, and says so', () => {
    for (const name of ['api', 'worker', 'worker-2', 'indexer', 'indexer-2', 'emulator']) expect(sut.pidOf(name), name).toBeDefined()
    expect(sut.output.join('\n')).toContain('Processes    api 2, worker 2, indexer 2')
    // a Redis of its own only without a cluster (and only when none answers at REDIS_URL: the test Redis does)
    expect(sut.pidOf('redis')).toBeUndefined()
    if (onCluster) expect(sut.output.join('\n')).toContain(`Redis        cluster ${redisEnv.REDIS_CLUSTER_NODES}`)
    const indexers = lines((l) => l.msg === 'indexer ready')
    expect(new Set(indexers.map((l) => l.service))).toEqual(new Set(['indexer', 'indexer-2']))
    const healthPorts = indexers.map((l) => Number(l.healthPort))
    expect(healthPorts.every((p) => p > 0)).toBe(true)
    expect(new Set(healthPorts).size).toBe(2)
    expect(new Set(lines((l) => l.msg === 'worker ready').map((l) => l.service))).toEqual(new Set(['worker', 'worker-2']))
  })

  it('gives each process only the secrets it uses: no operator or submit key in the api or the indexer (ADR 031)', async () => {
    const environ = async (name: string): Promise<Map<string, string>> => {
      const text = await readFile(`/proc/${sut.pidOf(name)!}/environ`, 'utf8')
      return new Map(text.split('\0').filter((entry) => entry.includes('=')).map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]))
    }
    const [api, indexer, worker] = await Promise.all([environ('api'), environ('indexer'), environ('worker')])
    expect(api.has('HEDERA_OPERATOR_KEY')).toBe(false)
    expect(api.get('HCS20_TOPICS') ?? '').not.toContain('=')
    expect(api.get('KEY_HASH_SECRET')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(api.get('API_SECRET_KEY')).toBe(apiKey)
    for (const name of ['HEDERA_OPERATOR_KEY', 'API_SECRET_KEY', 'KEY_HASH_SECRET', 'WEBHOOK_SECRET_KEY']) expect(indexer.has(name), name).toBe(false)
    expect(worker.get('WEBHOOK_SECRET_KEY')).toBe(api.get('WEBHOOK_SECRET_KEY'))
    expect(Buffer.from(api.get('WEBHOOK_SECRET_KEY') ?? '', 'base64')).toHaveLength(32)
    expect(indexer.get('HCS20_TOPICS') ?? '').not.toContain('=')
    expect(worker.get('HEDERA_OPERATOR_KEY')).toBeTruthy()
    for (const name of ['API_SECRET_KEY', 'KEY_HASH_SECRET']) expect(worker.has(name), name).toBe(false)
    // generated once into the data dir, readable by its owner only
    expect((await stat(join(dataDir, 'key-hash-secret'))).mode & 0o777).toBe(0o600)
    expect((await stat(join(dataDir, 'webhook-secret-key'))).mode & 0o777).toBe(0o600)
  })

  it('serves one port from two api processes, and replaces one that is killed', async () => {
    const ready = lines((l) => l.msg === 'api ready' && l.processes === 2)
    expect(ready).toHaveLength(1)
    const pids = ready[0]!.pids as number[]
    expect(pids).toHaveLength(2)
    // 4xx answers are logged at info (2xx at debug), with the pid of the process that answered
    for (let i = 0; i < 8; i++) expect(await freshGet('/no-such-route')).toBe(404)
    // (a log line may trail its response)
    const served = (): number[] => pids.filter((pid) => lines((l) => l.service === 'api' && l.msg === 'request completed' && l.pid === pid).length > 0)
    await expect.poll(served).toEqual(pids)

    killedApiPid = pids[0]!
    process.kill(killedApiPid, 'SIGKILL')
    await sut.waitForLine((l) => l.msg === 'api process exited unexpectedly: restarting' && l.pid === pids[0])
    const replaced = await sut.waitForLine((l) => l.msg === 'api process ready' && !pids.includes(l.pid as number), 120_000)
    expect(alive(replaced.pid as number)).toBe(true)
    for (let i = 0; i < 4; i++) expect(await freshGet('/health/live')).toBe(200)
    // the primary itself never went away
    expect(lines((l) => l.msg === 'service exited unexpectedly: restarting' && l.service === 'api')).toEqual([])
  }, 180_000)

  it('shares the queue between two workers and lets one indexer lead the topic; every job is confirmed once', async () => {
    // the default topic's submit queue (ADR 027): npm start's embedded network and topic name it
    const { networkId } = JSON.parse(await readFile(join(dataDir, 'emulator', 'network.json'), 'utf8')) as { networkId: string }
    const { topicId } = JSON.parse(await readFile(join(dataDir, 'embedded.json'), 'utf8')) as { topicId: string }
    const queue = new Queue(QUEUE_SUBMIT, { connection: connectRedis(redisEnv), prefix: submitQueueRef({ prefix, network: networkId }, topicId).prefix })
    try {
      const clients = await queue.getWorkers()
      expect(clients.length).toBe(2)
    } finally {
      await queue.close()
    }
    // npm start manages a public topic beside the default one (ADR 040): one leader each
    const leaders = lines((l) => l.msg === 'topic lease acquired' && l.topicId === topicId)
    expect(leaders).toHaveLength(1)

    const deploy = await api('POST', '/api/inscription/deploy', { ticker: 'many', name: 'Many', max: 1_000_000 })
    expect(deploy.status).toBe(202)
    const mints = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const res = await api('POST', '/api/inscription/many/mint', { amount: 1 + i, to: `0.0.${5000 + i}` })
      expect(res.status).toBe(202)
      return res.body as { jobId: string, message: string }
    }))
    const records = await Promise.all([deploy.body as { jobId: string }, ...mints].map(async (job) => await waitFor(async () => {
      const res = await api('GET', `/api/jobs/${job.jobId}`)
      return ['confirmed', 'invalid', 'failed'].includes(res.body?.status) ? res.body : undefined
    }, 120_000, 200)))
    expect(records.map((r) => r.status)).toEqual(Array(21).fill('confirmed'))
    expect(new Set(records.map((r) => r.sequenceNumber)).size).toBe(21)
  }, 180_000)

  it('stops the api primary and its processes, both workers and both indexers on SIGTERM, and exits 0', async () => {
    const apiPids = lines((l) => l.msg === 'api process ready').map((l) => l.pid as number)
    const pids = [...apiPids, ...['api', 'worker', 'worker-2', 'indexer', 'indexer-2', 'emulator'].map((name) => sut.pidOf(name)!)]
    expect(await sut.stop()).toBe(0)
    for (const pid of pids) expect(alive(pid), `pid ${pid}`).toBe(false)
    expect(lines((l) => l.msg === 'api stopped' && l.role === 'primary')).toHaveLength(1)
    expect(new Set(lines((l) => l.msg === 'api stopped' && l.role === undefined).map((l) => l.pid))).toEqual(new Set(apiPids.filter((pid) => pid !== killedApiPid)))
  }, 120_000)
})

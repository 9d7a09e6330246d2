// Redis commands per admitted operation (INFO commandstats, commands inside Lua included), on a redis-server of its
// own so that nobody else's commands count: lone requests (one script each), requests arriving together (group
// commit, ADR 041) and batches of 500 (the batch route's script). Every operation is a mint with an
// Idempotency-Key, as the accept bench sends; the last case is batches of mints and transfers from funded holders without
// one, as bench/batch.ts sends them (BATCHES=<n> of them, default 20). Beside the commands, CPU ms per operation of this process (building the
// calls, ioredis) and of the redis-server (/proc), which a loaded machine disturbs less than req/s.
// Usage: node --conditions=source --import tsx bench/intake-commands.ts
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { balancesKey, inscriptionKey, topicMetaKey } from '@hcs/protocol'
import type { JobRecord } from '@hcs/protocol'
import { createBatchIntake } from '../apps/api/src/intake/batch/batch-script.js'
import type { BatchIntakeRequest } from '../apps/api/src/intake/batch/batch-script.js'
import type { IntakeRequest } from '../apps/api/src/intake/intake.js'
import { createScriptIntake } from '../apps/api/src/intake/intake-script.js'
import { cpuSeconds } from './lib/cpu.js'
import { callsPer, commandCalls } from './lib/redis-keys.js'

const TOPIC = '0.0.1001'
const keys = { prefix: 'bench-intake', network: 'local-test' }

async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => { resolve(typeof address === 'object' && address !== null ? address.port : 0) })
    })
  })
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000

let sequence = 0
function mint (): IntakeRequest {
  const jobId = `${TOPIC}_k${String(++sequence).padStart(43, '0')}`
  const now = new Date().toISOString()
  const record: JobRecord = {
    jobId, status: 'queued', op: 'mint', ticker: 'ic', topicId: TOPIC, message: '{"p":"hcs-20","op":"mint","tick":"ic","amt":"1","to":"0.0.7"}', requestId: 'r', attempts: 0, createdAt: now, updatedAt: now
  }
  return {
    jobId,
    operation: { op: 'mint', tick: 'ic', amt: '1', to: '0.0.7' },
    topicId: TOPIC,
    record,
    tenant: 'default',
    anyTicker: true,
    idempotency: { scope: 'bench', key: `key-${sequence}`, fingerprint: 'f'.repeat(43) }
  }
}

/** A batch of `count` operations as the batch route sends them (`operation(i)`: its i-th). */
function batchOf (count: number, operation: (i: number) => IntakeRequest): BatchIntakeRequest {
  const requests = Array.from({ length: count }, (_, i) => {
    const { jobId, operation: op, record } = operation(i)
    return { jobId, operation: op, message: record.message as string }
  })
  return { topicId: TOPIC, requests, atomic: false, tenant: 'default', anyTicker: true, requestId: 'r', createdAt: Date.now() }
}

const HOLDERS = Array.from({ length: 50 }, (_, i) => `0.0.${5001 + i}`)
/** Operation `i` of a batch as bench/batch.ts sends them: mints and transfers in turn, random job ids. */
function mixed (i: number): IntakeRequest {
  const request = mint()
  delete request.idempotency
  if (i % 2 === 0) return request
  const from = HOLDERS[(i >> 1) % HOLDERS.length] as string
  const message = `{"p":"hcs-20","op":"transfer","tick":"ic","amt":"1","from":"${from}","to":"0.0.7101"}`
  return { ...request, operation: { op: 'transfer', tick: 'ic', amt: '1', from, to: '0.0.7101' }, record: { ...request.record, op: 'transfer', message } }
}

const port = await freePort()
const dir = mkdtempSync(join(tmpdir(), 'intake-commands-'))
const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true })
try {
  for (let i = 0; spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() !== 'PONG'; i++) {
    if (i === 50) throw new Error(`redis-server on port ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await redis.connect()
  await redis.hset(inscriptionKey(keys, TOPIC, 'ic'), { max: '1000000000000', supply: '100000000' })
  // a private topic: a transfer may debit any holder (as the bench's ledger, bench/lib/ledger-setup.ts)
  await redis.hset(topicMetaKey(keys, TOPIC), 'private', '1')
  await redis.hset(balancesKey(keys, TOPIC, 'ic'), Object.fromEntries(HOLDERS.map((holder) => [holder, '1000000'])))
  const options = {
    redis,
    keys,
    recordTtlSeconds: 3600,
    idempotencyTtlSeconds: 600,
    operatorId: undefined,
    queueJobKey: (topicId: string, jobId: string) => `bench-intake:queue:{${topicId}}:${jobId}`
  }
  const intake = createScriptIntake(options)
  const batchIntake = createBatchIntake(options)
  const measure = async (name: string, operations: number, run: () => Promise<void>): Promise<void> => {
    const before = await commandCalls(redis)
    const redisCpu = await cpuSeconds(server.pid)
    const nodeCpu = process.cpuUsage()
    await run()
    const nodeUs = process.cpuUsage(nodeCpu)
    const redisMs = (await cpuSeconds(server.pid) - redisCpu) * 1000
    const after = await commandCalls(redis)
    // the two INFO calls themselves are not the intake's
    const per = callsPer({ ...before, info: (before.info ?? 0) + 2 }, after, operations)
    const cpuMs = { node: round((nodeUs.user + nodeUs.system) / 1000 / operations), redis: round(redisMs / operations) }
    process.stdout.write(`${name}: ${JSON.stringify({ cpuMsPerOperation: cpuMs, ...per })}\n`)
  }
  // warm: scripts loaded, the ticker's keys exist
  await intake(mint())
  await measure('lone requests (1,000, one at a time)', 1000, async () => {
    for (let i = 0; i < 1000; i++) await intake(mint())
  })
  await measure('requests arriving together (3,968, 64 at a time)', 62 * 64, async () => {
    for (let i = 0; i < 62; i++) await Promise.all(Array.from({ length: 64 }, async () => await intake(mint())))
  })
  await measure('batches of 500 (4 batches)', 2000, async () => {
    for (let i = 0; i < 4; i++) await batchIntake.accept(batchOf(500, mint))
  })
  const batches = Number(process.env.BATCHES ?? 20)
  await measure(`batches of 500 mints and transfers, no Idempotency-Key (${batches} batches)`, batches * 500, async () => {
    for (let i = 0; i < batches; i++) {
      const { codes } = await batchIntake.accept(batchOf(500, mixed)) as { codes: string[] }
      if (codes.some((code) => code !== 'OK')) throw new Error(`refused: ${codes.find((code) => code !== 'OK') ?? ''}`)
    }
  })
} finally {
  redis.disconnect()
  server.kill()
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
}

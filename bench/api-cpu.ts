// The real api and the bare enqueue route (bench/baselines/enqueue.ts) under the accept bench's load
// (bench/api-accept.ts: a confirmed ledger, worker and indexer stopped, 64 connections), run by run in turn: CPU ms
// per request of each server and of redis-server, and Redis commands per request; after each api run, the bytes per
// accepted job (MEMORY USAGE) of its BullMQ job hash, of its topic queue's keys and of all the keys it left (queue,
// record, reservation, idempotency), which the load does not disturb. For comparing changes to the accept path on a
// loaded machine, where req/s says little. With API_CPU_PROFILE=<dir> the api runs with
// --cpu-prof (summarise with bench/profile-summary.ts). Point REDIS_URL at a redis-server of your own: all its
// commands and CPU are counted.
// Usage: REDIS_URL=redis://127.0.0.1:6391 node --conditions=source --import tsx bench/api-cpu.ts [runs=5] [seconds=8]
import { scanKeys } from '@hcs/runtime'
import { QUEUE_SUBMIT, type KeyScope } from '@hcs/protocol'
import { connectRedis, deleteKeys, uniquePrefix } from '../test/support/redis.js'
import { clearAccepted, measure, requestsFor, startApiTarget, type MeasuredLoad } from './api-accept.js'
import { startBaseline } from './lib/children.js'
import { keyUsage } from './lib/redis-keys.js'
import { operationMix } from './lib/ledger-setup.js'
import { runLoad } from './lib/load.js'

const runs = Number(process.argv[2] ?? 5)
const durationS = Number(process.argv[3] ?? 8)
const load = { connections: 64, durationS }
const summary = (name: string, run: MeasuredLoad): string => JSON.stringify({
  name, rps: Math.round(run.rps), errors: run.errors, statuses: run.statuses, cpuMsPerRequest: run.cpuMsPerRequest, calls: run.redisCallsPerRequest
})
const round = (n: number): number => Math.round(n)

/**
 * Bytes per accepted job of what the api left in Redis since `before` (a keyUsage total taken after the last clear):
 * all its keys, its topic queues' keys (BullMQ: job hashes, wait list, events stream, meta), and the BullMQ job hash
 * alone (MEMORY USAGE averaged over up to 2,000 of them: the keys `…:hcs20-submit:<jobId>`, job ids hold `_`).
 */
async function acceptedBytes (keys: KeyScope, before: number, jobs: number): Promise<Record<string, number>> {
  const redis = connectRedis()
  try {
    const usage = await keyUsage(redis, keys.prefix)
    let hashBytes = 0
    let hashes = 0
    await scanKeys(redis, `${keys.prefix}:topic:*:${QUEUE_SUBMIT}:*_*`, async (found, node) => {
      const jobKeys = found.filter((key) => !key.slice(key.indexOf(`:${QUEUE_SUBMIT}:`) + QUEUE_SUBMIT.length + 2).includes(':')).slice(0, 2000 - hashes)
      if (jobKeys.length === 0) return
      const pipeline = node.pipeline()
      for (const key of jobKeys) pipeline.memory('USAGE', key, 'SAMPLES', '0')
      for (const [, bytes] of await pipeline.exec() ?? []) { hashBytes += Number(bytes); hashes += 1 }
    }, 2000)
    const per = Math.max(1, jobs)
    return {
      bullmqJobHash: round(hashBytes / Math.max(1, hashes)),
      queueKeys: round((usage.byKind[QUEUE_SUBMIT]?.bytes ?? 0) / per),
      allKeys: round((usage.bytes - before) / per)
    }
  } finally {
    redis.disconnect()
  }
}

async function keyBytes (prefix: string): Promise<number> {
  const redis = connectRedis()
  try { return (await keyUsage(redis, prefix)).bytes } finally { redis.disconnect() }
}

const enqueuePrefix = uniquePrefix('bench-enqueue')
const clearEnqueue = async (): Promise<void> => {
  const redis = connectRedis()
  try { await deleteKeys(redis, `${enqueuePrefix}:`) } finally { redis.disconnect() }
}
const enqueue = await startBaseline('bench/baselines/enqueue.ts', { BENCH_PREFIX: enqueuePrefix })
const { stack, target } = await startApiTarget({ profileDir: process.env.API_CPU_PROFILE })
try {
  const enqueueRequests = requestsFor(operationMix({ ticker: 'accept', holders: ['0.0.5001', '0.0.5002'] }), {})
  await runLoad({ url: enqueue.url, requests: enqueueRequests, connections: 64, durationS: 2 })
  await runLoad({ url: target.url, requests: target.requests, connections: 64, durationS: 2 })
  await clearEnqueue()
  await clearAccepted(target.keys)
  for (let i = 1; i <= runs; i++) {
    process.stdout.write(`run ${i} ${summary('enqueue', await measure(enqueue.url, enqueueRequests, load, enqueue.child.pid))}\n`)
    await clearEnqueue()
    const before = await keyBytes(target.keys.prefix)
    const api = await measure(target.url, target.requests, load, stack.services.api?.child.pid)
    process.stdout.write(`run ${i} ${summary('api', api)}\n`)
    process.stdout.write(`run ${i} ${JSON.stringify({ name: 'api', bytesPerJob: await acceptedBytes(target.keys, before, api.statuses['202'] ?? 0) })}\n`)
    await clearAccepted(target.keys)
  }
} finally {
  await stack.stop()
  await enqueue.stop()
  await clearEnqueue()
}

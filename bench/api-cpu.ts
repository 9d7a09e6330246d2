// The real api and the bare enqueue route (bench/baselines/enqueue.ts) under the accept bench's load
// (bench/api-accept.ts: a confirmed ledger, worker and indexer stopped, 64 connections), run by run in turn: CPU ms
// per request of each server and of redis-server, and Redis commands per request. For comparing changes to the
// accept path on a loaded machine, where req/s says little. With API_CPU_PROFILE=<dir> the api runs with
// --cpu-prof (summarise with bench/profile-summary.ts). Point REDIS_URL at a redis-server of your own: all its
// commands and CPU are counted.
// Usage: REDIS_URL=redis://127.0.0.1:6391 node --conditions=source --import tsx bench/api-cpu.ts [runs=5] [seconds=8]
import { connectRedis, deleteKeys, uniquePrefix } from '../test/support/redis.js'
import { clearAccepted, measure, requestsFor, startApiTarget, type MeasuredLoad } from './api-accept.js'
import { startBaseline } from './lib/children.js'
import { operationMix } from './lib/ledger-setup.js'
import { runLoad } from './lib/load.js'

const runs = Number(process.argv[2] ?? 5)
const durationS = Number(process.argv[3] ?? 8)
const load = { connections: 64, durationS }
const summary = (name: string, run: MeasuredLoad): string => JSON.stringify({
  name, rps: Math.round(run.rps), errors: run.errors, statuses: run.statuses, cpuMsPerRequest: run.cpuMsPerRequest, calls: run.redisCallsPerRequest
})
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
    process.stdout.write(`run ${i} ${summary('api', await measure(target.url, target.requests, load, stack.services.api?.child.pid))}\n`)
    await clearAccepted(target.keys)
  }
} finally {
  await stack.stop()
  await enqueue.stop()
  await clearEnqueue()
}

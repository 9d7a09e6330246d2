// The batch route (POST /api/inscription/batch, batches of 500 as bench/batch.ts sends them) and the bare batch route
// (bench/baselines/batch.ts: zod + one addBulk), run by run in turn under a light load (8 connections by default, so
// the load generator leaves the servers the CPU): CPU µs per operation of each server and of redis-server, and
// Redis commands per operation (Lua's included). For comparing changes to the batch path on a shared machine, where
// ops/s says little. With BATCH_CPU_PROFILE=<dir> the api runs with --cpu-prof (bench/profile-summary.ts). Point
// REDIS_URL at a redis-server of your own: all its commands and CPU are counted.
// Usage: REDIS_URL=redis://127.0.0.1:6392 node --conditions=source --import tsx bench/batch-cpu.ts [runs=3] [seconds=6] [connections=8]
import { connectRedis, uniquePrefix } from '../test/support/redis.js'
import { startAcceptingStack } from './api-accept.js'
import { BATCH_SIZE, batchBody, clearAccepted, clearPrefix } from './batch.js'
import { startBaseline } from './lib/children.js'
import { cpuMsPer, snapshotCpu } from './lib/cpu.js'
import { runLoad, type LoadRequest } from './lib/load.js'
import { callsPer, commandCalls, redisPid } from './lib/redis-keys.js'

const runs = Number(process.argv[2] ?? 3)
const durationS = Number(process.argv[3] ?? 6)
const connections = Number(process.argv[4] ?? 8)
const profileDir = process.env.BATCH_CPU_PROFILE

/** Microseconds Redis spent in each command so far (INFO commandstats `usec`; a script's time includes its commands). */
async function commandUsec (redis: ReturnType<typeof connectRedis>): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const match of (await redis.info('commandstats')).matchAll(/^cmdstat_([^:]+):calls=\d+,usec=(\d+)/gm)) out[match[1] as string] = Number(match[2])
  return out
}

async function measure (name: string, url: string, requests: LoadRequest[], pid: number | undefined): Promise<Record<string, unknown>> {
  const redis = connectRedis()
  try {
    const pids = { server: pid, redis: await redisPid(redis) }
    const calls = await commandCalls(redis)
    const usec = await commandUsec(redis)
    const cpu = await snapshotCpu(pids)
    const load = await runLoad({ url, requests, connections, durationS, timeoutS: 60 })
    const cpuAfter = await snapshotCpu(pids)
    const callsAfter = await commandCalls(redis)
    const usecAfter = await commandUsec(redis)
    const operations = Math.max(1, (load.statuses['207'] ?? 0) * BATCH_SIZE)
    const us = cpuMsPer(cpu, cpuAfter, operations / 1000)
    // scripts (EVALSHA: the admission and BullMQ's addJob) in µs per operation, commands included
    const scriptUs = Math.round(((usecAfter.evalsha ?? 0) - (usec.evalsha ?? 0)) / operations * 100) / 100
    return { name, opsPerS: Math.round(operations / durationS), statuses: load.statuses, cpuUsPerOperation: us, scriptUs, calls: callsPer(calls, callsAfter, operations) }
  } finally {
    redis.disconnect()
  }
}

const barePrefix = uniquePrefix('bench-batch')
const bare = await startBaseline('bench/baselines/batch.ts', { BENCH_PREFIX: barePrefix })
const { stack, ledger, url: apiUrl } = await startAcceptingStack('batch', profileDir, 'api-batch')
try {
  const body = batchBody(ledger)
  const requests = [{ method: 'POST' as const, path: '/api/inscription/batch', headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey }, body }]
  // warm both (JIT, scripts loaded)
  await runLoad({ url: bare.url, requests, connections, durationS: 2, timeoutS: 60 })
  await runLoad({ url: apiUrl, requests, connections, durationS: 2, timeoutS: 60 })
  await clearPrefix(barePrefix)
  await clearAccepted(stack.prefix)
  for (let i = 1; i <= runs; i++) {
    process.stdout.write(`run ${i} ${JSON.stringify(await measure('bare', bare.url, requests, bare.child.pid))}\n`)
    await clearPrefix(barePrefix)
    process.stdout.write(`run ${i} ${JSON.stringify(await measure('api', apiUrl, requests, stack.services.api?.child.pid))}\n`)
    await clearAccepted(stack.prefix)
  }
} finally {
  await stack.stop()
  await bare.stop()
  await clearPrefix(barePrefix)
}

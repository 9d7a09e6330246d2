// What sequential Redis round trips cost an enqueue route on this machine, and what ioredis
// auto-pipelining gives back: 2 (the bare route) vs 6 (about what the api does) round trips, each
// with auto-pipelining off and on. Usage: node --conditions=source --import tsx bench/experiments/round-trips.ts
import { deleteKeys, connectRedis, uniquePrefix } from '../../test/support/redis.js'
import { startBaseline } from '../lib/children.js'
import { runLoad, type LoadRequest } from '../lib/load.js'

process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'
const durationS = Number(process.env.BENCH_DURATION_S ?? 10)
const requests: LoadRequest[] = [{
  method: 'POST',
  path: '/api/inscription/rt/mint',
  headers: { 'content-type': 'application/json', 'idempotency-key': 'rt-[<id>]' },
  body: JSON.stringify({ amount: '1', to: '0.0.7001' })
}]

for (const roundTrips of [2, 6]) {
  for (const autopipeline of ['0', '1']) {
    const prefix = uniquePrefix('bench-rt')
    const server = await startBaseline('bench/experiments/round-trips-server.ts', { BENCH_PREFIX: prefix, ROUND_TRIPS: String(roundTrips), AUTOPIPELINE: autopipeline })
    try {
      await runLoad({ url: server.url, requests, durationS: 2 })
      const result = await runLoad({ url: server.url, requests, durationS })
      process.stdout.write(`round trips ${roundTrips}, auto-pipelining ${autopipeline === '1' ? 'on ' : 'off'}: ${Math.round(result.rps)} req/s, p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, errors ${result.errors}\n`)
    } finally {
      await server.stop()
      const redis = connectRedis()
      try { await deleteKeys(redis, `${prefix}:`) } finally { redis.disconnect() }
    }
  }
}

// What BullMQ's own job lifecycle costs a worker process: N jobs added in bulk, then taken and completed by a Worker
// whose processor returns at once (concurrency 200, removeOnComplete as the api sets it), CPU per job of this process
// and of Redis. Usage: node --conditions=source --import tsx bench/experiments/bare-worker.ts
import { Queue, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import { deleteKeys, uniquePrefix } from '../../test/support/redis.js'

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const n = Number(process.env.BENCH_N ?? 20_000)
const prefix = uniquePrefix('bench-bare-worker')
const connection = new Redis(url, { maxRetriesPerRequest: null })

function redisCpuS (): Promise<number> {
  return connection.info('cpu').then((info) => Number(/used_cpu_user:([\d.]+)/.exec(info)?.[1]) + Number(/used_cpu_sys:([\d.]+)/.exec(info)?.[1]))
}

const queueConnection = connection.duplicate()
const workerConnection = connection.duplicate()
const queue = new Queue('bare', { connection: queueConnection, prefix })
try {
  for (let i = 0; i < n; i += 500) {
    await queue.addBulk(Array.from({ length: Math.min(500, n - i) }, (_, j) => ({
      name: 'submit', data: { v: 2 }, opts: { jobId: `j${i + j}`, attempts: 10, removeOnComplete: { count: 100 }, removeOnFail: { age: 604_800 } }
    })))
  }
  let done = 0
  let finished: () => void = () => {}
  const all = new Promise<void>((resolve) => { finished = resolve })
  const cpu0 = process.cpuUsage()
  const r0 = await redisCpuS()
  const t0 = performance.now()
  const worker = new Worker('bare', async () => ({ status: 'ACCEPTED' }), { connection: workerConnection, prefix, concurrency: 200 })
  worker.on('completed', () => { if (++done === n) finished() })
  await all
  const seconds = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  const r1 = await redisCpuS()
  await worker.close()
  process.stdout.write(`bare BullMQ worker, ${n} jobs: ${Math.round(n / seconds)} jobs/s; CPU per job: worker ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms, redis ${((r1 - r0) * 1000 / n).toFixed(3)} ms\n`)
} finally {
  await queue.close()
  await deleteKeys(connection, `${prefix}:`)
  for (const open of [connection, queueConnection, workerConnection]) open.disconnect()
}

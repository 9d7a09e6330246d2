// `npm run bench:sweep`: the indexer's reservation check (ADR 032) over BENCH_SWEEP_RESERVATIONS live
// reservations (default 100,000) on the local Redis: how long the whole check takes, how many Redis calls it
// makes, and the longest single command Redis ran meanwhile (SLOWLOG, threshold 0), against a single EVAL that
// reads every reservation at once (the one-step alternative, whose step grows with the reservations).
// Prints figures only; nothing is asserted. BENCH_SWEEP_DEBUG=1 also prints the logged commands by name.
import { Redis } from 'ioredis'
import {
  admitScript, balancesKey, luaScript, replies, inscriptionKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey, reservationKey, reservationTotalsKeys,
  topicReservationsKey, topicTicksKey
} from '@hcs/protocol'
import { checkReservations } from '../apps/indexer/src/sweep/reservation-check.js'

const total = Number(process.env.BENCH_SWEEP_RESERVATIONS ?? 100_000)
const prefix = `bench-sweep-${process.pid}`
const keys = { prefix, network: 'bench' }
const TOPIC = '0.0.7000'
const TICKS = Array.from({ length: 20 }, (_, i) => `t${i}`)
const SLOWLOG_US = 500
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')

async function slowest (run: () => Promise<unknown>): Promise<{ ms: number, maxUs: number, command: string, calls: number }> {
  const previous = (await redis.config('GET', 'slowlog-log-slower-than') as string[])[1] ?? '10000'
  const previousLen = (await redis.config('GET', 'slowlog-max-len') as string[])[1] ?? '128'
  // over 0.5 ms only: with 0 Redis also logs each command a script runs, and that logging dominates the figures
  await redis.config('SET', 'slowlog-log-slower-than', String(SLOWLOG_US))
  await redis.config('SET', 'slowlog-max-len', '100000')
  await redis.slowlog('RESET')
  const started = performance.now()
  try {
    await run()
  } finally {
    await redis.config('SET', 'slowlog-log-slower-than', previous)
  }
  const ms = performance.now() - started
  const entries = await redis.slowlog('GET', 100_000) as Array<[number, number, number, string[]]>
  await redis.config('SET', 'slowlog-max-len', previousLen)
  if (process.env.BENCH_SWEEP_DEBUG !== undefined) {
    const by = new Map<string, { n: number, us: number }>()
    for (const e of entries) { const c = String(e[3]?.[0]); const s = by.get(c) ?? { n: 0, us: 0 }; s.n++; s.us += e[2]; by.set(c, s) }
    console.log([...by].map(([c, s]) => `${c} x${s.n} ${s.us}us`).join(', '))
  }
  let max = entries[0]
  for (const e of entries) if (max === undefined || e[2] > max[2]) max = e
  return { ms, maxUs: max?.[2] ?? 0, command: (max?.[3] ?? ['(none over 0.5 ms)']).slice(0, 1).join(' '), calls: entries.length }
}

// the one-step check: one script reading every reservation and every total (here only to measure against)
const oneStepScript = luaScript({
  name: 'benchOneStepCheck',
  file: new URL('./lua/one-step-check.lua', import.meta.url),
  keys: ['reservations'],
  args: ['before', 'after'],
  moreArgs: true,
  reply: replies.integer
})

async function main (): Promise<void> {
  for (const tick of TICKS) {
    await redis.hset(inscriptionKey(keys, TOPIC, tick), 'max', '1000000000000', 'lim', '', 'supply', '0')
    await redis.zadd(topicTicksKey(keys, TOPIC), 1, tick)
  }
  const loadStart = performance.now()
  admitScript.define(redis)
  for (let from = 0; from < total; from += 1000) {
    const pipeline = redis.pipeline()
    for (let i = from; i < Math.min(total, from + 1000); i++) {
      const tick = TICKS[i % TICKS.length] as string
      const debit = i % 2 === 1
      const account = `0.0.${10_000 + (i % 5000)}`
      if (debit && i < TICKS.length * 5000) pipeline.hset(balancesKey(keys, TOPIC, tick), account, '1000000000')
      admitScript.queue(pipeline, {
        keys: {
          inscription: inscriptionKey(keys, TOPIC, tick),
          pendingDeploy: pendingDeployKey(keys, TOPIC, tick),
          pendingSupply: pendingSupplyKey(keys, TOPIC),
          balances: balancesKey(keys, TOPIC, tick),
          pendingDebits: pendingDebitsKey(keys, TOPIC, tick),
          reservation: reservationKey(keys, TOPIC, `job-${i}`),
          reservations: topicReservationsKey(keys, TOPIC),
          ...reservationTotalsKeys(keys, TOPIC)
        },
        args: { op: debit ? 'burn' : 'mint', tick, amt: '1', account: debit ? account : '', max: '', lim: '', jobId: `job-${i}`, at: String(i) }
      })
    }
    await pipeline.exec()
  }
  console.log(`loaded ${total} reservations in ${Math.round(performance.now() - loadStart)} ms`)

  const chunked = await slowest(async () => {
    const report = await checkReservations(redis, keys, TOPIC)
    if (report.differences.length > 0 || report.live !== total) throw new Error(`unexpected check: ${JSON.stringify({ ...report, differences: report.differences.slice(0, 3) })}`)
  })
  const [before, after] = reservationKey(keys, TOPIC, '\u0000').split('\u0000')
  const totals = [pendingSupplyKey(keys, TOPIC), ...TICKS.map((t) => pendingDebitsKey(keys, TOPIC, t))]
  const oneStep = await slowest(async () => await oneStepScript.run(redis, { keys: { reservations: topicReservationsKey(keys, TOPIC) }, args: { before: before ?? '', after: after ?? '' }, moreArgs: totals }))
  console.log(`reservations: ${total}`)
  console.log(`chunked check (ADR 032): ${chunked.ms.toFixed(0)} ms in all; ${chunked.calls} command(s) over 0.5 ms, the longest ${(chunked.maxUs / 1000).toFixed(2)} ms (${chunked.command})`)
  console.log(`one-step check (the alternative): ${oneStep.ms.toFixed(0)} ms in all; ${oneStep.calls} command(s) over 0.5 ms, the longest ${(oneStep.maxUs / 1000).toFixed(2)} ms (${oneStep.command})`)
  console.log(`target: no command over 5 ms -> ${chunked.maxUs <= 5000 ? 'PASS' : 'FAIL'}`)
}

try {
  await main()
} finally {
  let cursor = '0'
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000)
    if (found.length > 0) await redis.unlink(...found)
    cursor = next
  } while (cursor !== '0')
  redis.disconnect()
}

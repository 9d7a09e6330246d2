// Where the indexer's apply cost goes as a ticker's holders grow, side by side in one stack: two tickers
// on one topic, `small` with 1k holders and `big` with BIG holders (default 1M: minted through the topic for the
// first 1k, the rest written straight into its balances hash and holders set, so the experiment takes minutes, not
// the scale bench's quarter hour), then RUNS rounds alternating 20,000 transfers on each. For each: the apply rate,
// the indexer's CPU per message (/proc), Redis's CPU per message (INFO cpu: server-wide, so other users of the Redis
// count too). With PROFILE=1 the indexer writes a CPU profile per run under bench/results/apply-at-size/. With
// HISTORY_AB=1 every run is made twice, the ticker histories on and off (INDEXER_HISTORY), in alternating order.
// node --conditions=source --import tsx bench/experiments/apply-at-size.ts
import { randomInt } from 'node:crypto'
import { join } from 'node:path'
import { balancesKey, holdersKey, topicMetaKey } from '@hcs/protocol'
import { submitKeyOf } from '../../test/support/ledger-e2e.js'
import { connectRedis, deleteKeys } from '../../test/support/redis.js'
import { startStack } from '../../test/support/stack.js'
import { quietLogs, ROOT } from '../lib/children.js'
import { redisCpuSeconds } from '../lib/cpu.js'
import { median } from '../lib/stats.js'
import { topicWriter } from '../lib/topic-writer.js'
import { applied } from '../scale.js'

const BIG = Number(process.env.BIG ?? 1_000_000)
const RUNS = Number(process.env.RUNS ?? 3)
const N = Number(process.env.APPLY_N ?? 20_000)
const holder = (i: number): string => `0.0.${100_000 + i}`
const deploy = (tick: string): string => JSON.stringify({ p: 'hcs-20', op: 'deploy', tick, name: tick, max: '999999999999999999' })
const mint = (tick: string, to: string): string => JSON.stringify({ p: 'hcs-20', op: 'mint', tick, amt: '1000', to })
const transfer = (tick: string, from: string, to: string): string => JSON.stringify({ p: 'hcs-20', op: 'transfer', tick, amt: '1', from, to })

const prefix = `bx${randomInt(1000, 9999)}`
const stack = await startStack({ apps: [], prefix, env: { INDEXER_POLL_MS: '20' } })
const redis = connectRedis()
const topicId = stack.topics[0] as string
const scope = { prefix, network: stack.env.HEDERA_NETWORK_ID as string }
const writer = topicWriter(stack.network, topicId, submitKeyOf(stack, topicId))
try {
  quietLogs(await stack.start('indexer'))
  await writer.writeOne(deploy('small'))
  await writer.writeOne(deploy('big'))
  await writer.write(1000, (i) => mint('small', holder(i)))
  await writer.write(1000, (i) => mint('big', holder(i)))
  const barrier = await writer.writeOne(mint('big', holder(0)))
  await applied(redis, stack, prefix, topicId, 0, barrier, 600_000)
  // the rest of big's holders straight into Redis, as the indexer writes them (a balance, and its rank)
  for (let from = 1000; from < BIG; from += 10_000) {
    const fields: string[] = []
    const members: string[] = []
    for (let i = from; i < Math.min(BIG, from + 10_000); i++) { fields.push(holder(i), '1000'); members.push('1000', holder(i)) }
    await redis.pipeline().hset(balancesKey(scope, topicId, 'big'), ...fields).zadd(holdersKey(scope, topicId, 'big'), ...members).exec()
  }
  console.log(`big: ${await redis.hlen(balancesKey(scope, topicId, 'big'))} holders; small: ${await redis.hlen(balancesKey(scope, topicId, 'small'))}`)
  const results: Record<string, Array<{ rate: number, cpuUs: number, redisUs: number }>> = {}
  const modes = process.env.HISTORY_AB === '1' ? ['on', 'off'] : ['on']
  for (let run = 0; run < RUNS; run++) {
    for (const [tick, size, history] of ([['small', 1000], ['big', BIG]] as Array<[string, number]>).flatMap(([tick, size]) => (run % 2 === 0 ? modes : [...modes].reverse()).map((h) => [tick, size, h] as const))) {
      const label = `${tick}${modes.length > 1 ? `/history ${history}` : ''}`
      const from = Number(await redis.hget(topicMetaKey(scope, topicId), 'lastSequence') ?? 0)
      await stack.services.indexer?.stop()
      await writer.write(N, () => transfer(tick, holder(randomInt(0, size)), holder(randomInt(0, size))))
      const last = await writer.writeOne(transfer(tick, holder(0), holder(1)))
      const env: Record<string, string> = { INDEXER_HISTORY: String(history === 'on'), ...(process.env.PROFILE === '1' ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${join(ROOT, 'bench', 'results', 'apply-at-size', `${tick}-${history}-${run}`)}` } : {}) }
      const indexer = await stack.start('indexer', env)
      quietLogs(indexer)
      await redis.config('RESETSTAT')
      const redisBefore = await redisCpuSeconds(redis)
      const done = await applied(redis, stack, prefix, topicId, from, last, 600_000, indexer.child.pid)
      const n = last - done.firstSeq
      const r = { rate: n / ((done.doneAt - done.firstAt) / 1000), cpuUs: done.cpuS * 1e6 / n, redisUs: (await redisCpuSeconds(redis) - redisBefore) * 1e6 / n }
      ;(results[label] ??= []).push(r)
      // where Redis's time went (server-wide: run it on a Redis of its own), µs per applied message by command
      const top = [...(await redis.info('commandstats')).matchAll(/cmdstat_(\S+?):calls=(\d+),usec=(\d+)/g)]
        .map(([, command, calls, usec]) => ({ command, calls: Number(calls), usec: Number(usec) }))
        .sort((a, b) => b.usec - a.usec).slice(0, 6)
        .map((c) => `${c.command} ${(c.usec / n).toFixed(1)} (${(c.calls / n).toFixed(2)}/msg)`).join(', ')
      console.log(`run ${run} ${label}: ${Math.round(r.rate)} msg/s, indexer CPU ${r.cpuUs.toFixed(0)} µs/msg, Redis CPU ${r.redisUs.toFixed(0)} µs/msg; by command µs/msg: ${top}`)
    }
  }
  const m = (label: string, k: 'rate' | 'cpuUs' | 'redisUs'): number => median((results[label] ?? []).map((r) => r[k]))
  for (const label of Object.keys(results)) console.log(`median ${label}: ${Math.round(m(label, 'rate'))} msg/s, indexer ${m(label, 'cpuUs').toFixed(0)} µs/msg, Redis ${m(label, 'redisUs').toFixed(0)} µs/msg`)
  const [small, big] = modes.length > 1 ? ['small/history on', 'big/history on'] : ['small', 'big']
  console.log(`big/small ${(m(big, 'rate') / m(small, 'rate')).toFixed(2)}×`)
  if (modes.length > 1) for (const tick of ['small', 'big']) console.log(`${tick}: history on ÷ off: rate ${(m(`${tick}/history on`, 'rate') / m(`${tick}/history off`, 'rate')).toFixed(2)}×, indexer + Redis CPU ${((m(`${tick}/history off`, 'cpuUs') + m(`${tick}/history off`, 'redisUs')) / (m(`${tick}/history on`, 'cpuUs') + m(`${tick}/history on`, 'redisUs'))).toFixed(2)}× (off ÷ on)`)
} finally {
  writer.close()
  await stack.stop()
  await deleteKeys(redis, `${prefix}:`)
  redis.disconnect()
}

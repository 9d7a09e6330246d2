// `BENCH_REDIS=cluster`: the end-to-end measure on the test harness's 3-master Redis Cluster (one replica each)
// with three topics, the operations spread evenly over them; every process in cluster mode (REDIS_CLUSTER_NODES).
// Same N, same in-flight count and same rate method as the single-Redis end to end, whose figure gives `ratio`.
import { topicKey } from '@hcs/protocol'
import { connectRedis } from '../test/support/redis.js'
import { startRedisCluster } from '../test/support/redis-cluster.js'
import { startStack, type Stack } from '../test/support/stack.js'
import { quietLogs, serviceUrl } from './lib/children.js'
import { cpuMsPer, snapshotCpu } from './lib/cpu.js'
import { operationMix, prepareLedger } from './lib/ledger-setup.js'
import { postAll, type Op } from './lib/post.js'
import type { LatestJson } from './lib/report.js'
import { round } from './lib/stats.js'
import { waitForJobs } from './lib/wait-jobs.js'
import { rates } from './pipeline.js'

export interface ClusterOptions {
  n: number
  inFlight: number
  log: (line: string) => void
}

export interface ClusterResult {
  n: number
  topics: number
  /** How many distinct masters hold the three topics' slots. */
  shards: number
  seconds: number
  /** Confirmations per second between the first and the last one. */
  opsPerS: number
  wallOpsPerS: number
  acceptPerS: number
  postErrors: number
  notSettled: number
  failedOrInvalid: number
  cpuMsPerOp: Record<string, number>
}

export async function benchCluster (options: ClusterOptions): Promise<ClusterResult> {
  const { n, inFlight, log } = options
  log('cluster: starting a 3-master Redis Cluster (one replica each) and the stack on it with three topics')
  const cluster = await startRedisCluster()
  let stack: Stack | undefined
  try {
    stack = await startStack({ env: { REDIS_CLUSTER_NODES: cluster.nodesEnv }, extraTopics: 2 })
    const keys = { prefix: stack.prefix, network: stack.network.networkId }
    const shards = new Set(await Promise.all(stack.topics.map(async (t) => (await cluster.masterOf(topicKey(keys, t))).address))).size
    const ledgers = await Promise.all(stack.topics.map(async (topicId, i) => await prepareLedger(stack!, `clu${i}`, 8, 'confirmed', topicId)))
    // one mint and one transfer per holder and topic, interleaved so that consecutive posts go to different topics
    const perTopic = stack.topics.map((topicId, i) => operationMix(ledgers[i]!).map((op): Op => ({ path: op.path, body: { ...op.body, topic_id: topicId } })))
    const mix: Op[] = perTopic[0]!.flatMap((_, j) => perTopic.map((ops) => ops[j]!))
    for (const service of Object.values(stack.services)) quietLogs(service)
    const target = { url: serviceUrl(stack.services.api), apiKey: stack.apiKey }
    const redis = connectRedis(stack.env)
    try {
      const pids: Record<string, number | undefined> = { bench: process.pid }
      for (const [name, service] of Object.entries(stack.services)) pids[name] = service?.child.pid
      log(`cluster: posting ${n} operations over ${stack.topics.length} topics on ${shards} shard(s), ${inFlight} in flight`)
      const cpuBefore = await snapshotCpu(pids)
      const start = Date.now()
      const outcome = await postAll(target, mix, n, inFlight)
      const postedAt = Date.now()
      log(`cluster: accepted ${outcome.posted.length} in ${((postedAt - start) / 1000).toFixed(1)} s (refused: ${JSON.stringify(outcome.statuses)}); waiting for confirmed`)
      const settled = await waitForJobs(redis, keys, outcome.posted.map((p) => p.jobId), 'confirmed', Math.max(120_000, n * 40))
      const cpuAfter = await snapshotCpu(pids)
      const ok = [...settled.values()].filter((s) => s.status === 'confirmed').length
      const { opsPerS, wallOpsPerS, seconds } = rates(settled, ok, start)
      log(`cluster: e2e ${opsPerS.toFixed(0)} ops/s (${ok} confirmed in ${seconds.toFixed(1)} s)`)
      return {
        n,
        topics: stack.topics.length,
        shards,
        seconds,
        opsPerS,
        wallOpsPerS,
        acceptPerS: outcome.posted.length / ((postedAt - start) / 1000),
        postErrors: outcome.errors,
        notSettled: outcome.posted.length - settled.size,
        failedOrInvalid: settled.size - ok,
        cpuMsPerOp: cpuMsPer(cpuBefore, cpuAfter, n)
      }
    } finally {
      redis.disconnect()
    }
  } finally {
    await stack?.stop().catch((err: unknown) => { log(`cluster: stack did not stop cleanly: ${(err as Error).message}`) })
    await cluster.stop()
  }
}

export interface ClusterJson {
  cluster?: { ops_per_s: number, ratio: number | undefined, n: number, topics: number, shards: number, wall_ops_per_s: number, not_settled: number, failed_or_invalid: number }
}

/** `cluster` in latest.json: `ratio` = its ops/s ÷ the single-Redis end to end of the same run (target ≥ 0.8). */
export function addClusterResult<T extends LatestJson> (latest: T, result: ClusterResult | undefined): T & ClusterJson {
  if (result === undefined) return latest
  const single = latest.details.pipeline?.e2e.opsPerS
  const ratio = single === undefined || single === 0 ? undefined : round(result.opsPerS / single)
  latest.targets.cluster_ratio_0_8 = ratio === undefined ? undefined : ratio >= 0.8
  return {
    ...latest,
    cluster: {
      ops_per_s: round(result.opsPerS),
      ratio,
      n: result.n,
      topics: result.topics,
      shards: result.shards,
      wall_ops_per_s: round(result.wallOpsPerS),
      not_settled: result.notSettled,
      failed_or_invalid: result.failedOrInvalid
    }
  }
}

/** The table line of the cluster run. */
export function formatCluster (latest: LatestJson & ClusterJson): string {
  const c = latest.cluster
  if (c === undefined) return ''
  const single = latest.details.pipeline?.e2e.opsPerS
  return `e2e on a 3-master Redis Cluster, ${c.topics} topics on ${c.shards} shard(s), n=${c.n}: ${c.ops_per_s} ops/s ` +
    `(single Redis ${single === undefined ? '–' : round(single)}; ratio ${c.ratio ?? '–'}, target ≥ 0.8 ${c.ratio === undefined ? '?' : c.ratio >= 0.8 ? 'ok' : 'MISS'}); ` +
    `not settled ${c.not_settled}, failed/invalid ${c.failed_or_invalid}`
}

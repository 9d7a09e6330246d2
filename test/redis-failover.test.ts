// A Redis Cluster failover during a run (ADR 028): the whole service in cluster mode on three topics, operations
// streaming on all three, and `CLUSTER FAILOVER` on the replica of the master that holds one topic's slot. Requests
// in that moment are answered 202 or 503 QUEUE_UNAVAILABLE, nothing else; every accepted job is confirmed with its
// message on its topic exactly once; no refused request's message reaches a topic; each ledger equals its topic;
// and the pipeline resumes by itself (no process restarted, the jobs accepted after the failover confirmed).
// The cluster is this file's own: a failover must not change the shared cluster under another test file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { topicKey } from '@hcs/protocol'
import { accept, expectExactlyOnce, expectLedgerSettled, type Accepted } from './support/exactly-once.js'
import { startRedisCluster, type RedisCluster } from './support/redis-cluster.js'
import { startStack, type Stack } from './support/stack.js'

const TICKERS = ['alpha', 'beta', 'gamma']

interface Refused { topicId: string, status: number, code: unknown, message: string }

describe('a Redis Cluster failover during a run on three topics', () => {
  let cluster: RedisCluster
  let stack: Stack

  beforeAll(async () => {
    cluster = await startRedisCluster()
    stack = await startStack({ env: { REDIS_CLUSTER_NODES: cluster.nodesEnv }, extraTopics: 2 })
  }, 300_000)
  afterAll(async () => {
    await stack?.stop()
    await cluster?.stop()
  }, 120_000)

  it('answers 202 or 503 meanwhile, loses and doubles nothing accepted, and resumes by itself', async ({ annotate }) => {
    const topics = stack.topics
    expect(topics).toHaveLength(3)
    const keys = { prefix: stack.prefix, network: stack.network.networkId }
    const deploys = await Promise.all(topics.map(async (topicId, i) =>
      await accept(stack, '/api/inscription/deploy', { ticker: TICKERS[i], name: `Failover ${TICKERS[i]}`, max: 1_000_000_000, topic_id: topicId })))
    await Promise.all(deploys.map(async (d) => await stack.waitForJob(d.jobId, ['confirmed'], 60_000)))

    const accepted = new Map<string, Accepted[]>(topics.map((t) => [t, []]))
    const refused: Refused[] = []
    const unexpected: Refused[] = []
    const control = { stop: false, failedOver: false }
    const afterFailover = new Map<string, number>(topics.map((t) => [t, 0]))
    // One sequential stream per topic; each message is unique (memo), so a refused one could be told apart on the topic.
    const streams = topics.map(async (topicId, t) => {
      for (let i = 0; !control.stop && i < 2000; i++) {
        const body = { amount: 1 + (i % 9), to: `0.0.${8000 + (i % 5)}`, memo: `f${t}-${i}`, topic_id: topicId }
        const res = await stack.post(`/api/inscription/${TICKERS[t]!}/mint`, body)
        if (res.status === 202) {
          accepted.get(topicId)!.push(res.body as Accepted)
          if (control.failedOver) afterFailover.set(topicId, afterFailover.get(topicId)! + 1)
        } else {
          const entry = { topicId, status: res.status, code: res.body?.code, message: `mint ${JSON.stringify(body)}` }
          if (res.status === 503 && res.body?.code === 'QUEUE_UNAVAILABLE') refused.push(entry)
          else unexpected.push(entry)
        }
      }
    })

    const enough = async (count: (t: string) => number, n: number): Promise<void> => {
      while (!topics.every((t) => count(t) >= n)) {
        if (unexpected.length > 0 || control.stop) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    await enough((t) => accepted.get(t)!.length, 15)
    const target = topics[0]!
    const master = await cluster.masterOf(topicKey(keys, target))
    const { from, to } = await cluster.failover(master.address)
    control.failedOver = true
    expect(to.role).toBe('master')
    expect((await cluster.masterOf(topicKey(keys, target))).address).toBe(to.address)
    await enough((t) => afterFailover.get(t)!, 15)
    control.stop = true
    await Promise.all(streams)
    await annotate(`failover ${from.address} → ${to.address} (shard of ${target}); ${refused.length} requests answered 503 QUEUE_UNAVAILABLE, ` +
      `${[...accepted.values()].reduce((n, a) => n + a.length, 0)} accepted`)

    expect(unexpected).toEqual([])
    for (const [i, topicId] of topics.entries()) {
      expect(afterFailover.get(topicId)).toBeGreaterThanOrEqual(15)
      const mine = accepted.get(topicId)!
      await expectExactlyOnce(stack, [deploys[i]!, ...mine], ['confirmed'], topicId)
      await expectLedgerSettled(stack, topicId)
      // a request answered 503 is not on any topic
      const texts = new Set((await stack.topicMessages(topicId)).map((m) => m.message))
      const ours = refused.filter((r) => r.topicId === topicId)
      for (const r of ours) {
        const memo = JSON.parse(r.message.slice(5)).memo as string
        expect([...texts].some((text) => text.includes(`"${memo}"`)), `${memo} was refused but is on the topic`).toBe(false)
      }
    }
    // nobody was restarted: the processes rode the failover out
    for (const name of ['api', 'worker', 'indexer'] as const) {
      expect(stack.services[name]!.child.exitCode, name).toBeNull()
      expect(stack.services[name]!.child.signalCode, name).toBeNull()
    }
  }, 300_000)
})

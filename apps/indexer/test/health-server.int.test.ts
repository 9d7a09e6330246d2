import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startHealthServer } from '@hcs/runtime'
import { startIndexer } from '../src/indexer.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import { connect, silentLog } from './support/ledger.js'
import { waitFor } from './support/wait.js'

const prefix = uniquePrefix('indexer-health')
let redis: Redis

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(startHealthServer.name, () => {
  it('answers 503 on /health/ready and counts the break once a topic halts on a broken chain', async () => {
    const good = createFakeTopic('0.0.801', true)
    const bad = createFakeTopic('0.0.802', true)
    for (const topic of [good, bad]) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'H', tick: 'h', max: '10' }) })
    bad.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'h', amt: '1', to: '0.0.5' }) })
    const last = bad.messages[1]
    if (last === undefined) throw new Error('no message')
    last.payerAccountId = '0.0.3'
    const mirrors = new Map([[good.topicId, good.mirror], [bad.topicId, bad.mirror]])
    const mirror = {
      getTopic: async (id: string) => await (mirrors.get(id) ?? good.mirror).getTopic(id),
      getMessages: async (id: string, after: number, limit: number) => await (mirrors.get(id) ?? good.mirror).getMessages(id, after, limit),
      getPage: async (next: string) => await good.mirror.getPage(next),
      getTransaction: good.mirror.getTransaction,
      getMessageAt: async (id: string, at: string) => await (mirrors.get(id) ?? good.mirror).getMessageAt(id, at),
      getMessage: async (id: string, sequenceNumber: number) => await (mirrors.get(id) ?? good.mirror).getMessage(id, sequenceNumber)
    }
    const indexer = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [good.topicId, bad.topicId], mirrorUrl: 'http://unused', mirror, log: silentLog, pollMs: 20 })
    const sut = await startHealthServer({ port: 0, registry: indexer.metrics.registry, ready: indexer.readiness })
    try {
      const base = `http://127.0.0.1:${sut.port}`
      await waitFor(() => indexer.status().map(s => s.state).join() === 'following,halted', 'the halt')
      const ready = await fetch(`${base}/health/ready`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({ status: 'unavailable', topics: [{ topicId: good.topicId, state: 'following' }, { topicId: bad.topicId, state: 'halted' }] })
      expect((await fetch(`${base}/health/live`)).status).toBe(200)
      const metrics = await (await fetch(`${base}/metrics`)).text()
      expect(metrics).toContain(`hcs20_indexer_chain_breaks_total{topic="${bad.topicId}"} 1`)
      expect(metrics).toContain(`hcs20_indexer_topic_halted{topic="${good.topicId}"} 0`)
    } finally {
      await sut.close()
      await indexer.stop()
    }
  })
})

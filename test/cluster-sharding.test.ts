// The whole service on a real Redis Cluster (3 masters, the run's shared cluster: test/support/redis-cluster.ts),
// with three managed topics whose hash tags land on at least two shards (ADR 027): every process runs in
// cluster mode (REDIS_CLUSTER_NODES), every job's message is on its topic exactly once, each topic's ledger
// equals a replay of its topic, and each topic's keys (ledger, reservations, job records, idempotency entries,
// its BullMQ queue) sit in the slot of its tag, on the master that serves that slot.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUEUE_SUBMIT, topicKey, topicTag } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { accept, expectExactlyOnce, expectLedgerSettled, setFaults } from './support/exactly-once.js'
import type { Accepted } from './support/exactly-once.js'
import { mirrorMessages, readTicker, replayTopic } from './support/ledger-e2e.js'
import { useRedisCluster, type ClusterControl } from './support/redis-cluster.js'
import { waitFor } from './support/processes.js'
import { startStack, type Stack } from './support/stack.js'

const TICKERS = ['north', 'south', 'east']

describe('on a Redis Cluster, sharded by topic', () => {
  let cluster: ClusterControl
  let stack: Stack
  let keys: KeyScope
  /** The three managed topics, the default one first. */
  let topics: string[]
  const accepted = new Map<string, Accepted[]>()
  const slotOf = async (key: string): Promise<number> => {
    const node = cluster.node(cluster.addresses[0]!)
    try { return Number(await node.call('CLUSTER', 'KEYSLOT', key)) } finally { node.disconnect() }
  }

  beforeAll(async () => {
    cluster = await useRedisCluster()
    stack = await startStack({
      env: { REDIS_CLUSTER_NODES: cluster.nodesEnv },
      extraTopics: 2,
      // the third topic is kept only if the three do not all hash to one master (3 masters: 1 time in 9)
      keepTopic: async (topicId, kept, env) => {
        if (kept.length < 2) return true
        const scope = { prefix: env.REDIS_PREFIX ?? '', network: env.HEDERA_NETWORK_ID ?? '' }
        const masters = await Promise.all([...kept, topicId].map(async (t) => (await cluster.masterOf(topicKey(scope, t))).address))
        return new Set(masters).size >= 2
      }
    })
    keys = { prefix: stack.prefix, network: stack.network.networkId }
    topics = stack.topics
  }, 300_000)
  afterAll(async () => { await stack?.stop() }, 120_000)

  it('runs three topics on at least two shards', async () => {
    expect(topics).toHaveLength(3)
    const masters = await Promise.all(topics.map(async (t) => (await cluster.masterOf(topicKey(keys, t))).address))
    expect(new Set(masters).size).toBeGreaterThanOrEqual(2)
  })

  it('puts every accepted operation of three topics on its topic exactly once, and each ledger equals its topic', async () => {
    const on = (topicId: string) => ({ topic_id: topicId })
    const deploys = await Promise.all(topics.map(async (topicId, i) =>
      await accept(stack, '/api/inscription/deploy', { ticker: TICKERS[i], name: `Points ${TICKERS[i]}`, max: 1_000_000, limit: '1000', ...on(topicId) })))
    await Promise.all(deploys.map(async (d) => await stack.waitForJob(d.jobId, ['confirmed'], 60_000)))
    const mints = await Promise.all(Array.from({ length: 60 }, async (_, i) =>
      await accept(stack, `/api/inscription/${TICKERS[i % 3]}/mint`, { amount: 100, to: `0.0.${7000 + (i % 6)}`, memo: `mint ${i}`, ...on(topics[i % 3]!) })))
    await Promise.all(mints.map(async (m) => await stack.waitForJob(m.jobId, ['confirmed'], 120_000)))
    const moves = await Promise.all(Array.from({ length: 30 }, async (_, i) => i % 2 === 0
      ? await accept(stack, `/api/inscription/${TICKERS[i % 3]}/transfer`, { amount: 7, from: `0.0.${7000 + (i % 6)}`, to: '0.0.7100', ...on(topics[i % 3]!) })
      : await accept(stack, `/api/inscription/${TICKERS[i % 3]}/burn`, { amount: 3, from: `0.0.${7000 + (i % 6)}`, ...on(topics[i % 3]!) })))
    const all = [...deploys, ...mints, ...moves]
    for (const [i, topicId] of topics.entries()) {
      const mine = all.filter((a) => a.jobId.startsWith(`${topicId}_`))
      expect(mine).toHaveLength(1 + 20 + 10)
      accepted.set(topicId, mine)
      await expectExactlyOnce(stack, mine, ['confirmed'], topicId)
      await expectLedgerSettled(stack, topicId)
      // the api's ledger reads (from the topic's shard) equal an independent replay of the topic
      const expected = replayTopic(await mirrorMessages(stack.network, topicId), true).ticks[TICKERS[i]!]!
      const { inscription, balances } = await readTicker(stack, topicId, TICKERS[i]!)
      expect(inscription).toMatchObject({ max: expected.max, supply: expected.supply, deploySequence: expected.deploySequence, holders: Object.keys(expected.balances).length })
      expect(balances).toEqual(expected.balances)
    }
  }, 300_000)

  it('stays exactly once on every topic with BUSY x3 and lost responses injected, and through a worker SIGKILLed mid-run', async () => {
    const mint = async (i: number, to: number): Promise<Accepted> =>
      await accept(stack, `/api/inscription/${TICKERS[i % 3]}/mint`, { amount: 1, to: `0.0.${to}`, topic_id: topics[i % 3] })
    await setFaults(stack, { busy: 3, loseResponse: 3 })
    const faulty = await Promise.all(Array.from({ length: 30 }, async (_, i) => await mint(i, 7300 + i)))
    const crash = await Promise.all(Array.from({ length: 150 }, async (_, i) => await mint(i, 7400 + (i % 30))))
    // kill once some, but not all, jobs have reached their topics
    await stack.waitForJob(crash[30]!.jobId, ['submitted', 'confirmed'], 60_000).catch(() => undefined)
    await stack.services.worker!.kill()
    await stack.start('worker')
    for (const topicId of topics) {
      const mine = [...faulty, ...crash].filter((a) => a.jobId.startsWith(`${topicId}_`))
      expect(mine).toHaveLength(60)
      await expectExactlyOnce(stack, mine, ['confirmed'], topicId)
      await expectLedgerSettled(stack, topicId)
    }
  }, 300_000)

  it('admits against each topic\'s own ledger: refusals, idempotency per topic, batches of one topic, reads across topics', async () => {
    const [a, b] = [topics[0]!, topics[1]!]
    // the ledger refuses on the shard of the topic: b's ticker is not deployed on a
    const missing = await stack.post(`/api/inscription/${TICKERS[1]}/mint`, { amount: 1, to: '0.0.7001', topic_id: a })
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('TICKER_NOT_FOUND')
    const over = await stack.post(`/api/inscription/${TICKERS[0]}/transfer`, { amount: 1_000_000, from: '0.0.7000', to: '0.0.7001', topic_id: a })
    expect(over.body.code).toBe('INSUFFICIENT_BALANCE')
    // an Idempotency-Key names one request per topic: replayed on its topic, another job on another topic
    const key = { 'idempotency-key': 'cluster-order-1' }
    const first = await stack.post(`/api/inscription/${TICKERS[0]}/mint`, { amount: 1, to: '0.0.7002', topic_id: a }, key)
    const again = await stack.post(`/api/inscription/${TICKERS[0]}/mint`, { amount: 1, to: '0.0.7002', topic_id: a }, key)
    const elsewhere = await stack.post(`/api/inscription/${TICKERS[1]}/mint`, { amount: 1, to: '0.0.7002', topic_id: b }, key)
    expect([first.status, again.status, elsewhere.status]).toEqual([202, 202, 202])
    expect(again.body.jobId).toBe(first.body.jobId)
    expect(elsewhere.body.jobId).not.toBe(first.body.jobId)
    // a batch is one script in one topic's slot; two topics are refused
    const batch = await stack.post('/api/inscription/batch', {
      topic_id: b,
      operations: [
        { op: 'mint', ticker: TICKERS[1], amount: 2, to: '0.0.7003' }, { op: 'mint', ticker: TICKERS[1], amount: 3, to: '0.0.7003' }]
    })
    expect(batch.status).toBe(207)
    expect(batch.body.accepted).toBe(2)
    const mixed = await stack.post('/api/inscription/batch', {
      topic_id: b,
      operations: [
        { op: 'mint', ticker: TICKERS[1], amount: 2, to: '0.0.7003' }, { op: 'mint', ticker: TICKERS[0], amount: 3, to: '0.0.7003', topic_id: a }]
    })
    expect(mixed.status).toBe(422)
    expect(mixed.body.code).toBe('BATCH_MIXED_TOPICS')
    const ids = [first.body.jobId, elsewhere.body.jobId, ...batch.body.results.map((r: { jobId: string }) => r.jobId)] as string[]
    for (const id of ids) await stack.waitForJob(id, ['confirmed'], 60_000)
    // one read of jobs on several shards, in the order asked
    const read = await stack.get(`/api/jobs?ids=${[...ids, 'job-of-an-earlier-version'].join(',')}`)
    expect(read.body.jobs.map((j: { jobId: string } | null) => j?.jobId ?? null)).toEqual([...ids, null])
    for (const topicId of [a, b]) await expectLedgerSettled(stack, topicId)
  }, 180_000)

  it('answers a long poll as its job settles, and delivers a webhook for jobs of every topic (their settled-job streams and channels are the topics\')', async () => {
    const received: Array<{ type: string, data: { jobId: string, topicId: string } }> = []
    const receiver = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => { body += chunk.toString() })
      req.on('end', () => { received.push(JSON.parse(body)); res.writeHead(204).end() })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    try {
      const hook = await stack.post('/api/webhooks', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, events: ['job.confirmed'] })
      expect(hook.status).toBe(201)
      const jobs = await Promise.all(topics.map(async (topicId, i) =>
        await accept(stack, `/api/inscription/${TICKERS[i]}/mint`, { amount: 1, to: '0.0.7200', topic_id: topicId })))
      // ?wait= answers once the writer's Lua step publishes on the job's topic channel
      const waited = await stack.get(`/api/jobs/${jobs[0]!.jobId}?wait=60`)
      expect(waited.body).toMatchObject({ jobId: jobs[0]!.jobId, status: 'confirmed' })
      await waitFor(async () => jobs.every((job) => received.some((r) => r.data.jobId === job.jobId)) ? true : undefined, 60_000, 100)
      for (const [i, job] of jobs.entries()) {
        const deliveries = received.filter((r) => r.data.jobId === job.jobId)
        expect(deliveries.map((r) => r.type)).toEqual(['job.confirmed'])
        expect(deliveries[0]?.data.topicId).toBe(topics[i])
      }
      expect((await stack.get(`/api/webhooks/${hook.body.id as string}/deliveries`)).body.deliveries.length).toBeGreaterThanOrEqual(3)
    } finally {
      receiver.close()
    }
  }, 120_000)

  it('keeps each topic\'s keys in the slot of its tag, on the master that serves it', async () => {
    const masters = await cluster.masters()
    for (const topicId of topics) {
      const tag = topicTag(keys, topicId)
      const slot = await slotOf(tag.slice(1, -1))
      const owner = masters.find((m) => m.slots.some(([from, to]) => slot >= from && slot <= to))!
      const node = cluster.node(owner.address)
      try {
        // every key of the topic on its master: SCAN that node only
        const found: string[] = []
        let cursor = '0'
        do {
          const [next, batch] = await node.scan(cursor, 'MATCH', `${topicKey(keys, topicId)}:*`, 'COUNT', 1000)
          cursor = next
          found.push(...batch)
        } while (cursor !== '0')
        const kinds = new Set(found.map((key) => key.slice(topicKey(keys, topicId).length + 1).split(':')[0]))
        // (a settled job leaves no tx index entry, and its record remembers its Idempotency-Key: ADR 033)
        const expected = ['meta', 'tick', 'job', 'lock', QUEUE_SUBMIT]
        for (const kind of expected) expect(kinds, `${topicId} ${kind}`).toContain(kind)
        for (const key of found) expect(Number(await node.call('CLUSTER', 'KEYSLOT', key)), key).toBe(slot)
        // the slot holds them all (COUNTKEYSINSLOT on the master that serves it). SCAN may name a key twice, and the
        // pipeline still settles jobs (a settled job's tx index entry goes), so what is counted is the keys found that
        // still exist after the count
        const counted = Number(await node.call('CLUSTER', 'COUNTKEYSINSLOT', slot))
        const present = await Promise.all([...new Set(found)].map(async (key) => await node.exists(key)))
        expect(counted).toBeGreaterThanOrEqual(present.filter((exists) => exists === 1).length)
        // the job records of the topic's accepted jobs are among them (the id names the topic)
        for (const job of accepted.get(topicId) ?? []) expect(found).toContain(`${topicKey(keys, topicId)}:job:${job.jobId}`)
      } finally {
        node.disconnect()
      }
      // and on no other master
      for (const other of masters.filter((m) => m.address !== owner.address)) {
        const node = cluster.node(other.address)
        try {
          const [, stray] = await node.scan('0', 'MATCH', `${topicKey(keys, topicId)}:*`, 'COUNT', 100_000)
          expect(stray, other.address).toEqual([])
        } finally {
          node.disconnect()
        }
      }
    }
  })
})

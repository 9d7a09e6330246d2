// Two indexer processes on one topic while operations keep coming: the leader is SIGKILLed mid-run and the other
// takes the topic over when the lease lapses. No message is applied twice and none is missed: every job is
// confirmed at its own sequence, the ledger equals a replay of the topic with the protocol's rules (ledger:verify's
// programmatic entry, and the api's reads against an independent replay), and the survivor applied exactly the
// messages after the checkpoint it took over from. Once on a single Redis, once on the run's shared Redis Cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runLedgerVerify } from '@hcs/indexer'
import { mirrorMessages, readTicker, replayTopic, waitIndexed } from './support/ledger-e2e.js'
import { startService, waitFor, type Service } from './support/processes.js'
import { useRedisCluster } from './support/redis-cluster.js'
import { startStack, type Stack } from './support/stack.js'

interface Accepted { jobId: string, message: string }

// A short lease, so the survivor takes over within seconds of the SIGKILL.
const INDEXER_ENV = { HEALTH_PORT: '0', INDEXER_LOCK_TTL_MS: '3000', INDEXER_POLL_MS: '100' }

/**
 * The value of a per-topic counter on an indexer's /metrics, summed over its other labels (the rejections are
 * counted by reason: a reason never seen has no series). The counter itself must be declared.
 */
async function counter (indexer: Service, name: string, topicId: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${Number(indexer.ready.healthPort)}/metrics`)).text()
  if (!text.includes(`# TYPE ${name} counter`)) throw new Error(`no ${name} on /metrics`)
  const lines = text.split('\n').filter((l) => l.startsWith(`${name}{`) && l.includes(`topic="${topicId}"`))
  return lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
}

describe.each([['a single Redis', false], ['a Redis Cluster', true]])('indexer takeover on %s: two indexers, the leader SIGKILLed mid-run', (_name, onCluster) => {
  let stack: Stack
  const indexers: Service[] = []

  async function accept (path: string, body: Record<string, unknown>): Promise<Accepted> {
    const res = await stack.post(path, body)
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(202)
    return res.body as Accepted
  }

  beforeAll(async () => {
    const env: Record<string, string> = onCluster ? { REDIS_CLUSTER_NODES: (await useRedisCluster()).nodesEnv } : {}
    stack = await startStack({ apps: [], env })
    for (let i = 0; i < 2; i++) indexers.push(await startService('indexer', { ...stack.env, ...INDEXER_ENV }))
    await stack.start('worker')
    await stack.start('api')
  }, 120_000)

  afterAll(async () => {
    for (const indexer of indexers) await indexer.stop()
    await stack?.stop()
  }, 60_000)

  it('hands the topic to the other indexer, which applies every later message once', async () => {
    const topicId = stack.topicId
    const leaseTaken = (indexer: Service): boolean => indexer.logs.some((l) => l.msg === 'topic lease acquired')
    const leader = await waitFor(async () => indexers.find(leaseTaken), 30_000)
    const survivor = indexers.find((i) => i !== leader)!
    expect(leaseTaken(survivor)).toBe(false)

    const deploy = await accept('/api/inscription/deploy', { ticker: 'lead', name: 'Lead', max: 10_000_000 })
    const seeds = await Promise.all(Array.from({ length: 4 }, async (_, i) => await accept('/api/inscription/lead/mint', { amount: 1000, to: `0.0.${4000 + i}` })))
    const seeded = await Promise.all([deploy, ...seeds].map(async (j) => await stack.waitForJob(j.jobId, ['confirmed', 'invalid', 'failed'], 60_000)))
    expect(seeded.map((r) => r.status)).toEqual(Array(5).fill('confirmed'))
    const start = Math.max(...seeded.map((r) => r.sequenceNumber as number))

    // A stream of operations that runs through the kill and the takeover.
    const stream: Accepted[] = []
    // Paced (one operation per 20 ms at most), so that on a fast, quiet machine the stream still outlasts the
    // kill and the lease TTL instead of running out first; the cap only bounds a takeover that never comes.
    const control = { stop: false, ended: false }
    const running = (async () => {
      for (let i = 0; !control.stop && i < 4000; i++) {
        const paced = new Promise((resolve) => setTimeout(resolve, 20))
        stream.push(i % 3 === 2
          ? await accept('/api/inscription/lead/transfer', { amount: 1, from: `0.0.${4000 + (i % 4)}`, to: `0.0.${4100 + (i % 7)}` })
          : await accept('/api/inscription/lead/mint', { amount: 1 + (i % 50), to: `0.0.${4100 + (i % 11)}` }))
        await paced
      }
    })().finally(() => { control.ended = true })

    await waitIndexed(stack, topicId, start + 15)
    await leader.kill()
    const takenOver = await survivor.waitForLog((l) => l.msg === 'following topic', 60_000)
    const checkpoint = Number(takenOver.lastSequence)
    expect(checkpoint).toBeGreaterThanOrEqual(start + 15)
    // keep the stream going past the takeover, then stop it
    const acceptedAtTakeover = stream.length
    await waitFor(async () => stream.length >= acceptedAtTakeover + 30 || control.ended ? true : undefined, 60_000)
    control.stop = true
    await running
    expect(stream.length).toBeGreaterThanOrEqual(acceptedAtTakeover + 30)

    const records = await Promise.all(stream.map(async (j) => await stack.waitForJob(j.jobId, ['confirmed', 'invalid', 'failed'], 120_000)))
    expect(records.filter((r) => r.status !== 'confirmed')).toEqual([])
    const messages = await mirrorMessages(stack.network, topicId)
    const last = messages.at(-1)!.sequence_number
    await waitIndexed(stack, topicId, last)

    // none missed, none twice: each job's message once on the topic, at the sequence its record names
    const bySequence = new Map(messages.map((m) => [m.sequence_number, m.text]))
    for (const r of records) expect(bySequence.get(r.sequenceNumber)).toBe(r.message)
    expect(new Set(records.map((r) => r.sequenceNumber)).size).toBe(records.length)
    expect(records.some((r) => r.sequenceNumber > checkpoint)).toBe(true)

    // the ledger is the replay of the topic
    const verify = await runLedgerVerify(['--topic', topicId], { ...process.env, ...stack.env }, () => {})
    expect(verify.reports[0]?.differences).toEqual([])
    expect(verify.exitCode).toBe(0)
    expect(verify.reports[0]?.lastSequence).toBe(last)
    const replay = replayTopic(messages, true).ticks.lead!
    const { inscription, balances } = await readTicker(stack, topicId, 'lead')
    expect(inscription).toMatchObject({ supply: replay.supply, holders: Object.keys(replay.balances).length })
    expect(balances).toEqual(replay.balances)

    // the survivor applied (or refused) exactly the messages after the checkpoint it took over from, once each
    const applied = await counter(survivor, 'hcs20_indexer_messages_applied_total', topicId)
    const rejected = await counter(survivor, 'hcs20_indexer_messages_rejected_total', topicId)
    expect(applied + rejected).toBe(last - checkpoint)
    expect(rejected).toBe(0)
  }, 240_000)
})

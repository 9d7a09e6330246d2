// End to end across processes: the indexer's ledger survives a SIGKILL mid-stream (same state as an
// independent replay of the topic), and a broken running-hash chain is reported, not applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mirrorMessages, readTicker, replayTopic, waitIndexed } from './support/ledger-e2e.js'
import { waitFor } from './support/processes.js'
import { startStack, type Stack } from './support/stack.js'

interface Accepted { jobId: string, message: string }

// a short lease, so a restarted indexer takes the topic over quickly from the killed one
const INDEXER_ENV = { HEALTH_PORT: '0', INDEXER_LOCK_TTL_MS: '3000' }

describe('ledger recovery', () => {
  let stack: Stack

  async function accept (path: string, body: Record<string, unknown>): Promise<Accepted> {
    const res = await stack.post(path, body)
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(202)
    return res.body as Accepted
  }

  async function settle (jobs: Accepted[], timeoutMs = 120_000): Promise<Array<{ status: string, sequenceNumber: number, message: string }>> {
    return await Promise.all(jobs.map(async (j) => await stack.waitForJob(j.jobId, ['confirmed', 'invalid', 'failed'], timeoutMs)))
  }

  beforeAll(async () => {
    stack = await startStack({ apps: [] })
    await stack.start('indexer', INDEXER_ENV)
    // Receipts soon after acceptance: with the indexer killed or halted, they are what gives jobs their sequence numbers.
    await stack.start('worker', { RECONCILE_AFTER_MS: '1000' })
    await stack.start('api')
  }, 120_000)

  afterAll(async () => { await stack?.stop() }, 60_000)

  it('ends with the same ledger as an uninterrupted replay when the indexer is killed and restarted mid-stream', async () => {
    const deploy = await accept('/api/inscription/deploy', { ticker: 'flow', name: 'Flow', max: 1_000_000 })
    const seeds = Array.from({ length: 5 }, async (_, i) => await accept('/api/inscription/flow/mint', { amount: 100, to: `0.0.${3000 + i}` }))
    const seeded = await settle([deploy, ...await Promise.all(seeds)])
    expect(seeded.map((r) => r.status)).toEqual(Array(6).fill('confirmed'))
    const start = Math.max(...seeded.map((r) => r.sequenceNumber))
    const mints = await Promise.all(Array.from({ length: 150 }, async (_, i) =>
      await accept('/api/inscription/flow/mint', { amount: 10 + i, to: `0.0.${3000 + (i % 15)}` })))

    // Kill once part of the stream is indexed; more is written while no indexer runs.
    await waitIndexed(stack, stack.topicId, start + 20)
    await stack.services.indexer!.kill()
    const killedAt = (await stack.get(`/api/topics/${stack.topicId}/status`)).body.lastSequence as number
    // debits of the seeded (confirmed) balances, all on the topic before the indexer comes back
    const moves = await Promise.all(Array.from({ length: 30 }, async (_, i) => i % 2 === 0
      ? await accept('/api/inscription/flow/transfer', { amount: 3, from: `0.0.${3000 + (i % 5)}`, to: '0.0.3999' })
      : await accept('/api/inscription/flow/burn', { amount: 2, from: `0.0.${3000 + (i % 5)}` })))
    const written = await Promise.all([...mints, ...moves].map(async (j) => await stack.waitForSequenced(j.jobId, 120_000)))
    expect(killedAt).toBeLessThan(Math.max(...written.map((r) => r.sequenceNumber)))

    await stack.start('indexer', INDEXER_ENV)
    const records = await settle([...mints, ...moves])
    expect(records.filter((r) => r.status !== 'confirmed')).toEqual([])

    const messages = await mirrorMessages(stack.network, stack.topicId)
    // each job's message is on the topic once, at the sequence its record names
    const bySequence = new Map(messages.map((m) => [m.sequence_number, m.text]))
    for (const r of records) expect(bySequence.get(r.sequenceNumber)).toBe(r.message)
    const replay = replayTopic(messages, true).ticks.flow!
    const { inscription, balances } = await readTicker(stack, stack.topicId, 'flow')
    expect(inscription).toMatchObject({ supply: replay.supply, holders: Object.keys(replay.balances).length, deploySequence: replay.deploySequence })
    expect(balances).toEqual(replay.balances)
    // 5 seeds of 100, 150 mints of 10..159, 15 burns of 2
    expect(replay.supply).toBe(String(500 + 150 * 10 + (149 * 150) / 2 - 15 * 2))
    expect((await stack.get(`/api/topics/${stack.topicId}/status`)).body.lastSequence).toBe(messages.at(-1)?.sequence_number)
  }, 180_000)

  it('halts the topic and reports it when the mirror serves a corrupted running hash', async () => {
    const supplyBefore = (await readTicker(stack, stack.topicId, 'flow')).inscription.supply
    const faults = await fetch(`${stack.network.mirrorUrl}/admin/faults`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ corruptRunningHash: 1 })
    })
    expect(faults.ok).toBe(true)
    const mint = await accept('/api/inscription/flow/mint', { amount: 1, to: '0.0.3001' })
    const submitted = await stack.waitForSequenced(mint.jobId, 60_000)
    expect(submitted.status).toBe('submitted')

    const status = await waitFor(async () => {
      const res = await stack.get(`/api/topics/${stack.topicId}/status`)
      return res.body.halted === null ? undefined : res.body
    }, 60_000, 100)
    expect(status.halted).toMatchObject({ sequence: submitted.sequenceNumber })
    expect(status.lastSequence).toBe(submitted.sequenceNumber - 1)

    const healthPort = Number(stack.services.indexer!.ready.healthPort)
    const ready = await fetch(`http://127.0.0.1:${healthPort}/health/ready`)
    expect(ready.status).toBe(503)
    await stack.services.indexer!.waitForLog((line) => String(line.msg).includes('RUNNING HASH CHAIN BROKEN'), 10_000)
    // nothing at or after the break is applied, and the job is not confirmed
    expect((await readTicker(stack, stack.topicId, 'flow')).inscription.supply).toBe(supplyBefore)
    expect((await stack.get(`/api/jobs/${mint.jobId}`)).body.status).toBe('submitted')
  }, 120_000)
})

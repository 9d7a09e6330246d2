// End to end across processes: the ledger checks of the api (never accept what the ledger will reject),
// the reservations, and the state the indexer builds, against the HCS-20 reference cases
// and an independent replay of each topic with protocol's rules. The emulator's mirror leaves
// `chunk_info.initial_transaction_id` out, as some mirrors do: jobs settle by the sequence numbers of their
// own receipts (ADR 019); the other tests of the pipeline run with it.
import { runLedgerVerify } from '@hcs/indexer'
import { JOB_RECORD_COMPACT_FIELDS, jobRecordKey, transactionKey } from '@hcs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCreateTopic } from '../scripts/lib/topic.js'
import {
  balanceOf, createPayer, mirrorMessages, readTicker, replayTopic, sdkClient, submitDirect, submitKeyOf, waitIndexed
} from './support/ledger-e2e.js'
import { connectRedis } from './support/redis.js'
import { startStack, type Stack } from './support/stack.js'

interface Accepted { jobId: string, message: string }

describe('ledger pipeline', () => {
  let stack: Stack
  let privateTopic: string
  let publicTopic: string
  let operator: string

  async function accept (path: string, body: Record<string, unknown>): Promise<Accepted> {
    const res = await stack.post(path, body)
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(202)
    return res.body as Accepted
  }

  async function setFaults (faults: Record<string, number>): Promise<void> {
    const res = await fetch(`${stack.network.mirrorUrl}/admin/faults`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults)
    })
    expect(res.ok).toBe(true)
  }

  async function confirmed (...jobs: Accepted[]): Promise<void> {
    const records = await Promise.all(jobs.map(async (j) => await stack.waitForJob(j.jobId, ['confirmed', 'invalid', 'failed'], 90_000)))
    for (const record of records) expect(record.status, JSON.stringify(record)).toBe('confirmed')
  }

  beforeAll(async () => {
    // The stack's default topic is private; a public one is added to HCS20_TOPICS before the apps start.
    stack = await startStack({ apps: [], emulatorEnv: { EMULATOR_OMIT_INITIAL_TRANSACTION_ID: '1' } })
    privateTopic = stack.topicId
    publicTopic = (await runCreateTopic({ ...process.env, ...stack.env }, [])).topicId
    stack.env.HCS20_TOPICS = `${stack.env.HCS20_TOPICS ?? ''},${publicTopic}`
    operator = stack.network.operatorId
    // This mirror leaves initial_transaction_id out: a job settles (and releases its reservation) once its
    // worker has read its receipt (ADR 019). Receipts at once, so admission sees released debits as soon as
    // the ledger applies them (the default first look, 10 s after acceptance, suits mirrors that report the id).
    for (const name of ['indexer', 'worker', 'api'] as const) await stack.start(name, name === 'worker' ? { RECONCILE_AFTER_MS: '1', RECONCILE_INTERVAL_MS: '50' } : {})
  }, 120_000)

  afterAll(async () => { await stack?.stop() }, 60_000)

  it('applies reference case 1 on a private topic: supply 70, 0.0.1001 = 60, 0.0.1002 = 10', async () => {
    await confirmed(await accept('/api/inscription/deploy', { ticker: 'loyal', name: 'Loyalty', max: 1000 }))
    await confirmed(await accept('/api/inscription/loyal/mint', { amount: 100, to: '0.0.1001' }))
    await confirmed(
      await accept('/api/inscription/loyal/transfer', { amount: 10, from: '0.0.1001', to: '0.0.1002' }),
      await accept('/api/inscription/loyal/burn', { amount: 30, from: '0.0.1001', memo: 'redeemed' })
    )
    const { inscription, balances } = await readTicker(stack, privateTopic, 'loyal')
    expect(inscription).toMatchObject({ ticker: 'loyal', max: '1000', supply: '70', holders: 2, deployer: operator, pending: { supply: '0' } })
    expect(balances).toEqual({ '0.0.1001': '60', '0.0.1002': '10' })
    expect(await balanceOf(stack, privateTopic, 'loyal', '0.0.1001')).toMatchObject({ balance: '60', pendingDebits: '0', available: '60' })
  }, 120_000)

  it('applies reference case 3 with mints accepted while the deploy is pending: A = 3000, B = 4500, supply 7500', async () => {
    const deploy = await accept('/api/inscription/deploy', { ticker: 'tier', name: 'Tier', max: 1_000_000, limit: '10000' })
    const mints = [
      await accept('/api/inscription/tier/mint', { amount: 5000, to: '0.0.2001' }),
      await accept('/api/inscription/tier/mint', { amount: 3000, to: '0.0.2002' })
    ]
    expect((await stack.post('/api/inscription/tier/mint', { amount: 10_001, to: '0.0.2001' })).body.code).toBe('LIMIT_EXCEEDED')
    await confirmed(deploy, ...mints)
    await confirmed(
      await accept('/api/inscription/tier/transfer', { amount: 1500, from: '0.0.2001', to: '0.0.2002' }),
      await accept('/api/inscription/tier/burn', { amount: 500, from: '0.0.2001' })
    )
    const { inscription, balances } = await readTicker(stack, privateTopic, 'tier')
    expect(inscription).toMatchObject({ supply: '7500', lim: '10000', holders: 2 })
    expect(balances).toEqual({ '0.0.2001': '3000', '0.0.2002': '4500' })
  }, 120_000)

  it('applies reference case 2 on a public topic: a transfer paid by another account than from changes nothing', async () => {
    const q = { topic_id: publicTopic }
    await confirmed(await accept('/api/inscription/deploy', { ticker: 'pub', name: 'Public', max: 1000, ...q }))
    await confirmed(
      await accept('/api/inscription/pub/mint', { amount: 50, to: '0.0.1001', ...q }),
      await accept('/api/inscription/pub/mint', { amount: 30, to: operator, ...q })
    )
    const refused = await stack.post('/api/inscription/pub/transfer', { amount: 20, from: '0.0.1001', to: '0.0.1002', ...q })
    expect(refused.status).toBe(422)
    expect(refused.body.code).toBe('FROM_NOT_PAYER')

    // the same transfer, submitted straight to the topic by a foreign payer: the ledger must ignore it
    const foreign = await createPayer(stack.network)
    try {
      const sequence = await submitDirect(foreign.client, publicTopic,
        '{"p":"hcs-20","op":"transfer","tick":"pub","amt":"20","from":"0.0.1001","to":"0.0.1002"}')
      await waitIndexed(stack, publicTopic, sequence)
    } finally {
      foreign.client.close()
    }
    expect((await balanceOf(stack, publicTopic, 'pub', '0.0.1001')).balance).toBe('50')
    expect((await balanceOf(stack, publicTopic, 'pub', '0.0.1002')).balance).toBe('0')
    expect((await stack.get(`/api/topics/${publicTopic}/status`)).body).toMatchObject({ private: false, halted: null })

    // the operator pays for what the service submits: its own debits are valid on a public topic
    await confirmed(await accept('/api/inscription/pub/transfer', { amount: 10, from: operator, to: '0.0.1002', ...q }))
    const { inscription, balances } = await readTicker(stack, publicTopic, 'pub')
    expect(inscription).toMatchObject({ supply: '80', holders: 3 })
    expect(balances).toEqual({ '0.0.1001': '50', [operator]: '20', '0.0.1002': '10' })
  }, 120_000)

  it('accepts exactly 100 of 200 concurrent transfers from an account holding 100, and confirms all 100', async () => {
    await confirmed(await accept('/api/inscription/deploy', { ticker: 'race', name: 'Race', max: 1000 }))
    await confirmed(await accept('/api/inscription/race/mint', { amount: 100, to: '0.0.7001' }))
    // Consensus held back while the 200 race: admission alone decides. (With this mirror a job's debit is
    // released when its receipt is read, which may come after the ledger applied it: meanwhile admission is
    // stricter, never looser.)
    await setFaults({ consensusDelayMs: 3000 })
    const responses = await Promise.all(Array.from({ length: 200 }, async (_, i) =>
      await stack.post('/api/inscription/race/transfer', { amount: 1, from: '0.0.7001', to: `0.0.${7100 + (i % 20)}` })))
    await fetch(`${stack.network.mirrorUrl}/admin/faults`, { method: 'DELETE' })
    const accepted = responses.filter((r) => r.status === 202)
    const refused = responses.filter((r) => r.status !== 202)
    expect(accepted).toHaveLength(100)
    expect(refused).toHaveLength(100)
    expect(new Set(refused.map((r) => `${r.status} ${String(r.body.code)}`))).toEqual(new Set(['422 INSUFFICIENT_BALANCE']))
    await confirmed(...accepted.map((r) => r.body as Accepted))

    const { inscription, balances } = await readTicker(stack, privateTopic, 'race')
    // which 100 got in depends on arrival order: the ledger must credit exactly the accepted ones
    const credited: Record<string, string> = {}
    for (const r of accepted) {
      const to = (JSON.parse((r.body as Accepted).message) as { to: string }).to
      credited[to] = String(Number(credited[to] ?? '0') + 1)
    }
    expect(inscription).toMatchObject({ supply: '100', holders: Object.keys(credited).length })
    expect(balances).toEqual(credited)
    expect(await balanceOf(stack, privateTopic, 'race', '0.0.7001')).toEqual(expect.objectContaining({ balance: '0', pendingDebits: '0', available: '0' }))
  }, 180_000)

  it('never lets concurrent mints racing to max take the supply above it', async () => {
    const deploy = await accept('/api/inscription/deploy', { ticker: 'capped', name: 'Capped', max: 1000, limit: '50' })
    // Consensus held back while the 30 race, as for the transfers above: on a slow machine the first mints could
    // otherwise be applied before their receipts release their reservations, and admission would be stricter meanwhile.
    await setFaults({ consensusDelayMs: 3000 })
    const responses = await Promise.all(Array.from({ length: 30 }, async (_, i) =>
      await stack.post('/api/inscription/capped/mint', { amount: 50, to: `0.0.${9000 + i}` })))
    await fetch(`${stack.network.mirrorUrl}/admin/faults`, { method: 'DELETE' })
    const accepted = responses.filter((r) => r.status === 202)
    expect(accepted, JSON.stringify(responses.map((r) => r.body?.code ?? r.status))).toHaveLength(20)
    expect(responses.filter((r) => r.status === 422 && r.body.code === 'SUPPLY_EXCEEDED')).toHaveLength(10)
    await confirmed(deploy, ...accepted.map((r) => r.body as Accepted))
    const { inscription } = await readTicker(stack, privateTopic, 'capped')
    expect(inscription).toMatchObject({ supply: '1000', max: '1000', holders: 20, pending: { supply: '0' } })
    expect((await stack.post('/api/inscription/capped/mint', { amount: 1, to: '0.0.9000' })).body.code).toBe('SUPPLY_EXCEEDED')
  }, 120_000)

  it('marks a job invalid with its reason when a direct message drains the balance first, and releases its reservation', async () => {
    await confirmed(await accept('/api/inscription/deploy', { ticker: 'clash', name: 'Clash', max: 1000 }))
    await confirmed(await accept('/api/inscription/clash/mint', { amount: 50, to: '0.0.8001' }))
    await stack.services.worker!.stop()
    const transfer = await accept('/api/inscription/clash/transfer', { amount: 30, from: '0.0.8001', to: '0.0.8002' })
    expect(await balanceOf(stack, privateTopic, 'clash', '0.0.8001')).toMatchObject({ balance: '50', pendingDebits: '30', available: '20' })

    // another writer holding the submit key burns 40 before the service's transfer reaches the topic
    const client = sdkClient(stack.network)
    try {
      const sequence = await submitDirect(client, privateTopic, '{"p":"hcs-20","op":"burn","tick":"clash","amt":"40","from":"0.0.8001"}', submitKeyOf(stack, privateTopic))
      await waitIndexed(stack, privateTopic, sequence)
    } finally {
      client.close()
    }
    expect(await balanceOf(stack, privateTopic, 'clash', '0.0.8001')).toMatchObject({ balance: '10', pendingDebits: '30', available: '0' })

    await stack.start('worker')
    const record = await stack.waitForJob(transfer.jobId, ['confirmed', 'invalid', 'failed'], 90_000)
    expect(record.status).toBe('invalid')
    expect(record.error?.code).toBe('INSUFFICIENT_BALANCE')
    expect(record.sequenceNumber).toBeGreaterThan(0)
    expect(await balanceOf(stack, privateTopic, 'clash', '0.0.8001')).toMatchObject({ balance: '10', pendingDebits: '0', available: '10' })
  }, 120_000)

  it('keeps a settled job compact in Redis and still answers every field, message and running hash from the mirror', async () => {
    await confirmed(await accept('/api/inscription/deploy', { ticker: 'lean', name: 'Lean', max: 1000 }))
    const mint = await accept('/api/inscription/lean/mint', { amount: 7, to: '0.0.8101' })
    const before = await stack.get(`/api/jobs/${mint.jobId}`)
    await confirmed(mint)
    const res = await stack.get(`/api/jobs/${mint.jobId}`)
    expect(res.status).toBe(200)
    const job = res.body as Record<string, unknown>
    const onMirror = (await mirrorMessages(stack.network, privateTopic)).find((m) => m.sequence_number === job.sequenceNumber)
    expect(job).toMatchObject({
      jobId: mint.jobId,
      status: 'confirmed',
      op: 'mint',
      ticker: 'lean',
      topicId: privateTopic,
      message: mint.message,
      requestId: (before.body as Record<string, unknown>).requestId,
      createdAt: (before.body as Record<string, unknown>).createdAt
    })
    expect(onMirror?.text).toBe(mint.message)
    for (const field of ['transactionId', 'consensusTimestamp', 'submittedAt', 'confirmedAt', 'updatedAt']) expect(typeof job[field], field).toBe('string')
    expect(job.runningHash).toMatch(/^[0-9a-f]{96}$/)
    expect(job.attempts).toBeGreaterThanOrEqual(1)

    const redis = connectRedis()
    try {
      const scope = { prefix: stack.prefix, network: stack.env.HEDERA_NETWORK_ID as string }
      const text = await redis.get(jobRecordKey(scope, privateTopic, mint.jobId)) ?? ''
      const stored = JSON.parse(text) as string[]
      // compact (ADR 033): the fields in order, neither the message nor the running hash; the tx index entry names the
      // job until it expires with the record (ADR 044: the ticker's history names the job)
      const field = (name: typeof JOB_RECORD_COMPACT_FIELDS[number]): string | undefined => stored[JOB_RECORD_COMPACT_FIELDS.indexOf(name) + 1]
      expect(stored[0]).toBe('2')
      expect([field('status'), field('op'), field('ticker'), field('sequenceNumber')]).toEqual(['confirmed', 'mint', 'lean', String(job.sequenceNumber)])
      expect(text).not.toContain('hcs-20')
      expect(text).not.toContain(job.runningHash as string)
      expect(await redis.get(transactionKey(scope, privateTopic, job.transactionId as string))).toBe(mint.jobId)
      const bytes = Number(await redis.memory('USAGE', jobRecordKey(scope, privateTopic, mint.jobId)))
      console.log('compact record', bytes, text)
      expect(bytes).toBeLessThan(400)
    } finally {
      redis.disconnect()
    }
  }, 120_000)

  it('serves the same ledger as an independent replay of each topic', async () => {
    for (const [topicId, isPrivate] of [[privateTopic, true], [publicTopic, false]] as const) {
      const replay = replayTopic(await mirrorMessages(stack.network, topicId), isPrivate)
      const ticks = Object.keys(replay.ticks)
      expect(ticks.length).toBeGreaterThan(0)
      for (const tick of ticks) {
        const expected = replay.ticks[tick]!
        const { inscription, balances } = await readTicker(stack, topicId, tick)
        expect(inscription, tick).toMatchObject({
          name: expected.name,
          max: expected.max,
          supply: expected.supply,
          deployer: expected.deployer,
          deploySequence: expected.deploySequence,
          deployedAt: expected.deployedAt,
          holders: Object.keys(expected.balances).length
        })
        expect(balances, tick).toEqual(expected.balances)
      }
    }
    // the same, by ledger:verify, and every reservation released
    const lines: string[] = []
    const check = await runLedgerVerify(['--topic', privateTopic, '--topic', publicTopic], { ...process.env, ...stack.env }, (line) => lines.push(line))
    expect(check.exitCode, lines.join('\n')).toBe(0)
    expect(check.reports.map((r) => r.reservations)).toEqual([
      { live: 0, dangling: [], differences: [], skipped: 0 }, { live: 0, dangling: [], differences: [], skipped: 0 }
    ])
  }, 60_000)
})

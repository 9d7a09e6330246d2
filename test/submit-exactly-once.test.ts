// End to end across processes: HTTP API → Redis/BullMQ → worker → emulator (gRPC) → mirror REST.
// Each job's message must be on the topic exactly once, byte-equal to what the API promised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './support/stack.js'

interface Accepted { jobId: string, message: string }

async function accept (stack: Stack, path: string, body: unknown): Promise<Accepted> {
  const res = await stack.post(path, body)
  expect(res.status, JSON.stringify(res.body)).toBe(202)
  return res.body as Accepted
}

async function setFaults (stack: Stack, faults: Record<string, number>): Promise<void> {
  const res = await fetch(`${stack.network.mirrorUrl}/admin/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults)
  })
  expect(res.ok).toBe(true)
}

/**
 * Every accepted job's message is on the topic exactly once: each job owns a distinct sequence number
 * holding its exact message, and the topic carries each message text exactly as many times as jobs sent it
 * (identical bodies are distinct jobs), never more.
 */
async function expectExactlyOnce (stack: Stack, accepted: Accepted[]): Promise<void> {
  // `confirmed` only: accepted (`submitted`) says nothing yet of where consensus put the message.
  const records = await Promise.all(accepted.map(async (a) => await stack.waitForJob(a.jobId, ['confirmed', 'failed', 'invalid'], 120_000)))
  for (const record of records) expect(record.status, JSON.stringify(record.error)).toBe('confirmed')
  const onTopic = await stack.topicMessages()
  const bySequence = new Map(onTopic.map((m) => [m.sequence_number, m.message]))
  for (const record of records) expect(bySequence.get(record.sequenceNumber), record.jobId).toBe(record.message)
  expect(new Set(records.map((r) => r.sequenceNumber)).size).toBe(records.length)
  const count = (texts: string[]): Map<string, number> => {
    const counts = new Map<string, number>()
    for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1)
    return counts
  }
  const sent = count(accepted.map((a) => a.message))
  const seen = count(onTopic.map((m) => m.message).filter((text) => sent.has(text)))
  expect(seen).toEqual(sent)
}

const SETTLED = ['submitted', 'confirmed']

// The same suite on a network that answers at once and on one as far and slow as mainnet (emulator profile:
// 150 ms round trip, consensus 3 s ± 0.5 s, mirror lag 2 s), with fewer operations there to keep the run short.
const PROFILES = [
  { profile: 'local', mints: 200, moves: 97, crashMints: 500 },
  { profile: 'mainnet', mints: 120, moves: 60, crashMints: 300 }
] as const

describe.each(PROFILES)('submission pipeline on the $profile network profile', ({ profile, mints: mintCount, moves: moveCount, crashMints }) => {
  let stack: Stack
  beforeAll(async () => { stack = await startStack({ emulatorEnv: { EMULATOR_PROFILE: profile } }) }, 120_000)
  afterAll(async () => { await stack?.stop() }, 60_000)

  it(`puts ${3 + mintCount + moveCount} mixed operations on the topic exactly once each, byte-equal to the accepted message`, async () => {
    const deploys = await Promise.all(['alpha', 'beta', 'gamma'].map(async (ticker) =>
      await accept(stack, '/api/inscription/deploy', { ticker, name: `Points ${ticker}`, max: 1_000_000_000, limit: '100000' })))
    await Promise.all(deploys.map(async (d) => await stack.waitForJob(d.jobId, ['confirmed'], 60_000)))
    const mints = await Promise.all(Array.from({ length: mintCount }, async (_, i) =>
      await accept(stack, `/api/inscription/${['alpha', 'beta', 'gamma'][i % 3]}/mint`, { amount: 1000, to: `0.0.${2000 + (i % 10)}`, memo: `mint ${i}` })))
    await Promise.all(mints.map(async (m) => await stack.waitForJob(m.jobId, ['confirmed'], 120_000)))
    const moves = await Promise.all(Array.from({ length: moveCount }, async (_, i) => i % 2 === 0
      ? await accept(stack, '/api/inscription/alpha/transfer', { amount: 7, from: `0.0.${2000 + (i % 10)}`, to: '0.0.3000' })
      : await accept(stack, '/api/inscription/beta/burn', { amount: 3, from: `0.0.${2000 + (i % 10)}` })))
    await expectExactlyOnce(stack, [...deploys, ...mints, ...moves])
  }, 240_000)

  it('stays exactly once with BUSY x3 and lost responses injected', async () => {
    const deploy = await accept(stack, '/api/inscription/deploy', { ticker: 'faulty', name: 'Faulty', max: 1_000_000 })
    await stack.waitForJob(deploy.jobId, ['confirmed'], 60_000)
    await setFaults(stack, { busy: 3, loseResponse: 3 })
    const mints = await Promise.all(Array.from({ length: 40 }, async (_, i) =>
      await accept(stack, '/api/inscription/faulty/mint', { amount: 5, to: `0.0.${4000 + i}` })))
    await expectExactlyOnce(stack, mints)
  }, 180_000)

  it('loses nothing and duplicates nothing when the worker is SIGKILLed mid-run', async () => {
    const deploy = await accept(stack, '/api/inscription/deploy', { ticker: 'crash', name: 'Crash', max: 1_000_000_000 })
    await stack.waitForJob(deploy.jobId, ['confirmed'], 60_000)
    const mints = await Promise.all(Array.from({ length: crashMints }, async (_, i) =>
      await accept(stack, '/api/inscription/crash/mint', { amount: 1, to: `0.0.${5000 + (i % 50)}` })))
    // Kill once some, but not all, jobs have reached the topic.
    await stack.waitForJob(mints[50]!.jobId, SETTLED, 60_000).catch(() => undefined)
    await stack.services.worker!.kill()
    await stack.start('worker')
    await expectExactlyOnce(stack, mints)
  }, 240_000)

  it('holds jobs while the network is down for 5 s and completes them when it returns', async () => {
    const deploy = await accept(stack, '/api/inscription/deploy', { ticker: 'outage', name: 'Outage', max: 1_000_000 })
    await stack.waitForJob(deploy.jobId, ['confirmed'], 60_000)
    await stack.services.emulator!.stop()
    const mints = await Promise.all(Array.from({ length: 20 }, async (_, i) =>
      await accept(stack, '/api/inscription/outage/mint', { amount: 2, to: `0.0.${6000 + i}` })))
    await new Promise((resolve) => setTimeout(resolve, 5000))
    for (const m of mints) expect((await stack.get(`/api/jobs/${m.jobId}`)).body.status).not.toBe('submitted')
    await stack.start('emulator')
    await expectExactlyOnce(stack, mints)
  }, 180_000)
})

// The end-to-end submission pipeline (HTTP API → Redis/BullMQ → worker → emulator (gRPC) → mirror REST), run
// one way per test file (submit-exactly-once*.test.ts), so the three ways run in parallel: each job's message
// must be on the topic exactly once, byte-equal to what the API promised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accept, expectExactlyOnce, expectLedgerSettled, setFaults } from './exactly-once.js'
import { waitFor } from './processes.js'
import { startStack, type Stack } from './stack.js'

interface PipelineVariant {
  variant: string
  emulatorEnv: Record<string, string>
  /** Env of the apps beside the stack's own. */
  env?: Record<string, string>
  mintCount: number
  moveCount: number
  crashMints: number
}

export function describeSubmissionPipeline ({ variant, emulatorEnv, env, mintCount, moveCount, crashMints }: PipelineVariant): void {
  describe(`submission pipeline, ${variant}`, () => {
    let stack: Stack
    beforeAll(async () => { stack = await startStack({ emulatorEnv, env }) }, 120_000)
    afterAll(async () => { await stack?.stop() }, 60_000)

    /** Deploys `ticker` and waits until the deploy is confirmed. */
    async function deployed (ticker: string, name: string, max: number): Promise<void> {
      const deploy = await accept(stack, '/api/inscription/deploy', { ticker, name, max })
      await stack.waitForJob(deploy.jobId, ['confirmed'], 60_000)
    }

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
      await expectExactlyOnce(stack, [...deploys, ...mints, ...moves], ['confirmed'])
      await expectLedgerSettled(stack)
    }, 240_000)

    it('stays exactly once with BUSY x3 and lost responses injected', async () => {
      await deployed('faulty', 'Faulty', 1_000_000)
      await setFaults(stack, { busy: 3, loseResponse: 3 })
      const mints = await Promise.all(Array.from({ length: 40 }, async (_, i) =>
        await accept(stack, '/api/inscription/faulty/mint', { amount: 5, to: `0.0.${4000 + i}` })))
      await expectExactlyOnce(stack, mints, ['confirmed'])
      await expectLedgerSettled(stack)
    }, 180_000)

    it('loses nothing and duplicates nothing when the worker is SIGKILLed mid-run', async () => {
      await deployed('crash', 'Crash', 1_000_000_000)
      const mints = await Promise.all(Array.from({ length: crashMints }, async (_, i) =>
        await accept(stack, '/api/inscription/crash/mint', { amount: 1, to: `0.0.${5000 + (i % 50)}` })))
      // Kill once some, but not all, jobs have reached the topic.
      await stack.waitForJob(mints[50]!.jobId, ['submitted', 'confirmed'], 60_000).catch(() => undefined)
      await stack.services.worker!.kill()
      await stack.start('worker')
      await expectExactlyOnce(stack, mints, ['confirmed'])
      await expectLedgerSettled(stack)
    }, 240_000)

    it('holds jobs while the network is down and completes them when it returns', async () => {
      await deployed('outage', 'Outage', 1_000_000)
      await stack.services.emulator!.stop()
      const mints = await Promise.all(Array.from({ length: 20 }, async (_, i) =>
        await accept(stack, '/api/inscription/outage/mint', { amount: 2, to: `0.0.${6000 + i}` })))
      // every job has been sent while the network was down, and the send failed (its record says why it waits)
      const held = await waitFor(async () => {
        const records = await Promise.all(mints.map(async (m) => (await stack.get(`/api/jobs/${m.jobId}`)).body))
        return records.every((r) => r?.lastError !== undefined) ? records : undefined
      }, 60_000, 200)
      for (const record of held) expect(record.status).not.toBe('submitted')
      await stack.start('emulator')
      await expectExactlyOnce(stack, mints, ['confirmed'])
      await expectLedgerSettled(stack)
    }, 180_000)
  })
}

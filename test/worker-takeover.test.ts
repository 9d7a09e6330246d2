// A SIGKILLed worker's active jobs are taken over by a restarted worker once their BullMQ lock expires
// (WORKER_LOCK_DURATION_MS, stalled checks every half of it) and complete exactly once. The takeover time is
// measured and reported as a test annotation, not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import { QUEUE_SUBMIT, submitQueueRef } from '@hcs/protocol'
import { connectRedis } from './support/redis.js'
import { startStack, type Stack } from './support/stack.js'

async function setFaults (stack: Stack, faults: Record<string, number>): Promise<void> {
  const res = await fetch(`${stack.network.mirrorUrl}/admin/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults)
  })
  expect(res.ok).toBe(true)
}

describe('worker takeover after SIGKILL', () => {
  let stack: Stack
  let queue: Queue
  beforeAll(async () => {
    stack = await startStack()
    queue = new Queue(QUEUE_SUBMIT, { connection: connectRedis(), prefix: submitQueueRef({ prefix: stack.prefix, network: stack.network.networkId }, stack.topicId).prefix })
  }, 120_000)
  afterAll(async () => {
    await queue?.close()
    await stack?.stop()
  }, 60_000)

  it('gives a dead worker\'s active jobs to a restarted worker, which completes each exactly once', async ({ annotate }) => {
    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'takeover', name: 'Takeover', max: 1_000_000 })
    expect(deploy.status).toBe(202)
    await stack.waitForJob(deploy.body.jobId, ['confirmed'], 60_000)
    // A node 4 s away: every submission holds its worker slot (and BullMQ lock) for 4 s.
    await setFaults(stack, { roundTripMs: 4000 })
    const mints = await Promise.all(Array.from({ length: 30 }, async (_, i) => {
      const res = await stack.post('/api/inscription/takeover/mint', { amount: 1, to: `0.0.${7000 + i}` })
      expect(res.status).toBe(202)
      return res.body as { jobId: string, message: string }
    }))
    let active: string[] = []
    await expect.poll(async () => {
      active = (await queue.getActive()).map((job) => job.id ?? '')
      return active.length
    }, { timeout: 30_000 }).toBeGreaterThan(0)
    await stack.services.worker!.kill()
    const killedAt = Date.now()
    await setFaults(stack, { roundTripMs: 0 })
    await stack.start('worker')
    // Each job the dead worker held must leave 'active' (taken over) and complete.
    const pickedUp = new Map<string, number>()
    await expect.poll(async () => {
      for (const id of active) {
        if (!pickedUp.has(id) && (await queue.getJobState(id)) === 'completed') pickedUp.set(id, Date.now() - killedAt)
      }
      return pickedUp.size
    }, { timeout: 60_000, interval: 100 }).toBe(active.length)
    const worst = Math.max(...pickedUp.values())
    await annotate(`${active.length} active jobs of the killed worker completed by its successor within ${worst} ms of the SIGKILL`)

    const records = await Promise.all(mints.map(async (m) => await stack.waitForJob(m.jobId, ['confirmed', 'failed', 'invalid'], 60_000)))
    for (const record of records) expect(record.status).toBe('confirmed')
    const onTopic = await stack.topicMessages()
    for (const m of mints) expect(onTopic.filter((t) => t.message === m.message)).toHaveLength(1)
  }, 180_000)
})

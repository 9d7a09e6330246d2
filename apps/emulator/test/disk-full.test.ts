// The emulator's log on a full disk: a failed write never leaves part of a line, the transaction it was
// writing never happened (receipt UNKNOWN while valid, as a dropped one), the node answers BUSY and its readiness
// says why, and it takes transactions again by itself once the disk has room; a restart replays the log.
import { statSync, writeSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PrivateKey, Status, TopicCreateTransaction, TopicMessageSubmitTransaction, type TopicId } from '@hashgraph/sdk'
import { eventually, getJson, sdkClient, startTestEmulator } from './helpers.js'

describe('the emulator log on a full disk', () => {
  let dataDir: string
  beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'emulator-full-')) })
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }) })

  it('cuts a torn write back, refuses with BUSY and unready, and recovers by itself', async () => {
    let full = false
    // a full disk: half of the line is written, then ENOSPC
    const logWrite = ((fd: number, buffer: Uint8Array, offset?: number) => {
      if (!full) return writeSync(fd, buffer, offset)
      const from = offset ?? 0
      if (from === 0) return writeSync(fd, buffer, 0, Math.floor(buffer.length / 2))
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    }) as typeof writeSync
    const emulator = await startTestEmulator({ dataDir, logWrite })
    const log = join(dataDir, 'ledger.log')
    const client = sdkClient(emulator, { fast: true })
    const submitKey = PrivateKey.generateED25519()
    let topicId: TopicId
    try {
      const created = await (await new TopicCreateTransaction().setSubmitKey(submitKey.publicKey).execute(client)).getReceipt(client)
      topicId = created.topicId!
      const sizeBefore = statSync(log).size
      expect((await getJson(emulator, '/health/ready')).status).toBe(200)

      full = true
      const lost = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('lost').freezeWith(client).sign(submitKey)).execute(client)
      const ready = await eventually(async () => {
        const res = await getJson(emulator, '/health/ready')
        if (res.status !== 503) throw new Error('still ready')
        return res.body
      })
      expect(ready).toMatchObject({ status: 'unready', reason: 'log_write_failed', detail: expect.stringContaining('ENOSPC') })
      // nothing of the torn line is left, and the transaction never happened
      expect(statSync(log).size).toBe(sizeBefore)
      const [payer, validStart] = lost.transactionId.toString().split('@') as [string, string]
      expect((await fetch(`${emulator.mirrorUrl}/api/v1/transactions/${payer}-${validStart.replace('.', '-')}`)).status).toBe(404)
      // meanwhile the node answers BUSY
      const refused = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('refused').freezeWith(client).sign(submitKey)
      const busy = await refused.setMaxAttempts(1).execute(client).then(() => undefined, (err: Error) => err)
      expect(String(busy)).toContain('BUSY')

      full = false
      const after = await eventually(async () => {
        const tx = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('after').freezeWith(client).sign(submitKey)
        return await (await tx.setMaxAttempts(1).execute(client)).getReceipt(client)
      })
      expect(after.status).toBe(Status.Success)
      expect((await getJson(emulator, '/health/ready')).status).toBe(200)
    } finally {
      client.close()
      await emulator.close()
    }

    // the log replays: every line whole, the lost message nowhere
    expect((await readFile(log, 'utf8')).endsWith('\n')).toBe(true)
    const again = await startTestEmulator({ dataDir })
    try {
      const { body } = await getJson(again, `/api/v1/topics/${topicId.toString()}/messages`)
      const texts = (body.messages as Array<{ message: string }>).map((m) => Buffer.from(m.message, 'base64').toString('utf8'))
      expect(texts).toEqual(['after'])
    } finally {
      await again.close()
    }
  }, 60_000)

  it('fills up on demand (POST /admin/faults diskFull) and recovers once it is cleared', async () => {
    const emulator = await startTestEmulator({ dataDir })
    const log = join(dataDir, 'ledger.log')
    const client = sdkClient(emulator, { fast: true })
    const setFaults = async (settings: Record<string, number>): Promise<void> => {
      expect((await fetch(`${emulator.mirrorUrl}/admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) })).status).toBe(200)
    }
    try {
      const topicId = (await (await new TopicCreateTransaction().execute(client)).getReceipt(client)).topicId!
      const sizeBefore = statSync(log).size
      await setFaults({ diskFull: 1 })
      await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('lost').execute(client)
      const ready = await eventually(async () => {
        const res = await getJson(emulator, '/health/ready')
        if (res.status !== 503) throw new Error('still ready')
        return res.body
      })
      expect(ready).toMatchObject({ reason: 'log_write_failed', detail: expect.stringContaining('ENOSPC') })
      expect(statSync(log).size).toBe(sizeBefore)

      await setFaults({ diskFull: 0 })
      const after = await eventually(async () => await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('after').setMaxAttempts(1).execute(client)).getReceipt(client))
      expect(after.status).toBe(Status.Success)
      expect((await getJson(emulator, '/health/ready')).status).toBe(200)
      const { body } = await getJson(emulator, `/api/v1/topics/${topicId.toString()}/messages`)
      expect((body.messages as Array<{ message: string }>).map((m) => Buffer.from(m.message, 'base64').toString('utf8'))).toEqual(['after'])
    } finally {
      client.close()
      await emulator.close()
    }
  }, 60_000)
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TransactionId, type Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import { HederaSubmitError } from '../../src/hedera/status.js'
import { probeReceipt } from '../../src/hedera/receipt.js'
import { errorStatus, submitMessage, type SubmitOptions } from '../../src/hedera/submit.js'
import { createTopic } from '../../src/hedera/topics.js'
import { readTopicMessages, startNetwork, testClient } from '../support/network.js'

// Needs no Redis: the emulator and the real SDK only. Times are shifted through `now`, never waited for.
let emulator: Emulator
let client: Client
let topicId: string
let n = 0

beforeAll(async () => {
  emulator = await startNetwork()
  client = testClient(emulator)
  topicId = (await createTopic(client)).topicId
}, 60_000)

afterAll(async () => {
  client?.close()
  await emulator?.close()
})

beforeEach(() => { emulator.faults.reset() })

function uniqueMessage (): string {
  n += 1
  return JSON.stringify({ p: 'hcs-20', op: 'mint', tick: 'loyal', amt: String(n), to: '0.0.1001', m: `submit-${n}-${Date.now()}` })
}

function options (extra: Partial<SubmitOptions> = {}): SubmitOptions {
  return { requestTimeoutMs: 10_000, receiptTimeoutMs: 10_000, receiptTtlMs: 180_000, mirrorUrl: emulator.mirrorUrl, ...extra }
}

function neverSentId (ageSeconds: number): string {
  return `${emulator.operatorId}@${Math.floor(Date.now() / 1000) - ageSeconds}.000000007`
}

async function count (message: string): Promise<number> {
  return (await readTopicMessages(emulator.mirrorUrl, topicId)).filter((m) => m.text === message).length
}

function recordPins (taken: ReadonlySet<number> = new Set()): { pins: string[], onPinned: (id: string) => Promise<boolean> } {
  const pins: string[] = []
  return {
    pins,
    onPinned: async (id) => {
      pins.push(id)
      return !taken.has(pins.length)
    }
  }
}

describe(submitMessage.name, () => {
  it('pins the id before it sends and returns once the node accepted it', async () => {
    const message = uniqueMessage()
    const hooks = recordPins()
    const sut = await submitMessage(client, { topicId, message }, hooks, options())
    expect(hooks.pins).toEqual([sut.transactionId])
    expect(sut).toEqual({ transactionId: hooks.pins[0], status: 'ACCEPTED' })
    expect(await count(message)).toBe(1)
  })

  it('does not wait for consensus: accepted while the receipt still says UNKNOWN, sequenced once consensus comes', async () => {
    emulator.faults.set({ consensusDelayMs: 600_000 })
    const message = uniqueMessage()
    const sut = await submitMessage(client, { topicId, message }, recordPins(), options())
    expect(sut.status).toBe('ACCEPTED')
    const id = TransactionId.fromString(sut.transactionId)
    expect(await probeReceipt(client, id, 5000, errorStatus)).toEqual({ kind: 'pending' })
    // A retry of a pending id sends nothing (a send would consume the fault) and says accepted again.
    emulator.faults.set({ busy: 1 })
    const hooks = recordPins()
    expect(await submitMessage(client, { topicId, message, transactionId: sut.transactionId }, hooks, options())).toEqual(sut)
    expect(hooks.pins).toEqual([])
    expect(emulator.faults.get()).toMatchObject({ busy: 1 })
  })

  it('probes receipts without waiting: sequenced with its fields, or not found', async () => {
    const message = uniqueMessage()
    const sut = await submitMessage(client, { topicId, message }, recordPins(), options())
    const probe = await probeReceipt(client, TransactionId.fromString(sut.transactionId), 5000, errorStatus)
    expect(probe).toMatchObject({ kind: 'sequenced', runningHash: expect.stringMatching(/^[0-9a-f]{96}$/) })
    expect((probe as { sequenceNumber: number }).sequenceNumber).toBeGreaterThan(0)
    expect(await probeReceipt(client, TransactionId.fromString(neverSentId(5)), 5000, errorStatus)).toEqual({ kind: 'not-found' })
  })

  it('pins another id when the first one is taken by another job', async () => {
    const message = uniqueMessage()
    const hooks = recordPins(new Set([1]))
    const sut = await submitMessage(client, { topicId, message }, hooks, options())
    expect(hooks.pins).toHaveLength(2)
    expect(sut.transactionId).toBe(hooks.pins[1])
    expect(await count(message)).toBe(1)
  })

  it('treats DUPLICATE_TRANSACTION after a lost response as accepted', async () => {
    emulator.faults.set({ loseResponse: 1 })
    const message = uniqueMessage()
    const sut = await submitMessage(client, { topicId, message }, recordPins(), options())
    expect(sut.status).toBe('ACCEPTED')
    expect(emulator.faults.get()).toEqual({})
    expect(await count(message)).toBe(1)
  })

  it('answers a retry of an applied id from its receipt without sending', async () => {
    const message = uniqueMessage()
    const first = await submitMessage(client, { topicId, message }, recordPins(), options())
    const hooks = recordPins()
    // A send would consume this fault; the receipt query does not.
    emulator.faults.set({ busy: 1 })
    const sut = await submitMessage(client, { topicId, message, transactionId: first.transactionId }, hooks, options())
    expect(sut).toMatchObject({ transactionId: first.transactionId, status: 'SUCCESS', runningHash: expect.stringMatching(/^[0-9a-f]{96}$/) })
    expect(sut.sequenceNumber).toBeGreaterThan(0)
    expect(hooks.pins).toEqual([])
    expect(emulator.faults.get()).toEqual({ busy: 1 })
    expect(await count(message)).toBe(1)
  })

  it('uses a new id once the pinned one expired and no receipt exists while receipts are still kept', async () => {
    const message = uniqueMessage()
    const pinned = neverSentId(150)
    const hooks = recordPins()
    const sut = await submitMessage(client, { topicId, message, transactionId: pinned }, hooks, options({ mirrorUrl: undefined }))
    expect(hooks.pins).toHaveLength(1)
    expect(sut.transactionId).toBe(hooks.pins[0])
    expect(sut.transactionId).not.toBe(pinned)
    expect(await count(message)).toBe(1)
  })

  it('asks the mirror node once receipts are gone, and uses a new id when it never reached consensus', async () => {
    const message = uniqueMessage()
    const hooks = recordPins()
    const sut = await submitMessage(client, { topicId, message, transactionId: neverSentId(400) }, hooks, options())
    expect(hooks.pins).toEqual([sut.transactionId])
    expect(await count(message)).toBe(1)
  })

  it('settles an applied id through the mirror node once its receipt expired', async () => {
    const message = uniqueMessage()
    const first = await submitMessage(client, { topicId, message }, recordPins(), options())
    emulator.faults.set({ receiptTtlMs: 1 })
    const hooks = recordPins()
    const later = () => Date.now() + 400_000
    const sut = await submitMessage(client, { topicId, message, transactionId: first.transactionId }, hooks, options({ now: later }))
    expect(sut).toEqual({ transactionId: first.transactionId, status: 'SUCCESS' })
    expect(hooks.pins).toEqual([])
    expect(await count(message)).toBe(1)
  })

  it('refuses a new id when an expired outcome cannot be settled', async () => {
    const hooks = recordPins()
    const attempt = submitMessage(client, { topicId, message: uniqueMessage(), transactionId: neverSentId(400) }, hooks, options({ mirrorUrl: undefined }))
    await expect(attempt).rejects.toMatchObject({ code: 'OUTCOME_UNKNOWN' })
    expect(hooks.pins).toEqual([])
  })

  it('waits rather than decides while the pinned id is on the edge of its validity', async () => {
    const attempt = submitMessage(client, { topicId, message: uniqueMessage(), transactionId: neverSentId(125) }, recordPins(), options())
    await expect(attempt).rejects.toMatchObject({ code: 'TRANSACTION_EXPIRED' })
  })

  it('rejects a message over one chunk before pinning an id', async () => {
    const hooks = recordPins()
    const attempt = submitMessage(client, { topicId, message: 'x'.repeat(1025) }, hooks, options())
    await expect(attempt).rejects.toBeInstanceOf(HederaSubmitError)
    await expect(attempt).rejects.toMatchObject({ code: 'MESSAGE_SIZE_TOO_LARGE' })
    expect(hooks.pins).toEqual([])
  })

  it('reports a failure at consensus with its status through the receipt, and on a retry of the id', async () => {
    const message = uniqueMessage()
    const sut = await submitMessage(client, { topicId: '0.0.999999', message }, recordPins(), options())
    expect(sut.status).toBe('ACCEPTED')
    expect(await probeReceipt(client, TransactionId.fromString(sut.transactionId), 5000, errorStatus))
      .toEqual({ kind: 'failed', status: 'INVALID_TOPIC_ID', spent: false })
    const retry = submitMessage(client, { topicId: '0.0.999999', message, transactionId: sut.transactionId }, recordPins(), options())
    await expect(retry).rejects.toMatchObject({ code: 'INVALID_TOPIC_ID' })
  })
})

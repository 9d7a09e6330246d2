import { describe, expect, it } from 'vitest'
import type { JobRecord } from '@hcs/protocol'
import { createSettledMessages } from '../src/settled-messages.js'
import type { MirrorClient, MirrorMessage } from '../src/mirror-client.js'

const compact: JobRecord = {
  jobId: '0.0.9_jx',
  status: 'confirmed',
  op: 'mint',
  ticker: 'pts',
  topicId: '0.0.9',
  requestId: 'r',
  attempts: 1,
  sequenceNumber: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:01.000Z'
}

function message (text: string): MirrorMessage {
  return {
    consensusTimestamp: '1.000000001',
    message: new Uint8Array(Buffer.from(text)),
    payerAccountId: '0.0.2',
    runningHash: new Uint8Array(48).fill(0xab),
    runningHashVersion: 3,
    sequenceNumber: 3,
    topicId: '0.0.9'
  }
}

/** A mirror that answers getMessage with `answer` and counts the calls. */
function mirror (answer: (signal?: AbortSignal) => Promise<MirrorMessage | undefined>): MirrorClient & { calls: number } {
  const fake = {
    calls: 0,
    async getMessage (_topicId: string, _seq: number, signal?: AbortSignal) { fake.calls++; return await answer(signal) }
  }
  return fake as unknown as MirrorClient & { calls: number }
}

describe(createSettledMessages.name, () => {
  it('fills in the message and running hash of a compact settled record, once per message however many ask', async () => {
    const m = mirror(async () => message('{"p":"hcs-20"}'))
    const settled = createSettledMessages({ mirror: m, timeoutMs: 1000, cacheEntries: 10 })
    const [a, b] = await settled.completeAll([compact, compact])
    expect(a).toEqual({ ...compact, message: '{"p":"hcs-20"}', runningHash: 'ab'.repeat(48) })
    expect(b).toEqual(a)
    expect(await settled.complete(compact)).toEqual(a)
    expect(m.calls).toBe(1)
  })

  it('leaves a record that has its message, or no sequence number, as it is, without asking', async () => {
    const m = mirror(async () => message('x'))
    const settled = createSettledMessages({ mirror: m, timeoutMs: 1000, cacheEntries: 10 })
    const whole = { ...compact, message: 'kept' }
    const { sequenceNumber: _s, ...queued } = compact
    expect(await settled.complete(whole)).toBe(whole)
    expect(await settled.complete(queued)).toBe(queued)
    expect(await settled.completeAll([undefined])).toEqual([undefined])
    expect(m.calls).toBe(0)
  })

  it('answers without the message when the mirror does not answer in time, then pauses before asking again', async () => {
    let now = 0
    const m = mirror(async (signal) => await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => { reject(signal.reason) })))
    const settled = createSettledMessages({ mirror: m, timeoutMs: 50, cacheEntries: 10, backoffMs: 1000, now: () => now })
    expect(await settled.complete(compact)).toEqual(compact)
    expect(m.calls).toBe(1)
    now = 500
    expect(await settled.complete(compact)).toEqual(compact)
    expect(m.calls).toBe(1)
    now = 1001
    expect(await settled.complete(compact)).toEqual(compact)
    expect(m.calls).toBe(2)
  })

  it('answers without the message when there is no mirror or it has no such message', async () => {
    expect(await createSettledMessages({ mirror: undefined, timeoutMs: 50, cacheEntries: 1 }).complete(compact)).toEqual(compact)
    const m = mirror(async () => undefined)
    expect(await createSettledMessages({ mirror: m, timeoutMs: 50, cacheEntries: 1 }).complete(compact)).toEqual(compact)
  })
})

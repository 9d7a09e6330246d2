import { describe, expect, it } from 'vitest'
import { createTopicMessages, rangeFor, TopicMessagesUnavailable } from '../src/topic-messages.js'
import type { TopicMessageSource } from '../src/topic-messages.js'
import type { MirrorClient, MirrorMessage } from '../src/mirror-client.js'

const TOPIC = '0.0.9'

function message (sequenceNumber: number): MirrorMessage {
  return {
    consensusTimestamp: `1.${String(sequenceNumber).padStart(9, '0')}`,
    message: new Uint8Array(Buffer.from(`m${sequenceNumber}`)),
    payerAccountId: '0.0.2',
    runningHash: new Uint8Array(48),
    runningHashVersion: 3,
    sequenceNumber,
    topicId: TOPIC,
    chunk: { number: 1, total: 1, transactionId: `0.0.2@1.${sequenceNumber}` }
  }
}

/** A mirror with messages 1..`last` that records each request; `fail` makes every request throw. */
function mirror (last: number) {
  const asked: string[] = []
  let inFlight = 0
  let peak = 0
  const state = { fail: false }
  const client = {
    async getMessage (_topicId: string, sequenceNumber: number) {
      asked.push(`one ${sequenceNumber}`)
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((resolve) => setImmediate(resolve))
      inFlight--
      if (state.fail) throw new Error('down')
      return sequenceNumber <= last ? message(sequenceNumber) : undefined
    },
    async getMessages (_topicId: string, after: number, limit: number) {
      asked.push(`range ${after} ${limit}`)
      if (state.fail) throw new Error('down')
      const messages = Array.from({ length: limit }, (_, i) => after + 1 + i).filter((s) => s <= last).map(message)
      return { messages, next: null }
    }
  } as unknown as MirrorClient
  return { client, asked, state, peak: () => peak }
}

describe(rangeFor.name, () => {
  it.each([
    [[5], undefined],
    [[3, 4, 5, 6], { after: 2, limit: 4 }],
    [[9, 7, 8], { after: 6, limit: 3 }],
    [[1, 3], { after: 0, limit: 3 }],
    [[1, 10], undefined],
    [[1, 150], undefined],
    [Array.from({ length: 101 }, (_, i) => i + 1), undefined]
  ])('reads %j in one range: %j', (missing, range) => {
    expect(rangeFor(missing)).toEqual(range)
  })
})

describe(createTopicMessages.name, () => {
  it('reads close sequence numbers in one range, scattered ones one by one (bounded), then from the cache', async () => {
    const fake = mirror(1000)
    const counted: Array<[TopicMessageSource, number]> = []
    const sut = createTopicMessages({ mirror: fake.client, cacheEntries: 100, timeoutMs: 1000, concurrency: 3, onRead: (source, n) => { if (n > 0) counted.push([source, n]) } })
    const close = await sut.read(TOPIC, [4, 5, 6])
    expect([...close.keys()]).toEqual([4, 5, 6])
    expect(close.get(5)).toEqual({ sequenceNumber: 5, consensusTimestamp: '1.000000005', payer: '0.0.2', message: new Uint8Array(Buffer.from('m5')), runningHash: new Uint8Array(48), transactionId: '0.0.2@1.5' })
    expect(fake.asked).toEqual(['range 3 3'])
    const scattered = [100, 300, 500, 700, 900, 950, 990]
    const far = await sut.read(TOPIC, [5, ...scattered])
    expect(far.size).toBe(8)
    expect(fake.asked.slice(1).sort()).toEqual(scattered.map((s) => `one ${s}`).sort())
    expect(fake.peak()).toBeLessThanOrEqual(3)
    await sut.read(TOPIC, [4, 100])
    expect(fake.asked).toHaveLength(8)
    expect(counted).toEqual([['range', 3], ['cache', 1], ['message', 7], ['cache', 2]])
  })

  it('fails when the mirror fails or lacks a message, then answers at once without asking it during the pause', async () => {
    const fake = mirror(10)
    let now = 0
    const sut = createTopicMessages({ mirror: fake.client, cacheEntries: 100, timeoutMs: 1000, backoffMs: 1000, now: () => now })
    await expect(sut.read(TOPIC, [20])).rejects.toThrow(TopicMessagesUnavailable)
    fake.state.fail = true
    await expect(sut.read(TOPIC, [1, 2])).rejects.toThrow(TopicMessagesUnavailable)
    const asked = fake.asked.length
    await expect(sut.read(TOPIC, [3])).rejects.toThrow(/a moment ago/)
    expect(fake.asked).toHaveLength(asked)
    fake.state.fail = false
    now = 1001
    expect((await sut.read(TOPIC, [1, 2])).size).toBe(2)
  })
})

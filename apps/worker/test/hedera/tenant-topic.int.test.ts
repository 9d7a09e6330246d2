import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TopicInfoQuery, type Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import { CreationOutcomeUnknown, createOwnedTopic } from '../../src/hedera/tenant-topic.js'
import { createTopic } from '../../src/hedera/topics.js'
import { startNetwork, testClient } from '../support/network.js'

// A tenant topic's creation (ADR 047) with the emulator and the real SDK: no Redis.
let emulator: Emulator
let client: Client

beforeAll(async () => {
  emulator = await startNetwork()
  client = testClient(emulator)
}, 60_000)

afterAll(async () => {
  client?.close()
  await emulator?.close()
})

beforeEach(() => { emulator.faults.reset() })

function topicNumber (topicId: string): number {
  return Number(topicId.split('.')[2])
}

describe(createOwnedTopic.name, () => {
  it('creates a private topic whose submit key is the operator key, pins its id first, and reports the fee', async () => {
    const pins: string[] = []
    const created = await createOwnedTopic(client, { memo: 'tenant topic' }, async (id) => { pins.push(id) }, 10_000)
    expect(pins).toEqual([created.transactionId])
    expect(BigInt(created.feeTinybars)).toBeGreaterThan(0n)
    const info = await new TopicInfoQuery().setTopicId(created.topicId).execute(client)
    expect(info.submitKey?.toString()).toBe(client.operatorPublicKey?.toString())
    expect(info.topicMemo).toBe('tenant topic')
  })

  it('creates one topic when a run loses its answer and the retry sends the pinned transaction again', async () => {
    const pins: string[] = []
    emulator.faults.set({ loseResponse: 1 })
    const first = await createOwnedTopic(client, {}, async (id) => { pins.push(id) }, 10_000).catch(() => undefined)
    expect(pins).toHaveLength(1)
    const retry = await createOwnedTopic(client, { transactionId: pins[0] }, async () => { throw new Error('a retry pins nothing') }, 10_000)
    expect(retry.transactionId).toBe(pins[0])
    if (first !== undefined) expect(first.topicId).toBe(retry.topicId)
    // no second topic was made in between: the next one takes the next number
    const next = await createTopic(client)
    expect(topicNumber(next.topicId)).toBe(topicNumber(retry.topicId) + 1)
  })

  it('never replaces a pinned transaction that expired unanswered (it may have reached consensus)', async () => {
    const expired = `${emulator.operatorId}@${Math.floor(Date.now() / 1000) - 600}.000000001`
    await expect(createOwnedTopic(client, { transactionId: expired }, async () => {}, 10_000)).rejects.toBeInstanceOf(CreationOutcomeUnknown)
  })
})

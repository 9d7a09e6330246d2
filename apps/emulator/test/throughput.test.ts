import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import { TopicCreateTransaction, TopicMessageSubmitTransaction, type Client, type TransactionReceipt, type TransactionResponse } from '@hashgraph/sdk'
import { INITIAL_RUNNING_HASH, computeRunningHash } from '@hcs/protocol'
import { startEmulator, type Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient, getJson } from './helpers.js'

interface MirrorMessage {
  consensus_timestamp: string
  message: string
  payer_account_id: string
  running_hash: string
  running_hash_version: number
  sequence_number: number
  topic_id: string
}

const COUNT = 1000

describe(startEmulator.name, () => {
  let emulator: Emulator
  let client: Client
  let topicId: string
  const responses: TransactionResponse[] = []
  const receipts: TransactionReceipt[] = []

  beforeAll(async () => {
    emulator = await startTestEmulator()
    client = sdkClient(emulator, { fast: true })
    const created = await (await new TopicCreateTransaction().execute(client)).getReceipt(client)
    topicId = created.topicId?.toString() ?? ''
    const sent = await Promise.all(Array.from({ length: COUNT }, async (_, i) =>
      await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(`message ${i}`).execute(client)))
    responses.push(...sent)
    receipts.push(...await Promise.all(sent.map(async (r) => await r.getReceipt(client))))
  }, 60_000)

  afterAll(async () => {
    client.close()
    await emulator.close()
  })

  it('sequences 1,000 concurrent submits as 1..1,000 with no gap', () => {
    const seqs = receipts.map((r) => Number(r.topicSequenceNumber?.toString())).sort((a, b) => a - b)
    expect(seqs).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1))
  })

  it('pages the mirror REST through links.next to exactly what the receipts said', async () => {
    const seen: MirrorMessage[] = []
    let next: string | null = `/api/v1/topics/${topicId}/messages?limit=100&order=asc`
    let pages = 0
    while (next !== null) {
      const { status, body } = await getJson(emulator, next)
      expect(status).toBe(200)
      seen.push(...body.messages as MirrorMessage[])
      next = (body.links as { next: string | null }).next
      pages++
    }
    expect(pages).toBeGreaterThanOrEqual(10)
    expect(seen.map((m) => m.sequence_number)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1))
    const bySeq = new Map(receipts.map((r) => [Number(r.topicSequenceNumber?.toString()), r]))
    for (const m of seen) {
      const receipt = bySeq.get(m.sequence_number)
      expect(Buffer.from(m.running_hash, 'base64').equals(Buffer.from(receipt?.topicRunningHash ?? []))).toBe(true)
    }
  })

  it('serves running hashes that recompute from the mirror data alone', async () => {
    let previous: Buffer = INITIAL_RUNNING_HASH
    let next: string | null = `/api/v1/topics/${topicId}/messages?limit=100`
    const topic = topicId.split('.').map(Number) as [number, number, number]
    while (next !== null) {
      const { body } = await getJson(emulator, next)
      for (const m of body.messages as MirrorMessage[]) {
        const [seconds = '0', nanos = '0'] = m.consensus_timestamp.split('.')
        const expected = computeRunningHash({
          previous,
          payer: m.payer_account_id.split('.').map(Number) as [number, number, number],
          topic,
          consensusSeconds: BigInt(seconds),
          consensusNanos: Number(nanos),
          sequenceNumber: BigInt(m.sequence_number),
          message: Buffer.from(m.message, 'base64')
        })
        expect(m.running_hash_version).toBe(3)
        expect(expected.toString('base64')).toBe(m.running_hash)
        previous = expected
      }
      next = (body.links as { next: string | null }).next
    }
  })

  it('serves each transaction by id with its result, timestamp and hash', async () => {
    for (const response of responses.slice(0, 20)) {
      const { status, body } = await getJson(emulator, `/api/v1/transactions/${response.transactionId.toString()}`)
      expect(status).toBe(200)
      const [tx] = body.transactions as Array<Record<string, unknown>>
      expect(tx?.result).toBe('SUCCESS')
      expect(tx?.name).toBe('CONSENSUSSUBMITMESSAGE')
      expect(tx?.entity_id).toBe(topicId)
      expect(tx?.transaction_hash).toBe(Buffer.from(response.transactionHash).toString('base64'))
      const [account, time] = response.transactionId.toString().split('@')
      expect(tx?.transaction_id).toBe(`${account ?? ''}-${(time ?? '').replace('.', '-')}`)
    }
  })
})

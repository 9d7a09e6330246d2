import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import { PrivateKey, TopicCreateTransaction, TopicMessageQuery, TopicMessageSubmitTransaction, type Client, type TopicId } from '@hashgraph/sdk'
import { handleMirrorRequest } from '../src/mirror/mirror-rest.js'
import type { Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient, getJson, eventually } from './helpers.js'

interface Page { messages: Array<{ sequence_number: number, message: string, consensus_timestamp: string }>, links: { next: string | null } }

describe(handleMirrorRequest.name, () => {
  let emulator: Emulator
  let client: Client
  let publicTopic: TopicId
  let privateTopic: TopicId
  const submitKey = PrivateKey.generateED25519()
  beforeAll(async () => {
    emulator = await startTestEmulator()
    client = sdkClient(emulator, { fast: true })
    publicTopic = (await (await new TopicCreateTransaction().setTopicMemo('pub').execute(client)).getReceipt(client)).topicId ?? publicTopic
    privateTopic = (await (await new TopicCreateTransaction().setSubmitKey(submitKey.publicKey).execute(client)).getReceipt(client)).topicId ?? privateTopic
    const responses = await Promise.all(Array.from({ length: 30 }, async (_, i) =>
      await new TopicMessageSubmitTransaction().setTopicId(publicTopic).setMessage(`m${i}`).execute(client)))
    await Promise.all(responses.map(async (r) => await r.getReceipt(client)))
  })
  afterAll(async () => {
    client.close()
    await emulator.close()
  })

  const page = async (query: string): Promise<Page> => {
    const { status, body } = await getJson(emulator, `/api/v1/topics/${publicTopic.toString()}/messages${query}`)
    expect(status).toBe(200)
    return body as unknown as Page
  }
  const seqs = (p: Page): number[] => p.messages.map((m) => m.sequence_number)

  it('describes public and private topics with their submit key', async () => {
    const pub = await getJson(emulator, `/api/v1/topics/${publicTopic.toString()}`)
    expect(pub.body).toMatchObject({ topic_id: publicTopic.toString(), memo: 'pub', submit_key: null, admin_key: null, deleted: false })
    const priv = await getJson(emulator, `/api/v1/topics/${privateTopic.toString()}`)
    expect(priv.body.submit_key).toEqual({ _type: 'ED25519', key: submitKey.publicKey.toStringRaw() })
  })

  it('filters by sequence number and pages with links.next', async () => {
    const first = await page('?sequencenumber=gt:5&sequencenumber=lte:12&limit=5')
    expect(seqs(first)).toEqual([6, 7, 8, 9, 10])
    expect(first.links.next).toMatch(/^\/api\/v1\/topics\/0\.0\.\d+\/messages\?/)
    const { body } = await getJson(emulator, first.links.next ?? '')
    expect(seqs(body as unknown as Page)).toEqual([11, 12])
    expect((body as unknown as Page).links.next).toBeNull()
    expect(seqs(await page('?sequencenumber=7'))).toEqual([7])
    expect(seqs(await page('?sequencenumber=gte:29'))).toEqual([29, 30])
    expect(seqs(await page('?sequencenumber=lt:4&order=desc'))).toEqual([3, 2, 1])
  })

  it('filters by timestamp, caps the limit at 100 and decodes utf-8', async () => {
    const all = await page('?limit=1000')
    expect(all.messages).toHaveLength(30)
    expect(all.links.next).toBeNull()
    const t10 = all.messages[9]?.consensus_timestamp ?? ''
    expect(seqs(await page(`?timestamp=gte:${t10}&limit=3`))).toEqual([10, 11, 12])
    expect(seqs(await page(`?timestamp=${t10}`))).toEqual([10])
    expect(seqs(await page(`?timestamp=lt:${t10}&order=desc&limit=2`))).toEqual([9, 8])
    expect((await page('?sequencenumber=1&encoding=utf-8')).messages[0]?.message).toBe('m0')
    expect(seqs(await page(''))).toHaveLength(25)
  })

  it('serves one message by sequence number and the transaction behind it', async () => {
    const { status, body } = await getJson(emulator, `/api/v1/topics/${publicTopic.toString()}/messages/3`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ sequence_number: 3, topic_id: publicTopic.toString(), payer_account_id: '0.0.2', running_hash_version: 3 })
    const chunk = body.chunk_info as { initial_transaction_id: { account_id: string, transaction_valid_start: string }, number: number, total: number }
    expect(chunk).toMatchObject({ number: 1, total: 1 })
    const txId = `${chunk.initial_transaction_id.account_id}-${chunk.initial_transaction_id.transaction_valid_start.replace('.', '-')}`
    const tx = await getJson(emulator, `/api/v1/transactions/${txId}`)
    expect((tx.body.transactions as Array<Record<string, unknown>>)[0]).toMatchObject({ result: 'SUCCESS', consensus_timestamp: body.consensus_timestamp, transaction_id: txId })
  })

  it('answers 400 and 404 with mirror-node error bodies', async () => {
    const bad = await getJson(emulator, `/api/v1/topics/${publicTopic.toString()}/messages?limit=abc`)
    expect(bad).toEqual({ status: 400, body: { _status: { messages: [{ message: 'Invalid parameter: limit' }] } } })
    expect((await getJson(emulator, `/api/v1/topics/${publicTopic.toString()}/messages?sequencenumber=ne:3`)).status).toBe(400)
    expect((await getJson(emulator, '/api/v1/topics/not-a-topic')).status).toBe(400)
    expect(await getJson(emulator, '/api/v1/topics/0.0.987654')).toEqual({ status: 404, body: { _status: { messages: [{ message: 'Not found' }] } } })
    expect((await getJson(emulator, `/api/v1/topics/${publicTopic.toString()}/messages/31`)).status).toBe(404)
    expect((await getJson(emulator, '/api/v1/transactions/0.0.2-1700000000-000000001')).status).toBe(404)
  })

  it('answers GET /health/live (compose\'s health check) and /health/ready on the mirror port, and nothing else there', async () => {
    expect(await getJson(emulator, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await getJson(emulator, '/health/ready')).toEqual({ status: 200, body: { status: 'ready' } })
    expect((await getJson(emulator, '/health/other')).status).toBe(404)
  })

  it('streams topic messages to the SDK TopicMessageQuery', async () => {
    const received: string[] = []
    const handle = new TopicMessageQuery().setTopicId(publicTopic).setStartTime(0).subscribe(client, null, (m) => {
      received.push(Buffer.from(m.contents).toString())
    })
    try {
      await eventually(async () => { expect(received).toHaveLength(30) })
      await (await new TopicMessageSubmitTransaction().setTopicId(publicTopic).setMessage('live').execute(client)).getReceipt(client)
      await eventually(async () => { expect(received.at(-1)).toBe('live') })
      expect(received.slice(0, 3)).toEqual(['m0', 'm1', 'm2'])
    } finally {
      handle.unsubscribe()
    }
  })

  it('glitches on demand (POST /admin/faults): a maintenance body, then pages that link to themselves, then whole again', async () => {
    const setFaults = async (settings: Record<string, number>): Promise<number> =>
      (await fetch(`${emulator.mirrorUrl}/admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) })).status
    const path = `/api/v1/topics/${publicTopic.toString()}/messages?limit=5&sequencenumber=gt:10`
    try {
      expect(await setFaults({ mirrorMaintenance: 1 })).toBe(200)
      expect(await getJson(emulator, path)).toEqual({ status: 200, body: { error: 'maintenance' } })
      // only the message lists glitch: the topic itself still answers
      expect((await getJson(emulator, `/api/v1/topics/${publicTopic.toString()}`)).body.topic_id).toBe(publicTopic.toString())

      expect(await setFaults({ mirrorMaintenance: 0, mirrorSelfLink: 1 })).toBe(200)
      const looping = await page('?limit=5&sequencenumber=gt:10')
      expect(seqs(looping)).toEqual([11, 12, 13, 14, 15])
      expect(looping.links.next).toBe('/api/v1/topics/' + publicTopic.toString() + '/messages?limit=5&sequencenumber=gt:10')
    } finally {
      await setFaults({ mirrorMaintenance: 0, mirrorSelfLink: 0 })
    }
    const whole = await page('?limit=5&sequencenumber=gt:10')
    expect(whole.links.next).toContain('sequencenumber=gt:15')
    expect(await setFaults({ mirrorSelfLink: -1 })).toBe(400)
  })
})

describe(`${handleMirrorRequest.name} with a mirror lag`, () => {
  it('shows a message only after the configured lag', async () => {
    const emulator = await startTestEmulator({ mirrorLagMs: 1500 })
    const client = sdkClient(emulator, { fast: true })
    try {
      const topicId = (await (await new TopicCreateTransaction().execute(client)).getReceipt(client)).topicId?.toString() ?? ''
      await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('lagging').execute(client)).getReceipt(client)
      const early = await getJson(emulator, `/api/v1/topics/${topicId}/messages`)
      expect(early.body.messages).toEqual([])
      await eventually(async () => {
        const late = await getJson(emulator, `/api/v1/topics/${topicId}/messages`)
        expect(late.body.messages).toHaveLength(1)
      })
    } finally {
      client.close()
      await emulator.close()
    }
  })
})

import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MirrorMessage } from '@hcs/runtime'
import type { FakeTopic } from './fake-mirror.js'

function messageJson (m: MirrorMessage): Record<string, unknown> {
  return {
    chunk_info: m.chunk === undefined ? null : { initial_transaction_id: null, number: m.chunk.number, total: m.chunk.total },
    consensus_timestamp: m.consensusTimestamp,
    message: Buffer.from(m.message).toString('base64'),
    payer_account_id: m.payerAccountId,
    running_hash: Buffer.from(m.runningHash).toString('base64'),
    running_hash_version: m.runningHashVersion,
    sequence_number: m.sequenceNumber,
    topic_id: m.topicId
  }
}

/** Serves a fake topic over the mirror node REST shape (topic info and message pages). */
export async function serveMirror (topic: FakeTopic): Promise<{ url: string, close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mirror')
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    if (url.pathname === `/api/v1/topics/${topic.topicId}`) {
      return send(200, { topic_id: topic.topicId, submit_key: topic.isPrivate ? { _type: 'ED25519', key: '00' } : null })
    }
    const one = new RegExp(`^/api/v1/topics/${topic.topicId}/messages/(\\d+)$`).exec(url.pathname)
    if (one !== null) {
      const m = topic.messages.find(m => m.sequenceNumber === Number(one[1]))
      return m === undefined ? send(404, { _status: { messages: [{ message: 'Not found' }] } }) : send(200, messageJson(m))
    }
    if (url.pathname !== `/api/v1/topics/${topic.topicId}/messages`) return send(404, { _status: { messages: [{ message: 'Not found' }] } })
    const after = Number((url.searchParams.get('sequencenumber') ?? 'gt:0').replace('gt:', ''))
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? '25'))
    const messages = topic.messages.filter(m => m.sequenceNumber > after).slice(0, limit)
    const last = messages.at(-1)
    send(200, {
      messages: messages.map(messageJson),
      links: { next: messages.length === limit && last !== undefined ? `/api/v1/topics/${topic.topicId}/messages?sequencenumber=gt:${last.sequenceNumber}&limit=${limit}&order=asc` : null }
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => await new Promise<void>(resolve => server.close(() => resolve()))
  }
}

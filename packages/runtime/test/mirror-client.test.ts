import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createMirrorClient, MirrorHttpError, mirrorTransactionId, parseMirrorMessage, transactionIdOf } from '../src/mirror-client.js'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

const servers: Server[] = []

async function serve (handler: Handler): Promise<{ url: string, requests: string[] }> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    handler(req, res)
  })
  servers.push(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }
}

function json (res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

function message (seq: number) {
  return {
    consensus_timestamp: `1700000000.00000000${seq}`,
    message: Buffer.from(`m${seq}`).toString('base64'),
    payer_account_id: '0.0.2',
    running_hash: Buffer.alloc(48, seq).toString('base64'),
    running_hash_version: 3,
    sequence_number: seq,
    topic_id: '0.0.1001',
    chunk_info: { initial_transaction_id: { account_id: '0.0.2', nonce: 0, scheduled: false, transaction_valid_start: '1699999990.5' }, number: 1, total: 1 }
  }
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map(async s => await new Promise(resolve => s.close(resolve))))
})

describe(createMirrorClient.name, () => {
  it('asks for messages after a sequence number and follows links.next relative to the base URL', async () => {
    const { url, requests } = await serve((req, res) => {
      if ((req.url ?? '').includes('page=2')) return json(res, 200, { messages: [message(3)], links: { next: null } })
      json(res, 200, { messages: [message(1), message(2)], links: { next: '/base/api/v1/topics/0.0.1001/messages?page=2' } })
    })
    const sut = createMirrorClient({ baseUrl: `${url}/base/` })
    const first = await sut.getMessages('0.0.1001', 0, 2)
    expect(requests[0]).toBe('/base/api/v1/topics/0.0.1001/messages?sequencenumber=gt:0&limit=2&order=asc')
    expect(first.messages.map(m => m.sequenceNumber)).toEqual([1, 2])
    expect(first.next).toBe('/base/api/v1/topics/0.0.1001/messages?page=2')
    const second = await sut.getPage(first.next ?? '')
    expect(requests[1]).toBe('/base/base/api/v1/topics/0.0.1001/messages?page=2')
    expect(second.messages.map(m => m.sequenceNumber)).toEqual([3])
    expect(second.next).toBeNull()
  })

  it('decodes the message, running hash and initial transaction id', async () => {
    const { url } = await serve((_req, res) => json(res, 200, { messages: [message(1)], links: { next: null } }))
    const page = await createMirrorClient({ baseUrl: url }).getMessages('0.0.1001', 0, 100)
    const m = page.messages[0]
    expect(Buffer.from(m?.message ?? []).toString()).toBe('m1')
    expect(m?.runningHash).toEqual(new Uint8Array(Buffer.alloc(48, 1)))
    expect(m?.chunk).toEqual({ number: 1, total: 1, transactionId: '0.0.2@1699999990.500000000' })
  })

  it('retries 429 and 5xx answers with backoff until one succeeds', async () => {
    let calls = 0
    const { url } = await serve((_req, res) => {
      calls++
      if (calls === 1) return json(res, 429, { _status: { messages: [{ message: 'Too Many Requests' }] } })
      if (calls === 2) return json(res, 503, {})
      json(res, 200, { messages: [], links: { next: null } })
    })
    const page = await createMirrorClient({ baseUrl: url, backoffBaseMs: 1, backoffMaxMs: 5 }).getMessages('0.0.1001', 0, 100)
    expect(page.messages).toEqual([])
    expect(calls).toBe(3)
  })

  it('retries network errors', async () => {
    let calls = 0
    const { url } = await serve((req, res) => {
      calls++
      if (calls === 1) return req.socket.destroy()
      json(res, 200, { topic_id: '0.0.1001', submit_key: null })
    })
    const topic = await createMirrorClient({ baseUrl: url, backoffBaseMs: 1 }).getTopic('0.0.1001')
    expect(topic).toEqual({ topicId: '0.0.1001', isPrivate: false, deleted: false })
    expect(calls).toBe(2)
  })

  it('does not retry a 404 and reports the status', async () => {
    let calls = 0
    const { url } = await serve((_req, res) => { calls++; json(res, 404, {}) })
    await expect(createMirrorClient({ baseUrl: url }).getTopic('0.0.9')).rejects.toBeInstanceOf(MirrorHttpError)
    expect(calls).toBe(1)
  })

  it('gives up after maxAttempts', async () => {
    const { url } = await serve((_req, res) => json(res, 500, {}))
    await expect(createMirrorClient({ baseUrl: url, maxAttempts: 2, backoffBaseMs: 1 }).getTopic('0.0.9')).rejects.toThrow(/500/)
  })

  it('stops waiting between retries when aborted', async () => {
    const { url } = await serve((_req, res) => json(res, 503, {}))
    const controller = new AbortController()
    const pending = createMirrorClient({ baseUrl: url, backoffBaseMs: 60_000, backoffMaxMs: 60_000 }).getTopic('0.0.9', controller.signal)
    setImmediate(() => controller.abort())
    await expect(pending).rejects.toThrow(/abort/i)
  })

  it('sees a submit key as a private topic', async () => {
    const { url } = await serve((_req, res) => json(res, 200, { topic_id: '0.0.1001', submit_key: { _type: 'ED25519', key: 'ab' } }))
    expect((await createMirrorClient({ baseUrl: url }).getTopic('0.0.1001')).isPrivate).toBe(true)
  })

  it('reads a deleted topic as deleted', async () => {
    const { url } = await serve((_req, res) => json(res, 200, { topic_id: '0.0.1001', submit_key: null, deleted: true }))
    expect(await createMirrorClient({ baseUrl: url }).getTopic('0.0.1001')).toEqual({ topicId: '0.0.1001', isPrivate: false, deleted: true })
  })
})

describe('a mirror that leaves optional fields out', () => {
  it('reads a message without initial_transaction_id, with an empty chunk_info, and without chunk_info at all', () => {
    const { chunk_info: _chunk, ...bare } = message(4)
    expect(parseMirrorMessage({ ...bare, chunk_info: { number: 1, total: 1 } }).chunk).toEqual({ number: 1, total: 1 })
    expect(parseMirrorMessage({ ...bare, chunk_info: null }).chunk).toBeUndefined()
    expect(parseMirrorMessage(bare)).toMatchObject({ sequenceNumber: 4, payerAccountId: '0.0.2' })
    expect(parseMirrorMessage(bare).chunk).toBeUndefined()
  })
})

describe('transaction lookups', () => {
  it('finds the transaction itself (not a scheduled or child one) and says undefined on 404', async () => {
    const { url, requests } = await serve((req, res) => {
      if (req.url === '/api/v1/transactions/0.0.2-1700000000-000000001') {
        json(res, 200, {
          transactions: [
            { result: 'SUCCESS', consensus_timestamp: '1700000001.000000009', scheduled: true, nonce: 0 },
            { result: 'SUCCESS', consensus_timestamp: '1700000001.000000002', scheduled: false, nonce: 0, entity_id: '0.0.1001' }
          ]
        })
      } else {
        json(res, 404, { _status: { messages: [{ message: 'Not found' }] } })
      }
    })
    const sut = createMirrorClient({ baseUrl: url })
    expect(await sut.getTransaction('0.0.2@1700000000.000000001')).toEqual({ result: 'SUCCESS', consensusTimestamp: '1700000001.000000002', entityId: '0.0.1001' })
    expect(await sut.getTransaction('0.0.2@1700000000.1')).toBeUndefined()
    expect(requests).toEqual(['/api/v1/transactions/0.0.2-1700000000-000000001', '/api/v1/transactions/0.0.2-1700000000-100000000'])
  })

  it('reads the topic message at a consensus timestamp', async () => {
    const { url, requests } = await serve((_req, res) => json(res, 200, { messages: [message(3)], links: { next: null } }))
    const sut = createMirrorClient({ baseUrl: url })
    expect((await sut.getMessageAt('0.0.1001', '1700000000.000000003'))?.sequenceNumber).toBe(3)
    expect(await sut.getMessageAt('0.0.1001', '1700000000.000000004')).toBeUndefined()
    expect(requests[0]).toBe('/api/v1/topics/0.0.1001/messages?timestamp=eq:1700000000.000000003&limit=1')
  })

  it('finds the first message at or after a consensus timestamp, and none past the last', async () => {
    let answer = [message(4)]
    const { url, requests } = await serve((_req, res) => json(res, 200, { messages: answer, links: { next: null } }))
    const sut = createMirrorClient({ baseUrl: url })
    expect(await sut.getFirstSequenceFrom?.('0.0.1001', '1700000000.000000004')).toBe(4)
    answer = []
    expect(await sut.getFirstSequenceFrom?.('0.0.1001', '1800000000.000000000')).toBeUndefined()
    expect(requests[0]).toBe('/api/v1/topics/0.0.1001/messages?timestamp=gte:1700000000.000000004&limit=1&order=asc')
  })
})

describe(mirrorTransactionId.name, () => {
  it('turns an SDK transaction id into the mirror\'s path form', () => {
    expect(mirrorTransactionId('0.0.2@1700000000.000000001')).toBe('0.0.2-1700000000-000000001')
  })
})

describe(transactionIdOf.name, () => {
  it('pads the nanos to nine digits', () => {
    expect(transactionIdOf({ account_id: '0.0.2', transaction_valid_start: '1700000000.000000001' })).toBe('0.0.2@1700000000.000000001')
    expect(transactionIdOf({ account_id: '0.0.2', transaction_valid_start: '1700000000.1' })).toBe('0.0.2@1700000000.100000000')
  })

  it('returns undefined for a missing id', () => {
    expect(transactionIdOf(null)).toBeUndefined()
  })
})

describe('an account\'s transactions and the exchange rate (the fee meter)', () => {
  it('asks after a consensus timestamp in ascending order, reads the mirror\'s transaction id as the SDK writes it, and follows links.next', async () => {
    const paid = (n: number, entity: string | null) => ({
      charged_tx_fee: 900_000 + n, consensus_timestamp: `1700000001.00000000${n}`, entity_id: entity, transaction_id: `0.0.2-1700000000-00000000${n}`, name: 'CONSENSUSSUBMITMESSAGE'
    })
    const { url, requests } = await serve((req, res) => {
      if ((req.url ?? '').includes('exchangerate')) return json(res, 200, { current_rate: { cent_equivalent: 300_000, expiration_time: 1_700_003_600, hbar_equivalent: 30_000 }, next_rate: {} })
      if ((req.url ?? '').includes('gt:1700000001.000000002')) return json(res, 200, { transactions: [], links: { next: null } })
      json(res, 200, { transactions: [paid(1, '0.0.1001'), paid(2, null)], links: { next: '/api/v1/transactions?account.id=0.0.2&order=asc&limit=2&timestamp=gt:1700000001.000000002' } })
    })
    const sut = createMirrorClient({ baseUrl: url })
    const first = await sut.getAccountTransactions('0.0.2', '1700000000.000000000', 2)
    expect(requests[0]).toBe('/api/v1/transactions?account.id=0.0.2&timestamp=gt:1700000000.000000000&order=asc&limit=2')
    expect(first.transactions).toEqual([
      { consensusTimestamp: '1700000001.000000001', transactionId: '0.0.2@1700000000.000000001', payerAccountId: '0.0.2', chargedTxFee: 900_001, entityId: '0.0.1001', name: 'CONSENSUSSUBMITMESSAGE' },
      { consensusTimestamp: '1700000001.000000002', transactionId: '0.0.2@1700000000.000000002', payerAccountId: '0.0.2', chargedTxFee: 900_002, name: 'CONSENSUSSUBMITMESSAGE' }
    ])
    expect(await sut.getTransactionPage(first.next ?? '')).toEqual({ transactions: [], next: null })
    expect(await sut.getExchangeRate('1700000001.000000001')).toEqual({ centEquivalent: 300_000, hbarEquivalent: 30_000, expirationTime: 1_700_003_600 })
    expect(requests[2]).toBe('/api/v1/network/exchangerate?timestamp=1700000001.000000001')
  })

  it('refuses a transaction id that is not payer-seconds-nanos', async () => {
    const { url } = await serve((_req, res) => { json(res, 200, { transactions: [{ charged_tx_fee: 1, consensus_timestamp: '1700000001.000000001', transaction_id: '0.0.2@1700000000.000000001' }] }) })
    await expect(createMirrorClient({ baseUrl: url }).getAccountTransactions('0.0.2', undefined, 100)).rejects.toThrow(/payer-seconds-nanos/)
  })
})

import { appendFileSync, openSync, closeSync, readFileSync, writeSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it, expect, afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { Timestamp, TopicCreateTransaction, TopicInfoQuery, TopicMessageQuery, TopicMessageSubmitTransaction, type Client, type TopicId } from '@hashgraph/sdk'
import { applyEvent, createState, readMessage, readTransaction, TxIndex, type LedgerEvent, type State, type TxEvent } from '../src/ledger/state.js'
import { createMemoryStore, openFileStore, type EventStore } from '../src/ledger/store.js'
import { nsToMirror } from '../src/ids.js'
import { generateOperatorKey } from '../src/keys.js'
import { writeOperatorKeyFile } from '../src/secret-files.js'
import { startTestEmulator, sdkClient, getJson } from './helpers.js'
import type { Emulator } from '../src/index.js'

const TOPIC = '0.0.1001'

function submitEvent (seq: number, consensusNs: bigint, text: string): TxEvent {
  return {
    e: 'tx',
    txId: `0.0.2@${nsToMirror(consensusNs - 1_000_000_000n)}`,
    name: 'CONSENSUSSUBMITMESSAGE',
    status: 'SUCCESS',
    consensus: nsToMirror(consensusNs),
    hash: Buffer.alloc(48, seq).toString('base64'),
    node: '0.0.3',
    validDuration: 120,
    maxFee: '100000000',
    memo: '',
    fee: 800_000,
    entity: TOPIC,
    message: { seq, runningHash: Buffer.alloc(48, seq % 251).toString('base64'), data: Buffer.from(text).toString('base64') }
  }
}

const text = (seq: number): string => `message number ${String(seq).padStart(6, '0')}`

/** Opens the store, replays it into a fresh state; `write` then commits events as the ledger does. */
function open (dataDir: string): { store: EventStore, state: State, commit: (event: LedgerEvent) => void } {
  const store = openFileStore(dataDir)
  const state = createState(store)
  store.replay((event, record) => applyEvent(state, event, record))
  return { store, state, commit: (event) => applyEvent(state, event, store.append(event)) }
}

/** A log of one topic with n messages, written through the store and state API. */
function writeTopic (dataDir: string, n: number): bigint {
  const { store, commit } = open(dataDir)
  const startNs = 1_700_000_000_000_000_000n
  const key = generateOperatorKey()
  writeOperatorKeyFile(dataDir, key.derHex)
  commit({ e: 'genesis', operatorId: '0.0.2', operatorPublicKey: key.publicHex, genesisId: '0123456789abcdef' })
  commit({
    ...submitEvent(0, startNs, ''),
    name: 'CONSENSUSCREATETOPIC',
    txId: '0.0.2@1699999999.000000000',
    message: undefined,
    topic: { memo: 'on disk', autoRenewPeriod: 7_776_000 }
  } as TxEvent)
  for (let seq = 1; seq <= n; seq++) commit(submitEvent(seq, startNs + BigInt(seq) * 1000n, text(seq)))
  store.close()
  return startNs
}

const decoded = (state: State, i: number): string => {
  const topic = state.topics.get(TOPIC)
  if (topic === undefined) throw new Error('no topic')
  return Buffer.from(readMessage(state, topic, i)?.event.message?.data ?? '', 'base64').toString()
}

describe('topic messages on disk (store and state)', () => {
  let dir: string
  beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'emulator-disk-')) })
  afterEach(async () => { await rm(dir, { recursive: true, force: true }) })

  it('keeps a compact index per message, not the messages, and reads them back from the log', () => {
    const n = 5000
    writeTopic(dir, n)
    const { store, state } = open(dir)
    try {
      const topic = state.topics.get(TOPIC)
      if (topic === undefined) throw new Error('no topic')
      expect(topic.messages.length).toBe(n)
      expect(Array.isArray(topic.messages)).toBe(false)
      // replay reads the whole log but keeps no decoded event
      expect(store.cachedEvents).toBe(0)
      // by structure: typed arrays of at most twice the needed capacity
      expect(topic.messages.bytes / n).toBeLessThanOrEqual(2 * 12)
      expect(store.indexBytes / n).toBeLessThanOrEqual(2 * 12)
      expect(state.transactions.bytes / n).toBeLessThanOrEqual(2 * 8 * 4 / 3)
      for (const seq of [1, 2, 1234, n]) {
        expect(decoded(state, seq - 1)).toBe(text(seq))
        expect(readMessage(state, topic, seq - 1)?.sequenceNumber).toBe(seq)
      }
      expect(readMessage(state, topic, n)).toBeUndefined()
      // the cache of decoded events stays bounded while every message is read
      for (let i = 0; i < n; i++) readMessage(state, topic, i)
      expect(store.cachedEvents).toBeLessThanOrEqual(2048)
      const tx = submitEvent(777, 1_700_000_000_000_000_000n + 777_000n, text(777))
      expect(readTransaction(state, tx.txId)).toEqual(tx)
      expect(readTransaction(state, '0.0.2@1.000000001')).toBeUndefined()
      expect(topic.messages.firstAtOrAfter(1_700_000_000_000_000_000n + 100_500n)).toBe(100)
    } finally {
      store.close()
    }
  })

  it('serves what the file holds: a message not read yet comes from disk', () => {
    writeTopic(dir, 100)
    const { store, state } = open(dir)
    try {
      const path = join(dir, 'ledger.log')
      const original = Buffer.from(text(42)).toString('base64')
      const changed = Buffer.from(text(42).replace('number', 'NUMBER')).toString('base64')
      const at = readFileSync(path).indexOf(original)
      expect(at).toBeGreaterThan(0)
      const fd = openSync(path, 'r+')
      writeSync(fd, changed, at)
      closeSync(fd)
      expect(decoded(state, 41)).toBe('message NUMBER 000042')
    } finally {
      store.close()
    }
  })

  it('ignores and cuts off a torn last line, so that later restarts replay cleanly; refuses a bad line in the middle', () => {
    writeTopic(dir, 10)
    const path = join(dir, 'ledger.log')
    appendFileSync(path, '{"e":"tx","txId":"0.0.2@17')
    let opened = open(dir)
    expect(opened.state.topics.get(TOPIC)?.messages.length).toBe(10)
    opened.commit(submitEvent(11, 1_700_000_000_000_000_000n + 11_000n, text(11)))
    opened.store.close()
    opened = open(dir)
    expect(opened.state.topics.get(TOPIC)?.messages.length).toBe(11)
    expect(decoded(opened.state, 10)).toBe(text(11))
    opened.store.close()
    // a whole last event whose newline is missing is kept, and the next one starts its own line
    const withoutNewline = readFileSync(path, 'utf8').trimEnd()
    const fd = openSync(path, 'w')
    writeSync(fd, withoutNewline)
    closeSync(fd)
    opened = open(dir)
    opened.commit(submitEvent(12, 1_700_000_000_000_000_000n + 12_000n, text(12)))
    opened.store.close()
    opened = open(dir)
    expect(opened.state.topics.get(TOPIC)?.messages.length).toBe(12)
    expect(decoded(opened.state, 10)).toBe(text(11))
    expect(decoded(opened.state, 11)).toBe(text(12))
    opened.store.close()
    appendFileSync(path, 'not json\n' + JSON.stringify(submitEvent(13, 1_700_000_000_000_000_000n + 13_000n, text(13))) + '\n')
    expect(() => open(dir)).toThrow(/corrupt emulator log/)
  })

  it('streams a long backlog from the log to a subscriber (waiting for the stream to drain), in order', async () => {
    const n = 3000
    const startNs = writeTopic(dir, n)
    const emulator = await startTestEmulator({ dataDir: dir })
    const client = sdkClient(emulator)
    try {
      const seqs = await new Promise<number[]>((resolve, reject) => {
        const got: number[] = []
        const handle = new TopicMessageQuery().setTopicId(TOPIC).setStartTime(new Timestamp(Number(startNs / 1_000_000_000n), 0))
          .subscribe(client, (_m, err) => { reject(err) }, (m) => {
            got.push(Number(m.sequenceNumber))
            if (got.length === n) { handle.unsubscribe(); resolve(got) }
          })
      })
      expect(seqs).toEqual(Array.from({ length: n }, (_, i) => i + 1))
    } finally {
      client.close()
      await emulator.close()
    }
  })
})

describe(TxIndex.name, () => {
  it('tells colliding ids apart by their events, replaces an id set again and keeps them across growth', () => {
    const log = createMemoryStore()
    const index = new TxIndex(log, () => 7)
    const ids = Array.from({ length: 200 }, (_, i) => `0.0.2@1700000000.${String(i).padStart(9, '0')}`)
    for (const id of ids) index.set(id, log.append({ ...submitEvent(1, 1n, ''), txId: id }))
    expect(index.size).toBe(200)
    for (const [i, id] of ids.entries()) expect(index.get(id)).toBe(i)
    expect(index.get('0.0.2@1.000000001')).toBeUndefined()
    const again = log.append({ ...submitEvent(2, 2n, ''), txId: ids[5] ?? '' })
    index.set(ids[5] ?? '', again)
    expect(index.size).toBe(200)
    expect(index.get(ids[5] ?? '')).toBe(again)
  })
})

describe('topic messages on disk (through the mirror, across a restart)', () => {
  let dataDir: string
  beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'emulator-disk-')) })
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }) })

  interface Streamed { seq: number, text: string, consensus: string, runningHash: string }

  async function stream (client: Client, topicId: TopicId, fromNs: bigint, count: number): Promise<Streamed[]> {
    return await new Promise((resolve, reject) => {
      const got: Streamed[] = []
      const start = new Timestamp(Number(fromNs / 1_000_000_000n), Number(fromNs % 1_000_000_000n))
      const handle = new TopicMessageQuery().setTopicId(topicId).setStartTime(start).subscribe(client, (_m, err) => { reject(err) }, (m) => {
        got.push({ seq: Number(m.sequenceNumber), text: Buffer.from(m.contents).toString(), consensus: m.consensusTimestamp.toString(), runningHash: Buffer.from(m.runningHash).toString('hex') })
        if (got.length === count) { handle.unsubscribe(); resolve(got) }
      })
    })
  }

  /** Everything the mirror answers about the topic: pages of 7 (asc and desc), ranges, single messages. */
  async function snapshot (emulator: Emulator, topicId: string, lastTx: string): Promise<unknown[]> {
    const out: unknown[] = []
    for (const first of [`/api/v1/topics/${topicId}/messages?limit=7`, `/api/v1/topics/${topicId}/messages?limit=7&order=desc`]) {
      let next: string | null = first
      while (next !== null) {
        const { status, body } = await getJson(emulator, next)
        expect(status).toBe(200)
        out.push(body)
        next = (body.links as { next: string | null }).next
      }
    }
    for (const path of ['?sequencenumber=gt:5&sequencenumber=lte:15', '?sequencenumber=20&encoding=utf-8', '/1', '/2', '/13', '/26', '/27']) {
      out.push(await getJson(emulator, `/api/v1/topics/${topicId}/messages${path}`))
    }
    out.push(await getJson(emulator, `/api/v1/transactions/${lastTx}`))
    const pages = out.slice(0, -8) as Array<{ messages: Array<{ sequence_number: number }> }>
    expect(pages.flatMap((p) => p.messages).length).toBe(2 * 26)
    expect(out.slice(-8).map((r) => (r as { status: number }).status)).toEqual([200, 200, 200, 200, 200, 200, 404, 200])
    return out
  }

  it('serves the same messages (REST pages, by sequence number, gRPC from a start time) after a restart, read from the log', async () => {
    let emulator = await startTestEmulator({ dataDir })
    let client = sdkClient(emulator, { fast: true })
    let topicId: TopicId
    let before: unknown[]
    let streamedBefore: Streamed[]
    let fromNs: bigint
    let lastTx = ''
    try {
      const created = await (await new TopicCreateTransaction().execute(client)).getReceipt(client)
      if (created.topicId === null) throw new Error('no topic')
      topicId = created.topicId
      // one message in two chunks (sequence numbers 1 and 2), then 24 single ones
      await new TopicMessageSubmitTransaction().setTopicId(topicId).setChunkSize(1024).setMessage('c'.repeat(1500)).executeAll(client)
      for (let i = 3; i <= 26; i++) {
        const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(`m${i}`).execute(client)
        lastTx = response.transactionId.toString()
      }
      await new TopicInfoQuery().setTopicId(topicId).execute(client)
      const { body } = await getJson(emulator, `/api/v1/topics/${topicId.toString()}/messages/20`)
      const [s, ns] = (body.consensus_timestamp as string).split('.')
      fromNs = BigInt(s ?? '0') * 1_000_000_000n + BigInt(ns ?? '0')
      before = await snapshot(emulator, topicId.toString(), lastTx)
      streamedBefore = await stream(client, topicId, fromNs, 7)
    } finally {
      client.close()
      await emulator.close()
    }

    emulator = await startTestEmulator({ dataDir })
    client = sdkClient(emulator, { fast: true })
    try {
      expect(await snapshot(emulator, topicId.toString(), lastTx)).toEqual(before)
      expect(streamedBefore.map((m) => m.seq)).toEqual([20, 21, 22, 23, 24, 25, 26])
      // the subscription catches up from the log, then goes on live
      const streamed = stream(client, topicId, fromNs, 8)
      const live = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('after the restart').execute(client)
      await live.getReceipt(client)
      const after = await streamed
      expect(after.slice(0, 7)).toEqual(streamedBefore)
      expect(after[7]).toMatchObject({ seq: 27, text: 'after the restart' })
    } finally {
      client.close()
      await emulator.close()
    }
  })
})

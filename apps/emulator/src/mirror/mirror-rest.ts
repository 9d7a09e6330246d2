import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Faults } from '../faults.js'
import type { HederaLedger } from '../ledger/hedera-ledger.js'
import { readMessage, readTransaction, type State, type Topic } from '../ledger/state.js'
import { mirrorToNs, parseEntity, parseTxIdString, txIdKey } from '../ids.js'
import { accountJson, messageJson, topicJson, transactionJson } from './mirror-json.js'

const DEFAULT_LIMIT = 25
const MAX_LIMIT = 100
const OPS = new Set(['eq', 'gt', 'gte', 'lt', 'lte'])

class HttpError extends Error {
  constructor (readonly status: number, message: string) {
    super(message)
  }
}

export function sendJson (res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

/** The mirror node's error body. */
export function sendError (res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { _status: { messages: [{ message }] } })
}

const badParam = (name: string): HttpError => new HttpError(400, `Invalid parameter: ${name}`)

function findTopic (ledger: HederaLedger, raw: string): Topic {
  const decoded = decodeURIComponent(raw)
  const id = /^\d+$/.test(decoded) ? `0.0.${decoded}` : decoded
  if (parseEntity(id) === undefined) throw badParam('topic.id')
  const topic = ledger.state.topics.get(id)
  if (topic === undefined) throw new HttpError(404, 'Not found')
  return topic
}

interface Range { lo: bigint, hi: bigint }

function narrow (range: Range, op: string, value: bigint): void {
  if (op === 'eq') { range.lo = value > range.lo ? value : range.lo; range.hi = value < range.hi ? value : range.hi }
  if (op === 'gt' && value + 1n > range.lo) range.lo = value + 1n
  if (op === 'gte' && value > range.lo) range.lo = value
  if (op === 'lt' && value - 1n < range.hi) range.hi = value - 1n
  if (op === 'lte' && value < range.hi) range.hi = value
}

function parseFilter (name: string, raw: string, parse: (v: string) => bigint | undefined): [string, bigint] {
  const idx = raw.indexOf(':')
  const op = idx >= 0 ? raw.slice(0, idx) : 'eq'
  const value = parse(idx >= 0 ? raw.slice(idx + 1) : raw)
  if (!OPS.has(op) || value === undefined) throw badParam(name)
  return [op, value]
}

function listMessages (state: State, lagMs: number, topic: Topic, query: URLSearchParams, omitTxId: boolean, nowNs: bigint): { messages: unknown[], links: { next: string | null } } {
  for (const key of query.keys()) {
    if (!['sequencenumber', 'timestamp', 'limit', 'order', 'encoding'].includes(key)) throw new HttpError(400, `Unknown query parameter: ${key}`)
  }
  const seq: Range = { lo: 1n, hi: BigInt(Number.MAX_SAFE_INTEGER) }
  const ts: Range = { lo: 0n, hi: 2n ** 63n }
  const kept: Array<[string, string]> = []
  for (const raw of query.getAll('sequencenumber')) {
    const [op, v] = parseFilter('sequencenumber', raw, (s) => /^\d{1,15}$/.test(s) ? BigInt(s) : undefined)
    narrow(seq, op, v)
  }
  for (const raw of query.getAll('timestamp')) {
    const [op, v] = parseFilter('timestamp', raw, mirrorToNs)
    narrow(ts, op, v)
    kept.push(['timestamp', raw])
  }
  const limitRaw = query.get('limit')
  if (limitRaw !== null && !/^\d{1,9}$/.test(limitRaw)) throw badParam('limit')
  const limit = Math.min(limitRaw !== null ? Number(limitRaw) : DEFAULT_LIMIT, MAX_LIMIT)
  if (limit < 1) throw badParam('limit')
  const order = query.get('order') ?? 'asc'
  if (order !== 'asc' && order !== 'desc') throw badParam('order')
  const encodingRaw = (query.get('encoding') ?? 'base64').toLowerCase()
  if (encodingRaw !== 'base64' && encodingRaw !== 'utf-8' && encodingRaw !== 'utf8') throw badParam('encoding')
  const encoding = encodingRaw === 'base64' ? 'base64' : 'utf-8'

  const visibleHi = lagMs > 0 ? nowNs - BigInt(lagMs) * 1_000_000n : 2n ** 63n
  const tsHi = ts.hi < visibleHi ? ts.hi : visibleHi
  // Sequence numbers and consensus times both increase along the array: turn every bound into indexes.
  let first = Math.max(Number(seq.lo) - 1, topic.messages.firstAtOrAfter(ts.lo))
  let last = Math.min(Number(seq.hi) - 1, topic.messages.firstAtOrAfter(tsHi + 1n) - 1, topic.messages.length - 1)
  const page: unknown[] = []
  let lastSeq = 0
  // only the page's messages are read back from the log
  if (order === 'asc') {
    for (; first <= last && page.length < limit; first++) {
      const m = readMessage(state, topic, first)
      if (m === undefined) break
      page.push(messageJson(topic, m, encoding, omitTxId)); lastSeq = m.sequenceNumber
    }
  } else {
    for (; last >= first && page.length < limit; last--) {
      const m = readMessage(state, topic, last)
      if (m === undefined) break
      page.push(messageJson(topic, m, encoding, omitTxId)); lastSeq = m.sequenceNumber
    }
  }
  let next: string | null = null
  if (page.length === limit) {
    const params = new URLSearchParams()
    params.set('limit', String(limit))
    params.set('order', order)
    if (query.has('encoding')) params.set('encoding', encodingRaw)
    if (order === 'asc') {
      if (seq.hi < BigInt(Number.MAX_SAFE_INTEGER)) params.append('sequencenumber', `lte:${seq.hi}`)
      params.append('sequencenumber', `gt:${lastSeq}`)
    } else {
      if (seq.lo > 1n) params.append('sequencenumber', `gte:${seq.lo}`)
      params.append('sequencenumber', `lt:${lastSeq}`)
    }
    for (const [k, v] of kept) params.append(k, v)
    next = `/api/v1/topics/${topic.id}/messages?${params.toString().replaceAll('%3A', ':')}`
  }
  return { messages: page, links: { next } }
}

function getMessage (state: State, lagMs: number, topic: Topic, rawSeq: string, omitTxId: boolean, nowNs: bigint): unknown {
  if (!/^\d{1,15}$/.test(rawSeq) || Number(rawSeq) < 1) throw badParam('sequencenumber')
  const m = readMessage(state, topic, Number(rawSeq) - 1)
  if (m === undefined || (lagMs > 0 && m.consensusNs > nowNs - BigInt(lagMs) * 1_000_000n)) throw new HttpError(404, 'Not found')
  return messageJson(topic, m, 'base64', omitTxId)
}

function getTransaction (ledger: HederaLedger, lagMs: number, raw: string): unknown {
  const txId = parseTxIdString(decodeURIComponent(raw))
  if (txId === undefined) throw badParam('transactionId')
  const event = readTransaction(ledger.state, txIdKey(txId))
  const visible = event !== undefined && (lagMs <= 0 || (mirrorToNs(event.consensus) ?? 0n) <= ledger.nowNs() - BigInt(lagMs) * 1_000_000n)
  if (event === undefined || !visible) throw new HttpError(404, 'Not found')
  return { transactions: [transactionJson(event)] }
}

function getAccount (ledger: HederaLedger, raw: string): unknown {
  const decoded = decodeURIComponent(raw)
  const id = /^\d+$/.test(decoded) ? `0.0.${decoded}` : decoded
  if (parseEntity(id) === undefined) throw badParam('idOrAliasOrEvmAddress')
  const account = ledger.state.accounts.get(id)
  if (account === undefined) throw new HttpError(404, 'Not found')
  return accountJson(account, ledger.state.lastConsensusNs)
}

/** What the mirror's answers depend on among the emulator's settings (its lag, and the mirror faults). */
export type MirrorSettings = Pick<Faults, 'mirrorLagMs' | 'omitInitialTransactionId' | 'mirrorMaintenance' | 'mirrorSelfLink'>

const NO_FAULTS: MirrorSettings = { mirrorLagMs: () => 0, omitInitialTransactionId: () => false, mirrorMaintenance: () => false, mirrorSelfLink: () => false }

/** Serves the mirror node REST subset; returns false when the path is not one of ours. */
export function handleMirrorRequest (ledger: HederaLedger, req: IncomingMessage, res: ServerResponse, settings: MirrorSettings = NO_FAULTS): boolean {
  const lagMs = settings.mirrorLagMs()
  const omitTxId = settings.omitInitialTransactionId()
  const url = new URL(req.url ?? '/', 'http://mirror')
  const parts = url.pathname.replace(/\/+$/, '').split('/').slice(1)
  if (parts[0] !== 'api' || parts[1] !== 'v1') return false
  if (req.method !== 'GET') { sendError(res, 405, 'Method not allowed'); return true }
  try {
    const [, , resource, id, sub, subId, ...rest] = parts
    let body: unknown
    if (resource === 'topics' && id !== undefined && sub === undefined) body = topicJson(findTopic(ledger, id))
    else if (resource === 'topics' && id !== undefined && sub === 'messages' && subId === undefined) {
      const topic = findTopic(ledger, id)
      if (settings.mirrorMaintenance()) body = { error: 'maintenance' }
      else {
        const list = listMessages(ledger.state, lagMs, topic, url.searchParams, omitTxId, ledger.nowNs())
        body = settings.mirrorSelfLink() ? { ...list, links: { next: `${url.pathname}${url.search}` } } : list
      }
    } else if (resource === 'topics' && id !== undefined && sub === 'messages' && subId !== undefined && rest.length === 0) {
      body = getMessage(ledger.state, lagMs, findTopic(ledger, id), subId, omitTxId, ledger.nowNs())
    } else if (resource === 'transactions' && id !== undefined && sub === undefined) body = getTransaction(ledger, lagMs, id)
    else if (resource === 'accounts' && id !== undefined && sub === undefined) body = getAccount(ledger, id)
    else throw new HttpError(404, 'Not found')
    sendJson(res, 200, body)
  } catch (err) {
    if (err instanceof HttpError) sendError(res, err.status, err.message)
    else throw err
  }
  return true
}

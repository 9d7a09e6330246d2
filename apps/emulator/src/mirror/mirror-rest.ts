import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Faults } from '../faults.js'
import type { HederaLedger } from '../ledger/hedera-ledger.js'
import { readMessage, readTransaction, type State, type Topic } from '../ledger/state.js'
import { mirrorToNs, nsToMirror, parseEntity, parseTxIdString, txIdKey } from '../ids.js'
import { accountJson, messageJson, topicJson, transactionJson } from './mirror-json.js'
import { HttpError, badParam, listTransactions, narrow, parseAccountId, parseFilter, parseLimit, parseOrder, type Range, type TxFilter } from './transaction-list.js'
import { TX_NAMES } from '../ledger/state.js'
import { exchangeRateSet } from '../ledger/fees.js'

export function sendJson (res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

/** The mirror node's error body. */
export function sendError (res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { _status: { messages: [{ message }] } })
}

function findTopic (ledger: HederaLedger, raw: string): Topic {
  const decoded = decodeURIComponent(raw)
  const id = /^\d+$/.test(decoded) ? `0.0.${decoded}` : decoded
  if (parseEntity(id) === undefined) throw badParam('topic.id')
  const topic = ledger.state.topics.get(id)
  if (topic === undefined) throw new HttpError(404, 'Not found')
  return topic
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
  const limit = parseLimit(query.get('limit'))
  const order = parseOrder(query.get('order'), 'asc')
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

/** The mirror's `transactiontype`: one of ours, or (-1) another type of the mirror's, which this network never has. */
function parseTxType (raw: string): number {
  const name = raw.toUpperCase()
  const code = TX_NAMES.indexOf(name as typeof TX_NAMES[number])
  if (code >= 0) return code
  if (!/^[A-Z]{4,40}$/.test(name)) throw badParam('transactiontype')
  return -1
}

function checkKnown (query: URLSearchParams, known: readonly string[]): void {
  for (const key of query.keys()) {
    if (!known.includes(key)) throw new HttpError(400, `Unknown query parameter: ${key}`)
  }
}

/** The filters `/api/v1/transactions` and an account's transaction list share: timestamp, transactiontype, limit, order. */
function parseTxFilter (query: URLSearchParams, defaultOrder: 'asc' | 'desc'): { filter: TxFilter, kept: Array<[string, string]> } {
  const timestamp: Range = { lo: 0n, hi: 2n ** 63n }
  const kept: Array<[string, string]> = []
  for (const raw of query.getAll('timestamp')) {
    const [op, v] = parseFilter('timestamp', raw, mirrorToNs)
    narrow(timestamp, op, v)
  }
  const filter: TxFilter = { timestamp, order: parseOrder(query.get('order'), defaultOrder), limit: parseLimit(query.get('limit')) }
  const type = query.get('transactiontype')
  if (type !== null) { filter.typeCode = parseTxType(type); kept.push(['transactiontype', type.toUpperCase()]) }
  return { filter, kept }
}

/** `links.next` of a full page: the same filters, from the page's last consensus time on. */
function nextLink (path: string, filter: TxFilter, kept: Array<[string, string]>, last: string | undefined): string | null {
  if (last === undefined) return null
  const params = new URLSearchParams(kept)
  params.set('limit', String(filter.limit))
  params.set('order', filter.order)
  // the bound the page does not advance is kept
  if (filter.order === 'asc' && filter.timestamp.hi < 2n ** 63n) params.append('timestamp', `lte:${nsToMirror(filter.timestamp.hi)}`)
  if (filter.order === 'desc' && filter.timestamp.lo > 0n) params.append('timestamp', `gte:${nsToMirror(filter.timestamp.lo)}`)
  params.append('timestamp', `${filter.order === 'asc' ? 'gt' : 'lt'}:${last}`)
  return `${path}?${params.toString().replaceAll('%3A', ':')}`
}

const visibleUpTo = (ledger: HederaLedger, lagMs: number): bigint => lagMs > 0 ? ledger.nowNs() - BigInt(lagMs) * 1_000_000n : 2n ** 63n

/** `GET /api/v1/transactions`: account.id (eq), timestamp, transactiontype, result, type, limit, order (default desc). */
function getTransactions (ledger: HederaLedger, lagMs: number, query: URLSearchParams): unknown {
  checkKnown(query, ['account.id', 'timestamp', 'transactiontype', 'result', 'type', 'limit', 'order'])
  const { filter, kept } = parseTxFilter(query, 'desc')
  const account = query.get('account.id')
  if (account !== null) {
    filter.account = parseAccountId(account.startsWith('eq:') ? account.slice(3) : account, 'account.id')
    kept.unshift(['account.id', filter.account])
  }
  const result = query.get('result')
  if (result !== null) {
    if (result !== 'success' && result !== 'fail') throw badParam('result')
    filter.result = result
    kept.push(['result', result])
  }
  const type = query.get('type')
  if (type !== null) {
    if (type !== 'credit' && type !== 'debit') throw badParam('type')
    filter.balance = type
    kept.push(['type', type])
  }
  const { events, last } = listTransactions(ledger.state, filter, visibleUpTo(ledger, lagMs))
  return { transactions: events.map(transactionJson), links: { next: nextLink('/api/v1/transactions', filter, kept, last) } }
}

/** `GET /api/v1/accounts/{id}`: the account, and its transactions (limit, order default desc, timestamp, transactiontype, transactions=false). */
function getAccount (ledger: HederaLedger, lagMs: number, raw: string, query: URLSearchParams): unknown {
  checkKnown(query, ['limit', 'order', 'timestamp', 'transactiontype', 'transactions'])
  const id = parseAccountId(decodeURIComponent(raw), 'idOrAliasOrEvmAddress')
  const account = ledger.state.accounts.get(id)
  if (account === undefined) throw new HttpError(404, 'Not found')
  const withTransactions = query.get('transactions') ?? 'true'
  if (withTransactions !== 'true' && withTransactions !== 'false') throw badParam('transactions')
  const { filter, kept } = parseTxFilter(query, 'desc')
  filter.account = id
  const page = withTransactions === 'true' ? listTransactions(ledger.state, filter, visibleUpTo(ledger, lagMs)) : { events: [], last: undefined }
  return {
    ...accountJson(account, ledger.state.lastConsensusNs),
    transactions: page.events.map(transactionJson),
    links: { next: nextLink(`/api/v1/accounts/${id}`, filter, kept, page.last) }
  }
}

/** `GET /api/v1/network/exchangerate`: the rate fees are charged at, this hour's and the next one's. */
function getExchangeRate (ledger: HederaLedger, query: URLSearchParams): unknown {
  checkKnown(query, ['timestamp'])
  for (const raw of query.getAll('timestamp')) parseFilter('timestamp', raw, mirrorToNs)
  const { current, next } = exchangeRateSet(ledger.fees.rate, ledger.nowNs())
  const json = (r: typeof current): Record<string, number> => ({ cent_equivalent: r.centEquivalent, expiration_time: r.expirationTime, hbar_equivalent: r.hbarEquivalent })
  return { current_rate: json(current), next_rate: json(next), timestamp: nsToMirror(ledger.nowNs()) }
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
    else if (resource === 'transactions' && id === undefined) body = getTransactions(ledger, lagMs, url.searchParams)
    else if (resource === 'accounts' && id !== undefined && sub === undefined) body = getAccount(ledger, lagMs, id, url.searchParams)
    else if (resource === 'network' && id === 'exchangerate' && sub === undefined) body = getExchangeRate(ledger, url.searchParams)
    else throw new HttpError(404, 'Not found')
    sendJson(res, 200, body)
  } catch (err) {
    if (err instanceof HttpError) sendError(res, err.status, err.message)
    else throw err
  }
  return true
}

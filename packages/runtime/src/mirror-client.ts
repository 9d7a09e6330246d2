import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from 'pino'
import { Agent, interceptors, request } from 'undici'

/** One topic message as the mirror node REST API reports it (only the fields we use). */
export interface MirrorMessage {
  consensusTimestamp: string
  /** Raw message bytes (decoded from base64). */
  message: Uint8Array
  payerAccountId: string
  runningHash: Uint8Array
  runningHashVersion: number
  sequenceNumber: number
  topicId: string
  chunk?: { number: number, total: number, transactionId?: string }
}

export interface MessagePage {
  messages: MirrorMessage[]
  /** Path relative to the base URL, or null on the last page. */
  next: string | null
}

interface TopicInfo {
  topicId: string
  /** A topic is private when it has a submit key. */
  isPrivate: boolean
  /** The topic was deleted: it takes no message any more. */
  deleted?: boolean
}

/** What the mirror answered one GET: its status, a header, and its body read as JSON or thrown away. */
export interface MirrorResponse {
  status: number
  header: (name: string) => string | undefined
  json: () => Promise<unknown>
  discard: () => Promise<void>
}

/** Sends one GET for JSON (tests wrap it to hold or fail a request). */
export type MirrorTransport = (url: string, signal: AbortSignal) => Promise<MirrorResponse>

/**
 * Every mirror client's connections: undici's request API over keep-alive connections (undici's idle timeout, which
 * follows a server's Keep-Alive hint), several times cheaper in CPU per request than fetch (which an indexer polling a
 * topic four times a second spends most of its idle time in), and redirects followed as fetch follows them. Idle
 * connections do not keep a process alive.
 */
const mirrorAgent = new Agent().compose(interceptors.redirect({ maxRedirections: 3 }))

export const mirrorTransport: MirrorTransport = async (url, signal) => {
  const res = await request(url, { headers: { accept: 'application/json' }, signal, dispatcher: mirrorAgent })
  return {
    status: res.statusCode,
    header: (name) => {
      const value = res.headers[name]
      return Array.isArray(value) ? value[0] : value
    },
    json: async () => await res.body.json(),
    discard: async () => { await res.body.dump() }
  }
}

export interface MirrorClientOptions {
  baseUrl: string
  log?: Logger
  /** Default {@link mirrorTransport}. */
  transport?: MirrorTransport
  /** Give up after this many attempts of one request (default: never, until aborted). */
  maxAttempts?: number
  backoffBaseMs?: number
  backoffMaxMs?: number
  requestTimeoutMs?: number
}

export class MirrorHttpError extends Error {
  constructor (readonly status: number, readonly path: string) {
    super(`mirror node answered ${status} for ${path}`)
    this.name = 'MirrorHttpError'
  }
}

/**
 * The mirror answered 200 with a body that is not what its API says (a maintenance page, a missing field, a
 * `links.next` that does not move on). Mirrors do this for a while and then recover: the indexer retries
 * with backoff and says so in its readiness; it never halts a topic for it.
 */
export class MirrorResponseError extends Error {
  constructor (detail: string) {
    super(`mirror response: ${detail}`)
    this.name = 'MirrorResponseError'
  }
}

/** A transaction as the mirror reports it (the outcome of a pinned id whose receipt is gone). */
interface MirrorTransaction {
  /** `SUCCESS` or the failure status at consensus. */
  result: string
  consensusTimestamp: string
  /** The topic of a ConsensusSubmitMessage. */
  entityId?: string
}

/** One transaction of an account's list (`/api/v1/transactions?account.id=`), the fields the fee meter reads. */
export interface MirrorPaidTransaction {
  /** `seconds.nanos`, nine digits of nanos. */
  consensusTimestamp: string
  /** The SDK's form, `0.0.2@1700000000.000000001` (the mirror writes `0.0.2-1700000000-000000001`). */
  transactionId: string
  /** The account that paid its fee: the transaction id's. */
  payerAccountId: string
  /** The fee the network charged the payer, in tinybar. */
  chargedTxFee: number
  /** The entity it concerns (a ConsensusSubmitMessage's topic), when the mirror names one. */
  entityId?: string
  /** Its type as the mirror names it (`CONSENSUSSUBMITMESSAGE`, `CONSENSUSCREATETOPIC`, ...). */
  name?: string
}

export interface TransactionPage {
  transactions: MirrorPaidTransaction[]
  /** Path relative to the base URL, or null on the last page. */
  next: string | null
}

/** HBAR's price at a moment, as the network publishes it: `centEquivalent` US cents buy `hbarEquivalent` HBAR. */
export interface MirrorExchangeRate {
  centEquivalent: number
  hbarEquivalent: number
  /** Epoch second the rate stops applying. */
  expirationTime: number
}

export interface MirrorClient {
  getTopic: (topicId: string, signal?: AbortSignal) => Promise<TopicInfo>
  /** `GET /api/v1/transactions/{id}`: the transaction itself (not a scheduled or child one), or undefined on 404. */
  getTransaction: (transactionId: string, signal?: AbortSignal) => Promise<MirrorTransaction | undefined>
  /** The topic message at a consensus timestamp (`timestamp=eq:`), or undefined. */
  getMessageAt: (topicId: string, consensusTimestamp: string, signal?: AbortSignal) => Promise<MirrorMessage | undefined>
  /** First page of messages after `afterSequence`, in ascending order. */
  getMessages: (topicId: string, afterSequence: number, limit: number, signal?: AbortSignal) => Promise<MessagePage>
  /** A page named by a previous page's `next` link. */
  getPage: (next: string, signal?: AbortSignal) => Promise<MessagePage>
  /** The message at `sequenceNumber`; undefined when the mirror has none (404). */
  getMessage: (topicId: string, sequenceNumber: number, signal?: AbortSignal) => Promise<MirrorMessage | undefined>
  /** The topic's last sequence number on the mirror (0 when it has none); only for the lag gauge. */
  getLatestSequence?: (topicId: string, signal?: AbortSignal) => Promise<number>
  /** The sequence number of the topic's first message at or after a consensus timestamp, or undefined when there is none yet. */
  getFirstSequenceFrom?: (topicId: string, consensusTimestamp: string, signal?: AbortSignal) => Promise<number | undefined>
}

/** What the worker's fee meter reads of the mirror: an account's transactions and the exchange rate. */
export interface TransactionMirror {
  /** The first page (ascending, `limit` at most 100) of an account's transactions after a consensus timestamp (all without one). */
  getAccountTransactions: (accountId: string, after: string | undefined, limit: number, signal?: AbortSignal) => Promise<TransactionPage>
  /** A transaction page named by a previous page's `next` link. */
  getTransactionPage: (next: string, signal?: AbortSignal) => Promise<TransactionPage>
  /** The exchange rate in force at a consensus timestamp (`GET /api/v1/network/exchangerate?timestamp=`): its `current_rate`. */
  getExchangeRate: (at: string, signal?: AbortSignal) => Promise<MirrorExchangeRate>
}

type Json = Record<string, unknown>

function isObject (v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function str (o: Json, k: string): string {
  const v = o[k]
  if (typeof v !== 'string') throw new MirrorResponseError(`${k} is not a string`)
  return v
}

function num (o: Json, k: string): number {
  const v = o[k]
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new MirrorResponseError(`${k} is not an integer`)
  return v
}

/** `account@seconds.nanos` with 9-digit nanos, the SDK's `TransactionId.toString()` form. */
export function transactionIdOf (initial: unknown): string | undefined {
  if (!isObject(initial)) return undefined
  const account = initial.account_id
  const validStart = initial.transaction_valid_start
  if (typeof account !== 'string' || typeof validStart !== 'string') return undefined
  const m = /^(\d+)\.(\d{1,9})$/.exec(validStart)
  if (m === null) return undefined
  return `${account}@${m[1] ?? ''}.${(m[2] ?? '').padEnd(9, '0')}`
}

/** The mirror's path form of a transaction id: `0.0.2@1700000000.000000001` → `0.0.2-1700000000-000000001`. */
export function mirrorTransactionId (transactionId: string): string {
  const [account = '', validStart = ''] = transactionId.split('@')
  const [seconds = '', nanos = ''] = validStart.split('.')
  return `${account}-${seconds}-${nanos.padEnd(9, '0')}`
}

export function parseMirrorMessage (raw: unknown): MirrorMessage {
  if (!isObject(raw)) throw new MirrorResponseError('message is not an object')
  const result: MirrorMessage = {
    consensusTimestamp: str(raw, 'consensus_timestamp'),
    message: new Uint8Array(Buffer.from(str(raw, 'message'), 'base64')),
    payerAccountId: str(raw, 'payer_account_id'),
    runningHash: new Uint8Array(Buffer.from(str(raw, 'running_hash'), 'base64')),
    runningHashVersion: num(raw, 'running_hash_version'),
    sequenceNumber: num(raw, 'sequence_number'),
    topicId: str(raw, 'topic_id')
  }
  const chunk = raw.chunk_info
  if (isObject(chunk)) {
    result.chunk = { number: num(chunk, 'number'), total: num(chunk, 'total') }
    const txId = transactionIdOf(chunk.initial_transaction_id)
    if (txId !== undefined) result.chunk.transactionId = txId
  }
  return result
}

/** A messages page as the mirror's JSON body has it; a body of another shape throws {@link MirrorResponseError}. */
export function parseMirrorPage (body: unknown): MessagePage {
  if (!isObject(body) || !Array.isArray(body.messages)) throw new MirrorResponseError('no messages array')
  const links = body.links
  const next = isObject(links) && typeof links.next === 'string' && links.next !== '' ? links.next : null
  return { messages: body.messages.map(parseMirrorMessage), next }
}

const CONSENSUS = /^\d{1,12}\.\d{9}$/
const MIRROR_TX_ID = /^(\d+\.\d+\.\d+)-(\d{1,12})-(\d{1,9})$/

function parsePaidTransaction (raw: unknown): MirrorPaidTransaction {
  if (!isObject(raw)) throw new MirrorResponseError('transaction is not an object')
  const consensusTimestamp = str(raw, 'consensus_timestamp')
  if (!CONSENSUS.test(consensusTimestamp)) throw new MirrorResponseError(`consensus_timestamp ${consensusTimestamp} is not seconds.nanos`)
  const id = MIRROR_TX_ID.exec(str(raw, 'transaction_id'))
  if (id === null) throw new MirrorResponseError('transaction_id is not payer-seconds-nanos')
  const [, payer = '', seconds = '', nanos = ''] = id
  const fee = num(raw, 'charged_tx_fee')
  const tx: MirrorPaidTransaction = { consensusTimestamp, transactionId: `${payer}@${seconds}.${nanos.padStart(9, '0')}`, payerAccountId: payer, chargedTxFee: fee }
  if (typeof raw.entity_id === 'string') tx.entityId = raw.entity_id
  if (typeof raw.name === 'string') tx.name = raw.name
  return tx
}

/** A transactions page as the mirror's JSON body has it; a body of another shape throws {@link MirrorResponseError}. */
function parseTransactionPage (body: unknown): TransactionPage {
  if (!isObject(body) || !Array.isArray(body.transactions)) throw new MirrorResponseError('no transactions array')
  const links = body.links
  const next = isObject(links) && typeof links.next === 'string' && links.next !== '' ? links.next : null
  return { transactions: body.transactions.map(parsePaidTransaction), next }
}

function parseExchangeRate (body: unknown): MirrorExchangeRate {
  const rate = isObject(body) ? body.current_rate : undefined
  if (!isObject(rate)) throw new MirrorResponseError('no current_rate')
  const centEquivalent = num(rate, 'cent_equivalent')
  const hbarEquivalent = num(rate, 'hbar_equivalent')
  if (centEquivalent <= 0 || hbarEquivalent <= 0) throw new MirrorResponseError('current_rate is not positive')
  return { centEquivalent, hbarEquivalent, expirationTime: num(rate, 'expiration_time') }
}

function retryAfterMs (res: MirrorResponse): number | undefined {
  const header = res.header('retry-after')
  if (header === undefined) return undefined
  const seconds = Number(header)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

function retryable (status: number): boolean {
  return status === 429 || status >= 500
}

export function createMirrorClient (options: MirrorClientOptions): MirrorClient & TransactionMirror {
  const base = options.baseUrl.replace(/\/+$/, '')
  const transport = options.transport ?? mirrorTransport
  const baseMs = options.backoffBaseMs ?? 250
  const maxMs = options.backoffMaxMs ?? 10_000
  const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY
  const timeoutMs = options.requestTimeoutMs ?? 30_000

  async function getJson (path: string, signal?: AbortSignal): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted()
      let waitMs: number | undefined
      let failure: string
      try {
        const requestSignal = signal === undefined ? AbortSignal.timeout(timeoutMs) : AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
        const res = await transport(`${base}${path}`, requestSignal)
        if (res.status >= 200 && res.status < 300) return await res.json()
        await res.discard()
        if (!retryable(res.status)) throw new MirrorHttpError(res.status, path)
        waitMs = retryAfterMs(res)
        failure = `status ${res.status}`
        if (attempt >= maxAttempts) throw new MirrorHttpError(res.status, path)
      } catch (err) {
        if (err instanceof MirrorHttpError || signal?.aborted === true) throw err
        if (attempt >= maxAttempts) throw err
        failure = (err as Error).message
      }
      // Full jitter: spreads the retries of many indexers so a recovering mirror is not stampeded.
      const delay = waitMs ?? Math.random() * Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 20))
      options.log?.warn({ path, attempt, delayMs: Math.round(delay), failure }, 'mirror request failed, will retry')
      await sleep(delay, undefined, signal === undefined ? undefined : { signal })
    }
  }

  return {
    async getTransaction (transactionId, signal) {
      const path = `/api/v1/transactions/${encodeURIComponent(mirrorTransactionId(transactionId))}`
      let body: unknown
      try {
        body = await getJson(path, signal)
      } catch (err) {
        if (err instanceof MirrorHttpError && err.status === 404) return undefined
        throw err
      }
      if (!isObject(body) || !Array.isArray(body.transactions)) throw new MirrorResponseError('no transactions array')
      const own = body.transactions.find((t): t is Json => isObject(t) && t.scheduled !== true && (t.nonce ?? 0) === 0)
      if (own === undefined) return undefined
      const tx: MirrorTransaction = { result: str(own, 'result'), consensusTimestamp: str(own, 'consensus_timestamp') }
      if (typeof own.entity_id === 'string') tx.entityId = own.entity_id
      return tx
    },
    async getMessageAt (topicId, consensusTimestamp, signal) {
      const query = `timestamp=eq:${encodeURIComponent(consensusTimestamp)}&limit=1`
      const page = parseMirrorPage(await getJson(`/api/v1/topics/${encodeURIComponent(topicId)}/messages?${query}`, signal))
      return page.messages.find((m) => m.consensusTimestamp === consensusTimestamp)
    },
    async getTopic (topicId, signal) {
      const body = await getJson(`/api/v1/topics/${encodeURIComponent(topicId)}`, signal)
      if (!isObject(body)) throw new MirrorResponseError('topic is not an object')
      const key = body.submit_key
      return { topicId, isPrivate: key !== null && key !== undefined, deleted: body.deleted === true }
    },
    async getMessages (topicId, afterSequence, limit, signal) {
      const query = `sequencenumber=gt:${afterSequence}&limit=${limit}&order=asc`
      return parseMirrorPage(await getJson(`/api/v1/topics/${encodeURIComponent(topicId)}/messages?${query}`, signal))
    },
    async getMessage (topicId, sequenceNumber, signal) {
      try {
        return parseMirrorMessage(await getJson(`/api/v1/topics/${encodeURIComponent(topicId)}/messages/${sequenceNumber}`, signal))
      } catch (err) {
        if (err instanceof MirrorHttpError && err.status === 404) return undefined
        throw err
      }
    },
    async getLatestSequence (topicId, signal) {
      const page = parseMirrorPage(await getJson(`/api/v1/topics/${encodeURIComponent(topicId)}/messages?order=desc&limit=1`, signal))
      return page.messages[0]?.sequenceNumber ?? 0
    },
    async getFirstSequenceFrom (topicId, consensusTimestamp, signal) {
      const query = `timestamp=gte:${encodeURIComponent(consensusTimestamp)}&limit=1&order=asc`
      const page = parseMirrorPage(await getJson(`/api/v1/topics/${encodeURIComponent(topicId)}/messages?${query}`, signal))
      return page.messages[0]?.sequenceNumber
    },
    async getPage (next, signal) {
      if (!next.startsWith('/')) throw new MirrorResponseError('links.next is not a relative path')
      return parseMirrorPage(await getJson(next, signal))
    },
    async getAccountTransactions (accountId, after, limit, signal) {
      const from = after === undefined ? '' : `&timestamp=gt:${encodeURIComponent(after)}`
      return parseTransactionPage(await getJson(`/api/v1/transactions?account.id=${encodeURIComponent(accountId)}${from}&order=asc&limit=${limit}`, signal))
    },
    async getTransactionPage (next, signal) {
      if (!next.startsWith('/')) throw new MirrorResponseError('links.next is not a relative path')
      return parseTransactionPage(await getJson(next, signal))
    },
    async getExchangeRate (at, signal) {
      return parseExchangeRate(await getJson(`/api/v1/network/exchangerate?timestamp=${encodeURIComponent(at)}`, signal))
    }
  }
}

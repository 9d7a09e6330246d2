import { MAX_MESSAGE_BYTES, parseMessage } from '@hcs/protocol'
import type { TopicMessage } from '@hcs/runtime'
import { AppError } from '../http/errors.js'
import type { HistoryEntry, InvalidEntry, Order } from './history-reader.js'
import type { HistoryItem, InvalidItem } from './history-schemas.js'

// The answers of the history and invalid routes, built from the index entries (Redis) and the messages (mirror).

/** Where a message is shown: its mirror REST address, and HashScan's page on the public networks it covers. */
export interface MessageLinks {
  /** MIRROR_URL without a trailing slash. */
  mirrorUrl: string
  /** The network id (HashScan has pages for testnet and mainnet). */
  network: string
}

const HASHSCAN_NETWORKS = new Set(['testnet', 'mainnet'])

function linksOf (links: MessageLinks, topicId: string, sequenceNumber: number): HistoryItem['links'] {
  const out: HistoryItem['links'] = { mirror: `${links.mirrorUrl}/api/v1/topics/${topicId}/messages/${sequenceNumber}` }
  if (HASHSCAN_NETWORKS.has(links.network)) out.hashscan = `https://hashscan.io/${links.network}/topic/${topicId}/message/${sequenceNumber}`
  return out
}

/**
 * A history entry with its message. Undefined only for a message that does not parse as an operation, which the
 * indexer never puts in a history (it parsed the same bytes to put it there).
 */
export function historyItem (entry: HistoryEntry, message: TopicMessage, topicId: string, links: MessageLinks): HistoryItem | undefined {
  const parsed = parseMessage(message.message)
  if (!parsed.ok || parsed.message.op === 'register') return undefined
  const op = parsed.message
  const item: HistoryItem = {
    sequenceNumber: entry.sequenceNumber,
    consensusTimestamp: message.consensusTimestamp,
    transactionId: message.transactionId ?? null,
    payer: message.payer,
    op: op.op,
    valid: entry.reason === undefined,
    links: linksOf(links, topicId, entry.sequenceNumber)
  }
  if (op.op === 'deploy') {
    item.name = op.name
    item.max = op.max
    if (op.lim !== undefined) item.lim = op.lim
    if (op.metadata !== undefined) item.metadata = op.metadata
  } else {
    item.amount = op.amt
    if (op.op !== 'mint') item.from = op.from
    if (op.op !== 'burn') item.to = op.to
  }
  if (op.m !== undefined) item.memo = op.m
  if (entry.reason !== undefined) item.reason = entry.reason
  return item
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A message's bytes as text: its first {@link MAX_MESSAGE_BYTES} bytes, cut before a character that does not fit
 * whole; bytes that are not UTF-8 are given as base64 (of the same cut bytes) and said so.
 */
function messageText (bytes: Uint8Array): Pick<InvalidItem, 'message' | 'encoding' | 'truncated'> {
  let end = bytes.length
  if (end > MAX_MESSAGE_BYTES) {
    end = MAX_MESSAGE_BYTES
    // a UTF-8 continuation byte (10xxxxxx) at the cut: back up to the start of its character
    while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--
  }
  const cut = bytes.subarray(0, end)
  const shown: Pick<InvalidItem, 'message' | 'encoding' | 'truncated'> = { message: '', encoding: 'utf8' }
  try {
    shown.message = UTF8.decode(cut)
  } catch {
    shown.message = Buffer.from(cut).toString('base64')
    shown.encoding = 'base64'
  }
  if (end < bytes.length) shown.truncated = true
  return shown
}

/** An invalid stream entry with its message (null: the mirror did not answer). */
export function invalidItem (entry: InvalidEntry, message: TopicMessage | undefined): InvalidItem {
  const item: InvalidItem = {
    sequenceNumber: entry.sequenceNumber,
    consensusTimestamp: entry.consensusTimestamp,
    payer: entry.payer,
    message: null,
    reason: entry.reason
  }
  if (entry.transactionId !== undefined) item.transactionId = entry.transactionId
  return message === undefined ? item : { ...item, ...messageText(message.message) }
}

/** The page position a cursor carries: the last sequence number a page looked at, and the order it was read in. */
export interface Position { order: Order, after: number | undefined }

export function encodePosition (order: Order, after: number): string {
  return Buffer.from(`${order === 'asc' ? 'a' : 'd'}${after}`).toString('base64url')
}

function badCursor (message: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
    detail: 'The request does not match the schema',
    errors: [{ path: 'querystring.cursor', message }]
  })
}

/** The position of a page: from its cursor (whose order wins; another `order` beside it is refused), else the start. */
export function decodePosition (cursor: string | undefined, order: Order | undefined): Position {
  if (cursor === undefined) return { order: order ?? 'asc', after: undefined }
  const match = /^([ad])(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (match?.[1] === undefined || match[2] === undefined) throw badCursor('Not a cursor this api issued')
  const issued: Order = match[1] === 'a' ? 'asc' : 'desc'
  if (order !== undefined && order !== issued) throw badCursor(`The cursor pages in ${issued} order, not ${order}`)
  return { order: issued, after: Number(match[2]) }
}

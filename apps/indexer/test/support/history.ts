// The read indexes of ADR 044 as tests read them back from Redis, and what a pure replay of the topic's messages
// through protocol's rules says they must hold.
import {
  accountChunkField, applyMessage, emptyTopicState, historyAccountsKey, historyKey, isAccountChunkField, parseAccountField,
  parseMessage, streamChunkEntries, topicKey, topicRegistryKey, unpackAccountEntries
} from '@hcs/protocol'
import type { HistoryEntry, KeyScope, TopicState } from '@hcs/protocol'
import type { MirrorMessage } from '@hcs/runtime'
import type { Redis } from 'ioredis'
import type { InvalidRecord } from './ledger.js'

/** A ticker's history and its accounts' entries. */
interface TickHistory {
  entries: HistoryEntry[]
  /** account → the entries that name it, oldest first. */
  accounts: Map<string, HistoryEntry[]>
}

export interface ReplayIndexes {
  /** tick → its history. */
  ticks: Map<string, TickHistory>
  invalid: InvalidRecord[]
}

function entryOf (sequenceNumber: number, reason: string | undefined): HistoryEntry {
  return reason === undefined ? { sequenceNumber } : { sequenceNumber, reason }
}

/** A ticker's history stream, oldest first. */
export async function readHistory (redis: Redis, keys: KeyScope, topicId: string, tick: string): Promise<HistoryEntry[]> {
  return (await redis.xrange(historyKey(keys, topicId, tick), '-', '+')).flatMap(([, fields]) => streamChunkEntries(fields))
}

/**
 * Every account's entries of a ticker: its sealed chunks, oldest first, then its own field's. `sealed` names the
 * accounts that sealed a chunk; `packed` holds each account's own field and every chunk, as stored.
 */
export async function readAccountEntries (redis: Redis, keys: KeyScope, topicId: string, tick: string): Promise<{ accounts: Map<string, HistoryEntry[]>, sealed: string[], packed: Map<string, string> }> {
  const fields = await redis.hgetall(historyAccountsKey(keys, topicId, tick))
  const accounts = new Map<string, HistoryEntry[]>()
  const sealed: string[] = []
  for (const [field, value] of Object.entries(fields)) {
    if (isAccountChunkField(field)) continue
    const { chunks, entries } = parseAccountField(value)
    if (chunks > 0) sealed.push(field)
    const older = Array.from({ length: chunks }, (_v, i) => unpackAccountEntries(fields[accountChunkField(field, i + 1)] ?? ''))
    accounts.set(field, [...older.flat(), ...entries])
  }
  return { accounts, sealed, packed: new Map(Object.entries(fields)) }
}

/** The number of ticker history streams of the topic (to show no ticker beyond the replay's has one). */
export async function countHistoryStreams (redis: Redis, keys: KeyScope, topicId: string): Promise<number> {
  let cursor = '0'
  let count = 0
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${topicKey(keys, topicId)}:tick:*`, 'COUNT', 1000)
    cursor = next
    count += found.filter(k => k.endsWith(':history')).length
  } while (cursor !== '0')
  return count
}

/** The registry stream of a topic: each listing's sequence number and fields. */
export async function readRegistry (redis: Redis, keys: KeyScope, topicId: string): Promise<Array<{ sequenceNumber: number, fields: Record<string, string> }>> {
  const entries = await redis.xrange(topicRegistryKey(keys, topicId), '-', '+')
  return entries.map(([id, f]) => {
    const fields: Record<string, string> = {}
    for (let i = 0; i + 1 < f.length; i += 2) fields[f[i] ?? ''] = f[i + 1] ?? ''
    return { sequenceNumber: Number(id.split('-')[0]), fields }
  })
}

/**
 * What the read indexes must hold, from protocol's parser and state machine alone: a parsed message other than
 * `register` that deploys a ticker or names one deployed before it is an entry of that ticker's history (valid
 * or with its reason) and of the accounts it names (mint: to; transfer: from and to; burn: from); every message
 * the rules refuse, for whatever reason, is in the invalid list.
 */
export function replayIndexes (messages: MirrorMessage[], isPrivate: boolean): ReplayIndexes {
  let state: TopicState = emptyTopicState()
  const ticks = new Map<string, TickHistory>()
  const invalid: InvalidRecord[] = []
  for (const m of messages) {
    const reject = (reason: string): void => {
      const record: InvalidRecord = { sequenceNumber: m.sequenceNumber, reason, payer: m.payerAccountId, consensusTimestamp: m.consensusTimestamp }
      if (m.chunk?.transactionId !== undefined) record.transactionId = m.chunk.transactionId
      invalid.push(record)
    }
    if (m.chunk !== undefined && m.chunk.total > 1) {
      reject('chunked_message')
      continue
    }
    const parsed = parseMessage(m.message)
    if (!parsed.ok) {
      reject(parsed.reason)
      continue
    }
    const message = parsed.message
    const deployedBefore = message.op !== 'register' && state.ticks[message.tick] !== undefined
    const result = applyMessage(state, message, { payer: m.payerAccountId, isPrivate, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp })
    const reason = result.ok ? undefined : result.reason
    if (result.ok) state = result.state
    else reject(result.reason)
    if (message.op === 'register' || (message.op !== 'deploy' && !deployedBefore)) continue
    const entry = entryOf(m.sequenceNumber, reason)
    let history = ticks.get(message.tick)
    if (history === undefined) ticks.set(message.tick, history = { entries: [], accounts: new Map() })
    history.entries.push(entry)
    const named = message.op === 'mint' ? [message.to] : message.op === 'transfer' ? [message.from, message.to] : message.op === 'burn' ? [message.from] : []
    for (const account of new Set(named)) history.accounts.set(account, [...(history.accounts.get(account) ?? []), entry])
  }
  return { ticks, invalid }
}

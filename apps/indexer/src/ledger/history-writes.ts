// What a page adds to the topic's read indexes (ADR 044): each ticker's history, each account's entries in it, the
// topic's invalid messages and, on a registry topic, its listings. Only sequence numbers and outcomes are kept;
// the messages themselves are the topic's, read back from the mirror.
import {
  accountHistoryKey, historyAccountsKey, historyKey, packAccountEntries, topicInvalidKey, topicRegistryKey
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { AccountHistoryAppend, StreamAppend } from './commit-script.js'

/** A message that names a deployed ticker (or deploys it): an entry of that ticker's history. */
interface HistoryItem {
  tick: string
  sequenceNumber: number
  /** protocol's historyCode: `0` valid, else the reason's. */
  code: string
  /** The accounts it names as `from` or `to`. */
  accounts: string[]
}

/** A message the rules rejected (any message: unparseable, unknown ticker, or a rule). */
interface InvalidItem {
  sequenceNumber: number
  reason: string
  payer: string
  consensusTimestamp: string
  transactionId?: string
}

/** A `register` message on the registry topic. */
interface RegistryItem {
  sequenceNumber: number
  topicId: string
  name: string
  private: boolean
  metadata?: string
  payer: string
}

/** What a page adds to the read indexes. */
export interface PageIndexes {
  history: HistoryItem[]
  invalid: InvalidItem[]
  registry: RegistryItem[]
}

export interface IndexWrites {
  appends: StreamAppend[]
  accountHistory: AccountHistoryAppend[]
}

export interface IndexOptions {
  /** Keep the tickers' histories (the invalid list and the registry are kept either way). */
  history: boolean
  /** Length cap of the topic's invalid stream. */
  invalidMax: number
}

const idOf = (sequenceNumber: number): string => `${sequenceNumber}-0`

/** The commit's stream entries and account appends for a page's indexes. */
export function indexWrites (keys: KeyScope, topicId: string, page: PageIndexes, options: IndexOptions): IndexWrites {
  const appends: StreamAppend[] = []
  const byAccount = new Map<string, { tick: string, account: string, entries: Array<{ sequenceNumber: number, code: string }> }>()
  if (options.history) {
    for (const item of page.history) {
      appends.push([historyKey(keys, topicId, item.tick), '', idOf(item.sequenceNumber), ['c', item.code]])
      for (const account of new Set(item.accounts)) {
        // tick and account never hold a NUL (parsed fields), so the pair is unambiguous
        const at = `${item.tick}\u0000${account}`
        let entries = byAccount.get(at)
        if (entries === undefined) byAccount.set(at, entries = { tick: item.tick, account, entries: [] })
        entries.entries.push({ sequenceNumber: item.sequenceNumber, code: item.code })
      }
    }
  }
  const cap = String(options.invalidMax)
  for (const item of page.invalid) {
    const fields = ['r', item.reason, 'p', item.payer, 't', item.consensusTimestamp]
    if (item.transactionId !== undefined) fields.push('x', item.transactionId)
    appends.push([topicInvalidKey(keys, topicId), cap, idOf(item.sequenceNumber), fields])
  }
  for (const item of page.registry) {
    const fields = ['t', item.topicId, 'n', item.name, 'v', item.private ? '1' : '0', 'p', item.payer]
    if (item.metadata !== undefined) fields.push('m', item.metadata)
    appends.push([topicRegistryKey(keys, topicId), '', idOf(item.sequenceNumber), fields])
  }
  const accountHistory = [...byAccount.values()].map(({ tick, account, entries }): AccountHistoryAppend => ({
    hash: historyAccountsKey(keys, topicId, tick),
    field: account,
    stream: accountHistoryKey(keys, topicId, tick, account),
    packed: packAccountEntries(entries),
    items: entries.map(e => [idOf(e.sequenceNumber), e.code])
  }))
  return { appends, accountHistory }
}

// What a page adds to the topic's read indexes (ADR 044): each ticker's history, each account's entries in it, the
// topic's invalid messages and, on a registry topic, its listings. Only sequence numbers and outcomes are kept;
// the messages themselves are the topic's, read back from the mirror.
import { historyAccountsKey, historyKey, packAccountEntries, topicInvalidKey, topicRegistryKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { AccountHistoryAppend, HistoryAppend, StreamAppend } from './commit-script.js'

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
  histories: HistoryAppend[]
  accountHistory: AccountHistoryAppend[]
}

export interface IndexOptions {
  /** Keep the tickers' histories (the invalid list and the registry are kept either way). */
  history: boolean
  /** Length cap of the topic's invalid stream. */
  invalidMax: number
}

const idOf = (sequenceNumber: number): string => `${sequenceNumber}-0`

type Entry = { sequenceNumber: number, code: string }

/** The entries of one ticker in a page: its own, and each account's. */
interface TickEntries { entries: Entry[], accounts: Map<string, Entry[]> }

/** The page's history items grouped by ticker, and by account within it. */
function byTicker (items: readonly HistoryItem[]): Map<string, TickEntries> {
  const ticks = new Map<string, TickEntries>()
  for (const item of items) {
    let tick = ticks.get(item.tick)
    if (tick === undefined) ticks.set(item.tick, tick = { entries: [], accounts: new Map() })
    const entry = { sequenceNumber: item.sequenceNumber, code: item.code }
    tick.entries.push(entry)
    for (const account of new Set(item.accounts)) {
      const entries = tick.accounts.get(account)
      if (entries === undefined) tick.accounts.set(account, [entry])
      else entries.push(entry)
    }
  }
  return ticks
}

/** The commit's stream entries and account appends for a page's indexes. */
export function indexWrites (keys: KeyScope, topicId: string, page: PageIndexes, options: IndexOptions): IndexWrites {
  const histories: HistoryAppend[] = []
  const accountHistory: AccountHistoryAppend[] = []
  if (options.history) {
    for (const [tick, { entries, accounts }] of byTicker(page.history)) {
      histories.push({ key: historyKey(keys, topicId, tick), entries: packAccountEntries(entries) })
      const flat: string[] = []
      for (const [account, mine] of accounts) flat.push(account, packAccountEntries(mine))
      if (flat.length > 0) {
        accountHistory.push({ hash: historyAccountsKey(keys, topicId, tick), accounts: flat })
      }
    }
  }
  const appends: StreamAppend[] = []
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
  return { appends, histories, accountHistory }
}

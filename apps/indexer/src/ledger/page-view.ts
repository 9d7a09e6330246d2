// The indexer's view of the ledger while it applies one page: only the ticks and accounts the page's messages
// touch, read from Redis in one round trip (ledger-store's readView), then changed in memory message by message.
// The rules (protocol's decideMessage) read it through protocol's LedgerView, so applying a message costs the
// same with ten holders or a million, and the indexer holds no more than one page of state.
import type { Effect, Hcs20Message, LedgerView, TickHeader } from '@hcs/protocol'

/** The ticks a page's messages name and, per tick, the accounts they read or write. */
export interface PageTouches {
  ticks: Set<string>
  accounts: Map<string, Set<string>>
}

/** What a page view starts from: the stored headers of the deployed ticks among the touched ones, holder counts and balances. */
export interface ViewData {
  headers: Map<string, TickHeader>
  /** Holder count of each touched tick (the size of its holders sorted set). */
  holders: Map<string, number>
  /** tick → account → stored balance; accounts without balance are absent. */
  balances: Map<string, Map<string, string>>
}

/** A LedgerView that also takes the page's effects in order, keeping each touched tick's holder count. */
export interface PageView extends LedgerView {
  apply: (effect: Effect) => void
  /** The holder count of a touched tick after the effects applied so far. */
  holders: (tick: string) => number
}

/** The ticks and accounts `messages` touch (register names none). */
export function pageTouches (messages: Iterable<Hcs20Message>): PageTouches {
  const touches: PageTouches = { ticks: new Set(), accounts: new Map() }
  const add = (tick: string, account: string): void => {
    let accounts = touches.accounts.get(tick)
    if (accounts === undefined) touches.accounts.set(tick, accounts = new Set())
    accounts.add(account)
  }
  for (const message of messages) {
    if (message.op === 'register') continue
    touches.ticks.add(message.tick)
    if (message.op === 'mint') add(message.tick, message.to)
    if (message.op === 'transfer') {
      add(message.tick, message.from)
      add(message.tick, message.to)
    }
    if (message.op === 'burn') add(message.tick, message.from)
  }
  return touches
}

/** A page view over `data`, which it changes in place (it is the page's own copy). */
export function createPageView (data: ViewData): PageView {
  const balancesOf = (tick: string): Map<string, string> => {
    let balances = data.balances.get(tick)
    if (balances === undefined) data.balances.set(tick, balances = new Map())
    return balances
  }
  const balance = (tick: string, account: string): string => data.balances.get(tick)?.get(account) ?? '0'
  return {
    tick: (tick) => data.headers.get(tick),
    balance,
    holders: (tick) => data.holders.get(tick) ?? 0,
    apply (effect) {
      if (effect.deploy !== undefined) data.headers.set(effect.tick, { ...effect.deploy, supply: effect.supply })
      const header = data.headers.get(effect.tick)
      if (header !== undefined) header.supply = effect.supply
      const balances = balancesOf(effect.tick)
      let holders = data.holders.get(effect.tick) ?? 0
      for (const [account, value] of Object.entries(effect.balances)) {
        const was = balances.get(account) ?? '0'
        if (was === '0' && value !== '0') holders++
        if (was !== '0' && value === '0') holders--
        if (value === '0') balances.delete(account)
        else balances.set(account, value)
      }
      data.holders.set(effect.tick, holders)
    }
  }
}

// The ledger the API serves against an independent replay of each topic with protocol's rules, and
// no reservation left once every job has settled; then the indexer's own `ledger:verify` on Redis.
import { runLedgerVerify } from '@hcs/indexer'
import { applyMessages, emptyTopicState, parseMessage, type ReplayItem, type TopicState } from '@hcs/protocol'
import type { TopicMessage } from './exactly-once.js'

export interface ApiGet { (path: string): Promise<{ status: number, body: any }> }

export interface LedgerCheck {
  ticks: number
  /** One line per difference between the API and the replay. */
  mismatches: string[]
  /** Pending supply or debits the API still shows once every job settled. */
  leftover: string[]
  /** Ticks on the topic the API refuses to read (400: e.g. longer than the API's ticker limit). */
  unreadable: string[]
}

/** A path segment that no URL parser turns into `.` or `..` navigation (dots are percent-encoded too). */
function segment (text: string): string {
  return encodeURIComponent(text).replace(/\./g, '%2E')
}

export function replay (messages: Array<TopicMessage & { consensusTimestamp: string }>, isPrivate: boolean): TopicState {
  const items: ReplayItem[] = []
  for (const m of messages) {
    const parsed = parseMessage(m.text)
    if (!parsed.ok) continue
    items.push({ message: parsed.message, ctx: { payer: m.payer, isPrivate, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp } })
  }
  return applyMessages(emptyTopicState(), items).state
}

/** Compares every tick of `state` (supply, every holder's balance) with the API; no pending supply or debits remain. */
export async function checkLedger (get: ApiGet, topicId: string, state: TopicState, accounts: string[]): Promise<LedgerCheck> {
  const mismatches: string[] = []
  const unreadable: string[] = []
  const leftover: string[] = []
  const q = `topic_id=${topicId}`
  for (const [tick, expected] of Object.entries(state.ticks)) {
    const name = `${topicId} ${JSON.stringify(tick)}`
    const inscription = await get(`/api/inscription/${segment(tick)}?${q}`)
    if (inscription.status === 400) { unreadable.push(name); continue }
    if (inscription.status !== 200) { mismatches.push(`${name}: GET inscription answered ${inscription.status}`); continue }
    if (inscription.body.supply !== expected.supply) mismatches.push(`${name}: supply ${String(inscription.body.supply)}, replay ${expected.supply}`)
    if (inscription.body.pending?.supply !== '0') leftover.push(`${name}: pending supply ${String(inscription.body.pending?.supply)} left`)
    const served: Record<string, string> = {}
    let next: string | null = `/api/inscription/${segment(tick)}/holders?limit=500&${q}`
    while (next !== null) {
      const page = await get(next)
      if (page.status !== 200) { mismatches.push(`${name}: GET holders answered ${page.status}`); break }
      for (const h of page.body.holders as Array<{ account: string, balance: string }>) served[h.account] = h.balance
      next = page.body.next
    }
    for (const account of new Set([...Object.keys(served), ...Object.keys(expected.balances)])) {
      if (served[account] !== expected.balances[account]) mismatches.push(`${name}: ${account} holds ${String(served[account])}, replay ${String(expected.balances[account])}`)
    }
    for (const account of accounts) {
      const balance = await get(`/api/inscription/${segment(tick)}/balance/${account}?${q}`)
      if (balance.status === 200 && balance.body.pendingDebits !== '0') leftover.push(`${name}: ${account} has pending debits ${String(balance.body.pendingDebits)} left`)
    }
  }
  return { ticks: Object.keys(state.ticks).length, mismatches, leftover, unreadable }
}

export interface LedgerVerifyResult {
  exitCode: number
  /** Every line ledger:verify printed. */
  lines: string[]
  differences: number
  liveReservations: number
}

/**
 * `npm run ledger:verify` on `topics` (settlement's replay against Redis, and the reservation index).
 * When `untilNoReservations` is set, runs again every 2 s while reservations are live, up to that many
 * ms: a reservation whose job never reached the topic is released by the indexer's sweep.
 */
export async function ledgerVerify (env: Record<string, string>, topics: string[], untilNoReservations = 0): Promise<LedgerVerifyResult> {
  const deadline = Date.now() + untilNoReservations
  for (;;) {
    const lines: string[] = []
    const run = await runLedgerVerify(topics.flatMap((t) => ['--topic', t]), env, (line) => lines.push(line))
    const result = {
      exitCode: run.exitCode,
      lines,
      differences: run.reports.reduce((n, r) => n + r.differences.length + r.reservations.differences.length + r.reservations.dangling.length, 0),
      liveReservations: run.reports.reduce((n, r) => n + r.reservations.live, 0)
    }
    if (result.liveReservations === 0 || Date.now() > deadline) return result
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

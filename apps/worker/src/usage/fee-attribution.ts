import type { Redis } from 'ioredis'
import {
  USAGE_COUNTERS, USAGE_UNATTRIBUTED, jobRecordKey, luaScript, replies, transactionKey, usageDay, usageArgs, usageFeeCursorKey,
  usageNetworkKeyPrefix, type KeyScope
} from '@hcs/protocol'

/** One transaction the operator paid, priced: what the attribution step counts. */
export interface PricedTransaction {
  /** `seconds.nanos`, nine digits of nanos. */
  consensusTimestamp: string
  /** The SDK's form, `0.0.2@1700000000.000000001`: the tx index's. */
  transactionId: string
  tinybar: number
  nanoUsd: bigint
  /** The tenant it is known to be for without its tx index (a tenant topic's creation); absent: its tx index says. */
  owner?: string
}

/** Tinybar one step newly counted for a tenant ({@link USAGE_UNATTRIBUTED} included) on one UTC day. */
export interface AttributedFees {
  tenant: string
  day: string
  tinybar: number
}

// the Lua reads each transaction's arguments by these names (lua/usage/fees-attribute.lua)
const FEE_LAYOUT = { tx: ['at', 'txId', 'tinybar', 'nanoUsd', 'day', 'owner'] } as const

// lua/usage/fees-attribute.lua: { counted, tenant, day, tinybar, ... }
const attributeScript = luaScript({
  name: 'hcsUsageFeesAttribute',
  file: new URL('../../lua/usage/fees-attribute.lua', import.meta.url),
  keys: ['cursor'],
  args: ['usagePrefix', 'usageKeepDays', 'txPrefix', 'recordPrefix', 'unattributed', 'feeCode', 'usdCode'],
  moreArgs: true,
  layouts: { fee: FEE_LAYOUT },
  reply: (raw) => {
    const flat = replies.strings(raw)
    const fees: AttributedFees[] = []
    for (let i = 1; i + 2 < flat.length; i += 3) fees.push({ tenant: flat[i] ?? '', day: flat[i + 1] ?? '', tinybar: Number(flat[i + 2]) })
    return { counted: Number(flat[0]), fees }
  }
})

/**
 * Counts the fees of transactions on one topic (their jobs' tenants and tickers, or the `owner` given, unmatched ones
 * unattributed), or, without a topic, those on no topic of ours (all unattributed, in the network's usage hashes), in
 * one atomic step with the cursor of what is counted there: a transaction counted before is skipped (ADR 054).
 * `transactions` in consensus order. Returns what the step newly counted.
 */
export async function attributeFees (
  redis: Redis, scope: KeyScope, topicId: string | undefined, transactions: readonly PricedTransaction[]
): Promise<{ counted: number, fees: AttributedFees[] }> {
  const moreArgs = transactions.flatMap((tx) =>
    [tx.consensusTimestamp, tx.transactionId, tx.tinybar, tx.nanoUsd.toString(), usageDay(Number(tx.consensusTimestamp.split('.')[0]) * 1000), tx.owner ?? ''])
  return await attributeScript.run(redis, {
    keys: { cursor: usageFeeCursorKey(scope, topicId) },
    args: {
      ...(topicId === undefined ? { usagePrefix: usageNetworkKeyPrefix(scope), usageKeepDays: usageArgs(scope, '').usageKeepDays } : usageArgs(scope, topicId)),
      txPrefix: topicId === undefined ? '' : transactionKey(scope, topicId, ''),
      recordPrefix: topicId === undefined ? '' : jobRecordKey(scope, topicId, ''),
      unattributed: USAGE_UNATTRIBUTED,
      feeCode: USAGE_COUNTERS.feesTinybar,
      usdCode: USAGE_COUNTERS.feesNanoUsd
    },
    moreArgs
  })
}

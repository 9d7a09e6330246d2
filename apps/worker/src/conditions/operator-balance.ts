import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { decodeOperatorBalanceLow, luaScript, operatorBalanceKey, operatorBalanceLowKey, replies, type KeyScope, type OperatorBalanceLow } from '@hcs/protocol'
import type { WorkerMetrics } from '../metrics.js'

/**
 * The operator's balance, read every `intervalMs` (a free AccountBalanceQuery; ADR 038, "The operator's balance
 * floor"): exported as a gauge, its falls counted as fees paid, and, under the floor, recorded in Redis (protocol's
 * operatorBalanceLowKey) so that the api refuses new operations with 503 OPERATOR_BALANCE_LOW. Jobs already accepted
 * keep being sent: nothing here holds a queue. A read at or above the floor deletes the record: intake resumes.
 */
export interface OperatorBalance {
  /** The low-balance record of this process's last read, or undefined (above the floor, floor off, or not read yet). */
  low: () => OperatorBalanceLow | undefined
  /** One read now (the timer does it every `intervalMs`); a failed read is logged and changes nothing. */
  read: () => Promise<void>
  close: () => void
}

export interface OperatorBalanceOptions {
  redis: Redis
  keys: KeyScope
  operatorId: string
  /** OPERATOR_MIN_BALANCE_HBAR; 0: no floor (the balance is still read, exported and its falls counted). */
  floorHbar: number
  intervalMs: number
  /** The operator's balance in tinybars, as the network answers. */
  balance: () => Promise<bigint>
  log: Logger
  metrics?: WorkerMetrics
  now?: () => number
}

const TINYBARS_PER_HBAR = 100_000_000
// the record outlives two missed reads; with every worker gone (or the network unreachable) it lapses
const MIN_RECORD_TTL_MS = 30_000
// the last read kept for the next one's comparison: a day covers any interval anyone sets
const LAST_READ_TTL_MS = 86_400_000

// lua/conditions/operator-balance.lua: stores a newer read and answers the one before ('' when none or this one is not newer)
const recordReadScript = luaScript({
  name: 'hcsOperatorBalanceRead',
  file: new URL('../../lua/conditions/operator-balance.lua', import.meta.url),
  keys: ['balance'],
  args: ['tinybars', 'at', 'ttlMs'],
  reply: replies.string
})

const hbar = (tinybars: bigint): number => Number(tinybars) / TINYBARS_PER_HBAR

export function createOperatorBalance (options: OperatorBalanceOptions): OperatorBalance {
  const { redis, log } = options
  const now = options.now ?? Date.now
  const lowKey = operatorBalanceLowKey(options.keys)
  const balanceKey = operatorBalanceKey(options.keys, options.operatorId)
  const floorTinybars = BigInt(Math.round(options.floorHbar * TINYBARS_PER_HBAR))
  const ttlMs = Math.max(MIN_RECORD_TTL_MS, 3 * options.intervalMs)
  recordReadScript.define(redis)
  options.metrics?.operatorMinBalance.set(options.floorHbar)
  let known: OperatorBalanceLow | undefined
  let reading: Promise<void> | undefined

  async function recordLow (tinybars: bigint): Promise<void> {
    const at = new Date(now()).toISOString()
    const before = decodeOperatorBalanceLow(await redis.get(lowKey))
    const balanceHbar = hbar(tinybars)
    const record: OperatorBalanceLow = {
      code: 'OPERATOR_BALANCE_LOW',
      operatorId: options.operatorId,
      balanceHbar,
      floorHbar: options.floorHbar,
      reason: `the operator account ${options.operatorId} holds ${balanceHbar} HBAR, under OPERATOR_MIN_BALANCE_HBAR (${options.floorHbar} HBAR): ` +
        'new operations are refused until it is funded; operations accepted before are still sent',
      since: before?.since ?? at,
      lastSeen: at
    }
    await redis.set(lowKey, JSON.stringify(record), 'PX', ttlMs)
    if (known === undefined) log.warn({ operatorId: options.operatorId, balanceHbar, floorHbar: options.floorHbar }, 'operator balance under the floor: refusing new operations')
    known = record
  }

  async function readOnce (): Promise<void> {
    let tinybars: bigint
    try {
      tinybars = await options.balance()
    } catch (err) {
      log.warn({ err }, 'operator balance not read')
      return
    }
    options.metrics?.operatorBalance.set(hbar(tinybars))
    try {
      const previous = await recordReadScript.run(redis, { keys: { balance: balanceKey }, args: { tinybars: tinybars.toString(), at: now(), ttlMs: LAST_READ_TTL_MS } })
      // a fall is what the account paid (fees); a rise (funding) counts nothing
      if (previous !== '' && BigInt(previous) > tinybars) options.metrics?.feesPaid.inc(hbar(BigInt(previous) - tinybars))
      if (floorTinybars <= 0n) return
      if (tinybars < floorTinybars) {
        await recordLow(tinybars)
      } else {
        await redis.del(lowKey)
        if (known !== undefined) log.info({ operatorId: options.operatorId, balanceHbar: hbar(tinybars), floorHbar: options.floorHbar }, 'operator balance back above the floor: accepting operations again')
        known = undefined
      }
    } catch (err) {
      log.warn({ err }, 'operator balance not recorded')
    }
  }

  const read = async (): Promise<void> => {
    reading ??= readOnce().finally(() => { reading = undefined })
    await reading
  }
  const timer = setInterval(() => { read().catch(() => {}) }, options.intervalMs)
  timer.unref()

  return {
    low: () => known,
    read,
    close () { clearInterval(timer) }
  }
}

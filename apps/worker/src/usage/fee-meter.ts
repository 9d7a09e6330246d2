import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { USAGE_UNATTRIBUTED, feeMeterKeys, tenantQuotaUsedKey, topicCreationKey, type KeyScope } from '@hcs/protocol'
import { acquireLease, type Lease, type MirrorExchangeRate, type MirrorPaidTransaction, type TransactionMirror } from '@hcs/runtime'
import type { WorkerMetrics } from '../metrics.js'
import { attributeFees, type AttributedFees, type PricedTransaction } from './fee-attribution.js'

/**
 * The fee meter (ADR 054): one worker process at a time (a Redis lease) reads, every `intervalMs`, the transactions
 * the operator account paid for from the mirror, after its cursor, and counts each one's fee into the usage of its
 * job's tenant and ticker (unattributed when it has none), then into the tenant's quota use (`hbar:` fields).
 */
export interface FeeMeter {
  /** Stops metering (a page being counted finishes first) and gives the lease back. */
  close: () => Promise<void>
}

export interface FeeMeterOptions {
  redis: Redis
  keys: KeyScope
  mirror: TransactionMirror
  operatorId: string
  /** The topics this service writes, read live (tenant topics join as they are served). */
  topics: ReadonlySet<string>
  intervalMs: number
  /** The lease's lifetime: a standby worker takes over within it once the metering one is gone (default 30 s). */
  leaseTtlMs?: number
  log: Logger
  metrics?: WorkerMetrics
  now?: () => number
}

const PAGE_LIMIT = 100
const DEFAULT_LEASE_TTL_MS = 30_000

/** `seconds.nanos` of an epoch ms. */
function timestampOf (ms: number): string {
  return `${Math.floor(ms / 1000)}.${String((ms % 1000) * 1_000_000).padStart(9, '0')}`
}

const msOf = (timestamp: string): number => Math.floor(Number(timestamp) * 1000)

/** Epoch seconds of the end of the UTC month of a day (`YYYY-MM-DD`). */
function monthEndSeconds (day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1) / 1000
}

/** Nano-USD of tinybar at a rate: tinybar / 10^8 HBAR × (cents / hbarEquivalent) / 100 USD × 10^9, rounded down. */
export function nanoUsdOf (tinybar: number, rate: Pick<MirrorExchangeRate, 'centEquivalent' | 'hbarEquivalent'>): bigint {
  return BigInt(tinybar) * BigInt(rate.centEquivalent) / (BigInt(rate.hbarEquivalent) * 10n)
}

/** The exchange rate of each transaction's moment, read from the mirror once per rate period (transactions come in order). */
function exchangeRates (mirror: TransactionMirror): (at: string, signal: AbortSignal) => Promise<MirrorExchangeRate> {
  let cached: { rate: MirrorExchangeRate, from: number, until: number } | undefined
  return async (at, signal) => {
    const second = Number(at.split('.')[0])
    if (cached !== undefined && second >= cached.from && second < cached.until) return cached.rate
    const rate = await mirror.getExchangeRate(at, signal)
    cached = { rate, from: second, until: Math.max(rate.expirationTime, second + 1) }
    return rate
  }
}

export function startFeeMeter (options: FeeMeterOptions): FeeMeter {
  const { redis, keys, mirror, log, metrics } = options
  const now = options.now ?? Date.now
  const meterKeys = feeMeterKeys(keys)
  const rateAt = exchangeRates(mirror)
  const controller = new AbortController()

  /**
   * The page's tenant topic creations: transaction id → the tenant (its creation marker, written before the creation
   * was sent) and the topic it created (the transaction's entity). One MGET of the page's topic creations' markers,
   * none for a page without one. A creation that created nothing (it failed at consensus) has no topic to count on:
   * it stays unattributed.
   */
  async function creationsOf (paid: MirrorPaidTransaction[]): Promise<Map<string, { topicId: string, tenant: string }>> {
    const creations = new Map<string, { topicId: string, tenant: string }>()
    const candidates = paid.filter((tx) => tx.name === 'CONSENSUSCREATETOPIC' && tx.entityId !== undefined)
    if (candidates.length === 0) return creations
    const tenants = await redis.mget(candidates.map((tx) => topicCreationKey(keys, tx.transactionId)))
    tenants.forEach((tenant, i) => {
      const tx = candidates[i] as MirrorPaidTransaction
      if (tenant !== null && tx.entityId !== undefined) creations.set(tx.transactionId, { topicId: tx.entityId, tenant })
    })
    return creations
  }

  /**
   * Counts one page: per topic, then the rest, each in one step with its cursor; then the tenants' quota use. A tenant
   * topic's creation counts on that topic as its tenant's, whether or not this process serves the topic yet.
   */
  async function meterPage (transactions: MirrorPaidTransaction[], signal: AbortSignal): Promise<void> {
    // `account.id` lists the transfers to the operator too: only the ones it paid for are its fees
    const paid = transactions.filter((tx) => tx.payerAccountId === options.operatorId)
    const creations = await creationsOf(paid)
    const byTopic = new Map<string | undefined, PricedTransaction[]>()
    for (const tx of paid) {
      const creation = creations.get(tx.transactionId)
      const priced: PricedTransaction = {
        consensusTimestamp: tx.consensusTimestamp,
        transactionId: tx.transactionId,
        tinybar: tx.chargedTxFee,
        nanoUsd: nanoUsdOf(tx.chargedTxFee, await rateAt(tx.consensusTimestamp, signal)),
        ...(creation === undefined ? {} : { owner: creation.tenant })
      }
      const topic = creation?.topicId ?? (tx.entityId !== undefined && options.topics.has(tx.entityId) ? tx.entityId : undefined)
      const list = byTopic.get(topic)
      if (list === undefined) byTopic.set(topic, [priced])
      else list.push(priced)
    }
    const added: AttributedFees[] = []
    let counted = 0
    for (const [topic, priced] of byTopic) {
      const step = await attributeFees(redis, keys, topic, priced)
      counted += step.counted
      added.push(...step.fees)
    }
    await countQuotaUse(added)
    const tinybar = (unattributed: boolean): number => added.filter((f) => (f.tenant === USAGE_UNATTRIBUTED) === unattributed).reduce((sum, f) => sum + f.tinybar, 0)
    log.info({
      transactions: transactions.length,
      paid: paid.length,
      counted,
      tenants: new Set(added.filter((f) => f.tenant !== USAGE_UNATTRIBUTED).map((f) => f.tenant)).size,
      attributedTinybar: tinybar(false),
      unattributedTinybar: tinybar(true),
      through: transactions[transactions.length - 1]?.consensusTimestamp
    }, 'fee meter: page counted')
  }

  /**
   * The tenants' quota use (`hbar:<day>`, `hbar:<month>`) and the fee counter, by what the steps newly counted. The
   * default tenant has no quota. A hash no quota take ever reads (a tenant without a quota) still goes: it gets an
   * expiry a day after the month's end when it has none (the take moves it later when it needs to).
   */
  async function countQuotaUse (added: AttributedFees[]): Promise<void> {
    const pipeline = redis.pipeline()
    for (const { tenant, day, tinybar } of added) {
      metrics?.feesTinybar.inc({ tenant: tenant === USAGE_UNATTRIBUTED ? 'unattributed' : tenant }, tinybar)
      if (tenant === USAGE_UNATTRIBUTED || tenant === 'default') continue
      const used = tenantQuotaUsedKey(keys.prefix, tenant)
      pipeline.hincrby(used, `hbar:${day}`, tinybar)
      pipeline.hincrby(used, `hbar:${day.slice(0, 7)}`, tinybar)
      pipeline.expireat(used, monthEndSeconds(day) + 86_400, 'NX')
    }
    if (pipeline.length > 0) await pipeline.exec()
  }

  /** Reads the operator's transactions after the cursor to the end of the mirror's list, page by page. */
  async function pass (signal: AbortSignal): Promise<void> {
    const startedMs = now()
    // a first start meters from now on: the operator's earlier history is not any tenant's
    await redis.set(meterKeys.cursor, timestampOf(startedMs), 'NX')
    const cursor = await redis.get(meterKeys.cursor) ?? timestampOf(startedMs)
    let page = await mirror.getAccountTransactions(options.operatorId, cursor, PAGE_LIMIT, signal)
    for (;;) {
      const last = page.transactions[page.transactions.length - 1]
      if (last === undefined) break
      await meterPage(page.transactions, signal)
      await redis.set(meterKeys.cursor, last.consensusTimestamp)
      if (metrics !== undefined) metrics.feeMeterCoveredMs.at = msOf(last.consensusTimestamp)
      if (page.next === null) break
      page = await mirror.getTransactionPage(page.next, signal)
    }
    // read to the end: every fee the mirror had when the pass started is counted
    if (metrics !== undefined) metrics.feeMeterCoveredMs.at = Math.max(metrics.feeMeterCoveredMs.at ?? 0, startedMs)
  }

  /** While this process holds the lease: a pass every `intervalMs`; a failed pass is logged and the next one resumes. */
  async function meter (lease: Lease): Promise<void> {
    const signal = AbortSignal.any([controller.signal, lease.signal])
    while (!signal.aborted) {
      try {
        await pass(signal)
      } catch (err) {
        if (!signal.aborted) log.warn({ err }, 'fee meter: pass failed, the next one resumes from the cursor')
      }
      await sleep(options.intervalMs, undefined, { signal }).catch(() => {})
    }
  }

  async function run (): Promise<void> {
    const owner = randomUUID()
    const ttlMs = options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS
    while (!controller.signal.aborted) {
      let lease: Lease
      try {
        lease = await acquireLease({ redis, key: meterKeys.lease, owner, ttlMs, onLost: (err) => { log.warn({ err }, 'fee meter: lease lost, another worker may meter') } }, controller.signal)
      } catch (err) {
        if (controller.signal.aborted) return
        log.warn({ err }, 'fee meter: lease not taken (Redis), trying again')
        await sleep(options.intervalMs, undefined, { signal: controller.signal }).catch(() => {})
        continue
      }
      log.info({ operatorId: options.operatorId, intervalMs: options.intervalMs }, 'fee meter: metering in this worker')
      try {
        await meter(lease)
      } finally {
        await lease.release().catch((err: unknown) => { log.warn({ err }, 'fee meter: lease not released; it lapses') })
      }
    }
  }

  const running = run()
  return {
    async close () {
      controller.abort()
      await running
    }
  }
}

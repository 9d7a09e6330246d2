import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { decodeNetworkCondition, networkConditionKey, type KeyScope, type NetworkCondition } from '@hcs/protocol'
import { startPoller } from '@hcs/runtime'
import type { ConditionCode } from '../hedera/status.js'
import type { WorkerMetrics } from '../metrics.js'
import type { SubmitQueues } from '../queue.js'

/**
 * A condition of the whole network or payer (ADR 038), as this worker process sees it. One key per network in Redis
 * (protocol's networkConditionKey) says which condition holds and why; every worker and the api read it. While it
 * holds, the submit queues are held (BullMQ's queue rate limit) and jobs go back to waiting without spending an
 * attempt; every probe interval one job (whoever takes the probe lease) is sent as the probe; the first send that
 * gets through ends the condition.
 */
export interface NetworkConditions {
  /** The condition this process knows of (read from Redis at most `refreshMs` ago, or met here), or undefined. */
  current: () => NetworkCondition | undefined
  /**
   * Before a send: undefined → send (no condition known, or this send is the probe); else the condition in force:
   * the queues stay held and the caller puts its job back without spending an attempt.
   */
  hold: () => Promise<NetworkCondition | undefined>
  /** A send failed with a condition: records it (`since` kept, `lastSeen` now), holds every submit queue for a probe interval. */
  met: (code: ConditionCode, status: string, message: string) => Promise<NetworkCondition>
  /** A send got through: a known condition is over (deleted, queues released). No I/O when none is known. */
  passed: () => Promise<void>
  /** The network's clock minus ours (ms) that valid starts use: the measured skew once it is 2 s or more, else 0. */
  clockOffsetMs: () => number
  /** The last measured skew (ms); undefined until measured (never without a mirror). */
  measuredSkewMs: () => number | undefined
  close: () => Promise<void>
}

export interface NetworkConditionOptions {
  redis: Redis
  keys: KeyScope
  queues: Pick<SubmitQueues, 'hold' | 'release'>
  log: Logger
  metrics?: WorkerMetrics
  /** How often a probe is sent while a condition holds (the queues are held this long at a time). */
  probeIntervalMs: number
  /** How often the clock is compared with the mirror's (its `Date` header); also at once when CLOCK_SKEW is met. */
  clockCheckIntervalMs: number
  /** The mirror's base URL; without one skew is never measured (CLOCK_SKEW still pauses, with no correction). */
  mirrorUrl?: string
  /** How often the condition key is re-read (every other process's view of it). */
  refreshMs?: number
  /**
   * How long one send may take (HEDERA_REQUEST_TIMEOUT_MS): a probe into a BUSY storm takes that long to fail, so
   * the condition outlives twice that without being met again.
   */
  sendTimeoutMs?: number
  now?: () => number
}

// A skew below this is absorbed by valid starts 3 to 8 s in the past; at or above it valid starts are corrected.
const CORRECTED_SKEW_MS = 2000
const MIN_CONDITION_TTL_MS = 30_000
const DEFAULT_REFRESH_MS = 1000
const MIRROR_CLOCK_TIMEOUT_MS = 5000

const REASONS: Record<ConditionCode, string> = {
  PAYER_INSUFFICIENT_BALANCE: 'the operator account cannot pay for transactions (INSUFFICIENT_PAYER_BALANCE); submission resumes once it is funded',
  NETWORK_BUSY: 'the network answers BUSY to every send, after the SDK\'s own retries; submission resumes when it accepts again',
  CLOCK_SKEW: 'the network refuses freshly made transaction ids as expired or not yet valid: its clock and ours disagree'
}

/**
 * Our clock against the mirror's: its `Date` header (whole seconds) against the middle of the request. Good to about
 * half a second plus half the round trip; undefined when the mirror does not answer or sends no date.
 */
async function measureSkew (mirrorUrl: string, now: () => number): Promise<number | undefined> {
  const sent = now()
  try {
    const response = await fetch(new URL('/api/v1/network/supply', mirrorUrl), { signal: AbortSignal.timeout(MIRROR_CLOCK_TIMEOUT_MS) })
    const received = now()
    await response.body?.cancel()
    const date = response.headers.get('date')
    const theirs = date === null ? Number.NaN : Date.parse(date)
    if (Number.isNaN(theirs)) return undefined
    // the header truncates to the second: the mirror's clock read somewhere in [theirs, theirs + 1000)
    return Math.round(theirs + 500 - (sent + received) / 2)
  } catch {
    return undefined
  }
}

/** What is recorded of a condition met at `at`: since when it holds (`before`: what the key held), why, and the measured skew. */
function conditionRecord (
  code: ConditionCode, status: string, at: string, before: NetworkCondition | undefined, skew: number | undefined
): NetworkCondition {
  return {
    code,
    status,
    reason: code === 'CLOCK_SKEW' && skew !== undefined
      ? `${REASONS.CLOCK_SKEW} (measured: the network is ${(skew / 1000).toFixed(1)} s ${skew >= 0 ? 'ahead' : 'behind'}; valid starts are corrected)`
      : REASONS[code],
    since: before?.code === code ? before.since : at,
    lastSeen: at,
    ...(code === 'CLOCK_SKEW' && skew !== undefined ? { skewMs: skew } : {})
  }
}

export function createNetworkConditions (options: NetworkConditionOptions): NetworkConditions {
  const { redis, log } = options
  const now = options.now ?? Date.now
  const key = networkConditionKey(options.keys)
  const probeKey = `${key}:probe`
  const ttlMs = Math.max(MIN_CONDITION_TTL_MS, 3 * options.probeIntervalMs, 2 * (options.sendTimeoutMs ?? 0))
  let known: NetworkCondition | undefined
  let skew: number | undefined
  let offset = 0
  let closed = false
  // bumped by met and passed: a read begun before one of them is older than what this process knows
  let changes = 0

  function show (condition: NetworkCondition | undefined): void {
    const before = known?.code
    known = condition
    if (before !== condition?.code) {
      if (before !== undefined) options.metrics?.networkCondition.set({ code: before }, 0)
      if (condition !== undefined) options.metrics?.networkCondition.set({ code: condition.code }, 1)
    }
  }

  // a condition met or passed here while the read was under way is newer than what the read saw
  // A condition that ended without a send of this process getting through (another worker's did, or its key
  // expired) leaves the queues' hold to be lifted here: the limiter a hold sets costs every job taken while it stays.
  const refresher = startPoller(async () => {
    const before = changes
    const text = await redis.get(key)
    if (before !== changes) return
    const held = known !== undefined
    show(decodeNetworkCondition(text))
    if (held && known === undefined) await options.queues.release()
  }, options.refreshMs ?? DEFAULT_REFRESH_MS, (err) => { log.debug({ err }, 'network condition not read') })

  async function checkClock (): Promise<void> {
    if (options.mirrorUrl === undefined) return
    const measured = await measureSkew(options.mirrorUrl, now)
    if (measured === undefined) return
    skew = measured
    options.metrics?.clockSkew.set(measured / 1000)
    const next = Math.abs(measured) >= CORRECTED_SKEW_MS ? measured : 0
    if (next !== offset) log.warn({ skewMs: measured, offsetMs: next }, 'clock skew against the network: valid starts corrected')
    offset = next
  }

  const clock = startPoller(checkClock, options.clockCheckIntervalMs, (err) => { log.debug({ err }, 'clock skew not measured') })
  refresher.refresh().catch(() => {})
  clock.refresh().catch(() => {})

  return {
    current: () => known,
    async hold () {
      if (known === undefined || closed) return undefined
      // one probe per interval across every worker: whoever takes the lease sends, the others wait
      const won = await redis.set(probeKey, '1', 'PX', options.probeIntervalMs, 'NX')
      if (won === 'OK') return undefined
      const left = await redis.pttl(probeKey)
      await options.queues.hold(left > 0 ? left : options.probeIntervalMs)
      return known
    },
    async met (code, status, message) {
      if (code === 'CLOCK_SKEW') await clock.refresh()
      const at = new Date(now()).toISOString()
      const condition = conditionRecord(code, status, at, decodeNetworkCondition(await redis.get(key)), skew)
      await redis.set(key, JSON.stringify(condition), 'PX', ttlMs)
      await options.queues.hold(options.probeIntervalMs)
      if (known?.code !== code) log.warn({ condition: code, status, reason: condition.reason, detail: message }, 'network condition: submission paused')
      options.metrics?.networkConditionsMet.inc({ code })
      changes++
      show(condition)
      return condition
    },
    async passed () {
      if (known === undefined) return
      const was = known
      changes++
      show(undefined)
      await redis.del(key, probeKey)
      await options.queues.release()
      log.info({ condition: was.code, since: was.since }, 'network condition cleared: submission resumed')
    },
    clockOffsetMs: () => offset,
    measuredSkewMs: () => skew,
    async close () {
      closed = true
      refresher.close()
      clock.close()
    }
  }
}

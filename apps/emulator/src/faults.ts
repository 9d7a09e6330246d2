import { nowNs } from './ids.js'
import type { NetworkSettings } from './network-profile.js'

/**
 * What can be injected; a count applies to the next n matching transactions (submits and creates).
 * The network settings (round trip, consensus delay and jitter, mirror lag) start from the emulator's
 * profile and can be changed at run time like any fault.
 */
export interface FaultSettings extends Partial<NetworkSettings> {
  busy?: number
  unavailable?: number
  loseResponse?: number
  /** Accepted at precheck, then never reaches consensus (receipt UNKNOWN until the id expires). */
  dropAfterPrecheck?: number
  throttleTps?: number
  receiptTtlMs?: number
  corruptRunningHash?: number
  /** 1: the mirror (REST and stream) leaves `chunk_info.initial_transaction_id` out, as some mirrors do. */
  omitInitialTransactionId?: number
  /** 1: every transaction is refused at precheck with INSUFFICIENT_PAYER_BALANCE (an operator out of hbar); 0 clears it. */
  insufficientBalance?: number
  /** 1: every transaction is answered BUSY (a BUSY storm, however long it is left on); 0 clears it. */
  busyAlways?: number
  /**
   * The network's clock minus the real one, in ms (may be negative): prechecks (valid start, expiry), consensus
   * timestamps, receipts' lifetimes, the mirror's visibility and its `Date` header all use it.
   */
  clockSkewMs?: number
  /** 1: a transaction dropped after precheck stays UNKNOWN past its valid window (a node that lost track of it). */
  unknownPastExpiry?: number
  /** 1: the mirror's REST message lists answer `200 {"error":"maintenance"}` (a mirror glitch); 0 clears it. */
  mirrorMaintenance?: number
  /** 1: the mirror's REST message lists give `links.next` as the page's own address (a non-advancing link). */
  mirrorSelfLink?: number
  /** 1: every write of the emulator's log fails part way as on a full disk (ENOSPC); 0 gives it room again. */
  diskFull?: number
}

const COUNT_KEYS = ['busy', 'unavailable', 'loseResponse', 'dropAfterPrecheck', 'corruptRunningHash'] as const
const VALUE_KEYS = [
  'consensusDelayMs', 'consensusJitterMs', 'roundTripMs', 'mirrorLagMs', 'throttleTps', 'receiptTtlMs', 'omitInitialTransactionId',
  'insufficientBalance', 'busyAlways', 'clockSkewMs', 'unknownPastExpiry', 'mirrorMaintenance', 'mirrorSelfLink', 'diskFull'
] as const
// the one setting that may be negative (a network clock behind ours)
const SIGNED_KEYS: ReadonlySet<string> = new Set(['clockSkewMs'])
const ALL_KEYS: ReadonlySet<string> = new Set([...COUNT_KEYS, ...VALUE_KEYS])

type CountKey = typeof COUNT_KEYS[number]

export interface Faults {
  /** Merges the given settings into the current ones. */
  set: (settings: FaultSettings) => void
  /** Back to the settings the emulator started with (its network profile), no faults. */
  reset: () => void
  get: () => FaultSettings
  /** Takes one unit of a count fault; true when it fired. */
  take: (key: CountKey) => boolean
  /** True when the transaction should be answered BUSY by the throttle (counts it otherwise). */
  throttled: (nowMs: number) => boolean
  /** This transaction's consensus delay: the delay ± a uniform jitter, never negative. */
  consensusDelayMs: () => number
  roundTripMs: () => number
  mirrorLagMs: () => number
  receiptTtlMs: () => number
  omitInitialTransactionId: () => boolean
  insufficientBalance: () => boolean
  busyAlways: () => boolean
  unknownPastExpiry: () => boolean
  mirrorMaintenance: () => boolean
  mirrorSelfLink: () => boolean
  diskFull: () => boolean
  /** The network's clock (the real one plus `clockSkewMs`), in ns and in ms. */
  nowNs: () => bigint
  nowMs: () => number
}

/** Validates an untrusted settings object (the admin HTTP body); throws with a readable message. */
export function parseFaultSettings (input: unknown): FaultSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('body must be a JSON object')
  const out: FaultSettings = {}
  for (const [key, value] of Object.entries(input)) {
    if (!ALL_KEYS.has(key)) throw new Error(`unknown fault: ${key}`)
    const signed = SIGNED_KEYS.has(key)
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || (value < 0 && !signed)) {
      throw new Error(`${key} must be ${signed ? 'an' : 'a non-negative'} integer`)
    }
    out[key as keyof FaultSettings] = value
  }
  return out
}

/** The non-zero network settings: a local profile starts with no settings at all. */
function startSettings (network: Partial<NetworkSettings>): FaultSettings {
  return Object.fromEntries(Object.entries(network).filter(([, value]) => typeof value === 'number' && value > 0))
}

/** `network` and `start` are the settings of the emulator's configuration: `reset()` goes back to them. */
export function createFaults (defaultReceiptTtlMs: number, network: Partial<NetworkSettings> = {}, start: FaultSettings = {}): Faults {
  const initial = parseFaultSettings({ ...startSettings(network), ...start })
  let current: FaultSettings = { ...initial }
  let windowStart = 0
  let windowCount = 0

  return {
    set (settings) {
      current = { ...current, ...parseFaultSettings(settings) }
    },
    reset () {
      current = { ...initial }
    },
    get () {
      return { ...current }
    },
    take (key) {
      const n = current[key] ?? 0
      if (n <= 0) return false
      if (n === 1) {
        const { [key]: _removed, ...rest } = current
        current = rest
      } else {
        current = { ...current, [key]: n - 1 }
      }
      return true
    },
    throttled (nowMs) {
      const limit = current.throttleTps
      if (limit === undefined) return false
      if (nowMs - windowStart >= 1000) {
        windowStart = nowMs
        windowCount = 0
      }
      if (windowCount >= limit) return true
      windowCount++
      return false
    },
    consensusDelayMs () {
      const delay = current.consensusDelayMs ?? 0
      const jitter = current.consensusJitterMs ?? 0
      if (jitter === 0) return delay
      return Math.max(0, Math.round(delay + (Math.random() * 2 - 1) * jitter))
    },
    roundTripMs: () => current.roundTripMs ?? 0,
    mirrorLagMs: () => current.mirrorLagMs ?? 0,
    receiptTtlMs: () => current.receiptTtlMs ?? defaultReceiptTtlMs,
    omitInitialTransactionId: () => (current.omitInitialTransactionId ?? 0) > 0,
    insufficientBalance: () => (current.insufficientBalance ?? 0) > 0,
    busyAlways: () => (current.busyAlways ?? 0) > 0,
    unknownPastExpiry: () => (current.unknownPastExpiry ?? 0) > 0,
    mirrorMaintenance: () => (current.mirrorMaintenance ?? 0) > 0,
    mirrorSelfLink: () => (current.mirrorSelfLink ?? 0) > 0,
    diskFull: () => (current.diskFull ?? 0) > 0,
    nowNs: () => nowNs() + BigInt(current.clockSkewMs ?? 0) * 1_000_000n,
    nowMs: () => Date.now() + (current.clockSkewMs ?? 0)
  }
}

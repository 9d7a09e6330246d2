/** What can be injected; a count applies to the next n matching transactions (submits and creates). */
export interface FaultSettings {
  busy?: number
  unavailable?: number
  loseResponse?: number
  consensusDelayMs?: number
  throttleTps?: number
  receiptTtlMs?: number
  corruptRunningHash?: number
  /** 1: the mirror (REST and stream) leaves `chunk_info.initial_transaction_id` out, as some mirrors do. */
  omitInitialTransactionId?: number
}

const COUNT_KEYS = ['busy', 'unavailable', 'loseResponse', 'corruptRunningHash'] as const
const VALUE_KEYS = ['consensusDelayMs', 'throttleTps', 'receiptTtlMs', 'omitInitialTransactionId'] as const
const ALL_KEYS: ReadonlySet<string> = new Set([...COUNT_KEYS, ...VALUE_KEYS])

type CountKey = typeof COUNT_KEYS[number]

export interface Faults {
  /** Merges the given settings into the current ones. */
  set: (settings: FaultSettings) => void
  reset: () => void
  get: () => FaultSettings
  /** Takes one unit of a count fault; true when it fired. */
  take: (key: CountKey) => boolean
  /** True when the transaction should be answered BUSY by the throttle (counts it otherwise). */
  throttled: (nowMs: number) => boolean
  consensusDelayMs: () => number
  receiptTtlMs: () => number
  omitInitialTransactionId: () => boolean
}

/** Validates an untrusted settings object (the admin HTTP body); throws with a readable message. */
export function parseFaultSettings (input: unknown): FaultSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('body must be a JSON object')
  const out: FaultSettings = {}
  for (const [key, value] of Object.entries(input)) {
    if (!ALL_KEYS.has(key)) throw new Error(`unknown fault: ${key}`)
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`${key} must be a non-negative integer`)
    out[key as keyof FaultSettings] = value
  }
  return out
}

/** `defaults` are the settings of the emulator's configuration: `reset()` goes back to them. */
export function createFaults (defaultReceiptTtlMs: number, defaults: FaultSettings = {}): Faults {
  const initial = parseFaultSettings(defaults)
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
    consensusDelayMs: () => current.consensusDelayMs ?? 0,
    receiptTtlMs: () => current.receiptTtlMs ?? defaultReceiptTtlMs,
    omitInitialTransactionId: () => (current.omitInitialTransactionId ?? 0) > 0
  }
}

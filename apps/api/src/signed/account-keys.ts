import { PublicKey } from '@hashgraph/sdk'
import { AppError } from '../http/errors.js'

/** A payer account's key as the mirror node shows it, or why it cannot be used. */
type AccountKey =
  | { kind: 'key', key: PublicKey }
  /** The account does not exist (or has no key). */
  | { kind: 'none' }
  /** A key list or threshold key: this service verifies single ED25519 and ECDSA secp256k1 keys only. */
  | { kind: 'unsupported', type: string }

export interface AccountKeys {
  /**
   * The account's key. `fresh` (a signature failed against the cached key, which the holder may just have rotated)
   * reads the mirror again unless this account was read less than `refreshMs` ago.
   */
  keyOf: (accountId: string, fresh?: boolean) => Promise<AccountKey>
}

export interface AccountKeysOptions {
  mirrorUrl: string
  /** How long a key read is trusted (ACCOUNT_KEY_CACHE_MS). */
  ttlMs: number
  /** Bound on one mirror read (MIRROR_TIMEOUT_MS). */
  timeoutMs: number
  /** Most accounts kept. */
  maxEntries?: number
  /** Least time between two mirror reads of one account (default REFRESH_MS). */
  refreshMs?: number
}

const DEFAULT_MAX_ENTRIES = 10_000
/**
 * An account is read from the mirror at most once in this long, whatever is posted: a stream of badly signed
 * transactions for one payer costs a read per 5 s, not one each (a public mirror throttles the service's address,
 * for every tenant), and a key its holder just rotated is seen within 5 s. An unknown account is asked again
 * after as long (it may just have been created).
 */
const REFRESH_MS = 5_000

function mirrorUnavailable (cause: unknown): AppError {
  return new AppError('QUEUE_UNAVAILABLE', 503, 'Service Unavailable', {
    detail: 'The mirror node did not answer with the payer account\'s key; retry shortly',
    headers: { 'retry-after': '1' },
    cause
  })
}

function parseKey (body: unknown): AccountKey {
  const key = (body as { key?: { _type?: unknown, key?: unknown } | null } | null)?.key
  if (key === null || key === undefined || typeof key.key !== 'string') return { kind: 'none' }
  try {
    if (key._type === 'ED25519') return { kind: 'key', key: PublicKey.fromStringED25519(key.key) }
    if (key._type === 'ECDSA_SECP256K1') return { kind: 'key', key: PublicKey.fromStringECDSA(key.key) }
  } catch {
    return { kind: 'none' }
  }
  return { kind: 'unsupported', type: String(key._type) }
}

/**
 * Payer keys read from the mirror node (`GET /api/v1/accounts/{id}`) and kept for `ttlMs`: a holder who signs
 * several transactions costs one mirror read. A fresh read, or a read of an account the mirror did not know, waits
 * until `refreshMs` after the last one. One read in flight per account.
 */
export function createAccountKeys (options: AccountKeysOptions): AccountKeys {
  const cache = new Map<string, { at: number, value: AccountKey }>()
  const inFlight = new Map<string, Promise<AccountKey>>()
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES
  const refreshMs = options.refreshMs ?? REFRESH_MS

  async function read (accountId: string): Promise<AccountKey> {
    let res: Response
    try {
      res = await fetch(`${options.mirrorUrl.replace(/\/+$/, '')}/api/v1/accounts/${encodeURIComponent(accountId)}`, {
        signal: AbortSignal.timeout(options.timeoutMs)
      })
    } catch (err) {
      throw mirrorUnavailable(err)
    }
    if (res.status === 404) { await res.body?.cancel(); return { kind: 'none' } }
    if (!res.ok) { await res.body?.cancel(); throw mirrorUnavailable(new Error(`mirror answered ${res.status}`)) }
    let body: unknown
    try {
      body = await res.json()
    } catch (err) {
      throw mirrorUnavailable(err)
    }
    return parseKey(body)
  }

  return {
    async keyOf (accountId, fresh = false) {
      const cached = cache.get(accountId)
      if (cached !== undefined) {
        const trustedMs = fresh || cached.value.kind === 'none' ? Math.min(refreshMs, options.ttlMs) : options.ttlMs
        if (Date.now() - cached.at < trustedMs) return cached.value
      }
      let pending = inFlight.get(accountId)
      if (pending === undefined) {
        pending = read(accountId).finally(() => inFlight.delete(accountId))
        inFlight.set(accountId, pending)
      }
      const value = await pending
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string)
      cache.delete(accountId)
      cache.set(accountId, { at: Date.now(), value })
      return value
    }
  }
}

import { HCS20_P } from './codes.js'
import {
  MAX_MEMO_LENGTH, MAX_METADATA_LENGTH, MAX_NAME_LENGTH, canonicalAmount, canonicalEntityId, hasLoneSurrogate, normalizeTicker
} from './fields.js'
import type { Operation } from './message.js'
import { REJECT_REASONS, invalidField, missingField } from './reasons.js'
import type { RejectReason } from './reasons.js'

/** An HCS-20 register message (registry topic only; the points rules ignore it). */
export type RegisterMessage = {
  op: 'register'
  name: string
  private: boolean
  t_id: string
  metadata?: string
  m?: string
}

/**
 * A message as read from a topic, normalised: tick trimmed and lowercased, numbers canonical
 * (no leading zeros; `0` allowed, as the standard allows it), account checksums stripped, `null` optional fields absent.
 */
export type Hcs20Message = Operation | RegisterMessage

/** Result of {@link parseMessage}. */
export type ParseResult = { ok: true, message: Hcs20Message } | { ok: false, reason: RejectReason }

class Reject extends Error {
  constructor (readonly reason: RejectReason) {
    super(reason)
  }
}

type Json = Record<string, unknown>

const DECODER = new TextDecoder('utf-8', { fatal: true })

function present (obj: Json, key: string): unknown {
  const value = obj[key]
  return value === null ? undefined : value
}

function requiredString (obj: Json, key: string): string {
  const value = present(obj, key)
  if (value === undefined) throw new Reject(missingField(key))
  if (typeof value !== 'string') throw new Reject(invalidField(key))
  return value
}

// Text that has no UTF-8 form (an unpaired surrogate, from a `\udXXX` escape): Redis stores UTF-8, so two
// different values would become one (ours). Control characters are valid text: the standard and both
// reference indexers count such a message, so the ledger does too (the API never emits them).
function isCleanText (value: string): boolean {
  return !hasLoneSurrogate(value)
}

function optionalString (obj: Json, key: string, maxLength: number): string | undefined {
  const value = present(obj, key)
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.length > maxLength || !isCleanText(value)) throw new Reject(invalidField(key))
  return value
}

function tick (obj: Json): string {
  const value = normalizeTicker(requiredString(obj, 'tick'))
  if (value === '' || !isCleanText(value)) throw new Reject(invalidField('tick'))
  return value
}

function name (obj: Json): string {
  const value = requiredString(obj, 'name')
  if (value.length < 1 || value.length > MAX_NAME_LENGTH || !isCleanText(value)) throw new Reject(invalidField('name'))
  return value
}

function amount (obj: Json, key: string, required: true): string
function amount (obj: Json, key: string, required: false): string | undefined
function amount (obj: Json, key: string, required: boolean): string | undefined {
  if (!required && present(obj, key) === undefined) return undefined
  const value = canonicalAmount(requiredString(obj, key))
  if (value === undefined) throw new Reject(invalidField(key))
  return value
}

function account (obj: Json, key: string): string {
  const value = canonicalEntityId(requiredString(obj, key))
  if (value === undefined) throw new Reject(invalidField(key))
  return value
}

function withOptional<T extends object> (message: T, fields: Record<string, string | undefined>): T {
  const out = { ...message } as Record<string, unknown>
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) out[key] = value
  }
  return out as T
}

function readOp (obj: Json): Hcs20Message {
  const p = present(obj, 'p')
  if (typeof p !== 'string' || p.trim().toLowerCase() !== HCS20_P) throw new Reject(REJECT_REASONS.NOT_HCS20)
  const op = present(obj, 'op')
  if (typeof op !== 'string') throw new Reject(REJECT_REASONS.UNKNOWN_OP)
  const m = (): string | undefined => optionalString(obj, 'm', MAX_MEMO_LENGTH)
  switch (op.trim().toLowerCase()) {
    case 'deploy':
      return withOptional({ op: 'deploy' as const, name: name(obj), tick: tick(obj), max: amount(obj, 'max', true) }, {
        lim: amount(obj, 'lim', false),
        metadata: optionalString(obj, 'metadata', MAX_METADATA_LENGTH),
        m: m()
      })
    case 'mint':
      return withOptional({ op: 'mint' as const, tick: tick(obj), amt: amount(obj, 'amt', true), to: account(obj, 'to') }, { m: m() })
    case 'transfer':
      return withOptional({
        op: 'transfer' as const, tick: tick(obj), amt: amount(obj, 'amt', true), from: account(obj, 'from'), to: account(obj, 'to')
      }, { m: m() })
    case 'burn':
      return withOptional({ op: 'burn' as const, tick: tick(obj), amt: amount(obj, 'amt', true), from: account(obj, 'from') }, { m: m() })
    case 'register': {
      const isPrivate = present(obj, 'private')
      if (isPrivate === undefined) throw new Reject(missingField('private'))
      if (typeof isPrivate !== 'boolean') throw new Reject(invalidField('private'))
      return withOptional({ op: 'register' as const, name: name(obj), private: isPrivate, t_id: account(obj, 't_id') }, {
        metadata: optionalString(obj, 'metadata', MAX_METADATA_LENGTH),
        m: m()
      })
    }
    default:
      throw new Reject(REJECT_REASONS.UNKNOWN_OP)
  }
}

/**
 * Reads one topic message the way the standard says (the READER: more lenient than what we emit):
 * `p` and `op` compared case-insensitively after trimming, `null` optional fields treated as absent,
 * unknown keys ignored (a key given twice: the last wins, as in every reference), numbers digits-only strings
 * of at most 18 characters (`0` allowed), names 1..100, metadata <= 100 and `m` <= 500 characters (UTF-16
 * units), `-abcde` account checksums stripped, control characters kept as the standard keeps them.
 * **Ours**: `tick` (after trimming), `name`, `metadata` and `m` with an unpaired surrogate (no UTF-8 form)
 * are `invalid_field:<f>`.
 * Never throws; a bad message yields a stable reason from {@link REJECT_REASONS}.
 */
export function parseMessage (input: Uint8Array | string): ParseResult {
  let text: string
  if (typeof input === 'string') {
    text = input
  } else {
    try {
      text = DECODER.decode(input)
    } catch {
      return { ok: false, reason: REJECT_REASONS.INVALID_UTF8 }
    }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, reason: REJECT_REASONS.INVALID_JSON }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, reason: REJECT_REASONS.NOT_OBJECT }
  }
  try {
    return { ok: true, message: readOp(json as Json) }
  } catch (err) {
    if (err instanceof Reject) return { ok: false, reason: err.reason }
    throw err
  }
}

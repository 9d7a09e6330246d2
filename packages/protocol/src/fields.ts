import { z } from 'zod'

/** Most decimal digits in an HCS-20 number (`max`, `lim`, `amt`): 18 digits exceed 2^53, so use BigInt. */
export const MAX_AMOUNT_DIGITS = 18

/** Longest ticker we accept, in UTF-16 code units after trimming and lowercasing (**ours**: the standard sets none). */
export const MAX_TICKER_LENGTH = 32

/** Longest `name` (deploy, register). */
export const MAX_NAME_LENGTH = 100

/** Longest `metadata`. */
export const MAX_METADATA_LENGTH = 100

/** Longest `m` memo (**ours**, the Go reference's limit). */
export const MAX_MEMO_LENGTH = 500

const DIGITS = /^\d+$/
// Unicode control characters (category Cc: U+0000–U+001F, U+007F–U+009F): never meaningful in a ticker,
// name, metadata or memo, and they break logs, terminals and URLs (**ours**, see docs/adr/016).
const CONTROL_CHARS = /\p{Cc}/u
// With the u flag this matches only unpaired surrogates: text that has no UTF-8 form, which readers (and
// Redis, which stores UTF-8) would each replace differently, so two different values could become one.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

/** True when `text` holds a control character (Unicode Cc: C0, DEL, C1). */
export function hasControlCharacter (text: string): boolean {
  return CONTROL_CHARS.test(text)
}

/** True when `text` holds an unpaired surrogate (it has no UTF-8 form). */
export function hasLoneSurrogate (text: string): boolean {
  return LONE_SURROGATE.test(text)
}
const ENTITY_ID = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([a-z]{5}))?$/
const MAX_ENTITY_PART = (1n << 63n) - 1n

/**
 * Canonical form of an HCS-20 number string: digits only, at most 18 characters, no leading zeros.
 * Returns `undefined` for anything else. Shared by the request schemas and the message reader.
 */
export function canonicalAmount (text: string): string | undefined {
  if (!DIGITS.test(text) || text.length > MAX_AMOUNT_DIGITS) return undefined
  return BigInt(text).toString()
}

/**
 * Canonical `shard.realm.num` form of a Hedera entity id (account or topic), with an optional
 * `-abcde` checksum stripped (not verified: it only guards against typos on the client side).
 * Returns `undefined` when `text` is not an entity id (leading zeros, spaces, signs, >int64 parts).
 */
export function canonicalEntityId (text: string): string | undefined {
  const match = ENTITY_ID.exec(text)
  if (match === null) return undefined
  const [, shard, realm, num] = match
  if (!entityPart(shard) || !entityPart(realm) || !entityPart(num)) return undefined
  return `${shard}.${realm}.${num}`
}

// A part within int64: up to 18 digits always is, so only a 19-digit one is compared (as a BigInt, on every
// request's accounts and job id otherwise)
function entityPart (part: string | undefined): part is string {
  return part !== undefined && (part.length < 19 || (part.length === 19 && BigInt(part) <= MAX_ENTITY_PART))
}

/** Trimmed and lowercased ticker, as every HCS-20 reader uses it. */
export function normalizeTicker (text: string): string {
  return text.trim().toLowerCase()
}

function amountSchema (min: bigint) {
  return z.union([z.number(), z.string()]).transform((value, ctx): string => {
    let text: string
    if (typeof value === 'number') {
      if (!Number.isInteger(value)) {
        ctx.addIssue({ code: 'custom', message: 'Must be an integer' })
        return z.NEVER
      }
      if (!Number.isSafeInteger(value)) {
        ctx.addIssue({ code: 'custom', message: 'Too large for a JSON number: send it as a string of digits' })
        return z.NEVER
      }
      if (value < 0) {
        ctx.addIssue({ code: 'custom', message: 'Must not be negative' })
        return z.NEVER
      }
      text = String(value)
    } else {
      text = value
    }
    if (!DIGITS.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a whole number written with digits only (no sign, decimals, exponent or spaces)' })
      return z.NEVER
    }
    if (text.length > MAX_AMOUNT_DIGITS) {
      ctx.addIssue({ code: 'custom', message: `Must have at most ${MAX_AMOUNT_DIGITS} digits` })
      return z.NEVER
    }
    const canonical = BigInt(text)
    if (canonical < min) {
      ctx.addIssue({ code: 'custom', message: `Must be at least ${min}` })
      return z.NEVER
    }
    return canonical.toString()
  }).meta({
    description: `Whole number >= ${min}: a JSON integer (safe integer) or a string of at most ${MAX_AMOUNT_DIGITS} digits; send large values as strings`,
    examples: ['1000']
  })
}

/**
 * An HCS-20 number >= 0. Input: a JSON integer that is a safe integer, or a string of digits
 * (at most 18 characters). Output: the canonical decimal string (no leading zeros).
 */
export const AmountSchema = amountSchema(0n)
/** Canonical decimal string output of {@link AmountSchema}. */
export type Amount = z.infer<typeof AmountSchema>

/** Like {@link AmountSchema}, but at least 1 (what the API emits for `amt`, `max`, `lim`). */
export const PositiveAmountSchema = amountSchema(1n)
/** Canonical decimal string output of {@link PositiveAmountSchema}. */
export type PositiveAmount = z.infer<typeof PositiveAmountSchema>

/**
 * A ticker: trimmed and lowercased, 1 to {@link MAX_TICKER_LENGTH} UTF-16 units (JavaScript's and the
 * TypeScript reader's `length`), no control characters anywhere (before trimming too), no unpaired surrogates.
 * Inner spaces and any other Unicode are allowed, as the reference indexers allow them.
 */
export const TickerSchema = z.string()
  .refine((tick) => !hasControlCharacter(tick), 'Must not contain control characters')
  .refine((tick) => !hasLoneSurrogate(tick), 'Must be valid Unicode')
  .transform(normalizeTicker)
  // counted as the HCS-20 readers count it: the JSON string's length in UTF-16 units (zod's max counts code points)
  .pipe(z.string()
    .min(1, 'Must not be empty')
    .refine((tick) => tick.length <= MAX_TICKER_LENGTH, `Must have at most ${MAX_TICKER_LENGTH} characters (UTF-16 units)`))
  .meta({
    description: `Ticker, trimmed and lowercased; 1 to ${MAX_TICKER_LENGTH} UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F)`,
    examples: ['loyal']
  })
// Scripts a ticker's letters may come from, tested in this order; a letter of none of them counts as a script
// of its own. Common (digits, punctuation, spaces) and Inherited (combining marks) go with any script.
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali', 'Gurmukhi',
  'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar',
  'Georgian', 'Hangul', 'Ethiopic', 'Cherokee', 'Khmer', 'Mongolian', 'Hiragana', 'Katakana', 'Bopomofo', 'Han'
].map((name) => ({ name, pattern: new RegExp(`^\\p{Script=${name}}$`, 'u') }))
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u
// Unicode's mixed-script rules (UTS #39) let Han go with the Japanese kana and with Hangul or Bopomofo
const ALLOWED_MIXES = [new Set(['Han', 'Hiragana', 'Katakana']), new Set(['Han', 'Hangul']), new Set(['Han', 'Bopomofo'])]

/** The scripts of a ticker's letters (UTS #24), Common and Inherited left out. */
function scriptsOf (text: string): Set<string> {
  const scripts = new Set<string>()
  for (const char of text) {
    if (NEUTRAL.test(char)) continue
    scripts.add(SCRIPTS.find((script) => script.pattern.test(char))?.name ?? `other:${char.codePointAt(0) ?? 0}`)
  }
  return scripts
}

/** Why a (normalised) ticker is not one this service writes, or undefined when it is. */
function untrustedTickerReason (tick: string): string | undefined {
  if (tick === '.' || tick === '..') return 'Must not be . or .. (clients that resolve paths cannot address it)'
  if (tick.normalize('NFC') !== tick) return 'Must be in Unicode normalization form C (NFC)'
  if (/[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/u.test(tick)) return 'Must not contain invisible (default-ignorable), format or control characters'
  const scripts = scriptsOf(tick)
  if (scripts.size > 1 && !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.has(s)))) {
    return `Must not mix scripts (found ${[...scripts].sort().join(', ')}): look-alike tickers would name different ledgers`
  }
  return undefined
}

/**
 * A ticker the API writes (deploy, mint, transfer, burn): {@link TickerSchema}, and one a person can tell
 * apart from another (ADR 031): NFC, no invisible, format or control characters, not `.` or `..`, letters
 * of one script (or Han with kana, Hangul or Bopomofo). The reader keeps {@link TickerSchema}: other writers'
 * tickers count as the reference indexers count them, and the read routes accept them.
 */
export const WriteTickerSchema = TickerSchema.superRefine((tick, ctx) => {
  const reason = untrustedTickerReason(tick)
  if (reason !== undefined) ctx.addIssue({ code: 'custom', message: reason })
})

/** Normalised ticker. */
export type Ticker = z.infer<typeof TickerSchema>

function entityIdSchema (what: string) {
  return z.string().transform((value, ctx): string => {
    const canonical = canonicalEntityId(value)
    if (canonical === undefined) {
      ctx.addIssue({ code: 'custom', message: `Must be a Hedera ${what} id like 0.0.1234 (optionally with a -abcde checksum)` })
      return z.NEVER
    }
    return canonical
  }).meta({ description: `Hedera ${what} id shard.realm.num, optionally with a -abcde checksum (stripped)`, examples: ['0.0.1234'] })
}

/** A Hedera account id `shard.realm.num`; a `-abcde` checksum is accepted and stripped. Output `0.0.123`. */
export const AccountIdSchema = entityIdSchema('account')
/** Canonical account id. */
export type AccountId = z.infer<typeof AccountIdSchema>

/** A Hedera topic id `shard.realm.num`; a `-abcde` checksum is accepted and stripped. */
export const TopicIdSchema = entityIdSchema('topic')
/** Canonical topic id. */
export type TopicId = z.infer<typeof TopicIdSchema>

const UTF8 = new TextEncoder()

/** Length of a string in UTF-8 bytes. */
export function utf8Length (text: string): number {
  return UTF8.encode(text).length
}

// The Go reference counts bytes (`len`), the TypeScript one UTF-16 code units; UTF-8 bytes are never
// fewer, so a byte limit satisfies both. Values are trimmed because the Go reference trims them when reading;
// control characters are refused before trimming, so none is ever dropped quietly.
function textSchema (min: number, max: number) {
  return z.string()
    .refine((text) => !hasControlCharacter(text), 'Must not contain control characters')
    .refine((text) => !hasLoneSurrogate(text), 'Must be valid Unicode')
    .trim()
    .refine((text) => text.length >= min, 'Must not be empty')
    .refine((text) => utf8Length(text) <= max, `Must be at most ${max} bytes in UTF-8`)
    .meta({ description: `${min} to ${max} bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F)` })
}

/** Deploy/register `name` as the API emits it: trimmed, 1 to 100 characters (UTF-8 bytes). */
export const NameSchema = textSchema(1, MAX_NAME_LENGTH)
/** Deploy/register `name`. */
export type Name = z.infer<typeof NameSchema>

/** Deploy `metadata` as the API emits it: trimmed, at most 100 characters (UTF-8 bytes), often an `ipfs://` URL. */
export const MetadataSchema = textSchema(0, MAX_METADATA_LENGTH)
/** Deploy `metadata`. */
export type Metadata = z.infer<typeof MetadataSchema>

/** Memo `m` as the API emits it: trimmed, at most 500 characters (UTF-8 bytes). */
export const MemoSchema = textSchema(0, MAX_MEMO_LENGTH)
/** Memo `m`. */
export type Memo = z.infer<typeof MemoSchema>

import { z } from 'zod'
import { canonicalEntityId } from './fields.js'

/** One managed topic from `HCS20_TOPICS`. `submitKey` is secret: never log it or store it in Redis. */
export type ManagedTopic = { topicId: string, submitKey?: string }

// Hex of a raw or DER-encoded private key, optionally 0x-prefixed; even length.
const HEX_KEY = /^(0x)?(?:[0-9a-fA-F]{2})+$/

/**
 * Parses `HCS20_TOPICS`: comma-separated entries `topicId` or `topicId=<submit key, hex or DER hex>`,
 * e.g. `0.0.1001=302e...,0.0.1002`. Spaces around entries are ignored, and so are empty entries
 * (a trailing comma). Topic ids are canonicalised (checksum stripped); a topic listed twice is an error.
 * Errors name the entry position (1-based) and never echo the entry, which may hold a key.
 */
export function parseManagedTopics (value: string | undefined): ManagedTopic[] {
  if (value === undefined || value.trim() === '') return []
  const topics: ManagedTopic[] = []
  const seen = new Set<string>()
  const entries = value.split(',')
  entries.forEach((raw, index) => {
    const entry = raw.trim()
    if (entry === '') return
    const position = index + 1
    const eq = entry.indexOf('=')
    const idText = (eq === -1 ? entry : entry.slice(0, eq)).trim()
    const topicId = canonicalEntityId(idText)
    if (topicId === undefined) throw new Error(`HCS20_TOPICS entry ${position}: invalid topic id (expected shard.realm.num)`)
    if (seen.has(topicId)) throw new Error(`HCS20_TOPICS entry ${position}: topic listed twice`)
    seen.add(topicId)
    if (eq === -1) {
      topics.push({ topicId })
      return
    }
    const submitKey = entry.slice(eq + 1).trim()
    if (!HEX_KEY.test(submitKey)) throw new Error(`HCS20_TOPICS entry ${position}: submit key must be hex or DER hex`)
    topics.push({ topicId, submitKey })
  })
  return topics
}

/** Longest `Idempotency-Key` accepted. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100
// one character at least (`+`)
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._~:-]+$/

/**
 * An `Idempotency-Key` header value: 1 to 100 characters from `A-Z a-z 0-9 . _ ~ : -` (UUIDs and ULIDs fit).
 * The job id is derived from it (a hash, see the api), never the key itself.
 */
export const IdempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'Must use only A-Z a-z 0-9 . _ ~ : -')
  .min(1).max(MAX_IDEMPOTENCY_KEY_LENGTH)

/** Whether `value` is a valid `Idempotency-Key`: what {@link IdempotencyKeySchema} accepts, without a zod parse. */
export function isIdempotencyKey (value: unknown): value is IdempotencyKey {
  return typeof value === 'string' && value.length <= MAX_IDEMPOTENCY_KEY_LENGTH && IDEMPOTENCY_KEY_PATTERN.test(value)
}
/** A valid `Idempotency-Key`. */
export type IdempotencyKey = z.infer<typeof IdempotencyKeySchema>

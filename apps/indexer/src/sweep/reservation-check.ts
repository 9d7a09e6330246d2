import { pendingDebitsKey, pendingSupplyKey, pendingVersionsKey, reservationKey, topicReservationsKey, topicTicksKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { keyParts } from '../ledger/confirm.js'
import { reservationChunkScript } from './sweep-scripts.js'

/** A reserved total that is not the sum of the live reservations naming it. */
interface ReservationDifference {
  key: string
  field: string
  /** The stored total ('0' when absent). */
  stored: string
  /** The sum of the live reservations. */
  derived: string
}

export interface ReservationCheck {
  /** Live reservations in the topic's index. */
  live: number
  /** Index entries whose reservation is gone (they hold no amount). */
  dangling: string[]
  differences: ReservationDifference[]
  /** Totals that changed while the check walked (admissions or releases on them): not compared this time. */
  skipped: number
}

export interface CheckOptions {
  /** Entries read per Redis call (ZSCAN COUNT, HSCAN COUNT); default 100: each call stays under about 1 ms. */
  chunk?: number
}

/** A stored total as a number; undefined when it is not a decimal integer (never equal to a sum). */
function amountOf (text: string): bigint | undefined {
  return /^\d{1,40}$/.test(text) ? BigInt(text) : undefined
}

/** Every field of a hash, `count` at a time. */
async function scanHash (redis: Redis, key: string, count: number): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  let cursor = '0'
  do {
    const [next, flat] = await redis.hscan(key, cursor, 'COUNT', count)
    for (let i = 0; i < flat.length; i += 2) out.set(flat[i] as string, flat[i + 1] as string)
    cursor = next
  } while (cursor !== '0')
  return out
}

/** The members of a sorted set, read in chunks. */
async function scanSortedSet (redis: Redis, key: string, count: number): Promise<Set<string>> {
  const out = new Set<string>()
  let cursor = '0'
  do {
    const [next, flat] = await redis.zscan(key, cursor, 'COUNT', count)
    for (let i = 0; i < flat.length; i += 2) out.add(flat[i] as string)
    cursor = next
  } while (cursor !== '0')
  return out
}

/**
 * Checks that the topic's reserved totals (pending supply, pending debits of every tick) are exactly the sums
 * of its live reservations (ADR 019), without a step that grows with them (ADR 032). It walks the reservation
 * index a chunk per call (ZSCAN), summing in this process, then reads each totals hash a chunk at a time.
 * A total is compared only if its change count (protocol's pendingVersionsKey, bumped by every admission and
 * release in the same step as the change) is the same after the walk as before it: then neither the total
 * nor the set of reservations naming it moved while the walk ran, and ZSCAN returned each of them (the walk
 * skips ids it saw twice). A total that moved is counted in `skipped` and checked by a later sweep.
 */
export async function checkReservations (redis: Redis, keys: KeyScope, topicId: string, options: CheckOptions = {}): Promise<ReservationCheck> {
  const count = options.chunk ?? 100
  const versionsKey = pendingVersionsKey(keys, topicId)
  const versionsBefore = await scanHash(redis, versionsKey, count)

  const sums = new Map<string, Map<string, bigint>>()
  const seen = new Set<string>()
  const dangling = new Set<string>()
  const [before, after] = keyParts((id) => reservationKey(keys, topicId, id))
  let cursor = '0'
  do {
    const chunk = await reservationChunkScript.run(redis, {
      keys: { reservations: topicReservationsKey(keys, topicId) },
      args: { cursor, count: String(count), before, after }
    })
    for (let i = 0; i < chunk.entries.length; i += 5) {
      const [jobId = '', kind, key = '', field = '', amt = '0'] = chunk.entries.slice(i, i + 5)
      if (seen.has(jobId)) continue
      seen.add(jobId)
      if (kind === 'deploy') continue
      const fields = sums.get(key) ?? new Map<string, bigint>()
      sums.set(key, fields)
      fields.set(field, (fields.get(field) ?? 0n) + BigInt(amt))
    }
    for (const jobId of chunk.dangling) dangling.add(jobId)
    cursor = chunk.cursor
  } while (cursor !== '0')

  // every totals hash: pending supply, the pending debits of every tick known or pending, and any a reservation names
  const supplyKey = pendingSupplyKey(keys, topicId)
  const [ticks, pendingTicks] = await Promise.all([scanSortedSet(redis, topicTicksKey(keys, topicId), count), scanHash(redis, supplyKey, count)])
  const totals = new Set([supplyKey, ...[...ticks, ...pendingTicks.keys()].map((tick) => pendingDebitsKey(keys, topicId, tick)), ...sums.keys()])
  const differences: ReservationDifference[] = []
  let skipped = 0
  for (const key of totals) {
    const stored = await scanHash(redis, key, count)
    if ((await redis.hget(versionsKey, key) ?? '0') !== (versionsBefore.get(key) ?? '0')) {
      skipped++
      continue
    }
    const derived = sums.get(key) ?? new Map<string, bigint>()
    for (const [field, value] of stored) {
      const want = derived.get(field) ?? 0n
      if (amountOf(value) !== want) differences.push({ key, field, stored: value, derived: String(want) })
    }
    for (const [field, want] of derived) {
      if (!stored.has(field) && want !== 0n) differences.push({ key, field, stored: '0', derived: String(want) })
    }
  }
  return { live: seen.size, dangling: [...dangling].filter((id) => !seen.has(id)), differences, skipped }
}

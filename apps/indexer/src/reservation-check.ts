import { pendingDebitsKey, pendingSupplyKey, reservationKey, topicReservationsKey, topicTicksKey } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { keyParts } from './confirm.js'
import { RESERVATION_CHECK_SCRIPT } from './sweep-scripts.js'

/** A reserved total that is not the sum of the live reservations naming it. */
export interface ReservationDifference {
  key: string
  field: string
  /** The stored total ('' when a reservation names a total outside the topic's totals). */
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
}

interface CheckCommand {
  hcsReservationCheck: (index: string, ...args: string[]) => Promise<[number, string, string]>
}

function jsonArray (text: string): unknown[] {
  const parsed = JSON.parse(text) as unknown
  // cjson encodes an empty table as {}
  return Array.isArray(parsed) ? parsed : []
}

/**
 * Checks, in one atomic step, that the topic's reserved totals (pending supply, pending debits of every
 * tick) are exactly the sums of its live reservations (ADR 019).
 */
export async function checkReservations (redis: Redis, prefix: string, topicId: string): Promise<ReservationCheck> {
  if (!('hcsReservationCheck' in redis)) redis.defineCommand('hcsReservationCheck', { numberOfKeys: 1, lua: RESERVATION_CHECK_SCRIPT })
  const [ticks, pendingTicks] = await Promise.all([
    redis.smembers(topicTicksKey(prefix, topicId)),
    redis.hkeys(pendingSupplyKey(prefix, topicId))
  ])
  const totals = [pendingSupplyKey(prefix, topicId), ...[...new Set([...ticks, ...pendingTicks])].map((tick) => pendingDebitsKey(prefix, topicId, tick))]
  const [before, after] = keyParts((id) => reservationKey(prefix, id))
  const [live, dangling, diffs] = await (redis as unknown as CheckCommand).hcsReservationCheck(topicReservationsKey(prefix, topicId), before, after, ...totals)
  return {
    live: Number(live),
    dangling: jsonArray(dangling).map(String),
    differences: jsonArray(diffs).map((d) => {
      const [key = '', field = '', stored = '', derived = ''] = d as string[]
      return { key, field, stored, derived }
    })
  }
}

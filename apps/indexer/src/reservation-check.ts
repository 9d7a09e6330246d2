import { pendingDebitsKey, pendingSupplyKey, reservationKey, topicReservationsKey, topicTicksKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { keyParts } from './confirm.js'
import { reservationCheckScript } from './sweep-scripts.js'

/** A reserved total that is not the sum of the live reservations naming it. */
interface ReservationDifference {
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

function jsonArray (text: string): unknown[] {
  const parsed = JSON.parse(text) as unknown
  // cjson encodes an empty table as {}
  return Array.isArray(parsed) ? parsed : []
}

/**
 * Checks, in one atomic step, that the topic's reserved totals (pending supply, pending debits of every
 * tick) are exactly the sums of its live reservations (ADR 019).
 */
export async function checkReservations (redis: Redis, keys: KeyScope, topicId: string): Promise<ReservationCheck> {
  const [ticks, pendingTicks] = await Promise.all([
    redis.smembers(topicTicksKey(keys, topicId)),
    redis.hkeys(pendingSupplyKey(keys, topicId))
  ])
  const totals = [pendingSupplyKey(keys, topicId), ...[...new Set([...ticks, ...pendingTicks])].map((tick) => pendingDebitsKey(keys, topicId, tick))]
  const [before, after] = keyParts((id) => reservationKey(keys, topicId, id))
  const { live, dangling, differences } = await reservationCheckScript.run(redis, {
    keys: { reservations: topicReservationsKey(keys, topicId) },
    args: { before, after },
    moreArgs: totals
  })
  return {
    live,
    dangling: jsonArray(dangling).map(String),
    differences: jsonArray(differences).map((d) => {
      const [key = '', field = '', stored = '', derived = ''] = d as string[]
      return { key, field, stored, derived }
    })
  }
}

// The Lua steps of the reservation sweep (ADR 019): lua/sweep-release.lua, lua/sweep-settle.lua and
// lua/reservation-check.lua. Each one re-reads what it decides on, inside the step, so a sweep racing the
// commit step, a worker or another sweep settles and releases a job once.
import { luaScript, replies } from '@hcs/protocol'

/**
 * Releases a job's reservation if its record still has the status the sweep saw ('' = no record).
 * Returns 1 released, 0 nothing to release, -1 the record changed meanwhile (nothing written).
 */
export const releaseStaleScript = luaScript({
  name: 'hcsSweepRelease',
  file: new URL('../lua/sweep-release.lua', import.meta.url),
  keys: ['reservation', 'record'],
  args: ['expected'],
  reply: replies.integer
})

/**
 * Settles a job from the topic once the sweep learned its sequence number from the mirror (protocol's
 * settle_on_submit: indexes it while the indexer is behind, settles from the outcome once it passed).
 * `outcome`: the outcome key of that sequence number; `at`: settle time.
 */
export const settleFoundScript = luaScript({
  name: 'hcsSweepSettle',
  file: new URL('../lua/sweep-settle.lua', import.meta.url),
  keys: ['record', 'reservation', 'meta', 'seqJobs', 'outcome'],
  args: ['jobId', 'seq', 'at'],
  reply: replies.string
})

/**
 * The reservation invariant of one topic, read in one atomic step: for every totals hash (pending supply,
 * pending debits of each tick), each field must equal the sum of the live reservations that name it.
 * `before`/`after`: a reservation key split around the (escaped) job id; the totals hashes follow them.
 * Returns [live, dangling ids (JSON), differences (JSON [key, field, stored, derived])]; `stored` is '' for
 * a field a reservation names in a hash not listed.
 */
export const reservationCheckScript = luaScript({
  name: 'hcsReservationCheck',
  file: new URL('../lua/reservation-check.lua', import.meta.url),
  keys: ['reservations'],
  args: ['before', 'after'],
  moreArgs: true,
  reply: (raw): { live: number, dangling: string, differences: string } => {
    if (!Array.isArray(raw) || raw.length !== 3) throw new Error('hcsReservationCheck: expected a reply of three')
    const [live, dangling, differences] = raw as unknown[]
    return { live: Number(live), dangling: String(dangling), differences: String(differences) }
  }
})

// The Lua steps of the reservation sweep: lua/sweep/sweep-release.lua, sweep-abandon.lua,
// sweep-settle.lua and reservation-chunk.lua. Each one re-reads what it decides on, inside the step, so a
// sweep racing the commit step, a worker or another sweep settles and releases a job once.
import { JOB_WRITE_ARGS, JOB_WRITE_KEYS, RESERVATION_TOTALS_KEYS, luaScript, replies } from '@hcs/protocol'

/**
 * Releases a job's reservation if its record still has the status the sweep saw ('' = no record).
 * Returns 1 released, 0 nothing to release, -1 the record changed meanwhile (nothing written).
 */
export const releaseStaleScript = luaScript({
  name: 'hcsSweepRelease',
  file: new URL('../../lua/sweep/sweep-release.lua', import.meta.url),
  keys: ['reservation', 'record', ...RESERVATION_TOTALS_KEYS],
  args: ['expected'],
  reply: replies.integer
})

/**
 * Fails a `queued` or `submitting` job that no unfinished BullMQ job holds any more, and releases its reservation,
 * if its record still has the status the sweep saw. Returns 1 ended, 0 BullMQ holds it again, -1 the record changed.
 */
export const abandonScript = luaScript({
  name: 'hcsSweepAbandon',
  file: new URL('../../lua/sweep/sweep-abandon.lua', import.meta.url),
  keys: ['reservation', 'record', 'queueJob', ...RESERVATION_TOTALS_KEYS, ...JOB_WRITE_KEYS],
  args: ['expected', 'code', 'message', 'at', ...JOB_WRITE_ARGS],
  reply: replies.integer
})

/**
 * Settles a job from the topic once the sweep learned its sequence number from the mirror (protocol's
 * settle_on_submit: indexes it while the indexer is behind, settles from the outcome once it passed).
 * `outcome`: the outcome key of that sequence number; `at`: settle time.
 */
export const settleFoundScript = luaScript({
  name: 'hcsSweepSettle',
  file: new URL('../../lua/sweep/sweep-settle.lua', import.meta.url),
  keys: ['record', 'reservation', 'meta', 'seqJobs', 'outcome', ...RESERVATION_TOTALS_KEYS, ...JOB_WRITE_KEYS],
  args: ['jobId', 'seq', 'at', ...JOB_WRITE_ARGS],
  reply: replies.string
})

/**
 * One bounded step of the chunked reservation check: about `count` entries of the topic's reservation
 * index from `cursor` (ZSCAN), each with its reservation. `before`/`after`: a reservation key split around the
 * (escaped) job id. Returns the next cursor ('0' at the end), the reservations read and the dangling ids.
 */
export const reservationChunkScript = luaScript({
  name: 'hcsReservationChunk',
  file: new URL('../../lua/sweep/reservation-chunk.lua', import.meta.url),
  keys: ['reservations'],
  args: ['cursor', 'count', 'before', 'after'],
  reply: (raw): { cursor: string, entries: string[], dangling: string[] } => {
    if (!Array.isArray(raw) || raw.length !== 3) throw new Error('hcsReservationChunk: expected a reply of three')
    const [cursor, entries, dangling] = raw as unknown[]
    return { cursor: String(cursor), entries: (entries as unknown[]).map(String), dangling: (dangling as unknown[]).map(String) }
  }
})

/**
 * Drops the history entries below `floor` from the named fields of one ticker's accounts hash
 * (lua/sweep/history-trim.lua): accounts' fields and sealed chunks keep what is at or above it. Returns the entries dropped.
 */
export const historyTrimScript = luaScript({
  name: 'hcsHistoryTrim',
  file: new URL('../../lua/sweep/history-trim.lua', import.meta.url),
  keys: ['accounts'],
  args: ['floor'],
  moreArgs: true,
  reply: replies.integer
})

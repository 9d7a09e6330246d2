// The reservation scripts shared by the api (admit), the worker (release on failure) and the indexer
// (release when a job settles). Their keys come from keys.ts; every key of a topic carries the topic's hash
// tag (ADR 027), so it sits in one Cluster slot, which the scripts rely on: they reach keys whose names are
// stored in a reservation.

import { luaScript, replies } from './lua-scripts.js'
import { RESERVATION_TOTALS_KEYS } from './script-keys.js'

/** What {@link admitScript} returns when one of its keys holds another type (someone else's key). */
export const KEY_TYPE_CLASH = 'KEY_TYPE_CLASH'

/**
 * Admission (`lua/admit.lua`, the function `ledger_admit` of `lua/admission.lua`): checks one operation
 * against the projected state (confirmed state plus what accepted, unconfirmed jobs reserved) and reserves
 * its effect, in one atomic step. Returns 'OK' or an error code. `reservations` is the topic's reservation
 * index ({@link topicReservationsKey}), `pendingVersions` and `tenantPending` its ({@link reservationTotalsKeys}); `amt` is '' for a deploy, `account` the account debited ('' unless
 * transfer/burn), `max`/`lim` a deploy's ('' otherwise; `lim` '' when none), `at` the admission time (ms).
 * Every key is checked to be of its type (or absent) before anything is written: else {@link KEY_TYPE_CLASH}.
 *
 * Reservations have no TTL (ADR 019): a reservation that expired on its own would leave its amount in the
 * totals. Each is indexed by admission time; the indexer's sweep releases those whose job is gone or whose
 * message provably never reached the topic.
 */
export const admitScript = luaScript({
  name: 'hcsLedgerAdmit',
  file: new URL('../lua/admit.lua', import.meta.url),
  keys: ['inscription', 'pendingDeploy', 'pendingSupply', 'balances', 'pendingDebits', 'reservation', 'reservations', ...RESERVATION_TOTALS_KEYS],
  args: ['op', 'tick', 'amt', 'account', 'max', 'lim', 'jobId', 'at'],
  reply: replies.string
})

/**
 * Release (`lua/release-reservation.lua`): undoes one job's reservation, once. Called when the job fails
 * (worker); the indexer releases through `release_reservation` (`lua/release.lua`) inside its commit step.
 * Returns 1 when something was released, else 0.
 */
export const releaseScript = luaScript({
  name: 'hcsLedgerRelease',
  file: new URL('../lua/release-reservation.lua', import.meta.url),
  keys: ['reservation', ...RESERVATION_TOTALS_KEYS],
  args: [],
  reply: replies.integer
})

// The keys a shared Lua helper reaches besides the ones its script is about, named by the caller (ADR 022): the
// Lua never builds a key out of another key's text. A script that includes the helper declares these names in
// its `-- KEYS:` / `-- ARGV:` lines and its definition spreads the lists below into its own.
import { jobSettledChannel } from './job-settled.js'
import { pendingVersionsKey, tenantPendingKey, topicSubmissionKeys } from './keys.js'
import type { KeyScope } from './keys.js'
import { usageArgs } from './usage.js'
import { topicWebhookOwnerKey, webhookEventsKey } from './webhooks.js'

/**
 * What admission and release (lua/admission.lua, lua/release.lua, through lua/pending-versions.lua) write besides
 * the reservation and its totals: the topic's {@link pendingVersionsKey} and {@link tenantPendingKey}.
 */
export const RESERVATION_TOTALS_KEYS = ['pendingVersions', 'tenantPending'] as const

/** {@link RESERVATION_TOTALS_KEYS} of one topic. */
export function reservationTotalsKeys (scope: KeyScope, topicId: string): Record<typeof RESERVATION_TOTALS_KEYS[number], string> {
  return { pendingVersions: pendingVersionsKey(scope, topicId), tenantPending: tenantPendingKey(scope, topicId) }
}

/**
 * What job_write (lua/job-record.lua) reaches when a record settles: the topic's webhook stream and the
 * reconciler's submissions, as KEYS; the settled channel, and the prefixes of the keys it names after what it read
 * (the owner's webhook set: `webhookOwnerPrefix` + the owner as a key segment; the tenant's usage hash of the day:
 * usage.ts' {@link usageArgs}), as ARGV.
 */
export const JOB_WRITE_KEYS = ['webhookEvents', 'submissionsDue', 'submissionsData'] as const
export const JOB_WRITE_ARGS = ['settledChannel', 'webhookOwnerPrefix', 'usagePrefix', 'usageKeepDays'] as const

/** {@link JOB_WRITE_KEYS} and {@link JOB_WRITE_ARGS} of one topic. */
export function jobWriteKeys (scope: KeyScope, topicId: string): {
  keys: Record<typeof JOB_WRITE_KEYS[number], string>
  args: Record<typeof JOB_WRITE_ARGS[number], string>
} {
  const submissions = topicSubmissionKeys(scope, topicId)
  return {
    keys: { webhookEvents: webhookEventsKey(scope, topicId), submissionsDue: submissions.due, submissionsData: submissions.data },
    args: {
      settledChannel: jobSettledChannel(scope, topicId),
      webhookOwnerPrefix: topicWebhookOwnerKey(scope, topicId, ''),
      ...usageArgs(scope, topicId)
    }
  }
}

/**
 * Everything a script that writes job records (job_write) and releases reservations (release_reservation) reaches
 * in one topic besides its own keys: {@link reservationTotalsKeys} and {@link jobWriteKeys}' keys as KEYS, and
 * {@link jobWriteKeys}' arguments as ARGV. It depends on the topic only: a caller that writes often keeps it per topic.
 */
export function recordWriteKeys (scope: KeyScope, topicId: string): {
  keys: ReturnType<typeof reservationTotalsKeys> & ReturnType<typeof jobWriteKeys>['keys']
  args: ReturnType<typeof jobWriteKeys>['args']
} {
  const { keys, args } = jobWriteKeys(scope, topicId)
  return { keys: { ...reservationTotalsKeys(scope, topicId), ...keys }, args }
}

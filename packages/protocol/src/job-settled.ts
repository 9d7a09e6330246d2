import { topicKey } from './keys.js'
import type { KeyScope } from './keys.js'

// Every writer of a record publishes on this channel and appends to webhooks.ts' webhookEventsKey from inside
// lua/job-record.lua's job_write, which its caller gives both names (script-keys.ts); the Lua spells out
// WEBHOOK_EVENTS_MAX (tested).
const JOB_SETTLED_SUFFIX = ':job-settled'
/** Entries the webhook stream keeps (approximately): a dispatcher that is down longer than this loses the oldest. */
export const WEBHOOK_EVENTS_MAX = 100_000

/**
 * Pub/sub channel on which every write that leaves a job record terminal (`confirmed`, `invalid`,
 * `failed`) publishes the record's stored text (the JSON `decodeJobRecord` reads), from inside
 * the same Lua step (`job_write` of `lua/job-record.lua`). When the record has an `owner` (the API
 * key's id) with webhook endpoints, the same write appends `{ job, status, owner }` to the webhook stream
 * (`webhookEventsKey`). A record may be published more than once
 * (a later writer fills in fields); subscribers treat it as "this job is settled, here it is".
 */
export function jobSettledChannel (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}${JOB_SETTLED_SUFFIX}`
}

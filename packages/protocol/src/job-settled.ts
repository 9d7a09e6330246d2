import { topicKey } from './keys.js'
import type { KeyScope } from './keys.js'

// The pub/sub channel name is derived inside Lua from the record key (keys.ts: `${topicKey}:job:${id}`,
// segments never hold ':'), so every writer publishes without being told the prefix, network or topic;
// jobSettledChannel must agree, and so must webhooks.ts' topicWebhookOwnerKey and webhookEventsKey (the
// topic's, same slot as the record) and WEBHOOK_EVENTS_MAX (lua/job-record.lua spells them out; tested).
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

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
 * `failed`) publishes the record's text (the JSON object `decodeJobRecord` reads), from inside
 * the same Lua step (`job_write` of `lua/job-record.lua`); a step that settles several jobs (the indexer's page)
 * publishes one message for them all, a JSON array of their texts ({@link settledRecordTexts} reads either). When
 * the record has an `owner` (the API key's id) with webhook endpoints, the same write appends `{ job, status, owner }`
 * to the webhook stream (`webhookEventsKey`). A record may be published more than once
 * (a later writer fills in fields); subscribers treat it as "this job is settled, here it is".
 */
export function jobSettledChannel (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}${JOB_SETTLED_SUFFIX}`
}

/** The record texts of one message of {@link jobSettledChannel}: the message itself, or the texts of its array. */
export function settledRecordTexts (message: string): string[] {
  if (!message.startsWith('[')) return [message]
  try {
    const list: unknown = JSON.parse(message)
    if (Array.isArray(list) && list.every((text) => typeof text === 'string' && text.startsWith('{'))) return list as string[]
  } catch {}
  return [message]
}

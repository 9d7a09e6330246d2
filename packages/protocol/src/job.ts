import { z } from 'zod'
import { canonicalEntityId } from './fields.js'
import { OPERATION_KINDS, OperationSchema } from './message.js'
import { topicKey } from './keys.js'
import type { KeyScope } from './keys.js'

// WARNING: renaming a queue or job name strands the jobs already in Redis
/** BullMQ queue that carries submit jobs from the api to the worker. */
export const QUEUE_SUBMIT = 'hcs20-submit'
/** BullMQ job name of a submit job. */
export const JOB_SUBMIT = 'submit'
/**
 * Entries a submit queue's BullMQ event stream keeps (BullMQ's `streams.events.maxLen`, default 10,000). Nothing
 * of ours reads that stream (job records are the history), so it is kept short: ~100 KB a queue. Every `Queue`
 * made on a submit queue passes it, since the last one to start writes it into the queue's meta.
 */
export const SUBMIT_QUEUE_EVENTS_MAX = 1000

/**
 * A job id names its topic: `<topicId>_<id within the topic>` (ADR 027), so its record, which lives in the
 * topic's Redis Cluster slot with the topic's ledger, is found from the id alone. URL-safe, never all
 * digits and never a colon (BullMQ rejects both); topic ids never hold `_`.
 */
export const JOB_ID_TOPIC_SEPARATOR = '_'
const JOB_ID_PATTERN = /^(\d{1,19}\.\d{1,19}\.\d{1,19})_[A-Za-z0-9_.~-]+$/

/** The job id `local` (`j<random>`, `k<HMAC>`, …) of a job on `topicId`. */
export function topicJobId (topicId: string, local: string): string {
  return `${topicId}${JOB_ID_TOPIC_SEPARATOR}${local}`
}

/** The topic a job id names; undefined for an id of another shape (ids of earlier versions named none). */
export function jobIdTopic (jobId: string): string | undefined {
  const match = JOB_ID_PATTERN.exec(jobId)
  const topicId = match?.[1]
  return topicId !== undefined && canonicalEntityId(topicId) === topicId ? topicId : undefined
}

// Holder-signed transaction bytes and the trace context, as both versions of a submit job carry them.
const signedField = z.object({ transaction: z.string().min(1).max(65_536) }).strict().optional()
const traceFields = { traceparent: z.string().max(256).optional(), tracestate: z.string().max(512).optional() }

/**
 * Data of a submit job as the apis before version 2 wrote it (BullMQ job data): the whole operation. Workers still
 * take it (jobs already in a queue during an upgrade, ADR 042); no api writes it any more. No secrets: Redis stores it
 * in clear text.
 */
export const SubmitJobV1Schema = z.object({
  v: z.literal(1),
  requestId: z.string(),
  topicId: z.string().refine((value) => canonicalEntityId(value) === value, 'Must be a canonical topic id'),
  operation: OperationSchema,
  /**
   * A holder-signed transaction (api ADR 040): base64 of the `TopicMessageSubmitTransaction` the holder signed,
   * which the worker sends unchanged (adding only a private topic's submit-key signature), never with a new id.
   */
  signed: signedField,
  /** W3C trace context of the api request that accepted the job (present when tracing is on; ADR 025). */
  ...traceFields
})
/** Data of a version 1 submit job. */
export type SubmitJobV1 = z.infer<typeof SubmitJobV1Schema>

/**
 * Data of a submit job (BullMQ job data, ADR 042): only what the worker cannot read from the job's record. The topic
 * is the job id's (`<topicId>_…`, and the queue's); the message (so the operation) and the request id are in the
 * record the api wrote in the same step as it admitted the job. What stays: the holder-signed transaction (api
 * ADR 040: base64 of the signed `TopicMessageSubmitTransaction`, sent unchanged, never under a new id), which no
 * record holds, and the accepting request's W3C trace context when tracing is on (ADR 025). No secrets: Redis stores
 * it in clear text.
 */
export const SubmitJobSchema = z.object({
  v: z.literal(2),
  signed: signedField,
  ...traceFields
})
/** Data of a submit job. */
export type SubmitJob = z.infer<typeof SubmitJobSchema>

/** Job states: `queued → submitting → submitted → confirmed`, or `failed` / `invalid`. */
export const JOB_STATUSES = ['queued', 'submitting', 'submitted', 'confirmed', 'invalid', 'failed'] as const
/** One of {@link JOB_STATUSES}. */
export type JobStatus = typeof JOB_STATUSES[number]

/** Order of job states: a writer never moves a record to a lower (or equal terminal) rank. */
export const JOB_STATUS_RANK: Readonly<Record<JobStatus, number>> = {
  queued: 0,
  submitting: 1,
  submitted: 2,
  confirmed: 3,
  invalid: 3,
  failed: 3
}

/** True for `confirmed`, `invalid` and `failed`: the record will not change state again. */
export function isTerminalStatus (status: JobStatus): boolean {
  return JOB_STATUS_RANK[status] === 3
}

/** Body of `GET /api/jobs/{id}`, and the parsed job record. */
export const JobRecordSchema = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  op: z.enum(OPERATION_KINDS),
  ticker: z.string(),
  topicId: z.string(),
  /**
   * The exact HCS-20 JSON submitted (or to be submitted). A settled job's record keeps it only on the topic
   * (ADR 033): the api reads it back from the mirror by sequence number, and leaves it out (with `runningHash`)
   * when the mirror does not answer in time.
   */
  message: z.string().optional(),
  requestId: z.string(),
  attempts: z.number().int().nonnegative(),
  /** `0.0.2@1700000000.000000001`. */
  transactionId: z.string().optional(),
  sequenceNumber: z.number().int().nonnegative().optional(),
  /** `seconds.nanos`. */
  consensusTimestamp: z.string().optional(),
  /** Lowercase hex. */
  runningHash: z.string().optional(),
  /** `code` is an error code (`ERROR_CODES`) or, for a permanent Hedera failure, the Hedera status. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  /**
   * The last passing problem of a job that is not settled yet (a transient send error, a pause for a network
   * condition, a receipt not found and the job sent again): why a `submitting` or `submitted` job is still
   * waiting. `at` is ISO time. Settled (compact) records drop it (ADR 033, ADR 038).
   */
  lastError: z.object({ code: z.string(), message: z.string(), at: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().optional(),
  confirmedAt: z.string().optional()
})
/** A job record. */
export type JobRecord = z.infer<typeof JobRecordSchema>

/** The flat fields of a stored job record: the keys of the one JSON string (ADR 003, docs/internal-contracts.md). */
export const JOB_RECORD_FIELDS = [
  'id', 'status', 'op', 'ticker', 'topicId', 'message', 'requestId', 'attempts', 'transactionId', 'sequenceNumber',
  'runningHash', 'consensusTimestamp', 'errorCode', 'errorMessage', 'lastErrorCode', 'lastErrorMessage', 'lastErrorAt',
  'createdAt', 'updatedAt', 'submittedAt', 'confirmedAt'
] as const

const DIGITS = /^\d+$/

// A present but malformed number becomes NaN, which the schema rejects (an absent one stays absent).
function toInt (value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  return DIGITS.test(value) ? Number(value) : Number.NaN
}

/**
 * Reads a job record from its flat fields (the stored JSON, decoded). Returns `undefined` when there are none,
 * or when a required field is missing or one is malformed (e.g. a late writer re-created an expired record
 * with only a few fields): treat that as "not found". Absent optional fields are left out.
 */
export function jobRecordFromFields (fields: Record<string, string>): JobRecord | undefined {
  if (Object.keys(fields).length === 0) return undefined
  const record: Record<string, unknown> = {
    jobId: fields.id,
    status: fields.status,
    op: fields.op,
    ticker: fields.ticker,
    topicId: fields.topicId,
    message: fields.message,
    requestId: fields.requestId,
    attempts: toInt(fields.attempts ?? '0'),
    transactionId: fields.transactionId,
    sequenceNumber: toInt(fields.sequenceNumber),
    consensusTimestamp: fields.consensusTimestamp,
    runningHash: fields.runningHash,
    error: fields.errorCode === undefined ? undefined : { code: fields.errorCode, message: fields.errorMessage ?? '' },
    lastError: fields.lastErrorCode === undefined
      ? undefined
      : { code: fields.lastErrorCode, message: fields.lastErrorMessage ?? '', at: fields.lastErrorAt ?? fields.updatedAt ?? '' },
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
    submittedAt: fields.submittedAt,
    confirmedAt: fields.confirmedAt
  }
  const candidate = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
  const parsed = JobRecordSchema.safeParse(candidate)
  return parsed.success ? parsed.data : undefined
}

/**
 * Flattens (part of) a job record into its stored fields (strings, for the one JSON string and the Lua
 * writers' field updates): `jobId` → `id`, `error` → `errorCode`/`errorMessage`, `lastError` →
 * `lastErrorCode`/`lastErrorMessage`/`lastErrorAt`, numbers as decimal strings;
 * `undefined` fields are left out.
 */
export function jobRecordFields (record: Partial<JobRecord>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue
    if (key === 'jobId') out.id = String(value)
    else if (key === 'error') {
      const error = value as NonNullable<JobRecord['error']>
      out.errorCode = error.code
      out.errorMessage = error.message
    } else if (key === 'lastError') {
      const error = value as NonNullable<JobRecord['lastError']>
      out.lastErrorCode = error.code
      out.lastErrorMessage = error.message
      out.lastErrorAt = error.at
    } else {
      out[key] = String(value)
    }
  }
  return out
}

// The pub/sub channel name is derived inside Lua from the record key (keys.ts: `${topicKey}:job:${id}`,
// segments never hold ':'), so every writer publishes without being told the prefix, network or topic;
// jobSettledChannel must agree, and so must webhooks.ts' topicWebhookOwnerKey and webhookEventsKey (the
// topic's, same slot as the record, ADR 027) and WEBHOOK_EVENTS_MAX (lua/job-record.lua spells them out; tested).
const JOB_SETTLED_SUFFIX = ':job-settled'
/** Entries the webhook stream keeps (approximately): a dispatcher that is down longer than this loses the oldest. */
export const WEBHOOK_EVENTS_MAX = 100_000

/**
 * Pub/sub channel on which every write that leaves a job record terminal (`confirmed`, `invalid`,
 * `failed`) publishes the record's stored text (the JSON {@link decodeJobRecord} reads), from inside
 * the same Lua step (`job_write` of `lua/job-record.lua`). When the record has an `owner` (the API
 * key's id) with webhook endpoints, the same write appends `{ job, status, owner }` to the webhook stream
 * (`webhookEventsKey`). A record may be published more than once
 * (a later writer fills in fields); subscribers treat it as "this job is settled, here it is".
 */
export function jobSettledChannel (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}${JOB_SETTLED_SUFFIX}`
}

/** A BullMQ queue as its `Queue`/`Worker` are built: name and prefix (which carries the hash tag). */
export interface QueueRef {
  name: string
  prefix: string
  /** The topic of a submit queue. */
  topicId?: string
}

/** The submit queue of one topic: in the topic's slot (the intake script checks its job keys). */
export function submitQueueRef (scope: KeyScope, topicId: string): QueueRef {
  return { name: QUEUE_SUBMIT, prefix: topicKey(scope, topicId), topicId }
}

// Job records are stored as ONE JSON string per job (the flat field map of jobRecordFields),
// not as a Redis hash: `message` and `runningHash` are longer than Redis's listpack limit for hash
// values (64 bytes), which turns a hash into a full hash table at about twice the memory.
// Every writer changes records inside a Lua script through `job_read` and `job_write` (`lua/job-record.lua`,
// `-- include: job-record`), so updates stay atomic; the creator sets the TTL, later writers keep it. `job_write` also publishes a record that
// is terminal on jobSettledChannel, so any writer (worker, indexer, sweeps) notifies waiters.

/**
 * The stored text of a job record (flat fields, as {@link jobRecordFields} makes them), plus internal
 * fields: `owner`, the id of the API key that submitted the job (whose webhooks hear of it), and `traceparent`,
 * the trace context of the request that accepted it.
 */
export function encodeJobRecord (record: Partial<JobRecord>, internal: { owner?: string, tenant?: string, traceparent?: string, fingerprint?: string } = {}): string {
  const flat = jobRecordFields(record)
  // internal fields are stored but never read back into a JobRecord (the GET body)
  if (internal.owner !== undefined) flat.owner = internal.owner
  // the tenant whose key accepted the job (api ADR 031); absent for the default tenant and older records
  if (internal.tenant !== undefined) flat.tenant = internal.tenant
  // the accepting request's trace context: the indexer's confirmation span links to it (ADR 025)
  if (internal.traceparent !== undefined) flat.traceparent = internal.traceparent
  // what an Idempotency-Key was first used for (a hash of the request): the record is the key's memory (ADR 033)
  if (internal.fingerprint !== undefined) flat.fingerprint = internal.fingerprint
  return JSON.stringify(flat)
}

/**
 * The fields of a new (queued) record in their order (ADR 042): the api creates a record as a JSON array of strings,
 * `['3', ...these fields]`, '' for an absent one, `createdAt` as epoch ms. It holds the message once: `op` and
 * `ticker` are the message's `op` and `tick`; `id` and `topicId` are the key's (the job id names its topic),
 * `status` is `queued`, `attempts` 0 and `updatedAt` `createdAt`. The first writer after it (the worker) writes the
 * long form. `lua/job-record.lua`'s JOB_QUEUED spells out the same names (tested).
 */
export const JOB_RECORD_QUEUED_FIELDS = ['message', 'requestId', 'createdAt', 'transactionId', 'owner', 'tenant', 'traceparent', 'fingerprint'] as const

type InternalFields = Parameters<typeof encodeJobRecord>[1]

/** The op and tick of an HCS-20 message (JSON), or undefined. */
function messageOpTick (message: string): { op: string, tick: string } | undefined {
  let parsed: unknown
  try { parsed = JSON.parse(message) } catch { return undefined }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { op, tick } = parsed as { op?: unknown, tick?: unknown }
  return typeof op === 'string' && typeof tick === 'string' ? { op, tick } : undefined
}

const QUEUED_KEYS: ReadonlySet<string> = new Set(['jobId', 'status', 'op', 'ticker', 'topicId', 'message', 'requestId', 'attempts', 'transactionId', 'createdAt', 'updatedAt'])

/**
 * The stored text of a record the api creates: the queued form ({@link JOB_RECORD_QUEUED_FIELDS}) when the record
 * is what it implies (queued, no attempt, created now, a job id that names its topic, a message with its op and
 * ticker), else the long form of {@link encodeJobRecord}.
 */
export function encodeQueuedJobRecord (record: Partial<JobRecord>, internal: InternalFields = {}): string {
  const { jobId, message, createdAt } = record
  const created = createdAt === undefined ? Number.NaN : Date.parse(createdAt)
  const implied = record.status === 'queued' && (record.attempts ?? 0) === 0 && record.updatedAt === createdAt &&
    Number.isSafeInteger(created) && new Date(created).toISOString() === createdAt &&
    jobId !== undefined && record.topicId !== undefined && jobIdTopic(jobId) === record.topicId && message !== undefined &&
    Object.keys(record).every((key) => QUEUED_KEYS.has(key) || (record as Record<string, unknown>)[key] === undefined)
  const opTick = implied ? messageOpTick(message) : undefined
  if (opTick === undefined || opTick.op !== record.op || opTick.tick !== record.ticker) return encodeJobRecord(record, internal)
  const values: Partial<Record<typeof JOB_RECORD_QUEUED_FIELDS[number], string>> = {
    message, requestId: record.requestId, createdAt: String(created), transactionId: record.transactionId, ...internal
  }
  return JSON.stringify(['3', ...JOB_RECORD_QUEUED_FIELDS.map((name) => values[name] ?? '')])
}

/**
 * The stored texts of new records that share all but their message (a batch's, ADR 042): for each `message` (an
 * HCS-20 message, whose op and tick are the record's) the text {@link encodeQueuedJobRecord} gives the queued
 * record of a job id that names its topic, created at `createdAt` (epoch ms) by `requestId`. What they share is
 * encoded once, not rebuilt and re-checked per record.
 */
export function queuedJobRecordEncoder (shared: { requestId?: string, createdAt: number }, internal: InternalFields = {}): (message: string) => string {
  if (!Number.isSafeInteger(shared.createdAt)) throw new RangeError(`createdAt ${shared.createdAt} is not an epoch ms`)
  const values: Partial<Record<typeof JOB_RECORD_QUEUED_FIELDS[number], string>> = {
    requestId: shared.requestId, createdAt: String(shared.createdAt), ...internal
  }
  // `["3",<message>` then the rest of the array: ',"<requestId>",...]'
  const rest = `,${JSON.stringify(JOB_RECORD_QUEUED_FIELDS.slice(1).map((name) => values[name] ?? '')).slice(1)}`
  return (message) => `["3",${JSON.stringify(message)}${rest}`
}

/** A queued record's fields under their long names; undefined when malformed. */
function queuedFields (values: unknown[], jobId: string | undefined): Record<string, string> | undefined {
  if (jobId === undefined || values.length !== JOB_RECORD_QUEUED_FIELDS.length + 1) return undefined
  if (!values.every((value) => typeof value === 'string')) return undefined
  const fields: Record<string, string> = { id: jobId, status: 'queued', attempts: '0' }
  const topicId = jobIdTopic(jobId)
  if (topicId !== undefined) fields.topicId = topicId
  for (const [i, name] of JOB_RECORD_QUEUED_FIELDS.entries()) {
    const value = values[i + 1] as string
    if (value !== '') fields[name] = value
  }
  const created = Number(fields.createdAt)
  if (!Number.isSafeInteger(created)) return undefined
  fields.createdAt = fields.updatedAt = new Date(created).toISOString()
  const opTick = fields.message === undefined ? undefined : messageOpTick(fields.message)
  if (opTick !== undefined) {
    fields.op = opTick.op
    fields.ticker = opTick.tick
  }
  return fields
}

/**
 * The fields of a compact (settled) record in their order (ADR 033): `lua/job-record.lua` stores a record that is
 * terminal with a sequence number as a JSON array of strings, `['2', ...these fields]`, '' for an absent one;
 * `createdAt` as epoch ms, `updatedAt`, `submittedAt` and `confirmedAt` as ms after it (`updatedAt` '' when it
 * is `confirmedAt`). It holds no `message`, `runningHash`, `id`, `topicId`, `traceparent` or `owner` (its webhooks
 * heard of the job as it settled). The Lua table spells out the same names (tested).
 */
export const JOB_RECORD_COMPACT_FIELDS = [
  'status', 'op', 'ticker', 'requestId', 'attempts', 'transactionId', 'sequenceNumber', 'consensusTimestamp', 'errorCode',
  'errorMessage', 'createdAt', 'updatedAt', 'submittedAt', 'confirmedAt', 'tenant', 'fingerprint'
] as const

const COMPACT_TIMES: ReadonlySet<string> = new Set(['updatedAt', 'submittedAt', 'confirmedAt'])

/** A compact record's fields under their long names (its times back in ISO form); undefined when malformed. */
function compactFields (values: unknown[], jobId: string | undefined): Record<string, string> | undefined {
  if (jobId === undefined || values.length !== JOB_RECORD_COMPACT_FIELDS.length + 1) return undefined
  if (!values.every((value) => typeof value === 'string')) return undefined
  const created = Number(values[JOB_RECORD_COMPACT_FIELDS.indexOf('createdAt') + 1])
  if (!Number.isSafeInteger(created)) return undefined
  const fields: Record<string, string> = { id: jobId }
  // every id this api hands out names its topic (ADR 027); without one the record is incomplete, not unreadable
  const topicId = jobIdTopic(jobId)
  if (topicId !== undefined) fields.topicId = topicId
  for (const [i, name] of JOB_RECORD_COMPACT_FIELDS.entries()) {
    const value = values[i + 1] as string
    if (value === '') continue
    const ms = name === 'createdAt' ? created : COMPACT_TIMES.has(name) ? created + Number(value) : undefined
    if (ms !== undefined && !Number.isSafeInteger(ms)) return undefined
    fields[name] = ms === undefined ? value : new Date(ms).toISOString()
  }
  const updatedAt = fields.updatedAt ?? fields.confirmedAt
  if (updatedAt !== undefined) fields.updatedAt = updatedAt
  return fields
}

/**
 * Reads a stored record (the published text of a settled one, or what `GET` gives); `jobId` is needed for a
 * compact or queued record, which does not repeat its id. Undefined when absent, unreadable or incomplete.
 */
export function decodeJobRecord (text: string | null | undefined, jobId?: string): JobRecord | undefined {
  return decodeOwnedJobRecord(text, jobId)?.record
}

/** A stored job record with the tenant that owns it (`undefined`: the default tenant). */
export function decodeOwnedJobRecord (text: string | null | undefined, jobId?: string): { record: JobRecord, tenant: string | undefined } | undefined {
  const fields = storedJobFields(text, jobId)
  if (fields === undefined) return undefined
  const record = jobRecordFromFields(fields)
  return record === undefined ? undefined : { record, tenant: fields.tenant }
}

/**
 * The flat fields of `jobId`'s stored record under their long names, any form (a compact one gets `id`,
 * `topicId` and `updatedAt` back, a queued one also `status`, `op`, `ticker` and `attempts`); internal fields (`owner`, `tenant`, `fingerprint`, `traceparent`) included.
 * Nothing is checked for completeness: a reader of one field (a pinned transaction id, a status) uses this
 * rather than JSON.parse, which does not know the compact form (ADR 033). Undefined when unreadable.
 */
export function storedJobFields (text: string | null | undefined, jobId: string | undefined): Record<string, string> | undefined {
  if (text === null || text === undefined || text === '') return undefined
  let flat: unknown
  try { flat = JSON.parse(text) } catch { return undefined }
  if (Array.isArray(flat)) return flat[0] === '2' ? compactFields(flat, jobId) : flat[0] === '3' ? queuedFields(flat, jobId) : undefined
  if (typeof flat !== 'object' || flat === null) return undefined
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(flat)) if (typeof value === 'string') fields[key] = value
  return fields
}

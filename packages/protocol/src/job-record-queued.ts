import { jobIdTopic } from './job-id.js'
import { encodeJobRecord } from './job-record-long.js'
import type { JobRecordInternalFields } from './job-record-long.js'
import type { JobRecord } from './job-record.js'

/**
 * The fields of a new (queued) record in their order (ADR 042): the api creates a record as a JSON array of strings,
 * `['3', ...these fields]`, '' for an absent one, `createdAt` as epoch ms. It holds the message once: `op` and
 * `ticker` are the message's `op` and `tick`; `id` and `topicId` are the key's (the job id names its topic),
 * `status` is `queued`, `attempts` 0 and `updatedAt` `createdAt`: the accept path writes no more than it must. The
 * first writer after it (the worker) writes the long form. `lua/job-record.lua`'s JOB_QUEUED spells out the same names (tested).
 */
export const JOB_RECORD_QUEUED_FIELDS = ['message', 'requestId', 'createdAt', 'transactionId', 'owner', 'tenant', 'traceparent', 'fingerprint'] as const

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
export function encodeQueuedJobRecord (record: Partial<JobRecord>, internal: JobRecordInternalFields = {}): string {
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
 * The stored texts of new records that share all but their message (a batch's): for each `message` (an
 * HCS-20 message, whose op and tick are the record's) the text {@link encodeQueuedJobRecord} gives the queued
 * record of a job id that names its topic, created at `createdAt` (epoch ms) by `requestId`. What they share is
 * encoded once, not rebuilt and re-checked per record.
 */
export function queuedJobRecordEncoder (shared: { requestId?: string, createdAt: number }, internal: JobRecordInternalFields = {}): (message: string) => string {
  if (!Number.isSafeInteger(shared.createdAt)) throw new RangeError(`createdAt ${shared.createdAt} is not an epoch ms`)
  const values: Partial<Record<typeof JOB_RECORD_QUEUED_FIELDS[number], string>> = {
    requestId: shared.requestId, createdAt: String(shared.createdAt), ...internal
  }
  // `["3",<message>` then the rest of the array: ',"<requestId>",...]'
  const rest = `,${JSON.stringify(JOB_RECORD_QUEUED_FIELDS.slice(1).map((name) => values[name] ?? '')).slice(1)}`
  return (message) => `["3",${JSON.stringify(message)}${rest}`
}

/** A queued record's fields under their long names; undefined when malformed. */
export function queuedFields (values: unknown[], jobId: string | undefined): Record<string, string> | undefined {
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

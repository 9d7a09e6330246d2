import { jobIdTopic } from './job-id.js'

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
export function compactFields (values: unknown[], jobId: string | undefined): Record<string, string> | undefined {
  if (jobId === undefined || values.length !== JOB_RECORD_COMPACT_FIELDS.length + 1) return undefined
  if (!values.every((value) => typeof value === 'string')) return undefined
  const created = Number(values[JOB_RECORD_COMPACT_FIELDS.indexOf('createdAt') + 1])
  if (!Number.isSafeInteger(created)) return undefined
  const fields: Record<string, string> = { id: jobId }
  // an id that names no topic leaves the record without one: incomplete (no JobRecord), not unreadable
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

import { compactFields } from './job-record-compact.js'
import { jobRecordFromFields } from './job-record.js'
import type { JobRecord } from './job-record.js'
import { queuedFields } from './job-record-queued.js'

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
 * rather than JSON.parse, which knows neither the compact nor the queued form. Undefined when unreadable.
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

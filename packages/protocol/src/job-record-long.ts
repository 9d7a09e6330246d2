import { jobRecordFields } from './job-record.js'
import type { JobRecord } from './job-record.js'

// Job records are stored as ONE JSON string per job, not as a Redis hash: `message` and `runningHash` are longer
// than Redis's listpack limit for hash values (64 bytes), which turns a hash into a full hash table at about twice
// the memory. A record has three forms: the long form here (a JSON object of the flat fields of jobRecordFields),
// the queued form the api creates (job-record-queued.ts) and the compact form of a settled record
// (job-record-compact.ts); storedJobFields reads them all. Every writer changes records inside a Lua script through
// `job_read` and `job_write` (`lua/job-record.lua`, `-- include: job-record`), so updates stay atomic; the creator
// sets the TTL, later writers keep it. `job_write` also publishes a record that is terminal on jobSettledChannel,
// so any writer (worker, indexer, sweeps) notifies waiters.

/** Fields a record stores but never reads back into a {@link JobRecord} (the GET body). */
export interface JobRecordInternalFields {
  /** The id of the API key that submitted the job, whose webhooks hear of it. */
  owner?: string
  /** The tenant whose key accepted the job; absent for the default tenant. */
  tenant?: string
  /** The accepting request's trace context: the indexer's confirmation span links to it. */
  traceparent?: string
  /** What an Idempotency-Key was first used for (a hash of the request): the record is the key's memory. */
  fingerprint?: string
}

/** The stored text of a job record in its long form: its flat fields ({@link jobRecordFields}) and internal ones. */
export function encodeJobRecord (record: Partial<JobRecord>, internal: JobRecordInternalFields = {}): string {
  const flat = jobRecordFields(record)
  if (internal.owner !== undefined) flat.owner = internal.owner
  if (internal.tenant !== undefined) flat.tenant = internal.tenant
  if (internal.traceparent !== undefined) flat.traceparent = internal.traceparent
  if (internal.fingerprint !== undefined) flat.fingerprint = internal.fingerprint
  return JSON.stringify(flat)
}

import { z } from 'zod'
import { JOB_OPS } from './message.js'
import { JOB_STATUSES } from './job-status.js'

/** Body of `GET /api/jobs/{id}`, and the parsed job record. */
export const JobRecordSchema = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  op: z.enum(JOB_OPS),
  /** The operation's ticker; a registry listing (`register`) has none. */
  ticker: z.string().optional(),
  topicId: z.string(),
  /**
   * The exact HCS-20 JSON submitted (or to be submitted). A settled job's record leaves it to the topic (ADR 033):
   * the api reads it back from the mirror by sequence number, and leaves it out (with `runningHash`) when the
   * mirror does not answer in time.
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
   * waiting. `at` is ISO time. Settled (compact) records drop it.
   */
  lastError: z.object({ code: z.string(), message: z.string(), at: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().optional(),
  confirmedAt: z.string().optional()
})
/** A job record. */
export type JobRecord = z.infer<typeof JobRecordSchema>

/** The flat fields of a stored job record: the keys of its long form (docs/internal-contracts.md). */
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

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

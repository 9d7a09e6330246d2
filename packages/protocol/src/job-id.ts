import { canonicalEntityId } from './fields.js'

/**
 * A job id names its topic: `<topicId>_<id within the topic>`, so its record, which lives in the topic's Redis
 * Cluster slot with the topic's ledger (ADR 027), is found from the id alone. URL-safe, never all digits and never
 * a colon (BullMQ rejects both); topic ids never hold `_`.
 */
export const JOB_ID_TOPIC_SEPARATOR = '_'
const JOB_ID_PATTERN = /^(\d{1,19}\.\d{1,19}\.\d{1,19})_[A-Za-z0-9_.~-]+$/

/** The job id `local` (`j<random>`, `k<HMAC>`, …) of a job on `topicId`. */
export function topicJobId (topicId: string, local: string): string {
  return `${topicId}${JOB_ID_TOPIC_SEPARATOR}${local}`
}

/** The topic a job id names; undefined for an id of any other shape, which names no job. */
export function jobIdTopic (jobId: string): string | undefined {
  const match = JOB_ID_PATTERN.exec(jobId)
  const topicId = match?.[1]
  return topicId !== undefined && canonicalEntityId(topicId) === topicId ? topicId : undefined
}

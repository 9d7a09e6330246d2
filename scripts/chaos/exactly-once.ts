// The verdict on accepted jobs: every one settled, its message on its topic exactly once.

export interface AcceptedJob { jobId: string, topicId: string, message: string }
export interface JobView { status: string, sequenceNumber?: number, message?: string }
export interface TopicMessage { sequenceNumber: number, payer: string, text: string }

export interface ExactlyOnce {
  accepted: number
  confirmed: number
  invalid: number
  /** Accepted, then given up (retries exhausted or a permanent status): never on the topic. */
  failed: string[]
  /** Accepted, but not on the topic: the record vanished, or it names a sequence number holding another message. */
  lost: string[]
  /** Messages the service paid for beyond one per accepted job (text → extra copies). */
  duplicated: Array<{ text: string, extra: number }>
  /** Not settled (confirmed, invalid or failed) by the deadline. */
  stuck: string[]
  /** Rejected by the HCS-20 rules on a topic only the service writes to: the API accepted what the ledger refuses. */
  invalidOnPrivate: string[]
  /** `topicId#sequenceNumber` of each message an accepted job claims (claims.ts accounts for the rest). */
  claimedSlots: Set<string>
}

const TERMINAL = new Set(['confirmed', 'invalid', 'failed'])

/**
 * `records` maps each accepted job id to its record (undefined = 404). `topics` holds every message of
 * each topic; the service's own are those paid by `operatorId` (other writers are ignored). Identical
 * bodies are distinct jobs, so texts are compared as multisets: a topic may carry a text exactly as many
 * times as accepted jobs sent it. On `privateTopics` (no other writer) no accepted job may be invalid.
 */
export function checkExactlyOnce (accepted: AcceptedJob[], records: Map<string, JobView | undefined>, topics: Map<string, TopicMessage[]>, operatorId: string, privateTopics: Set<string> = new Set()): ExactlyOnce {
  const claimed = new Set<string>()
  const result: ExactlyOnce = { accepted: accepted.length, confirmed: 0, invalid: 0, failed: [], lost: [], duplicated: [], stuck: [], invalidOnPrivate: [], claimedSlots: claimed }
  const bySequence = new Map<string, Map<number, TopicMessage>>()
  for (const [topicId, messages] of topics) bySequence.set(topicId, new Map(messages.map((m) => [m.sequenceNumber, m])))
  for (const job of accepted) {
    const record = records.get(job.jobId)
    if (record === undefined) { result.lost.push(job.jobId); continue }
    if (!TERMINAL.has(record.status)) { result.stuck.push(job.jobId); continue }
    if (record.status === 'failed') { result.failed.push(job.jobId); continue }
    const onTopic = record.sequenceNumber === undefined ? undefined : bySequence.get(job.topicId)?.get(record.sequenceNumber)
    const slot = `${job.topicId}#${String(record.sequenceNumber)}`
    if (onTopic === undefined || onTopic.text !== job.message || onTopic.payer !== operatorId || claimed.has(slot)) {
      result.lost.push(job.jobId)
      continue
    }
    claimed.add(slot)
    if (record.status === 'confirmed') result.confirmed++
    else result.invalid++
    if (record.status === 'invalid' && privateTopics.has(job.topicId)) result.invalidOnPrivate.push(job.jobId)
  }
  for (const [topicId, messages] of topics) {
    const sent = new Map<string, number>()
    for (const job of accepted) if (job.topicId === topicId) sent.set(job.message, (sent.get(job.message) ?? 0) + 1)
    const seen = new Map<string, number>()
    for (const m of messages) if (m.payer === operatorId) seen.set(m.text, (seen.get(m.text) ?? 0) + 1)
    for (const [text, count] of seen) {
      const extra = count - (sent.get(text) ?? 0)
      if (extra > 0) result.duplicated.push({ text, extra })
    }
  }
  return result
}

import {
  jobRecordKey, keySegment, reasonToErrorCode, reservationKey, topicOutcomeKey, transactionKey, transactionPayer
} from '@hcs/protocol'
import type { KeyScope, TopicOutcome } from '@hcs/protocol'
import { contextOf, inSpan, linkTo } from '@hcs/runtime/tracing'
import type { Logger } from 'pino'
import type { MessageForJobs } from './commit-script.js'
import type { TopicMetrics } from '../metrics.js'

/** What the rules made of one message that may settle a job. */
export interface MessageOutcome {
  /** The initial transaction id, when the mirror reported it. */
  transactionId?: string
  payer: string
  sequenceNumber: number
  consensusTimestamp: string
  runningHashHex: string
  /** Absent when applied; the reject reason otherwise. */
  reason?: string
}

/** How the commit step matched one message to a job. */
export interface MessageMatch {
  sequenceNumber: string
  /** '' when no job claimed the message. */
  jobId: string
  /** `transactionId`, `sequenceNumber` or `none`. */
  via: string
  /** `settled`, `kept:<status>`, `missing`, `mismatch` or `unmatched` (protocol's `settle_from_topic`). */
  result: string
  /** The record's submittedAt (else createdAt) when settled. */
  since: string
  /** The record's status before. */
  was: string
  /** The request that created the job ('' when unknown), so its log lines can be followed. */
  requestId: string
  /** The accepting request's trace context when settled ('' when none): the compact settled record does not keep it. */
  traceparent: string
}

// keySegment turns it into `%00`, which no other part of a key can hold (a '%' from outside data is `%25`).
const SPLIT = '\u0000'

/**
 * `[before, after]` around the id in a key helper's result: the commit script rebuilds the keys of ids it
 * finds as `before .. key_segment(id) .. after` (protocol's lua/key-segment.lua escapes as keySegment does).
 */
export function keyParts (key: (id: string) => string): [string, string] {
  const marker = keySegment(SPLIT)
  const whole = key(SPLIT)
  const at = whole.indexOf(marker)
  return [whole.slice(0, at), whole.slice(at + marker.length)]
}

/** The outcome a job settles from: `confirmed`, or `invalid` with the rule's reason. */
export function topicOutcome (outcome: MessageOutcome): TopicOutcome {
  const base: TopicOutcome = {
    status: 'confirmed',
    payer: outcome.payer,
    sequenceNumber: String(outcome.sequenceNumber),
    consensusTimestamp: outcome.consensusTimestamp,
    runningHash: outcome.runningHashHex
  }
  if (outcome.reason === undefined) return base
  return {
    ...base,
    status: 'invalid',
    errorCode: reasonToErrorCode(outcome.reason),
    errorMessage: `The HCS-20 rules rejected the message on the topic: ${outcome.reason}`
  }
}

/** The commit step's view of the page's messages that may settle a job. */
export function messagesForJobs (keys: KeyScope, topicId: string, outcomes: MessageOutcome[]): MessageForJobs[] {
  return outcomes.map((o) => ({
    ...(o.transactionId === undefined ? {} : { txKey: transactionKey(keys, topicId, o.transactionId), txPayer: transactionPayer(o.transactionId) }),
    outcome: topicOutcome(o),
    outcomeKey: topicOutcomeKey(keys, topicId, o.sequenceNumber)
  }))
}

export const jobKeyParts = (keys: KeyScope, topicId: string): [string, string] => keyParts((id) => jobRecordKey(keys, topicId, id))
export const reservationKeyParts = (keys: KeyScope, topicId: string): [string, string] => keyParts((id) => reservationKey(keys, topicId, id))

/**
 * Logs and measures what the commit made of each message: settled jobs (with the submitted → confirmed
 * latency), messages no job claimed (other writers are normal: debug), and refusals to settle.
 */
export function reportMatches (log: Logger, metrics: TopicMetrics, matches: MessageMatch[], outcomes: MessageOutcome[], now: Date): void {
  matches.forEach((match, i) => {
    const message = outcomes[i]
    const where = { sequenceNumber: match.sequenceNumber, transactionId: message?.transactionId, payer: message?.payer }
    if (match.result === 'unmatched') {
      metrics.messageUnmatched()
      log.debug(where, 'message applied without a job')
      return
    }
    const job = { jobId: match.jobId, requestId: match.requestId, via: match.via }
    if (match.result === 'mismatch') {
      log.warn({ ...where, ...job }, 'job not settled: its record names another sequence number or payer')
      return
    }
    if (match.result !== 'settled') {
      log.debug({ ...where, ...job, outcome: match.result }, 'job not settled')
      return
    }
    const started = match.since === '' ? Number.NaN : Date.parse(match.since)
    const latencyMs = Number.isNaN(started) ? undefined : Math.max(0, now.getTime() - started)
    metrics.jobConfirmed(latencyMs === undefined ? undefined : latencyMs / 1000)
    const status = message?.reason === undefined ? 'confirmed' : 'invalid'
    log.info({ ...where, ...job, status, was: match.was, latencyMs }, status === 'confirmed' ? 'job confirmed' : 'job invalid')
  })
}

/**
 * With tracing on, one `hcs20.confirm` span per settled job, linked to the trace of the api request that
 * accepted it (the `traceparent` the commit step read from its record as it settled it). Never called
 * with tracing off.
 */
export async function traceConfirmations (topicId: string, matches: MessageMatch[], outcomes: MessageOutcome[]): Promise<void> {
  const settled = matches.flatMap((match, i) => match.result === 'settled' ? [{ match, outcome: outcomes[i] }] : [])
  await Promise.all(settled.map(async ({ match, outcome }) => {
    const link = linkTo({ traceparent: match.traceparent === '' ? undefined : match.traceparent })
    await inSpan('hcs20.confirm', {
      // a trace of its own (the job's ended long ago), linked to the request's
      parent: contextOf(undefined),
      links: link === undefined ? [] : [link],
      attributes: {
        'hcs20.job_id': match.jobId,
        'hcs20.topic_id': topicId,
        'hcs20.sequence_number': match.sequenceNumber,
        'hcs20.status': outcome?.reason === undefined ? 'confirmed' : 'invalid'
      }
    }, async () => {})
  }))
}

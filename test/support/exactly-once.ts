// What the end-to-end suites check of a run: every accepted job's message on its topic exactly once, and the
// ledger in Redis equal to a replay of the topic with no reservation left (submit-exactly-once, cluster suites).
import { runLedgerVerify } from '@hcs/indexer'
import { expect } from 'vitest'
import type { Stack } from './stack.js'

export interface Accepted { jobId: string, message: string }

export async function accept (stack: Stack, path: string, body: unknown): Promise<Accepted> {
  const res = await stack.post(path, body)
  expect(res.status, JSON.stringify(res.body)).toBe(202)
  return res.body as Accepted
}

export async function setFaults (stack: Stack, faults: Record<string, number>): Promise<void> {
  const res = await fetch(`${stack.network.mirrorUrl}/admin/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults)
  })
  expect(res.ok).toBe(true)
}

/**
 * Every accepted job's message is on the topic exactly once: each job owns a distinct sequence number
 * holding its exact message, and the topic carries each message text exactly as many times as jobs sent it
 * (identical bodies are distinct jobs), never more.
 */
export async function expectExactlyOnce (stack: Stack, accepted: Accepted[], settled: string[], topicId = stack.topicId): Promise<void> {
  const records = await Promise.all(accepted.map(async (a) => await stack.waitForJob(a.jobId, [...settled, 'failed', 'invalid'], 120_000)))
  for (const record of records) expect(settled, JSON.stringify(record.error)).toContain(record.status)
  const onTopic = await stack.topicMessages(topicId)
  const bySequence = new Map(onTopic.map((m) => [m.sequence_number, m.message]))
  // the message the 202 promised is the one at the record's sequence number (a settled record reads its own
  // message back from the mirror, which a loaded machine may not answer within MIRROR_TIMEOUT_MS)
  records.forEach((record, i) => { expect(bySequence.get(record.sequenceNumber), record.jobId).toBe(accepted[i]?.message) })
  expect(new Set(records.map((r) => r.sequenceNumber)).size).toBe(records.length)
  const count = (texts: string[]): Map<string, number> => {
    const counts = new Map<string, number>()
    for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1)
    return counts
  }
  const sent = count(accepted.map((a) => a.message))
  const seen = count(onTopic.map((m) => m.message).filter((text) => sent.has(text)))
  expect(seen).toEqual(sent)
}

/**
 * The topic and the ledger agree: a replay of the topic from the mirror finds no difference with Redis, and
 * every reservation is released (reserved totals are the sums of live reservations, and there are none).
 */
export async function expectLedgerSettled (stack: Stack, topicId = stack.topicId): Promise<void> {
  const lines: string[] = []
  const check = await runLedgerVerify(['--topic', topicId], { ...process.env, ...stack.env }, (line) => lines.push(line))
  expect(check.exitCode, lines.join('\n')).toBe(0)
  expect(check.reports[0]?.reservations).toEqual({ live: 0, dangling: [], differences: [], skipped: 0 })
}

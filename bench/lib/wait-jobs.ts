import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { decodeJobRecord, jobIdTopic, jobRecordKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

export interface Settled {
  /** Epoch ms of the record's `confirmedAt` (or `submittedAt` when waiting for `submitted`). */
  at: number
  status: string
}

type Fields = Partial<Record<'status' | 'confirmedAt' | 'submittedAt' | 'updatedAt', string>>

const DONE = new Set(['invalid', 'failed'])
const BATCH = 250
// No job settling for this long means the pipeline is stuck: stop waiting and report what settled.
const STALL_MS = 30_000

/** Commands a wait sent to Redis (its reads), so a bench can tell them from the stack's own. */
export interface WaitCount { commands: number }

/** Reads one batch of job records (one JSON string each, in any of its stored forms). */
async function readBatch (redis: Redis, keys: KeyScope, ids: readonly string[], count?: WaitCount): Promise<Fields[]> {
  // the record of a job is in its topic's slot (the id names the topic): one pipeline per topic (a Cluster
  // pipeline stays on one node)
  const keyOf = (id: string): string => jobRecordKey(keys, jobIdTopic(id) ?? '', id)
  const replies: unknown[] = ids.map(() => null)
  const byTopic = new Map<string, number[]>()
  ids.forEach((id, i) => {
    const topicId = jobIdTopic(id) ?? ''
    byTopic.set(topicId, [...byTopic.get(topicId) ?? [], i])
  })
  await Promise.all([...byTopic.values()].map(async (positions) => {
    const pipeline = redis.pipeline()
    for (const i of positions) pipeline.get(keyOf(ids[i] as string))
    if (count !== undefined) count.commands += positions.length
    const answers = await pipeline.exec() ?? []
    positions.forEach((i, j) => {
      const [err, raw] = answers[j] ?? [null, null]
      if (err !== null) throw err
      replies[i] = raw
    })
  }))
  return ids.map((id, i) => {
    const raw = replies[i]
    if (typeof raw !== 'string') return {}
    const record = decodeJobRecord(raw, id)
    return record === undefined ? {} : { status: record.status, confirmedAt: record.confirmedAt, submittedAt: record.submittedAt, updatedAt: record.updatedAt }
  })
}

/**
 * Reads the job records straight from Redis (pipelined, only unsettled jobs) until each has reached
 * `state` or a dead end; polling through the api would load the api under test. Times come from the
 * records themselves, so the poll interval does not blur them. `count` adds up the reads sent.
 */
export async function waitForJobs (redis: Redis, keys: KeyScope, jobIds: readonly string[], state: 'confirmed' | 'submitted', timeoutMs: number, count?: WaitCount): Promise<Map<string, Settled>> {
  const settled = new Map<string, Settled>()
  const reached = state === 'confirmed' ? new Set(['confirmed']) : new Set(['submitted', 'confirmed'])
  let open = [...jobIds]
  const deadline = Date.now() + timeoutMs
  let progressAt = Date.now()
  while (open.length > 0 && Date.now() < deadline && Date.now() - progressAt < STALL_MS) {
    const still: string[] = []
    // Jobs settle roughly in posting order: read a batch at a time and stop at the first batch that is
    // mostly open, so a poll costs Redis (which the pipeline needs) a few hundred reads, not thousands.
    for (let from = 0; from < open.length; from += BATCH) {
      const batch = open.slice(from, from + BATCH)
      const records = await readBatch(redis, keys, batch, count)
      let settledHere = 0
      batch.forEach((id, i) => {
        const record = records[i] ?? {}
        const status = record.status
        if (status !== undefined && (reached.has(status) || DONE.has(status))) {
          const at = state === 'confirmed' ? record.confirmedAt : record.submittedAt
          settled.set(id, { status, at: Date.parse(at ?? record.updatedAt ?? '') || Date.now() })
          settledHere++
        } else {
          still.push(id)
        }
      })
      if (settledHere < batch.length / 2) {
        still.push(...open.slice(from + BATCH))
        break
      }
    }
    if (still.length < open.length) progressAt = Date.now()
    open = still
    if (open.length > 0) await sleep(250)
  }
  return settled
}

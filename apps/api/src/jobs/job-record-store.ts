import type { Redis } from 'ioredis'
import { decodeOwnedJobRecord, jobIdTopic, jobRecordKey } from '@hcs/protocol'
import type { JobRecord, KeyScope } from '@hcs/protocol'
import type { SettledMessages } from '@hcs/runtime'
import { DEFAULT_TENANT, may } from '../access/auth.js'
import type { Caller } from '../access/auth.js'

/** Whose jobs a read may see: one tenant's, or (an operator) every tenant's. */
export type JobViewer = { tenant: string } | 'any'

/** Whose jobs a caller may read: an operator every tenant's, any other key its own tenant's. */
export function viewerOf (caller: Caller): JobViewer {
  return may(caller, 'operator') ? 'any' : { tenant: caller.tenant }
}

export interface JobRecordStore {
  /** A record, `undefined` when unknown, expired or another tenant's (a foreign job reads as absent). */
  get: (jobId: string, viewer?: JobViewer) => Promise<JobRecord | undefined>
  /** Several records (one round trip per topic), in the order asked; `undefined` for unknown or foreign ids. */
  getMany: (jobIds: readonly string[], viewer?: JobViewer) => Promise<Array<JobRecord | undefined>>
}

export interface JobRecordStoreOptions {
  redis: Redis
  keys: KeyScope
  /** Reads a settled job's message and running hash back from the mirror (a settled record keeps neither). */
  settled?: SettledMessages
}

function visible (jobId: string, text: string | null, viewer: JobViewer): JobRecord | undefined {
  const owned = decodeOwnedJobRecord(text, jobId)
  if (owned === undefined) return undefined
  if (viewer !== 'any' && (owned.tenant ?? DEFAULT_TENANT) !== viewer.tenant) return undefined
  return owned.record
}

/**
 * Reads job records (protocol's `jobRecordKey`, one JSON string: protocol's encodeJobRecord) that outlive
 * BullMQ's own job retention. The intake script creates them, create-if-absent with their TTL; later
 * writers change them only in Lua (protocol's lua/job-record.lua), keeping the TTL. A record lives in its
 * topic's slot, found from the job id alone (protocol's jobIdTopic); an id that names no topic is not found,
 * without a Redis read. A record names its tenant: a viewer of another tenant gets what an unknown id gets.
 * A settled record is compact (ADR 033): its message and running hash come back from the mirror (`settled`),
 * or are left out when it does not answer in time.
 */
export function createJobRecordStore ({ redis, keys, settled }: JobRecordStoreOptions): JobRecordStore {
  return {
    async get (jobId, viewer = 'any') {
      const topicId = jobIdTopic(jobId)
      if (topicId === undefined) return undefined
      const record = visible(jobId, await redis.get(jobRecordKey(keys, topicId, jobId)), viewer)
      return record === undefined || settled === undefined ? record : await settled.complete(record)
    },
    async getMany (jobIds, viewer = 'any') {
      // one MGET per topic (a slot each on a cluster), in parallel; answers in the order asked
      const out: Array<JobRecord | undefined> = jobIds.map(() => undefined)
      const byTopic = new Map<string, number[]>()
      jobIds.forEach((jobId, i) => {
        const topicId = jobIdTopic(jobId)
        if (topicId === undefined) return
        const positions = byTopic.get(topicId)
        if (positions === undefined) byTopic.set(topicId, [i])
        else positions.push(i)
      })
      await Promise.all([...byTopic].map(async ([topicId, positions]) => {
        const texts = await redis.mget(positions.map((i) => jobRecordKey(keys, topicId, jobIds[i] as string)))
        texts.forEach((text, j) => { out[positions[j] as number] = visible(jobIds[positions[j] as number] as string, text, viewer) })
      }))
      return settled === undefined ? out : await settled.completeAll(out)
    }
  }
}

import type { Redis } from 'ioredis'
import { decodeJobRecord, jobIdTopic, jobRecordKey } from '@hcs/protocol'
import type { JobRecord, KeyScope } from '@hcs/protocol'

export interface JobRecordStore {
  get: (jobId: string) => Promise<JobRecord | undefined>
  /** Several records (one round trip per topic), in the order asked; `undefined` for unknown ids. */
  getMany: (jobIds: readonly string[]) => Promise<Array<JobRecord | undefined>>
}

export interface JobRecordStoreOptions {
  redis: Redis
  keys: KeyScope
}

/**
 * Reads job records (protocol's `jobRecordKey`, one JSON string: protocol's encodeJobRecord) that outlive
 * BullMQ's own job retention. The intake script creates them, create-if-absent with their TTL; later
 * writers change them only in Lua (protocol's lua/job-record.lua), keeping the TTL. A record lives in its
 * topic's slot, found from the job id alone (protocol's jobIdTopic, ADR 027); an id that names no topic
 * (an earlier version's) is not found, without a Redis read.
 */
export function createJobRecordStore ({ redis, keys }: JobRecordStoreOptions): JobRecordStore {
  return {
    async get (jobId) {
      const topicId = jobIdTopic(jobId)
      return topicId === undefined ? undefined : decodeJobRecord(await redis.get(jobRecordKey(keys, topicId, jobId)))
    },
    async getMany (jobIds) {
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
        texts.forEach((text, j) => { out[positions[j] as number] = decodeJobRecord(text) })
      }))
      return out
    }
  }
}

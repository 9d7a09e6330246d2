import type { Redis } from 'ioredis'
import { decodeJobRecord, encodeJobRecord, jobIdTopic, jobRecordKey } from '@hcs/protocol'
import type { JobRecord, KeyScope } from '@hcs/protocol'

export interface JobStore {
  /** Writes a new record with its TTL; false (and nothing written) when a record with this id exists. */
  create: (record: JobRecord) => Promise<boolean>
  get: (jobId: string) => Promise<JobRecord | undefined>
  /** Several records in one round trip, in the order asked; `undefined` for unknown ids. */
  getMany: (jobIds: readonly string[]) => Promise<Array<JobRecord | undefined>>
  /** Deletes a record this api just created when its enqueue failed. */
  remove: (jobId: string) => Promise<void>
}

export interface JobStoreOptions {
  redis: Redis
  keys: KeyScope
  ttlSeconds: number
}

/**
 * Job records (protocol's `jobRecordKey`, one JSON string: protocol's encodeJobRecord) that outlive
 * BullMQ's own job retention. The api creates them with their TTL; later writers change them only
 * in Lua (protocol's LUA_JOB_RECORD), keeping the TTL. A record lives in its topic's slot, found from the
 * job id alone (protocol's jobIdTopic); an id that names no topic (an earlier version's) is not found.
 */
export function createJobStore ({ redis, keys, ttlSeconds }: JobStoreOptions): JobStore {
  const keyOf = (jobId: string): string | undefined => {
    const topicId = jobIdTopic(jobId)
    return topicId === undefined ? undefined : jobRecordKey(keys, topicId, jobId)
  }
  return {
    async create (record) {
      // create-if-absent: a job id is never reused over an older record (an Idempotency-Key replayed
      // after its 24 h window would otherwise reset that job to `queued`)
      return await redis.set(jobRecordKey(keys, record.topicId, record.jobId), encodeJobRecord(record), 'EX', ttlSeconds, 'NX') === 'OK'
    },
    async get (jobId) {
      const key = keyOf(jobId)
      return key === undefined ? undefined : decodeJobRecord(await redis.get(key))
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
    },
    async remove (jobId) {
      const key = keyOf(jobId)
      if (key !== undefined) await redis.unlink(key)
    }
  }
}

import type { Redis } from 'ioredis'
import { decodeJobRecord, encodeJobRecord, jobRecordKey } from '@hcs/protocol'
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
 * in Lua (protocol's lua/job-record.lua), keeping the TTL.
 */
export function createJobStore ({ redis, keys, ttlSeconds }: JobStoreOptions): JobStore {
  return {
    async create (record) {
      // create-if-absent: a job id is never reused over an older record (an Idempotency-Key replayed
      // after its 24 h window would otherwise reset that job to `queued`)
      return await redis.set(jobRecordKey(keys, record.jobId), encodeJobRecord(record), 'EX', ttlSeconds, 'NX') === 'OK'
    },
    async get (jobId) {
      return decodeJobRecord(await redis.get(jobRecordKey(keys, jobId)))
    },
    async getMany (jobIds) {
      if (jobIds.length === 0) return []
      const texts = await redis.mget(jobIds.map((jobId) => jobRecordKey(keys, jobId)))
      return texts.map((text) => decodeJobRecord(text))
    },
    async remove (jobId) {
      await redis.unlink(jobRecordKey(keys, jobId))
    }
  }
}

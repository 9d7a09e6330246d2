import type { Redis } from 'ioredis'
import { decodeJobRecord, jobRecordKey } from '@hcs/protocol'
import type { JobRecord, KeyScope } from '@hcs/protocol'

export interface JobRecordStore {
  get: (jobId: string) => Promise<JobRecord | undefined>
  /** Several records in one round trip, in the order asked; `undefined` for unknown ids. */
  getMany: (jobIds: readonly string[]) => Promise<Array<JobRecord | undefined>>
}

export interface JobRecordStoreOptions {
  redis: Redis
  keys: KeyScope
}

/**
 * Reads job records (protocol's `jobRecordKey`, one JSON string: protocol's encodeJobRecord) that outlive
 * BullMQ's own job retention. The intake script creates them, create-if-absent with their TTL; later
 * writers change them only in Lua (protocol's lua/job-record.lua), keeping the TTL.
 */
export function createJobRecordStore ({ redis, keys }: JobRecordStoreOptions): JobRecordStore {
  return {
    async get (jobId) {
      return decodeJobRecord(await redis.get(jobRecordKey(keys, jobId)))
    },
    async getMany (jobIds) {
      if (jobIds.length === 0) return []
      const texts = await redis.mget(jobIds.map((jobId) => jobRecordKey(keys, jobId)))
      return texts.map((text) => decodeJobRecord(text))
    }
  }
}

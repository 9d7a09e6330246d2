import type { Redis } from 'ioredis'
import { jobRecordFromHash, jobRecordKey, jobRecordToHash } from '@hcs/protocol'
import type { JobRecord } from '@hcs/protocol'

export interface JobStore {
  /** Writes a new record with its TTL; false (and nothing written) when a record with this id exists. */
  create: (record: JobRecord) => Promise<boolean>
  get: (jobId: string) => Promise<JobRecord | undefined>
  /** Deletes a record this api just created when its enqueue failed. */
  remove: (jobId: string) => Promise<void>
}

export interface JobStoreOptions {
  redis: Redis
  prefix: string
  ttlSeconds: number
}

// Create-if-absent and TTL in one step: a job id is never reused over an older record (an
// Idempotency-Key replayed after its 24 h window would otherwise reset that job to `queued`).
const CREATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1
`

type CreateCommand = (key: string, ttlSeconds: string, ...fields: string[]) => Promise<number>
const CREATE_COMMAND = 'hcsCreateJobRecord'

/** Job records (`${prefix}:job:${id}` hashes) that outlive BullMQ's own job retention. */
export function createJobStore ({ redis, prefix, ttlSeconds }: JobStoreOptions): JobStore {
  // defineCommand sends EVALSHA (EVAL only on a script cache miss): Redis does not rehash the script per call
  if (!(CREATE_COMMAND in redis)) redis.defineCommand(CREATE_COMMAND, { numberOfKeys: 1, lua: CREATE_SCRIPT })
  const createRecord = (redis as unknown as Record<typeof CREATE_COMMAND, CreateCommand>)[CREATE_COMMAND].bind(redis)
  return {
    async create (record) {
      const fields = Object.entries(jobRecordToHash(record)).flat()
      return await createRecord(jobRecordKey(prefix, record.jobId), String(ttlSeconds), ...fields) === 1
    },
    async get (jobId) {
      const hash = await redis.hgetall(jobRecordKey(prefix, jobId))
      if (Object.keys(hash).length === 0) return undefined
      return jobRecordFromHash(hash)
    },
    async remove (jobId) {
      await redis.unlink(jobRecordKey(prefix, jobId))
    }
  }
}

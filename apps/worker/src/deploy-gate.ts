import type { Redis } from 'ioredis'
import { inscriptionKey, jobRecordKey, pendingDeployKey } from '@hcs/protocol'

/**
 * Whether a mint may go to the topic now. `pending` while its tick's deploy, accepted by the api, is
 * still on its way to the topic; `ready` once that deploy is sequenced (consensus order follows
 * submission, so a mint sent after the deploy's receipt lands after it), or when there is no pending
 * deploy at all: then the ledger decides (the tick is deployed, or the job ends `invalid` with its reason).
 */
export type DeployGate = (topicId: string, tick: string) => Promise<'ready' | 'pending'>

const SEQUENCED = new Set(['submitted', 'confirmed', 'invalid', 'failed'])

export function createDeployGate (redis: Redis, prefix: string): DeployGate {
  return async (topicId, tick) => {
    if (await redis.exists(inscriptionKey(prefix, topicId, tick)) === 1) return 'ready'
    const deployJobId = await redis.hget(pendingDeployKey(prefix, topicId, tick), 'jobId')
    if (deployJobId === null) return 'ready'
    const status = await redis.hget(jobRecordKey(prefix, deployJobId), 'status')
    // A deploy job settled without reaching the topic releases its pending deploy; until then, wait.
    return status !== null && SEQUENCED.has(status) ? 'ready' : 'pending'
  }
}

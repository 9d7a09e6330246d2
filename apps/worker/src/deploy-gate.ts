import type { Redis } from 'ioredis'
import { inscriptionKey, jobRecordKey, pendingDeployKey } from '@hcs/protocol'

/**
 * Whether a mint may go to the topic now: `ready` once its tick's deploy is on the ledger or at least
 * sequenced (consensus order follows submission, so a mint sent after the deploy's receipt lands after it);
 * `pending` while the deploy job is still on its way; `missing` when there is no deploy at all (it failed
 * and its reservation was released).
 */
export type DeployGate = (topicId: string, tick: string) => Promise<'ready' | 'pending' | 'missing'>

const SEQUENCED = new Set(['submitted', 'confirmed'])

export function createDeployGate (redis: Redis, prefix: string): DeployGate {
  return async (topicId, tick) => {
    if (await redis.exists(inscriptionKey(prefix, topicId, tick)) === 1) return 'ready'
    const deployJobId = await redis.hget(pendingDeployKey(prefix, topicId, tick), 'jobId')
    if (deployJobId === null) {
      // The indexer deletes the pending deploy in the step that writes the inscription: look again.
      return await redis.exists(inscriptionKey(prefix, topicId, tick)) === 1 ? 'ready' : 'missing'
    }
    const status = await redis.hget(jobRecordKey(prefix, deployJobId), 'status')
    return status !== null && SEQUENCED.has(status) ? 'ready' : 'pending'
  }
}

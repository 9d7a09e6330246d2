import type { Redis } from 'ioredis'
import { inscriptionKey, jobRecordKey, pendingDeployKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

/**
 * Whether a mint may go to the topic now. `pending` while its tick's deploy, accepted by the api, is
 * still on its way to the topic; `ready` once that deploy is sequenced (consensus order follows
 * submission, so a mint sent after the deploy's receipt lands after it), or when there is no pending
 * deploy at all: then the ledger decides (the tick is deployed, or the job ends `invalid` with its reason).
 */
export type DeployGate = (topicId: string, tick: string) => Promise<'ready' | 'pending'>

/** Whether a deploy job in this state has been sequenced or settled (the mint may follow it). */
function deployMovedOn (status: unknown): boolean {
  return status === 'submitted' || status === 'confirmed' || status === 'invalid' || status === 'failed'
}

/**
 * Reads only: the inscription and the pending deploy in one round trip, then the deploy job's record
 * (its key is protocol's jobRecordKey of the jobId the api wrote into the pending deploy). A deploy job
 * settled without reaching the topic releases its pending deploy; until then, wait. A record that is
 * missing means the deploy job was not picked up yet; one that cannot be read does not hold the mint.
 */
export function createDeployGate (redis: Redis, keys: KeyScope): DeployGate {
  return async (topicId, tick) => {
    const [deployed, deployJobId] = await Promise.all([
      redis.exists(inscriptionKey(keys, topicId, tick)),
      redis.hget(pendingDeployKey(keys, topicId, tick), 'jobId')
    ])
    if (deployed === 1 || deployJobId === null) return 'ready'
    const raw = await redis.get(jobRecordKey(keys, deployJobId))
    if (raw === null) return 'pending'
    let record: unknown
    try { record = JSON.parse(raw) } catch { return 'ready' }
    const status = typeof record === 'object' && record !== null ? (record as { status?: unknown }).status : undefined
    return deployMovedOn(status) ? 'ready' : 'pending'
  }
}

import type { Redis } from 'ioredis'
import { inscriptionKey, jobRecordKey, pendingDeployKey, storedJobFields } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

/**
 * Whether a mint may go to the topic now. `pending` while its tick's deploy, accepted by the api, is
 * still on its way to the topic; `ready` once that deploy is sequenced (has its sequence number: a mint
 * sent after that lands after it; accepted but not yet at consensus is not enough), or when there is no pending
 * deploy at all: then the ledger decides (the tick is deployed, or the job ends `invalid` with its reason).
 */
export type DeployGate = (topicId: string, tick: string) => Promise<'ready' | 'pending'>

/**
 * Whether a deploy job's record lets the mint follow it: settled, or sequenced. Accepted is not enough:
 * consensus may order messages differently from their sending; only a deploy with its sequence number (a
 * receipt, or the indexer) is sure to come first.
 */
function deployMovedOn (record: { status?: unknown, sequenceNumber?: unknown }): boolean {
  const status = record.status
  if (status === 'confirmed' || status === 'invalid' || status === 'failed') return true
  return status === 'submitted' && record.sequenceNumber !== undefined
}

/**
 * Reads only: the inscription and the pending deploy in one round trip, then the deploy job's record
 * (its key is protocol's jobRecordKey of the jobId the api wrote into the pending deploy). A deploy job
 * settled without reaching the topic releases its pending deploy; until then, wait. A record that is
 * missing means the deploy job was not picked up yet; one that cannot be read does not hold the mint.
 * A tick found deployed (its inscription in the confirmed ledger) is remembered by the process: its deploy is on
 * the topic, and anything sent from then on lands after it, so its later mints ask Redis nothing.
 */
// ticks remembered as deployed, at most (then forgotten all at once and asked again)
const DEPLOYED_TICKS_KEPT = 100_000

export function createDeployGate (redis: Redis, keys: KeyScope): DeployGate {
  const deployedTicks = new Set<string>()
  return async (topicId, tick) => {
    const known = `${topicId}\n${tick}`
    if (deployedTicks.has(known)) return 'ready'
    const [deployed, deployJobId] = await Promise.all([
      redis.exists(inscriptionKey(keys, topicId, tick)),
      redis.hget(pendingDeployKey(keys, topicId, tick), 'jobId')
    ])
    if (deployed === 1) {
      if (deployedTicks.size >= DEPLOYED_TICKS_KEPT) deployedTicks.clear()
      deployedTicks.add(known)
    }
    if (deployed === 1 || deployJobId === null) return 'ready'
    const raw = await redis.get(jobRecordKey(keys, topicId, deployJobId))
    if (raw === null) return 'pending'
    // either form: a settled record is compact
    const record = storedJobFields(raw, deployJobId)
    if (record === undefined) return 'ready'
    return deployMovedOn(record) ? 'ready' : 'pending'
  }
}

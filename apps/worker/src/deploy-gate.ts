import type { Redis } from 'ioredis'
import { inscriptionKey, jobRecordKey, pendingDeployKey } from '@hcs/protocol'

/**
 * Whether a mint may go to the topic now. `pending` while its tick's deploy, accepted by the api, is
 * still on its way to the topic; `ready` once that deploy is sequenced (has its sequence number: a mint
 * sent after that lands after it; accepted but not yet at consensus is not enough), or when there is no pending
 * deploy at all: then the ledger decides (the tick is deployed, or the job ends `invalid` with its reason).
 */
export type DeployGate = (topicId: string, tick: string) => Promise<'ready' | 'pending'>

// One round trip: KEYS[1] the inscription, KEYS[2] the pending deploy; ARGV[1] the job record key
// without its id. The deploy job's record key is only known inside (same `{hash-tag}` prefix on Redis
// Cluster, like every key of ours). A deploy job settled without reaching the topic releases its pending
// deploy; until then, wait. Returns 1 ready, 0 pending.
const GATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 1 end
local deployJobId = redis.call('HGET', KEYS[2], 'jobId')
if not deployJobId then return 1 end
local raw = redis.call('GET', ARGV[1] .. deployJobId)
if not raw then return 0 end
local rec = cjson.decode(raw)
local status = rec.status
if status == 'confirmed' or status == 'invalid' or status == 'failed' then return 1 end
-- Accepted is not enough: consensus may order messages differently from their sending. Only a deploy with
-- its sequence number (a receipt, or the indexer) is sure to come first.
if status == 'submitted' and rec.sequenceNumber then return 1 end
return 0
`

interface GateCommands {
  hcsDeployGate: (inscription: string, pendingDeploy: string, recordKeyStem: string) => Promise<number>
}

export function createDeployGate (redis: Redis, prefix: string): DeployGate {
  redis.defineCommand('hcsDeployGate', { numberOfKeys: 2, lua: GATE_SCRIPT })
  const commands = redis as unknown as GateCommands
  const recordKeyStem = jobRecordKey(prefix, '')
  return async (topicId, tick) => {
    const ready = await commands.hcsDeployGate(inscriptionKey(prefix, topicId, tick), pendingDeployKey(prefix, topicId, tick), recordKeyStem)
    return ready === 1 ? 'ready' : 'pending'
  }
}

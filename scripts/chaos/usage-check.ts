// The usage meters after the storm (api ADR 053): every job record of the run, accepted or not, against what the
// meters counted for its tenant and ticker. The meters are written in the steps that change the records, so after a
// Redis restart (AOF) and a worker SIGKILL they must still say exactly what the records say: accepted = every record
// but a withdrawn request's tombstone; confirmed, invalid and failed = the records in that state; holderSigned = the
// accepted records whose transaction another account pays.
import { Redis } from 'ioredis'
import { parseUsageField, usageKey, type KeyScope } from '@hcs/protocol'
import { readStoredJobs, type StoredJob } from './claims.js'

type Counts = Record<'accepted' | 'confirmed' | 'invalid' | 'failed' | 'holderSigned', number>
const COUNTERS = ['accepted', 'confirmed', 'invalid', 'failed', 'holderSigned'] as const

function zero (): Counts {
  return { accepted: 0, confirmed: 0, invalid: 0, failed: 0, holderSigned: 0 }
}

/** What the meters must say of the records, by `tenant|ticker`. */
export function expectedUsage (stored: readonly StoredJob[], operatorId: string): Map<string, Counts> {
  const out = new Map<string, Counts>()
  for (const job of stored) {
    if (job.status === 'failed' && job.errorCode === 'NOT_ACCEPTED') continue
    const id = `${job.tenant}|${job.ticker ?? ''}`
    const counts = out.get(id) ?? zero()
    out.set(id, counts)
    counts.accepted++
    if (job.status === 'confirmed' || job.status === 'invalid' || job.status === 'failed') counts[job.status]++
    if (job.transactionId !== undefined && !job.transactionId.startsWith(`${operatorId}@`)) counts.holderSigned++
  }
  return out
}

/** The days from `since` to today (UTC). */
function daysSince (since: number): string[] {
  const days: string[] = []
  for (let at = since - (since % 86_400_000); at <= Date.now(); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

/** Each `tenant|ticker|counter` where the meters and the records differ, as a line; empty when they agree. */
export async function checkUsage (o: { redisUrl: string, scope: KeyScope, topics: string[], operatorId: string, since: number }): Promise<string[]> {
  const stored = await readStoredJobs(o.redisUrl, o.scope, o.topics)
  const expected = expectedUsage(stored, o.operatorId)
  const tenants = new Set(['default', ...stored.map((job) => job.tenant)])
  const counted = new Map<string, Counts>()
  const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: 2 })
  redis.on('error', () => {})
  try {
    for (const topicId of o.topics) {
      for (const tenant of tenants) {
        for (const day of daysSince(o.since)) {
          for (const [field, value] of Object.entries(await redis.hgetall(usageKey(o.scope, topicId, tenant, day)))) {
            const parsed = parseUsageField(field)
            if (parsed === undefined || !(COUNTERS as readonly string[]).includes(parsed.counter)) continue
            const id = `${tenant}|${parsed.ticker}`
            const counts = counted.get(id) ?? zero()
            counted.set(id, counts)
            counts[parsed.counter as keyof Counts] += Number(value)
          }
        }
      }
    }
  } finally {
    redis.disconnect()
  }
  const out: string[] = []
  for (const id of new Set([...expected.keys(), ...counted.keys()])) {
    const want = expected.get(id) ?? zero()
    const got = counted.get(id) ?? zero()
    for (const counter of COUNTERS) if (want[counter] !== got[counter]) out.push(`${id} ${counter}: records ${want[counter]}, meters ${got[counter]}`)
  }
  return out
}

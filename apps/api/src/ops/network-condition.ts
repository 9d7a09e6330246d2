import type { FastifyBaseLogger } from 'fastify'
import { startPoller } from '@hcs/runtime'
import { decodeNetworkCondition, decodeOperatorBalanceLow, idempotencyKey, jobRecordKey, storedJobFields, type KeyScope, type NetworkCondition, type OperatorBalanceLow } from '@hcs/protocol'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import type { ConditionGate, Replay } from '../intake/gates.js'

/**
 * The network or payer condition the workers recorded (ADR 038: PAYER_INSUFFICIENT_BALANCE, NETWORK_BUSY,
 * CLOCK_SKEW), read in the background every `intervalMs` like the backlog, so refusing a request costs no Redis
 * round trip. While one holds, new operations get 503 with its code and reason instead of a 202 for a job that
 * could only wait. The same for the operator's balance under OPERATOR_MIN_BALANCE_HBAR (503 OPERATOR_BALANCE_LOW): a
 * record of its own, which a condition's end does not clear, nor the reverse. When both hold, the condition is the
 * answer (submission is paused outright; the balance record says only that intake is).
 */
export interface ConditionMonitor extends ConditionGate {
  /**
   * Throws 503 with the condition's code (and Retry-After) while one holds, unless `replay` names a request already
   * accepted (the intake then gives it its first answer again). No I/O without a condition, or without `replay`.
   */
  check: (replay?: Replay) => Promise<void>
  /** The condition as last read, or undefined. */
  current: () => NetworkCondition | undefined
  /** The operator's balance under its floor, as last read, or undefined. */
  balanceLow: () => OperatorBalanceLow | undefined
  /** One read now (the timer does this every `intervalMs`). */
  refresh: () => Promise<void>
  close: () => void
}

export interface ConditionMonitorOptions {
  /** The stored condition's text (protocol's networkConditionKey), null when none. */
  read: () => Promise<string | null>
  /** The stored low-balance record's text (protocol's operatorBalanceLowKey), null when none. */
  readBalanceLow: () => Promise<string | null>
  /** A key's text (a replayed request's record; null when absent), and the scope those keys are in. */
  get: (key: string) => Promise<string | null>
  /** Whether a key exists (a batch's idempotency entry). */
  exists: (key: string) => Promise<boolean>
  keys: KeyScope
  intervalMs: number
  log: FastifyBaseLogger
}

// The workers send one probe every NETWORK_PROBE_INTERVAL_MS (5 s by default): a client need not come back sooner.
const RETRY_AFTER_S = 5
// The workers read the balance every OPERATOR_BALANCE_INTERVAL_MS (30 s by default): funding shows no sooner.
const BALANCE_RETRY_AFTER_S = 30

export function createConditionMonitor (options: ConditionMonitorOptions): ConditionMonitor {
  let known: NetworkCondition | undefined
  let low: OperatorBalanceLow | undefined

  /** Whether the request was accepted before: its job's record (not a withdrawn one's tombstone), or its batch's entry. */
  async function accepted (replay: Replay): Promise<boolean> {
    if ('jobId' in replay) {
      const text = await options.get(jobRecordKey(options.keys, replay.topicId, replay.jobId))
      return text !== null && storedJobFields(text, replay.jobId)?.errorCode !== 'NOT_ACCEPTED'
    }
    return await options.exists(idempotencyKey(options.keys, replay.topicId, replay.batch.keyId, replay.batch.key))
  }

  const poller = startPoller(async () => {
    const [text, lowText] = await Promise.all([options.read(), options.readBalanceLow()])
    const next = decodeNetworkCondition(text)
    if (next?.code !== known?.code) {
      if (next !== undefined) options.log.warn({ condition: next.code, reason: next.reason, since: next.since }, 'network condition: refusing new operations')
      else options.log.info({ condition: known?.code }, 'network condition cleared: accepting operations again')
    }
    known = next
    const nextLow = decodeOperatorBalanceLow(lowText)
    if ((nextLow === undefined) !== (low === undefined)) {
      if (nextLow !== undefined) options.log.warn({ condition: nextLow.code, reason: nextLow.reason, since: nextLow.since }, 'operator balance under the floor: refusing new operations')
      else options.log.info({ condition: 'OPERATOR_BALANCE_LOW' }, 'operator balance back above the floor: accepting operations again')
    }
    low = nextLow
  }, options.intervalMs, (err) => {
    // keep what was known: a Redis outage shows on the requests themselves (503 QUEUE_UNAVAILABLE)
    options.log.debug({ err }, 'network condition not read')
  })

  return {
    async check (replay) {
      const condition = known
      const balance = low
      if (condition === undefined && balance === undefined) return
      if (replay !== undefined && await orQueueUnavailable(async () => await accepted(replay))) return
      if (condition !== undefined) {
        throw new AppError(condition.code, 503, 'Service Unavailable', {
          detail: `Submission is paused since ${condition.since}: ${condition.reason}. Nothing was accepted; retry later`,
          headers: { 'retry-after': String(RETRY_AFTER_S) }
        })
      }
      if (balance !== undefined) {
        throw new AppError('OPERATOR_BALANCE_LOW', 503, 'Service Unavailable', {
          detail: `The operator's balance is under its floor since ${balance.since}: ${balance.reason}. Nothing was accepted; retry later`,
          headers: { 'retry-after': String(BALANCE_RETRY_AFTER_S) }
        })
      }
    },
    current: () => known,
    balanceLow: () => low,
    refresh: poller.refresh,
    close: poller.close
  }
}

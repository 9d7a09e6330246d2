import { COLLECT_BOUND_MS, createRegistry, withinMs } from '@hcs/runtime'
import { Counter, Gauge, Histogram } from 'prom-client'
import type { Registry } from 'prom-client'

/** How a run of a submit job ended (one per run; a job may run several times). */
export type JobOutcome =
  /** The node accepted it (precheck OK): consensus is followed by the indexer and the reconciler. */
  | 'accepted'
  /** A retry found it already applied (its receipt or the mirror). */
  | 'sequenced'
  /** A mint held until its deploy is sequenced, or a pinned id waited out at the edge of its window (a BullMQ delay, not an attempt). */
  | 'held'
  /** A passing failure: BullMQ retries it. */
  | 'retried'
  /** A network or payer condition holds: back to waiting, no attempt spent. */
  | 'paused'
  /** Given up: a permanent failure or the last attempt. */
  | 'failed'
  /** Not sent: its record was already final (withdrawn by the api, abandoned by the sweep, or settled). */
  | 'withdrawn'

export interface WorkerMetrics {
  registry: Registry
  jobs: Counter<'outcome'>
  /** One send, from the start of the submit to the node's precheck answer (or the failure). */
  submitSeconds: Histogram<'result'>
  /** Transaction valid start to the moment this worker saw its receipt (retries and the reconciler). */
  consensusSeconds: Histogram<'via'>
  attempts: Counter<'kind'>
  inFlight: Gauge
  /** The operator (payer) account's balance in HBAR, read every OPERATOR_BALANCE_INTERVAL_MS. */
  operatorBalance: Gauge
  /** OPERATOR_MIN_BALANCE_HBAR (0: off): under it new operations are refused with 503 OPERATOR_BALANCE_LOW. */
  operatorMinBalance: Gauge
  /** HBAR the operator's balance fell by between two reads (its fees), each fall counted by one worker. */
  feesPaid: Counter
  /** Tinybar of network fees the fee meter attributed, by tenant (`unattributed`: no job of a tenant), counted by the worker that metered them. */
  feesTinybar: Counter<'tenant'>
  /** Up to when the fee meter has attributed every fee (epoch ms; the meter sets it): the lag gauge reads it. */
  feeMeterCoveredMs: { at?: number }
  /** Seconds between now and the time up to which the fee meter attributed every fee (absent until it has). */
  feeMeterLag: Gauge
  /** Every Hedera status this worker saw: precheck answers, receipts, and the errors of a send. */
  hederaStatuses: Counter<'status'>
  /** Webhook deliveries put off without an attempt: circuit open, probe running, endpoint or tenant at its limit. */
  webhookDeferred: Counter<'reason'>
  /** Circuit breaker changes this worker made: opened, reopened (a failed probe), closed. */
  webhookCircuits: Counter<'transition'>
  /** Endpoints whose circuit is open or half-open now, across every worker (read from Redis at each scrape). */
  webhookOpenCircuits: Gauge
  /** Where `webhookOpenCircuits` reads (the webhook service sets it when it starts). */
  readOpenCircuits: { source?: () => Promise<number> }
  /** 1 for the network or payer condition this process knows holds now, 0 once it cleared. */
  networkCondition: Gauge<'code'>
  /** Sends that met a network or payer condition (each put its job back without spending an attempt). */
  networkConditionsMet: Counter<'code'>
  /** The network's clock minus ours, in seconds, as last measured against the mirror's Date header. */
  clockSkew: Gauge
}

const SUBMIT_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30]
const CONSENSUS_BUCKETS = [1, 2, 3, 5, 8, 10, 15, 20, 30, 60, 120, 300]

/** The worker's series in a registry of its own (default process metrics included unless `registry` is given). */
export function createWorkerMetrics (registry: Registry = createRegistry()): WorkerMetrics {
  const registers = [registry]
  const readOpenCircuits: WorkerMetrics['readOpenCircuits'] = {}
  const feeMeterCoveredMs: WorkerMetrics['feeMeterCoveredMs'] = {}
  return {
    registry,
    jobs: new Counter({ name: 'hcs20_worker_jobs_total', help: 'Submit job runs by outcome (accepted, sequenced, held, retried, failed)', labelNames: ['outcome'] as const, registers }),
    submitSeconds: new Histogram({ name: 'hcs20_worker_submit_seconds', help: 'Submit latency: start of the send to the node\'s precheck answer', labelNames: ['result'] as const, buckets: SUBMIT_BUCKETS, registers }),
    consensusSeconds: new Histogram({ name: 'hcs20_worker_time_to_consensus_seconds', help: 'Transaction valid start to the receipt seen by this worker (retries, reconciler)', labelNames: ['via'] as const, buckets: CONSENSUS_BUCKETS, registers }),
    attempts: new Counter({ name: 'hcs20_worker_attempts_total', help: 'Submit attempts: first runs and retries', labelNames: ['kind'] as const, registers }),
    inFlight: new Gauge({ name: 'hcs20_worker_jobs_in_flight', help: 'Submit jobs running in this worker now', registers }),
    operatorBalance: new Gauge({ name: 'hcs20_worker_operator_balance_hbar', help: 'The operator (payer) account\'s HBAR balance, as the network last answered', registers }),
    operatorMinBalance: new Gauge({ name: 'hcs20_worker_operator_min_balance_hbar', help: 'OPERATOR_MIN_BALANCE_HBAR: under it the api refuses new operations (503 OPERATOR_BALANCE_LOW); 0 is off', registers }),
    feesPaid: new Counter({ name: 'hcs20_worker_fees_paid_hbar_total', help: 'HBAR the operator account paid: its balance\'s falls between two reads, each counted by the one worker that read it', registers }),
    feesTinybar: new Counter({ name: 'hcs20_worker_fees_tinybar_total', help: 'Network fees the operator paid, in tinybar, attributed by the fee meter to the tenant of each transaction\'s job (unattributed: none)', labelNames: ['tenant'] as const, registers }),
    feeMeterCoveredMs,
    feeMeterLag: new Gauge({
      name: 'hcs20_worker_fee_meter_lag_seconds',
      help: 'Seconds between now and the consensus time up to which the fee meter attributed every fee the operator paid (this worker, while it meters)',
      registers,
      collect () {
        if (feeMeterCoveredMs.at !== undefined) this.set(Math.max(0, (Date.now() - feeMeterCoveredMs.at) / 1000))
      }
    }),
    hederaStatuses: new Counter({ name: 'hcs20_worker_hedera_status_total', help: 'Hedera statuses seen: precheck answers, receipts, send errors', labelNames: ['status'] as const, registers }),
    webhookDeferred: new Counter({ name: 'hcs20_worker_webhook_deferred_total', help: 'Webhook deliveries deferred without an attempt (open, probing, busy, tenant)', labelNames: ['reason'] as const, registers }),
    webhookCircuits: new Counter({ name: 'hcs20_worker_webhook_circuit_transitions_total', help: 'Webhook endpoint circuit changes made by this worker (opened, reopened, closed)', labelNames: ['transition'] as const, registers }),
    webhookOpenCircuits: new Gauge({
      name: 'hcs20_worker_webhook_circuits_open',
      help: 'Webhook endpoints whose circuit is open or half-open, across every worker',
      registers,
      async collect () {
        const source = readOpenCircuits.source
        // bounded: with Redis away the last value stays and the scrape still answers
        const open = source === undefined ? undefined : await withinMs(source(), COLLECT_BOUND_MS)
        if (open !== undefined) this.set(open)
      }
    }),
    readOpenCircuits,
    networkCondition: new Gauge({ name: 'hcs20_worker_network_condition', help: 'Network or payer condition in force (1) that pauses submission: PAYER_INSUFFICIENT_BALANCE, NETWORK_BUSY, CLOCK_SKEW', labelNames: ['code'] as const, registers }),
    networkConditionsMet: new Counter({ name: 'hcs20_worker_network_conditions_met_total', help: 'Sends that met a network or payer condition (the job waited without spending an attempt)', labelNames: ['code'] as const, registers }),
    clockSkew: new Gauge({ name: 'hcs20_worker_clock_skew_seconds', help: 'The network clock minus ours, as last measured against the mirror node\'s Date header', registers })
  }
}

/** Seconds since the valid start of `0.0.2@1700000000.000000001` (undefined when the id has none). */
export function secondsSinceValidStart (transactionId: string, nowMs = Date.now()): number | undefined {
  const m = /@(\d+)\.(\d{1,9})$/.exec(transactionId)
  if (m === null) return undefined
  const startMs = Number(m[1]) * 1000 + Math.floor(Number((m[2] ?? '0').padEnd(9, '0')) / 1_000_000)
  return Math.max(0, (nowMs - startMs) / 1000)
}

import type { FastifyInstance } from 'fastify'
import { createRegistry } from '@hcs/runtime'
import { Counter, Gauge, Histogram } from 'prom-client'
import type { Registry } from 'prom-client'
import { problemCodeOf } from '../http/errors.js'
import type { IntakeCounters } from '../intake/gates.js'
import type { BacklogMonitor } from './backlog.js'

export interface ApiMetrics {
  registry: Registry
  /** Requests by method, route pattern (`/api/jobs/:jobId`, never the raw URL; `unmatched` for 404s) and status. */
  requests: Counter<'method' | 'route' | 'status'>
  duration: Histogram<'method' | 'route' | 'status'>
  /** Operations admitted and queued, by op (a replayed answer is not counted again). */
  accepted: Counter<'op'>
  /** Problem answers by their `code`, and the refused operations inside a batch answer. */
  refusals: Counter<'code'>
  /** Requests admitted together by one intake script (group commit). */
  groupSize: Histogram
  /** Topic messages the history and invalid routes answered with, by where they came from: cache, message (one read each) or range. */
  mirrorMessages: Counter<'source'>
  /** Failed authentications (ADR 046) by surface (api, dashboard, metrics) and outcome: `counted` (401), `limited` (429). */
  authFailures: Counter<'surface' | 'outcome'>
  /** Requests refused 429 QUOTA_EXCEEDED (ADR 055), by tenant. */
  quotaRefusals: Counter<'tenant'>
  /** Quota thresholds (80, 100) a tenant reached, told as `tenant.quota` webhook events, by tenant and threshold. */
  quotaThresholds: Counter<'tenant' | 'threshold'>
}

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const GROUP_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 1000]

/** The api's series in a registry of its own (default process metrics included unless `registry` is given). */
export function createApiMetrics (registry: Registry = createRegistry()): ApiMetrics {
  const registers = [registry]
  const labelNames = ['method', 'route', 'status'] as const
  return {
    registry,
    requests: new Counter({ name: 'hcs20_api_requests_total', help: 'HTTP requests by method, route pattern and status', labelNames, registers }),
    duration: new Histogram({ name: 'hcs20_api_request_duration_seconds', help: 'HTTP request latency by method, route pattern and status', labelNames, buckets: DURATION_BUCKETS, registers }),
    accepted: new Counter({ name: 'hcs20_api_operations_accepted_total', help: 'Operations admitted and queued, by op', labelNames: ['op'] as const, registers }),
    refusals: new Counter({ name: 'hcs20_api_refusals_total', help: 'Problem answers by code (and refused operations of a batch)', labelNames: ['code'] as const, registers }),
    groupSize: new Histogram({ name: 'hcs20_api_intake_group_size', help: 'Single-route requests admitted by one intake script (group commit)', buckets: GROUP_BUCKETS, registers }),
    mirrorMessages: new Counter({ name: 'hcs20_api_topic_messages_total', help: 'Topic messages the history reads answered with, by source: cache, message (one mirror read each) or range (one mirror read for several)', labelNames: ['source'] as const, registers }),
    authFailures: new Counter({ name: 'hcs20_api_auth_failures_total', help: 'Failed authentications by surface (api, dashboard, metrics) and outcome: counted (answered 401) or limited (answered 429)', labelNames: ['surface', 'outcome'] as const, registers }),
    quotaRefusals: new Counter({ name: 'hcs20_quota_refusals_total', help: 'Requests refused 429 QUOTA_EXCEEDED by a tenant\'s daily or monthly quota, by tenant', labelNames: ['tenant'] as const, registers }),
    quotaThresholds: new Counter({
      name: 'hcs20_quota_threshold_events_total', help: 'Quota thresholds (80, 100 %) a tenant reached in a period, each told once as a tenant.quota webhook event', labelNames: ['tenant', 'threshold'] as const, registers
    })
  }
}

/**
 * Counts every answer by route pattern, never the raw URL (ids and tickers would make a series each), and each
 * problem answer by its code. A callback hook: an async one costs a promise and a microtask per request.
 */
export function observeRequests (app: FastifyInstance, metrics: ApiMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }
    metrics.requests.inc(labels)
    metrics.duration.observe(labels, reply.elapsedTime / 1000)
    const code = problemCodeOf(reply)
    if (code !== undefined) metrics.refusals.inc({ code })
    done()
  })
}

export function intakeCounters (metrics: ApiMetrics): IntakeCounters {
  return {
    accepted: (op, count = 1) => { metrics.accepted.inc({ op }, count) },
    refused: (code) => { metrics.refusals.inc({ code }) }
  }
}

/** `hcs20_api_queue_backlog` and its bound, read from the backlog monitor's last sample at each scrape (no Redis call). */
export function registerBacklogGauges (registry: Registry, backlog: Pick<BacklogMonitor, 'snapshot'>): void {
  new Gauge({
    name: 'hcs20_api_queue_backlog',
    help: 'Submit queue backlog as this api last sampled it (waiting + delayed + active, plus what it accepted since)',
    registers: [registry],
    collect () { this.set(backlog.snapshot().backlog) }
  }).set(0)
  new Gauge({
    name: 'hcs20_api_queue_backlog_bound',
    help: 'QUEUE_MAX_BACKLOG: past it new operations get 503 QUEUE_FULL',
    registers: [registry],
    collect () { this.set(backlog.snapshot().bound) }
  }).set(0)
}

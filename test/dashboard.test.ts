// The Grafana dashboard of compose's observability profile (ops/grafana): provisioned from the files compose mounts,
// on the datasource it provisions, and covering what an operator watches in the first hour. That each series it
// queries exists on a live /metrics is checked in test/metrics.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { dashboard, queriedMetrics } from './support/queried-metrics.js'
import { ROOT } from './support/processes.js'

const yaml = (file: string): any => parse(readFileSync(join(ROOT, file), 'utf8'))

describe('Grafana dashboard (ops/grafana)', () => {
  it('is provisioned by compose from the files in ops/grafana, on the Prometheus of the same profile', () => {
    const grafana = yaml('docker-compose.yml').services.grafana as { profiles: string[], volumes: string[] }
    expect(grafana.profiles).toEqual(['observability'])
    expect(grafana.volumes).toContain('./ops/grafana/provisioning:/etc/grafana/provisioning:ro')
    expect(grafana.volumes).toContain('./ops/grafana/dashboards:/var/lib/grafana/dashboards:ro')
    const provider = yaml('ops/grafana/provisioning/dashboards/hcs20.yml').providers[0] as { options: { path: string } }
    expect(provider.options.path).toBe('/var/lib/grafana/dashboards')
    const datasource = yaml('ops/grafana/provisioning/datasources/prometheus.yml').datasources[0] as { uid: string, url: string }
    expect(datasource.url).toBe('http://prometheus:9090')
    for (const panel of (dashboard() as unknown as { panels: Array<{ type: string, title: string, datasource: { uid: string }, targets: Array<{ datasource: { uid: string } }> }> }).panels) {
      if (panel.type === 'row') continue
      expect(panel.datasource.uid, panel.title).toBe(datasource.uid)
      for (const target of panel.targets) expect(target.datasource.uid, panel.title).toBe(datasource.uid)
    }
  })

  it('shows the accept rate, the backlog against its bound, latency, indexer lag, Hedera failures, reservations, webhooks, readiness, the operator\'s balance against its floor, the fees paid, usage by tenant', () => {
    const named = queriedMetrics()
    for (const metric of [
      'hcs20_api_operations_accepted_total', 'hcs20_api_queue_backlog', 'hcs20_api_queue_backlog_bound',
      'hcs20_indexer_job_confirm_latency_seconds_bucket', 'hcs20_indexer_lag_seconds', 'hcs20_indexer_lag_messages',
      'hcs20_worker_hedera_status_total', 'hcs20_worker_jobs_total', 'hcs20_indexer_live_reservations',
      'hcs20_indexer_reservation_differences', 'hcs20_worker_webhook_circuits_open', 'hcs20_worker_webhook_deferred_total',
      'hcs20_queue_jobs', 'hcs20_ready', 'hcs20_worker_operator_balance_hbar', 'hcs20_worker_operator_min_balance_hbar',
      'hcs20_worker_fees_paid_hbar_total', 'hcs20_tenant_fees_tinybar_today', 'hcs20_tenant_operations_today'
    ]) expect(named, metric).toContain(metric)
    const rows = dashboard().panels.filter((panel) => panel.type === 'row').map((panel) => panel.title)
    expect(rows).toEqual(['Usage by tenant'])
    for (const panel of dashboard().panels) if (panel.type !== 'row') expect(panel.targets?.length, panel.title).toBeGreaterThan(0)
  })
})

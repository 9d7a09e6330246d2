import type { BatchBenchResult, WaitBenchResult } from '../batch.js'
import type { LatestJson } from './report.js'
import { round } from './stats.js'

export interface NotifyJson {
  batch?: { ops_per_s: number, ratio: number, baseline_ops_per_s: number, p99_ms: number, baseline_p99_ms: number, batch_size: number }
  wait?: { waiting_requests: number, api_rss_mb: number, api_rss_idle_mb: number, idle_p99_ms: number, loaded_p99_ms: number, p99_ratio: number }
}

/** `batch` and `wait` in latest.json, with their targets. */
export function addNotifyResults (latest: LatestJson, notify: { batch?: BatchBenchResult, wait?: WaitBenchResult } | undefined): LatestJson & NotifyJson {
  const out: LatestJson & NotifyJson = { ...latest }
  const batch = notify?.batch
  if (batch !== undefined) {
    out.batch = {
      ops_per_s: batch.opsPerS,
      ratio: round(batch.opsPerS / batch.bareOpsPerS),
      baseline_ops_per_s: batch.bareOpsPerS,
      p99_ms: batch.p99Ms,
      baseline_p99_ms: batch.bareP99Ms,
      batch_size: 500
    }
    out.targets.batch_40000 = batch.opsPerS >= 40_000
    out.targets.batch_ratio_0_5 = batch.opsPerS / batch.bareOpsPerS >= 0.5
  }
  const wait = notify?.wait
  if (wait !== undefined) {
    const p99Ratio = round(wait.loadedP99Ms / Math.max(1, wait.idleP99Ms))
    out.wait = {
      waiting_requests: wait.waitingRequests,
      api_rss_mb: wait.apiRssMb,
      api_rss_idle_mb: wait.apiRssIdleMb,
      idle_p99_ms: wait.idleP99Ms,
      loaded_p99_ms: wait.loadedP99Ms,
      p99_ratio: p99Ratio
    }
    out.targets.wait_p99_2x = p99Ratio <= 2
  }
  return out
}

/** Lines under the main table. */
export function formatNotify (latest: LatestJson & NotifyJson): string {
  const { batch, wait } = latest
  return [
    batch === undefined
      ? 'batch: not measured'
      : `batch ops/s (500 per request, 64 conns): ${batch.ops_per_s} vs bare zod+addBulk ${batch.baseline_ops_per_s} = ${batch.ratio}× ` +
        `(target ≥ 40000, ≥ 0.5×); p99 ${batch.p99_ms} vs ${batch.baseline_p99_ms} ms`,
    wait === undefined
      ? 'wait: not measured'
      : `wait: ${wait.waiting_requests} waiting requests, api rss ${wait.api_rss_idle_mb} → ${wait.api_rss_mb} MB, ` +
        `other route p99 ${wait.idle_p99_ms} → ${wait.loaded_p99_ms} ms (${wait.p99_ratio}×, target ≤ 2×)`
  ].join('\n')
}

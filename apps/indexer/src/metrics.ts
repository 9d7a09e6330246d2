/** Per-topic counters and gauges, rendered as Prometheus text by the health server. */
export interface TopicMetrics {
  applied: number
  rejected: number
  chainBreaks: number
  lastSequence: number
  /** Seconds from a message's consensus time to the moment it was written to Redis (last page). */
  lagSeconds: number
  confirmations: number
  confirmLatencySecondsSum: number
  /** Messages applied (or refused) that no job of ours claimed: other writers, or ours not matched yet. */
  unmatched: number
  /** Reservations the sweep released (job gone, already settled, never sent, expired unapplied). */
  reservationsReleased: number
  /** Jobs the sweep settled from the topic. */
  settledBySweep: number
  /** Reserved totals that differ from the sum of live reservations (last sweep). */
  reservationDifferences: number
  liveReservations: number
  /** Jobs still `submitted` past the settle bound (last sweep). */
  overdueJobs: number
  halted: boolean
  leader: boolean
}

export interface Metrics {
  topic: (topicId: string) => TopicMetrics
  render: () => string
}

const HELP: Array<[keyof TopicMetrics, string, 'counter' | 'gauge', string]> = [
  ['applied', 'hcs20_indexer_messages_applied_total', 'counter', 'Messages applied by the HCS-20 rules'],
  ['rejected', 'hcs20_indexer_messages_rejected_total', 'counter', 'Messages skipped with a reason'],
  ['chainBreaks', 'hcs20_indexer_chain_breaks_total', 'counter', 'Running hash chain breaks detected'],
  ['lastSequence', 'hcs20_indexer_last_sequence', 'gauge', 'Last sequence number written'],
  ['lagSeconds', 'hcs20_indexer_lag_seconds', 'gauge', 'Consensus time to indexed time of the last message'],
  ['confirmations', 'hcs20_indexer_job_confirmations_total', 'counter', 'Jobs settled (confirmed or invalid)'],
  ['confirmLatencySecondsSum', 'hcs20_indexer_job_confirm_latency_seconds_sum', 'counter', 'Sum of submitted-to-confirmed times'],
  ['unmatched', 'hcs20_indexer_messages_unmatched_total', 'counter', 'Messages no job of ours claimed when indexed (other writers, or matched later by a worker)'],
  ['reservationsReleased', 'hcs20_indexer_reservations_released_total', 'counter', 'Reservations released by the sweep'],
  ['settledBySweep', 'hcs20_indexer_jobs_settled_by_sweep_total', 'counter', 'Jobs the sweep settled from the topic'],
  ['reservationDifferences', 'hcs20_indexer_reservation_differences', 'gauge', 'Reserved totals that differ from the sum of live reservations (last sweep)'],
  ['liveReservations', 'hcs20_indexer_live_reservations', 'gauge', 'Live reservations on the topic (last sweep)'],
  ['overdueJobs', 'hcs20_indexer_jobs_submitted_overdue', 'gauge', 'Jobs still submitted past the settle bound (last sweep)'],
  ['halted', 'hcs20_indexer_topic_halted', 'gauge', '1 when the topic stopped on a broken hash chain'],
  ['leader', 'hcs20_indexer_topic_leader', 'gauge', '1 when this instance holds the topic lease']
]

export function createMetrics (): Metrics {
  const topics = new Map<string, TopicMetrics>()
  return {
    topic (topicId) {
      let m = topics.get(topicId)
      if (m === undefined) {
        m = { applied: 0, rejected: 0, chainBreaks: 0, lastSequence: 0, lagSeconds: 0, confirmations: 0, confirmLatencySecondsSum: 0, unmatched: 0, reservationsReleased: 0, settledBySweep: 0, reservationDifferences: 0, liveReservations: 0, overdueJobs: 0, halted: false, leader: false }
        topics.set(topicId, m)
      }
      return m
    },
    render () {
      const lines: string[] = []
      for (const [field, name, type, help] of HELP) {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)
        for (const [topicId, m] of topics) {
          const value = m[field]
          lines.push(`${name}{topic="${topicId}"} ${typeof value === 'boolean' ? (value ? 1 : 0) : value}`)
        }
      }
      return `${lines.join('\n')}\n`
    }
  }
}

import { createRegistry } from '@hcs/runtime'
import { Counter, Gauge, Histogram } from 'prom-client'
import type { Registry } from 'prom-client'

/**
 * One topic's figures. The plain fields are this process's own view (the indexer reads `lastSequence`
 * and `leader`, tests read the rest); every change goes through a method that also moves the matching
 * prom-client series, so `/metrics` and these fields never disagree.
 */
export interface TopicMetrics {
  readonly applied: number
  readonly rejected: number
  readonly chainBreaks: number
  readonly lastSequence: number
  /** Seconds from a message's consensus time to the moment it was written to Redis (last page). */
  readonly lagSeconds: number
  /** Messages the mirror holds past the checkpoint (last look; 0 when the last page was the mirror's last). */
  readonly lagMessages: number
  readonly confirmations: number
  /** Messages applied (or refused) that no job of ours claimed: other writers, or ours not matched yet. */
  readonly unmatched: number
  /** Reservations the sweep released (job gone, already settled, never sent, expired unapplied). */
  readonly reservationsReleased: number
  /** Jobs the sweep settled from the topic. */
  readonly settledBySweep: number
  /** Reserved totals that differ from the sum of live reservations (last sweep). */
  readonly reservationDifferences: number
  readonly liveReservations: number
  /** Jobs still `submitted` past the settle bound (last sweep). */
  readonly overdueJobs: number
  readonly halted: boolean
  readonly leader: boolean
  /** Accounts the ranker moved into the holders sorted sets. */
  readonly rankedAccounts: number
  /** Entries written to the tickers' histories (ADR 044). */
  readonly historyEntries: number
  /** `register` listings read on the registry topic. */
  readonly registryListings: number

  /** A committed page: messages applied, refusals by reason, the new checkpoint and its lag. */
  pageCommitted: (page: { applied: number, rejected: ReadonlyMap<string, number>, history: number, listings: number, lastSequence: number, lagSeconds: number }) => void
  /** The checkpoint as loaded (on taking the lease). */
  checkpoint: (lastSequence: number) => void
  setLagMessages: (messages: number) => void
  chainBroken: () => void
  setHalted: (halted?: boolean) => void
  setLeader: (leader: boolean) => void
  jobConfirmed: (latencySeconds: number | undefined) => void
  messageUnmatched: () => void
  reservationReleased: () => void
  jobSettledBySweep: () => void
  sweepChecked: (check: { differences: number, live: number, overdue: number }) => void
  ranked: (accounts: number) => void
}

export interface Metrics {
  /** The indexer's own registry (never prom-client's global one): default process metrics and the series below. */
  registry: Registry
  topic: (topicId: string) => TopicMetrics
}

const CONFIRM_BUCKETS = [0.5, 1, 2, 3, 5, 8, 13, 21, 34, 60, 120, 300]

type Series = ReturnType<typeof createSeries>

function createSeries (registers: Registry[]) {
  const topic = ['topic'] as const
  return {
    applied: new Counter({ name: 'hcs20_indexer_messages_applied_total', help: 'Messages applied by the HCS-20 rules', labelNames: topic, registers }),
    rejected: new Counter({ name: 'hcs20_indexer_messages_rejected_total', help: 'Messages skipped, by reason', labelNames: ['topic', 'reason'] as const, registers }),
    chainBreaks: new Counter({ name: 'hcs20_indexer_chain_breaks_total', help: 'Running hash chain breaks detected', labelNames: topic, registers }),
    lastSequence: new Gauge({ name: 'hcs20_indexer_last_sequence', help: 'Checkpoint: the last sequence number written', labelNames: topic, registers }),
    lagSeconds: new Gauge({ name: 'hcs20_indexer_lag_seconds', help: 'Consensus time to indexed time of the last message written', labelNames: topic, registers }),
    lagMessages: new Gauge({ name: 'hcs20_indexer_lag_messages', help: 'Messages the mirror holds past the checkpoint', labelNames: topic, registers }),
    confirmations: new Counter({ name: 'hcs20_indexer_job_confirmations_total', help: 'Jobs settled (confirmed or invalid)', labelNames: topic, registers }),
    confirmLatency: new Histogram({ name: 'hcs20_indexer_job_confirm_latency_seconds', help: 'Submitted (precheck accepted) to confirmed (indexed) time of settled jobs', labelNames: topic, buckets: CONFIRM_BUCKETS, registers }),
    unmatched: new Counter({ name: 'hcs20_indexer_messages_unmatched_total', help: 'Messages no job of ours claimed when indexed (other writers, or matched later by a worker)', labelNames: topic, registers }),
    reservationsReleased: new Counter({ name: 'hcs20_indexer_reservations_released_total', help: 'Reservations released by the sweep', labelNames: topic, registers }),
    settledBySweep: new Counter({ name: 'hcs20_indexer_jobs_settled_by_sweep_total', help: 'Jobs the sweep settled from the topic', labelNames: topic, registers }),
    reservationDifferences: new Gauge({ name: 'hcs20_indexer_reservation_differences', help: 'Reserved totals that differ from the sum of live reservations (last sweep)', labelNames: topic, registers }),
    liveReservations: new Gauge({ name: 'hcs20_indexer_live_reservations', help: 'Reservations outstanding on the topic (last sweep)', labelNames: topic, registers }),
    overdueJobs: new Gauge({ name: 'hcs20_indexer_jobs_submitted_overdue', help: 'Jobs still submitted past the settle bound (last sweep)', labelNames: topic, registers }),
    halted: new Gauge({ name: 'hcs20_indexer_topic_halted', help: '1 when the topic stopped on a broken hash chain', labelNames: topic, registers }),
    leader: new Gauge({ name: 'hcs20_indexer_topic_leader', help: '1 when this instance holds the topic lease', labelNames: topic, registers }),
    rankedAccounts: new Counter({ name: 'hcs20_indexer_holders_ranked_total', help: 'Accounts the ranker moved into the holders sorted sets (ADR 037)', labelNames: topic, registers }),
    historyEntries: new Counter({ name: 'hcs20_indexer_history_entries_total', help: 'Entries written to the tickers\' histories (ADR 044)', labelNames: topic, registers }),
    registryListings: new Counter({ name: 'hcs20_indexer_registry_listings_total', help: 'register listings read on the registry topic', labelNames: topic, registers })
  }
}

/** One topic's figures over the shared series, labelled by the topic. */
function createTopicMetrics (c: Series, topicId: string): TopicMetrics {
  const labels = { topic: topicId }
  // Every series of a topic exists from the start (0), so a query never finds it missing.
  for (const metric of Object.values(c)) {
    if (metric instanceof Histogram) metric.zero(labels)
    else if (metric !== c.rejected) metric.inc(labels, 0)
  }
  const m: { -readonly [K in keyof TopicMetrics]: TopicMetrics[K] } = {
    applied: 0,
    rejected: 0,
    chainBreaks: 0,
    lastSequence: 0,
    lagSeconds: 0,
    lagMessages: 0,
    confirmations: 0,
    unmatched: 0,
    reservationsReleased: 0,
    settledBySweep: 0,
    reservationDifferences: 0,
    liveReservations: 0,
    overdueJobs: 0,
    halted: false,
    leader: false,
    rankedAccounts: 0,
    historyEntries: 0,
    registryListings: 0,
    pageCommitted (page) {
      m.applied += page.applied
      c.applied.inc(labels, page.applied)
      m.historyEntries += page.history
      c.historyEntries.inc(labels, page.history)
      m.registryListings += page.listings
      c.registryListings.inc(labels, page.listings)
      for (const [reason, count] of page.rejected) {
        m.rejected += count
        c.rejected.inc({ topic: topicId, reason }, count)
      }
      m.checkpoint(page.lastSequence)
      m.lagSeconds = page.lagSeconds
      c.lagSeconds.set(labels, page.lagSeconds)
    },
    checkpoint (lastSequence) {
      m.lastSequence = lastSequence
      c.lastSequence.set(labels, lastSequence)
    },
    setLagMessages (messages) {
      m.lagMessages = messages
      c.lagMessages.set(labels, messages)
    },
    chainBroken () {
      m.chainBreaks++
      c.chainBreaks.inc(labels)
    },
    setHalted (halted = true) {
      m.halted = halted
      c.halted.set(labels, halted ? 1 : 0)
    },
    setLeader (leader) {
      m.leader = leader
      c.leader.set(labels, leader ? 1 : 0)
    },
    jobConfirmed (latencySeconds) {
      m.confirmations++
      c.confirmations.inc(labels)
      if (latencySeconds !== undefined) c.confirmLatency.observe(labels, latencySeconds)
    },
    messageUnmatched () {
      m.unmatched++
      c.unmatched.inc(labels)
    },
    reservationReleased () {
      m.reservationsReleased++
      c.reservationsReleased.inc(labels)
    },
    jobSettledBySweep () {
      m.settledBySweep++
      c.settledBySweep.inc(labels)
    },
    sweepChecked ({ differences, live, overdue }) {
      m.reservationDifferences = differences
      m.liveReservations = live
      m.overdueJobs = overdue
      c.reservationDifferences.set(labels, differences)
      c.liveReservations.set(labels, live)
      c.overdueJobs.set(labels, overdue)
    },
    ranked (accounts) {
      m.rankedAccounts += accounts
      c.rankedAccounts.inc(labels, accounts)
    }
  }
  return m
}

/** The indexer's series, each labelled by topic; `registry` defaults to a new one with the default process metrics. */
export function createMetrics (registry?: Registry): Metrics {
  const register = registry ?? createRegistry()
  const c = createSeries([register])
  const topics = new Map<string, TopicMetrics>()

  return {
    registry: register,
    topic (topicId) {
      let m = topics.get(topicId)
      if (m === undefined) {
        m = createTopicMetrics(c, topicId)
        topics.set(topicId, m)
      }
      return m
    }
  }
}

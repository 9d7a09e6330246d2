// The two sizes of a chaos run: the full one (`npm run chaos`) and the quick one (`-- --quick`, in `npm test`).
import type { FaultName } from './faults.js'

export interface ChaosProfile {
  name: string
  requests: number
  concurrency: number
  /** How long the requests are spread over. */
  fuzzMs: number
  /** Faults, each at a share (0..1) of the requests sent. */
  faults: Array<{ at: number, fault: FaultName }>
  hostileMessages: number
  /** Bound on waiting for every accepted job to settle once the requests are done. */
  drainMs: number
  /** SDK timeouts of the worker (they set how soon a killed worker's jobs are taken over). */
  hederaTimeoutMs: number
  /**
   * Deploy a ticker (`kc1`) and have the hostile writer use tickers (`pub:holders`) whose names are
   * another ticker's Redis keys (keySegment keeps them apart, ADR 021).
   */
  keyCollisions: boolean
  /**
   * The indexer's sweep releases a reservation whose job never reached the topic once it is this old;
   * reservations still live after that (plus two sweeps) are failures.
   */
  settleAfterMs: number
  /**
   * Whether a reservation left over fails the run (the run waits for them to clear, up to settleAfterMs plus
   * 30 s: an intake cut short by the Redis restart leaves a `queued` record the sweep ends JOB_ABANDONED).
   */
  reservationsMustClear: boolean
}

export const FULL: ChaosProfile = {
  name: 'full',
  requests: 10_000,
  concurrency: 12,
  fuzzMs: 240_000,
  // In order, each once the share of requests is sent and the one before has healed; the requests must still be
  // flowing for every fault (a dropped send needs traffic to drop), so the run sends over fuzzMs = 4 minutes.
  faults: [
    { at: 0.05, fault: 'worker SIGKILL' }, { at: 0.1, fault: 'dropped after precheck' }, { at: 0.14, fault: 'emulator SIGKILL' },
    { at: 0.2, fault: 'redis out of memory' }, { at: 0.26, fault: 'payer out of hbar' }, { at: 0.34, fault: 'worker SIGKILL' },
    { at: 0.4, fault: 'redis eviction policy' }, { at: 0.45, fault: 'busy storm' }, { at: 0.53, fault: 'mirror glitch' },
    { at: 0.58, fault: 'redis restart' }, { at: 0.62, fault: 'emulator disk full' }, { at: 0.7, fault: 'clock skew' },
    { at: 0.78, fault: 'mirror self link' }, { at: 0.84, fault: 'worker SIGKILL' }
  ],
  hostileMessages: 400,
  drainMs: 300_000,
  hederaTimeoutMs: 5000,
  keyCollisions: true,
  settleAfterMs: 60_000,
  reservationsMustClear: true
}

export const QUICK: ChaosProfile = {
  name: 'quick',
  requests: 1500,
  concurrency: 8,
  fuzzMs: 25_000,
  faults: [
    { at: 0.12, fault: 'worker SIGKILL' }, { at: 0.25, fault: 'redis out of memory' }, { at: 0.4, fault: 'emulator SIGKILL' },
    { at: 0.55, fault: 'payer out of hbar' }, { at: 0.7, fault: 'redis restart' }, { at: 0.85, fault: 'redis eviction policy' }
  ],
  hostileMessages: 60,
  drainMs: 180_000,
  hederaTimeoutMs: 3000,
  keyCollisions: true,
  settleAfterMs: 40_000,
  reservationsMustClear: true
}

// What the intake consults before it reserves anything, and what it reports once it has taken operations in.
// The watching itself is operations' work (ops/backlog.ts, ops/network-condition.ts, ops/metrics.ts): the intake
// names only what it needs, and buildApp hands it ops' monitors.

/**
 * A request that may replay one already accepted: a single operation's job (its id derives from the
 * Idempotency-Key), or a batch's idempotency entry. A replay gets its first answer even while submission is
 * paused: the job it names may still reach the topic, so "not accepted" would be false.
 */
export type Replay = { topicId: string, jobId: string } | { topicId: string, batch: { keyId: string, key: string } }

/** The submit queue's bound: refuses new operations past it (503 QUEUE_FULL) without I/O, and hears what was taken in. */
export interface BacklogGate {
  /**
   * Refuses past the bound (503 QUEUE_FULL); else counts `count` operations (default one) in the backlog until the
   * returned `done` is called, so that a burst of concurrent requests meets the bound before any of it is accepted.
   */
  check: (count?: number) => () => void
  /** Counts accepted jobs (default one) until the next sample of the queue includes them. */
  accepted: (count?: number) => void
}

/**
 * Refuses new operations while a network or payer condition pauses submission (503 with its code), unless
 * `replay` names a request already accepted.
 */
export interface ConditionGate {
  check: (replay?: Replay) => Promise<void>
}

/** Counting hooks of the submit paths (single and batch). */
export interface IntakeCounters {
  accepted: (op: string, count?: number) => void
  refused: (code: string) => void
}

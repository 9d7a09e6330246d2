// How a job settles from the topic (ADR 019). A job's message is found by whichever side learns it
// first: the indexer (by the transaction id the mirror reports, else by the sequence number the worker
// indexed from its own receipt) or the worker (its receipt names a sequence number the indexer already
// passed: it settles from the outcome the indexer left for that sequence number). Both run the same Lua
// (`lua/settle.lua`: settle_from_topic, settle_on_submit), inside their own atomic step, so a job settles once.

/** What the HCS-20 rules made of one message on the topic, as a job settles from it (all strings). */
export interface TopicOutcome {
  status: 'confirmed' | 'invalid'
  /** The message's payer (the mirror's `payer_account_id`). */
  payer: string
  sequenceNumber: string
  /** `seconds.nanos`. */
  consensusTimestamp: string
  /** Lowercase hex. */
  runningHash: string
  /** For `invalid`: the rule's error code and a sentence naming the raw reason. */
  errorCode?: string
  errorMessage?: string
}

/** The payer account of a transaction id (`0.0.2@1700000000.000000001` → `0.0.2`). */
export function transactionPayer (transactionId: string): string {
  const at = transactionId.indexOf('@')
  return at < 0 ? '' : transactionId.slice(0, at)
}

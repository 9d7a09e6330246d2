// The Redis layout of the ledger (see ../README.md, "Redis layout"). Every key of one topic shares
// the `${prefix}:topic:${topicId}:` stem, so a `{hash-tag}` prefix keeps them in one Cluster slot.

/** Stem of every key of one topic: `${prefix}:topic:${topicId}`. */
export function topicKey (prefix: string, topicId: string): string {
  return `${prefix}:topic:${topicId}`
}

/** Hash: private, lastSequence, lastRunningHash, lastConsensusTimestamp, halted, … (the checkpoint). */
export function topicMetaKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:meta`
}

/** Set of the ticks deployed on the topic. */
export function topicTicksKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:ticks`
}

/** Capped list (newest first) of JSON records of the messages the rules rejected. */
export function topicRejectedKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:rejected`
}

/** String: the id of the indexer instance that holds the topic's lease. */
export function topicLockKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:lock`
}

/** Hash: the inscription (name, max, lim, metadata, deployer, supply, deploySequence, deployedAt, holders). */
export function inscriptionKey (prefix: string, topicId: string, tick: string): string {
  return `${topicKey(prefix, topicId)}:tick:${tick}`
}

/** Hash: account → balance (decimal string); accounts at zero are removed. */
export function balancesKey (prefix: string, topicId: string, tick: string): string {
  return `${inscriptionKey(prefix, topicId, tick)}:balances`
}

/** Sorted set: account scored by balance (a double: exact only up to 2^53, the balances hash is exact). */
export function holdersKey (prefix: string, topicId: string, tick: string): string {
  return `${inscriptionKey(prefix, topicId, tick)}:holders`
}

/** String written by the worker: transaction id (`0.0.2@1700000000.000000001`) → job id. */
export function transactionKey (prefix: string, transactionId: string): string {
  return `${prefix}:tx:${transactionId}`
}

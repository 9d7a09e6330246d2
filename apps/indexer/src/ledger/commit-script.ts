// The one atomic step of the indexer (lua/ledger/commit.lua): a page's ledger writes, its checkpoint, its history and invalid entries and
// its job settlements in a single Lua script, so a restart neither skips nor double-applies a message.
//
// Fencing: the script writes nothing unless the caller still holds the topic lease and the stored
// checkpoint is the one the page was computed from. A paused indexer whose lease lapsed, or a second
// copy racing it, gets 'lost' / 'stale' back and must reload instead of writing.
//
// Validate first, write last: Redis keeps the writes a failed script made before it failed, so every
// key the script will write (or read with a typed command) is type-checked before the first write. A
// ledger key of another type (someone else's key under our prefix) answers {'wrongtype', key, type}
// with nothing written; a job record or reservation that is not ours is left alone ('unreadable').
//
import { luaScript, replies } from '@hcs/protocol'
import type { TopicOutcome, recordWriteKeys } from '@hcs/protocol'

// Keys are passed in the JSON payload rather than KEYS[]: the job keys are only known per page. Every one
// carries the topic's hash tag (ADR 027), so the script stays in one Redis Cluster slot; KEYS[1] (the meta
// key) routes the call there.

/** A ledger write the script may run; the command set is fixed by the script. */
export type LedgerOp =
  | ['HSET', string, ...string[]]
  | ['HDEL', string, ...string[]]
  | ['SADD', string, ...string[]]
  | ['ZADD', string, ...string[]]

/** A stream entry to add: key, length cap ('' for none), id (`<sequence number>-0`), then field/value pairs. */
export type StreamAppend = [string, string, string, string[]]

/** A ticker's history entries in a page (ADR 044), packed as protocol's packAccountEntries packs them: one stream entry. */
export interface HistoryAppend {
  key: string
  entries: string
}

/** The page's entries of the accounts of one ticker (ADR 044). */
export interface AccountHistoryAppend {
  /** The ticker's accounts hash. */
  hash: string
  /** account, then its packed entries, for each account the page names. */
  accounts: string[]
}

/** One message that may settle a job (the first chunk of a transaction, or a message without chunk info). */
export interface MessageForJobs {
  /** The topic's tx index entry (protocol's transactionKey) when the mirror reported the initial transaction id. */
  txKey?: string
  /** The payer named by that transaction id: a message paid by anyone else is never ours. */
  txPayer?: string
  outcome: TopicOutcome
  /** Where the outcome is left when no job claimed a message that carried no transaction id. */
  outcomeKey: string
}

export interface CommitPayload {
  lockKey: string
  owner: string
  metaKey: string
  /** The stored lastSequence the page was computed from ('0' for a new topic). */
  expectedLastSequence: string
  /** The page's last sequence number: the meta's `historyTop` (the highest the histories hold) rises to it. */
  lastSequence: string
  ops: LedgerOp[]
  /** Field/value pairs of the topic meta hash (the checkpoint). */
  meta: string[]
  /** Stream entries of the page: the invalid messages and the registry's listings. */
  appends: StreamAppend[]
  histories: HistoryAppend[]
  accountHistory: AccountHistoryAppend[]
  /** Past this length an account's packed entries are sealed into a chunk field (protocol's parseAccountField). */
  chunkAt: string
  messages: MessageForJobs[]
  /** The topic's sequence number → job id index (written by the worker from its receipts). */
  seqJobsKey: string
  /**
   * A job's record key and reservation key are `[0] .. key_segment(jobId) .. [1]` (protocol's helpers, split
   * around the id; the id read from Redis is escaped in Lua as keySegment escapes it).
   */
  jobKeyParts: [string, string]
  reservationKeyParts: [string, string]
  /** What settling a job reaches besides its record and reservation, by protocol's script-keys.ts names. */
  reached: ReturnType<typeof recordWriteKeys>['keys'] & ReturnType<typeof recordWriteKeys>['args']
  /** TTL (seconds) of a left outcome. */
  outcomeTtl: string
  /** Settle time (ISO). */
  at: string
}

/**
 * The commit step (lua/ledger/commit.lua): its one argument is the {@link CommitPayload} as JSON. Reply: `ok`, then
 * (seq, jobId, via, result, since, was, requestId, traceparent) per message; or `lost`, `stale`, `halted`,
 * `wrongtype` (then key, expected type).
 */
export const commitScript = luaScript({
  name: 'hcsIndexerCommit',
  file: new URL('../../lua/ledger/commit.lua', import.meta.url),
  keys: ['meta'],
  args: ['payload'],
  reply: replies.strings
})

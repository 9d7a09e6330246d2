import { hash } from 'node:crypto'
// Every Redis key of the service is built here. A key is `${prefix}` followed by `:`-separated parts;
// a part taken from outside data (network id, topic id, ticker, account, job id, transaction id,
// idempotency key) goes through keySegment(), which never outputs `:`, so no value can produce the
// name of another key (a ticker `kc1:holders` is the segment `kc1%3Aholders`, never the holders key of
// `kc1`). Segments also never hold `{`, `}` (Redis Cluster hash tags) or glob characters (SCAN patterns).
//
// Sharding (ADR 027): every key of one topic (ledger, reservations, job records, idempotency entries, its
// BullMQ submit queue) carries the topic's hash tag `{<network>:<topic>}`, so each Lua step touches one
// Redis Cluster slot and different topics spread over the shards; webhook keys carry `{<network>}`.
// The prefix never holds `{` or `}` (validated by {@link checkRedisPrefix}): it would be the tag instead.

/** Where keys live: the configured `REDIS_PREFIX` and the network whose state they hold. */
export interface KeyScope {
  prefix: string
  /** The network identity (`HEDERA_NETWORK_ID`): topic ids are unique only within one network. */
  network: string
  /** Days a usage hash outlives its last count (USAGE_RETENTION_DAYS; usage.ts' default when absent). */
  usageRetentionDays?: number
}

// Characters kept as they are: readable keys for ordinary tickers, accounts and ids.
const SAFE_CLASS = '[A-Za-z0-9._~@-]'
const SAFE = new RegExp(`^${SAFE_CLASS}$`)
// A value made only of those (the usual case: topic ids, accounts, tickers, job ids) is its own segment.
const ALL_SAFE = new RegExp(`^${SAFE_CLASS}*$`)
const HEX4 = /^[0-9A-F]{4}$/
const HEX2 = /^[0-9A-F]{2}$/
const UTF8 = new TextEncoder()

function percent (byte: number): string {
  return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
}

/**
 * Encodes one outside value as a key part, one-to-one: `A-Z a-z 0-9 . _ ~ @ -` stay, any other code
 * point becomes `%XX` per UTF-8 byte, and a lone UTF-16 surrogate (JSON can carry one) becomes
 * `%uXXXX`. The result never contains `:`, `{`, `}`, `*`, `?`, `[`, `]` or whitespace.
 * {@link decodeKeySegment} inverts it.
 */
export function keySegment (value: string): string {
  if (ALL_SAFE.test(value)) return value
  let out = ''
  for (const char of value) {
    if (SAFE.test(char)) {
      out += char
      continue
    }
    const code = char.codePointAt(0) ?? 0
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%u${code.toString(16).toUpperCase().padStart(4, '0')}`
      continue
    }
    for (const byte of UTF8.encode(char)) out += percent(byte)
  }
  return out
}

/** The value {@link keySegment} encoded; throws on text that keySegment cannot have produced. */
export function decodeKeySegment (segment: string): string {
  let out = ''
  let bytes: number[] = []
  const flush = (): void => {
    if (bytes.length === 0) return
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))
    } catch {
      throw new Error('not a key segment: escaped bytes are not UTF-8')
    }
    if (keySegment(text) !== bytes.map(percent).join('')) throw new Error('not a key segment: over-escaped bytes')
    out += text
    bytes = []
  }
  for (let i = 0; i < segment.length;) {
    const char = segment[i] ?? ''
    if (char !== '%') {
      if (!SAFE.test(char)) throw new Error('not a key segment: unescaped character')
      flush()
      out += char
      i++
    } else if (segment[i + 1] === 'u') {
      const hex = segment.slice(i + 2, i + 6)
      const code = Number.parseInt(hex, 16)
      if (!HEX4.test(hex) || code < 0xd800 || code > 0xdfff) throw new Error('not a key segment: bad %u escape')
      flush()
      out += String.fromCharCode(code)
      i += 6
    } else {
      const hex = segment.slice(i + 1, i + 3)
      if (!HEX2.test(hex)) throw new Error('not a key segment: bad % escape')
      bytes.push(Number.parseInt(hex, 16))
      i += 3
    }
  }
  flush()
  return out
}

/** What a `REDIS_PREFIX` may hold: letters, digits and `_ . -` (no `{` `}`: a hash tag of its own would put every key in one slot). */
export const REDIS_PREFIX_PATTERN = /^[A-Za-z0-9_.-]+$/

/** Throws unless `prefix` matches {@link REDIS_PREFIX_PATTERN}. */
export function checkRedisPrefix (prefix: string): string {
  if (!REDIS_PREFIX_PATTERN.test(prefix)) throw new Error('REDIS_PREFIX may hold letters, digits and _.- only (no { }: keys carry their own hash tags)')
  return prefix
}

/** Stem of the network's keys that belong to no topic: `${prefix}:net:${network}` (no hash tag). */
export function networkKey (scope: KeyScope): string {
  return `${scope.prefix}:net:${keySegment(scope.network)}`
}

/** The Redis Cluster hash tag of one topic's keys: `{<network>:<topic>}` (both as key segments). */
export function topicTag (scope: KeyScope, topicId: string): string {
  return `{${keySegment(scope.network)}:${keySegment(topicId)}}`
}

/**
 * Stem of every key of one topic: `${prefix}:topic:{${network}:${topicId}}`. The one place that names a
 * topic's keys; its hash tag puts all of them (ledger, reservations, job records, idempotency entries and
 * the topic's BullMQ submit queue, whose prefix this is) in one Redis Cluster slot.
 */
export function topicKey (scope: KeyScope, topicId: string): string {
  return `${scope.prefix}:topic:${topicTag(scope, topicId)}`
}

/** Hash: `private` ('1'|'0'), `lastSequence`, `lastRunningHash`, `lastConsensusTimestamp`, `halted`, … */
export function topicMetaKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:meta`
}

/**
 * Sorted set of the ticks deployed on the topic (members are the ticks themselves, not segments), each scored by
 * its deploy's sequence number: the topic's tickers in deploy order.
 */
export function topicTicksKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:ticks`
}

/**
 * Stream of the messages the rules rejected, capped by length: entry id `<sequence number>-0`, fields `r` (the
 * reason), `p` (payer), `t` (consensus timestamp) and `x` (the initial transaction id, when the mirror gave one).
 */
export function topicInvalidKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:invalid`
}

/**
 * Stream of the `register` messages of a registry topic (HCS-2 style listings of HCS-20 topics): entry id
 * `<sequence number>-0`, fields `t` (the listed topic), `n` (name), `v` (`1` when it claims to be private), `m`
 * (metadata, when given), `p` (payer).
 */
export function topicRegistryKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:registry`
}

/** String: the id of the indexer instance that holds the topic's lease. */
export function topicLockKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:lock`
}

/** Hash: tick → supply reserved by accepted, unconfirmed mints. */
export function pendingSupplyKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:pending-supply`
}

/** Hash: the confirmed inscription (name, max, lim, metadata, deployer, supply, deploySequence, deployedAt, holders). */
export function inscriptionKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${topicKey(scope, topicId)}:tick:${keySegment(tick)}`
}

/** Hash: account → confirmed balance (decimal string); accounts at zero are removed. */
export function balancesKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${inscriptionKey(scope, topicId, tick)}:balances`
}

/** Sorted set: account scored by balance, for paging holders (the balances hash is the exact value). */
export function holdersKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${inscriptionKey(scope, topicId, tick)}:holders`
}

/**
 * Set: the accounts of `tick` whose balance changed since the holders sorted set last ranked them (ADR
 * 037): the commit adds them, the ranker (rank.lua) moves them into {@link holdersKey}.
 */
export function holdersUnrankedKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${inscriptionKey(scope, topicId, tick)}:unranked`
}

/** Set: the ticks of the topic with accounts waiting for the ranker ({@link holdersUnrankedKey}). */
export function topicUnrankedTicksKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:unranked-ticks`
}

/**
 * Stream: the ticker's history, every message that names it once it is deployed (its deploy first), valid or
 * not, a stream entry per indexed page: id `<first sequence number>-0`, field `e`, the page's entries of the ticker
 * packed (history.ts' `streamChunkEntries`).
 */
export function historyKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${inscriptionKey(scope, topicId, tick)}:history`
}

/**
 * Hash: account → the history entries of the ticker that name it as `from` or `to`, packed as text (history.ts'
 * `parseAccountField`), and the chunks a busy account sealed (`<account>#<n>`).
 */
export function historyAccountsKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${inscriptionKey(scope, topicId, tick)}:history-accounts`
}

/** Hash: a deploy accepted but not yet on the ledger: `max`, `lim`, `jobId`. */
export function pendingDeployKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${inscriptionKey(scope, topicId, tick)}:pending-deploy`
}

/** Hash: account → amount reserved by accepted, unconfirmed transfers and burns. */
export function pendingDebitsKey (scope: KeyScope, topicId: string, tick: string): string {
  return `${inscriptionKey(scope, topicId, tick)}:pending-debits`
}

/**
 * Hash: what one job reserved (`kind`, `key`, `field`, `amt`, `index`, `jobId`), so that releasing it undoes
 * exactly that, once. It has no TTL: it lives until its job settles, fails for sure, or the indexer's sweep
 * releases it (ADR 019), so an amount can never stay behind in the reserved totals.
 */
export function reservationKey (scope: KeyScope, topicId: string, jobId: string): string {
  return `${topicKey(scope, topicId)}:reservation:${keySegment(jobId)}`
}

/** Sorted set: job id → admission time (ms) of every live reservation on the topic; the sweep walks it by age. */
export function topicReservationsKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:reservations`
}

/**
 * Hash totals key -> changes: how often each reserved total (pending supply, each tick's pending debits) of the
 * topic has changed. Written by admission and release (lua/pending-versions.lua, named by their callers:
 * script-keys.ts); the indexer's chunked reservation check compares only totals that did not change
 * while it walked (ADR 032).
 */
export function pendingVersionsKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:pending-versions`
}

/**
 * Hash tenant -> live reservations of that tenant on the topic (ADR 031): written by admission and release
 * with the reservations (lua/pending-versions.lua, named by their callers: script-keys.ts); the api's
 * per-tenant backlog quota (TENANT_MAX_BACKLOG) reads it. The default tenant is not counted.
 */
export function tenantPendingKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:tenant-pending`
}

/**
 * Hash: sequence number → job id, written by the worker from the receipt of its own pinned transaction
 * while the indexer has not reached that sequence number; the indexer settles the job and removes it.
 */
export function topicSequenceJobsKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:seq-jobs`
}

/**
 * String (JSON, TTL): what the rules made of a message that carried no transaction id and that no job
 * claimed when the indexer applied it; a worker that learns this sequence number later settles from it.
 */
export function topicOutcomeKey (scope: KeyScope, topicId: string, sequenceNumber: number | string): string {
  return `${topicKey(scope, topicId)}:outcome:${keySegment(String(sequenceNumber))}`
}

/** String written by the worker: transaction id (`0.0.2@1700000000.000000001`) → job id. */
export function transactionKey (scope: KeyScope, topicId: string, transactionId: string): string {
  return `${topicKey(scope, topicId)}:tx:${keySegment(transactionId)}`
}

/**
 * String (JSON, api): a prepared holder-signed transaction (ADR 040), by its transaction id, until shortly
 * after the transaction expires: what `POST /api/transactions` compares the signed bytes with.
 */
export function preparationKey (scope: KeyScope, topicId: string, transactionId: string): string {
  return `${topicKey(scope, topicId)}:prep:${keySegment(transactionId)}`
}

/**
 * Sorted set (api): one tenant's open preparations on the network, `<topicId>/<transactionId>` scored by the
 * transaction's expiry (epoch ms), capped by SIGNED_MAX_OPEN_PER_TENANT; a submitted one leaves, an expired one is
 * dropped when the next is counted. In a slot of its own (no hash tag): no script touches it beside another key.
 */
export function tenantPreparationsKey (scope: KeyScope, tenant: string): string {
  return `${networkKey(scope)}:tenant:${keySegment(tenant)}:preparations`
}

/**
 * String (JSON): one job record, in its topic's slot. A job id names its topic (job-id.ts
 * `jobIdTopic`), so a record is found from the id alone.
 */
export function jobRecordKey (scope: KeyScope, topicId: string, jobId: string): string {
  return `${topicKey(scope, topicId)}:job:${keySegment(jobId)}`
}

/**
 * Hash tick -> tenant: which tenant's keys may mint, transfer and burn a ticker this service deployed. A
 * tick without a field belongs to the tenant `default`, as do the ticks other writers deployed.
 */
export function tickerOwnersKey (scope: KeyScope, topicId: string): string {
  return `${topicKey(scope, topicId)}:ticker-owners`
}

/**
 * String (JSON): the first answer to an `Idempotency-Key`, scoped by topic and API key (`apiKeyId`, a key
 * id): the same key on two topics names two requests.
 */
export function idempotencyKey (scope: KeyScope, topicId: string, apiKeyId: string, key: string): string {
  // the client's key is hashed: it may carry what a client considers private, and Redis key names show in every tool
  // (Node's one-shot hash: no Hash object per request)
  return `${topicKey(scope, topicId)}:idem:${keySegment(apiKeyId)}:${hash('sha256', key, 'base64url')}`
}

/**
 * The reconciler's submissions of one topic (worker): `due`, sorted set job id → when to look next;
 * `data`, hash job id → its SubmitJob JSON.
 */
export function topicSubmissionKeys (scope: KeyScope, topicId: string): { due: string, data: string } {
  const stem = `${topicKey(scope, topicId)}:submissions`
  return { due: `${stem}:due`, data: `${stem}:data` }
}

// Lua that must name a key after a value it read from Redis (a job id in the tx index) escapes it with
// `key_segment` (`lua/key-segment.lua`, `-- include: key-segment`), which makes of any string without lone
// surrogates what keySegment makes of it (tested).

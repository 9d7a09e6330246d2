import { setTimeout as sleep } from 'node:timers/promises'
import {
  REJECT_REASONS, RUNNING_HASH_VERSION, computeRunningHash, consensusTimestampParts, decideMessage, entityNumbers, historyCode, parseMessage
} from '@hcs/protocol'
import type { Decision, Effect, Hcs20Message, KeyScope, Operation, RegisterMessage } from '@hcs/protocol'
import type { PageIndexes } from '../ledger/history-writes.js'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { reportMatches, traceConfirmations } from '../ledger/confirm.js'
import type { MessageOutcome } from '../ledger/confirm.js'
import type { LedgerStore, TopicCheckpoint } from '../ledger/ledger-store.js'
import { MirrorResponseError } from '@hcs/runtime'
import type { MessagePage, MirrorClient, MirrorMessage } from '@hcs/runtime'
import type { TopicMetrics } from '../metrics.js'
import { createPageView, pageTouches } from '../ledger/page-view.js'
import type { PageView } from '../ledger/page-view.js'
import type { Ranker } from '../ledger/ranker.js'

const CHUNKED_MESSAGE = 'chunked_message'
/** Halt reason: the stored checkpoint does not match the topic the mirror serves under that id. */
const CHECKPOINT_MISMATCH = 'checkpoint_mismatch'
/** Halt reason: a key the page would write holds a value of another type (not ours). */
const REDIS_KEY_TYPE = 'redis_key_type'

export interface FollowTopicOptions {
  topicId: string
  /** The lease holder id: every write is fenced by it. */
  owner: string
  redis: Redis
  keys: KeyScope
  store: LedgerStore
  mirror: MirrorClient
  log: Logger
  metrics: TopicMetrics
  pageLimit: number
  pollMs: number
  /** Aborts on shutdown or when the lease is lost. */
  signal: AbortSignal
  now?: () => Date
  /** Told the reason when the topic halts (or is found halted). */
  onHalt?: (reason: string) => void
  /** Tracing is on: a span per confirmed job, linked to its request. */
  tracing?: boolean
  /** Told after each page that went through (committed, or nothing new): the topic is moving again. */
  onProgress?: () => void
  /** The topic is the HCS-20 registry: its `register` messages are listings, valid (ADR 044). */
  registry?: boolean
  /** Ranks the holders a committed page changed, beside the loop; poked at start for what is left. */
  ranker?: Pick<Ranker, 'poke'>
}

/** How following a topic ended: shutdown ('stopped'), lease taken by another instance ('lost'), broken chain ('halted'). */
export type FollowOutcome = 'stopped' | 'halted' | 'lost'

interface ChainBreak { reason: string, sequenceNumber: number, detail: string }

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')

/** Checks `m` continues the chain after (`lastSequence`, `previousHash`); returns the break, if any. */
export function verifyLink (topicId: string, lastSequence: number, previousHashHex: string, m: MirrorMessage): ChainBreak | undefined {
  const at = m.sequenceNumber
  if (m.topicId !== topicId) return { reason: 'wrong_topic', sequenceNumber: at, detail: `message of topic ${m.topicId}` }
  if (at !== lastSequence + 1) return { reason: 'sequence_gap', sequenceNumber: at, detail: `expected sequence ${lastSequence + 1}` }
  if (m.runningHashVersion !== RUNNING_HASH_VERSION) {
    return { reason: 'unsupported_running_hash_version', sequenceNumber: at, detail: `version ${m.runningHashVersion}` }
  }
  const consensus = consensusTimestampParts(m.consensusTimestamp)
  const expected = computeRunningHash({
    previous: Buffer.from(previousHashHex, 'hex'),
    topic: entityNumbers(topicId),
    payer: entityNumbers(m.payerAccountId),
    consensusSeconds: consensus.seconds,
    consensusNanos: consensus.nanos,
    sequenceNumber: at,
    message: m.message
  })
  if (!expected.equals(m.runningHash)) {
    return { reason: 'running_hash_mismatch', sequenceNumber: at, detail: `expected ${hex(expected)}, mirror reports ${hex(m.runningHash)}` }
  }
  return undefined
}

/**
 * Follows one topic from its checkpoint until `signal` aborts or the hash chain breaks: verifies each
 * message's running hash, applies the HCS-20 rules, and commits each page (ledger, checkpoint, audit,
 * jobs) in one atomic, fenced Redis step.
 */
export async function followTopic (o: FollowTopicOptions): Promise<FollowOutcome> {
  const { topicId, log, metrics, signal } = o
  const now = o.now ?? (() => new Date())
  try {
    // Only the checkpoint: the ledger is read page by page, as much of it as the page touches.
    let checkpoint = await o.store.loadCheckpoint(topicId)
    if (checkpoint.halted !== undefined) return haltedAtStart(o, checkpoint)
    const foreign = await checkpointMismatch(o, checkpoint, signal)
    if (foreign !== undefined) return await haltTopic(o, foreign)
    const topic = await o.mirror.getTopic(topicId, signal)
    if (checkpoint.isPrivate !== undefined && checkpoint.isPrivate !== topic.isPrivate) {
      // The mirror only knows the current submit key: earlier messages were read with the old answer.
      log.warn({ topicId, wasPrivate: checkpoint.isPrivate, isPrivate: topic.isPrivate }, 'topic submit key changed since the last run')
    }
    metrics.checkpoint(checkpoint.lastSequence)
    log.info({ topicId, lastSequence: checkpoint.lastSequence, isPrivate: topic.isPrivate }, 'following topic')
    o.ranker?.poke()
    let next: string | null = null
    // The next page, asked for while this one is applied and committed (catching up is then bound by the
    // slower of the two, not their sum). Dropped when the checkpoint is reloaded.
    let ahead: Promise<MessagePage> | undefined
    const lagLook = { at: 0 }
    while (!signal.aborted) {
      const link: string | null = next
      const page: MessagePage = await (ahead ?? (link === null
        ? o.mirror.getMessages(topicId, checkpoint.lastSequence, o.pageLimit, signal)
        : o.mirror.getPage(link, signal)))
      ahead = undefined
      // A next link continues after the previous page; anything at or before the checkpoint is old.
      const fresh = page.messages.filter(m => m.sequenceNumber > checkpoint.lastSequence)
      if (page.next !== null && page.messages.length > 0 && (page.next === link || fresh.length === 0)) {
        // A mirror whose next link goes nowhere new would have us ask for the same page for ever.
        throw new MirrorResponseError(`links.next does not move past sequence ${checkpoint.lastSequence} (${page.next})`)
      }
      next = page.next !== null && page.messages.length > 0 ? page.next : null
      if (next !== null) {
        ahead = o.mirror.getPage(next, signal)
        // awaited on the next turn; until then a failure must not count as unhandled
        ahead.catch(() => {})
      }
      const result = await processPage(o, topic.isPrivate, checkpoint, fresh, now, next !== null)
      if (result === 'lost' || result === 'halted') return result
      if (result === 'stale') {
        log.warn({ topicId }, 'checkpoint moved under us, reloading')
        checkpoint = await o.store.loadCheckpoint(topicId)
        next = null
        ahead = undefined
        continue
      }
      if ('fault' in result) return await haltTopic(o, result.fault)
      ;({ checkpoint } = result)
      if (result.broken !== undefined) return await haltTopic(o, result.broken)
      o.onProgress?.()
      await measureLag(o, next !== null, checkpoint.lastSequence, lagLook, signal)
      if (next === null) await sleep(o.pollMs, undefined, { signal })
    }
    return 'stopped'
  } catch (err) {
    if (signal.aborted) return 'stopped'
    throw err
  }
}

/** How often, at most, the mirror is asked for the topic's last sequence number while we are behind it. */
const LAG_LOOK_MS = 5_000

/**
 * Lag in messages: none once a page was the mirror's last; behind, the mirror's last sequence number minus
 * the checkpoint, asked at most every LAG_LOOK_MS (one small request; none at all while caught up).
 */
async function measureLag (o: FollowTopicOptions, behind: boolean, lastSequence: number, look: { at: number }, signal: AbortSignal): Promise<void> {
  if (!behind) {
    o.metrics.setLagMessages(0)
    return
  }
  if (o.mirror.getLatestSequence === undefined || Date.now() - look.at < LAG_LOOK_MS) return
  look.at = Date.now()
  const latest = await o.mirror.getLatestSequence(o.topicId, signal)
  o.metrics.setLagMessages(Math.max(0, latest - lastSequence))
}

/**
 * Topic ids are unique only within one network: a checkpoint is trusted only if the mirror's message at
 * its sequence number carries its running hash. Otherwise it belongs to another topic of that id (another
 * network, a fresh emulator, a wrong HEDERA_NETWORK_ID) and following would wait for messages that never come.
 */
async function checkpointMismatch (o: FollowTopicOptions, checkpoint: TopicCheckpoint, signal: AbortSignal): Promise<ChainBreak | undefined> {
  const at = checkpoint.lastSequence
  if (at === 0) return undefined
  const m = await o.mirror.getMessage(o.topicId, at, signal)
  if (m === undefined) {
    return { reason: CHECKPOINT_MISMATCH, sequenceNumber: at, detail: `the checkpoint is at sequence ${at} but the mirror has no such message on topic ${o.topicId}: the checkpoint belongs to another topic of that id (another network?)` }
  }
  if (hex(m.runningHash) !== checkpoint.lastRunningHash) {
    return { reason: CHECKPOINT_MISMATCH, sequenceNumber: at, detail: `message ${at} has running hash ${hex(m.runningHash)}, the checkpoint says ${checkpoint.lastRunningHash}: the checkpoint belongs to another topic of that id (another network?)` }
  }
  return undefined
}

type PageResult = { checkpoint: TopicCheckpoint, broken?: ChainBreak } | 'lost' | 'stale' | 'halted' | { fault: ChainBreak }

/** One verified message of a page, parsed (or the reason it is no HCS-20 message). */
interface PageItem { m: MirrorMessage, message?: Hcs20Message, reason?: string, hash: string }

/** The page's messages up to the first chain break, each with its running hash and what it says as HCS-20. */
interface VerifiedPage {
  items: PageItem[]
  /** The checkpoint after the last verified message. */
  to: { lastSequence: number, lastRunningHash: string, lastConsensusTimestamp: string }
  broken?: ChainBreak
}

/** The chain, message by message, up to the first break; and what each message says. */
function verifyPage (topicId: string, from: TopicCheckpoint, messages: MirrorMessage[]): VerifiedPage {
  let lastSequence = from.lastSequence
  let lastHash = from.lastRunningHash
  let lastTimestamp = from.lastConsensusTimestamp ?? ''
  let broken: ChainBreak | undefined
  const items: PageItem[] = []
  for (const m of messages) {
    broken = verifyLink(topicId, lastSequence, lastHash, m)
    if (broken !== undefined) break
    lastSequence = m.sequenceNumber
    lastHash = hex(m.runningHash)
    lastTimestamp = m.consensusTimestamp
    if (m.chunk !== undefined && m.chunk.total > 1) {
      // Neither reference indexer reassembles chunks: a chunked message is not HCS-20.
      items.push({ m, reason: CHUNKED_MESSAGE, hash: lastHash })
      continue
    }
    const parsed = parseMessage(m.message)
    items.push(parsed.ok ? { m, message: parsed.message, hash: lastHash } : { m, reason: parsed.reason, hash: lastHash })
  }
  const to = { lastSequence, lastRunningHash: lastHash, lastConsensusTimestamp: lastTimestamp }
  return { items, to, ...(broken === undefined ? {} : { broken }) }
}

/** What the rules made of a page: the effects to write, the read indexes' entries, and each message's outcome for the jobs. */
interface PageDecisions {
  effects: Effect[]
  indexes: PageIndexes
  /** Refusals counted by reason. */
  reasons: Map<string, number>
  outcomes: MessageOutcome[]
}

/** The accounts a message names as `from` or `to`. */
function accountsOf (message: Operation): string[] {
  if (message.op === 'mint') return [message.to]
  if (message.op === 'transfer') return [message.from, message.to]
  if (message.op === 'burn') return [message.from]
  return []
}

/**
 * What one message is to the rules: a `register` on the registry topic is a listing (valid, it changes no ledger);
 * anything else is decided by the HCS-20 rules over the view.
 */
function decideOne (view: PageView, item: PageItem & { message: Hcs20Message }, isPrivate: boolean, registry: boolean): Decision | { ok: true, listing: RegisterMessage } {
  const { m, message } = item
  if (message.op === 'register' && registry) return { ok: true, listing: message }
  return decideMessage(view, message, { payer: m.payerAccountId, isPrivate, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp })
}

/** The rules, in order, over the page's view of the ledger (which each applied effect changes). */
function decidePage (view: PageView, items: PageItem[], topic: { isPrivate: boolean, registry: boolean, history: boolean }): PageDecisions {
  const { isPrivate, registry } = topic
  const decisions: PageDecisions = { effects: [], indexes: { history: [], invalid: [], registry: [] }, reasons: new Map(), outcomes: [] }
  for (const item of items) {
    const { m, message } = item
    let reason = item.reason
    if (message !== undefined) {
      const decision = decideOne(view, { ...item, message }, isPrivate, registry)
      if (decision.ok && 'listing' in decision) {
        const { listing } = decision
        decisions.indexes.registry.push({
          sequenceNumber: m.sequenceNumber,
          topicId: listing.t_id,
          name: listing.name,
          private: listing.private,
          payer: m.payerAccountId,
          ...(listing.metadata === undefined ? {} : { metadata: listing.metadata })
        })
      } else if (decision.ok) {
        view.apply(decision.effect)
        decisions.effects.push(decision.effect)
      } else {
        reason = decision.reason
      }
      // a message that names a deployed ticker (or deploys it) is an entry of that ticker's history, valid or not
      const code = historyCode(reason)
      if (topic.history && message.op !== 'register' && reason !== REJECT_REASONS.TICK_NOT_FOUND && code !== undefined) {
        decisions.indexes.history.push({ tick: message.tick, sequenceNumber: m.sequenceNumber, code, accounts: accountsOf(message) })
      }
    }
    if (reason !== undefined) {
      decisions.reasons.set(reason, (decisions.reasons.get(reason) ?? 0) + 1)
      const txId = m.chunk?.transactionId
      decisions.indexes.invalid.push({
        sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp, payer: m.payerAccountId, reason, ...(txId === undefined ? {} : { transactionId: txId })
      })
    }
    // Only the first chunk of a transaction settles its job (all chunks share the initial id); a message
    // without chunk info (other SDKs, raw transactions) is a whole transaction.
    if (m.chunk === undefined || m.chunk.number === 1) {
      const outcome: MessageOutcome = { payer: m.payerAccountId, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp, runningHashHex: item.hash }
      if (m.chunk?.transactionId !== undefined) outcome.transactionId = m.chunk.transactionId
      if (reason !== undefined) outcome.reason = reason
      decisions.outcomes.push(outcome)
    }
  }
  return decisions
}

function keyTypeFault (from: TopicCheckpoint, wrong: { key: string, expected: string }): { fault: ChainBreak } {
  const detail = `key ${wrong.key} is not a ${wrong.expected}: someone else's key under our prefix; nothing of the page was written`
  return { fault: { reason: REDIS_KEY_TYPE, sequenceNumber: from.lastSequence + 1, detail } }
}

async function processPage (
  o: FollowTopicOptions, isPrivate: boolean, from: TopicCheckpoint, messages: MirrorMessage[], now: () => Date, behind: boolean
): Promise<PageResult> {
  // 1. The chain, message by message, up to the first break; and what each message says.
  const { items, to, broken } = verifyPage(o.topicId, from, messages)
  const { lastSequence } = to
  if (lastSequence === from.lastSequence) return { checkpoint: from, ...(broken === undefined ? {} : { broken }) }

  // 2. The part of the ledger those messages touch, in one round trip; then the rules, in order, over it.
  const parsed = items.flatMap(item => item.message === undefined ? [] : [item.message])
  const data = await o.store.readView(o.topicId, pageTouches(parsed))
  if ('wrongtype' in data) return keyTypeFault(from, data)
  const view = createPageView(data)
  const { effects, indexes, reasons, outcomes } = decidePage(view, items, { isPrivate, registry: o.registry === true, history: o.store.keepsHistory })
  const holders = new Map<string, number>()
  for (const effect of effects) holders.set(effect.tick, view.holders(effect.tick))

  // 3. The page's effects, checkpoint, audit records and settlements: one atomic, fenced step.
  const at = now()
  const committed = await o.store.commitPage({ topicId: o.topicId, owner: o.owner, from, to, isPrivate, effects, holders, indexes, outcomes, at })
  if (!committed.ok && committed.reason === 'wrongtype') return keyTypeFault(from, committed)
  if (!committed.ok) return committed.reason
  // behind (more pages wait): the ranker leaves Redis to the commits until the loop catches up
  if (effects.length > 0) o.ranker?.poke({ behind })
  o.metrics.pageCommitted({ applied: effects.length, rejected: reasons, history: indexes.history.length, listings: indexes.registry.length, lastSequence, lagSeconds: Math.max(0, at.getTime() / 1000 - Number(to.lastConsensusTimestamp)) })
  reportMatches(o.log, o.metrics, committed.matches, outcomes, at)
  if (o.tracing === true) await traceConfirmations(o.topicId, committed.matches, outcomes)
  o.log.debug({ topicId: o.topicId, lastSequence, applied: effects.length, rejected: indexes.invalid.length }, 'page committed')
  const checkpoint: TopicCheckpoint = { ...from, ...to, isPrivate }
  return { checkpoint, ...(broken === undefined ? {} : { broken }) }
}

const CHAIN_REASONS = new Set(['wrong_topic', 'sequence_gap', 'unsupported_running_hash_version', 'running_hash_mismatch'])

/** Marks the topic halted (in Redis, for the api's topic status, and in this process) and says so once. */
export async function haltTopic (o: Pick<FollowTopicOptions, 'topicId' | 'log' | 'metrics' | 'store' | 'onHalt'>, broken: ChainBreak): Promise<FollowOutcome> {
  if (CHAIN_REASONS.has(broken.reason)) o.metrics.chainBroken()
  o.metrics.setHalted()
  o.onHalt?.(broken.reason)
  const what = CHAIN_REASONS.has(broken.reason) ? 'RUNNING HASH CHAIN BROKEN' : 'TOPIC HALTED'
  o.log.error({ topicId: o.topicId, ...broken }, `${what}: topic halted, ledger state frozen at the last verified message (clear the halted field to resume)`)
  // The halt must hold even when the meta hash itself is the key that is not ours.
  await o.store.halt(o.topicId, broken).catch((err: unknown) => o.log.error({ err, topicId: o.topicId }, 'could not record the halt in Redis'))
  return 'halted'
}

function haltedAtStart (o: FollowTopicOptions, checkpoint: TopicCheckpoint): FollowOutcome {
  o.metrics.setHalted()
  o.onHalt?.(checkpoint.halted ?? 'halted')
  o.log.error({ topicId: o.topicId, reason: checkpoint.halted, lastSequence: checkpoint.lastSequence }, 'topic is halted: not following it (clear the halted field to resume)')
  return 'halted'
}

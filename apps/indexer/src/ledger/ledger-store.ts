import type { Effect, KeyScope, TickHeader } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { commitScript } from './commit-script.js'
import type { CommitPayload, LedgerOp } from './commit-script.js'
import {
  balancesKey, holdersUnrankedKey, inscriptionKey, topicLockKey, topicMetaKey, topicSequenceJobsKey, topicTicksKey,
  topicUnrankedTicksKey, recordWriteKeys
} from '@hcs/protocol'
import { indexWrites } from './history-writes.js'
import type { PageIndexes } from './history-writes.js'
import { jobKeyParts, messagesForJobs, reservationKeyParts } from './confirm.js'
import type { MessageMatch, MessageOutcome } from './confirm.js'
import type { PageTouches, ViewData } from './page-view.js'

/** Where a topic's indexing stands: the checkpoint and the topic's facts (the topic meta hash). */
export interface TopicCheckpoint {
  lastSequence: number
  /** Lowercase hex; 48 zero bytes before the first message. */
  lastRunningHash: string
  lastConsensusTimestamp?: string
  isPrivate?: boolean
  /** Set when the topic stopped (broken hash chain, checkpoint of another topic, a page that cannot be written). */
  halted?: string
}

export interface PageCommit {
  topicId: string
  owner: string
  from: TopicCheckpoint
  to: { lastSequence: number, lastRunningHash: string, lastConsensusTimestamp: string }
  isPrivate: boolean
  /** Effects of the applied messages, in order. */
  effects: Effect[]
  /** The holder count of each tick the effects touched, after the page. */
  holders: Map<string, number>
  /** What the page adds to the history, invalid and registry indexes. */
  indexes: PageIndexes
  /** The messages that may settle a job (first chunks), with what the rules made of them. */
  outcomes: MessageOutcome[]
  /** Settle time. */
  at: Date
}

type CommitResult =
  | { ok: true, matches: MessageMatch[] }
  | { ok: false, reason: 'lost' | 'stale' | 'halted' }
  /** A key the page would write holds another type (not ours): nothing was written. */
  | { ok: false, reason: 'wrongtype', key: string, expected: string }

interface HaltInfo {
  reason: string
  sequenceNumber: number
  detail: string
}

/** A ledger key of the page holds another type (not ours): nothing can be read or written. */
interface WrongType { wrongtype: true, key: string, expected: string }

export interface LedgerStore {
  /** The store keeps the tickers' histories (INDEXER_HISTORY): without them a page need not gather their entries. */
  keepsHistory: boolean
  /** The topic's checkpoint and facts: all a follower loads at start (no ledger state, whatever its size). */
  loadCheckpoint: (topicId: string) => Promise<TopicCheckpoint>
  /** What the page's messages read of the ledger, in one round trip. */
  readView: (topicId: string, touches: PageTouches) => Promise<ViewData | WrongType>
  commitPage: (page: PageCommit) => Promise<CommitResult>
  /** Marks the topic halted (kept until an operator clears the `halted` field). */
  halt: (topicId: string, info: HaltInfo) => Promise<void>
}

export const ZERO_HASH_HEX = '0'.repeat(96)

function headerFromHash (tick: string, h: Record<string, string>): TickHeader {
  const header: TickHeader = {
    tick,
    name: h.name ?? '',
    max: h.max ?? '0',
    deployer: h.deployer ?? '',
    deploySequence: Number(h.deploySequence ?? '0'),
    deployedAt: h.deployedAt ?? '',
    supply: h.supply ?? '0'
  }
  if (h.lim !== undefined) header.lim = h.lim
  if (h.metadata !== undefined) header.metadata = h.metadata
  return header
}

const WRONGTYPE = /^WRONGTYPE/

/** The Redis writes of a page's effects: last value per (tick, account) wins. */
function ledgerOps (keys: KeyScope, topicId: string, effects: Effect[], holderCounts: Map<string, number>): LedgerOp[] {
  const ops: LedgerOp[] = []
  const touched = new Map<string, { supply: string, balances: Map<string, string> }>()
  for (const effect of effects) {
    if (effect.deploy !== undefined) {
      const d = effect.deploy
      const fields = ['name', d.name, 'max', d.max, 'deployer', d.deployer, 'deploySequence', String(d.deploySequence), 'deployedAt', d.deployedAt]
      if (d.lim !== undefined) fields.push('lim', d.lim)
      if (d.metadata !== undefined) fields.push('metadata', d.metadata)
      ops.push(['ZADD', topicTicksKey(keys, topicId), String(d.deploySequence), d.tick], ['HSET', inscriptionKey(keys, topicId, d.tick), 'tick', d.tick, ...fields])
    }
    const t = touched.get(effect.tick) ?? { supply: effect.supply, balances: new Map<string, string>() }
    t.supply = effect.supply
    for (const [account, balance] of Object.entries(effect.balances)) t.balances.set(account, balance)
    touched.set(effect.tick, t)
  }
  for (const [tick, t] of touched) {
    ops.push(['HSET', inscriptionKey(keys, topicId, tick), 'supply', t.supply, 'holders', String(holderCounts.get(tick) ?? 0)])
    const balances = balancesKey(keys, topicId, tick)
    const set: string[] = []
    const gone: string[] = []
    for (const [account, balance] of t.balances) {
      if (balance === '0') gone.push(account)
      else set.push(account, balance)
    }
    if (set.length > 0) ops.push(['HSET', balances, ...set])
    if (gone.length > 0) ops.push(['HDEL', balances, ...gone])
    // the holders sorted set is the ranker's: the commit only names the accounts it must rank again
    if (t.balances.size > 0) {
      ops.push(['SADD', holdersUnrankedKey(keys, topicId, tick), ...t.balances.keys()], ['SADD', topicUnrankedTicksKey(keys, topicId), tick])
    }
  }
  return ops
}

/** What settling a job reaches in the topic besides its record and reservation, as one table (the commit's payload). */
function reachedOf (keys: KeyScope, topicId: string): CommitPayload['reached'] {
  const { keys: named, args } = recordWriteKeys(keys, topicId)
  return { ...named, ...args }
}

/**
 * A page's view of the ledger in one pipelined read: which of the touched ticks are deployed, their headers,
 * holder counts and the balances of just the accounts the page names. A key of another type is reported, not thrown.
 */
async function readView (redis: Redis, keys: KeyScope, topicId: string, touches: PageTouches): Promise<ViewData | WrongType> {
  const data: ViewData = { headers: new Map(), holders: new Map(), balances: new Map() }
  const ticks = [...touches.ticks]
  if (ticks.length === 0) return data
  // One pipeline, one slot (every key carries the topic's hash tag): is each tick deployed, its header, its
  // holder count (HLEN of the balances, O(1): a balance of 0 is deleted) and the balances of just the accounts
  // the page names.
  const pipeline = redis.pipeline()
  const read: Array<{ key: string, expected: string }> = []
  const ticksKey = topicTicksKey(keys, topicId)
  pipeline.zmscore(ticksKey, ...ticks)
  read.push({ key: ticksKey, expected: 'zset' })
  const accounts = ticks.map(tick => [...(touches.accounts.get(tick) ?? [])])
  ticks.forEach((tick, i) => {
    const inscription = inscriptionKey(keys, topicId, tick)
    const balances = balancesKey(keys, topicId, tick)
    pipeline.hgetall(inscription).hlen(balances)
    read.push({ key: inscription, expected: 'hash' }, { key: balances, expected: 'hash' })
    const names = accounts[i] ?? []
    if (names.length > 0) {
      pipeline.hmget(balances, ...names)
      read.push({ key: balances, expected: 'hash' })
    }
  })
  const replies = await pipeline.exec() ?? []
  const values: unknown[] = []
  for (const [i, [err, value]] of replies.entries()) {
    if (err !== null && err !== undefined) {
      const at = read[i]
      if (at !== undefined && WRONGTYPE.test(err.message)) return { wrongtype: true, key: at.key, expected: at.expected }
      throw err
    }
    values.push(value)
  }
  let at = 0
  const deployed = values[at++] as Array<string | null>
  ticks.forEach((tick, i) => {
    const hash = values[at++] as Record<string, string>
    const holders = values[at++] as number
    const names = accounts[i] ?? []
    const stored = names.length > 0 ? values[at++] as Array<string | null> : []
    if (deployed[i] === null || deployed[i] === undefined) return
    data.headers.set(tick, headerFromHash(tick, hash))
    data.holders.set(tick, holders)
    const balances = new Map<string, string>()
    names.forEach((account, j) => {
      const value = stored[j]
      if (value !== null && value !== undefined) balances.set(account, value)
    })
    data.balances.set(tick, balances)
  })
  return data
}

/**
 * A topic's ticks were a set before they were kept in deploy order (ADR 044): such a set becomes the sorted set,
 * each tick scored by its inscription's deploySequence, before the topic is followed (under its lease).
 */
async function ticksInDeployOrder (redis: Redis, keys: KeyScope, topicId: string): Promise<void> {
  const key = topicTicksKey(keys, topicId)
  if (await redis.type(key) !== 'set') return
  const ticks = await redis.smembers(key)
  const sequences = await Promise.all(ticks.map(async (tick) => await redis.hget(inscriptionKey(keys, topicId, tick), 'deploySequence')))
  const scored = ticks.flatMap((tick, i) => [sequences[i] ?? '0', tick])
  const multi = redis.multi().del(key)
  if (scored.length > 0) multi.zadd(key, ...scored)
  await multi.exec()
}

export interface LedgerStoreOptions {
  /** Length cap of a topic's invalid messages stream. */
  invalidMax?: number
  outcomeTtlSeconds?: number
  /** Keep the tickers' histories (default true). */
  history?: boolean
  /** Past this length an account's packed history entries are sealed into a chunk of their own (ADR 050). */
  historyChunkAt?: number
}

export function createLedgerStore (redis: Redis, keys: KeyScope, options: LedgerStoreOptions = {}): LedgerStore {
  const indexOptions = { history: options.history ?? true, invalidMax: options.invalidMax ?? 100_000 }
  const chunkAt = String(options.historyChunkAt ?? 256)
  const outcomeTtl = String(options.outcomeTtlSeconds ?? 86_400)
  // EVALSHA: the script text travels once per connection, not with every page.
  // KEYS[1] (the topic's meta key) routes the call to the topic's Redis Cluster slot, where every key of the
  // payload lives (they all carry the topic's hash tag).
  commitScript.define(redis)
  return {
    keepsHistory: indexOptions.history,
    async loadCheckpoint (topicId) {
      await ticksInDeployOrder(redis, keys, topicId)
      const meta = await redis.hgetall(topicMetaKey(keys, topicId))
      const checkpoint: TopicCheckpoint = {
        lastSequence: Number(meta.lastSequence ?? '0'),
        lastRunningHash: meta.lastRunningHash ?? ZERO_HASH_HEX
      }
      if (meta.lastConsensusTimestamp !== undefined) checkpoint.lastConsensusTimestamp = meta.lastConsensusTimestamp
      if (meta.private !== undefined) checkpoint.isPrivate = meta.private === '1'
      if (meta.halted !== undefined) checkpoint.halted = meta.halted
      return checkpoint
    },

    readView: async (topicId, touches) => await readView(redis, keys, topicId, touches),

    async commitPage (page) {
      const payload: CommitPayload = {
        lockKey: topicLockKey(keys, page.topicId),
        owner: page.owner,
        metaKey: topicMetaKey(keys, page.topicId),
        expectedLastSequence: String(page.from.lastSequence),
        lastSequence: String(page.to.lastSequence),
        ops: ledgerOps(keys, page.topicId, page.effects, page.holders),
        meta: [
          'lastSequence', String(page.to.lastSequence),
          'lastRunningHash', page.to.lastRunningHash,
          'lastConsensusTimestamp', page.to.lastConsensusTimestamp,
          'private', page.isPrivate ? '1' : '0',
          'updatedAt', new Date().toISOString()
        ],
        ...indexWrites(keys, page.topicId, page.indexes, indexOptions),
        chunkAt,
        messages: messagesForJobs(keys, page.topicId, page.outcomes),
        seqJobsKey: topicSequenceJobsKey(keys, page.topicId),
        jobKeyParts: jobKeyParts(keys, page.topicId),
        reservationKeyParts: reservationKeyParts(keys, page.topicId),
        reached: reachedOf(keys, page.topicId),
        outcomeTtl,
        at: page.at.toISOString()
      }
      const reply = await commitScript.run(redis, { keys: { meta: payload.metaKey }, args: { payload: JSON.stringify(payload) } })
      const head = reply[0]
      if (head === 'lost' || head === 'stale' || head === 'halted') return { ok: false, reason: head }
      if (head === 'wrongtype') return { ok: false, reason: head, key: reply[1] ?? '', expected: reply[2] ?? '' }
      const matches: MessageMatch[] = []
      for (let i = 1; i + 7 < reply.length; i += 8) {
        const [sequenceNumber = '', jobId = '', via = '', result = '', since = '', was = '', requestId = '', traceparent = ''] = reply.slice(i, i + 8)
        matches.push({ sequenceNumber, jobId, via, result, since, was, requestId, traceparent })
      }
      return { ok: true, matches }
    },

    async halt (topicId, info) {
      await redis.hset(topicMetaKey(keys, topicId), {
        halted: info.reason,
        haltedSequence: String(info.sequenceNumber),
        haltedDetail: info.detail,
        haltedAt: new Date().toISOString()
      })
    }
  }
}

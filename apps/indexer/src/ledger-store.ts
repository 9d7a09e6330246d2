import type { Effect, KeyScope, TickState, TopicState } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { commitScript } from './commit-script.js'
import type { CommitPayload, LedgerOp } from './commit-script.js'
import {
  balancesKey, holdersKey, inscriptionKey, topicLockKey, topicMetaKey, topicRejectedKey, topicSequenceJobsKey, topicTicksKey
} from '@hcs/protocol'
import { jobKeyParts, messagesForJobs, reservationKeyParts } from './confirm.js'
import type { MessageMatch, MessageOutcome } from './confirm.js'

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
  /** The topic state after the page (for holder counts). */
  state: TopicState
  rejected: string[]
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

export interface LedgerStore {
  loadTopicState: (topicId: string) => Promise<{ state: TopicState, checkpoint: TopicCheckpoint }>
  commitPage: (page: PageCommit) => Promise<CommitResult>
  /** Marks the topic halted (kept until an operator clears the `halted` field). */
  halt: (topicId: string, info: HaltInfo) => Promise<void>
}

export const ZERO_HASH_HEX = '0'.repeat(96)

function tickFromHash (tick: string, h: Record<string, string>, balances: Record<string, string>): TickState {
  const state: TickState = {
    tick,
    name: h.name ?? '',
    max: h.max ?? '0',
    deployer: h.deployer ?? '',
    deploySequence: Number(h.deploySequence ?? '0'),
    deployedAt: h.deployedAt ?? '',
    supply: h.supply ?? '0',
    balances
  }
  if (h.lim !== undefined) state.lim = h.lim
  if (h.metadata !== undefined) state.metadata = h.metadata
  return state
}

/** The Redis writes of a page's effects: last value per (tick, account) wins. */
function ledgerOps (keys: KeyScope, topicId: string, effects: Effect[], state: TopicState): LedgerOp[] {
  const ops: LedgerOp[] = []
  const touched = new Map<string, { supply: string, balances: Map<string, string> }>()
  for (const effect of effects) {
    if (effect.deploy !== undefined) {
      const d = effect.deploy
      const fields = ['name', d.name, 'max', d.max, 'deployer', d.deployer, 'deploySequence', String(d.deploySequence), 'deployedAt', d.deployedAt]
      if (d.lim !== undefined) fields.push('lim', d.lim)
      if (d.metadata !== undefined) fields.push('metadata', d.metadata)
      ops.push(['SADD', topicTicksKey(keys, topicId), d.tick], ['HSET', inscriptionKey(keys, topicId, d.tick), 'tick', d.tick, ...fields])
    }
    const t = touched.get(effect.tick) ?? { supply: effect.supply, balances: new Map<string, string>() }
    t.supply = effect.supply
    for (const [account, balance] of Object.entries(effect.balances)) t.balances.set(account, balance)
    touched.set(effect.tick, t)
  }
  for (const [tick, t] of touched) {
    const holders = Object.keys(state.ticks[tick]?.balances ?? {}).length
    ops.push(['HSET', inscriptionKey(keys, topicId, tick), 'supply', t.supply, 'holders', String(holders)])
    for (const [account, balance] of t.balances) {
      if (balance === '0') {
        ops.push(['HDEL', balancesKey(keys, topicId, tick), account], ['ZREM', holdersKey(keys, topicId, tick), account])
      } else {
        ops.push(['HSET', balancesKey(keys, topicId, tick), account, balance], ['ZADD', holdersKey(keys, topicId, tick), balance, account])
      }
    }
  }
  return ops
}

export function createLedgerStore (redis: Redis, keys: KeyScope, options: { rejectedMax?: number, outcomeTtlSeconds?: number } = {}): LedgerStore {
  const rejectedMax = String(options.rejectedMax ?? 10_000)
  const outcomeTtl = String(options.outcomeTtlSeconds ?? 86_400)
  // EVALSHA: the script text travels once per connection, not with every page.
  // KEYS[1] (the topic's meta key) routes the call to the topic's Redis Cluster slot, where every key of the
  // payload lives (they all carry the topic's hash tag, ADR 027).
  commitScript.define(redis)
  return {
    async loadTopicState (topicId) {
      const meta = await redis.hgetall(topicMetaKey(keys, topicId))
      const checkpoint: TopicCheckpoint = {
        lastSequence: Number(meta.lastSequence ?? '0'),
        lastRunningHash: meta.lastRunningHash ?? ZERO_HASH_HEX
      }
      if (meta.lastConsensusTimestamp !== undefined) checkpoint.lastConsensusTimestamp = meta.lastConsensusTimestamp
      if (meta.private !== undefined) checkpoint.isPrivate = meta.private === '1'
      if (meta.halted !== undefined) checkpoint.halted = meta.halted
      const ticks = await redis.smembers(topicTicksKey(keys, topicId))
      const state: TopicState = { ticks: {} }
      for (const tick of ticks) {
        const [h, balances] = await Promise.all([
          redis.hgetall(inscriptionKey(keys, topicId, tick)),
          redis.hgetall(balancesKey(keys, topicId, tick))
        ])
        state.ticks[tick] = tickFromHash(tick, h, balances)
      }
      return { state, checkpoint }
    },

    async commitPage (page) {
      const payload: CommitPayload = {
        lockKey: topicLockKey(keys, page.topicId),
        owner: page.owner,
        metaKey: topicMetaKey(keys, page.topicId),
        expectedLastSequence: String(page.from.lastSequence),
        ops: ledgerOps(keys, page.topicId, page.effects, page.state),
        meta: [
          'lastSequence', String(page.to.lastSequence),
          'lastRunningHash', page.to.lastRunningHash,
          'lastConsensusTimestamp', page.to.lastConsensusTimestamp,
          'private', page.isPrivate ? '1' : '0',
          'updatedAt', new Date().toISOString()
        ],
        rejectedKey: topicRejectedKey(keys, page.topicId),
        rejected: page.rejected,
        rejectedMax,
        messages: messagesForJobs(keys, page.topicId, page.outcomes),
        seqJobsKey: topicSequenceJobsKey(keys, page.topicId),
        jobKeyParts: jobKeyParts(keys, page.topicId),
        reservationKeyParts: reservationKeyParts(keys, page.topicId),
        outcomeTtl,
        at: page.at.toISOString()
      }
      const reply = await commitScript.run(redis, { keys: { meta: payload.metaKey }, args: { payload: JSON.stringify(payload) } })
      const head = reply[0]
      if (head === 'lost' || head === 'stale' || head === 'halted') return { ok: false, reason: head }
      if (head === 'wrongtype') return { ok: false, reason: head, key: reply[1] ?? '', expected: reply[2] ?? '' }
      const matches: MessageMatch[] = []
      for (let i = 1; i + 6 < reply.length; i += 7) {
        const [sequenceNumber = '', jobId = '', via = '', result = '', since = '', was = '', requestId = ''] = reply.slice(i, i + 7)
        matches.push({ sequenceNumber, jobId, via, result, since, was, requestId })
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

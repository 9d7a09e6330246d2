import { applyMessages, emptyTopicState, parseMessage, topicInvalidKey, topicTicksKey } from '@hcs/protocol'
import type { KeyScope, ReplayItem, TickState, TopicState } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { Redis as RedisClient } from 'ioredis'
import { pino } from 'pino'
import { balancesKey, holdersKey, inscriptionKey } from '@hcs/protocol'
import type { MirrorMessage } from '@hcs/runtime'
import { testRedisUrl } from '../../../../test/support/redis.js'
import { createRanker } from '../../src/ledger/ranker.js'

export const silentLog = pino({ level: 'silent' })

export function connect (): Redis {
  return new RedisClient(testRedisUrl(), { maxRetriesPerRequest: null })
}

/** A pure replay of the topic's messages through protocol's rules: what the ledger must hold. */
export function replay (messages: MirrorMessage[], isPrivate: boolean): TopicState {
  const items: ReplayItem[] = []
  for (const m of messages) {
    if (m.chunk !== undefined && m.chunk.total > 1) continue
    const parsed = parseMessage(m.message)
    if (!parsed.ok) continue
    items.push({ message: parsed.message, ctx: { payer: m.payerAccountId, isPrivate, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp } })
  }
  return applyMessages(emptyTopicState(), items).state
}

/** The whole stored ledger of a topic (tests only: the indexer itself never loads it). */
export async function readTopicState (redis: Redis, keys: KeyScope, topicId: string): Promise<TopicState> {
  const state: TopicState = { ticks: {} }
  for (const tick of await redis.zrange(topicTicksKey(keys, topicId), 0, -1)) {
    const [h, balances] = await Promise.all([
      redis.hgetall(inscriptionKey(keys, topicId, tick)),
      redis.hgetall(balancesKey(keys, topicId, tick))
    ])
    const t: TickState = {
      tick,
      name: h.name ?? '',
      max: h.max ?? '0',
      deployer: h.deployer ?? '',
      deploySequence: Number(h.deploySequence ?? '0'),
      deployedAt: h.deployedAt ?? '',
      supply: h.supply ?? '0',
      balances
    }
    if (h.lim !== undefined) t.lim = h.lim
    if (h.metadata !== undefined) t.metadata = h.metadata
    state.ticks[tick] = t
  }
  return state
}

/** Ranks every account the commits left unranked (the indexer's ranker does it beside its loop). */
export async function ranked (redis: Redis, keys: KeyScope, topicId: string): Promise<void> {
  await createRanker({ redis, keys, topicId, log: silentLog }).drain()
}

/**
 * The state the indexer wrote, read back through the store; also checks, once ranked, that the holders sorted
 * set and the counts agree with the balances.
 */
export async function storedState (redis: Redis, keys: KeyScope, topicId: string): Promise<TopicState> {
  await ranked(redis, keys, topicId)
  const state = await readTopicState(redis, keys, topicId)
  for (const tick of Object.keys(state.ticks)) {
    const balances = state.ticks[tick]?.balances ?? {}
    const holders = await redis.zrange(holdersKey(keys, topicId, tick), 0, -1, 'WITHSCORES')
    const fromZset: Record<string, string> = {}
    for (let i = 0; i + 1 < holders.length; i += 2) fromZset[holders[i] ?? ''] = holders[i + 1] ?? ''
    if (JSON.stringify(Object.keys(fromZset).sort()) !== JSON.stringify(Object.keys(balances).sort())) {
      throw new Error(`holders zset of ${tick} disagrees with its balances`)
    }
    const count = await redis.hget(inscriptionKey(keys, topicId, tick), 'holders')
    if (count !== String(Object.keys(balances).length)) throw new Error(`holder count of ${tick} is ${count}`)
    if (await redis.hlen(balancesKey(keys, topicId, tick)) !== Object.keys(balances).length) throw new Error('balances hash size')
  }
  return state
}

/** One entry of a topic's invalid messages stream. */
export interface InvalidRecord {
  sequenceNumber: number
  reason: string
  payer: string
  consensusTimestamp: string
  transactionId?: string
}

/** The topic's invalid messages stream, oldest first. */
export async function readInvalid (redis: Redis, keys: KeyScope, topicId: string): Promise<InvalidRecord[]> {
  const entries = await redis.xrange(topicInvalidKey(keys, topicId), '-', '+')
  return entries.map(([id, fields]) => {
    const f = new Map<string, string>()
    for (let i = 0; i + 1 < fields.length; i += 2) f.set(fields[i] ?? '', fields[i + 1] ?? '')
    const record: InvalidRecord = { sequenceNumber: Number(id.split('-')[0]), reason: f.get('r') ?? '', payer: f.get('p') ?? '', consensusTimestamp: f.get('t') ?? '' }
    const tx = f.get('x')
    if (tx !== undefined) record.transactionId = tx
    return record
  })
}

import { applyMessage, emptyTopicState, parseMessage } from '@hcs/protocol'
import type { KeyScope, TopicState } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { Redis as RedisClient } from 'ioredis'
import { pino } from 'pino'
import { balancesKey, holdersKey, inscriptionKey } from '@hcs/protocol'
import { createLedgerStore } from '../../src/ledger-store.js'
import type { MirrorMessage } from '../../src/mirror-client.js'
import { testRedisUrl } from '../../../../test/support/redis.js'

export const silentLog = pino({ level: 'silent' })

export function connect (): Redis {
  return new RedisClient(testRedisUrl(), { maxRetriesPerRequest: null })
}

/** A pure replay of the topic's messages through protocol's rules: what the ledger must hold. */
export function replay (messages: MirrorMessage[], isPrivate: boolean): TopicState {
  let state = emptyTopicState()
  for (const m of messages) {
    if (m.chunk !== undefined && m.chunk.total > 1) continue
    const parsed = parseMessage(m.message)
    if (!parsed.ok) continue
    const result = applyMessage(state, parsed.message, {
      payer: m.payerAccountId, isPrivate, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp
    })
    if (result.ok) state = result.state
  }
  return state
}

/** The state the indexer wrote, read back through the store; also checks holders and counts agree with balances. */
export async function storedState (redis: Redis, keys: KeyScope, topicId: string): Promise<TopicState> {
  const { state } = await createLedgerStore(redis, keys).loadTopicState(topicId)
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

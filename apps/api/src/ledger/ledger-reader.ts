import type { Redis } from 'ioredis'
import {
  balancesKey, holdersKey, inscriptionKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey, topicMetaKey
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { Balance, HolderEntry, Inscription, TopicStatus } from '../http/responses.js'

type InscriptionLookup = { found: true, inscription: Inscription } | { found: false, pendingDeploy: boolean }

interface HoldersSlice {
  /** Accounts with a balance (exact). */
  total: number
  holders: HolderEntry[]
  /** Where the next page starts in the ranking (the members this page read, listed or not). */
  end: number
  /** Members of the ranking: the next page exists while `end` is below it. */
  ranked: number
}

/** Reads of the ledger the indexer writes (layout: apps/indexer/README.md) plus the api's reservations. */
export interface LedgerReader {
  inscription: (topicId: string, tick: string) => Promise<InscriptionLookup>
  /** undefined when the ticker is not deployed (confirmed) on the topic. */
  balance: (topicId: string, tick: string, account: string) => Promise<Balance | undefined>
  /** Holders by balance, highest first, from `offset`; undefined when the ticker is not deployed. */
  holders: (topicId: string, tick: string, offset: number, limit: number) => Promise<HoldersSlice | undefined>
  topicStatus: (topicId: string) => Promise<TopicStatus>
}

type Replies = Array<[Error | null, unknown]> | null

/** The results of a pipeline, throwing the first command error (Redis down → the caller answers 503). */
function results (replies: Replies): unknown[] {
  return (replies ?? []).map(([err, value]) => {
    if (err !== null) throw err
    return value
  })
}

function subtract (a: string, b: string): string {
  const left = BigInt(a) - BigInt(b)
  return (left > 0n ? left : 0n).toString()
}

function optionalNumber (value: string | undefined): number | null {
  return value === undefined || value === '' ? null : Number(value)
}

export function createLedgerReader (redis: Redis, keys: KeyScope): LedgerReader {
  return {
    async inscription (topicId, tick) {
      const [hash, reserved, pending] = results(await redis.pipeline()
        .hgetall(inscriptionKey(keys, topicId, tick))
        .hget(pendingSupplyKey(keys, topicId), tick)
        .exists(pendingDeployKey(keys, topicId, tick))
        .exec()) as [Record<string, string>, string | null, number]
      if (hash.max === undefined) return { found: false, pendingDeploy: pending === 1 }
      const inscription: Inscription = {
        ticker: tick,
        topicId,
        name: hash.name ?? '',
        max: hash.max,
        supply: hash.supply ?? '0',
        holders: Number(hash.holders ?? '0'),
        deployer: hash.deployer ?? '',
        deploySequence: Number(hash.deploySequence ?? '0'),
        deployedAt: hash.deployedAt ?? '',
        pending: { supply: reserved ?? '0' }
      }
      if (hash.lim !== undefined && hash.lim !== '') inscription.lim = hash.lim
      if (hash.metadata !== undefined) inscription.metadata = hash.metadata
      return { found: true, inscription }
    },

    async balance (topicId, tick, account) {
      const [max, balance, held] = results(await redis.pipeline()
        .hget(inscriptionKey(keys, topicId, tick), 'max')
        .hget(balancesKey(keys, topicId, tick), account)
        .hget(pendingDebitsKey(keys, topicId, tick), account)
        .exec()) as Array<string | null>
      if (max === null || max === undefined) return undefined
      const confirmed = balance ?? '0'
      const pendingDebits = held ?? '0'
      return { ticker: tick, topicId, account, balance: confirmed, pendingDebits, available: subtract(confirmed, pendingDebits) }
    },

    async holders (topicId, tick, offset, limit) {
      // The count is the balances hash's (exact: a balance of 0 is deleted); the order is the holders sorted
      // set's, which the indexer's ranker brings up to date just behind the ledger (ADR 037).
      const [max, total, ranked, page] = results(await redis.pipeline()
        .hget(inscriptionKey(keys, topicId, tick), 'max')
        .hlen(balancesKey(keys, topicId, tick))
        .zcard(holdersKey(keys, topicId, tick))
        .zrevrange(holdersKey(keys, topicId, tick), offset, offset + limit - 1)
        .exec()) as [string | null, number, number, string[]]
      if (max === null) return undefined
      const end = offset + page.length
      if (page.length === 0) return { total, holders: [], end, ranked }
      // zset scores are doubles; the balances hash holds the exact amounts (an account not yet unranked after
      // its balance went to 0 has none, and is left out)
      const exact = await redis.hmget(balancesKey(keys, topicId, tick), ...page)
      const holders = page.flatMap((account, i) => { const balance = exact[i]; return balance === null || balance === undefined ? [] : [{ account, balance }] })
      return { total, holders, end, ranked }
    },

    async topicStatus (topicId) {
      const meta = await redis.hgetall(topicMetaKey(keys, topicId))
      const status: TopicStatus = {
        topicId,
        private: meta.private === undefined ? null : meta.private === '1',
        lastSequence: Number(meta.lastSequence ?? '0'),
        lastConsensusTimestamp: meta.lastConsensusTimestamp ?? null,
        lastRunningHash: meta.lastRunningHash ?? null,
        updatedAt: meta.updatedAt ?? null,
        halted: null
      }
      if (meta.halted !== undefined) {
        status.halted = {
          reason: meta.halted,
          sequence: optionalNumber(meta.haltedSequence),
          detail: meta.haltedDetail ?? null,
          at: meta.haltedAt ?? null
        }
      }
      return status
    }
  }
}

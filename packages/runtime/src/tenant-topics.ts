import type { Cluster, Redis } from 'ioredis'
import { decodeTenantTopic, tenantTopicsKeys } from '@hcs/protocol'
import type { KeyScope, TenantTopic } from '@hcs/protocol'
import { startPoller } from './poller.js'

/**
 * The topics created for tenants (ADR 047) as one process knows them, kept in step with Redis: the owners hash is
 * read again whenever its version counter moved (one GET every `intervalMs`), so every api, worker and indexer
 * process takes a new tenant topic up without a restart. A topic once owned stays owned (nothing removes one).
 */
export interface TenantTopics {
  /** Loads the owners (a failure is retried on the next check) and starts the version check. */
  start: () => Promise<void>
  /** The tenant owning `topicId`; undefined for a shared topic (the default one, HCS20_TOPICS, the registry). */
  ownerOf: (topicId: string) => string | undefined
  topicIds: () => string[]
  /** Calls `listener` for each topic known now, then for each topic a later load finds. */
  onAdded: (listener: (topicId: string, topic: TenantTopic) => void) => void
  /** Reads the owners again now if their version moved (the creating process calls it before it answers). */
  refresh: () => Promise<void>
  close: () => void
}

export interface TenantTopicsOptions {
  redis: Redis | Cluster
  keys: KeyScope
  /** How often the version is compared with the loaded one (default 500 ms). */
  intervalMs?: number
  onError?: (err: unknown) => void
}

export function followTenantTopics ({ redis, keys, intervalMs = 500, onError = () => {} }: TenantTopicsOptions): TenantTopics {
  const names = tenantTopicsKeys(keys)
  const known = new Map<string, TenantTopic>()
  const listeners: Array<(topicId: string, topic: TenantTopic) => void> = []
  let version: string | null | undefined
  let poller: ReturnType<typeof startPoller> | undefined

  const load = async (): Promise<void> => {
    const current = await redis.get(names.version)
    if (version !== undefined && current === version) return
    const all = await redis.hgetall(names.owners)
    for (const [topicId, text] of Object.entries(all)) {
      if (known.has(topicId)) continue
      const topic = decodeTenantTopic(text)
      if (topic === undefined) continue
      known.set(topicId, topic)
      for (const listener of listeners) listener(topicId, topic)
    }
    version = current
  }

  return {
    async start () {
      poller ??= startPoller(load, intervalMs, onError)
      await poller.refresh()
    },
    ownerOf: (topicId) => known.get(topicId)?.tenant,
    topicIds: () => [...known.keys()],
    onAdded (listener) {
      listeners.push(listener)
      for (const [topicId, topic] of known) listener(topicId, topic)
    },
    async refresh () {
      if (poller === undefined) await load()
      else await poller.refresh()
    },
    close () { poller?.close() }
  }
}

/**
 * Records `topicId` as `topic.tenant`'s and raises the version, in one step (both keys in one slot). The first
 * record stands: a second one for the same topic changes nothing. Returns the record that stands.
 */
export async function recordTenantTopic (redis: Redis | Cluster, keys: KeyScope, topicId: string, topic: TenantTopic): Promise<TenantTopic> {
  const names = tenantTopicsKeys(keys)
  const results = await redis.multi().hsetnx(names.owners, topicId, JSON.stringify(topic)).incr(names.version).hget(names.owners, topicId).exec()
  const stored = decodeTenantTopic(results?.[2]?.[1] as string | null | undefined)
  if (stored === undefined) throw new Error(`topic ${topicId}: its owner record could not be read back`)
  return stored
}

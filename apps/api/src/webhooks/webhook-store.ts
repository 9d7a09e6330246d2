import { randomBytes, randomUUID } from 'node:crypto'
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { Redis } from 'ioredis'
import {
  DeliverySchema, MAX_WEBHOOKS_PER_KEY, circuitView, deliveryKey, endpointDeliveriesKey, endpointInFlightKey, endpointWaitersKey, isPublicAddress,
  luaScript, openCircuitsKey, replies, sealWebhookSecret, topicWebhookOwnerKey, webhookBreakerKey, webhookKey, webhookOwnerKey, webhookOwnersKey
} from '@hcs/protocol'
import type { CircuitView, Delivery, KeyScope, WebhookEndpoint, WebhookRequest } from '@hcs/protocol'
import { AppError } from '../http/errors.js'

export interface WebhookStore {
  /** Registers an endpoint of `owner`: 409 TENANT_LIMIT_REACHED past `tenantMax` (its tenant's ceiling), else 400 past MAX_WEBHOOKS_PER_KEY. */
  create: (owner: string, request: WebhookRequest, tenantMax?: number) => Promise<WebhookEndpoint>
  list: (owner: string) => Promise<WebhookEndpoint[]>
  /** The endpoint when `owner` registered it, else undefined (another key's endpoint is "not found"). */
  get: (owner: string, id: string) => Promise<WebhookEndpoint | undefined>
  remove: (owner: string, id: string) => Promise<boolean>
  /** Removes every endpoint of `owner` (its key was revoked); returns how many. */
  removeAll: (owner: string) => Promise<number>
  deliveries: (endpointId: string, limit: number) => Promise<Delivery[]>
  /** The circuit breaker of each endpoint as the worker keeps it (ADR 035), in the order given. */
  circuits: (endpointIds: string[]) => Promise<CircuitView[]>
  /**
   * Copies every owner's endpoint ids into each managed topic (a topic added to the configuration since the
   * endpoints were registered hears of them from now on). The api runs it once at start.
   */
  syncTopics: () => Promise<void>
  /**
   * A topic with jobs from now on (a tenant topic, ADR 047): every owner's endpoint ids are copied into it, and
   * each endpoint registered later is copied there too.
   */
  addTopic: (topicId: string) => Promise<void>
  /**
   * Moves every endpoint of owner `from` to owner `to` (its record, its sets, its topic copies); returns how many.
   * Idempotent: a second run, or one in another process at the same time, ends in the same state.
   */
  adopt: (from: string, to: string) => Promise<number>
}

const webhookReserveScript = luaScript({
  name: 'hcsWebhookReserve',
  file: new URL('../../lua/webhooks/webhook-reserve.lua', import.meta.url),
  keys: ['owner', 'owners'],
  args: ['max', 'id', 'name'],
  reply: replies.integer
})

function notAllowed (detail: string): AppError {
  return new AppError('WEBHOOK_URL_NOT_ALLOWED', 422, 'Unprocessable Content', { detail })
}

/**
 * Refuses a URL whose host is, or resolves to, a loopback, private, link-local or otherwise non-public
 * address (the worker checks the resolved address again when it connects). `allowPrivate` skips it.
 */
export async function checkWebhookUrl (url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  if (isIP(host) !== 0) addresses = [host]
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((entry) => entry.address)
    } catch {
      throw notAllowed(`The host ${host} does not resolve`)
    }
  }
  if (addresses.length === 0 || addresses.some((address) => !isPublicAddress(address))) {
    throw notAllowed(`The host ${host} is (or resolves to) a private or loopback address`)
  }
}

/** What the worker records of an endpoint's deliveries and its circuit breaker, read back for the routes. */
function workerRecords (redis: Redis, keys: KeyScope): Pick<WebhookStore, 'deliveries' | 'circuits'> {
  return {
    async deliveries (endpointId, limit) {
      const ids = await redis.zrevrange(endpointDeliveriesKey(keys, endpointId), 0, limit - 1)
      if (ids.length === 0) return []
      const texts = await redis.mget(ids.map((id) => deliveryKey(keys, id)))
      return texts.flatMap((text) => {
        const parsed = DeliverySchema.safeParse(JSON.parse(text ?? 'null'))
        return parsed.success ? [parsed.data] : []
      })
    },
    async circuits (endpointIds) {
      if (endpointIds.length === 0) return []
      const pipeline = redis.pipeline()
      for (const id of endpointIds) pipeline.hgetall(webhookBreakerKey(keys, id))
      const results = await pipeline.exec() ?? []
      const now = Date.now()
      return results.map(([err, fields]) => {
        if (err !== null) throw err
        return circuitView(fields as Record<string, string>, now)
      })
    }
  }
}

/**
 * Webhook endpoints per API key (`owner`), in Redis under the network's webhook hash tag: `endpoint:<id>`
 * (JSON), the set `owner:<owner>` and the set of owners. Each owner's endpoint ids are also copied into every
 * managed topic (`topicWebhookOwnerKey`), where protocol's job_write reads them in the topic's own slot
 * (ADR 027). A copy is written before the endpoint and removed after it: a failure in between leaves at most
 * an id whose endpoint is gone, which the dispatcher skips.
 */
export function createWebhookStore (redis: Redis, keys: KeyScope, topics: Iterable<string>, secretKey?: Buffer): WebhookStore {
  const topicIds = [...new Set(topics)]
  const copy = async (owner: string, ids: string[], into: readonly string[] = topicIds): Promise<void> => {
    if (ids.length === 0) return
    await Promise.all(into.map(async (topicId) => { await redis.sadd(topicWebhookOwnerKey(keys, topicId, owner), ...ids) }))
  }
  const copyAll = async (into: readonly string[]): Promise<void> => {
    for (const owner of await redis.smembers(webhookOwnersKey(keys))) {
      await copy(owner, await redis.smembers(webhookOwnerKey(keys, owner)), into)
    }
  }
  const read = async (id: string): Promise<WebhookEndpoint | undefined> => {
    const text = await redis.get(webhookKey(keys, id))
    return text === null ? undefined : JSON.parse(text) as WebhookEndpoint
  }
  return {
    async create (owner, request, tenantMax) {
      const id = `wh_${randomUUID().replaceAll('-', '')}`
      const taken = await webhookReserveScript.run(redis, {
        keys: { owner: webhookOwnerKey(keys, owner), owners: webhookOwnersKey(keys) },
        args: { max: String(tenantMax ?? MAX_WEBHOOKS_PER_KEY), id, name: owner }
      })
      if (taken !== 1 && tenantMax !== undefined) {
        throw new AppError('TENANT_LIMIT_REACHED', 409, 'Conflict', { detail: `This tenant has ${tenantMax} webhook endpoints, as many as it may: remove one, or ask the operator for more` })
      }
      if (taken !== 1) {
        throw new AppError('VALIDATION_FAILED', 400, 'Bad Request', { detail: `At most ${MAX_WEBHOOKS_PER_KEY} webhooks per API key` })
      }
      const endpoint: WebhookEndpoint = {
        id,
        owner,
        url: request.url,
        events: request.events,
        secret: `whsec_${randomBytes(32).toString('base64')}`,
        createdAt: new Date().toISOString()
      }
      try {
        await copy(owner, [endpoint.id])
        // the signing secret is sealed at rest (WEBHOOK_SECRET_KEY); the client gets it in clear, once
        await redis.set(webhookKey(keys, endpoint.id), JSON.stringify({ ...endpoint, secret: sealWebhookSecret(endpoint.secret, secretKey) }))
      } catch (err) {
        // give the slot back: an id without its endpoint would hold it for good
        await redis.srem(webhookOwnerKey(keys, owner), endpoint.id).catch(() => {})
        throw err
      }
      return endpoint
    },
    async list (owner) {
      const ids = (await redis.smembers(webhookOwnerKey(keys, owner))).sort()
      if (ids.length === 0) return []
      const texts = await redis.mget(ids.map((id) => webhookKey(keys, id)))
      return texts.filter((text): text is string => text !== null).map((text) => JSON.parse(text) as WebhookEndpoint)
    },
    async get (owner, id) {
      const endpoint = await read(id)
      return endpoint?.owner === owner ? endpoint : undefined
    },
    async remove (owner, id) {
      const endpoint = await read(id)
      if (endpoint?.owner !== owner) return false
      // the worker's breaker state and slots go with it
      await redis.multi().del(webhookKey(keys, id), webhookBreakerKey(keys, id), endpointInFlightKey(keys, id), endpointWaitersKey(keys, id))
        .srem(webhookOwnerKey(keys, owner), id).zrem(openCircuitsKey(keys), id).exec()
      await Promise.all(topicIds.map(async (topicId) => { await redis.srem(topicWebhookOwnerKey(keys, topicId, owner), id) }))
      return true
    },
    async removeAll (owner) {
      const ids = await redis.smembers(webhookOwnerKey(keys, owner))
      for (const id of ids) await this.remove(owner, id)
      // ids whose endpoint was never written (a failed registration) go with the set
      await redis.multi().del(webhookOwnerKey(keys, owner)).srem(webhookOwnersKey(keys), owner).exec()
      return ids.length
    },
    ...workerRecords(redis, keys),
    async syncTopics () {
      await copyAll(topicIds)
    },
    async addTopic (topicId) {
      if (topicIds.includes(topicId)) return
      // listed first, so an endpoint registered meanwhile is copied here by its own create
      topicIds.push(topicId)
      await copyAll([topicId])
    },
    async adopt (from, to) {
      const ids = await redis.smembers(webhookOwnerKey(keys, from))
      if (ids.length === 0 || from === to) return 0
      // the new owner's sets first, the old one's last: a failure in between leaves both owners hearing of them
      await copy(to, ids)
      await redis.multi().sadd(webhookOwnerKey(keys, to), ...ids).sadd(webhookOwnersKey(keys), to).exec()
      for (const id of ids) {
        const text = await redis.get(webhookKey(keys, id))
        if (text !== null) await redis.set(webhookKey(keys, id), JSON.stringify({ ...JSON.parse(text) as WebhookEndpoint, owner: to }))
      }
      await redis.multi().del(webhookOwnerKey(keys, from)).srem(webhookOwnersKey(keys), from).exec()
      await Promise.all(topicIds.map(async (topicId) => { await redis.del(topicWebhookOwnerKey(keys, topicId, from)) }))
      return ids.length
    }
  }
}

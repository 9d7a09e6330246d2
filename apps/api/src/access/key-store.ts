import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import { DEFAULT_TENANT, keyDigest, keyIdOf } from './auth.js'
import type { Caller, KeyLookup, Scope } from './auth.js'

/** A stored key as Redis holds it (under its digest) and `GET /api/keys` shows it: never the key. */
interface KeyInfo {
  id: string
  tenant: string
  name: string
  scopes: Scope[]
  /** Operations per second (a batch counts each); absent: the default (OPS_PER_SECOND_PER_KEY). */
  opsPerSecond?: number
  createdAt: string
}

interface TenantInfo {
  id: string
  name: string
  createdAt: string
}

export interface KeyStore {
  /** The caller a presented key names, from this process's cache: no Redis round trip. */
  lookup: KeyLookup
  /** Loads the stored keys and starts following changes (pub/sub, and a version check every `checkMs`). */
  start: () => Promise<void>
  close: () => Promise<void>
  createTenant: (name: string) => Promise<TenantInfo | 'exists'>
  listTenants: () => Promise<TenantInfo[]>
  tenantExists: (id: string) => Promise<boolean>
  /** Creates a key; the secret is in the answer only. */
  createKey: (input: { tenant: string, name: string, scopes: Scope[], opsPerSecond?: number }) => Promise<KeyInfo & { key: string }>
  /** Stored keys (of one tenant when given), then the API_SECRET_KEY ones (tenant `default`, scope operator). */
  listKeys: (tenant?: string) => Promise<KeyInfo[]>
  /** Revokes a stored key (of `tenant` only, when given); false when there is none. */
  revokeKey: (id: string, tenant?: string) => Promise<boolean>
  /** Reloads now if the stored version moved (the periodic check; tests call it). */
  refresh: () => Promise<void>
}

export interface KeyStoreOptions {
  redis: Redis
  /** Namespace of the access keys (REDIS_PREFIX). */
  prefix: string
  /** HMAC key for stored keys (KEY_HASH_SECRET). */
  secret: string
  /** The API_SECRET_KEY keys: operator keys of tenant `default`, never stored. */
  configKeys: readonly string[]
  log: FastifyBaseLogger
  /** Opens the connection that hears of changes (a subscriber: it keeps its offline queue, so SUBSCRIBE waits for Redis). */
  connectSubscriber: () => Redis
  /** Operations per second of a stored key created without its own limit (OPS_PER_SECOND_PER_KEY). */
  defaultOpsPerSecond?: number
  /** How often the stored version is compared with the loaded one (a lost pub/sub message costs at most this). */
  checkMs?: number
}

const OPERATOR: ReadonlySet<Scope> = new Set(['operator'])

/** Presented keys whose caller a process remembers (see `lookup`): far more than a deployment's keys. */
const PRESENTED_KEPT = 1024

/** A tenant's name (and id): lower-case letters, digits, `-` and `_`, at most 63, starting with a letter or digit. */
export const TENANT_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/

/** Where the access keys live: one hash tag, so every access key is in one slot and a change is one MULTI on a Redis Cluster too. */
function accessKeys (prefix: string) {
  const stem = `${prefix}:{access}`
  return {
    keysHash: `${stem}:keys`,
    idsHash: `${stem}:key-ids`,
    tenantsHash: `${stem}:tenants`,
    versionKey: `${stem}:version`,
    channel: `${stem}:changed`
  }
}
type AccessKeys = ReturnType<typeof accessKeys>

/** What this process knows of the keys, kept in step with Redis; `changed` announces a write to every process. */
interface KnownKeys extends Pick<KeyStore, 'lookup' | 'start' | 'close' | 'refresh'> {
  changed: () => Promise<void>
}

function knownKeys (options: KeyStoreOptions, names: AccessKeys): KnownKeys {
  const { redis, secret, configKeys, log, connectSubscriber, defaultOpsPerSecond, checkMs = 500 } = options
  const { keysHash, versionKey, channel } = names
  const fixed = new Map<string, Caller>(configKeys.map((key) => [keyDigest(secret, key), { keyId: keyIdOf(secret, key), tenant: DEFAULT_TENANT, scopes: OPERATOR }]))
  let stored = new Map<string, Caller>()
  // presented key → its caller, for keys found since the last load
  let presentedKeys = new Map<string, Caller>()
  let version: string | null = null
  let timer: NodeJS.Timeout | undefined
  let subscriber: Redis | undefined
  let loading: Promise<void> | undefined

  async function load (): Promise<void> {
    const [[, v], [, all]] = await redis.multi().get(versionKey).hgetall(keysHash).exec() as [[null, string | null], [null, Record<string, string>]]
    const next = new Map<string, Caller>()
    for (const [digest, text] of Object.entries(all)) {
      const info = JSON.parse(text) as KeyInfo
      const scopes = new Set(info.scopes)
      // operator keys answer for the whole service: no operations limit unless one was set on the key
      const opsPerSecond = info.opsPerSecond ?? (scopes.has('operator') ? undefined : defaultOpsPerSecond)
      next.set(digest, { keyId: info.id, tenant: info.tenant, scopes, ...(opsPerSecond === undefined ? {} : { opsPerSecond }) })
    }
    stored = next
    presentedKeys = new Map()
    version = v
  }
  let again = false
  // one load at a time; a change heard during a load gets a load of its own after it (the running one may have read too early)
  async function reload (): Promise<void> {
    if (loading !== undefined) {
      again = true
      return await loading
    }
    loading = (async () => {
      do {
        again = false
        await load()
      } while (again)
    })().finally(() => { loading = undefined })
    await loading
  }
  async function refresh (): Promise<void> {
    if (await redis.get(versionKey) !== version) await reload()
  }

  return {
    lookup (presented) {
      if (presented === undefined || presented === '') return undefined
      const known = presentedKeys.get(presented)
      if (known !== undefined) return known
      const digest = keyDigest(secret, presented)
      const caller = fixed.get(digest) ?? stored.get(digest)
      if (caller !== undefined) {
        if (presentedKeys.size >= PRESENTED_KEPT) presentedKeys.clear()
        presentedKeys.set(presented, caller)
      }
      return caller
    },
    async start () {
      await reload().catch((err: unknown) => { log.warn({ err }, 'stored API keys not loaded yet (Redis): retried every check') })
      subscriber = connectSubscriber()
      subscriber.on('error', () => {})
      subscriber.on('message', () => { reload().catch(() => {}) })
      await subscriber.subscribe(channel).catch((err: unknown) => { log.warn({ err }, 'key changes not subscribed: the version check still applies them') })
      timer = setInterval(() => { refresh().catch(() => {}) }, checkMs)
      timer.unref()
    },
    async close () {
      clearInterval(timer)
      await subscriber?.quit().catch(() => subscriber?.disconnect())
    },
    refresh,
    async changed () {
      await redis.multi().incr(versionKey).publish(channel, 'changed').exec()
      await reload()
    }
  }
}

/**
 * Keys and tenants in Redis (ADR 031). A key is stored only as its HMAC-SHA256 under KEY_HASH_SECRET. Every
 * api process keeps all of them in memory keyed by that digest, so a request costs one HMAC and one map
 * lookup; a change bumps a version and is published, and each process reloads on the message or, if it
 * missed it, on its next version check. The digest lookup needs no constant-time comparison: a caller
 * cannot choose the HMAC of what it sends, so a lookup's timing tells it nothing about a stored key.
 *
 * The HMAC is most of a lookup's cost (ADR 042), so the callers of keys that were found are also kept under the
 * presented key itself (up to {@link PRESENTED_KEPT}, then forgotten all at once) until the next load, which
 * forgets them all: a revoked or changed key is seen exactly when the reload sees it. Only found keys are kept, so
 * wrong keys cannot fill the map; a Map compares a presented string with a kept key only when V8's seeded hashes
 * of the two are equal, which a caller cannot arrange, so the timing tells it as little as the digest lookup's.
 */
export function createKeyStore (options: KeyStoreOptions): KeyStore {
  const { redis, secret, configKeys } = options
  const names = accessKeys(options.prefix)
  const { keysHash, idsHash, tenantsHash } = names
  const known = knownKeys(options, names)
  const readKeys = async (): Promise<KeyInfo[]> => Object.values(await redis.hgetall(keysHash)).map((text) => JSON.parse(text) as KeyInfo)

  return {
    lookup: known.lookup,
    start: known.start,
    close: known.close,
    refresh: known.refresh,
    async createTenant (name) {
      const info: TenantInfo = { id: name, name, createdAt: new Date().toISOString() }
      if (name === DEFAULT_TENANT || await redis.hsetnx(tenantsHash, name, JSON.stringify(info)) === 0) return 'exists'
      await known.changed()
      return info
    },
    async listTenants () {
      const all = Object.values(await redis.hgetall(tenantsHash)).map((text) => JSON.parse(text) as TenantInfo)
      return [{ id: DEFAULT_TENANT, name: DEFAULT_TENANT, createdAt: '' }, ...all.sort((a, b) => a.id.localeCompare(b.id))]
    },
    async tenantExists (id) {
      return id === DEFAULT_TENANT || await redis.hexists(tenantsHash, id) === 1
    },
    async createKey ({ tenant, name, scopes, opsPerSecond }) {
      const key = `hcs20_${randomBytes(32).toString('base64url')}`
      const info: KeyInfo = {
        id: randomBytes(8).toString('hex'), tenant, name, scopes: [...new Set(scopes)], ...(opsPerSecond === undefined ? {} : { opsPerSecond }), createdAt: new Date().toISOString()
      }
      const digest = keyDigest(secret, key)
      await redis.multi().hset(keysHash, digest, JSON.stringify(info)).hset(idsHash, info.id, digest).exec()
      await known.changed()
      return { ...info, key }
    },
    async listKeys (tenant) {
      const keys = (await readKeys()).filter((info) => tenant === undefined || info.tenant === tenant)
      keys.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      if (tenant !== undefined && tenant !== DEFAULT_TENANT) return keys
      const builtIn = configKeys.map((key): KeyInfo => ({ id: keyIdOf(secret, key), tenant: DEFAULT_TENANT, name: 'API_SECRET_KEY', scopes: ['operator'], createdAt: '' }))
      return [...builtIn, ...keys]
    },
    async revokeKey (id, tenant) {
      const digest = await redis.hget(idsHash, id)
      if (digest === null) return false
      const text = await redis.hget(keysHash, digest)
      if (text !== null && tenant !== undefined && (JSON.parse(text) as KeyInfo).tenant !== tenant) return false
      await redis.multi().hdel(keysHash, digest).hdel(idsHash, id).exec()
      await known.changed()
      return true
    }
  }
}

import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import { luaScript, replies } from '@hcs/protocol'
import { AppError } from '../http/errors.js'
import { DEFAULT_TENANT, keyDigest, keyIdOf } from './auth.js'
import type { Caller, KeyLookup, Scope, TenantLimits, TenantQuota } from './auth.js'

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

/** A tenant as Redis holds it: `limits` are the ceilings the operator set on it, each absent one the default. */
interface StoredTenant {
  id: string
  name: string
  createdAt: string
  limits?: Partial<TenantLimits>
  /** Its daily and monthly quota (ADR 055); absent: none. */
  quota?: TenantQuota
}

/** A tenant as the routes show it: its ceilings in force (none for the default tenant). */
interface TenantInfo {
  id: string
  name: string
  createdAt: string
  limits?: TenantLimits
  quota?: TenantQuota
}

export interface KeyStore {
  /** The caller a presented key names, from this process's cache: no Redis round trip. */
  lookup: KeyLookup
  /** Loads the stored keys and starts following changes (pub/sub, and a version check every `checkMs`). */
  start: () => Promise<void>
  close: () => Promise<void>
  createTenant: (name: string, limits?: Partial<TenantLimits>) => Promise<TenantInfo | 'exists'>
  listTenants: () => Promise<TenantInfo[]>
  tenantExists: (id: string) => Promise<boolean>
  /** The tenant with its ceilings in force; undefined when there is none. */
  getTenant: (id: string) => Promise<TenantInfo | undefined>
  /** Sets some of a (non-default) tenant's ceilings, keeping the others; undefined when there is no such tenant. */
  setTenantLimits: (id: string, limits: Partial<TenantLimits>) => Promise<TenantInfo | undefined>
  /** Replaces a (non-default) tenant's quota (an empty one removes it); undefined when there is no such tenant. */
  setTenantQuota: (id: string, quota: TenantQuota) => Promise<TenantInfo | undefined>
  /** Creates a key; the secret is in the answer only. 409 TENANT_LIMIT_REACHED when its tenant has `maxKeys` stored keys already. */
  createKey: (input: { tenant: string, name: string, scopes: Scope[], opsPerSecond?: number, maxKeys?: number }) => Promise<KeyInfo & { key: string }>
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
  /** The ceilings of a tenant the operator set none of (TENANT_*); absent: tenants have none (the keys CLI, which only writes). */
  tenantDefaults?: TenantLimits
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

// lua/access/key-create.lua: stores a key unless its tenant is at its ceiling of keys; 1 stored, 0 at the ceiling
const keyCreateScript = luaScript({
  name: 'hcsKeyCreate',
  file: new URL('../../lua/access/key-create.lua', import.meta.url),
  keys: ['keys', 'ids'],
  args: ['digest', 'id', 'info', 'tenant', 'max'],
  reply: replies.integer
})

/** A stored tenant's ceilings in force: its own, else the defaults; none without defaults. */
function limitsOf (stored: StoredTenant, defaults: TenantLimits | undefined): TenantLimits | undefined {
  return defaults === undefined ? undefined : { ...defaults, ...stored.limits }
}

/** What this process knows of the keys, kept in step with Redis; `changed` announces a write to every process. */
interface KnownKeys extends Pick<KeyStore, 'lookup' | 'start' | 'close' | 'refresh'> {
  changed: () => Promise<void>
}

function knownKeys (options: KeyStoreOptions, names: AccessKeys): KnownKeys {
  const { redis, secret, configKeys, log, connectSubscriber, defaultOpsPerSecond, tenantDefaults, checkMs = 500 } = options
  const { keysHash, tenantsHash, versionKey, channel } = names
  const fixed = new Map<string, Caller>(configKeys.map((key) => [keyDigest(secret, key), { keyId: keyIdOf(secret, key), tenant: DEFAULT_TENANT, scopes: OPERATOR }]))
  let stored = new Map<string, Caller>()
  // presented key → its caller, for keys found since the last load
  let presentedKeys = new Map<string, Caller>()
  let version: string | null = null
  let timer: NodeJS.Timeout | undefined
  let subscriber: Redis | undefined
  let loading: Promise<void> | undefined

  async function load (): Promise<void> {
    const [[, v], [, all], [, tenantTexts]] = await redis.multi().get(versionKey).hgetall(keysHash).hgetall(tenantsHash).exec() as
      [[null, string | null], [null, Record<string, string>], [null, Record<string, string>]]
    const tenants = new Map(Object.entries(tenantTexts).map(([id, text]) => {
      const tenant = JSON.parse(text) as StoredTenant
      return [id, { limits: limitsOf(tenant, tenantDefaults), quota: tenant.quota }]
    }))
    const next = new Map<string, Caller>()
    for (const [digest, text] of Object.entries(all)) {
      const info = JSON.parse(text) as KeyInfo
      const scopes = new Set(info.scopes)
      // operator keys answer for the whole service: no operations limit unless one was set on the key, no tenant ceiling
      const operator = scopes.has('operator')
      const opsPerSecond = info.opsPerSecond ?? (operator ? undefined : defaultOpsPerSecond)
      const tenant = info.tenant === DEFAULT_TENANT ? undefined : tenants.get(info.tenant)
      const limits = tenant?.limits
      const tenantOps = operator ? undefined : limits?.opsPerSecond
      const quota = operator ? undefined : tenant?.quota
      next.set(digest, {
        keyId: info.id,
        tenant: info.tenant,
        scopes,
        ...(opsPerSecond === undefined ? {} : { opsPerSecond }),
        ...(tenantOps === undefined ? {} : { tenantOpsPerSecond: tenantOps }),
        ...(limits === undefined ? {} : { limits }),
        ...(quota === undefined ? {} : { quota })
      })
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
  const { redis, secret, configKeys, tenantDefaults } = options
  const names = accessKeys(options.prefix)
  const { keysHash, idsHash, tenantsHash } = names
  const known = knownKeys(options, names)
  const readKeys = async (): Promise<KeyInfo[]> => Object.values(await redis.hgetall(keysHash)).map((text) => JSON.parse(text) as KeyInfo)
  keyCreateScript.define(redis)
  const shown = (stored: StoredTenant): TenantInfo => {
    const limits = limitsOf(stored, tenantDefaults)
    return { id: stored.id, name: stored.name, createdAt: stored.createdAt, ...(limits === undefined ? {} : { limits }), ...(stored.quota === undefined ? {} : { quota: stored.quota }) }
  }
  const defaultTenant: TenantInfo = { id: DEFAULT_TENANT, name: DEFAULT_TENANT, createdAt: '' }

  return {
    lookup: known.lookup,
    start: known.start,
    close: known.close,
    refresh: known.refresh,
    async createTenant (name, limits) {
      const stored: StoredTenant = { id: name, name, createdAt: new Date().toISOString(), ...(limits === undefined || Object.keys(limits).length === 0 ? {} : { limits }) }
      if (name === DEFAULT_TENANT || await redis.hsetnx(tenantsHash, name, JSON.stringify(stored)) === 0) return 'exists'
      await known.changed()
      return shown(stored)
    },
    async listTenants () {
      const all = Object.values(await redis.hgetall(tenantsHash)).map((text) => JSON.parse(text) as StoredTenant)
      return [defaultTenant, ...all.sort((a, b) => a.id.localeCompare(b.id)).map(shown)]
    },
    async getTenant (id) {
      if (id === DEFAULT_TENANT) return defaultTenant
      const text = await redis.hget(tenantsHash, id)
      return text === null ? undefined : shown(JSON.parse(text) as StoredTenant)
    },
    async setTenantLimits (id, limits) {
      const text = id === DEFAULT_TENANT ? null : await redis.hget(tenantsHash, id)
      if (text === null) return undefined
      const stored = JSON.parse(text) as StoredTenant
      const next: StoredTenant = { ...stored, limits: { ...stored.limits, ...limits } }
      await redis.hset(tenantsHash, id, JSON.stringify(next))
      await known.changed()
      return shown(next)
    },
    async setTenantQuota (id, quota) {
      const text = id === DEFAULT_TENANT ? null : await redis.hget(tenantsHash, id)
      if (text === null) return undefined
      const { quota: _, ...stored } = JSON.parse(text) as StoredTenant
      const next: StoredTenant = { ...stored, ...(quota.daily === undefined && quota.monthly === undefined ? {} : { quota }) }
      await redis.hset(tenantsHash, id, JSON.stringify(next))
      await known.changed()
      return shown(next)
    },
    async tenantExists (id) {
      return id === DEFAULT_TENANT || await redis.hexists(tenantsHash, id) === 1
    },
    async createKey ({ tenant, name, scopes, opsPerSecond, maxKeys }) {
      const key = `hcs20_${randomBytes(32).toString('base64url')}`
      const info: KeyInfo = {
        id: randomBytes(8).toString('hex'), tenant, name, scopes: [...new Set(scopes)], ...(opsPerSecond === undefined ? {} : { opsPerSecond }), createdAt: new Date().toISOString()
      }
      const digest = keyDigest(secret, key)
      const stored = await keyCreateScript.run(redis, {
        keys: { keys: keysHash, ids: idsHash },
        args: { digest, id: info.id, info: JSON.stringify(info), tenant, max: maxKeys === undefined ? '' : String(maxKeys) }
      })
      if (stored === 0) {
        throw new AppError('TENANT_LIMIT_REACHED', 409, 'Conflict', { detail: `Tenant ${tenant} has ${maxKeys ?? 0} keys, as many as it may: revoke one, or ask the operator for more` })
      }
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

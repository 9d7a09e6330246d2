import type { Redis } from 'ioredis'
import { z } from 'zod'
import { OperationSchema, luaScript, preparationKey, replies, tenantPreparationsKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { AppError, orQueueUnavailable } from '../http/errors.js'

/** What a prepare handed out, kept until shortly after the transaction expires: what a signed one must match. */
const PreparationSchema = z.object({
  /** The job id the signed transaction's job gets (`<topicId>_s<22 random base64url>`). */
  id: z.string(),
  topicId: z.string(),
  operation: OperationSchema,
  message: z.string(),
  transactionId: z.string(),
  nodeIds: z.array(z.string()),
  /** sha256 (base64url) of each node's transaction body, in the transaction's node order. */
  bodies: z.array(z.string()),
  /** When the transaction's valid window ends (epoch ms). */
  expiresAt: z.number().int(),
  tenant: z.string()
})
export type Preparation = z.infer<typeof PreparationSchema>

/** How long after its expiry a preparation is kept: a late submit gets TRANSACTION_EXPIRED, not PREPARATION_UNKNOWN. */
const KEEP_AFTER_EXPIRY_MS = 60_000

export interface PreparationStore {
  /** Keeps a preparation, counted as one of its tenant's open ones; 429 PREPARATIONS_EXHAUSTED when the tenant holds its most. */
  save: (preparation: Preparation) => Promise<void>
  /** The preparation of `transactionId` on `topicId`, if any. */
  find: (topicId: string, transactionId: string) => Promise<Preparation | undefined>
  /** No longer counts a submitted preparation as open (it is still found: a replay answers its job). */
  close: (preparation: Preparation) => Promise<void>
}

// lua/signed/preparation-slot.lua: { added, expiry of the tenant's oldest open preparation when refused }
const preparationSlotScript = luaScript({
  name: 'hcsPreparationSlot',
  file: new URL('../../lua/signed/preparation-slot.lua', import.meta.url),
  keys: ['open'],
  args: ['member', 'expiresAt', 'max', 'now'],
  reply: (raw) => {
    const [added = 0, oldest = 0] = replies.strings(raw).map(Number)
    return { added: added === 1, oldest }
  }
})

function exhausted (max: number, oldest: number): AppError {
  const seconds = Math.max(1, Math.ceil((oldest - Date.now()) / 1000))
  return new AppError('PREPARATIONS_EXHAUSTED', 429, 'Too Many Requests', {
    detail: `This tenant holds ${max} prepared transactions neither submitted nor expired (SIGNED_MAX_OPEN_PER_TENANT): submit them, or retry in ${seconds} s when the oldest expires`,
    headers: { 'retry-after': String(seconds) }
  })
}

/**
 * Preparations in Redis, one JSON string each in its topic's slot (`preparationKey`), expiring on their own. Each
 * tenant holds at most `maxOpenPerTenant` open ones (`tenantPreparationsKey`): what a tenant may make the service
 * keep is bounded whether or not it ever submits.
 */
export function createPreparationStore (redis: Redis, keys: KeyScope, maxOpenPerTenant: number): PreparationStore {
  preparationSlotScript.define(redis)
  const member = (preparation: Preparation): string => `${preparation.topicId}/${preparation.transactionId}`
  return {
    async save (preparation) {
      const now = Date.now()
      const slot = await orQueueUnavailable(async () => await preparationSlotScript.run(redis, {
        keys: { open: tenantPreparationsKey(keys, preparation.tenant) },
        args: { member: member(preparation), expiresAt: preparation.expiresAt, max: maxOpenPerTenant, now }
      }))
      if (!slot.added) throw exhausted(maxOpenPerTenant, slot.oldest)
      const ttlMs = Math.max(1, preparation.expiresAt - now + KEEP_AFTER_EXPIRY_MS)
      await orQueueUnavailable(async () => {
        await redis.set(preparationKey(keys, preparation.topicId, preparation.transactionId), JSON.stringify(preparation), 'PX', ttlMs)
      })
    },
    async close (preparation) {
      await orQueueUnavailable(async () => { await redis.zrem(tenantPreparationsKey(keys, preparation.tenant), member(preparation)) })
    },
    async find (topicId, transactionId) {
      const text = await orQueueUnavailable(async () => await redis.get(preparationKey(keys, topicId, transactionId)))
      if (text === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        return undefined
      }
      const result = PreparationSchema.safeParse(parsed)
      return result.success ? result.data : undefined
    }
  }
}

import type { Redis } from 'ioredis'
import { z } from 'zod'
import { OperationSchema, preparationKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { orQueueUnavailable } from '../http/errors.js'

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
  save: (preparation: Preparation) => Promise<void>
  /** The preparation of `transactionId` on `topicId`, if any. */
  find: (topicId: string, transactionId: string) => Promise<Preparation | undefined>
}

/** Preparations in Redis, one JSON string each in its topic's slot (`preparationKey`), expiring on their own. */
export function createPreparationStore (redis: Redis, keys: KeyScope): PreparationStore {
  return {
    async save (preparation) {
      const ttlMs = Math.max(1, preparation.expiresAt - Date.now() + KEEP_AFTER_EXPIRY_MS)
      await orQueueUnavailable(async () => {
        await redis.set(preparationKey(keys, preparation.topicId, preparation.transactionId), JSON.stringify(preparation), 'PX', ttlMs)
      })
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

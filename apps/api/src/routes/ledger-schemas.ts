import { z } from 'zod'
import { AccountIdSchema, TickerSchema, TopicIdSchema } from '@hcs/protocol'

const DecimalSchema = z.string().regex(/^\d+$/).describe('Exact decimal amount (string: up to 18 digits)')

export const TopicQuerySchema = z.object({
  topic_id: TopicIdSchema.optional().describe('A managed topic; default HCS20_TOPIC_ID')
})

export const BalanceParamsSchema = z.object({ ticker: TickerSchema, account: AccountIdSchema })

export const HOLDERS_DEFAULT_LIMIT = 50
export const HOLDERS_MAX_LIMIT = 500

export const HoldersQuerySchema = TopicQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(HOLDERS_MAX_LIMIT).default(HOLDERS_DEFAULT_LIMIT),
  cursor: z.string().max(100).optional().describe('Opaque: the `next` link of the previous page carries it')
})

export const TopicParamsSchema = z.object({ topicId: TopicIdSchema })

export const InscriptionSchema = z.object({
  ticker: z.string(),
  topicId: z.string(),
  name: z.string(),
  max: DecimalSchema,
  lim: DecimalSchema.optional(),
  metadata: z.string().optional(),
  supply: DecimalSchema.describe('Confirmed minted supply (burns subtracted)'),
  holders: z.number().int().describe('Accounts with a confirmed balance above zero'),
  deployer: z.string().describe('Payer of the deploy transaction'),
  deploySequence: z.number().int(),
  deployedAt: z.string().describe('Consensus timestamp of the deploy, seconds.nanos'),
  pending: z.object({ supply: DecimalSchema.describe('Supply reserved by accepted, unconfirmed mints') })
}).describe('A confirmed inscription (the deploy is on the ledger)')
export type Inscription = z.infer<typeof InscriptionSchema>

export const BalanceSchema = z.object({
  ticker: z.string(),
  topicId: z.string(),
  account: z.string(),
  balance: DecimalSchema.describe('Confirmed balance'),
  pendingDebits: DecimalSchema.describe('Reserved by accepted, unconfirmed transfers and burns from this account'),
  available: DecimalSchema.describe('balance - pendingDebits: what a new transfer or burn may take')
})
export type Balance = z.infer<typeof BalanceSchema>

export const HolderEntrySchema = z.object({ account: z.string(), balance: DecimalSchema })
export type HolderEntry = z.infer<typeof HolderEntrySchema>

export const HoldersPageSchema = z.object({
  ticker: z.string(),
  topicId: z.string(),
  total: z.number().int().describe('Number of holders'),
  holders: z.array(HolderEntrySchema).describe('By confirmed balance, highest first'),
  next: z.string().nullable().describe('Link to the next page, null on the last one')
})
export type HoldersPage = z.infer<typeof HoldersPageSchema>

export const TopicStatusSchema = z.object({
  topicId: z.string(),
  private: z.boolean().nullable().describe('Has a submit key; null until the indexer has read the topic'),
  lastSequence: z.number().int().describe('Last sequence number the indexer applied (0: none yet)'),
  lastConsensusTimestamp: z.string().nullable(),
  lastRunningHash: z.string().nullable().describe('Hex running hash after lastSequence'),
  updatedAt: z.string().nullable(),
  halted: z.object({
    reason: z.string(),
    sequence: z.number().int().nullable(),
    detail: z.string().nullable(),
    at: z.string().nullable()
  }).nullable().describe('Set when the indexer stopped the topic (running-hash chain broken)')
}).describe('What the indexer knows of a managed topic')
export type TopicStatus = z.infer<typeof TopicStatusSchema>

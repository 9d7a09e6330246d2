import { z } from 'zod'
import { OPERATION_KINDS } from '@hcs/protocol'

// The bodies the api answers with: what the intake and the ledger reads build (submit.ts, batch.ts,
// ledger-reader.ts) and the routes declare as their responses. They sit in http/, below every concern, so
// each concern builds and declares them without importing another.

export const AcceptedSchema = z.object({
  jobId: z.string(),
  status: z.literal('queued'),
  op: z.enum(OPERATION_KINDS),
  ticker: z.string(),
  topicId: z.string(),
  message: z.string().describe('The exact HCS-20 JSON that will be submitted'),
  links: z.object({ self: z.string() })
}).describe('Accepted: the job is queued; poll links.self')
export type Accepted = z.infer<typeof AcceptedSchema>

const DecimalSchema = z.string().regex(/^\d+$/).describe('Exact decimal amount (string: up to 18 digits)')

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

const HolderEntrySchema = z.object({ account: z.string(), balance: DecimalSchema })
export type HolderEntry = z.infer<typeof HolderEntrySchema>

export const HoldersPageSchema = z.object({
  ticker: z.string(),
  topicId: z.string(),
  total: z.number().int().describe('Number of holders'),
  holders: z.array(HolderEntrySchema).describe('By confirmed balance, highest first'),
  next: z.string().nullable().describe('Link to the next page, null on the last one')
})

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

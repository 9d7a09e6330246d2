import { z } from 'zod'
import { AccountIdSchema, OPERATION_KINDS } from '@hcs/protocol'
import { TopicQuerySchema } from './ledger-schemas.js'

// The history and invalid-message routes' queries and answers (ADR 044): entries from Redis, bodies from the mirror.

const DEFAULT_LIMIT = 50
const MAX_LIMIT = 200

const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  order: z.enum(['asc', 'desc']).optional().describe('`asc` (default): oldest first, consensus order; `desc`: newest first. A cursor keeps the order it was issued for'),
  cursor: z.string().max(100).optional().describe('Opaque: the `next` link of the previous page carries it')
})

export const HistoryQuerySchema = TopicQuerySchema.extend(PageQuerySchema.shape).extend({
  account: AccountIdSchema.optional().describe('Only the entries that name this account as `from` or `to`'),
  status: z.enum(['valid', 'invalid']).optional().describe('Only the entries the rules applied (`valid`) or rejected (`invalid`)')
})

export const InvalidQuerySchema = PageQuerySchema

const DecimalSchema = z.string().regex(/^\d+$/)

const LinksSchema = z.object({
  mirror: z.string().describe('The message on the mirror node (REST)'),
  hashscan: z.string().optional().describe('The message on HashScan (testnet and mainnet)')
})

const HistoryItemSchema = z.object({
  sequenceNumber: z.number().int(),
  consensusTimestamp: z.string(),
  transactionId: z.string().nullable().describe('The initial transaction id (from the mirror\'s chunk_info), null when the mirror gives none'),
  payer: z.string(),
  op: z.enum(OPERATION_KINDS),
  amount: DecimalSchema.optional().describe('The `amt` of a mint, transfer or burn'),
  from: z.string().optional(),
  to: z.string().optional(),
  name: z.string().optional().describe('deploy only'),
  max: DecimalSchema.optional().describe('deploy only'),
  lim: DecimalSchema.optional().describe('deploy only, when the message has it'),
  metadata: z.string().optional().describe('deploy only, when the message has it'),
  memo: z.string().optional().describe('The message\'s `m`'),
  valid: z.boolean(),
  reason: z.string().optional().describe('Why the rules rejected it (invalid entries only): tick_exists, limit_exceeded, supply_exceeded, payer_not_from, insufficient_balance'),
  jobId: z.string().optional().describe('The job that sent it, while the worker\'s index of its transaction id names the job (it is dropped once the job settles)'),
  links: LinksSchema
})
export type HistoryItem = z.infer<typeof HistoryItemSchema>

export const HistoryPageSchema = z.object({
  ticker: z.string(),
  topicId: z.string(),
  items: z.array(HistoryItemSchema),
  next: z.string().nullable().describe('Link to the next page, null on the last one (a filtered page may hold fewer than `limit` items and still have one)')
}).describe('A page of the ticker\'s history')

const InvalidItemSchema = z.object({
  sequenceNumber: z.number().int(),
  consensusTimestamp: z.string(),
  payer: z.string(),
  transactionId: z.string().optional(),
  message: z.string().nullable().describe('The message as on the topic (at most 1,024 bytes); null when the mirror did not answer'),
  encoding: z.enum(['utf8', 'base64']).optional().describe('How `message` is written: its text, or base64 of its bytes when they are not UTF-8'),
  truncated: z.boolean().optional().describe('true when `message` is cut to its first 1,024 bytes'),
  reason: z.string().describe('Why the rules rejected it (protocol reject reason, e.g. invalid_json, tick_not_found, insufficient_balance)')
})
export type InvalidItem = z.infer<typeof InvalidItemSchema>

export const InvalidPageSchema = z.object({
  topicId: z.string(),
  items: z.array(InvalidItemSchema),
  next: z.string().nullable().describe('Link to the next page, null on the last one')
}).describe('A page of the topic\'s rejected messages')

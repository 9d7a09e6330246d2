import { z } from 'zod'
import {
  AccountIdSchema, MemoSchema, MetadataSchema, NameSchema, PositiveAmountSchema, TickerSchema, TopicIdSchema, WriteTickerSchema
} from './fields.js'
import type { BurnOperation, DeployOperation, MintOperation, Operation, TransferOperation } from './message.js'

// Request bodies reject unknown keys (`.strict()`): a typo such as `ammount` must be a 400, not a silent default.

/** Body of `POST /api/inscription/deploy`. `limit` (when given) must not exceed `max`. */
export const DeployRequestSchema = z.object({
  ticker: WriteTickerSchema,
  name: NameSchema,
  max: PositiveAmountSchema,
  limit: PositiveAmountSchema.optional(),
  metadata: MetadataSchema.optional(),
  memo: MemoSchema.optional(),
  topic_id: TopicIdSchema.optional()
}).strict().refine((body) => body.limit === undefined || BigInt(body.limit) <= BigInt(body.max), {
  message: 'limit must not exceed max', path: ['limit']
})
/** Parsed deploy body (canonical strings). */
export type DeployRequest = z.infer<typeof DeployRequestSchema>

/** Body of `POST /api/inscription/{ticker}/mint`. */
export const MintRequestSchema = z.object({
  amount: PositiveAmountSchema,
  to: AccountIdSchema,
  memo: MemoSchema.optional(),
  topic_id: TopicIdSchema.optional()
}).strict()
/** Parsed mint body. */
export type MintRequest = z.infer<typeof MintRequestSchema>

/** Body of `POST /api/inscription/{ticker}/transfer`. */
export const TransferRequestSchema = z.object({
  amount: PositiveAmountSchema,
  from: AccountIdSchema,
  to: AccountIdSchema,
  memo: MemoSchema.optional(),
  topic_id: TopicIdSchema.optional()
}).strict()
/** Parsed transfer body. */
export type TransferRequest = z.infer<typeof TransferRequestSchema>

/** Body of `POST /api/inscription/{ticker}/burn`. */
export const BurnRequestSchema = z.object({
  amount: PositiveAmountSchema,
  from: AccountIdSchema,
  memo: MemoSchema.optional(),
  topic_id: TopicIdSchema.optional()
}).strict()
/** Parsed burn body. */
export type BurnRequest = z.infer<typeof BurnRequestSchema>

/** The route parameter `{ticker}`, normalised like the body's `ticker`. */
export const TickerParamSchema = z.object({ ticker: TickerSchema })
/** Path of the write routes (mint, transfer, burn): a ticker this service writes ({@link WriteTickerSchema}). */
export const WriteTickerParamSchema = z.object({ ticker: WriteTickerSchema })

function withMemo<T extends object> (operation: T, memo: string | undefined): T & { m?: string } {
  return memo === undefined ? operation : { ...operation, m: memo }
}

/**
 * Maps a parsed request body to the operation to submit: ticker→tick, amount→amt, limit→lim,
 * memo→m. `ticker` must already be normalised (from the body for deploy, from the path otherwise).
 * Absent optional fields are omitted (never `undefined` keys); `topic_id` is not part of the operation.
 */
export function toOperation (op: 'deploy', ticker: string, body: DeployRequest): DeployOperation
export function toOperation (op: 'mint', ticker: string, body: MintRequest): MintOperation
export function toOperation (op: 'transfer', ticker: string, body: TransferRequest): TransferOperation
export function toOperation (op: 'burn', ticker: string, body: BurnRequest): BurnOperation
export function toOperation (
  op: Operation['op'], ticker: string, body: DeployRequest | MintRequest | TransferRequest | BurnRequest
): Operation
export function toOperation (
  op: Operation['op'], ticker: string, body: DeployRequest | MintRequest | TransferRequest | BurnRequest
): Operation {
  switch (op) {
    case 'deploy': {
      const b = body as DeployRequest
      const operation: DeployOperation = { op, tick: ticker, name: b.name, max: b.max }
      if (b.limit !== undefined) operation.lim = b.limit
      if (b.metadata !== undefined) operation.metadata = b.metadata
      return withMemo(operation, b.memo)
    }
    case 'mint': {
      const b = body as MintRequest
      return withMemo({ op, tick: ticker, amt: b.amount, to: b.to }, b.memo)
    }
    case 'transfer': {
      const b = body as TransferRequest
      return withMemo({ op, tick: ticker, amt: b.amount, from: b.from, to: b.to }, b.memo)
    }
    case 'burn': {
      const b = body as BurnRequest
      return withMemo({ op, tick: ticker, amt: b.amount, from: b.from }, b.memo)
    }
  }
}

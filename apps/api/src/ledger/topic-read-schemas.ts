import { z } from 'zod'
import { AccountIdSchema } from '@hcs/protocol'
import { AppError } from '../http/errors.js'
import { TopicQuerySchema } from './ledger-schemas.js'

const CursorSchema = z.string().max(100).optional().describe('Opaque: the `next` link of the previous page carries it')

/** Most tickers one page of `GET /api/accounts/{account}` walks (one pipelined read of two fields per ticker). */
const ACCOUNT_MAX_LIMIT = 1000

export const AccountParamsSchema = z.object({ account: AccountIdSchema })

export const AccountQuerySchema = TopicQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(ACCOUNT_MAX_LIMIT).default(ACCOUNT_MAX_LIMIT)
    .describe('How many of the topic\'s tickers this page walks (not how many it lists)'),
  cursor: CursorSchema
})

export const TickersQuerySchema = TopicQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: CursorSchema
})

export const RegistryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: CursorSchema
})

/**
 * Where a walk in a topic's order continues: after a sequence number (`d`: a deploy's, the topic's tickers; `r`: a
 * registry message's). The number does not move when entries are added, so a page never repeats or skips one.
 */
export type CursorKind = 'd' | 'r'

function encodeSequenceCursor (kind: CursorKind, after: number): string {
  return Buffer.from(`${kind}${after}`).toString('base64url')
}

/** The sequence number a cursor continues after (undefined without one); 400 VALIDATION_FAILED for any other text. */
export function decodeSequenceCursor (kind: CursorKind, cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined
  const match = /^([dr])(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (match?.[1] !== kind || match[2] === undefined) {
    throw new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
      detail: 'The request does not match the schema',
      errors: [{ path: 'querystring.cursor', message: 'Not a cursor this api issued' }]
    })
  }
  return Number(match[2])
}

/** The relative link to the page after `after`: the same path and query, with the cursor. */
export function nextLink (path: string, query: Record<string, string | number | undefined>, kind: CursorKind, after: number | undefined): string | null {
  if (after === undefined) return null
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && name !== 'cursor') params.set(name, String(value))
  params.set('cursor', encodeSequenceCursor(kind, after))
  return `${path}?${params.toString()}`
}

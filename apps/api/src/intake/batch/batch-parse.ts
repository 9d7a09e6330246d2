import type { z } from 'zod'
import {
  BurnRequestSchema, DeployRequestSchema, MintRequestSchema, OPERATION_KINDS, TransferRequestSchema, WriteTickerSchema, toOperation
} from '@hcs/protocol'
import type { Operation } from '@hcs/protocol'
import { AppError } from '../../http/errors.js'
import type { FieldError } from '../../http/errors.js'

/** One batch item after the single route's own schema: the operation and its `topic_id`, or the 400 it would get. */
export type ParsedItem = { ok: true, operation: Operation, topicId: string | undefined } | { ok: false, error: AppError }

const BODY_SCHEMAS = {
  deploy: DeployRequestSchema,
  mint: MintRequestSchema,
  transfer: TransferRequestSchema,
  burn: BurnRequestSchema
} as const

function invalid (index: number, errors: FieldError[]): ParsedItem {
  return {
    ok: false,
    error: new AppError('VALIDATION_FAILED', 400, 'Bad Request', { detail: `Operation ${index} does not match the schema`, errors })
  }
}

function issuesOf (index: number, issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ path: ['body', 'operations', index, ...issue.path].join('.'), message: issue.message }))
}

/** What WriteTickerSchema made of each ticker text of one batch (the same text gets the same answer). */
export type TickerMemo = Map<string, ReturnType<typeof WriteTickerSchema.safeParse>>

function parseTicker (ticker: unknown, memo: TickerMemo | undefined): ReturnType<typeof WriteTickerSchema.safeParse> {
  if (memo === undefined || typeof ticker !== 'string') return WriteTickerSchema.safeParse(ticker)
  let parsed = memo.get(ticker)
  if (parsed === undefined) {
    parsed = WriteTickerSchema.safeParse(ticker)
    memo.set(ticker, parsed)
  }
  return parsed
}

/**
 * Reads one batch item exactly as its single route reads its request: `op` picks the route, `ticker`
 * is the route's `{ticker}` (the body's field for deploy), and the remaining fields go through the same
 * protocol request schema (strict: an unknown field is a 400, as on the single route). `tickers`: the batch's
 * ticker texts read so far (a batch names few tickers, each checked once).
 */
export function parseBatchItem (item: Record<string, unknown>, index: number, tickers?: TickerMemo): ParsedItem {
  const { op, ...rest } = item
  if (typeof op !== 'string' || !(OPERATION_KINDS as readonly string[]).includes(op)) {
    return invalid(index, [{ path: `body.operations.${index}.op`, message: `Must be one of ${OPERATION_KINDS.join(', ')}` }])
  }
  const kind = op as Operation['op']
  if (kind === 'deploy') {
    const body = DeployRequestSchema.safeParse(rest)
    if (!body.success) return invalid(index, issuesOf(index, body.error.issues))
    return { ok: true, operation: toOperation('deploy', body.data.ticker, body.data), topicId: body.data.topic_id }
  }
  const { ticker, ...fields } = rest
  const tick = parseTicker(ticker, tickers)
  const body = BODY_SCHEMAS[kind].safeParse(fields)
  if (!tick.success || !body.success) {
    const errors = [
      ...(tick.success ? [] : issuesOf(index, tick.error.issues.map((issue) => ({ ...issue, path: ['ticker', ...issue.path] })))),
      ...(body.success ? [] : issuesOf(index, body.error.issues))
    ]
    return invalid(index, errors)
  }
  return { ok: true, operation: toOperation(kind, tick.data, body.data), topicId: body.data.topic_id }
}

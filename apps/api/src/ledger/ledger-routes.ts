import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TickerParamSchema } from '@hcs/protocol'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import type { LedgerReader } from './ledger-reader.js'
import { managedTopic } from '../intake/managed-topic.js'
import { BalanceSchema, HoldersPageSchema, InscriptionSchema, TopicStatusSchema } from '../http/responses.js'
import { BalanceParamsSchema, HoldersQuerySchema, TopicParamsSchema, TopicQuerySchema } from './ledger-schemas.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'

export interface LedgerRoutesOptions {
  reader: LedgerReader
  topics: ReadonlySet<string>
  defaultTopicId: string
}

const SECURITY = [{ apiKey: [] }]
const READ_PROBLEMS = {
  ...COMMON_PROBLEMS,
  403: problem('TOPIC_NOT_ALLOWED: topic_id is not a managed topic'),
  404: problem('TICKER_NOT_FOUND: the ticker is not deployed (confirmed) on the topic')
}

/** Offsets travel as an opaque cursor so the paging scheme can change without breaking clients. */
export function encodeCursor (offset: number): string {
  return Buffer.from(`o${offset}`).toString('base64url')
}

export function decodeCursor (cursor: string | undefined): number {
  if (cursor === undefined) return 0
  const match = /^o(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (match?.[1] === undefined) {
    throw new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
      detail: 'The request does not match the schema',
      errors: [{ path: 'querystring.cursor', message: 'Not a cursor this api issued' }]
    })
  }
  return Number(match[1])
}

function tickerNotFound (tick: string, topicId: string, pendingDeploy = false): AppError {
  return new AppError('TICKER_NOT_FOUND', 404, 'Not Found', {
    detail: pendingDeploy
      ? `The deploy of ${tick} on topic ${topicId} is pending: it is not on the ledger yet`
      : `Ticker ${tick} is not deployed on topic ${topicId}`
  })
}

/** Read endpoints over the ledger: inscription, balance, holders, topic status. */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, { reader, topics, defaultTopicId }) => {
  const managed = (requested: string | undefined): string => managedTopic({ topics, defaultTopicId }, requested)

  app.get('/api/inscription/:ticker', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'Read a confirmed inscription (a pending deploy answers 404 with "pending" in detail)',
      tags: ['ledger'],
      security: SECURITY,
      params: TickerParamSchema,
      querystring: TopicQuerySchema,
      response: { 200: InscriptionSchema, ...READ_PROBLEMS }
    }
  }, async (request) => {
    const topicId = managed(request.query.topic_id)
    const { ticker } = request.params
    const lookup = await orQueueUnavailable(async () => await reader.inscription(topicId, ticker))
    if (!lookup.found) throw tickerNotFound(ticker, topicId, lookup.pendingDeploy)
    return lookup.inscription
  })

  app.get('/api/inscription/:ticker/balance/:account', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'Read an account balance: confirmed, pending debits and available',
      tags: ['ledger'],
      security: SECURITY,
      params: BalanceParamsSchema,
      querystring: TopicQuerySchema,
      response: { 200: BalanceSchema, ...READ_PROBLEMS }
    }
  }, async (request) => {
    const topicId = managed(request.query.topic_id)
    const { ticker, account } = request.params
    const balance = await orQueueUnavailable(async () => await reader.balance(topicId, ticker, account))
    if (balance === undefined) throw tickerNotFound(ticker, topicId)
    return balance
  })

  app.get('/api/inscription/:ticker/holders', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'List holders by confirmed balance, highest first (paged)',
      tags: ['ledger'],
      security: SECURITY,
      params: TickerParamSchema,
      querystring: HoldersQuerySchema,
      response: { 200: HoldersPageSchema, ...READ_PROBLEMS }
    }
  }, async (request) => {
    const topicId = managed(request.query.topic_id)
    const { ticker } = request.params
    const { limit } = request.query
    const offset = decodeCursor(request.query.cursor)
    const slice = await orQueueUnavailable(async () => await reader.holders(topicId, ticker, offset, limit))
    if (slice === undefined) throw tickerNotFound(ticker, topicId)
    let next: string | null = null
    if (slice.end < slice.ranked && slice.end > offset) {
      const query = new URLSearchParams({ limit: String(limit), cursor: encodeCursor(slice.end) })
      if (request.query.topic_id !== undefined) query.set('topic_id', topicId)
      next = `/api/inscription/${encodeURIComponent(ticker)}/holders?${query.toString()}`
    }
    return { ticker, topicId, total: slice.total, holders: slice.holders, next }
  })

  app.get('/api/topics/:topicId/status', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'What the indexer knows of a managed topic: checkpoint, public/private, halted',
      tags: ['ledger'],
      security: SECURITY,
      params: TopicParamsSchema,
      response: { 200: TopicStatusSchema, ...COMMON_PROBLEMS, 403: problem('TOPIC_NOT_ALLOWED: not a managed topic') }
    }
  }, async (request) => {
    const topicId = managed(request.params.topicId)
    return await orQueueUnavailable(async () => await reader.topicStatus(topicId))
  })
}

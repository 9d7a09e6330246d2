import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Authenticate } from '../access/auth.js'
import { callerOf } from '../access/authorize.js'
import { orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'
import { AccountBalancesSchema, TickersPageSchema } from '../http/topic-read-responses.js'
import { managedTopic } from '../intake/managed-topic.js'
import type { TopicReads } from './topic-reads.js'
import { AccountParamsSchema, AccountQuerySchema, decodeSequenceCursor, nextLink, TickersQuerySchema } from './topic-read-schemas.js'

export interface AccountRoutesOptions {
  reads: TopicReads
  topics: ReadonlySet<string>
  defaultTopicId: string
  authenticate: Authenticate
}

const SECURITY = [{ apiKey: [] }]
const PROBLEMS = { ...COMMON_PROBLEMS, 403: problem('TOPIC_NOT_ALLOWED: topic_id is not a managed topic') }

/** Reads across a topic's tickers: one account's balances on all of them, and the tickers themselves. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { reads, topics, defaultTopicId, authenticate }) => {
  const managed = (requested: string | undefined): string => managedTopic({ topics, defaultTopicId }, requested)

  app.get('/api/accounts/:account', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'An account\'s balances on a topic: the tickers where it holds a balance or has a pending debit (paged over the topic\'s tickers)',
      description: 'Walks the topic\'s tickers in deploy order, `limit` of them per page, and lists those where the account holds a confirmed balance or has something pending (reserved by accepted, unconfirmed transfers and burns). A page may list fewer than `limit` tickers, or none, and still have a `next` one: follow `next` until it is null.',
      tags: ['ledger'],
      security: SECURITY,
      params: AccountParamsSchema,
      querystring: AccountQuerySchema,
      response: { 200: AccountBalancesSchema, ...PROBLEMS }
    }
  }, async (request) => {
    const topicId = managed(request.query.topic_id)
    const { account } = request.params
    const { limit } = request.query
    const after = decodeSequenceCursor('d', request.query.cursor)
    const page = await orQueueUnavailable(async () => await reads.accountBalances(topicId, account, after, limit))
    const query = { limit, topic_id: request.query.topic_id === undefined ? undefined : topicId }
    return { account, topicId, balances: page.items, next: nextLink(`/api/accounts/${encodeURIComponent(account)}`, query, 'd', page.last) }
  })

  app.get('/api/inscription', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'List the topic\'s confirmed tickers in deploy order (paged)',
      description: 'Each ticker with its deploy (`sequenceNumber`, `consensusTimestamp`), `max`, `limit` (the deploy\'s `lim`), supply and holder count. Operator keys also see the `tenant` that owns each ticker. A ticker deployed while a client pages comes on a later page: no page repeats or skips one.',
      tags: ['ledger'],
      security: SECURITY,
      querystring: TickersQuerySchema,
      response: { 200: TickersPageSchema, ...PROBLEMS }
    }
  }, async (request) => {
    const topicId = managed(request.query.topic_id)
    const { limit } = request.query
    const after = decodeSequenceCursor('d', request.query.cursor)
    const operator = callerOf(authenticate, request).scopes.has('operator')
    const page = await orQueueUnavailable(async () => await reads.tickers(topicId, after, limit, operator))
    const query = { limit, topic_id: request.query.topic_id === undefined ? undefined : topicId }
    return { topicId, items: page.items, next: nextLink('/api/inscription', query, 'd', page.last) }
  })
}

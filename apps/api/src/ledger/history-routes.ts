import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { TickerParamSchema } from '@hcs/protocol'
import { createTopicMessages, TopicMessagesUnavailable } from '@hcs/runtime'
import type { MirrorClient, TopicMessage, TopicMessages, TopicMessageSource } from '@hcs/runtime'
import { keyScope, managedTopicIds } from '../config.js'
import type { Config } from '../config.js'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'
import { managedTopic } from '../intake/managed-topic.js'
import { decodePosition, encodePosition, historyItem, invalidItem } from './history-items.js'
import type { MessageLinks } from './history-items.js'
import { createHistoryReader, scan } from './history-reader.js'
import type { HistoryReader } from './history-reader.js'
import { HistoryPageSchema, HistoryQuerySchema, InvalidPageSchema, InvalidQuerySchema } from './history-schemas.js'
import type { HistoryItem } from './history-schemas.js'
import { TopicParamsSchema } from './ledger-schemas.js'

interface HistoryRoutesOptions {
  reader: HistoryReader
  /** The mirror's messages (undefined: no MIRROR_URL, the history answers 503 and invalid messages go without text). */
  messages: TopicMessages | undefined
  links: MessageLinks | undefined
  topics: ReadonlySet<string>
  defaultTopicId: string
}

const SECURITY = [{ apiKey: [] }]
/** Entries a filtered page (`status=`) looks at, per item asked for: the bound on one request's reads. */
const SCAN_FACTOR = 20
const MIRROR_503 = 'QUEUE_UNAVAILABLE: Redis unreachable; MIRROR_UNAVAILABLE: no MIRROR_URL, or the mirror node did not answer (the messages are read from it)'

function mirrorUnavailable (detail: string, cause?: unknown): AppError {
  return new AppError('MIRROR_UNAVAILABLE', 503, 'Service Unavailable', { detail, headers: { 'retry-after': '1' }, cause })
}

async function fromMirror (messages: TopicMessages, topicId: string, sequenceNumbers: number[]): Promise<Map<number, TopicMessage>> {
  try {
    return await messages.read(topicId, sequenceNumbers)
  } catch (err) {
    if (err instanceof TopicMessagesUnavailable) throw mirrorUnavailable(`${err.message}; retry shortly`, err)
    throw err
  }
}

function nextLink (path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value)
  return `${path}?${params.toString()}`
}

/** `GET /api/inscription/{ticker}/history` and `GET /api/topics/{topicId}/invalid` (ADR 044). */
const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (app, { reader, messages, links, topics, defaultTopicId }) => {
  const managed = (requested: string | undefined): string => managedTopic({ topics, defaultTopicId }, requested)

  app.get('/api/inscription/:ticker/history', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'List a ticker\'s history (every message that names it, valid or not) in consensus order (paged)',
      tags: ['ledger'],
      security: SECURITY,
      params: TickerParamSchema,
      querystring: HistoryQuerySchema,
      response: {
        200: HistoryPageSchema,
        ...COMMON_PROBLEMS,
        403: problem('TOPIC_NOT_ALLOWED: topic_id is not a managed topic'),
        404: problem('TICKER_NOT_FOUND: the ticker is not deployed (confirmed) on the topic'),
        503: problem(MIRROR_503)
      }
    }
  }, async (request) => {
    const topicId = managed(request.query.topic_id)
    const { ticker } = request.params
    const { limit, account, status } = request.query
    const position = decodePosition(request.query.cursor, request.query.order)
    if (!await orQueueUnavailable(async () => await reader.deployed(topicId, ticker))) {
      throw new AppError('TICKER_NOT_FOUND', 404, 'Not Found', { detail: `Ticker ${ticker} is not deployed on topic ${topicId}` })
    }
    if (messages === undefined || links === undefined) throw mirrorUnavailable('No mirror node is configured (MIRROR_URL): the history\'s messages are read from it')
    const keep = status === undefined ? undefined : (e: { reason?: string }) => (e.reason === undefined) === (status === 'valid')
    const page = await orQueueUnavailable(async () => await scan(
      reader.history(topicId, ticker, position.order, account), position.after, limit, status === undefined ? limit : SCAN_FACTOR * limit, keep
    ))
    const bodies = await fromMirror(messages, topicId, page.entries.map((e) => e.sequenceNumber))
    const items = page.entries.flatMap((entry) => {
      const body = bodies.get(entry.sequenceNumber)
      const item = body === undefined ? undefined : historyItem(entry, body, topicId, links)
      return item === undefined ? [] : [item]
    })
    await withJobIds(reader, topicId, items)
    const next = !page.more || page.last === undefined
      ? null
      : nextLink(`/api/inscription/${encodeURIComponent(ticker)}/history`, {
        limit: String(limit),
        cursor: encodePosition(position.order, page.last),
        account,
        status,
        topic_id: request.query.topic_id === undefined ? undefined : topicId
      })
    return { ticker, topicId, items, next }
  })

  app.get('/api/topics/:topicId/invalid', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'List the topic\'s rejected messages with their reasons (paged; the indexer keeps the last INDEXER_INVALID_MAX)',
      tags: ['ledger'],
      security: SECURITY,
      params: TopicParamsSchema,
      querystring: InvalidQuerySchema,
      response: { 200: InvalidPageSchema, ...COMMON_PROBLEMS, 403: problem('TOPIC_NOT_ALLOWED: not a managed topic') }
    }
  }, async (request) => {
    const topicId = managed(request.params.topicId)
    const { limit } = request.query
    const position = decodePosition(request.query.cursor, request.query.order)
    const page = await orQueueUnavailable(async () => await scan(reader.invalid(topicId, position.order), position.after, limit, limit))
    let bodies = new Map<number, TopicMessage>()
    if (messages !== undefined && page.entries.length > 0) {
      try {
        bodies = await messages.read(topicId, page.entries.map((e) => e.sequenceNumber))
      } catch (err) {
        if (!(err instanceof TopicMessagesUnavailable)) throw err
        request.log.warn({ err }, 'invalid messages answered without their text: the mirror did not answer')
      }
    }
    const items = page.entries.map((entry) => invalidItem(entry, bodies.get(entry.sequenceNumber)))
    const next = !page.more || page.last === undefined
      ? null
      : nextLink(`/api/topics/${topicId}/invalid`, { limit: String(limit), cursor: encodePosition(position.order, page.last) })
    return { topicId, items, next }
  })
}

/** Sets `jobId` on the items this service sent (the worker maps each transaction id to its job). */
async function withJobIds (reader: HistoryReader, topicId: string, items: HistoryItem[]): Promise<void> {
  const sent = items.filter((item): item is HistoryItem & { transactionId: string } => item.transactionId !== null)
  const jobIds = await orQueueUnavailable(async () => await reader.jobIds(topicId, sent.map((item) => item.transactionId)))
  sent.forEach((item, i) => {
    const jobId = jobIds[i]
    if (jobId !== undefined) item.jobId = jobId
  })
}

export interface HistoryRegistration {
  config: Config
  redis: Redis
  /** The network's mirror (server.ts builds it from MIRROR_URL); none: the history answers 503. */
  mirror?: MirrorClient
  /** Counts the messages each read found, by where (the api's metrics). */
  onMessageRead?: (source: TopicMessageSource, count: number) => void
  /** The topics read, live (the configured ones and the tenant topics, ADR 047); default the configured ones. */
  topics?: ReadonlySet<string>
}

/** The history and invalid-message routes, with their cache of mirror messages. */
export async function registerHistory (api: FastifyInstance, { config, redis, mirror, onMessageRead, topics }: HistoryRegistration): Promise<void> {
  const mirrorUrl = config.MIRROR_URL?.replace(/\/+$/, '')
  await api.register(historyRoutes, {
    reader: createHistoryReader(redis, keyScope(config)),
    messages: mirror === undefined
      ? undefined
      : createTopicMessages({ mirror, cacheEntries: config.MIRROR_CACHE_ENTRIES, timeoutMs: config.MIRROR_TIMEOUT_MS, onRead: onMessageRead }),
    links: mirrorUrl === undefined ? undefined : { mirrorUrl, network: config.networkId },
    topics: topics ?? managedTopicIds(config),
    defaultTopicId: config.HCS20_TOPIC_ID
  })
}

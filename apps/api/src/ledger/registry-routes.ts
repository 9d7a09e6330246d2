import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TopicPrivacy, TopicPrivacyReader } from '@hcs/runtime'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'
import { RegistryPageSchema } from '../http/topic-read-responses.js'
import type { RegistryItem } from '../http/topic-read-responses.js'
import type { RegistryEntry, TopicReads } from './topic-reads.js'
import { decodeSequenceCursor, nextLink, RegistryQuerySchema } from './topic-read-schemas.js'

export interface RegistryRoutesOptions {
  reads: TopicReads
  /** The registry topic the indexer follows (HCS20_REGISTRY_TOPIC_ID, else the network's); undefined: none. */
  registryTopicId: string | undefined
  /** Whether listed topics are private, as their submit key on the mirror says. */
  privacy: TopicPrivacyReader
}

const SECURITY = [{ apiKey: [] }]

/** Whether the mirror agrees with what an entry claims; null when it did not answer. */
function verified (entry: RegistryEntry, known: TopicPrivacy | undefined): boolean | null {
  if (known === undefined) return null
  if (known === 'missing') return false
  return (known === 'private') === entry.private
}

/** `GET /api/registry`: the listings of the registry topic, each checked against the mirror. */
export const registryRoutes: FastifyPluginAsyncZod<RegistryRoutesOptions> = async (app, { reads, registryTopicId, privacy }) => {
  app.get('/api/registry', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'List the HCS-20 registry topic\'s listings (paged), each verified against the mirror',
      description: 'The `register` messages of the registry topic (HCS20_REGISTRY_TOPIC_ID), in order. `private` is what an entry claims; anyone may write one, so `verified` says whether the mirror agrees: true when the listed topic exists and its submit key matches the claim (no submit key: public), false when it does not exist, was deleted or does not match, null when the mirror did not answer in time (the listing still answers; ask again later). Mirror answers are cached for a minute.',
      tags: ['ledger'],
      security: SECURITY,
      querystring: RegistryQuerySchema,
      response: { 200: RegistryPageSchema, ...COMMON_PROBLEMS, 404: problem('REGISTRY_NOT_CONFIGURED: this service follows no registry topic (HCS20_REGISTRY_TOPIC_ID unset on a network without a default)') }
    }
  }, async (request) => {
    if (registryTopicId === undefined) {
      throw new AppError('REGISTRY_NOT_CONFIGURED', 404, 'Not Found', {
        detail: 'This service follows no registry topic: set HCS20_REGISTRY_TOPIC_ID'
      })
    }
    const { limit } = request.query
    const after = decodeSequenceCursor('r', request.query.cursor)
    const page = await orQueueUnavailable(async () => await reads.registry(registryTopicId, after, limit))
    const known = await privacy.read(page.items.map((entry) => entry.topicId))
    const items = page.items.map((entry): RegistryItem => ({
      topicId: entry.topicId,
      name: entry.name,
      metadata: entry.metadata,
      private: entry.private,
      verified: verified(entry, known.get(entry.topicId)),
      sequenceNumber: entry.sequenceNumber
    }))
    return { registryTopicId, items, next: nextLink('/api/registry', { limit }, 'r', page.last) }
  })
}

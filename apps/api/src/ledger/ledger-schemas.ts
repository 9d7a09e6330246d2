import { z } from 'zod'
import { AccountIdSchema, TickerSchema, TopicIdSchema } from '@hcs/protocol'

export const TopicQuerySchema = z.object({
  topic_id: TopicIdSchema.optional().describe('A managed topic; default HCS20_TOPIC_ID')
})

export const BalanceParamsSchema = z.object({ ticker: TickerSchema, account: AccountIdSchema })

const HOLDERS_DEFAULT_LIMIT = 50
const HOLDERS_MAX_LIMIT = 500

export const HoldersQuerySchema = TopicQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(HOLDERS_MAX_LIMIT).default(HOLDERS_DEFAULT_LIMIT),
  cursor: z.string().max(100).optional().describe('Opaque: the `next` link of the previous page carries it')
})

export const TopicParamsSchema = z.object({ topicId: TopicIdSchema })

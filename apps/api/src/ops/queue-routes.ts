import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NetworkConditionSchema, OperatorBalanceLowSchema } from '@hcs/protocol'
import type { BacklogMonitor } from './backlog.js'
import type { ConditionMonitor } from './network-condition.js'
import { COMMON_PROBLEMS } from '../http/schemas.js'

const QueueStateSchema = z.object({
  backlog: z.number().int().describe('waiting + delayed + active jobs of the submit queue'),
  waiting: z.number().int(),
  delayed: z.number().int(),
  active: z.number().int(),
  bound: z.number().int().describe('QUEUE_MAX_BACKLOG: past it new operations get 503 QUEUE_FULL'),
  full: z.boolean(),
  drainPerSecond: z.number().nullable().describe('jobs leaving the queue per second, over the last ~10 s'),
  estimatedWaitSeconds: z.number().nullable().describe('backlog ÷ drain rate: how long a new job would wait'),
  sampledAt: z.string().nullable(),
  paused: NetworkConditionSchema.nullable().describe('a network or payer condition that pauses submission (ADR 038): new operations get 503 with its code; null when none'),
  operatorBalanceLow: OperatorBalanceLowSchema.nullable().describe('the operator\'s balance under OPERATOR_MIN_BALANCE_HBAR: new operations get 503 OPERATOR_BALANCE_LOW, accepted ones are still sent; null when not')
})

/** `GET /api/queue`: the submit queue's backlog, drain rate and estimated wait, as this api last sampled them. */
export const queueRoutes: FastifyPluginAsyncZod<{ backlog: BacklogMonitor, conditions?: Pick<ConditionMonitor, 'current' | 'balanceLow'> }> = async (app, { backlog, conditions }) => {
  app.get('/api/queue', {
    config: { scopes: ['read'] },
    schema: {
      summary: 'Read the submission backlog',
      tags: ['queue'],
      security: [{ apiKey: [] }],
      response: { 200: QueueStateSchema, ...COMMON_PROBLEMS }
    }
  }, async () => ({ ...backlog.snapshot(), paused: conditions?.current() ?? null, operatorBalanceLow: conditions?.balanceLow() ?? null }))
}

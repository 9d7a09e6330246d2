import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Config } from '../../config.js'
import type { ApiGuards } from '../../access/register.js'
import type { SubmitQueue } from '../queue.js'
import type { IntakeContext } from '../register.js'
import { batchRoutes } from './batch-routes.js'
import { createBatchIntake } from './batch-script.js'

export interface BatchRegistration extends ApiGuards {
  config: Config
  intake: IntakeContext
  /**
   * The batch route's own connections (its script and its addBulk carry up to 1,000 operations: server.ts gives
   * them a longer command timeout); default the single routes'.
   */
  connections?: { redis: Redis, queue: SubmitQueue }
}

/** `POST /api/inscription/batch`, on the single routes' intake. */
export async function registerBatch (api: FastifyInstance, { config, intake, connections, authenticate, limiter }: BatchRegistration): Promise<void> {
  await api.register(batchRoutes, {
    deps: {
      ...intake.deps,
      queue: connections?.queue ?? intake.deps.queue,
      batchIntake: createBatchIntake({ ...intake.script, redis: connections?.redis ?? intake.script.redis })
    },
    authenticate,
    limiter,
    maxOperations: config.BATCH_MAX_OPERATIONS,
    bodyLimit: config.BATCH_BODY_LIMIT_BYTES
  })
}

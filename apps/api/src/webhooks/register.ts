import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { jobTopicIds, keyScope } from '../config.js'
import type { Config } from '../config.js'
import type { Authenticate } from '../access/auth.js'
import { webhookRoutes } from './webhook-routes.js'
import { createWebhookStore } from './webhook-store.js'
import type { WebhookStore } from './webhook-store.js'

export interface WebhooksOptions {
  config: Config
  redis: Redis
  logger: FastifyBaseLogger
}

/**
 * The webhook endpoints' store. Once the app is ready, every topic with jobs (the managed ones and the registry
 * topic) hears of the endpoints registered before it was configured (Redis down: the next start does it).
 */
export function openWebhooks (app: FastifyInstance, { config, redis, logger }: WebhooksOptions): WebhookStore {
  const store = createWebhookStore(redis, keyScope(config), jobTopicIds(config), config.WEBHOOK_SECRET_KEY)
  if (config.WEBHOOK_SECRET_KEY === undefined) logger.warn('WEBHOOK_SECRET_KEY is not set: webhook signing secrets are stored in clear')
  app.addHook('onReady', async () => { await store.syncTopics().catch((err: unknown) => { logger.warn({ err }, 'webhook endpoints not copied to the topics') }) })
  return store
}

/** `/api/webhooks`: each key's endpoints and their deliveries. */
export async function registerWebhooks (api: FastifyInstance, { config, store, authenticate }: { config: Config, store: WebhookStore, authenticate: Authenticate }): Promise<void> {
  await api.register(webhookRoutes, { store, authenticate, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE })
}

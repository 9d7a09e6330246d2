import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { jobTopicIds, keyHashSecret, keyScope } from '../config.js'
import type { Config } from '../config.js'
import { keyIdOf, sha256KeyIdOf } from '../access/auth.js'
import type { Authenticate } from '../access/auth.js'
import { webhookRoutes } from './webhook-routes.js'
import { createWebhookStore } from './webhook-store.js'
import type { WebhookStore } from './webhook-store.js'

export interface WebhooksOptions {
  config: Config
  redis: Redis
  logger: FastifyBaseLogger
}

/** Moves the endpoints each API_SECRET_KEY key registered under its sha256 id to its HMAC id (ADR 046). */
async function adoptOperatorEndpoints (store: WebhookStore, config: Config, logger: FastifyBaseLogger): Promise<void> {
  const secret = keyHashSecret(config)
  for (const key of config.API_SECRET_KEY) {
    const [from, to] = [sha256KeyIdOf(key), keyIdOf(secret, key)]
    const moved = await store.adopt(from, to)
    if (moved > 0) logger.info({ from, to, endpoints: moved }, 'webhook endpoints of an API_SECRET_KEY key moved to its key id')
  }
}

/**
 * The webhook endpoints' store. Once the app is ready, the endpoints of API_SECRET_KEY keys registered under their
 * sha256 ids move to their ids, and every topic with jobs (the managed ones and the registry topic) hears of the
 * endpoints registered before it was configured (Redis down: the next start does both).
 */
export function openWebhooks (app: FastifyInstance, { config, redis, logger }: WebhooksOptions): WebhookStore {
  const store = createWebhookStore(redis, keyScope(config), jobTopicIds(config), config.WEBHOOK_SECRET_KEY)
  if (config.WEBHOOK_SECRET_KEY === undefined) logger.warn('WEBHOOK_SECRET_KEY is not set: webhook signing secrets are stored in clear')
  app.addHook('onReady', async () => {
    await adoptOperatorEndpoints(store, config, logger).catch((err: unknown) => { logger.warn({ err }, 'webhook endpoints of API_SECRET_KEY keys not moved to their key ids') })
    await store.syncTopics().catch((err: unknown) => { logger.warn({ err }, 'webhook endpoints not copied to the topics') })
  })
  return store
}

/** `/api/webhooks`: each key's endpoints and their deliveries. */
export async function registerWebhooks (api: FastifyInstance, { config, store, authenticate }: { config: Config, store: WebhookStore, authenticate: Authenticate }): Promise<void> {
  await api.register(webhookRoutes, { store, authenticate, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE })
}

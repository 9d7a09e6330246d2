import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DeliverySchema, WEBHOOK_EVENTS, WebhookRequestSchema } from '@hcs/protocol'
import type { CircuitView, WebhookEndpoint } from '@hcs/protocol'
import { webhookOwnerOf, type Authenticate } from '../access/auth.js'
import { callerOf } from '../access/authorize.js'
import { notFound, orQueueUnavailable } from '../http/errors.js'
import type { WebhookStore } from './webhook-store.js'
import { checkWebhookUrl } from './webhook-store.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'

export interface WebhookRoutesOptions {
  store: WebhookStore
  authenticate: Authenticate
  allowPrivate: boolean
}

const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string()
})
const ListedWebhookSchema = WebhookSchema.extend({
  circuit: z.enum(['closed', 'open', 'half-open'])
    .describe('Circuit breaker of the endpoint: open after consecutive failures (no answer in time, connection error, 5xx, 429), its deliveries deferred until openUntil; half-open: the next delivery is a probe, an answer closes it'),
  failingSince: z.string().nullable().describe('Start of the current run of failed attempts (null: none)'),
  openUntil: z.string().nullable().describe('End of the cool-down while open or half-open (null when closed)')
})
const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().describe('Standard Webhooks signing secret (whsec_...): shown only in this answer')
})
const IdParamsSchema = z.object({ id: z.string().min(1).max(64) })
const DeliveriesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }).strict()
const SECURITY = [{ apiKey: [] }]
// ADR 046: the tenant's endpoints are managed with `webhooks` (an admin holds it too); registering one also
// needs `read`, since the endpoint then receives the full record of every job of the tenant
const WEBHOOKS = { scopes: ['webhooks', 'admin'] } as const
const REGISTER = { scopes: ['webhooks', 'admin'], alsoScopes: ['read'] } as const
const NOT_FOUND = problem('NOT_FOUND: no such webhook for this API key')

function publicView (endpoint: WebhookEndpoint) {
  return { id: endpoint.id, url: endpoint.url, events: endpoint.events, createdAt: endpoint.createdAt }
}

function listedView (endpoint: WebhookEndpoint, circuit: CircuitView | undefined) {
  return { ...publicView(endpoint), ...(circuit ?? { circuit: 'closed' as const, failingSince: null, openUntil: null }) }
}

/** Webhook endpoints of the calling API key: register, list, delete, and their deliveries. */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { store, authenticate, allowPrivate }) => {
  // endpoints belong to the key that registered them: it hears of its own jobs only
  // a tenant's endpoints are its keys' together (webhookOwnerOf); the operator's keys each own theirs
  const ownerOf = (request: Parameters<Authenticate>[0]): string => webhookOwnerOf(callerOf(authenticate, request))

  app.post('/api/webhooks', {
    config: REGISTER,
    schema: {
      summary: 'Register a webhook endpoint',
      description: 'Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) and carry the full record of every job of the tenant (of the key, for an operator key of `default`), so the key needs the `webhooks` (or `admin`) scope and `read`. The secret is returned once.',
      tags: ['webhooks'],
      security: SECURITY,
      body: WebhookRequestSchema,
      response: { 201: CreatedWebhookSchema, ...COMMON_PROBLEMS, 409: problem('TENANT_LIMIT_REACHED: the tenant has as many endpoints as it may (limits.maxWebhooks)'), 422: problem('WEBHOOK_URL_NOT_ALLOWED: the host is or resolves to a private or loopback address') }
    }
  }, async (request, reply) => {
    const owner = ownerOf(request)
    await checkWebhookUrl(request.body.url, allowPrivate)
    const tenantMax = callerOf(authenticate, request).limits?.maxWebhooks
    const endpoint = await orQueueUnavailable(async () => await store.create(owner, request.body, tenantMax))
    return await reply.code(201).header('location', `/api/webhooks/${endpoint.id}`).send({ ...publicView(endpoint), secret: endpoint.secret })
  })

  app.get('/api/webhooks', {
    config: WEBHOOKS,
    schema: { summary: 'List webhook endpoints, with their circuit breakers', tags: ['webhooks'], security: SECURITY, response: { 200: z.object({ webhooks: z.array(ListedWebhookSchema) }), ...COMMON_PROBLEMS } }
  }, async (request) => {
    const owner = ownerOf(request)
    const endpoints = await orQueueUnavailable(async () => await store.list(owner))
    const circuits = await orQueueUnavailable(async () => await store.circuits(endpoints.map((endpoint) => endpoint.id)))
    return { webhooks: endpoints.map((endpoint, i) => listedView(endpoint, circuits[i])) }
  })

  app.get('/api/webhooks/:id', {
    config: WEBHOOKS,
    schema: { summary: 'Read a webhook endpoint, with its circuit breaker', tags: ['webhooks'], security: SECURITY, params: IdParamsSchema, response: { 200: ListedWebhookSchema, ...COMMON_PROBLEMS, 404: NOT_FOUND } }
  }, async (request) => {
    const endpoint = await orQueueUnavailable(async () => await store.get(ownerOf(request), request.params.id))
    if (endpoint === undefined) throw notFound('No such webhook')
    const [circuit] = await orQueueUnavailable(async () => await store.circuits([endpoint.id]))
    return listedView(endpoint, circuit)
  })

  app.delete('/api/webhooks/:id', {
    config: WEBHOOKS,
    schema: { summary: 'Delete a webhook endpoint', tags: ['webhooks'], security: SECURITY, params: IdParamsSchema, response: { 204: z.null().describe('Deleted'), ...COMMON_PROBLEMS, 404: NOT_FOUND } }
  }, async (request, reply) => {
    if (!await orQueueUnavailable(async () => await store.remove(ownerOf(request), request.params.id))) throw notFound('No such webhook')
    return await reply.code(204).send(null)
  })

  app.get('/api/webhooks/:id/deliveries', {
    config: WEBHOOKS,
    schema: {
      summary: 'Recent deliveries of a webhook endpoint, newest first',
      tags: ['webhooks'],
      security: SECURITY,
      params: IdParamsSchema,
      querystring: DeliveriesQuerySchema,
      response: { 200: z.object({ deliveries: z.array(DeliverySchema) }), ...COMMON_PROBLEMS, 404: NOT_FOUND }
    }
  }, async (request) => {
    const endpoint = await orQueueUnavailable(async () => await store.get(ownerOf(request), request.params.id))
    if (endpoint === undefined) throw notFound('No such webhook')
    return { deliveries: await orQueueUnavailable(async () => await store.deliveries(endpoint.id, request.query.limit)) }
  })
}

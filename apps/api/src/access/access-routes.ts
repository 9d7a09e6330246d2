import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, notFound, orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'
import { DEFAULT_TENANT, SCOPES, may } from './auth.js'
import type { Authenticate, TenantLimits } from './auth.js'
import { callerOf, forbidden } from './authorize.js'
import { TENANT_NAME } from './key-store.js'
import type { KeyStore } from './key-store.js'

export interface AccessRoutesOptions {
  store: KeyStore
  authenticate: Authenticate
  /** A revoked key's webhook endpoints go with it (webhooks/ supplies this): resolves to how many went. */
  webhooks: { removeAll: (owner: string) => Promise<number> }
  /** The topics a tenant owns, shown by `GET /api/tenants/{id}` when given. */
  topicsOf?: (tenant: string) => Promise<string[]>
}

const TenantNameSchema = z.string().regex(TENANT_NAME, 'lower-case letters, digits, - and _, at most 63, starting with a letter or digit')
const LimitsSchema = z.object({
  opsPerSecond: z.number().int().min(1).max(1_000_000).describe('Operations per second of all its keys together (its operator keys aside), and the most its admin may give one key'),
  maxKeys: z.number().int().min(0).max(100_000).describe('Stored keys it may have'),
  maxWebhooks: z.number().int().min(0).max(10_000).describe('Webhook endpoints it may have'),
  maxBacklog: z.number().int().min(1).max(10_000_000).describe('Its operations accepted and not yet settled on one topic (503 QUEUE_FULL past it)')
})
const LimitsInputSchema = LimitsSchema.partial().strict().describe('Ceilings of the tenant; each one absent is the default (TENANT_OPS_PER_SECOND, TENANT_MAX_KEYS, TENANT_MAX_WEBHOOKS, TENANT_MAX_BACKLOG)')
const TenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  limits: LimitsSchema.optional().describe('Its ceilings in force (ADR 045); absent for the default tenant, which has none')
})
const TenantDetailSchema = TenantSchema.extend({ topics: z.array(z.string()).optional().describe('The topics it owns') })
const KeySchema = z.object({
  id: z.string(),
  tenant: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  opsPerSecond: z.number().int().optional().describe('Its own operations limit per second, when set at creation (else OPS_PER_SECOND_PER_KEY; operator keys: none)'),
  createdAt: z.string().describe('Empty for the keys of API_SECRET_KEY')
})
const CreateKeySchema = z.object({
  tenant: TenantNameSchema.describe('The tenant the key belongs to (`default`: the operator\'s); an admin key names its own'),
  name: z.string().min(1).max(100),
  scopes: z.array(z.enum(SCOPES)).min(1).max(SCOPES.length),
  opsPerSecond: z.number().int().min(1).max(1_000_000).optional().describe('Operations per second this key may submit (a batch counts each); default OPS_PER_SECOND_PER_KEY. An admin key gives at most its tenant\'s `limits.opsPerSecond`')
}).strict()
const SECURITY = [{ apiKey: [] }]
const FORBIDDEN = problem('FORBIDDEN: the key lacks the scope, or the tenant is not its own')
const TenantParamsSchema = z.object({ id: TenantNameSchema })

const shownTenant = ({ id, name, limits }: { id: string, name: string, limits?: TenantLimits }) => ({ id, name, ...(limits === undefined ? {} : { limits }) })

/**
 * Tenants and keys. Tenants: operator keys only. Keys: an operator for any tenant, an admin for
 * its own tenant's keys (never granting `operator`). A created key is shown once; a revoked one gets 401
 * on every api process within a second.
 */
export const accessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (app, { store, authenticate, webhooks, topicsOf }) => {
  app.post('/api/tenants', {
    config: { scopes: ['operator'] },
    schema: {
      summary: 'Create a tenant',
      tags: ['access'],
      security: SECURITY,
      body: z.object({ name: TenantNameSchema, limits: LimitsInputSchema.optional() }).strict(),
      response: { 201: TenantSchema, ...COMMON_PROBLEMS, 403: FORBIDDEN, 409: problem('TENANT_EXISTS: a tenant of that name exists') }
    }
  }, async (request, reply) => {
    const created = await orQueueUnavailable(async () => await store.createTenant(request.body.name, request.body.limits))
    if (created === 'exists') throw new AppError('TENANT_EXISTS', 409, 'Conflict', { detail: `Tenant ${request.body.name} exists` })
    return await reply.code(201).send(shownTenant(created))
  })

  app.get('/api/tenants/:id', {
    config: { scopes: ['operator'] },
    schema: {
      summary: 'A tenant, with its ceilings (and its topics)',
      tags: ['access'],
      security: SECURITY,
      params: TenantParamsSchema,
      response: { 200: TenantDetailSchema, ...COMMON_PROBLEMS, 403: FORBIDDEN, 404: problem('NOT_FOUND: no such tenant') }
    }
  }, async (request) => {
    const tenant = await orQueueUnavailable(async () => await store.getTenant(request.params.id))
    if (tenant === undefined) throw notFound(`No tenant ${request.params.id}`)
    const topics = topicsOf === undefined ? undefined : await orQueueUnavailable(async () => await topicsOf(tenant.id))
    return { ...shownTenant(tenant), ...(topics === undefined ? {} : { topics }) }
  })

  app.patch('/api/tenants/:id', {
    config: { scopes: ['operator'] },
    schema: {
      summary: "Change a tenant's ceilings",
      description: 'Sets the ceilings given and keeps the others; every api process applies them within a second. The default tenant has none.',
      tags: ['access'],
      security: SECURITY,
      params: TenantParamsSchema,
      body: z.object({ limits: LimitsInputSchema }).strict(),
      response: { 200: TenantSchema, ...COMMON_PROBLEMS, 403: FORBIDDEN, 404: problem('NOT_FOUND: no such tenant (the default tenant has no ceilings to change)') }
    }
  }, async (request) => {
    const { id } = request.params
    const updated = id === DEFAULT_TENANT ? undefined : await orQueueUnavailable(async () => await store.setTenantLimits(id, request.body.limits))
    if (updated === undefined) throw notFound(id === DEFAULT_TENANT ? 'The default tenant has no ceilings' : `No tenant ${id}`)
    request.log.info({ tenant: id, limits: updated.limits }, 'tenant limits changed')
    return shownTenant(updated)
  })

  app.get('/api/tenants', {
    config: { scopes: ['operator'] },
    schema: { summary: 'List tenants', tags: ['access'], security: SECURITY, response: { 200: z.object({ tenants: z.array(TenantSchema) }), ...COMMON_PROBLEMS, 403: FORBIDDEN } }
  }, async () => {
    const tenants = await orQueueUnavailable(async () => await store.listTenants())
    return { tenants: tenants.map(shownTenant) }
  })

  app.post('/api/keys', {
    config: { scopes: ['admin'] },
    schema: {
      summary: 'Create an API key',
      description: 'The key is in this answer only. An admin key creates keys of its own tenant, without the operator scope.',
      tags: ['access'],
      security: SECURITY,
      body: CreateKeySchema,
      response: {
        201: KeySchema.extend({ key: z.string().describe('The API key: shown only in this answer') }),
        ...COMMON_PROBLEMS,
        403: problem('FORBIDDEN: the key lacks the scope, or the tenant is not its own; ABOVE_TENANT_LIMIT: an admin key gives opsPerSecond above its tenant\'s'),
        404: problem('NOT_FOUND: no such tenant'),
        409: problem('TENANT_LIMIT_REACHED: the tenant has as many keys as it may (limits.maxKeys)')
      }
    }
  }, async (request, reply) => {
    const caller = callerOf(authenticate, request)
    const operator = may(caller, 'operator')
    const { tenant, name, scopes, opsPerSecond } = request.body
    if (!operator && tenant !== caller.tenant) throw forbidden('An admin key creates keys of its own tenant only')
    if (!operator && scopes.includes('operator')) throw forbidden('Only an operator key grants the operator scope')
    const found = await orQueueUnavailable(async () => await store.getTenant(tenant))
    if (found === undefined) throw notFound(`No tenant ${tenant}`)
    const limits = found.limits
    if (!operator && limits !== undefined && opsPerSecond !== undefined && opsPerSecond > limits.opsPerSecond) {
      throw new AppError('ABOVE_TENANT_LIMIT', 403, 'Forbidden', { detail: `Tenant ${tenant} may submit ${limits.opsPerSecond} operations per second: a key of it gets at most that` })
    }
    const created = await orQueueUnavailable(async () => await store.createKey({
      tenant, name, scopes, ...(opsPerSecond === undefined ? {} : { opsPerSecond }), ...(limits === undefined ? {} : { maxKeys: limits.maxKeys })
    }))
    request.log.info({ keyId: created.id, tenant, scopes: created.scopes, by: caller.keyId }, 'api key created')
    return await reply.code(201).send(created)
  })

  app.get('/api/keys', {
    config: { scopes: ['admin'] },
    schema: { summary: 'List API keys (never their secrets)', tags: ['access'], security: SECURITY, response: { 200: z.object({ keys: z.array(KeySchema) }), ...COMMON_PROBLEMS, 403: FORBIDDEN } }
  }, async (request) => {
    const caller = callerOf(authenticate, request)
    const keys = await orQueueUnavailable(async () => await store.listKeys(may(caller, 'operator') ? undefined : caller.tenant))
    return { keys }
  })

  app.delete('/api/keys/:id', {
    config: { scopes: ['admin'] },
    schema: {
      summary: 'Revoke an API key',
      tags: ['access'],
      security: SECURITY,
      params: z.object({ id: z.string().min(1).max(64) }),
      response: { 204: z.null().describe('Revoked: the key gets 401 within a second; the webhook endpoints it registered stay its tenant\'s (a key of the default tenant: they are removed)'), ...COMMON_PROBLEMS, 403: FORBIDDEN, 404: problem('NOT_FOUND: no such stored key (of this tenant)') }
    }
  }, async (request, reply) => {
    const caller = callerOf(authenticate, request)
    const tenant = may(caller, 'operator') ? undefined : caller.tenant
    if (!await orQueueUnavailable(async () => await store.revokeKey(request.params.id, tenant))) throw notFound('No such key')
    const endpoints = await orQueueUnavailable(async () => await webhooks.removeAll(request.params.id))
    request.log.info({ keyId: request.params.id, by: caller.keyId, webhooksRemoved: endpoints }, 'api key revoked')
    return await reply.code(204).send(null)
  })
}

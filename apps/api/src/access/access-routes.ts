import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, notFound, orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'
import { SCOPES, may } from './auth.js'
import type { Authenticate } from './auth.js'
import { callerOf, forbidden } from './authorize.js'
import { TENANT_NAME } from './key-store.js'
import type { KeyStore } from './key-store.js'

export interface AccessRoutesOptions {
  store: KeyStore
  authenticate: Authenticate
  /** A revoked key's webhook endpoints go with it (webhooks/ supplies this): resolves to how many went. */
  webhooks: { removeAll: (owner: string) => Promise<number> }
}

const TenantNameSchema = z.string().regex(TENANT_NAME, 'lower-case letters, digits, - and _, at most 63, starting with a letter or digit')
const TenantSchema = z.object({ id: z.string(), name: z.string() })
const KeySchema = z.object({
  id: z.string(),
  tenant: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  opsPerSecond: z.number().int().optional().describe('Its own operations limit per second, when set at creation (else OPS_PER_SECOND_PER_KEY; operator keys: none)'),
  createdAt: z.string().describe('Empty for the keys of API_SECRET_KEY')
})
const CreateKeySchema = z.object({
  tenant: TenantNameSchema.optional().describe("Default: the caller's tenant"),
  name: z.string().min(1).max(100),
  scopes: z.array(z.enum(SCOPES)).min(1).max(SCOPES.length),
  opsPerSecond: z.number().int().min(1).max(1_000_000).optional().describe('Operations per second this key may submit (a batch counts each); default OPS_PER_SECOND_PER_KEY')
}).strict()
const SECURITY = [{ apiKey: [] }]
const FORBIDDEN = problem('FORBIDDEN: the key lacks the scope, or the tenant is not its own')

/**
 * Tenants and keys. Tenants: operator keys only. Keys: an operator for any tenant, an admin for
 * its own tenant's keys (never granting `operator`). A created key is shown once; a revoked one gets 401
 * on every api process within a second.
 */
export const accessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (app, { store, authenticate, webhooks }) => {
  app.post('/api/tenants', {
    config: { scopes: ['operator'] },
    schema: {
      summary: 'Create a tenant',
      tags: ['access'],
      security: SECURITY,
      body: z.object({ name: TenantNameSchema }).strict(),
      response: { 201: TenantSchema, ...COMMON_PROBLEMS, 403: FORBIDDEN, 409: problem('TENANT_EXISTS: a tenant of that name exists') }
    }
  }, async (request, reply) => {
    const created = await orQueueUnavailable(async () => await store.createTenant(request.body.name))
    if (created === 'exists') throw new AppError('TENANT_EXISTS', 409, 'Conflict', { detail: `Tenant ${request.body.name} exists` })
    return await reply.code(201).send({ id: created.id, name: created.name })
  })

  app.get('/api/tenants', {
    config: { scopes: ['operator'] },
    schema: { summary: 'List tenants', tags: ['access'], security: SECURITY, response: { 200: z.object({ tenants: z.array(TenantSchema) }), ...COMMON_PROBLEMS, 403: FORBIDDEN } }
  }, async () => {
    const tenants = await orQueueUnavailable(async () => await store.listTenants())
    return { tenants: tenants.map(({ id, name }) => ({ id, name })) }
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
        403: FORBIDDEN,
        404: problem('NOT_FOUND: no such tenant')
      }
    }
  }, async (request, reply) => {
    const caller = callerOf(authenticate, request)
    const operator = may(caller, 'operator')
    const tenant = request.body.tenant ?? caller.tenant
    if (!operator && tenant !== caller.tenant) throw forbidden('An admin key creates keys of its own tenant only')
    if (!operator && request.body.scopes.includes('operator')) throw forbidden('Only an operator key grants the operator scope')
    if (!await orQueueUnavailable(async () => await store.tenantExists(tenant))) throw notFound(`No tenant ${tenant}`)
    const { name, scopes, opsPerSecond } = request.body
    const created = await orQueueUnavailable(async () => await store.createKey({ tenant, name, scopes, ...(opsPerSecond === undefined ? {} : { opsPerSecond }) }))
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

import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hbarOfTinybar as hbarOf } from '@hcs/protocol'
import { notFound, orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'
import { DEFAULT_TENANT, may } from './auth.js'
import type { Authenticate, QuotaCeilings, TenantQuota } from './auth.js'
import { callerOf, forbidden } from './authorize.js'
import { TENANT_NAME } from './key-store.js'
import type { KeyStore } from './key-store.js'
import { periodsAt, tinybarOf } from './quota.js'
import type { QuotaGate } from './quota.js'

export interface QuotaRoutesOptions {
  store: Pick<KeyStore, 'getTenant' | 'setTenantQuota'>
  authenticate: Authenticate
  quota: Pick<QuotaGate, 'used'>
}

// at most 9,999,999 hbar: its tinybar stay exact in a double (the Lua compares them as numbers)
const HbarSchema = z.string().regex(/^(0|[1-9]\d{0,6})(\.\d{1,8})?$/, 'hbar as a decimal string: at most 9999999, at most 8 decimals')
const CeilingsInputSchema = z.object({
  operations: z.number().int().min(0).max(1_000_000_000_000).optional().describe('Operations accepted in the period (a batch counts each)'),
  hbar: HbarSchema.optional().describe('Network fees the operator paid for the tenant in the period, in hbar: past it, its operations are refused')
}).strict()
const CeilingsSchema = z.object({ operations: z.number().int().optional(), hbar: z.string().optional() })
const UsedSchema = z.object({
  operations: z.number().int().describe('Operations accepted in the period'),
  hbar: z.string().describe('Network fees counted for the tenant in the period, in hbar')
})
const QuotaInputSchema = z.object({
  daily: CeilingsInputSchema.optional().describe('Per UTC day'),
  monthly: CeilingsInputSchema.optional().describe('Per UTC calendar month')
}).strict()
const QuotaSchema = z.object({
  tenant: z.string(),
  daily: CeilingsSchema.optional().describe('Ceilings per UTC day; absent: none'),
  monthly: CeilingsSchema.optional().describe('Ceilings per UTC calendar month; absent: none'),
  used: z.object({ daily: UsedSchema, monthly: UsedSchema }).describe('What the tenant used of the current day and month'),
  renews: z.object({ daily: z.string(), monthly: z.string() }).describe('When the current day and month end (ISO, UTC)')
})
const SECURITY = [{ apiKey: [] }]
const TenantParamsSchema = z.object({ id: z.string().regex(TENANT_NAME, 'a tenant name') })
const NOT_FOUND = problem('NOT_FOUND: no such tenant (the default tenant has no quota)')

type CeilingsInput = z.infer<typeof CeilingsInputSchema>

const storedCeilings = (input: CeilingsInput | undefined): QuotaCeilings | undefined => input === undefined || (input.operations === undefined && input.hbar === undefined)
  ? undefined
  : { ...(input.operations === undefined ? {} : { operations: input.operations }), ...(input.hbar === undefined ? {} : { tinybar: tinybarOf(input.hbar) }) }

const shownCeilings = (stored: QuotaCeilings | undefined) => stored === undefined
  ? undefined
  : { ...(stored.operations === undefined ? {} : { operations: stored.operations }), ...(stored.tinybar === undefined ? {} : { hbar: hbarOf(stored.tinybar) }) }

/** A quota and what is used of it, as both routes answer. */
async function shown (quota: Pick<QuotaGate, 'used'>, tenant: string, stored: TenantQuota | undefined): Promise<z.infer<typeof QuotaSchema>> {
  const used = await orQueueUnavailable(async () => await quota.used(tenant))
  const periods = periodsAt(Date.now())
  const daily = shownCeilings(stored?.daily)
  const monthly = shownCeilings(stored?.monthly)
  return {
    tenant,
    ...(daily === undefined ? {} : { daily }),
    ...(monthly === undefined ? {} : { monthly }),
    used: {
      daily: { operations: used.daily.operations, hbar: hbarOf(used.daily.tinybar) },
      monthly: { operations: used.monthly.operations, hbar: hbarOf(used.monthly.tinybar) }
    },
    renews: { daily: periods.dayEnds.toISOString(), monthly: periods.monthEnds.toISOString() }
  }
}

/**
 * A tenant's quota (ADR 055): `PUT /api/tenants/{id}/quota` (operator keys) replaces it, `GET` reads it with what
 * is used of it (the operator, or the tenant's own admin key).
 */
export const quotaRoutes: FastifyPluginAsyncZod<QuotaRoutesOptions> = async (app, { store, authenticate, quota }) => {
  app.put('/api/tenants/:id/quota', {
    config: { scopes: ['operator'] },
    schema: {
      summary: "Set a tenant's quota",
      description: 'Replaces the daily and monthly ceilings (any part may be left out; `{}` removes the quota). Past one, ' +
        "the tenant's operations get 429 QUOTA_EXCEEDED until the period ends; every api process applies it within a second.",
      tags: ['access'],
      security: SECURITY,
      params: TenantParamsSchema,
      body: QuotaInputSchema,
      response: { 200: QuotaSchema, ...COMMON_PROBLEMS, 403: problem('FORBIDDEN: not an operator key'), 404: NOT_FOUND }
    }
  }, async (request) => {
    const { id } = request.params
    const daily = storedCeilings(request.body.daily)
    const monthly = storedCeilings(request.body.monthly)
    const next: TenantQuota = { ...(daily === undefined ? {} : { daily }), ...(monthly === undefined ? {} : { monthly }) }
    const updated = id === DEFAULT_TENANT ? undefined : await orQueueUnavailable(async () => await store.setTenantQuota(id, next))
    if (updated === undefined) throw notFound(id === DEFAULT_TENANT ? 'The default tenant has no quota' : `No tenant ${id}`)
    request.log.info({ tenant: id, quota: updated.quota }, 'tenant quota set')
    return await shown(quota, id, updated.quota)
  })

  app.get('/api/tenants/:id/quota', {
    config: { scopes: ['admin'] },
    schema: {
      summary: "A tenant's quota and what is used of it",
      tags: ['access'],
      security: SECURITY,
      params: TenantParamsSchema,
      response: { 200: QuotaSchema, ...COMMON_PROBLEMS, 403: problem('FORBIDDEN: the key lacks the scope, or the tenant is not its own'), 404: NOT_FOUND }
    }
  }, async (request) => {
    const { id } = request.params
    const caller = callerOf(authenticate, request)
    if (!may(caller, 'operator') && caller.tenant !== id) throw forbidden('An admin key reads its own tenant\'s quota only')
    const tenant = id === DEFAULT_TENANT ? undefined : await orQueueUnavailable(async () => await store.getTenant(id))
    if (tenant === undefined) throw notFound(id === DEFAULT_TENANT ? 'The default tenant has no quota' : `No tenant ${id}`)
    return await shown(quota, id, tenant.quota)
  })
}

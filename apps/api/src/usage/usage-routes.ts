import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { USAGE_UNATTRIBUTED } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { Authenticate } from '../access/auth.js'
import { DEFAULT_TENANT, may } from '../access/auth.js'
import { callerOf, forbidden } from '../access/authorize.js'
import { TENANT_NAME } from '../access/key-store.js'
import { AppError, notFound, orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'
import { USAGE_GROUPINGS, daysBetween, emptySums, readUsage, readUsageGroups, totalsOf, usageCsv } from './usage-reader.js'
import type { Sums } from './usage-reader.js'

export interface UsageRoutesOptions {
  redis: Redis
  keys: KeyScope
  authenticate: Authenticate
  tenantExists: (tenant: string) => Promise<boolean>
  /** Every tenant but the default one (the key store's). */
  listTenants: () => Promise<Array<{ id: string }>>
  /** The topics a tenant's jobs can live on: the shared ones and its own (every one for the default tenant). */
  topicsOf: (tenant: string) => Promise<Iterable<string>>
  /** Every topic the service's jobs live on (the configured ones, the registry's, the tenant topics), live. */
  everyTopic: () => Iterable<string>
  /** The longest range one request reads, in days (USAGE_RETENTION_DAYS). */
  maxDays: number
}

const DaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a UTC day, YYYY-MM-DD')
  .refine((day) => {
    // checked whatever the pattern said (zod runs both): a text that is no time at all is refused, not thrown on
    const at = Date.parse(`${day}T00:00:00Z`)
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day)
  }, 'a day of the calendar')
const UsageRowSchema = z.object({
  period: z.string().describe('The day (YYYY-MM-DD), the month (YYYY-MM), or with by=ticker the whole range (from/to)'),
  ticker: z.string().optional().describe('by=ticker only; \'\' for jobs without a ticker (registry listings)'),
  accepted: z.number().int().describe('Operations accepted (answered 202)'),
  confirmed: z.number().int().describe('Settled confirmed on the topic'),
  invalid: z.number().int().describe('Settled invalid on the topic (the HCS-20 rules refused the message)'),
  failed: z.number().int().describe('Failed (never reached the topic)'),
  holderSigned: z.number().int().describe('Accepted operations the holder signed and paid for'),
  feesTinybar: z.string().describe('Network fees the operator paid for these operations, in tinybar'),
  feesUsd: z.string().describe('The same fees in US dollars at the exchange rate of their day')
})
const UsageSchema = z.object({
  tenant: z.string(),
  from: z.string(),
  to: z.string(),
  by: z.enum(USAGE_GROUPINGS),
  rows: z.array(UsageRowSchema)
})

/** Whether an Accept header ranks text/csv above JSON (q-values; JSON wins ties and any header that names neither). */
export function prefersCsv (accept: string | undefined): boolean {
  let csv = 0
  let json = 0
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';').map((item) => item.trim())
    const q = Number(params.find((param) => param.startsWith('q='))?.slice(2) ?? 1)
    if (!Number.isFinite(q)) continue
    if (type === 'text/csv') csv = Math.max(csv, q)
    else if (type === 'application/json' || type === 'application/*' || type === '*/*') json = Math.max(json, q)
  }
  return csv > json
}

/** The days a query asks for: from the first of `to`'s month (default this month) to `to` (default today); 400 past `maxDays`. */
function rangeOf (query: { from?: string, to?: string }, maxDays: number): { from: string, to: string } {
  const today = new Date().toISOString().slice(0, 10)
  const to = query.to ?? today
  const from = query.from ?? `${to.slice(0, 7)}-01`
  const days = daysBetween(from, to).length
  if (days === 0 || days > maxDays) {
    throw new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
      detail: days === 0 ? `from (${from}) is after to (${to})` : `The range holds ${days} days; at most ${maxDays} are kept and read at once`
    })
  }
  return { from, to }
}

const RangeQuerySchema = z.object({
  from: DaySchema.optional().describe('First UTC day (default: the first of to\'s month)'),
  to: DaySchema.optional().describe('Last UTC day, included (default: today)')
})
const TotalsSchema = UsageRowSchema.omit({ period: true, ticker: true })
const OverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  tenants: z.array(TotalsSchema.extend({ tenant: z.string() })).describe('Each tenant with anything counted, the most fees first'),
  unattributed: z.object({ feesTinybar: z.string(), feesUsd: z.string() })
    .describe('Fees the operator paid that match no job: topic and account creation, other use of the operator account'),
  total: z.object({ feesTinybar: z.string(), feesUsd: z.string() }).describe('Every tenant\'s fees and the unattributed ones: what the operator account paid')
})

/** `GET /api/tenants/{id}/usage`: what a tenant's operations did and cost, as JSON or CSV (api ADR 053). */
export const usageRoutes: FastifyPluginAsyncZod<UsageRoutesOptions> = async (app, { redis, keys, authenticate, tenantExists, listTenants, topicsOf, everyTopic, maxDays }) => {
  app.get('/api/tenants/:id/usage', {
    config: { scopes: ['admin'] },
    schema: {
      summary: "A tenant's usage: operations and network fees per day, month or ticker",
      description: 'Counted by the steps that change a job\'s state, per UTC day (accepted on the day of the request, settled on the day of settlement); fees as the network charged them. `Accept: text/csv` answers the same rows as CSV. The operator reads any tenant, an admin key its own.',
      tags: ['access'],
      security: [{ apiKey: [] }],
      params: z.object({ id: z.string().regex(TENANT_NAME) }),
      querystring: z.object({
        ...RangeQuerySchema.shape,
        by: z.enum(USAGE_GROUPINGS).default('day')
      }).strict(),
      response: {
        200: {
          description: 'The rows with anything counted, in period order (as text/csv: one line per row, led by a header)',
          content: { 'application/json': { schema: UsageSchema }, 'text/csv': { schema: z.string() } }
        },
        ...COMMON_PROBLEMS,
        403: problem('FORBIDDEN: the key lacks the scope, or the tenant is not its own'),
        404: problem('NOT_FOUND: no such tenant')
      }
    }
  }, async (request, reply) => {
    const { id } = request.params
    const caller = callerOf(authenticate, request)
    if (!may(caller, 'operator') && caller.tenant !== id) throw forbidden('An admin key reads its own tenant\'s usage only')
    const { from, to } = rangeOf(request.query, maxDays)
    if (!await orQueueUnavailable(async () => await tenantExists(id))) throw notFound(`No tenant ${id}`)
    const rows = await orQueueUnavailable(async () => await readUsage(redis, keys, { tenant: id, from, to, by: request.query.by, topics: await topicsOf(id) }))
    if (prefersCsv(request.headers.accept)) {
      return await reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="usage-${id}-${from}-${to}.csv"`).send(usageCsv(id, rows))
    }
    return { tenant: id, from, to, by: request.query.by, rows }
  })

  app.get('/api/usage', {
    config: { scopes: ['operator'] },
    schema: {
      summary: 'Every tenant\'s usage over a range, and the fees no job accounts for',
      description: 'The operator\'s view (api ADR 053, 054): per tenant the sums of its usage rows, the most fees first; the fees the operator account paid that match no job; and the total, which is what the operator account paid in fees over the range.',
      tags: ['access'],
      security: [{ apiKey: [] }],
      querystring: RangeQuerySchema.strict(),
      response: { 200: OverviewSchema, ...COMMON_PROBLEMS, 403: problem('FORBIDDEN: operator keys only') }
    }
  }, async (request) => {
    const { from, to } = rangeOf(request.query, maxDays)
    // one group per tenant: the whole range
    const read = async (tenant: string, topics: Iterable<string>): Promise<Sums | undefined> =>
      (await readUsageGroups(redis, keys, { tenant, from, to, by: 'range', topics }))[0]?.sums
    const ids = [DEFAULT_TENANT, ...(await orQueueUnavailable(listTenants)).map((tenant) => tenant.id)]
    const perTenant = await orQueueUnavailable(async () => await Promise.all(ids.map(async (tenant) => ({ tenant, sums: await read(tenant, await topicsOf(tenant)) }))))
    const counted = perTenant.flatMap(({ tenant, sums }) => sums === undefined ? [] : [{ tenant, sums }])
      .sort((a, b) => Number(b.sums.feesTinybar - a.sums.feesTinybar) || a.tenant.localeCompare(b.tenant))
    const unattributed = await orQueueUnavailable(async () => await read(USAGE_UNATTRIBUTED, everyTopic())) ?? emptySums()
    const total = emptySums()
    for (const sums of [...counted.map((one) => one.sums), unattributed]) {
      total.feesTinybar += sums.feesTinybar
      total.feesNanoUsd += sums.feesNanoUsd
    }
    const fees = (sums: Sums): { feesTinybar: string, feesUsd: string } => {
      const { feesTinybar, feesUsd } = totalsOf(sums)
      return { feesTinybar, feesUsd }
    }
    return { from, to, tenants: counted.map(({ tenant, sums }) => ({ tenant, ...totalsOf(sums) })), unattributed: fees(unattributed), total: fees(total) }
  })
}

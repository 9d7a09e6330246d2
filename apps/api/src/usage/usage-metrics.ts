import type { Redis } from 'ioredis'
import { Gauge } from 'prom-client'
import type { Registry } from 'prom-client'
import type { KeyScope } from '@hcs/protocol'
import { DEFAULT_TENANT } from '../access/auth.js'
import { readUsage } from './usage-reader.js'
import type { UsageRow } from './usage-reader.js'

export interface UsageGaugeOptions {
  redis: Redis
  keys: KeyScope
  /** Every tenant but the default one (the key store's). */
  tenants: () => Promise<Array<{ id: string }>>
  /** The topics a tenant's jobs can live on. */
  topicsOf: (tenant: string) => Promise<Iterable<string>>
  /** How long one read of the meters serves scrapes (ms). */
  cacheMs?: number
}

const COUNTED = ['accepted', 'confirmed', 'invalid', 'failed', 'holderSigned'] as const

/**
 * Today's usage per tenant from the meters (api ADR 053), read at a scrape at most every `cacheMs`:
 * `hcs20_tenant_operations_today{tenant,counter}` and `hcs20_tenant_fees_tinybar_today{tenant}`. The label set is
 * bounded by the number of tenants. Every api process exports the same figures: aggregate them with `max by (tenant)`.
 */
export function registerUsageGauges (registry: Registry, options: UsageGaugeOptions): void {
  const cacheMs = options.cacheMs ?? 15_000
  let cached: { at: number, rows: Map<string, UsageRow> } | undefined
  let reading: Promise<Map<string, UsageRow>> | undefined

  async function read (): Promise<Map<string, UsageRow>> {
    const day = new Date().toISOString().slice(0, 10)
    const tenants = [DEFAULT_TENANT, ...(await options.tenants()).map((tenant) => tenant.id)]
    const rows = new Map<string, UsageRow>()
    for (const tenant of tenants) {
      const [row] = await readUsage(options.redis, options.keys, { tenant, from: day, to: day, by: 'day', topics: await options.topicsOf(tenant) })
      if (row !== undefined) rows.set(tenant, row)
    }
    return rows
  }
  async function today (): Promise<Map<string, UsageRow>> {
    if (cached !== undefined && Date.now() - cached.at < cacheMs) return cached.rows
    reading ??= read().finally(() => { reading = undefined })
    const rows = await reading
    cached = { at: Date.now(), rows }
    return rows
  }

  registry.registerMetric(new Gauge({
    name: 'hcs20_tenant_operations_today',
    help: 'Operations of each tenant today (UTC) by counter: accepted, confirmed, invalid, failed, holderSigned (the usage meters)',
    labelNames: ['tenant', 'counter'] as const,
    registers: [],
    async collect () {
      this.reset()
      for (const [tenant, row] of await today()) {
        for (const counter of COUNTED) this.set({ tenant, counter }, row[counter])
      }
    }
  }))
  registry.registerMetric(new Gauge({
    name: 'hcs20_tenant_fees_tinybar_today',
    help: 'Network fees attributed to each tenant today (UTC), in tinybar (the fee meter, as far as it has read)',
    labelNames: ['tenant'] as const,
    registers: [],
    async collect () {
      this.reset()
      for (const [tenant, row] of await today()) this.set({ tenant }, Number(row.feesTinybar))
    }
  }))
}

import type { FastifyInstance } from 'fastify'
import { Pool } from 'undici'
import { buildApp } from '../src/app.js'
import type { BuildAppOptions } from '../src/app.js'

/**
 * `count` api instances on one Redis, each with its own key store, budgets and quota gate, listening on real ports,
 * with a pool of 32 connections to each: what two api processes share (Redis) and keep apart (everything in memory).
 */
export async function listenApis (count: number, options: BuildAppOptions): Promise<{ apps: FastifyInstance[], pools: Pool[], close: () => Promise<void> }> {
  const apps: FastifyInstance[] = []
  const pools: Pool[] = []
  for (let i = 0; i < count; i++) {
    const app = await buildApp(options)
    apps.push(app)
    pools.push(new Pool(await app.listen({ port: 0, host: '127.0.0.1' }), { connections: 32, pipelining: 1 }))
  }
  return {
    apps,
    pools,
    close: async () => {
      await Promise.all(pools.map(async (pool) => { await pool.close() }))
      for (const app of apps) await app.close()
    }
  }
}

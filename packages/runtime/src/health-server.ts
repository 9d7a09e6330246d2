import Fastify from 'fastify'
import type { AddressInfo } from 'node:net'
import type { Redis } from 'ioredis'
import type { Registry } from 'prom-client'
import { evictionProblem } from './eviction.js'
import { registerReadiness } from './metrics.js'

/** What `/health/ready` answers: ready, or not with a short machine-readable reason; `details` go into the body either way. */
export type Readiness = { ready: true, details?: Record<string, unknown> } | { ready: false, reason: string, details?: Record<string, unknown> }

export interface HealthServerOptions {
  port: number
  /** Default 127.0.0.1: the health port is for the orchestrator and Prometheus, not the world. */
  host?: string
  registry: Registry
  ready: () => Promise<Readiness>
}

export interface HealthServer {
  port: number
  close: () => Promise<void>
}

/**
 * The worker's and the indexer's own small server: `GET /health/live` (the process answers),
 * `GET /health/ready` (200, or 503 with `{ status, reason }`) and `GET /metrics` (the process's registry,
 * Prometheus text from prom-client). No key: nothing secret here, and it listens on HEALTH_HOST.
 */
export async function startHealthServer (options: HealthServerOptions): Promise<HealthServer> {
  const app = Fastify({ logger: false })
  const readiness = async (): Promise<Readiness> => {
    try {
      return await options.ready()
    } catch (err) {
      return { ready: false, reason: 'check_failed', details: { error: (err as Error).message } }
    }
  }
  registerReadiness(options.registry, async () => (await readiness()).ready)
  app.get('/health/live', async () => ({ status: 'ok' }))
  app.get('/health/ready', async (_request, reply) => {
    const state = await readiness()
    if (state.ready) return { status: 'ok', ...state.details }
    return await reply.code(503).header('retry-after', '1').send({ status: 'unavailable', reason: state.reason, ...state.details })
  })
  app.get('/metrics', async (_request, reply) => {
    const text = await options.registry.metrics()
    return await reply.type(options.registry.contentType).send(text)
  })
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' })
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => { await app.close() }
  }
}

/**
 * Undefined when Redis answers PING within `timeoutMs`, keeps `maxmemory-policy noeviction` and is not full, else
 * why not (`redis_<status>`, `redis_timeout`, `redis_error`, `redis_eviction_policy`, `redis_oom`). A connection that is not `ready`
 * is not asked (its commands would wait in the offline queue for the reconnect).
 */
export async function redisProblem (redis: Redis, timeoutMs = 1000): Promise<string | undefined> {
  if (redis.status !== 'ready') return `redis_${redis.status}`
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => { timer = setTimeout(() => resolve('redis_timeout'), timeoutMs) })
  try {
    const answer = async (): Promise<string | undefined> => {
      const ping = await redis.ping().then(() => undefined, () => 'redis_error')
      return ping ?? await evictionProblem(redis)
    }
    return await Promise.race([answer(), timeout])
  } finally {
    clearTimeout(timer)
  }
}

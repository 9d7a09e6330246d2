import { createRequire } from 'node:module'

// autocannon ships no types; this is the subset of its programmatic API the bench uses.
export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

interface Histogram { average: number, mean: number, p50: number, p99: number, max: number, min: number, total: number }

interface AutocannonResult {
  requests: Histogram
  latency: Histogram
  errors: number
  timeouts: number
  non2xx: number
  duration: number
  statusCodeStats: Record<string, { count: number }>
}

interface AutocannonOptions {
  url: string
  connections: number
  duration: number
  requests: LoadRequest[]
  idReplacement: boolean
  timeout?: number
}

type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

export interface LoadResult {
  /** Median of the per-second request counts. */
  rps: number
  /** Mean of the per-second request counts. */
  rpsMean: number
  p50_ms: number
  p99_ms: number
  /** Connection errors and timeouts plus non-2xx answers. */
  errors: number
  non2xx: number
  total: number
  /** HTTP status → count. */
  statuses: Record<string, number>
}

export interface LoadOptions {
  url: string
  requests: LoadRequest[]
  connections?: number
  durationS?: number
  /** Seconds before autocannon gives up on one request (its default: 10). */
  timeoutS?: number
}

/**
 * Closed-loop load with autocannon: `connections` keep-alive connections, each sending its next request
 * as soon as the previous answer arrives. `[<id>]` anywhere in a request (e.g. an Idempotency-Key
 * header) becomes a unique id per request.
 */
export async function runLoad (options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 64,
    duration: options.durationS ?? 10,
    requests: options.requests,
    idReplacement: true,
    ...(options.timeoutS === undefined ? {} : { timeout: options.timeoutS })
  })
  return {
    rps: result.requests.p50,
    rpsMean: result.requests.mean,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    total: result.requests.total,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]))
  }
}

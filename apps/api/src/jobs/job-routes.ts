import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { JobRecordSchema } from '@hcs/protocol'
import type { JobRecord } from '@hcs/protocol'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import { MAX_PARAM_LENGTH } from '../http/edge-errors.js'
import { viewerOf } from './job-record-store.js'
import type { JobRecordStore } from './job-record-store.js'
import type { Authenticate } from '../access/auth.js'
import { callerOf } from '../access/authorize.js'
import type { JobWaiter } from './job-waiter.js'
import { COMMON_PROBLEMS, problem } from '../http/schemas.js'

export interface JobRoutesOptions {
  jobs: JobRecordStore
  authenticate: Authenticate
  /** Long polling (`?wait=`); without one, `wait` answers at once. */
  waiter?: JobWaiter
  /** Waits (`?wait=`) one key may hold open at once in this process (WAIT_MAX_PER_KEY); past it, 429. */
  maxWaitsPerKey: number
}

/** Most ids one `GET /api/jobs?ids=` reads. */
const MAX_BULK_JOB_IDS = 1000
/** Longest `?wait=` in seconds. */
const MAX_WAIT_SECONDS = 60

// any id the router takes is looked up: one of another shape than the api's is 404, not 400
const JobIdSchema = z.string().min(1).max(MAX_PARAM_LENGTH)
const JobParamsSchema = z.object({ jobId: JobIdSchema })
const JobQuerySchema = z.object({
  wait: z.coerce.number().int().min(0).max(MAX_WAIT_SECONDS).optional()
    .describe(`Seconds (0-${MAX_WAIT_SECONDS}) to hold the request until the job is confirmed, invalid or failed; then the record as it is`)
}).strict()
const BulkQuerySchema = z.object({
  ids: z.string().min(1).transform((value) => value.split(','))
    .pipe(z.array(JobIdSchema).min(1).max(MAX_BULK_JOB_IDS))
    .describe(`Comma-separated job ids, at most ${MAX_BULK_JOB_IDS}`)
}).strict()
const BulkJobsSchema = z.object({
  jobs: z.array(JobRecordSchema.nullable()).describe('One entry per id, in the order asked; null for an unknown or expired job, or another tenant\'s')
})

const READ = { scopes: ['read'] } as const

function notFound (): AppError {
  return new AppError('NOT_FOUND', 404, 'Not Found', { detail: 'No such job (or its record expired)' })
}

/** `GET /api/jobs/{jobId}` (optionally long polling) and `GET /api/jobs?ids=` (bulk). */
export const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (app, { jobs, waiter, authenticate, maxWaitsPerKey }) => {
  // waits held open per key id, in this process
  const held = new Map<string, number>()
  app.get('/api/jobs/:jobId', {
    config: READ,
    schema: {
      summary: 'Read a job, optionally waiting until it is settled',
      description: 'With `wait`, the answer comes as soon as the job is confirmed, invalid or failed, or when the wait ends (then the record as it is).',
      tags: ['jobs'],
      security: [{ apiKey: [] }],
      params: JobParamsSchema,
      querystring: JobQuerySchema,
      response: { 200: JobRecordSchema, ...COMMON_PROBLEMS, 429: problem('RATE_LIMITED: over the request limit, or the key already holds WAIT_MAX_PER_KEY waits open'), 403: problem('FORBIDDEN: the key lacks the read scope'), 404: problem('NOT_FOUND: no such job of this tenant, or its record expired') }
    }
  }, async (request, reply) => {
    const { jobId } = request.params
    // another tenant's job reads as absent; the first read decides, and a record never changes tenant
    const caller = callerOf(authenticate, request)
    const viewer = viewerOf(caller)
    const read = async (): Promise<JobRecord | undefined> => await orQueueUnavailable(async () => await jobs.get(jobId, viewer))
    const seconds = request.query.wait ?? 0
    if (seconds === 0 || waiter === undefined) {
      const record = await read()
      if (record === undefined) throw notFound()
      return record
    }
    // one key cannot hold every connection of the process open
    const open = held.get(caller.keyId) ?? 0
    if (open >= maxWaitsPerKey) {
      throw new AppError('RATE_LIMITED', 429, 'Too Many Requests', {
        detail: `This key already waits on ${open} jobs (WAIT_MAX_PER_KEY): wait on fewer at once, or read without wait`,
        headers: { 'retry-after': '1' }
      })
    }
    held.set(caller.keyId, open + 1)
    try {
      // the client hanging up ends the wait (the response 'close' also fires after a normal answer: harmless)
      const gone = new AbortController()
      reply.raw.once('close', () => gone.abort())
      const result = await waiter.wait(jobId, seconds * 1000, read, gone.signal)
      if (result.record === undefined) throw notFound()
      return result.record
    } finally {
      const left = (held.get(caller.keyId) ?? 1) - 1
      if (left <= 0) held.delete(caller.keyId)
      else held.set(caller.keyId, left)
    }
  })

  app.get('/api/jobs', {
    config: READ,
    schema: {
      summary: 'Read many jobs',
      tags: ['jobs'],
      security: [{ apiKey: [] }],
      querystring: BulkQuerySchema,
      response: { 200: BulkJobsSchema, ...COMMON_PROBLEMS, 403: problem('FORBIDDEN: the key lacks the read scope') }
    }
  }, async (request) => {
    const viewer = viewerOf(callerOf(authenticate, request))
    const records = await orQueueUnavailable(async () => await jobs.getMany(request.query.ids, viewer))
    return { jobs: records.map((record) => record ?? null) }
  })
}

import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { JobRecordSchema } from '@hcs/protocol'
import { AppError, queueUnavailable } from '../errors.js'
import { MAX_JOB_ID_PARAM_LENGTH } from '../job-id.js'
import type { JobStore } from '../job-store.js'
import { COMMON_PROBLEMS, problem } from './schemas.js'

export interface JobRoutesOptions {
  jobs: JobStore
}

const JobParamsSchema = z.object({ jobId: z.string().min(1).max(MAX_JOB_ID_PARAM_LENGTH) })

/** `GET /api/jobs/{jobId}`: the job record (kept JOB_RECORD_TTL_SECONDS, independent of BullMQ). */
export const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (app, { jobs }) => {
  app.get('/api/jobs/:jobId', {
    schema: {
      summary: 'Read a job',
      tags: ['jobs'],
      security: [{ apiKey: [] }],
      params: JobParamsSchema,
      response: { 200: JobRecordSchema, ...COMMON_PROBLEMS, 404: problem('NOT_FOUND: no such job, or its record expired') }
    }
  }, async (request) => {
    let record
    try {
      record = await jobs.get(request.params.jobId)
    } catch (err) {
      throw queueUnavailable(err)
    }
    if (record === undefined) throw new AppError('NOT_FOUND', 404, 'Not Found', { detail: 'No such job (or its record expired)' })
    return record
  })
}

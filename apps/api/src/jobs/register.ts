import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import type { Authenticate } from '../access/auth.js'
import type { JobRecordStore } from './job-record-store.js'
import { jobRoutes } from './job-routes.js'
import type { JobWaiter } from './job-waiter.js'

export interface JobsRegistration {
  config: Config
  jobs: JobRecordStore
  /** Long polling (`?wait=`); without one, a wait answers at once. */
  waiter?: JobWaiter
  authenticate: Authenticate
}

/** `GET /api/jobs/{jobId}` and `GET /api/jobs?ids=`. */
export async function registerJobs (api: FastifyInstance, { config, jobs, waiter, authenticate }: JobsRegistration): Promise<void> {
  await api.register(jobRoutes, { jobs, waiter, authenticate, maxWaitsPerKey: config.WAIT_MAX_PER_KEY })
}

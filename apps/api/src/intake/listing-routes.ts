import { z } from 'zod'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MemoSchema, MetadataSchema, NameSchema, TopicIdSchema, buildRegisterMessage } from '@hcs/protocol'
import type { JobRecord, RegisterListing } from '@hcs/protocol'
import { MirrorHttpError } from '@hcs/runtime'
import type { MirrorClient } from '@hcs/runtime'
import type { Authenticate } from '../access/auth.js'
import { webhookOwnerOf } from '../access/auth.js'
import type { Caller } from '../access/auth.js'
import { callerOf } from '../access/authorize.js'
import type { OpsLimiter } from '../access/ops-limiter.js'
import { AppError } from '../http/errors.js'
import { COMMON_PROBLEMS, SubmitHeadersSchema, problem } from '../http/schemas.js'
import { fingerprintOf } from './intake.js'
import { jobIdFor } from './job-id.js'
import { managedTopic } from './managed-topic.js'
import type { RegisterIntake, RegisterIntakeRequest } from './register-intake.js'
import { admitThenEnqueue, underQuota, withinOneChunk } from './submit.js'
import type { IntakeDeps } from './submit.js'

/** What a registry listing needs besides the operations' intake dependencies. */
export interface ListingDeps extends IntakeDeps {
  /** The HCS-20 registry topic (HCS20_REGISTRY_TOPIC_ID, or the network's); undefined: no registry. */
  registryTopicId: string | undefined
  /** Where a topic's submit key is read: the only word on whether it is public. Undefined: no mirror configured. */
  mirror: Pick<MirrorClient, 'getTopic'> | undefined
  /**
   * Whether the topic had a submit key when the indexer last read it from the mirror (its meta's `private`), or
   * undefined before it did: the answer while the mirror does not give one.
   */
  indexedPrivacy: (topicId: string) => Promise<boolean | undefined>
  intake: RegisterIntake
}

export interface ListingRoutesOptions {
  deps: ListingDeps
  authenticate: Authenticate
  limiter: OpsLimiter
}

const ListingParamsSchema = z.object({ topicId: TopicIdSchema })

/** Body of `POST /api/topics/{topicId}/register`. */
const ListingRequestSchema = z.object({
  name: NameSchema.describe('The name the topic is listed under'),
  metadata: MetadataSchema.optional(),
  memo: MemoSchema.optional()
}).strict()

/** The 202 of a registry listing: its job lives on the registry topic, and lists `listedTopicId`. */
const ListingAcceptedSchema = z.object({
  jobId: z.string(),
  status: z.literal('queued'),
  op: z.literal('register'),
  topicId: z.string().describe('The registry topic the message goes to (the job\'s topic)'),
  listedTopicId: z.string().describe('The topic the message lists'),
  message: z.string().describe('The exact HCS-20 `register` JSON that will be submitted'),
  links: z.object({ self: z.string() })
}).describe('Accepted: the job is queued; poll links.self')
export type ListingAccepted = z.infer<typeof ListingAcceptedSchema>

const RESPONSES = {
  202: ListingAcceptedSchema,
  ...COMMON_PROBLEMS,
  403: problem('TOPIC_NOT_ALLOWED: the topic is not managed by this service; FORBIDDEN: the key lacks the operator scope'),
  404: problem('REGISTRY_NOT_CONFIGURED: this service has no registry topic (HCS20_REGISTRY_TOPIC_ID unset on a network without a default)'),
  409: problem('TOPIC_PRIVATE: the topic has a submit key (read from the mirror): only public topics are listed'),
  413: problem('PAYLOAD_TOO_LARGE: body over 16 KiB'),
  415: problem('UNSUPPORTED_MEDIA_TYPE: body is not application/json'),
  422: problem('IDEMPOTENCY_KEY_REUSED or MESSAGE_TOO_LARGE'),
  503: problem('QUEUE_UNAVAILABLE: Redis unreachable; MIRROR_UNAVAILABLE: no MIRROR_URL, or the mirror node did not answer (or does not know the topic yet); TOPIC_HALTED: the registry topic is halted; QUEUE_FULL and the network or payer conditions as for every operation')
}

function mirrorUnavailable (detail: string, cause?: unknown): AppError {
  return new AppError('MIRROR_UNAVAILABLE', 503, 'Service Unavailable', { detail, headers: { 'retry-after': '1' }, cause })
}

/**
 * 409 TOPIC_PRIVATE unless the mirror says the topic has no submit key: its word is the only one trusted (the
 * service's own configuration may carry a key for a topic whose key was since removed, or none for one given a key).
 * While the mirror does not answer, what the indexer last read from it stands in.
 */
async function checkPublic (deps: Pick<ListingDeps, 'mirror' | 'indexedPrivacy'>, topicId: string): Promise<void> {
  let isPrivate: boolean | undefined
  try {
    if (deps.mirror === undefined) throw mirrorUnavailable('No mirror node is configured (MIRROR_URL): whether the topic is public cannot be read')
    ;({ isPrivate } = await deps.mirror.getTopic(topicId))
  } catch (err) {
    isPrivate = await deps.indexedPrivacy(topicId)
    if (isPrivate === undefined) {
      if (err instanceof AppError) throw err
      const detail = err instanceof MirrorHttpError && err.status === 404
        ? `The mirror node does not know topic ${topicId} yet; retry shortly`
        : 'The mirror node did not answer with the topic\'s submit key; retry shortly'
      throw mirrorUnavailable(detail, err)
    }
  }
  if (isPrivate) {
    throw new AppError('TOPIC_PRIVATE', 409, 'Conflict', {
      detail: `Topic ${topicId} has a submit key: only public topics are listed on the HCS-20 registry`
    })
  }
}

/** The exact `register` message of a listing; 422 MESSAGE_TOO_LARGE over one chunk. */
function checkedListing (listing: RegisterListing): string {
  return withinOneChunk(buildRegisterMessage(listing))
}

export interface ListingInput {
  /** The topic to list (the route's). */
  topicId: string
  body: z.output<typeof ListingRequestSchema>
  caller: Caller
  idempotencyKey: string | undefined
  requestId: string
  /** The request's logger (a job that stands after a failed enqueue is worth a line). */
  log?: Pick<FastifyBaseLogger, 'warn'>
}

/**
 * A registry listing: registry configured, topic managed, message built and sized, topic public on the mirror; then
 * the job recorded on the registry topic (idempotency as every operation's, nothing reserved) and enqueued on its
 * submit queue. The worker sends it like any job; the indexer, following the registry topic, confirms it.
 */
export async function submitListing (deps: ListingDeps, input: ListingInput): Promise<ListingAccepted> {
  const registry = deps.registryTopicId
  if (registry === undefined) {
    throw new AppError('REGISTRY_NOT_CONFIGURED', 404, 'Not Found', {
      detail: 'This service has no HCS-20 registry topic: set HCS20_REGISTRY_TOPIC_ID'
    })
  }
  const done = deps.backlog?.check()
  try {
    return await submitCheckedListing(deps, input, registry)
  } finally {
    done?.()
  }
}

/** {@link submitListing} past the backlog gate. */
async function submitCheckedListing (deps: ListingDeps, input: ListingInput, registry: string): Promise<ListingAccepted> {
  const { body, caller, idempotencyKey, requestId } = input
  const topicId = managedTopic(deps, input.topicId)
  const listing: RegisterListing = { name: body.name, t_id: topicId, metadata: body.metadata, m: body.memo }
  const message = checkedListing(listing)
  await checkPublic(deps, topicId)
  const jobId = jobIdFor(deps.jobIdSecret, registry, caller.keyId, idempotencyKey)
  await deps.conditions?.check(idempotencyKey === undefined ? undefined : { topicId: registry, jobId })
  const now = new Date().toISOString()
  const record: JobRecord = { jobId, status: 'queued', op: 'register', topicId: registry, message, requestId, attempts: 0, createdAt: now, updatedAt: now }
  const request: RegisterIntakeRequest = { jobId, topicId: registry, record, owner: webhookOwnerOf(caller) }
  if (idempotencyKey !== undefined) {
    request.idempotency = { scope: caller.keyId, key: idempotencyKey, fingerprint: fingerprintOf({ topicId: registry, listing }) }
  }
  const outcome = await underQuota(deps, caller, 1, async () => {
    const admitted = await admitThenEnqueue(deps, jobId, async () => await deps.intake(request), async (id) => {
      await deps.queue.enqueue({ v: 2 }, id, registry)
    }, input.log)
    return { result: admitted, accepted: admitted.accepted ? 1 : 0 }
  }, input.log)
  if (outcome.accepted) {
    deps.backlog?.accepted()
    deps.counters?.accepted('register')
  }
  return {
    jobId: outcome.jobId, status: 'queued', op: 'register', topicId: registry, listedTopicId: topicId, message, links: { self: `/api/jobs/${outcome.jobId}` }
  }
}

/**
 * `POST /api/topics/{topicId}/register`: lists a public managed topic on the HCS-20 registry. Operator keys only:
 * a listing speaks for the whole topic (every tenant's tickers on it) and is paid by the service's operator.
 */
export const listingRoutes: FastifyPluginAsyncZod<ListingRoutesOptions> = async (app, { deps, authenticate, limiter }) => {
  app.post('/api/topics/:topicId/register', {
    config: { scopes: ['operator'] },
    schema: {
      summary: 'List a public topic on the HCS-20 registry',
      description: 'Writes an HCS-20 `register` message (`private: false`) for the topic to the registry topic ' +
        '(HCS20_REGISTRY_TOPIC_ID), as a job like every operation: poll links.self; it is confirmed once the indexer reads ' +
        'it on the registry topic. The topic must be one of this service\'s and public: its submit key is read from the mirror. ' +
        'Needs an operator key.',
      tags: ['registry'],
      security: [{ apiKey: [] }],
      headers: SubmitHeadersSchema,
      params: ListingParamsSchema,
      body: ListingRequestSchema,
      response: RESPONSES
    }
  }, async (request, reply) => {
    const caller = callerOf(authenticate, request)
    await limiter.take(caller, 1)
    const idempotencyKey = request.headers['idempotency-key']
    const body = await submitListing(deps, {
      topicId: request.params.topicId,
      body: request.body,
      caller,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      requestId: request.id,
      log: request.log
    })
    return reply.code(202).header('location', body.links.self).send(body)
  })
}

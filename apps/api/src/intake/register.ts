import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { topicMetaKey } from '@hcs/protocol'
import { createMirrorClient } from '@hcs/runtime'
import type { MirrorClient } from '@hcs/runtime'
import { keyScope, managedTopicIds } from '../config.js'
import type { Config } from '../config.js'
import type { ApiGuards } from '../access/register.js'
import type { BacklogGate, ConditionGate, IntakeCounters } from './gates.js'
import type { Intake } from './intake.js'
import { createScriptIntake } from './intake-script.js'
import type { ScriptIntakeOptions } from './intake-script.js'
import { inscriptionRoutes } from './inscription-routes.js'
import { listingRoutes } from './listing-routes.js'
import { createRegisterIntake } from './register-intake.js'
import type { SubmitQueue } from './queue.js'
import type { SubmitDeps } from './submit.js'

export interface IntakeRegistration extends ApiGuards {
  config: Config
  /** The intake script's connection. */
  redis: Redis
  queue: SubmitQueue
  /** The intake of the four single routes; default the one Redis script per request (intake-script.ts), with group commit. */
  intake?: Intake
  /** KEY_HASH_SECRET: job ids are HMACs under it. */
  jobIdSecret: string
  backlog?: BacklogGate
  conditions?: ConditionGate
  counters?: IntakeCounters
  /** Hears how many requests each intake script admitted together. */
  onGroupFlush?: (size: number) => void
  /** Where a registry listing reads the topic's submit key; default MIRROR_URL's (none without one). */
  mirror?: Pick<MirrorClient, 'getTopic'>
  /** The topics written, live (the configured ones and the tenant topics, ADR 047); default the configured ones. */
  topics?: ReadonlySet<string>
  /** The owner of a tenant topic (ADR 047); without it every topic is shared. */
  ownerOf?: (topicId: string) => string | undefined
}

/** What the batch and holder-signed routes take operations in through: the single routes' own. */
export interface IntakeContext {
  deps: SubmitDeps
  /** The intake script's options (its Redis keys, TTLs, operator): the batch and prepare scripts use the same. */
  script: ScriptIntakeOptions
}

function scriptOptions ({ config, queue, redis }: IntakeRegistration): ScriptIntakeOptions {
  return {
    redis,
    keys: keyScope(config),
    tenantMaxBacklog: config.TENANT_MAX_BACKLOG,
    recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS,
    idempotencyTtlSeconds: config.IDEMPOTENCY_TTL_SECONDS,
    operatorId: config.HEDERA_OPERATOR_ID,
    queueJobKey: queue.jobKey
  }
}

/**
 * The four single operations (`POST /api/inscription/...`) and the registry listing (`POST /api/topics/{topicId}/register`);
 * returns what the batch and signed routes build on.
 */
export async function registerIntake (api: FastifyInstance, registration: IntakeRegistration): Promise<IntakeContext> {
  const { config, authenticate, limiter } = registration
  const script = scriptOptions(registration)
  const deps: SubmitDeps = {
    topics: registration.topics ?? managedTopicIds(config),
    defaultTopicId: config.HCS20_TOPIC_ID,
    ...(registration.ownerOf === undefined ? {} : { ownerOf: registration.ownerOf }),
    queue: registration.queue,
    intake: registration.intake ?? createScriptIntake({
      ...script,
      group: { lingerUs: config.INTAKE_LINGER_US, maxGroup: config.INTAKE_MAX_GROUP, onFlush: registration.onGroupFlush }
    }),
    backlog: registration.backlog,
    conditions: registration.conditions,
    quota: registration.quota,
    counters: registration.counters,
    jobIdSecret: registration.jobIdSecret
  }
  await api.register(inscriptionRoutes, { deps, authenticate, limiter })
  const mirror = registration.mirror ?? (config.MIRROR_URL === undefined
    ? undefined
    : createMirrorClient({ baseUrl: config.MIRROR_URL, maxAttempts: 1, requestTimeoutMs: config.MIRROR_TIMEOUT_MS }))
  const listing = {
    ...deps,
    registryTopicId: config.registryTopicId,
    mirror,
    indexedPrivacy: async (topicId: string) => {
      const indexed = await script.redis.hget(topicMetaKey(script.keys, topicId), 'private')
      return indexed === null ? undefined : indexed === '1'
    },
    intake: createRegisterIntake({ redis: script.redis, keys: script.keys, recordTtlSeconds: script.recordTtlSeconds, queueJobKey: script.queueJobKey })
  }
  await api.register(listingRoutes, { deps: listing, authenticate, limiter })
  return { deps, script }
}

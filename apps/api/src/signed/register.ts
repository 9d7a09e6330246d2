import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { keyScope } from '../config.js'
import type { Config } from '../config.js'
import type { ApiGuards } from '../access/register.js'
import { createAdmissionCheck } from '../intake/intake-script.js'
import type { IntakeContext } from '../intake/register.js'
import { createAccountKeys } from './account-keys.js'
import { nodeIdPicker } from './node-ids.js'
import { createPreparationStore } from './preparations.js'
import { signedRoutes } from './signed-routes.js'

export interface SignedRegistration extends ApiGuards {
  config: Config
  /** Where preparations are kept. */
  redis: Redis
  intake: IntakeContext
  logger: FastifyBaseLogger
}

/**
 * Holder-signed transfers and burns: the prepare routes and `POST /api/transactions`. They need the
 * payers' keys (MIRROR_URL) and the nodes the worker sends to; without either, the routes are not served.
 */
export async function registerSigned (api: FastifyInstance, { config, redis, intake, logger, authenticate, limiter }: SignedRegistration): Promise<void> {
  const nodeIds = nodeIdPicker(config)
  if (config.MIRROR_URL === undefined || nodeIds === undefined) {
    logger.info('holder-signed transactions are off: they need MIRROR_URL and, on HEDERA_NETWORK=custom, HEDERA_NODES')
    return
  }
  await api.register(signedRoutes, {
    deps: {
      ...intake.deps,
      check: createAdmissionCheck(intake.script),
      preparations: createPreparationStore(redis, keyScope(config), config.SIGNED_MAX_OPEN_PER_TENANT),
      accountKeys: createAccountKeys({ mirrorUrl: config.MIRROR_URL, ttlMs: config.ACCOUNT_KEY_CACHE_MS, timeoutMs: config.MIRROR_TIMEOUT_MS }),
      nodeIds,
      validDurationS: config.SIGNED_VALID_DURATION_S
    },
    authenticate,
    limiter
  })
}

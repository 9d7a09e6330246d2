// A registry listing's intake on real Redis (register-accept.lua through submitListing): what it answers before
// anything is recorded (no registry, a private or unknown topic, no mirror, a message over one chunk), the record it
// writes (op register, no ticker, no reservation), a halted registry topic, and a failed enqueue withdrawn (ADR 036).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { decodeJobRecord, jobRecordKey, reservationKey, topicMetaKey } from '@hcs/protocol'
import { MirrorHttpError } from '@hcs/runtime'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import type { Caller } from '../src/access/auth.js'
import { submitListing } from '../src/intake/listing-routes.js'
import type { ListingDeps, ListingInput } from '../src/intake/listing-routes.js'
import { QueueNotConnectedError } from '../src/intake/queue.js'
import { createRegisterIntake } from '../src/intake/register-intake.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { fakeQueue } from './helpers.js'

const MANAGED = '0.0.1001'
const PRIVATE = '0.0.2002'
const REGISTRY = '0.0.3003'
const CALLER: Caller = { keyId: 'k1', tenant: 'default', scopes: new Set(['operator']) }

describe(submitListing.name, () => {
  const prefix = uniquePrefix('api-listing')
  const keys = { prefix, network: TEST_NETWORK }
  let redis: Redis

  const mirror: ListingDeps['mirror'] = {
    async getTopic (topicId) {
      if (topicId === PRIVATE) return { topicId, isPrivate: true }
      if (topicId === MANAGED) return { topicId, isPrivate: false }
      throw new MirrorHttpError(404, `/api/v1/topics/${topicId}`)
    }
  }

  function deps (overrides: Partial<ListingDeps> = {}): ListingDeps & { queue: ReturnType<typeof fakeQueue> } {
    return {
      topics: new Set([MANAGED, PRIVATE, '0.0.4004']),
      defaultTopicId: MANAGED,
      queue: fakeQueue(),
      jobIdSecret: 'secret-0123456789abcdef0123456789abcdef',
      registryTopicId: REGISTRY,
      mirror,
      indexedPrivacy: async () => undefined,
      intake: createRegisterIntake({ redis, keys, recordTtlSeconds: 3600 }),
      ...overrides
    } as ListingDeps & { queue: ReturnType<typeof fakeQueue> }
  }

  const input = (topicId: string, body: ListingInput['body'] = { name: 'Points' }, idempotencyKey?: string): ListingInput =>
    ({ topicId, body, caller: CALLER, idempotencyKey, requestId: 'req-1' })

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
  })

  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('records a register job on the registry topic, with no ticker and nothing reserved, and enqueues it there', async () => {
    const d = deps()
    const accepted = await submitListing(d, input(MANAGED, { name: 'Points', metadata: 'ipfs://x', memo: 'hi' }))
    expect(accepted).toMatchObject({ status: 'queued', op: 'register', topicId: REGISTRY, listedTopicId: MANAGED })
    expect(accepted.jobId.startsWith(`${REGISTRY}_`)).toBe(true)
    expect(accepted.message).toBe(`{"p":"hcs-20","op":"register","name":"Points","metadata":"ipfs://x","private":false,"t_id":"${MANAGED}","m":"hi"}`)
    const record = decodeJobRecord(await redis.get(jobRecordKey(keys, REGISTRY, accepted.jobId)), accepted.jobId)
    expect(record).toMatchObject({ status: 'queued', op: 'register', topicId: REGISTRY, message: accepted.message, requestId: 'req-1' })
    expect(record?.ticker).toBeUndefined()
    expect(await redis.exists(reservationKey(keys, REGISTRY, accepted.jobId))).toBe(0)
    expect(d.queue.jobs.get(accepted.jobId)).toEqual({ v: 2 })
  })

  it('takes a public topic from what the indexer last read of the mirror while the mirror does not answer', async () => {
    const down: ListingDeps['mirror'] = { async getTopic () { throw new Error('mirror down') } }
    const accepted = await submitListing(deps({ mirror: down, indexedPrivacy: async () => false }), input(MANAGED, { name: 'While down' }))
    expect(accepted).toMatchObject({ status: 'queued', op: 'register', listedTopicId: MANAGED })
  })

  it('answers the same job for the same Idempotency-Key and listing, and refuses the key with another', async () => {
    const d = deps()
    const first = await submitListing(d, input(MANAGED, { name: 'Again' }, 'key-1'))
    const again = await submitListing(d, input(MANAGED, { name: 'Again' }, 'key-1'))
    expect(again.jobId).toBe(first.jobId)
    expect(d.queue.jobs.size).toBe(1)
    await expect(submitListing(d, input(MANAGED, { name: 'Other' }, 'key-1'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', statusCode: 422 })
  })

  it('refuses before anything is recorded: no registry, an unmanaged, private or unknown topic, no mirror, a message over one chunk', async () => {
    const d = deps()
    await expect(submitListing(deps({ registryTopicId: undefined }), input(MANAGED))).rejects.toMatchObject({ code: 'REGISTRY_NOT_CONFIGURED', statusCode: 404 })
    await expect(submitListing(d, input('0.0.9999'))).rejects.toMatchObject({ code: 'TOPIC_NOT_ALLOWED', statusCode: 403 })
    await expect(submitListing(d, input(PRIVATE))).rejects.toMatchObject({ code: 'TOPIC_PRIVATE', statusCode: 409 })
    await expect(submitListing(d, input('0.0.4004'))).rejects.toMatchObject({ code: 'MIRROR_UNAVAILABLE', statusCode: 503 })
    await expect(submitListing(deps({ mirror: undefined }), input(MANAGED))).rejects.toMatchObject({ code: 'MIRROR_UNAVAILABLE', statusCode: 503 })
    // the mirror down: what the indexer last read from it stands in (private: still refused)
    const down: ListingDeps['mirror'] = { async getTopic () { throw new Error('mirror down') } }
    await expect(submitListing(deps({ mirror: down, indexedPrivacy: async () => true }), input(MANAGED))).rejects.toMatchObject({ code: 'TOPIC_PRIVATE', statusCode: 409 })
    // 500 quotes: 1,000 bytes once escaped
    await expect(submitListing(d, input(MANAGED, { name: 'Long', memo: '"'.repeat(500) }))).rejects.toMatchObject({ code: 'MESSAGE_TOO_LARGE', statusCode: 422 })
    expect(d.queue.jobs.size).toBe(0)
  })

  it('withdraws a listing whose enqueue failed (503), and takes a retry with the same key', async () => {
    const d = deps()
    const failing = { ...d.queue, enqueue: async () => { throw new QueueNotConnectedError('reconnecting') } }
    const refused = await submitListing({ ...d, queue: failing }, input(MANAGED, { name: 'Retry' }, 'key-2')).catch((err: unknown) => err)
    expect(refused).toMatchObject({ code: 'QUEUE_UNAVAILABLE', statusCode: 503 })
    const retried = await submitListing(d, input(MANAGED, { name: 'Retry' }, 'key-2'))
    expect(decodeJobRecord(await redis.get(jobRecordKey(keys, REGISTRY, retried.jobId)), retried.jobId)?.status).toBe('queued')
    expect(d.queue.jobs.has(retried.jobId)).toBe(true)
  })

  it('refuses while the registry topic is halted (503 TOPIC_HALTED)', async () => {
    await redis.hset(topicMetaKey(keys, REGISTRY), 'halted', 'running_hash_mismatch')
    try {
      await expect(submitListing(deps(), input(MANAGED))).rejects.toMatchObject({ code: 'TOPIC_HALTED', statusCode: 503 })
    } finally {
      await redis.hdel(topicMetaKey(keys, REGISTRY), 'halted')
    }
  })
})

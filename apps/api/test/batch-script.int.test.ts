import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import {
  buildMessage, inscriptionKey, jobRecordKey, pendingDeployKey, pendingSupplyKey, reservationKey, tickerOwnersKey, topicMetaKey, topicReservationsKey
} from '@hcs/protocol'
import type { Operation } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createBatchIntake } from '../src/intake/batch/batch-script.js'
import type { BatchIntakeRequest, BatchOperation } from '../src/intake/batch/batch-script.js'
import { createRedis, waitForRedis } from '../src/redis.js'

const TOPIC = '0.0.1001'

// The batch script's idempotency entry on its own: pending until the first accepted operation's BullMQ job exists,
// stale past staleMs, replayed once it exists.
describe(createBatchIntake.name, () => {
  const prefix = uniquePrefix('api-batch-script')
  const keys = { prefix, network: TEST_NETWORK }
  const queueJobKey = (topicId: string, jobId: string): string => `${prefix}:bull:{${topicId}}:${jobId}`
  let redis: Redis

  const caller = { tenant: 'default', anyTicker: true, requestId: 'r' }
  function request (jobId: string, operation: Operation): BatchOperation {
    return { jobId, operation, message: buildMessage(operation) }
  }
  function batch (name: string, staleMs = 60_000): { sut: ReturnType<typeof createBatchIntake>, batch: BatchIntakeRequest } {
    const sut = createBatchIntake({ redis, keys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined, queueJobKey, staleMs })
    const requests = [
      request(`${TOPIC}_k${name}-0`, { op: 'mint', tick: 'bs', amt: '8', to: '0.0.7' }),
      request(`${TOPIC}_k${name}-1`, { op: 'mint', tick: 'bs', amt: '5', to: '0.0.7' }),
      request(`${TOPIC}_k${name}-2`, { op: 'mint', tick: 'bs', amt: '1', to: '0.0.7' })
    ]
    return { sut, batch: { ...caller, createdAt: Date.now(), topicId: TOPIC, requests, atomic: false, idempotency: { scope: 'key-1', key: name, fingerprint: `fp-${name}` } } }
  }

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    await redis.hset(topicMetaKey(keys, TOPIC), 'private', '1')
  })

  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('answers a retry from the batch\'s entry: pending, then stale, then the first answer once enqueued', async () => {
    const form = 'hash'
    await redis.hset(inscriptionKey(keys, TOPIC, 'bs'), { max: '10', supply: '0' })
    // each form starts from no reserved supply
    await redis.hdel(pendingSupplyKey(keys, TOPIC), 'bs')
    const { sut, batch: first } = batch(`b-${form}`)
    expect(await sut.accept(first)).toEqual({ kind: 'done', codes: ['OK', 'SUPPLY_EXCEEDED', 'OK'] })
    const firstJob = first.requests[0]?.jobId as string
    expect(await sut.accept(first)).toEqual({ kind: 'pending' })
    // the record's age past staleMs: its api died before the enqueue
    const stale = batch(`b-${form}`, 0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await stale.sut.accept(first)).toEqual({ kind: 'stale', codes: ['OK', 'SUPPLY_EXCEEDED', 'OK'] })
    await redis.set(queueJobKey(TOPIC, firstJob), 'job')
    expect(await sut.accept(first)).toEqual({ kind: 'replay', codes: ['OK', 'SUPPLY_EXCEEDED', 'OK'] })
    expect(await redis.get(jobRecordKey(keys, TOPIC, first.requests[1]?.jobId as string))).toBeNull()
    // another batch under the key
    const other = batch(`b-${form}`)
    other.batch.idempotency = { scope: 'key-1', key: `b-${form}`, fingerprint: 'fp-other' }
    await expect(other.sut.accept(other.batch)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
  })

  // the script asks for all records and reservations with one EXISTS and skips each operation's TYPEs when none
  // exists: one that does exists sends every operation through its TYPEs, and a job id named twice is asked twice
  it('refuses an operation whose record or reservation exists, or whose job id an earlier operation used', async () => {
    await redis.hset(inscriptionKey(keys, TOPIC, 'ex'), { max: '100', supply: '0' })
    const sut = createBatchIntake({ redis, keys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined, queueJobKey })
    const mint = (jobId: string): BatchOperation => request(jobId, { op: 'mint', tick: 'ex', amt: '1', to: '0.0.7' })
    const fresh = { ...caller, createdAt: Date.now(), topicId: TOPIC, requests: [mint(`${TOPIC}_jex-a`), mint(`${TOPIC}_jex-a`), mint(`${TOPIC}_jex-b`)], atomic: false }
    expect(await sut.accept(fresh)).toEqual({ kind: 'done', codes: ['OK', 'KEY_REUSED', 'OK'] })
    await redis.set(reservationKey(keys, TOPIC, `${TOPIC}_jex-d`), 'x')
    await redis.hset(jobRecordKey(keys, TOPIC, `${TOPIC}_jex-e`), 'f', 'v')
    const ids = ['jex-a', 'jex-c', 'jex-d', 'jex-e', 'jex-f'].map((id) => `${TOPIC}_${id}`)
    expect(await sut.accept({ ...caller, createdAt: Date.now(), topicId: TOPIC, requests: ids.map(mint), atomic: false })).toEqual({
      kind: 'done', codes: ['KEY_REUSED', 'OK', 'KEY_REUSED', 'KEY_TYPE_CLASH', 'OK']
    })
    expect(await redis.hget(pendingSupplyKey(keys, TOPIC), 'ex')).toBe('4')
  })

  // the reserved totals, the ticker owners and the reservation index are written once at the end of the batch (or
  // before an atomic batch's undo reads them): what they hold after it is what one write per operation left
  it('leaves the totals, the owner and the index as operation by operation; an atomic refusal leaves none of them', async () => {
    const sut = createBatchIntake({ redis, keys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined, queueJobKey })
    const tenant = { tenant: 'acme', anyTicker: false, requestId: 'r', createdAt: Date.now() }
    const deploy = request(`${TOPIC}_jhd-1`, { op: 'deploy', tick: 'hd', name: 'Held', max: '10', lim: '6' })
    const mints = ['2', '3', '6', '7', '1'].map((amt, i) => request(`${TOPIC}_jhd-m${i}`, { op: 'mint', tick: 'hd', amt, to: '0.0.7' }))
    expect(await sut.accept({ ...tenant, topicId: TOPIC, requests: [deploy, ...mints], atomic: false })).toEqual({
      kind: 'done', codes: ['OK', 'OK', 'OK', 'SUPPLY_EXCEEDED', 'LIMIT_EXCEEDED', 'OK']
    })
    expect(await redis.hget(pendingSupplyKey(keys, TOPIC), 'hd')).toBe('6')
    expect(await redis.hget(tickerOwnersKey(keys, TOPIC), 'hd')).toBe('acme')
    const index = topicReservationsKey(keys, TOPIC)
    const accepted = [deploy, mints[0], mints[1], mints[4]].map((r) => r?.jobId as string)
    for (const jobId of accepted) expect(await redis.zscore(index, jobId)).not.toBeNull()
    for (const jobId of [mints[2], mints[3]].map((r) => r?.jobId as string)) expect(await redis.zscore(index, jobId)).toBeNull()

    const before = await redis.zcard(index)
    const again = request(`${TOPIC}_jhd-2`, { op: 'deploy', tick: 'hd2', name: 'Held', max: '5' })
    // a total that held a value before the batch: the undo takes back exactly what the batch added
    const atomic = [['hd', '1'], ['hd2', '2'], ['hd2', '3'], ['hd2', '1']].map(([tick, amt], i) => request(`${TOPIC}_jhd-a${i}`, { op: 'mint', tick: tick as string, amt: amt as string, to: '0.0.7' }))
    expect(await sut.accept({ ...tenant, topicId: TOPIC, requests: [again, ...atomic], atomic: true })).toEqual({ kind: 'refused', index: 4, code: 'SUPPLY_EXCEEDED' })
    expect(await redis.hget(pendingSupplyKey(keys, TOPIC), 'hd2')).toBeNull()
    expect(await redis.hget(tickerOwnersKey(keys, TOPIC), 'hd2')).toBeNull()
    expect(await redis.exists(pendingDeployKey(keys, TOPIC, 'hd2'))).toBe(0)
    expect(await redis.zcard(index)).toBe(before)
    expect(await redis.hget(pendingSupplyKey(keys, TOPIC), 'hd')).toBe('6')
  })
})

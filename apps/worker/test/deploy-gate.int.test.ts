import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { inscriptionKey, jobRecordKey, pendingDeployKey } from '@hcs/protocol'
import { connectRedis, deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createDeployGate } from '../src/jobs/deploy-gate.js'

const prefix = uniquePrefix('worker-gate')

const redisKeys = { prefix, network: TEST_NETWORK }
const TOPIC = '0.0.1001'
let redis: Redis

beforeAll(() => { redis = connectRedis() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(createDeployGate.name, () => {
  const sut = () => createDeployGate(redis, redisKeys)

  it('lets the ledger decide when the tick has neither a confirmed nor a pending deploy', async () => {
    expect(await sut()(TOPIC, 'none')).toBe('ready')
  })

  it('is pending while the deploy job is queued, submitting or accepted without consensus, ready once it is sequenced', async () => {
    const setDeployStatus = async (status: string, extra: Record<string, string> = {}) =>
      await redis.set(jobRecordKey(redisKeys, TOPIC, 'deploy-1'), JSON.stringify({ id: 'deploy-1', status, ...extra }))
    await redis.hset(pendingDeployKey(redisKeys, TOPIC, 'soon'), { max: '10', lim: '', jobId: 'deploy-1' })
    await setDeployStatus('queued')
    expect(await sut()(TOPIC, 'soon')).toBe('pending')
    await setDeployStatus('submitting')
    expect(await sut()(TOPIC, 'soon')).toBe('pending')
    // Accepted by the node, consensus still to come: a mint sent now could be ordered before it.
    await setDeployStatus('submitted', { transactionId: '0.0.2@1700000000.000000001' })
    expect(await sut()(TOPIC, 'soon')).toBe('pending')
    await setDeployStatus('submitted', { transactionId: '0.0.2@1700000000.000000001', sequenceNumber: '4' })
    expect(await sut()(TOPIC, 'soon')).toBe('ready')
    await setDeployStatus('failed')
    expect(await sut()(TOPIC, 'soon')).toBe('ready')
  })

  it('is pending while the deploy job has no record yet', async () => {
    await redis.hset(pendingDeployKey(redisKeys, TOPIC, 'early'), { max: '10', lim: '', jobId: 'deploy-2' })
    expect(await sut()(TOPIC, 'early')).toBe('pending')
  })

  it('is ready when the inscription is on the ledger, and remembers it: that deploy is on the topic for good', async () => {
    const gate = sut()
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'live'), { max: '10', supply: '0' })
    expect(await gate(TOPIC, 'live')).toBe('ready')
    // what would hold a mint now (a pending deploy whose job is queued) is not asked: the first deploy came first
    await redis.del(inscriptionKey(redisKeys, TOPIC, 'live'))
    await redis.hset(pendingDeployKey(redisKeys, TOPIC, 'live'), { max: '10', lim: '', jobId: 'deploy-3' })
    await redis.set(jobRecordKey(redisKeys, TOPIC, 'deploy-3'), JSON.stringify({ id: 'deploy-3', status: 'queued' }))
    expect(await gate(TOPIC, 'live')).toBe('ready')
    // another process (a gate of its own) asks Redis
    expect(await sut()(TOPIC, 'live')).toBe('pending')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { TopicMessageSubmitTransaction, type Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import { decodeNetworkCondition, decodeOperatorBalanceLow, networkConditionKey, operatorBalanceLowKey, type NetworkCondition, type OperatorBalanceLow } from '@hcs/protocol'
import { connectRedis, deleteKeys, uniquePrefix } from '../../../test/support/redis.js'
import { loadConfig } from '../src/config.js'
import { balanceTinybars, createHederaClient } from '../src/hedera/client.js'
import { createTopic } from '../src/hedera/topics.js'
import { createWorkerMetrics, type WorkerMetrics } from '../src/metrics.js'
import { createNetworkConditions } from '../src/conditions/network-conditions.js'
import { createOperatorBalance, type OperatorBalance } from '../src/conditions/operator-balance.js'
import { createSubmitQueues, type SubmitQueues } from '../src/queue.js'
import { networkEnv, silent, startNetwork, testClient } from './support/network.js'

// ADR 038, "The operator's balance floor", through real parts: the emulator (it charges each message its fee,
// 0.008 HBAR, and keeps balances), the SDK's free balance query, Redis. A payer of its own, two readers of its
// balance as two worker processes would be: each fall of the balance is counted once as fees, and the low-balance
// record and a network condition never clear each other.
const prefix = uniquePrefix('worker-balance')
const FEE_TINYBARS = 800_000n
let emulator: Emulator
let genesis: Client
let payer: { accountId: string, privateKey: string }
let payerClient: Client
let redis: Redis
let queues: SubmitQueues
let topicId: string
const readers: Array<{ balance: OperatorBalance, metrics: WorkerMetrics }> = []

async function admin (path: string, body: unknown): Promise<any> {
  const res = await fetch(`${emulator.mirrorUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
  return await res.json()
}

async function send (count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(`fee ${i}`).execute(payerClient)
    await response.getReceipt(payerClient)
  }
}

function reader (floorHbar: number): { balance: OperatorBalance, metrics: WorkerMetrics } {
  const metrics = createWorkerMetrics()
  const balance = createOperatorBalance({
    redis,
    keys: { prefix, network: emulator.networkId },
    operatorId: payer.accountId,
    floorHbar,
    // reads are made by the test (read()), the timer's would come too late to matter
    intervalMs: 3_600_000,
    balance: async () => await balanceTinybars(payerClient, payer.accountId),
    log: silent,
    metrics
  })
  readers.push({ balance, metrics })
  return { balance, metrics }
}

const feesPaid = async (metrics: WorkerMetrics): Promise<number> => (await metrics.feesPaid.get()).values[0]?.value ?? 0
const lowRecord = async (): Promise<OperatorBalanceLow | undefined> => decodeOperatorBalanceLow(await redis.get(operatorBalanceLowKey({ prefix, network: emulator.networkId })))
const conditionRecord = async (): Promise<NetworkCondition | undefined> => decodeNetworkCondition(await redis.get(networkConditionKey({ prefix, network: emulator.networkId })))

beforeAll(async () => {
  emulator = await startNetwork()
  genesis = testClient(emulator)
  topicId = (await createTopic(genesis)).topicId
  payer = await admin('/admin/accounts', { initialBalanceHbar: 1 })
  payerClient = createHederaClient(loadConfig({ ...networkEnv(emulator), HEDERA_OPERATOR_ID: payer.accountId, HEDERA_OPERATOR_KEY: payer.privateKey, HCS20_TOPIC_ID: topicId }))
  redis = connectRedis()
  queues = createSubmitQueues(redis, { prefix, network: emulator.networkId }, [topicId])
}, 60_000)

afterAll(async () => {
  for (const { balance } of readers) balance.close()
  await queues?.close()
  await deleteKeys(redis, prefix)
  await redis?.quit()
  payerClient?.close()
  genesis?.close()
  await emulator?.close()
}, 60_000)

describe('the operator\'s balance (ADR 038)', () => {
  it('counts each fall once as fees paid, across two readers whose reads interleave, and never a rise', async () => {
    const a = reader(0)
    const b = reader(0)
    await a.balance.read()
    await send(3)
    await b.balance.read()
    await a.balance.read() // nothing fell since b's read
    await send(2)
    await a.balance.read()
    await admin(`/admin/accounts/${payer.accountId}/fund`, { amountHbar: 0.5 })
    await b.balance.read() // a rise: funding is not a fee
    await send(1)
    await b.balance.read()
    const fees = await feesPaid(a.metrics) + await feesPaid(b.metrics)
    expect(Math.round(fees * 1e8)).toBe(Number(6n * FEE_TINYBARS))
    expect(await feesPaid(a.metrics)).toBeCloseTo(2 * 0.008, 10)
    expect(await feesPaid(b.metrics)).toBeCloseTo(4 * 0.008, 10)
    // the balance gauge: 1 HBAR + 0.5 funded - 6 messages
    expect((await b.metrics.operatorBalance.get()).values[0]?.value).toBeCloseTo(1.5 - 6 * 0.008, 10)
    // no floor: nothing recorded
    expect(await lowRecord()).toBeUndefined()
    expect(a.balance.low()).toBeUndefined()
  }, 60_000)

  it('under the floor records why until a read above it; a network condition and the floor never clear each other', async () => {
    const tinybarsNow = await balanceTinybars(payerClient, payer.accountId)
    const balanceNow = Number(tinybarsNow) / 1e8
    // a floor just above what the payer holds
    const floor = Math.round((balanceNow + 0.1) * 1e8) / 1e8
    const { balance, metrics } = reader(floor)
    expect((await metrics.operatorMinBalance.get()).values[0]?.value).toBe(floor)
    const conditions = createNetworkConditions({
      redis, keys: { prefix, network: emulator.networkId }, queues, log: silent, probeIntervalMs: 300, clockCheckIntervalMs: 3_600_000, refreshMs: 3_600_000
    })
    try {
      await balance.read()
      const low = await lowRecord()
      expect(low).toMatchObject({ code: 'OPERATOR_BALANCE_LOW', operatorId: payer.accountId, balanceHbar: balanceNow, floorHbar: floor })
      expect(balance.low()).toEqual(low)
      expect(low?.reason).toMatch(/under OPERATOR_MIN_BALANCE_HBAR .*operations accepted before are still sent/)

      // both hold; the probe that gets through ends the condition and leaves the low balance
      await conditions.met('PAYER_INSUFFICIENT_BALANCE', 'INSUFFICIENT_PAYER_BALANCE', 'precheck')
      expect(await conditionRecord()).toMatchObject({ code: 'PAYER_INSUFFICIENT_BALANCE' })
      await conditions.passed()
      expect(await conditionRecord()).toBeUndefined()
      expect(await lowRecord()).toEqual(low)

      // still under the floor a read later: `since` is kept
      await send(1)
      await balance.read()
      expect(await lowRecord()).toMatchObject({ since: low?.since, balanceHbar: Number(tinybarsNow - FEE_TINYBARS) / 1e8 })

      // the condition again, then the payer funded above the floor: the read ends the low balance, not the condition
      await conditions.met('PAYER_INSUFFICIENT_BALANCE', 'INSUFFICIENT_PAYER_BALANCE', 'precheck')
      await admin(`/admin/accounts/${payer.accountId}/fund`, { amountHbar: 1 })
      await balance.read()
      expect(await lowRecord()).toBeUndefined()
      expect(balance.low()).toBeUndefined()
      expect(await conditionRecord()).toMatchObject({ code: 'PAYER_INSUFFICIENT_BALANCE' })
      await conditions.passed()
    } finally {
      await conditions.close()
    }
  }, 60_000)
})

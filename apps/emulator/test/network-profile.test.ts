import { describe, it, expect, afterAll, beforeAll, afterEach } from 'vitest'
import {
  StatusError, Timestamp, TopicCreateTransaction, TopicMessageSubmitTransaction, TransactionId, TransactionReceiptQuery,
  type Client, type TopicId
} from '@hashgraph/sdk'
import { loadConfig } from '../src/config.js'
import { createFaults } from '../src/faults.js'
import { NETWORK_PROFILES, networkSettings, type Emulator } from '../src/index.js'
import { startTestEmulator, sdkClient, getJson, eventually } from './helpers.js'

describe('network profiles', () => {
  it('EMULATOR_PROFILE=mainnet sets round trip, consensus delay and jitter, and mirror lag; single figures override it', () => {
    expect(networkSettings(loadConfig({}))).toEqual({ roundTripMs: 0, consensusDelayMs: 0, consensusJitterMs: 0, mirrorLagMs: 0 })
    expect(networkSettings(loadConfig({ EMULATOR_PROFILE: 'mainnet' }))).toEqual({ roundTripMs: 150, consensusDelayMs: 3000, consensusJitterMs: 500, mirrorLagMs: 2000 })
    expect(networkSettings(loadConfig({ EMULATOR_PROFILE: 'mainnet', EMULATOR_MIRROR_LAG_MS: '0', EMULATOR_ROUND_TRIP_MS: '20' })))
      .toEqual({ roundTripMs: 20, consensusDelayMs: 3000, consensusJitterMs: 500, mirrorLagMs: 0 })
    expect(networkSettings(loadConfig({ EMULATOR_CONSENSUS_DELAY_MS: '100', EMULATOR_CONSENSUS_JITTER_MS: '10' })))
      .toEqual({ roundTripMs: 0, consensusDelayMs: 100, consensusJitterMs: 10, mirrorLagMs: 0 })
    expect(() => loadConfig({ EMULATOR_PROFILE: 'moon' })).toThrow(/EMULATOR_PROFILE/)
    expect(() => loadConfig({ EMULATOR_ROUND_TRIP_MS: '-1' })).toThrow(/EMULATOR_ROUND_TRIP_MS/)
  })

  it('draws each consensus delay from delay ± jitter, and a reset returns to the profile', () => {
    const sut = createFaults(1000, NETWORK_PROFILES.mainnet)
    const delays = Array.from({ length: 500 }, () => sut.consensusDelayMs())
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2500)
    expect(Math.max(...delays)).toBeLessThanOrEqual(3500)
    expect(new Set(delays).size).toBeGreaterThan(10)
    sut.set({ consensusDelayMs: 0, consensusJitterMs: 0, roundTripMs: 5, busy: 1 })
    expect(sut.consensusDelayMs()).toBe(0)
    sut.reset()
    expect(sut.get()).toEqual({ roundTripMs: 150, consensusDelayMs: 3000, consensusJitterMs: 500, mirrorLagMs: 2000 })
    expect(createFaults(1000, NETWORK_PROFILES.local).get()).toEqual({})
  })
})

describe('network settings at run time', () => {
  let emulator: Emulator
  let client: Client
  let topicId: TopicId
  beforeAll(async () => {
    emulator = await startTestEmulator()
    client = sdkClient(emulator, { fast: true })
    const receipt = await (await new TopicCreateTransaction().execute(client)).getReceipt(client)
    if (receipt.topicId === null) throw new Error('no topic')
    topicId = receipt.topicId
  })
  afterEach(() => { emulator.faults.reset() })
  afterAll(async () => {
    client.close()
    await emulator.close()
  })

  const post = async (body: unknown): Promise<Response> => await fetch(`${emulator.mirrorUrl}/admin/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body)
  })

  it('holds every gRPC call for the round trip set through the admin endpoint', async () => {
    expect((await post({ roundTripMs: 400 })).status).toBe(200)
    const started = Date.now()
    const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('far away').execute(client)
    const accepted = Date.now()
    await response.getReceipt(client)
    // Lower bounds only: the injected delay is a floor, whatever the machine's load.
    expect(accepted - started).toBeGreaterThanOrEqual(400)
    expect(Date.now() - accepted).toBeGreaterThanOrEqual(400)
  })

  it('changes the mirror lag at run time: a sequenced message stays invisible until the lag is lifted', async () => {
    expect((await post({ mirrorLagMs: 600_000 })).status).toBe(200)
    const receipt = await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('lagging').execute(client)).getReceipt(client)
    const seq = receipt.topicSequenceNumber?.toString() ?? ''
    expect((await getJson(emulator, `/api/v1/topics/${topicId.toString()}/messages/${seq}`)).status).toBe(404)
    expect((await post({ mirrorLagMs: 0 })).status).toBe(200)
    expect((await getJson(emulator, `/api/v1/topics/${topicId.toString()}/messages/${seq}`)).status).toBe(200)
  })

  it('drops a transaction after precheck OK: UNKNOWN and a duplicate while valid, never on the topic, forgotten once expired', async () => {
    emulator.faults.set({ dropAfterPrecheck: 1 })
    // Valid for 15 s from 12 s ago: it expires 3 s from now.
    const id = TransactionId.withValidStart(client.operatorAccountId!, Timestamp.fromDate(new Date(Date.now() - 12_000)))
    const tx = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('dropped').setTransactionId(id).setTransactionValidDuration(15)
    const response = await tx.execute(client)
    expect(response.transactionId.toString()).toBe(id.toString())
    expect(emulator.faults.get().dropAfterPrecheck).toBeUndefined()
    const probe = async (): Promise<string> => await new TransactionReceiptQuery().setTransactionId(id).setMaxAttempts(1).execute(client)
      .then((receipt) => receipt.status.toString(), (err: unknown) => err instanceof StatusError ? err.status.toString() : (err as Error).message)
    expect(await probe()).toMatch(/\bUNKNOWN\b/)
    const again = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('dropped').setTransactionId(id).setTransactionValidDuration(15)
    await expect(again.execute(client)).rejects.toThrow(/DUPLICATE_TRANSACTION/)
    await eventually(async () => { expect(await probe()).toMatch(/RECEIPT_NOT_FOUND/) }, 20_000)
    expect((await getJson(emulator, `/api/v1/transactions/${id.toString()}`)).status).toBe(404)
  }, 30_000)
})

// Holders sign their own transfers and burns (api ADR 040), end to end across processes: the api prepares and
// checks, the real @hashgraph/sdk is the holder's wallet (Transaction.fromBytes(...).sign(key)), the worker sends the
// signed bytes unchanged, the emulator verifies the payer's own key and charges it, and the indexer confirms the
// message from the topic. Accounts with keys of their own come from the emulator's POST /admin/accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountId, PrivateKey, TopicMessageSubmitTransaction, Transaction, TransactionId } from '@hashgraph/sdk'
import { Queue } from 'bullmq'
import { createHcsClient } from '@hcs/client'
import { QUEUE_SUBMIT, preparationKey, submitQueueRef, topicReservationsKey } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { connectRedis } from './support/redis.js'
import { startStack, type Stack } from './support/stack.js'

interface Wallet { accountId: string, key: PrivateKey }
interface Prepared { preparationId: string, transactionId: string, transaction: string, message: string, topicId: string, nodeAccountIds: string[], expiresAt: string }

describe('holder-signed transactions (POST …/prepare, POST /api/transactions)', () => {
  let stack: Stack
  let redis: Redis
  let publicTopic: string
  let privateTopic: string
  let ed: Wallet
  let ecdsa: Wallet

  async function wallet (keyType: 'ED25519' | 'ECDSA_SECP256K1'): Promise<Wallet> {
    const res = await fetch(`${stack.network.mirrorUrl}/admin/accounts`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialBalanceHbar: 20, keyType })
    })
    expect(res.status).toBe(200)
    const body = await res.json() as { accountId: string, privateKey: string }
    return { accountId: body.accountId, key: PrivateKey.fromStringDer(body.privateKey) }
  }

  async function sign (transaction: string, key: PrivateKey): Promise<string> {
    const signed = await Transaction.fromBytes(Buffer.from(transaction, 'base64')).sign(key)
    return Buffer.from(signed.toBytes()).toString('base64')
  }

  async function prepare (op: 'transfer' | 'burn', ticker: string, body: Record<string, unknown>): Promise<Prepared> {
    const res = await stack.post(`/api/inscription/${ticker}/${op}/prepare`, body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as Prepared
  }

  async function balance (topicId: string, ticker: string, account: string): Promise<{ balance: string, pendingDebits: string }> {
    const res = await stack.get(`/api/inscription/${ticker}/balance/${account}?topic_id=${topicId}`)
    expect(res.status).toBe(200)
    return res.body
  }

  async function reservations (topicId: string): Promise<number> {
    return await redis.zcard(topicReservationsKey({ prefix: stack.prefix, network: stack.network.networkId }, topicId))
  }

  async function payerOf (topicId: string, message: string): Promise<string[]> {
    return (await stack.topicMessages(topicId)).filter((m) => m.message === message).map((m) => m.payer_account_id)
  }

  beforeAll(async () => {
    stack = await startStack({ publicTopics: 1 })
    redis = connectRedis()
    publicTopic = stack.publicTopics[0]!
    privateTopic = stack.topicId
    ;[ed, ecdsa] = await Promise.all([wallet('ED25519'), wallet('ECDSA_SECP256K1')])
    // the operator deploys and mints on both topics (a deploy or mint debits nobody)
    const deploys = await Promise.all([
      stack.post('/api/inscription/deploy', { ticker: 'pub', name: 'Public', max: 1_000_000, topic_id: publicTopic }),
      stack.post('/api/inscription/deploy', { ticker: 'prv', name: 'Private', max: 1_000_000 })
    ])
    for (const d of deploys) await stack.waitForJob(d.body.jobId, ['confirmed'])
    const mints = await Promise.all([
      stack.post('/api/inscription/pub/mint', { amount: 100, to: ed.accountId, topic_id: publicTopic }),
      stack.post('/api/inscription/pub/mint', { amount: 100, to: ecdsa.accountId, topic_id: publicTopic }),
      stack.post('/api/inscription/prv/mint', { amount: 100, to: ed.accountId })
    ])
    for (const m of mints) expect((await stack.waitForJob(m.body.jobId, ['confirmed', 'failed', 'invalid'])).status).toBe('confirmed')
  }, 180_000)

  afterAll(async () => {
    redis?.disconnect()
    await stack?.stop()
  }, 60_000)

  it('confirms an ED25519 holder\'s transfer on the public topic, paid by the holder; the same signed bytes again answer the same job', async () => {
    // the operator cannot move a holder's points on a public topic
    const direct = await stack.post('/api/inscription/pub/transfer', { amount: 1, from: ed.accountId, to: '0.0.9001', topic_id: publicTopic })
    expect(direct.status).toBe(422)
    expect(direct.body.code).toBe('FROM_NOT_PAYER')
    expect(direct.body.detail).toContain('/api/inscription/pub/transfer/prepare')

    const prepared = await prepare('transfer', 'pub', { amount: 10, from: ed.accountId, to: '0.0.9001', topic_id: publicTopic })
    expect(prepared.transactionId.startsWith(`${ed.accountId}@`)).toBe(true)
    expect(prepared.topicId).toBe(publicTopic)
    expect(prepared.message).toBe(`{"p":"hcs-20","op":"transfer","tick":"pub","amt":"10","from":"${ed.accountId}","to":"0.0.9001"}`)
    const unsigned = Transaction.fromBytes(Buffer.from(prepared.transaction, 'base64')) as TopicMessageSubmitTransaction
    expect(unsigned.transactionId?.toString()).toBe(prepared.transactionId)
    expect(Buffer.from(unsigned.getMessage() ?? new Uint8Array()).toString()).toBe(prepared.message)
    expect(unsigned.nodeAccountIds?.map(String)).toEqual([stack.network.nodeAccountId])

    const signed = await sign(prepared.transaction, ed.key)
    const accepted = await stack.post('/api/transactions', { transaction: signed })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202)
    expect(accepted.body).toMatchObject({ jobId: prepared.preparationId, status: 'queued', op: 'transfer', ticker: 'pub', topicId: publicTopic, message: prepared.message })
    const replay = await stack.post('/api/transactions', { transaction: signed })
    expect(replay.status).toBe(202)
    expect(replay.body.jobId).toBe(prepared.preparationId)

    const record = await stack.waitForJob(prepared.preparationId, ['confirmed', 'failed', 'invalid'])
    expect(record.status).toBe('confirmed')
    expect(record.transactionId).toBe(prepared.transactionId)
    expect(await balance(publicTopic, 'pub', ed.accountId)).toMatchObject({ balance: '90', pendingDebits: '0' })
    expect((await balance(publicTopic, 'pub', '0.0.9001')).balance).toBe('10')
    // on the topic once, paid by the holder
    expect(await payerOf(publicTopic, prepared.message)).toEqual([ed.accountId])
    // the node got exactly the holder's bytes: the mirror's transaction hash is that of the signed transaction
    const mirror = await (await fetch(`${stack.network.mirrorUrl}/api/v1/transactions/${prepared.transactionId}`)).json() as { transactions: Array<{ transaction_hash: string }> }
    const signedTx = Transaction.fromBytes(Buffer.from(signed, 'base64'))
    expect(Buffer.from(mirror.transactions[0]!.transaction_hash, 'base64').toString('hex')).toBe(Buffer.from(await signedTx.getTransactionHash()).toString('hex'))
    expect(await reservations(publicTopic)).toBe(0)
  }, 90_000)

  it('confirms an ECDSA secp256k1 holder\'s burn on the public topic, through the typed client', async () => {
    const client = createHcsClient({ baseUrl: stack.apiUrl, apiKey: stack.apiKey })
    const prepared = await client.prepare({ op: 'burn', ticker: 'pub', amount: 25, from: ecdsa.accountId, topic_id: publicTopic })
    const signed = await Transaction.fromBytes(Buffer.from(prepared.transaction, 'base64')).sign(ecdsa.key)
    const accepted = await client.submitSigned(signed.toBytes())
    expect(accepted.jobId).toBe(prepared.preparationId)
    expect((await client.waitFor(accepted.jobId)).status).toBe('confirmed')
    expect((await balance(publicTopic, 'pub', ecdsa.accountId)).balance).toBe('75')
    expect(await payerOf(publicTopic, prepared.message)).toEqual([ecdsa.accountId])
    const inscription = await stack.get(`/api/inscription/pub?topic_id=${publicTopic}`)
    expect(inscription.body.supply).toBe('175')
  }, 90_000)

  it('on a private topic the holder signs as payer and the service adds the submit key\'s signature', async () => {
    const prepared = await prepare('transfer', 'prv', { amount: 5, from: ed.accountId, to: '0.0.9002' })
    expect(prepared.topicId).toBe(privateTopic)
    const signed = await sign(prepared.transaction, ed.key)
    // the holder's bytes carry one signature (the holder's) ...
    const pairs = Transaction.fromBytes(Buffer.from(signed, 'base64')).getSignatures().getFlatSignatureList()
    expect(pairs.map((p) => [...p.keys()].map((k) => k.toStringRaw()))).toEqual([[ed.key.publicKey.toStringRaw()]])
    const accepted = await stack.post('/api/transactions', { transaction: signed })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202)
    // ... and the node, which checks the payer's signature at precheck and the topic's submit key at consensus, applied it
    expect((await stack.waitForJob(accepted.body.jobId, ['confirmed', 'failed', 'invalid'])).status).toBe('confirmed')
    const topic = await (await fetch(`${stack.network.mirrorUrl}/api/v1/topics/${privateTopic}`)).json() as { submit_key: unknown }
    expect(topic.submit_key).not.toBeNull()
    expect(await payerOf(privateTopic, prepared.message)).toEqual([ed.accountId])
    expect((await balance(privateTopic, 'prv', ed.accountId)).balance).toBe('95')
  }, 90_000)

  it('answers each refusal with its own code, with nothing reserved or sent', async () => {
    const before = (await stack.topicMessages(publicTopic)).length
    const prepared = await prepare('transfer', 'pub', { amount: 1, from: ed.accountId, to: '0.0.9003', topic_id: publicTopic })
    // a prepare reserves nothing
    expect(await reservations(publicTopic)).toBe(0)
    expect((await balance(publicTopic, 'pub', ed.accountId)).pendingDebits).toBe('0')

    // not this service's preparation
    const foreign = new TopicMessageSubmitTransaction().setTopicId(publicTopic).setMessage(prepared.message).setMaxChunks(1)
      .setTransactionId(TransactionId.generate(AccountId.fromString(ed.accountId))).setNodeAccountIds([AccountId.fromString(stack.network.nodeAccountId)]).freeze()
    const unknown = await stack.post('/api/transactions', { transaction: Buffer.from((await foreign.sign(ed.key)).toBytes()).toString('base64') })
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PREPARATION_UNKNOWN'])

    // the prepared id and nodes with another message
    const altered = new TopicMessageSubmitTransaction().setTopicId(publicTopic).setMaxChunks(1)
      .setMessage(prepared.message.replace('"amt":"1"', '"amt":"99"'))
      .setTransactionId(TransactionId.fromString(prepared.transactionId)).setNodeAccountIds([AccountId.fromString(stack.network.nodeAccountId)])
      .setTransactionValidDuration(120).freeze()
    const alteredRes = await stack.post('/api/transactions', { transaction: Buffer.from((await altered.sign(ed.key)).toBytes()).toString('base64') })
    expect([alteredRes.status, alteredRes.body.code]).toEqual([422, 'TRANSACTION_ALTERED'])
    expect(alteredRes.body.detail).toContain('message')

    // the same id, nodes and message, with a memo of the wallet's own: the body differs
    const memo = new TopicMessageSubmitTransaction().setTopicId(publicTopic).setMaxChunks(1).setMessage(prepared.message).setTransactionMemo('mine')
      .setTransactionId(TransactionId.fromString(prepared.transactionId)).setNodeAccountIds([AccountId.fromString(stack.network.nodeAccountId)])
      .setTransactionValidDuration(120).freeze()
    const memoRes = await stack.post('/api/transactions', { transaction: Buffer.from((await memo.sign(ed.key)).toBytes()).toString('base64') })
    expect([memoRes.status, memoRes.body.code]).toEqual([422, 'TRANSACTION_ALTERED'])
    expect(memoRes.body.detail).toContain('body')

    // signed by a key that is not the payer account's, or not signed at all
    const wrong = await stack.post('/api/transactions', { transaction: await sign(prepared.transaction, PrivateKey.generateED25519()) })
    expect([wrong.status, wrong.body.code]).toEqual([422, 'SIGNATURE_INVALID'])
    const unsigned = await stack.post('/api/transactions', { transaction: prepared.transaction })
    expect([unsigned.status, unsigned.body.code]).toEqual([422, 'SIGNATURE_INVALID'])
    // another holder's key
    const other = await stack.post('/api/transactions', { transaction: await sign(prepared.transaction, ecdsa.key) })
    expect([other.status, other.body.code]).toEqual([422, 'SIGNATURE_INVALID'])

    // another tenant's key: the preparation is not one of its own
    expect((await stack.post('/api/tenants', { name: 'rival' })).status).toBe(201)
    const rivalKey = await stack.post('/api/keys', { tenant: 'rival', name: 'app', scopes: ['submit', 'read'] })
    expect(rivalKey.status).toBe(201)
    const rival = await stack.post('/api/transactions', { transaction: await sign(prepared.transaction, ed.key) }, { 'x-api-key': rivalKey.body.key })
    expect([rival.status, rival.body.code]).toEqual([404, 'PREPARATION_UNKNOWN'])

    // not a transaction at all
    const garbage = await stack.post('/api/transactions', { transaction: Buffer.from('not a transaction').toString('base64') })
    expect([garbage.status, garbage.body.code]).toEqual([400, 'VALIDATION_FAILED'])

    // the ledger would refuse it: refused at prepare
    const tooMuch = await stack.post('/api/inscription/pub/transfer/prepare', { amount: 1000, from: ed.accountId, to: '0.0.9003', topic_id: publicTopic })
    expect([tooMuch.status, tooMuch.body.code]).toEqual([422, 'INSUFFICIENT_BALANCE'])

    // its valid window is (as the preparation says) about to end: the preparation's expiry is moved to now
    const key = preparationKey({ prefix: stack.prefix, network: stack.network.networkId }, publicTopic, prepared.transactionId)
    const stored = JSON.parse(await redis.get(key) ?? '{}') as { expiresAt: number }
    await redis.set(key, JSON.stringify({ ...stored, expiresAt: Date.now() }), 'KEEPTTL')
    const late = await stack.post('/api/transactions', { transaction: await sign(prepared.transaction, ed.key) })
    expect([late.status, late.body.code]).toEqual([422, 'TRANSACTION_EXPIRED'])

    // none of these reserved or sent anything; the prepared transaction is simply never submitted
    expect(await reservations(publicTopic)).toBe(0)
    expect((await balance(publicTopic, 'pub', ed.accountId)).pendingDebits).toBe('0')
    expect((await stack.get(`/api/jobs/${prepared.preparationId}`)).status).toBe(404)
    expect((await stack.topicMessages(publicTopic)).length).toBe(before)
  }, 90_000)

  it('fails the job of a holder who cannot pay the fee, releasing its reservation, and pauses nobody else', async () => {
    const res = await fetch(`${stack.network.mirrorUrl}/admin/accounts`, { method: 'POST', body: JSON.stringify({ initialBalanceHbar: 0 }) })
    const broke = await res.json() as { accountId: string, privateKey: string }
    const funded = await stack.post('/api/inscription/pub/mint', { amount: 10, to: broke.accountId, topic_id: publicTopic })
    expect((await stack.waitForJob(funded.body.jobId, ['confirmed', 'failed', 'invalid'])).status).toBe('confirmed')
    const prepared = await prepare('burn', 'pub', { amount: 4, from: broke.accountId, topic_id: publicTopic })
    const accepted = await stack.post('/api/transactions', { transaction: await sign(prepared.transaction, PrivateKey.fromStringDer(broke.privateKey)) })
    expect(accepted.status).toBe(202)
    const record = await stack.waitForJob(accepted.body.jobId, ['confirmed', 'failed', 'invalid'])
    expect([record.status, record.error?.code]).toEqual(['failed', 'INSUFFICIENT_PAYER_BALANCE'])
    expect((await balance(publicTopic, 'pub', broke.accountId)).pendingDebits).toBe('0')
    // the operator's own submissions go on: the holder's balance is no condition of the network (ADR 038)
    const next = await stack.post('/api/inscription/pub/mint', { amount: 1, to: '0.0.9005', topic_id: publicTopic })
    expect(next.status).toBe(202)
    expect((await stack.waitForJob(next.body.jobId, ['confirmed', 'failed', 'invalid'])).status).toBe('confirmed')
  }, 90_000)

  it('sends a signed job once when the worker holding it is killed mid-send', async () => {
    const queue = new Queue(QUEUE_SUBMIT, { connection: connectRedis(), prefix: submitQueueRef({ prefix: stack.prefix, network: stack.network.networkId }, publicTopic).prefix })
    try {
      const prepared = await prepare('transfer', 'pub', { amount: 3, from: ecdsa.accountId, to: '0.0.9004', topic_id: publicTopic })
      const signed = await sign(prepared.transaction, ecdsa.key)
      // a node 4 s away: the worker holds the job for as long as its send takes
      await fetch(`${stack.network.mirrorUrl}/admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ roundTripMs: 4000 }) })
      const accepted = await stack.post('/api/transactions', { transaction: signed })
      expect(accepted.status).toBe(202)
      await expect.poll(async () => await queue.getJobState(prepared.preparationId), { timeout: 30_000, interval: 50 }).toBe('active')
      await stack.services.worker!.kill()
      await fetch(`${stack.network.mirrorUrl}/admin/faults`, { method: 'DELETE' })
      await stack.start('worker')
      const record = await stack.waitForJob(prepared.preparationId, ['confirmed', 'failed', 'invalid'], 90_000)
      expect(record.status).toBe('confirmed')
      expect(record.transactionId).toBe(prepared.transactionId)
      expect(await payerOf(publicTopic, prepared.message)).toEqual([ecdsa.accountId])
      expect((await balance(publicTopic, 'pub', ecdsa.accountId)).balance).toBe('72')
    } finally {
      await queue.close()
    }
  }, 150_000)
})

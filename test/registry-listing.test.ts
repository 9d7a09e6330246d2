// End to end across processes: a registry listing (POST /api/topics/{topicId}/register) goes as a job to the registry
// topic's queue, the worker sends it there with the real SDK to the emulator, and the indexer, following the registry
// topic, lists it and confirms the job. Only a public managed topic is listed (its submit key read from the mirror);
// a private one is refused, an unmanaged one too, and an Idempotency-Key replays the first answer.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Redis } from 'ioredis'
import { HcsApiError, createHcsClient, verifyWebhook } from '@hcs/client'
import { topicRegistryKey } from '@hcs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCreateTopic } from '../scripts/lib/topic.js'
import { waitFor } from './support/processes.js'
import { connectRedis } from './support/redis.js'
import { startStack, type Stack } from './support/stack.js'

describe('registry listing', () => {
  let stack: Stack
  let redis: Redis
  let registry: string
  let publicTopic: string

  beforeAll(async () => {
    stack = await startStack({ publicTopics: 1, registryTopic: true })
    redis = connectRedis()
    registry = stack.registryTopicId ?? ''
    publicTopic = stack.publicTopics[0] ?? ''
  }, 180_000)
  afterAll(async () => {
    await redis?.quit()
    await stack?.stop()
  }, 60_000)

  it('writes a register message for a public managed topic to the registry topic, confirmed and listed by the indexer', async () => {
    const res = await stack.post(`/api/topics/${publicTopic}/register`, { name: 'Loyalty points', metadata: 'ipfs://meta', memo: 'hello' })
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    expect(res.body).toMatchObject({ status: 'queued', op: 'register', topicId: registry, listedTopicId: publicTopic, links: { self: `/api/jobs/${res.body.jobId as string}` } })
    expect(JSON.parse(res.body.message as string)).toEqual({
      p: 'hcs-20', op: 'register', name: 'Loyalty points', metadata: 'ipfs://meta', private: false, t_id: publicTopic, m: 'hello'
    })

    const job = await stack.waitForJob(res.body.jobId as string, ['confirmed', 'invalid', 'failed'], 90_000)
    expect(job.status, JSON.stringify(job)).toBe('confirmed')
    expect(job).toMatchObject({ op: 'register', topicId: registry, message: res.body.message })
    expect(job.ticker).toBeUndefined()

    const onTopic = await stack.topicMessages(registry)
    expect(onTopic.find((m) => m.sequence_number === job.sequenceNumber)?.message).toBe(res.body.message)

    const entries = await redis.xrange(topicRegistryKey({ prefix: stack.prefix, network: stack.network.networkId }, registry), '-', '+')
    const entry = entries.find(([id]) => id === `${job.sequenceNumber as number}-0`)
    expect(entry, JSON.stringify(entries)).toBeDefined()
    const fields = Object.fromEntries((entry?.[1] ?? []).reduce<string[][]>((pairs, value, i, all) => i % 2 === 0 ? [...pairs, [value, all[i + 1] ?? '']] : pairs, []))
    expect(fields).toMatchObject({ t: publicTopic, n: 'Loyalty points', v: '0', m: 'ipfs://meta', p: stack.network.operatorId })
  }, 120_000)

  it('answers an Idempotency-Key\'s first 202 again, and refuses the key with another listing', async () => {
    const key = randomBytes(12).toString('hex')
    const first = await stack.post(`/api/topics/${publicTopic}/register`, { name: 'Again' }, { 'idempotency-key': key })
    expect(first.status, JSON.stringify(first.body)).toBe(202)
    const again = await stack.post(`/api/topics/${publicTopic}/register`, { name: 'Again' }, { 'idempotency-key': key })
    expect(again.status).toBe(202)
    expect(again.body.jobId).toBe(first.body.jobId)
    const other = await stack.post(`/api/topics/${publicTopic}/register`, { name: 'Another name' }, { 'idempotency-key': key })
    expect(other.status).toBe(422)
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
    const job = await stack.waitForJob(first.body.jobId as string, ['confirmed', 'invalid', 'failed'], 90_000)
    expect(job.status).toBe('confirmed')
  }, 120_000)

  it('lists through the typed client, tells the key\'s webhook, and refuses there with the problem', async () => {
    const received: Array<{ body: string, headers: Record<string, string> }> = []
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers as Record<string, string> })
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const hcs = createHcsClient({ baseUrl: stack.apiUrl, apiKey: stack.apiKey })
    const webhook = await hcs.webhooks.create(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, ['job.confirmed'])
    try {
      const accepted = await hcs.register(publicTopic, { name: 'Via the client', memo: 'typed' })
      expect(accepted).toMatchObject({ op: 'register', topicId: registry, listedTopicId: publicTopic })
      const job = await hcs.waitFor(accepted.jobId, { timeoutMs: 90_000 })
      expect(job.status, JSON.stringify(job)).toBe('confirmed')
      const delivered = await waitFor(async () => received.find((r) => r.body.includes(accepted.jobId)), 30_000, 50)
      expect(verifyWebhook(webhook.secret, delivered.body, delivered.headers).data).toMatchObject({ jobId: accepted.jobId, op: 'register', status: 'confirmed' })
    } finally {
      await hcs.webhooks.remove(webhook.id)
      receiver.close()
    }
    const refused = await hcs.register(stack.topicId, { name: 'Private' }).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(HcsApiError)
    expect((refused as HcsApiError).problem.code).toBe('TOPIC_PRIVATE')
  }, 120_000)

  it('refuses a private managed topic (409 TOPIC_PRIVATE, as the mirror says) and an unmanaged one (403)', async () => {
    const privateTopic = await stack.post(`/api/topics/${stack.topicId}/register`, { name: 'Private' })
    expect(privateTopic.status, JSON.stringify(privateTopic.body)).toBe(409)
    expect(privateTopic.body.code).toBe('TOPIC_PRIVATE')

    // a public topic of the network this service does not manage
    const foreign = (await runCreateTopic({ ...process.env, ...stack.env }, [])).topicId
    const unmanaged = await stack.post(`/api/topics/${foreign}/register`, { name: 'Not ours' })
    expect(unmanaged.status).toBe(403)
    expect(unmanaged.body.code).toBe('TOPIC_NOT_ALLOWED')
    // the registry topic itself is not one of the managed points topics
    const registryItself = await stack.post(`/api/topics/${registry}/register`, { name: 'Registry' })
    expect(registryItself.status).toBe(403)
  }, 60_000)

  it('takes a listing from operator keys only', async () => {
    const created = await stack.post('/api/tenants', { name: `t${randomBytes(4).toString('hex')}` })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const submitKey = await stack.post('/api/keys', { tenant: created.body.name, name: 'submitter', scopes: ['submit', 'admin'] })
    expect(submitKey.status, JSON.stringify(submitKey.body)).toBe(201)
    const res = await fetch(`${stack.apiUrl}/api/topics/${publicTopic}/register`, {
      method: 'POST', headers: { 'x-api-key': submitKey.body.key as string, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Tenant' })
    })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN')
  }, 30_000)
})

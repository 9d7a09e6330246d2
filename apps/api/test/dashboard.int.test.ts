import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import { JOB_SUBMIT, QUEUE_SUBMIT, QUEUE_WEBHOOKS, submitQueueRef } from '@hcs/protocol'
import type { QueueRef } from '@hcs/protocol'
import { recordTenantTopic } from '@hcs/runtime'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { DASHBOARD_PATH, dashboardQueues } from '../src/ops/dashboard.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { API_KEY, DEFAULT_TOPIC, OTHER_API_KEY, PRIVATE_TOPIC, fakeQueue, testConfig } from './helpers.js'

function basic (user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` }
}

interface BoardQueue { name: string, readOnlyMode: boolean, counts: Record<string, number> }

describe('queue dashboard', () => {
  const prefix = uniquePrefix('api-dashboard')
  const keys = { prefix, network: TEST_NETWORK }
  // every topic has its own submit queue (ADR 027): the board names them after their topic
  const SUBMIT = `${DEFAULT_TOPIC}-${QUEUE_SUBMIT}`
  const extraQueue: QueueRef = { name: QUEUE_SUBMIT, prefix: submitQueueRef(keys, '0.0.3003').prefix, topicId: '0.0.3003' }
  let redis: Redis
  let boardRedis: Redis
  let inspect: Queue
  const apps: FastifyInstance[] = []
  let readOnlyUrl = ''
  let writableUrl = ''

  async function start (env: Record<string, string>, queues?: readonly QueueRef[]): Promise<string> {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, ...env })
    const jobs = createJobRecordStore({ redis, keys: { prefix, network: TEST_NETWORK } })
    const app = await buildApp({ config, queue: fakeQueue(), jobs, redis, dashboard: { connection: boardRedis, queues } })
    apps.push(app)
    return await app.listen({ port: 0, host: '127.0.0.1' })
  }

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    boardRedis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    expect(await waitForRedis(boardRedis, 10_000)).toBe(true)
    inspect = new Queue(QUEUE_SUBMIT, { connection: { url: testRedisUrl() }, prefix: submitQueueRef(keys, DEFAULT_TOPIC).prefix })
    await inspect.add(JOB_SUBMIT, { n: 1 }, { jobId: 'dash-1' })
    await inspect.add(JOB_SUBMIT, { n: 2 }, { jobId: 'dash-2' })
    await inspect.add(JOB_SUBMIT, { n: 3 }, { jobId: 'dash-3', delay: 3_600_000 })
    readOnlyUrl = await start({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' })
    writableUrl = await start({ DASHBOARD_READ_ONLY: 'false' }, [...dashboardQueues(keys, [DEFAULT_TOPIC, PRIVATE_TOPIC]), extraQueue])
  })

  afterAll(async () => {
    for (const app of apps) await app.close()
    await inspect?.close()
    await deleteKeys(redis, prefix)
    await boardRedis?.quit()
    await redis?.quit()
  })

  it('asks for credentials on the page, its API and its assets: 401 problem+json with a Basic challenge', async () => {
    for (const path of ['', '/', '/api/queues', '/static/favicon-32x32.png']) {
      const res = await fetch(`${readOnlyUrl}${DASHBOARD_PATH}${path}`)
      expect(res.status, path).toBe(401)
      expect(res.headers.get('www-authenticate'), path).toBe('Basic realm="HCS-20 queues", charset="UTF-8"')
      expect(res.headers.get('content-type'), path).toContain('application/problem+json')
      expect(await res.json(), path).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    }
  })

  it('refuses a password that is no API key, a malformed header and an API key in the user name', async () => {
    const attempts = [
      basic('operator', 'not-a-key-0123456789'),
      basic(API_KEY, ''),
      basic('operator', `${API_KEY}x`),
      { authorization: 'Basic !!!' },
      { authorization: `Bearer ${API_KEY}` },
      { 'x-api-key': API_KEY }
    ]
    for (const headers of attempts) {
      const res = await fetch(`${readOnlyUrl}${DASHBOARD_PATH}/api/queues`, { headers })
      expect(res.status, JSON.stringify(headers)).toBe(401)
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/)
    }
  })

  it('serves the page and the assets it names to any user name with an API key as the password', async () => {
    const page = await fetch(`${readOnlyUrl}${DASHBOARD_PATH}`, { headers: basic('anyone', OTHER_API_KEY) })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('<title>HCS-20 queues</title>')
    const assets = [...html.matchAll(/(?:src|href)="([^"]*static\/[^"]+)"/g)].map((match) => match[1]!)
    expect(assets.length).toBeGreaterThan(1)
    for (const asset of assets) {
      const url = new URL(asset, `${readOnlyUrl}${DASHBOARD_PATH}/`)
      const res = await fetch(url, { headers: basic('anyone', API_KEY) })
      expect(res.status, url.pathname).toBe(200)
      await res.arrayBuffer()
    }
  })

  it('is outside the API rate limit (RATE_LIMIT_MAX=2 here), which still limits /api', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${readOnlyUrl}${DASHBOARD_PATH}/api/queues`, { headers: basic('op', API_KEY) })
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${readOnlyUrl}/api/jobs/none`, { headers: { 'x-api-key': API_KEY } })
      statuses.push(res.status)
      await res.arrayBuffer()
    }
    expect(statuses).toContain(429)
  })

  it('lists the submit and webhook queues with their counts, read-only by default', async () => {
    const res = await fetch(`${readOnlyUrl}${DASHBOARD_PATH}/api/queues`, { headers: basic('op', API_KEY) })
    expect(res.status).toBe(200)
    const { queues } = await res.json() as { queues: BoardQueue[] }
    expect(queues.map((queue) => queue.name)).toEqual([SUBMIT, `${PRIVATE_TOPIC}-${QUEUE_SUBMIT}`, QUEUE_WEBHOOKS])
    const submit = queues.find((queue) => queue.name === SUBMIT)!
    expect(submit.readOnlyMode).toBe(true)
    expect(submit.counts).toMatchObject({ waiting: 2, delayed: 1, active: 0, failed: 0 })
  })

  it('refuses changes while read-only: pausing the queue is 405 and leaves it running', async () => {
    const res = await fetch(`${readOnlyUrl}${DASHBOARD_PATH}/api/queues/${SUBMIT}/pause`, { method: 'PUT', headers: basic('op', API_KEY) })
    expect(res.status).toBe(405)
    expect(await inspect.isPaused()).toBe(false)
  })

  it('with DASHBOARD_READ_ONLY=false can pause and resume, and shows every queue it is given', async () => {
    const list = await fetch(`${writableUrl}${DASHBOARD_PATH}/api/queues`, { headers: basic('op', API_KEY) })
    const { queues } = await list.json() as { queues: BoardQueue[] }
    expect(queues.map((queue) => queue.name)).toEqual([SUBMIT, `${PRIVATE_TOPIC}-${QUEUE_SUBMIT}`, QUEUE_WEBHOOKS, `0.0.3003-${QUEUE_SUBMIT}`])
    expect(queues.every((queue) => !queue.readOnlyMode)).toBe(true)

    const pause = await fetch(`${writableUrl}${DASHBOARD_PATH}/api/queues/${SUBMIT}/pause`, { method: 'PUT', headers: basic('op', API_KEY) })
    expect(pause.status).toBe(200)
    expect(await inspect.isPaused()).toBe(true)
    const resume = await fetch(`${writableUrl}${DASHBOARD_PATH}/api/queues/${SUBMIT}/resume`, { method: 'PUT', headers: basic('op', API_KEY) })
    expect(resume.status).toBe(200)
    expect(await inspect.isPaused()).toBe(false)
  })

  it('shows a tenant topic\'s submit queue once the topic is recorded, without a restart (ADR 047)', async () => {
    const topicId = '0.0.4004'
    const tenantQueue = new Queue(QUEUE_SUBMIT, { connection: { url: testRedisUrl() }, prefix: submitQueueRef(keys, topicId).prefix })
    try {
      await tenantQueue.add(JOB_SUBMIT, { n: 1 }, { jobId: 'tenant-1' })
      await recordTenantTopic(redis, keys, topicId, { tenant: 'acme', transactionId: '0.0.2@1700000000.000000001', createdAt: new Date().toISOString() })
      const name = `${topicId}-${QUEUE_SUBMIT}`
      for (const url of [readOnlyUrl, writableUrl]) {
        let queues: BoardQueue[] = []
        // each api process reads the owners again within half a second of their change
        for (let i = 0; i < 50 && !queues.some((queue) => queue.name === name); i++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          const res = await fetch(`${url}${DASHBOARD_PATH}/api/queues`, { headers: basic('op', API_KEY) })
          expect(res.status).toBe(200)
          queues = (await res.json() as { queues: BoardQueue[] }).queues
        }
        expect(queues.map((queue) => queue.name), url).toContain(name)
        expect(queues.find((queue) => queue.name === name)?.counts).toMatchObject({ waiting: 1, active: 0 })
      }
      // its jobs are the board's to show like any queue's (the read-only board refuses changes there too)
      const res = await fetch(`${readOnlyUrl}${DASHBOARD_PATH}/api/queues/${name}/pause`, { method: 'PUT', headers: basic('op', API_KEY) })
      expect(res.status).toBe(405)
    } finally {
      await tenantQueue.close()
    }
  })

  it('stays out of the OpenAPI document', async () => {
    const res = await fetch(`${readOnlyUrl}/docs/json`)
    const document = await res.json() as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths).length).toBeGreaterThan(5)
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/admin'))).toEqual([])
  })

  it('is absent when the app is built without one', async () => {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix })
    const jobs = createJobRecordStore({ redis, keys: { prefix, network: TEST_NETWORK } })
    const app = await buildApp({ config, queue: fakeQueue(), jobs, redis })
    try {
      const res = await app.inject({ url: DASHBOARD_PATH, headers: basic('op', API_KEY) })
      expect(res.statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })
})

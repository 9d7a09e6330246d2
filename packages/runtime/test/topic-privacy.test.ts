import { createServer } from 'node:http'
import type { Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMirrorClient } from '../src/mirror-client.js'
import { createTopicPrivacy } from '../src/topic-privacy.js'
import type { TopicPrivacyOptions } from '../src/topic-privacy.js'

// createTopicPrivacy over the real mirror client and a small HTTP server answering `GET /api/v1/topics/{id}` as the
// mirror does: `submit_key` null (public) or a key object (private), `deleted` true for a deleted topic, 404 for an
// unknown topic.
describe(createTopicPrivacy.name, () => {
  const submitKeys = new Map<string, null | { _type: string, key: string }>([
    ['0.0.1', null],
    ['0.0.2', { _type: 'ED25519', key: 'ab'.repeat(32) }],
    ['0.0.4', null]
  ])
  const deleted = new Set(['0.0.4'])
  const asked: string[] = []
  /** Topics whose answer waits until `release` is called. */
  const held = new Map<string, Array<() => void>>()
  let inFlight = 0
  let peak = 0
  let failing = false
  let server: Server
  let baseUrl: string

  function answer (res: ServerResponse, topicId: string): void {
    inFlight--
    if (failing) {
      res.writeHead(500).end()
      return
    }
    if (!submitKeys.has(topicId)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"_status":{"messages":[{"message":"Not found"}]}}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ topic_id: topicId, submit_key: submitKeys.get(topicId), deleted: deleted.has(topicId) }))
  }

  function release (topicId: string): void {
    for (const go of held.get(topicId) ?? []) go()
    held.delete(topicId)
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const topicId = /^\/api\/v1\/topics\/(.+)$/.exec(req.url ?? '')?.[1] ?? ''
      asked.push(topicId)
      inFlight++
      peak = Math.max(peak, inFlight)
      if (topicId.startsWith('0.0.9')) {
        held.set(topicId, [...(held.get(topicId) ?? []), () => answer(res, topicId)])
        return
      }
      setImmediate(() => answer(res, topicId))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  beforeEach(() => {
    asked.length = 0
    peak = 0
    failing = false
  })

  function privacy (options: Partial<TopicPrivacyOptions> = {}) {
    return createTopicPrivacy({
      mirror: createMirrorClient({ baseUrl, maxAttempts: 1, requestTimeoutMs: 5000 }),
      ttlMs: 60_000,
      cacheEntries: 100,
      timeoutMs: 5000,
      concurrency: 4,
      ...options
    })
  }

  it('says public for no submit key, private for one, missing for a topic the mirror does not know or shows deleted', async () => {
    const known = await privacy().read(['0.0.1', '0.0.2', '0.0.3', '0.0.4'])
    expect(Object.fromEntries(known)).toEqual({ '0.0.1': 'public', '0.0.2': 'private', '0.0.3': 'missing', '0.0.4': 'missing' })
  })

  it('asks once per topic while the answer is fresh, and again once it is stale', async () => {
    let now = 1_000_000
    const sut = privacy({ now: () => now, ttlMs: 60_000 })
    await sut.read(['0.0.1', '0.0.1', '0.0.2'])
    await sut.read(['0.0.1', '0.0.2'])
    expect(asked.sort()).toEqual(['0.0.1', '0.0.2'])
    now += 60_001
    expect((await sut.read(['0.0.1'])).get('0.0.1')).toBe('public')
    expect(asked.filter((topic) => topic === '0.0.1')).toHaveLength(2)
  })

  it('keeps no more reads in flight than its concurrency', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `0.0.${100 + i}`)
    const known = await privacy({ concurrency: 3 }).read(ids)
    expect(known.size).toBe(20)
    expect(peak).toBeLessThanOrEqual(3)
    expect(asked).toHaveLength(20)
  })

  it('shares one read of a topic between two callers, and leaves out what the mirror did not answer by the deadline', async () => {
    const sut = privacy({ timeoutMs: 200 })
    const first = sut.read(['0.0.91', '0.0.1'])
    const second = sut.read(['0.0.91'])
    const [a, b] = await Promise.all([first, second])
    expect(a.get('0.0.1')).toBe('public')
    expect(a.has('0.0.91')).toBe(false)
    expect(b.has('0.0.91')).toBe(false)
    expect(asked.filter((topic) => topic === '0.0.91')).toHaveLength(1)
    release('0.0.91')
  })

  it('after a failed read leaves the mirror alone for the backoff, then asks again', async () => {
    let now = 5_000_000
    const sut = privacy({ now: () => now, backoffMs: 1000, concurrency: 1 })
    failing = true
    expect((await sut.read(['0.0.1', '0.0.2'])).size).toBe(0)
    expect(asked).toEqual(['0.0.1'])
    failing = false
    expect((await sut.read(['0.0.2'])).size).toBe(0)
    expect(asked).toEqual(['0.0.1'])
    now += 1001
    expect(Object.fromEntries(await sut.read(['0.0.1', '0.0.2']))).toEqual({ '0.0.1': 'public', '0.0.2': 'private' })
  })

  it('knows nothing without a mirror', async () => {
    expect((await privacy({ mirror: undefined }).read(['0.0.1'])).size).toBe(0)
  })
})

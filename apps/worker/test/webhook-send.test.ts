import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSender } from '../src/webhooks/send.js'

// The delivery client against a real local receiver: loopback is refused unless allowed, by literal and by
// the address a hostname resolves to at connect time; the response is capped; a slow receiver times out.
describe(createSender.name, () => {
  let port = 0
  let hits = 0
  const server = createServer((req, res) => {
    hits++
    if (req.url === '/big') res.end('x'.repeat(1_000_000))
    else if (req.url === '/slow') setTimeout(() => res.end('late'), 5_000).unref()
    else res.writeHead(req.url === '/fail' ? 500 : 204).end()
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => { server.closeAllConnections(); server.close() })

  it('refuses loopback, as a literal and as a resolved name, without sending anything', async () => {
    const sut = createSender({ timeoutMs: 2000, maxResponseBytes: 1024, allowPrivate: false })
    const before = hits
    for (const host of ['127.0.0.1', 'localhost']) {
      const result = await sut.send(`http://${host}:${port}/ok`, '{}', {})
      expect(result).toMatchObject({ ok: false, status: null, permanent: true })
      expect(result.error).toContain('not public')
    }
    expect(hits).toBe(before)
    await sut.close()
  })

  it('sends when private addresses are allowed, reports the status, caps the response and times out', async () => {
    const sut = createSender({ timeoutMs: 500, maxResponseBytes: 1024, allowPrivate: true })
    expect(await sut.send(`http://localhost:${port}/ok`, '{}', { 'webhook-id': 'msg_1' })).toMatchObject({ ok: true, status: 204 })
    expect(await sut.send(`http://127.0.0.1:${port}/fail`, '{}', {})).toMatchObject({ ok: false, status: 500, permanent: false })
    expect(await sut.send(`http://127.0.0.1:${port}/big`, '{}', {})).toMatchObject({ ok: true, status: 200 })
    expect(await sut.send(`http://127.0.0.1:${port}/slow`, '{}', {})).toMatchObject({ ok: false, status: null, permanent: false })
    await sut.close()
  })
})

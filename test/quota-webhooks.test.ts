// End to end across processes: a tenant's quota (api ADR 055) refuses its operations past the ceiling, and the
// 80 % and 100 % thresholds reach the tenant's webhook endpoint through the worker's signed, retried deliveries.
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyWebhook } from '@hcs/client'
import { waitFor } from './support/processes.js'
import { startStack, type Stack } from './support/stack.js'

interface Received { id: string, body: string, headers: IncomingHttpHeaders }

async function startReceiver (): Promise<{ url: string, received: Received[], server: Server }> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8'), headers: req.headers })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server }
}

describe('tenant quota webhooks', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ apps: ['worker', 'api'] })
  }, 120_000)

  afterAll(async () => { await stack?.stop() }, 60_000)

  const call = async (key: string, method: string, path: string, body?: unknown): Promise<{ status: number, body: any }> => {
    const res = await fetch(`${stack.apiUrl}${path}`, {
      method, headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await res.text()
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text) }
  }

  it('tells the tenant\'s endpoint once at 80 % and once at 100 % of its daily operations, signed', async () => {
    const receiver = await startReceiver()
    try {
      expect((await call(stack.apiKey, 'POST', '/api/tenants', { name: 'metered' })).status).toBe(201)
      expect((await call(stack.apiKey, 'PUT', '/api/tenants/metered/quota', { daily: { operations: 5 } })).status).toBe(200)
      const key = (await call(stack.apiKey, 'POST', '/api/keys', { tenant: 'metered', name: 'app', scopes: ['submit', 'read', 'webhooks'] })).body.key as string
      const webhook = await call(key, 'POST', '/api/webhooks', { url: receiver.url, events: ['tenant.quota'] })
      expect(webhook.status, JSON.stringify(webhook.body)).toBe(201)
      const secret = webhook.body.secret as string

      const statuses: number[] = [(await call(key, 'POST', '/api/inscription/deploy', { ticker: 'meter', name: 'Meter', max: 1000 })).status]
      for (let i = 0; i < 6; i++) statuses.push((await call(key, 'POST', '/api/inscription/meter/mint', { amount: 1, to: '0.0.1001' })).status)
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429])

      const delivered = await waitFor(async () => receiver.received.length >= 2 ? receiver.received : undefined, 30_000, 50)
      const events = delivered.map((r) => verifyWebhook(secret, r.body, r.headers as Record<string, string>))
      expect(events.map((e) => e.type)).toEqual(['tenant.quota', 'tenant.quota'])
      const told = events.flatMap((e) => e.type === 'tenant.quota' ? [e.data] : [])
      expect(told.map((d) => `${d.threshold}:${d.used}`).sort()).toEqual(['100:5', '80:4'])
      for (const d of told) {
        expect(d).toMatchObject({ tenant: 'metered', period: 'daily', unit: 'operations', limit: 5 })
        expect(new Date(d.periodEnds).getUTCHours()).toBe(0)
      }
      // the refusals after 100 % tell nothing more
      const list = await waitFor(async () => {
        const res = await call(key, 'GET', `/api/webhooks/${webhook.body.id as string}/deliveries`)
        return res.body.deliveries?.length === 2 && res.body.deliveries.every((d: { status: string }) => d.status === 'delivered') ? res.body.deliveries : undefined
      }, 10_000, 100)
      expect(list.map((d: { event: string }) => d.event)).toEqual(['tenant.quota', 'tenant.quota'])
      expect(receiver.received).toHaveLength(2)
    } finally {
      receiver.server.close()
    }
  }, 90_000)
})

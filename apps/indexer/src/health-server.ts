import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Indexer } from './indexer.js'

export interface HealthServer {
  port: number
  close: () => Promise<void>
}

/**
 * `/health/live` (the process answers), `/health/ready` (503 when a topic is halted on a broken
 * hash chain, with the topic states), `/metrics` (Prometheus text). No key: nothing secret here.
 */
export async function startHealthServer (indexer: Indexer, port: number, host = '0.0.0.0'): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (req.method !== 'GET') {
      res.writeHead(405).end()
    } else if (path === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
    } else if (path === '/health/ready') {
      const ready = indexer.ready()
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: ready ? 'ok' : 'unavailable', topics: indexer.status() }))
    } else if (path === '/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(indexer.metrics.render())
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => await new Promise<void>(resolve => server.close(() => resolve()))
  }
}

import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { createRedis } from '../src/redis.js'
import { API_KEY, fakeIntake, fakeJobRecordStore, fakeQueue, testConfig } from './helpers.js'
import { testRedisUrl } from '../../../test/support/redis.js'

// A client that sends part of a request and then nothing is cut off once REQUEST_TIMEOUT_MS passes (Node's
// default would wait 5 minutes): a 408 problem, then the connection closes.
describe('REQUEST_TIMEOUT_MS', () => {
  const redis = createRedis(testRedisUrl())
  let sut: FastifyInstance
  let port: number

  beforeAll(async () => {
    const jobs = fakeJobRecordStore()
    sut = await buildApp({ config: testConfig({ REQUEST_TIMEOUT_MS: '1000' }), queue: fakeQueue(), jobs, redis, intake: fakeIntake(jobs) })
    const address = await sut.listen({ port: 0, host: '127.0.0.1' })
    port = Number(new URL(address).port)
  })
  afterAll(async () => {
    await sut.close()
    redis.disconnect()
  })

  it('answers 408 REQUEST_TIMEOUT to a body that stops after one byte, and closes the connection', async () => {
    const socket = connect(port, '127.0.0.1')
    const started = Date.now()
    let received = ''
    socket.on('data', (chunk) => { received += chunk.toString() })
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    socket.write(`POST /api/inscription/deploy HTTP/1.1\r\nHost: x\r\nx-api-key: ${API_KEY}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{`)
    await closed
    expect(received).toMatch(/^HTTP\/1\.1 408/)
    expect(received).toContain('"code":"REQUEST_TIMEOUT"')
    // cut off once the timeout passed (plus Node's 1 s check), far from Node's default 5 minutes
    expect(Date.now() - started).toBeLessThan(30_000)
  })

  it('answers 408 REQUEST_TIMEOUT to a head whose body never comes', async () => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => { received += chunk.toString() })
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    socket.write(`POST /api/inscription/deploy HTTP/1.1\r\nHost: x\r\nx-api-key: ${API_KEY}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n`)
    await closed
    expect(received).toMatch(/^HTTP\/1\.1 408/)
    expect(received).toContain('"code":"REQUEST_TIMEOUT"')
  })

  it('answers a body sent after its head, and one sent with it, on one kept-alive connection', async () => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => { received += chunk.toString() })
    const body = JSON.stringify({ ticker: 'late', name: 'Late', max: '100' })
    const head = `POST /api/inscription/deploy HTTP/1.1\r\nHost: x\r\nx-api-key: ${API_KEY}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`
    const answers = async (count: number): Promise<void> => {
      while ((received.match(/HTTP\/1\.1 /g) ?? []).length < count) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    socket.write(head)
    await new Promise((resolve) => setTimeout(resolve, 300))
    socket.write(body)
    await answers(1)
    socket.write(head + body)
    await answers(2)
    socket.destroy()
    expect(received.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 202', 'HTTP/1.1 202'])
  })
})

import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { inscriptionKey } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { MAX_HEADER_BYTES, buildApp } from '../src/app.js'
import { MAX_JOB_ID_LENGTH } from '../src/intake/job-id.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { API_KEY, DEFAULT_TOPIC, JSON_HEADERS, capturingLogger, fakeQueue, testConfig } from './helpers.js'

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Sends bytes as they are (no client library would send most of these) and reads until the server closes. */
async function sendRaw (port: number, bytes: string): Promise<RawAnswer> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    let out = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => { out += chunk })
    socket.on('end', () => resolve(out))
    socket.on('error', (err) => (out === '' ? reject(err) : resolve(out)))
  })
  const [head = '', body = ''] = text.split('\r\n\r\n', 2)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body }
}

function request (line: string, headers: string[] = []): string {
  return [line, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n')
}

const KEY = `x-api-key: ${API_KEY}`

/** A problem+json answer whose request id is in the header and the body, and which echoes nothing of `hostile`. */
function expectProblem (answer: RawAnswer, status: number, code: string, hostile?: string): void {
  expect(answer.status).toBe(status)
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/)
  const body = JSON.parse(answer.body) as Record<string, unknown>
  expect(body).toMatchObject({ status, code })
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  expect(body.requestId).toBe(answer.headers['x-request-id'])
  if (hostile !== undefined) expect(answer.body).not.toContain(hostile)
}

describe('answers at the edges of HTTP', () => {
  const prefix = uniquePrefix('api-edges')
  const redisKeys = { prefix, network: TEST_NETWORK }
  const { logger, lines } = capturingLogger('info')
  let sut: FastifyInstance
  let redis: Redis
  let base: string
  let port: number

  beforeAll(async () => {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix })
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    const jobs = createJobRecordStore({ redis, keys: redisKeys })
    // real Redis for idempotency, the ledger and job records (the intake script): `loyal` is deployed
    await redis.hset(inscriptionKey(redisKeys, DEFAULT_TOPIC, 'loyal'), { max: '1000000000', supply: '0' })
    sut = await buildApp({ config, queue: fakeQueue(), jobs, redis, logger })
    base = await sut.listen({ port: 0, host: '127.0.0.1' })
    port = Number(new URL(base).port)
  })

  afterAll(async () => {
    await sut.close()
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  describe('job ids', () => {
    const keyChars = fc.constantFrom(...'ABCXYZabcxyz0189._~:-')

    it('are short whatever the Idempotency-Key, and GET links.self reads every one back', async () => {
      const keys = fc.oneof(
        fc.string({ unit: keyChars, minLength: 1, maxLength: 100 }),
        fc.string({ unit: keyChars, minLength: 83, maxLength: 100 }),
        fc.constantFrom('9'.repeat(100), ':'.repeat(100), '_'.repeat(100), `${'~'.repeat(99)}0`)
      )
      const seen = new Map<string, string>()
      await fc.assert(fc.asyncProperty(keys, async (key) => {
        const accepted = await fetch(`${base}/api/inscription/loyal/mint`, {
          method: 'POST', headers: { ...JSON_HEADERS, 'idempotency-key': key }, body: JSON.stringify({ amount: 1, to: '0.0.7' })
        })
        expect(accepted.status).toBe(202)
        const { jobId, links } = await accepted.json() as { jobId: string, links: { self: string } }
        expect(jobId.length).toBeLessThanOrEqual(MAX_JOB_ID_LENGTH)
        expect(jobId).not.toContain(key.length > 3 ? key : '~~~~')
        // one key, one id; two keys, two ids
        expect(seen.get(jobId) ?? key).toBe(key)
        seen.set(jobId, key)
        const read = await fetch(`${base}${links.self}`, { headers: JSON_HEADERS })
        expect(read.status).toBe(200)
        expect(await read.json()).toMatchObject({ jobId, status: 'queued' })
      }), { numRuns: 40 })
    })
  })

  describe('problem+json with x-request-id for what the router or Node refuses', () => {
    it('answers a bad percent-encoding without a key with 401, with a key with 400, never echoing the URL', async () => {
      const line = 'POST /api/inscription/%ZZ<script>/mint HTTP/1.1'
      expectProblem(await sendRaw(port, request(line)), 401, 'UNAUTHORIZED', '<script>')
      const keyed = await sendRaw(port, request(line, [KEY, 'content-type: application/json', 'content-length: 2']) + '{}')
      expectProblem(keyed, 400, 'VALIDATION_FAILED', '<script>')
      // a bad encoding outside /api needs no key to be told so
      expectProblem(await sendRaw(port, request('GET /docs/%E0%A4%A HTTP/1.1')), 400, 'VALIDATION_FAILED')
    })

    it('answers a path parameter over 256 characters with 414 URI_TOO_LONG (401 first without a key)', async () => {
      const long = 'x'.repeat(300)
      expectProblem(await sendRaw(port, request(`GET /api/jobs/${long} HTTP/1.1`, [KEY])), 414, 'URI_TOO_LONG', long)
      expectProblem(await sendRaw(port, request(`GET /api/inscription/${long}/balance/0.0.1 HTTP/1.1`, [KEY])), 414, 'URI_TOO_LONG', long)
      expectProblem(await sendRaw(port, request(`GET /api/jobs/${long} HTTP/1.1`)), 401, 'UNAUTHORIZED', long)
    })

    it('answers a job id of 256 characters with 404 and one of 257 with 414 problems', async () => {
      expectProblem(await sendRaw(port, request(`GET /api/jobs/${'j'.repeat(256)} HTTP/1.1`, [KEY])), 404, 'NOT_FOUND')
      expectProblem(await sendRaw(port, request(`GET /api/jobs/${'j'.repeat(257)} HTTP/1.1`, [KEY])), 414, 'URI_TOO_LONG')
    })

    it('answers a malformed request line and an unknown method with 400 MALFORMED_REQUEST', async () => {
      expectProblem(await sendRaw(port, 'GARBAGE\r\n\r\n'), 400, 'MALFORMED_REQUEST', 'GARBAGE')
      expectProblem(await sendRaw(port, request('BREW /api/jobs/x HTTP/1.1', [KEY])), 400, 'MALFORMED_REQUEST', 'BREW')
      expectProblem(await sendRaw(port, 'GET /api/jobs/x HTTP/9.9\r\n\r\n'), 400, 'MALFORMED_REQUEST')
      expectProblem(await sendRaw(port, 'GET /\x00\x01 HTTP/1.1\r\n\r\n'), 400, 'MALFORMED_REQUEST')
    })

    it('answers CONNECT (which never reaches fastify) with 405 and an HTTP/1.1 request without Host with 400', async () => {
      expectProblem(await sendRaw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 405, 'METHOD_NOT_ALLOWED', 'example.com')
      expectProblem(await sendRaw(port, `GET /api/jobs/x HTTP/1.1\r\n${KEY}\r\nConnection: close\r\n\r\n`), 400, 'MALFORMED_REQUEST')
      expect((await sendRaw(port, 'GET /health/live HTTP/1.0\r\n\r\n')).status).toBe(200)
    })

    it('answers headers over the limit with 431 HEADERS_TOO_LARGE', async () => {
      const big = 'b'.repeat(MAX_HEADER_BYTES + 1000)
      expectProblem(await sendRaw(port, request('GET /health/live HTTP/1.1', [`x-big: ${big}`])), 431, 'HEADERS_TOO_LARGE', big)
    })

    it('logs each of them with its request id and without the bytes received', async () => {
      const answer = await sendRaw(port, 'NOPE-secret-bytes\r\n\r\n')
      const line = lines.find((entry) => entry.requestId === answer.headers['x-request-id'])
      expect(line).toMatchObject({ msg: 'client error', statusCode: 400 })
      expect(JSON.stringify(line)).not.toContain('secret-bytes')
      const tooLong = await sendRaw(port, request(`GET /api/jobs/${'y'.repeat(300)}?key=${API_KEY} HTTP/1.1`, [KEY]))
      const routed = lines.find((entry) => entry.requestId === tooLong.headers['x-request-id'])
      expect(routed).toMatchObject({ msg: 'request completed', statusCode: 414 })
      expect(JSON.stringify(lines)).not.toContain(API_KEY)
    })
  })

  describe('unknown paths and methods under /api', () => {
    it('answers 401 without a key before 404 or 405', async () => {
      expectProblem(await sendRaw(port, request('GET /api/nothing-here HTTP/1.1')), 401, 'UNAUTHORIZED')
      expectProblem(await sendRaw(port, request('DELETE /api/inscription/loyal/mint HTTP/1.1')), 401, 'UNAUTHORIZED')
      expectProblem(await sendRaw(port, request('GET /api/nothing-here HTTP/1.1', [KEY])), 404, 'NOT_FOUND')
      const wrongMethod = await sendRaw(port, request('DELETE /api/inscription/loyal/mint HTTP/1.1', [KEY]))
      expectProblem(wrongMethod, 405, 'METHOD_NOT_ALLOWED')
      expect(wrongMethod.headers.allow).toBe('POST')
    })
  })

  describe('strict request bodies', () => {
    async function post (path: string, body: Uint8Array | string): Promise<{ status: number, body: Record<string, unknown> }> {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: JSON_HEADERS, body })
      return { status: res.status, body: await res.json() as Record<string, unknown> }
    }

    async function keyCount (): Promise<number> {
      return (await redis.keys(`${prefix}*`)).length
    }

    it('refuses a body that is not UTF-8 and writes nothing', async () => {
      const before = await keyCount()
      const head = Buffer.from('{"ticker":"')
      const tail = Buffer.from('","name":"N","max":10}')
      const sut = await post('/api/inscription/deploy', Buffer.concat([head, Buffer.from([0xff, 0xfe, 0xfd]), tail]))
      expect(sut).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', detail: 'The body is not valid UTF-8' } })
      // an overlong encoding of "/" and a lone surrogate's bytes are not UTF-8 either
      expect((await post('/api/inscription/deploy', Buffer.concat([head, Buffer.from([0xc0, 0xaf]), tail]))).status).toBe(400)
      expect((await post('/api/inscription/deploy', Buffer.concat([head, Buffer.from([0xed, 0xa0, 0x80]), tail]))).status).toBe(400)
      expect(await keyCount()).toBe(before)
    })

    it.each([
      ['ticker', { ticker: 'lo\u0000yal', name: 'N', max: 10 }],
      ['ticker', { ticker: '\tloyal', name: 'N', max: 10 }],
      ['name', { ticker: 'ctl', name: 'N\u001b[31m', max: 10 }],
      ['metadata', { ticker: 'ctl', name: 'N', max: 10, metadata: 'ipfs://x\u007f' }],
      ['memo', { ticker: 'ctl', name: 'N', max: 10, memo: '\u0000' }],
      ['memo', { ticker: 'ctl', name: 'N', max: 10, memo: 'ok\n' }],
      ['ticker', { ticker: '🎁'.repeat(17), name: 'N', max: 10 }]
    ])('refuses a deploy whose %s breaks a text rule', async (field, body) => {
      const sut = await post('/api/inscription/deploy', JSON.stringify(body))
      expect(sut.status).toBe(400)
      expect(sut.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: `body.${field}` })]))
    })

    it('refuses a control character in the ticker of the path', async () => {
      const sut = await post('/api/inscription/lo%07yal/mint', JSON.stringify({ amount: 1, to: '0.0.7' }))
      expect(sut.status).toBe(400)
      expect(sut.body.errors).toEqual([expect.objectContaining({ path: 'params.ticker' })])
    })

    it('accepts a ticker of 32 UTF-16 units', async () => {
      expect((await post('/api/inscription/deploy', JSON.stringify({ ticker: '🎁'.repeat(16), name: 'Gifts', max: 10 }))).status).toBe(202)
    })

    it.each([
      ['{"amount":1,"amount":1000000,"to":"0.0.7"}', 'body.amount'],
      ['{"amount":1,"to":"0.0.7","\\u0074o":"0.0.8"}', 'body.to'],
      ['{"amount":1,"to":"0.0.7","memo":"a","memo":"b"}', 'body.memo']
    ])('refuses a key given twice: %s', async (text, path) => {
      const sut = await post('/api/inscription/loyal/mint', text)
      expect(sut).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ path, message: 'Duplicate key' }] } })
    })

    it('refuses prototype poisoning and trailing garbage', async () => {
      expect((await post('/api/inscription/loyal/mint', '{"amount":1,"to":"0.0.7","__proto__":{"x":1}}')).status).toBe(400)
      expect((await post('/api/inscription/loyal/mint', '{"amount":1,"to":"0.0.7"} x')).status).toBe(400)
      expect((await post('/api/inscription/loyal/mint', '{"amount":1,"to":"0.0.7"}')).status).toBe(202)
    })
  })

  describe('the OpenAPI document', () => {
    it('states the limits and documents the edge answers on every /api route', async () => {
      const doc = await (await fetch(`${base}/docs/json`)).json() as { info: { description: string }, paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
      for (const limit of ['URI_TOO_LONG', 'HEADERS_TOO_LARGE', 'MALFORMED_REQUEST', 'UTF-16 units', 'control character', 'no key given twice']) {
        expect(doc.info.description).toContain(limit)
      }
      const operations = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/')).flatMap(([, methods]) => Object.values(methods))
      expect(operations.length).toBeGreaterThan(5)
      for (const operation of operations) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '414', '431']))
    })
  })

  describe('the docs static files', () => {
    it('serves a file, answers a missing one with 404 and a climb out of the folder with 400', async () => {
      expect((await sendRaw(port, request('GET /docs/static/index.css HTTP/1.1'))).status).toBe(200)
      expectProblem(await sendRaw(port, request('GET /docs/static/x.js HTTP/1.1')), 404, 'NOT_FOUND')
      expectProblem(await sendRaw(port, request('GET /docs/static/%2e%2e/package.json HTTP/1.1')), 400, 'VALIDATION_FAILED')
      expectProblem(await sendRaw(port, request('GET /docs/static/../../package.json HTTP/1.1')), 400, 'VALIDATION_FAILED')
      const nul = await sendRaw(port, request('GET /docs/static/a%00.js HTTP/1.1'))
      expectProblem(nul, 400, 'VALIDATION_FAILED')
      expect(JSON.parse(nul.body)).toMatchObject({ detail: 'The path is not allowed' })
      // an encoded slash stays part of one file name: no such file
      expectProblem(await sendRaw(port, request('GET /docs/static/%2e%2e%2f%2e%2e%2fpackage.json HTTP/1.1')), 404, 'NOT_FOUND')
    })
  })
})

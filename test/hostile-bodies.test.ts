// Hostile input against the whole service on real ports (emulator, indexer, worker, api; real Redis): random JSON
// bodies and query strings at every api route of the OpenAPI document, random protobuf mutations of a prepared
// and signed transaction at POST /api/transactions, none answered 5xx nor with a stack trace; payer keys read from
// the mirror a few times for a hundred bad signatures; a tenant's open preparations capped.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Pool } from 'undici'
import { PrivateKey, Transaction } from '@hashgraph/sdk'
import { tenantPreparationsKey } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { loadConfig as loadApiConfig } from '../apps/api/src/config.js'
import { ROOT } from './support/processes.js'
import { connectRedis } from './support/redis.js'
import { startStack, type Stack } from './support/stack.js'

interface Wallet { accountId: string, key: PrivateKey }
interface Prepared { preparationId: string, transactionId: string, transaction: string }
interface Route {
  method: string
  path: string
  params: string[]
  query: string[]
  /** The longest `wait` (s) its OpenAPI document allows, for a route that long-polls. */
  waitMax: number | undefined
  body: Record<string, unknown> | undefined
}
interface Sent { route: string, method: string, path: string, contentType: string, body: Buffer | undefined }
interface Answer { sent: Sent, status: number, text: string, ms: number }

/**
 * Each route's body and query fuzzed this many times in all (spread over the routes), and the signed route's bytes
 * this many (`HOSTILE_BODIES` changes the first). A failure ends the run at once, printing its seed and the requests
 * that failed (shrinking a hundred requests against a live stack outlasts any timeout); `HOSTILE_SEED` replays it.
 */
const HOSTILE_BODIES = Number(process.env.HOSTILE_BODIES ?? 10_000)
const SEED = process.env.HOSTILE_SEED === undefined ? undefined : Number(process.env.HOSTILE_SEED)
const TRANSACTION_MUTATIONS = 1_000
/** Requests per fast-check run: sent at once over the pool. */
const PER_RUN = 100
const MAX_OPEN = 8
/**
 * The longest a hostile query may hold a request open (s). A `wait` the api would take as a longer long poll is sent
 * as this (still a valid long poll); every other value, in range or not, goes as generated. A wait on an unknown job
 * answers at once today: this keeps the run's time from depending on that.
 */
const HELD_WAIT_S = 1
/** How long a request may go unanswered (ms): past it, it counts as a failure and the report shows it. */
const ANSWER_TIMEOUT_MS = 60_000

// ---------- hostile JSON text ----------

const KEY = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', 'ticker', 'amount', 'topic_id'))
const HUGE_NUMBERS = fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890123456789', '-0', '1e-400', '0.0000000000000000000001', '9007199254740993', '1E+308', '-9223372036854775809')
/** Text that is not what a JSON encoder writes: lone surrogates (escaped and raw), control characters, invalid escapes. */
const ODD_STRINGS = fc.constantFrom('"\\ud800"', '"\\udfff x"', '"\\ud83d\\ude00"', '"\u0000"', '"\\u0000"', '"\\x41"', '"\\uZZZZ"', '"\u2028\u2029"', '"\ufeff"',
  '"a\\"', '"\ud800"', '"\udc00\ud800"', '"💩"', `"${'é'.repeat(3000)}"`, '"\u202e0.0.1"')
const SCALAR = fc.oneof(fc.jsonValue({ maxDepth: 0 }).map((v) => JSON.stringify(v)), HUGE_NUMBERS, ODD_STRINGS, fc.constantFrom('NaN', 'Infinity', 'undefined', 'tru', '01', '.5', '+1', '0x10'))

function nest (depth: number, object: boolean, leaf: string): string {
  return object ? '{"a":'.repeat(depth) + leaf + '}'.repeat(depth) : '['.repeat(depth) + leaf + ']'.repeat(depth)
}

const DEEP = fc.tuple(fc.oneof(fc.integer({ min: 20, max: 64 }), fc.integer({ min: 1_000, max: 7_000 })), fc.boolean(), SCALAR)
  .map(([depth, object, leaf]) => nest(depth, object, leaf))
const WIDE = fc.tuple(fc.integer({ min: 100, max: 3_000 }), SCALAR).map(([n, leaf]) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${leaf}`).join(',')}}`)
const DUPLICATE_AT_DEPTH = fc.tuple(fc.integer({ min: 0, max: 40 }), KEY, SCALAR, SCALAR)
  .map(([depth, key, a, b]) => nest(depth, true, `{${JSON.stringify(key)}:${a},${JSON.stringify(key)}:${b}}`))
const BROKEN = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('', '{', '}', '{"a":1', '{"a":1}}', '[1,]', '{,}', '{"a" 1}', 'null', '"x"', '{"a":1}{"b":2}'))

/** Strings a route may take for real (the stack's topics, a deployed ticker, an account without points), so bodies get past validation. */
const HINTS = ['pub', 'PUB ', '0.0.9001', '0.0.3', 'transfer', 'mint']

type Schema = Record<string, any> | undefined

/** A value of the type `schema` asks for (its enum, its type), now and then a hostile one; nested objects `depth` more levels. */
function typed (schema: Schema, depth: number): fc.Arbitrary<string> {
  const hostile = fc.oneof(SCALAR, DEEP, DUPLICATE_AT_DEPTH, fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)))
  let fitting: fc.Arbitrary<string> | undefined
  const choices = (schema?.anyOf ?? schema?.oneOf) as Schema[] | undefined
  if (Array.isArray(schema?.enum) && schema.enum.length > 0) fitting = fc.constantFrom(...(schema.enum as unknown[])).map((v) => JSON.stringify(v))
  else if (Array.isArray(choices) && choices.length > 0) fitting = fc.oneof(...choices.map((choice) => typed(choice, depth)))
  else if (schema?.type === 'string') fitting = fc.oneof(fc.constantFrom(...HINTS), fc.string({ maxLength: 24 }), fc.string({ unit: 'binary', maxLength: 24 })).map((v) => JSON.stringify(v))
  else if (schema?.type === 'integer' || schema?.type === 'number') fitting = fc.oneof(fc.integer({ min: -5, max: 1_000 }).map(String), fc.bigInt().map(String), HUGE_NUMBERS)
  else if (schema?.type === 'boolean') fitting = fc.boolean().map(String)
  else if (schema?.type === 'array' && depth > 0) fitting = fc.array(typed(schema.items as Schema, depth - 1), { maxLength: 4 }).map((items) => `[${items.join(',')}]`)
  else if (schema?.type === 'object' && depth > 0) fitting = shaped(schema, depth - 1)
  return fitting === undefined ? hostile : fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: hostile, weight: 1 })
}

/** A body shaped like `schema`'s object: most of its keys, each with a value of its type or a hostile one, now and then a key of its own. */
function shaped (schema: Schema, depth = 2): fc.Arbitrary<string> {
  const properties = Object.entries((schema?.properties ?? {}) as Record<string, Schema>)
  if (properties.length === 0) return fc.jsonValue().map((v) => JSON.stringify(v))
  // each key there three times in four
  const entries = properties.map(([key, property]) => fc.tuple(fc.nat(3), typed(property, depth)).map(([roll, value]) => roll !== 0 ? `${JSON.stringify(key)}:${value}` : undefined))
  const extra = fc.array(fc.tuple(KEY, SCALAR).map(([k, v]) => `${JSON.stringify(k)}:${v}`), { maxLength: 1 })
  return fc.tuple(fc.tuple(...entries), fc.oneof({ arbitrary: fc.constant([] as string[]), weight: 4 }, { arbitrary: extra, weight: 1 }))
    .map(([fields, more]) => `{${[...fields.filter((f): f is string => f !== undefined), ...more].join(',')}}`)
}

function hostileJson (schema: Record<string, unknown> | undefined): fc.Arbitrary<Buffer> {
  const text = fc.oneof(
    { arbitrary: shaped(schema), weight: 4 },
    { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: DEEP, weight: 2 },
    { arbitrary: WIDE, weight: 1 },
    { arbitrary: DUPLICATE_AT_DEPTH, weight: 2 },
    { arbitrary: SCALAR, weight: 1 },
    { arbitrary: BROKEN, weight: 1 }
  ).map((t) => Buffer.from(t))
  // raw bytes that are not UTF-8 now and then
  return fc.oneof({ arbitrary: text, weight: 9 }, { arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)), weight: 1 })
}

function paramValue (): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...HINTS),
    fc.constantFrom('0.0.1', '0.0.0', '-1', '1e999', '%', '%ZZ', '..', '.', '%00', '0.0.99999999999999999999', 'a'.repeat(300)),
    fc.integer().map(String)
  )
}

function encoded (value: string): string {
  // a lone surrogate cannot be encodeURIComponent'ed: sent as raw percent bytes of its replacement
  try { return encodeURIComponent(value) } catch { return '%ED%A0%80' }
}

/** `value` of a long-poll `wait` as the api would read it (a number, coerced), bounded to {@link HELD_WAIT_S}. */
function shortWait (value: string, waitMax: number): string {
  const seconds = Number(value)
  return Number.isInteger(seconds) && seconds > HELD_WAIT_S && seconds <= waitMax ? String(HELD_WAIT_S) : value
}

/** One hostile request to `route`: its path parameters, query and body random. */
function hostileRequest (route: Route): fc.Arbitrary<Sent> {
  const params = fc.array(paramValue(), { minLength: route.params.length, maxLength: route.params.length })
  const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...route.query, 'x'), fc.string({ maxLength: 5 })), paramValue())
    .map(([key, value]): [string, string] => [key, key === 'wait' && route.waitMax !== undefined ? shortWait(value, route.waitMax) : value]), { maxLength: 4 })
  const body = route.body === undefined && route.method === 'GET' ? fc.constant(undefined) : hostileJson(route.body)
  const contentType = fc.oneof({ arbitrary: fc.constant('application/json'), weight: 9 }, { arbitrary: fc.constantFrom('text/plain', 'application/json; charset=latin1', 'application/x-www-form-urlencoded', ''), weight: 1 })
  return fc.tuple(params, query, body, contentType).map(([values, pairs, payload, type]) => {
    let i = 0
    const path = route.path.replace(/\{[^}]+\}/g, () => encoded(values[i++] ?? ''))
    const search = pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join('&')
    return { route: `${route.method} ${route.path}`, method: route.method, path: search === '' ? path : `${path}?${search}`, contentType: type, body: payload }
  })
}

// ---------- protobuf, as far as a transaction's bytes go ----------

interface Field { field: number, wire: number, bytes: Buffer }

function readVarint (buf: Buffer, at: number): [bigint, number] {
  let value = 0n
  let shift = 0n
  for (let i = at; i < buf.length; i++) {
    const byte = buf[i]!
    value |= BigInt(byte & 0x7f) << shift
    if ((byte & 0x80) === 0) return [value, i + 1]
    shift += 7n
  }
  throw new Error('truncated varint')
}

function varint (n: number | bigint): Buffer {
  let v = BigInt(n)
  const out: number[] = []
  do {
    const byte = Number(v & 0x7fn)
    v >>= 7n
    out.push(v === 0n ? byte : byte | 0x80)
  } while (v !== 0n)
  return Buffer.from(out)
}

/** The length-delimited (and varint) fields of a message; the SDK's own output only has these. */
function fields (buf: Buffer): Field[] {
  const out: Field[] = []
  let at = 0
  while (at < buf.length) {
    const [tag, next] = readVarint(buf, at)
    const wire = Number(tag & 7n)
    const field = Number(tag >> 3n)
    if (wire === 2) {
      const [length, start] = readVarint(buf, next)
      out.push({ field, wire, bytes: buf.subarray(start, start + Number(length)) })
      at = start + Number(length)
    } else if (wire === 0) {
      const [, end] = readVarint(buf, next)
      out.push({ field, wire, bytes: buf.subarray(next, end) })
      at = end
    } else {
      throw new Error(`wire type ${wire}`)
    }
  }
  return out
}

function encode (list: Field[]): Buffer {
  return Buffer.concat(list.flatMap((f) => f.wire === 2 ? [varint((f.field << 3) | 2), varint(f.bytes.length), f.bytes] : [varint(f.field << 3), f.bytes]))
}

/** Rewrites field `field` of `message` (each occurrence) with `change`. */
function within (message: Buffer, field: number, change: (inner: Buffer) => Buffer): Buffer {
  return encode(fields(message).map((f) => f.field === field && f.wire === 2 ? { ...f, bytes: change(f.bytes) } : f))
}

/** TransactionList.transaction_list(1) → Transaction.signedTransactionBytes(5) → SignedTransaction.sigMap(2) → SignatureMap.sigPair(1). */
function onSignaturePairs (bytes: Buffer, change: (pairs: Field[][]) => Field[][]): Buffer {
  return within(bytes, 1, (transaction) => within(transaction, 5, (signed) => within(signed, 2, (sigMap) => {
    const pairs = fields(sigMap).filter((f) => f.field === 1).map((f) => fields(f.bytes))
    return encode(change(pairs).map((pair) => ({ field: 1, wire: 2, bytes: encode(pair) })))
  })))
}

const ED25519_SIG = 3
const ECDSA_SIG = 6

/** Each pair's key prefix cut or padded to `prefixLength` bytes, its signature left where it is (an ECDSA-length prefix beside an ed25519 signature). */
function mislabeledPairs (prefixLength: number): (pairs: Field[][]) => Field[][] {
  return (pairs) => pairs.map((pair) => pair.map((f) => f.field === 1 ? { ...f, bytes: Buffer.concat([Buffer.from([2]), f.bytes, Buffer.alloc(64)]).subarray(0, prefixLength) } : f))
}

/** Each pair's signature under the other key type's field, its prefix of either type's length (or any). */
function swappedPairs (prefixLength: number): (pairs: Field[][]) => Field[][] {
  return (pairs) => pairs.map((pair) => pair.map((f) => {
    if (f.field === 1) return { ...f, bytes: Buffer.concat([Buffer.from([2]), f.bytes, Buffer.alloc(64)]).subarray(0, prefixLength) }
    if (f.field === ED25519_SIG) return { ...f, field: ECDSA_SIG }
    if (f.field === ECDSA_SIG) return { ...f, field: ED25519_SIG }
    return f
  }))
}

function mutation (signed: Buffer): fc.Arbitrary<Buffer> {
  const n = signed.length
  return fc.oneof(
    // byte flips
    fc.array(fc.tuple(fc.nat(n - 1), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 })
      .map((flips) => { const b = Buffer.from(signed); for (const [at, x] of flips) b[at]! ^= x; return b }),
    // truncations
    fc.nat(n - 1).map((length) => signed.subarray(0, length)),
    // inserted fields (any number, any wire type's tag) at a random place
    fc.tuple(fc.nat(n), fc.integer({ min: 1, max: 40 }), fc.uint8Array({ maxLength: 40 }))
      .map(([at, field, payload]) => Buffer.concat([signed.subarray(0, at), varint((field << 3) | 2), varint(payload.length), Buffer.from(payload), signed.subarray(at)])),
    fc.tuple(fc.nat(n), fc.uint8Array({ minLength: 1, maxLength: 12 })).map(([at, junk]) => Buffer.concat([signed.subarray(0, at), Buffer.from(junk), signed.subarray(at)])),
    // a field added inside the signed transaction (beside its body and signature map)
    fc.tuple(fc.integer({ min: 3, max: 30 }), fc.uint8Array({ maxLength: 20 }))
      .map(([field, payload]) => within(signed, 1, (t) => within(t, 5, (s) => Buffer.concat([s, varint((field << 3) | 2), varint(payload.length), Buffer.from(payload)])))),
    // signature pairs of the wrong key type: an ECDSA-length (33) prefix with an ed25519 signature, the reverse, or any length
    fc.oneof(fc.constantFrom(32, 33), fc.integer({ min: 0, max: 40 })).map((length) => onSignaturePairs(signed, swappedPairs(length))),
    fc.oneof(fc.constantFrom(32, 33), fc.integer({ min: 0, max: 40 })).map((length) => onSignaturePairs(signed, mislabeledPairs(length))),
    // pairs dropped, repeated or emptied
    fc.constantFrom<(pairs: Field[][]) => Field[][]>(() => [], (pairs) => [...pairs, ...pairs], (pairs) => pairs.map(() => []), (pairs) => pairs.map((p) => p.filter((f) => f.field === 1)))
      .map((change) => onSignaturePairs(signed, change))
  )
}

// ---------- the run ----------

describe('hostile bodies and transactions: never a 5xx', () => {
  let stack: Stack
  let redis: Redis
  let pool: Pool
  let mirror: Server
  const accountReads = new Map<string, number>()
  let routes: Route[]
  let ed: Wallet
  let ecdsa: Wallet
  /** The api's body limit for a route, as its configuration sets it for this stack. */
  let bodyLimit: (route: string) => number

  /**
   * One request and its answer. The api closes a connection after some answers (413: the rest of the body is not
   * read), failing the requests pipelined behind it on that connection: those are sent again, once. A request that
   * fails twice is answered status 0, counted as a failure with the 5xx unless its own body was over the limit.
   */
  async function send (sent: Sent): Promise<Answer> {
    const headers: Record<string, string> = { 'x-api-key': stack.apiKey }
    if (sent.body !== undefined && sent.contentType !== '') headers['content-type'] = sent.contentType
    let failure: unknown
    const at = performance.now()
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const res = await pool.request({ method: sent.method as 'GET', path: sent.path, headers, body: sent.body })
        return { sent, status: res.statusCode, text: await res.body.text(), ms: performance.now() - at }
      } catch (err) {
        failure = err
      }
    }
    return { sent, status: 0, text: String(failure), ms: performance.now() - at }
  }
  /** A stack frame, a source file of ours or a dependency's path in an answer: what an error page leaks. */
  const leaksStack = (a: Answer): boolean => /\bat .+:\d+:\d+\)?$|"stack"\s*:|node_modules|\.(?:ts|[cm]?js):\d+/m.test(a.text) || a.text.includes(ROOT)
  /**
   * A body over the route's limit is refused with 413 and the connection closed without reading the rest: a client
   * still writing a body of megabytes meets the closed connection (EPIPE, a reset) before it reads the answer.
   */
  const closedOnOversize = (a: Answer): boolean =>
    a.status === 0 && (a.sent.body?.length ?? 0) > bodyLimit(a.sent.route) && /EPIPE|ECONNRESET|other side closed/.test(a.text)
  const failed = (a: Answer): boolean => (a.status >= 500 || a.status === 0 || leaksStack(a)) && !closedOnOversize(a)

  async function json (method: string, path: string, body: unknown, apiKey?: string): Promise<{ status: number, body: any, headers: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'x-api-key': apiKey ?? stack.apiKey, 'content-type': 'application/json' }
    const res = await pool.request({ method: method as 'POST', path, headers, body: JSON.stringify(body) })
    return { status: res.statusCode, body: await res.body.json(), headers: res.headers }
  }

  function report (answers: Answer[]): string {
    const failures = answers.filter(failed)
    const errors = stack.services.api?.logs.filter((line) => line.level !== undefined && Number(line.level) >= 50).slice(-3) ?? []
    return failures.slice(0, 3).map((a) => `${a.sent.method} ${a.sent.path.slice(0, 200)} ${a.sent.body?.toString('utf8').slice(0, 200) ?? ''} → ${a.status} ${a.text.slice(0, 300)}`).join('\n') +
      `\napi errors: ${JSON.stringify(errors).slice(0, 2000)}`
  }

  async function wallet (keyType: 'ED25519' | 'ECDSA_SECP256K1'): Promise<Wallet> {
    const res = await fetch(`${stack.network.mirrorUrl}/admin/accounts`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialBalanceHbar: 20, keyType })
    })
    const body = await res.json() as { accountId: string, privateKey: string }
    return { accountId: body.accountId, key: PrivateKey.fromStringDer(body.privateKey) }
  }

  async function prepare (from: Wallet, apiKey?: string): Promise<{ status: number, body: any, headers: Record<string, unknown> }> {
    return await json('POST', '/api/inscription/pub/transfer/prepare', { amount: 1, from: from.accountId, to: '0.0.9001', topic_id: stack.publicTopics[0] }, apiKey)
  }

  async function sign (transaction: string, key: PrivateKey): Promise<Buffer> {
    return Buffer.from((await Transaction.fromBytes(Buffer.from(transaction, 'base64')).sign(key)).toBytes())
  }

  beforeAll(async () => {
    stack = await startStack({ publicTopics: 1, apps: ['indexer', 'worker'], env: { SIGNED_MAX_OPEN_PER_TENANT: String(MAX_OPEN) } })
    // the api reads payer keys through this pass-through to the emulator's mirror, which counts them
    const target = new URL(stack.network.mirrorUrl)
    mirror = createServer((req, res) => {
      const account = /^\/api\/v1\/accounts\/([^/?]+)/.exec(req.url ?? '')?.[1]
      if (account !== undefined) accountReads.set(account, (accountReads.get(account) ?? 0) + 1)
      const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      upstream.on('error', () => { res.destroy() })
      req.pipe(upstream)
    })
    await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve))
    await stack.start('api', { MIRROR_URL: `http://127.0.0.1:${(mirror.address() as AddressInfo).port}` })
    HINTS.push(...stack.topics)
    redis = connectRedis()
    pool = new Pool(stack.apiUrl, { connections: 8, pipelining: 4, headersTimeout: ANSWER_TIMEOUT_MS, bodyTimeout: ANSWER_TIMEOUT_MS })
    const config = loadApiConfig({ ...stack.env, LOG_LEVEL: 'silent' })
    bodyLimit = (route) => route === 'POST /api/inscription/batch' ? config.BATCH_BODY_LIMIT_BYTES : config.BODY_LIMIT_BYTES

    // every api route of the OpenAPI document, with its path parameters, query parameters and body schema
    const document = await (await fetch(`${stack.apiUrl}/docs/json`)).json() as { paths: Record<string, Record<string, any>> }
    routes = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/')).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: ((operation.parameters ?? []) as Array<{ in: string, name: string }>).filter((p) => p.in === 'query').map((p) => p.name),
        waitMax: ((operation.parameters ?? []) as Array<{ in: string, name: string, schema?: { maximum?: number } }>)
          .find((p) => p.in === 'query' && p.name === 'wait')?.schema?.maximum,
        body: operation.requestBody?.content?.['application/json']?.schema as Record<string, unknown> | undefined
      })))

    ;[ed, ecdsa] = await Promise.all([wallet('ED25519'), wallet('ECDSA_SECP256K1')])
    const deployed = await json('POST', '/api/inscription/deploy', { ticker: 'pub', name: 'Public', max: 1_000_000, topic_id: stack.publicTopics[0] })
    await stack.waitForJob(deployed.body.jobId, ['confirmed'])
    const mints = await Promise.all([ed, ecdsa].map(async (w) => await json('POST', '/api/inscription/pub/mint', { amount: 1000, to: w.accountId, topic_id: stack.publicTopics[0] })))
    for (const m of mints) expect((await stack.waitForJob(m.body.jobId, ['confirmed', 'failed', 'invalid'])).status).toBe('confirmed')
  }, 420_000)

  afterAll(async () => {
    await pool?.close()
    redis?.disconnect()
    await stack?.stop()
    if (mirror !== undefined) {
      mirror.closeAllConnections()
      await new Promise((resolve) => mirror.close(resolve))
    }
  }, 60_000)

  it(`answers ${HOSTILE_BODIES} random bodies and queries across every api route without a 5xx or a stack trace`, async () => {
    // the routes this covers: every /api route of the OpenAPI document (new ones join by themselves)
    const covered = routes.map((r) => `${r.method} ${r.path}`)
    for (const route of ['POST /api/inscription/deploy', 'POST /api/inscription/{ticker}/mint', 'POST /api/inscription/{ticker}/transfer', 'POST /api/inscription/{ticker}/burn',
      'POST /api/inscription/batch', 'POST /api/inscription/{ticker}/transfer/prepare', 'POST /api/inscription/{ticker}/burn/prepare', 'POST /api/transactions',
      'GET /api/jobs/{jobId}', 'GET /api/jobs', 'POST /api/webhooks', 'POST /api/tenants', 'POST /api/keys', 'POST /api/topics/{topicId}/register']) {
      expect(covered).toContain(route)
    }
    const statuses = new Map<number, number>()
    const times = new Map<string, number[]>()
    let sent = 0
    let closed = 0
    await fc.assert(fc.asyncProperty(fc.array(fc.constantFrom(...routes).chain(hostileRequest), { minLength: PER_RUN, maxLength: PER_RUN }), async (requests) => {
      const answers = await Promise.all(requests.map(send))
      sent += answers.length
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
      for (const a of answers) times.set(a.sent.route, [...(times.get(a.sent.route) ?? []), a.ms])
      closed += answers.filter(closedOnOversize).length
      expect(answers.filter(failed), report(answers)).toEqual([])
    }), { numRuns: HOSTILE_BODIES / PER_RUN, seed: SEED, endOnFailure: true })
    expect(sent).toBeGreaterThanOrEqual(HOSTILE_BODIES)
    console.log(`hostile bodies: ${sent} sent, answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))} (0: ${closed} closed on a body over the limit)`)
    // where the run's time goes: the routes whose answers took longest in all
    const slowest = [...times].map(([route, list]) => ({ route, n: list.length, totalS: list.reduce((x, y) => x + y, 0) / 1000, maxMs: Math.max(...list) }))
      .sort((a, b) => b.totalS - a.totalS).slice(0, 3)
    console.log(`slowest routes: ${slowest.map((r) => `${r.route} (${r.n} requests, ${r.totalS.toFixed(1)} s in all, at most ${r.maxMs.toFixed(0)} ms)`).join('; ')}`)
    // the bodies got past the parser and reached the routes' own checks, not only the edges
    expect([...statuses.keys()].filter((s) => s !== 400 && s !== 415 && s !== 413).length, JSON.stringify([...statuses])).toBeGreaterThan(0)
  }, 600_000)

  it(`answers ${TRANSACTION_MUTATIONS} mutations of a prepared, signed transaction without a 5xx or a stack trace`, async () => {
    // the fuzz above may have prepared transactions of its own (bodies valid by chance): the operator's count starts afresh
    await redis.del(tenantPreparationsKey({ prefix: stack.prefix, network: stack.network.networkId }, 'default'))
    const prepared = await prepare(ed)
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(201)
    const signed = await sign((prepared.body as Prepared).transaction, ed.key)
    const ecdsaPrepared = await prepare(ecdsa)
    expect(ecdsaPrepared.status).toBe(201)
    const ecdsaSigned = await sign((ecdsaPrepared.body as Prepared).transaction, ecdsa.key)
    const codes = new Map<string, number>()
    await fc.assert(fc.asyncProperty(fc.array(fc.oneof(mutation(signed), mutation(ecdsaSigned)), { minLength: PER_RUN, maxLength: PER_RUN }), async (mutations) => {
      const answers = await Promise.all(mutations.map(async (bytes) => await send({
        route: 'POST /api/transactions', method: 'POST', path: '/api/transactions', contentType: 'application/json', body: Buffer.from(JSON.stringify({ transaction: bytes.toString('base64') }))
      })))
      for (const a of answers) {
        const code = `${a.status} ${(JSON.parse(a.text) as { code?: string }).code ?? ''}`
        codes.set(code, (codes.get(code) ?? 0) + 1)
      }
      expect(answers.filter(failed), report(answers)).toEqual([])
    }), { numRuns: TRANSACTION_MUTATIONS / PER_RUN, seed: SEED, endOnFailure: true })
    // the mutations reached the signature check, not only the decoder
    expect(codes.get('422 SIGNATURE_INVALID'), JSON.stringify([...codes])).toBeGreaterThan(0)
  }, 600_000)

  it('answers a signature pair of the wrong key type 422 SIGNATURE_INVALID, reading no key', async () => {
    for (const [holder, length] of [[ed, 33], [ecdsa, 32]] as const) {
      const prepared = await prepare(holder)
      expect(prepared.status).toBe(201)
      const signed = await sign((prepared.body as Prepared).transaction, holder.key)
      const before = accountReads.get(holder.accountId) ?? 0
      const res = await json('POST', '/api/transactions', { transaction: onSignaturePairs(signed, mislabeledPairs(length)).toString('base64') })
      expect([res.status, res.body.code]).toEqual([422, 'SIGNATURE_INVALID'])
      expect(res.body.detail).toContain('signature map cannot be read')
      expect(accountReads.get(holder.accountId) ?? 0).toBe(before)
    }
  }, 120_000)

  it('reads a payer\'s key from the mirror a few times, not once per bad signature, and still accepts its good one', async () => {
    const holder = await wallet('ED25519')
    const minted = await json('POST', '/api/inscription/pub/mint', { amount: 10, to: holder.accountId, topic_id: stack.publicTopics[0] })
    expect((await stack.waitForJob(minted.body.jobId, ['confirmed', 'failed', 'invalid'])).status).toBe('confirmed')
    const prepared = await prepare(holder)
    expect(prepared.status).toBe(201)
    const transaction = (prepared.body as Prepared).transaction
    const post = async (bytes: Buffer): Promise<Answer> => await send({ route: 'POST /api/transactions', method: 'POST', path: '/api/transactions', contentType: 'application/json', body: Buffer.from(JSON.stringify({ transaction: bytes.toString('base64') })) })

    // a hundred unsigned: refused without asking the mirror
    const unsigned = await Promise.all(Array.from({ length: 100 }, async () => await post(Buffer.from(transaction, 'base64'))))
    expect(unsigned.map((a) => a.status)).toEqual(Array(100).fill(422))
    expect(accountReads.get(holder.accountId) ?? 0).toBe(0)

    // a hundred signed by another key, at once and one after another: a read, and one more per 5 s at most
    const wrong = await sign(transaction, PrivateKey.generateED25519())
    const started = Date.now()
    const together = await Promise.all(Array.from({ length: 50 }, async () => await post(wrong)))
    const oneByOne: Answer[] = []
    for (let i = 0; i < 50; i++) oneByOne.push(await post(wrong))
    const elapsedMs = Date.now() - started
    expect([...together, ...oneByOne].map((a) => JSON.parse(a.text).code)).toEqual(Array(100).fill('SIGNATURE_INVALID'))
    const reads = accountReads.get(holder.accountId) ?? 0
    expect(reads).toBeGreaterThanOrEqual(1)
    // the bound is the rule's own (a first read, then one per 5 s window that passed), however slow the machine
    expect(reads).toBeLessThanOrEqual(2 + Math.floor(elapsedMs / 5_000))
    console.log(`payer key reads: ${reads} for 100 bad signatures in ${elapsedMs} ms, none for 100 unsigned`)

    const good = await post(await sign(transaction, holder.key))
    expect(good.status, good.text).toBe(202)
  }, 300_000)

  it(`holds a tenant to ${MAX_OPEN} open preparations: 429 PREPARATIONS_EXHAUSTED, and a submitted one frees its place`, async () => {
    const open = await redis.zcount(tenantPreparationsKey({ prefix: stack.prefix, network: stack.network.networkId }, 'default'), Date.now(), '+inf')
    const made: Prepared[] = []
    for (let i = open; i < MAX_OPEN; i++) {
      const res = await prepare(ecdsa)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      made.push(res.body as Prepared)
    }
    const refused = await prepare(ecdsa)
    expect([refused.status, refused.body.code]).toEqual([429, 'PREPARATIONS_EXHAUSTED'])
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.body.detail).toContain('SIGNED_MAX_OPEN_PER_TENANT')

    // a submitted preparation is no longer open
    const last = made.at(-1) ?? (await prepare(ecdsa)).body as Prepared
    const submitted = await json('POST', '/api/transactions', { transaction: (await sign(last.transaction, ecdsa.key)).toString('base64') })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202)
    expect((await prepare(ecdsa)).status).toBe(201)
  }, 300_000)
})

// The hostile requests of a chaos run: fast-check arbitraries over the OpenAPI operations (with hints
// that keep a share valid), auth attacks, malformed JSON and raw bytes, and broken HTTP framing.
import fc from 'fast-check'
import type { RawRequest } from './raw-http.js'
import { arbitraryFromSchema, type OpenApiOperation } from './schema-arbitrary.js'

export interface Pool {
  apiKey: string
  /** Tickers deployed on the default (private) topic and on the public topic. */
  tickers: string[]
  publicTickers: string[]
  accounts: string[]
  operatorId: string
  defaultTopicId: string
  publicTopicId: string
  /** Idempotency keys shared by many requests, so replays and reuse happen under concurrency. */
  idempotencyKeys: string[]
}

export interface ChaosRequest extends RawRequest {
  /** Exactly one x-api-key header holding the real key: anything else must never get a 2xx under /api. */
  authValid: boolean
  idempotencyKey?: string
  /** Well-formed HTTP framing: the server must answer (a close without an answer is a refusal). */
  wellFormed: boolean
}

/** Keys that look like the ledger's own Redis key parts, and other strings that break naive code. */
export const HOSTILE_STRINGS = [
  'kc1:holders', 'kc1:balances', 'x:tick:y', '{hcs20}', 'topic:0.0.1001:meta', '*', '?', '..', '../../etc/passwd',
  '%2e%2e%2f', '__proto__', 'constructor', 'toString', ' PTS ', 'null', 'undefined', '0', '-1', '1e309', 'NaN',
  '\u0000', '\u202e', '\ud800', '😀'.repeat(20), 'a'.repeat(33), 'ǅ', 'İ', 'ß', '\uFEFF', '"', "'", '\\', '<script>'
]

const small = fc.integer({ min: 1, max: 40 })
const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40, unit: 'binary' }), fc.string({ maxLength: 40, unit: 'grapheme' }))

/** Per-field values: mostly ones the ledger can accept, the rest hostile. */
function hints (pool: Pool): Record<string, fc.Arbitrary<unknown>> {
  const account = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...pool.accounts) },
    { weight: 1, arbitrary: fc.constantFrom(`${pool.accounts[0]!}-abcde`, '0.0.0', '0.0.-1', '1.2', `0.0.${'9'.repeat(25)}`, pool.operatorId) },
    { weight: 1, arbitrary: hostileString })
  const amount = fc.oneof(
    { weight: 8, arbitrary: small },
    { weight: 2, arbitrary: small.map(String) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 53, '007', '1e3', ' 1', '9'.repeat(18), '9'.repeat(19), '０１', null, true, [], {}) },
    { weight: 1, arbitrary: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String), fc.double(), fc.anything()) })
  return {
    ticker: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...pool.tickers, ...pool.publicTickers) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) }, { weight: 2, arbitrary: hostileString }),
    max: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(1_000_000, '1000000000') }, { weight: 1, arbitrary: amount }),
    limit: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(1000, '500') }, { weight: 1, arbitrary: amount }),
    amount,
    to: account,
    from: account,
    topic_id: fc.oneof({ weight: 5, arbitrary: fc.constant(pool.defaultTopicId) }, { weight: 3, arbitrary: fc.constant(pool.publicTopicId) },
      { weight: 1, arbitrary: fc.constantFrom('0.0.999999', `${pool.publicTopicId}-abcde`, '') }, { weight: 1, arbitrary: hostileString }),
    name: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ minLength: 95, maxLength: 105, unit: 'grapheme' }), hostileString),
    memo: fc.oneof(fc.string({ maxLength: 30 }), fc.string({ minLength: 490, maxLength: 510 }), hostileString),
    metadata: fc.oneof(fc.string({ maxLength: 30 }), hostileString)
  }
}

/** A JSON body for the operation: schema-shaped with hinted fields, optional keys sometimes left out. */
function bodyFor (op: OpenApiOperation, pool: Pool): fc.Arbitrary<unknown> {
  const props = op.body?.properties ?? {}
  const shaped = op.body === undefined ? fc.constant(undefined) : arbitraryFromSchema(op.body, 4, hints(pool))
  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    { weight: 2, arbitrary: fc.tuple(shaped, fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 })).map(([b, k, v]) => ({ ...(b as object), [k]: v })) },
    { weight: 1, arbitrary: fc.tuple(shaped, fc.constantFrom(...Object.keys(props).concat('x'))).map(([b, k]) => { const copy = { ...(b as Record<string, unknown>) }; delete copy[k]; return copy }) },
    { weight: 1, arbitrary: op.body === undefined ? fc.constant(undefined) : arbitraryFromSchema(op.body, 4) },
    { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.array(shaped, { maxLength: 3 })) })
}

/** Text of a JSON body, sometimes deliberately broken (duplicate keys, truncation, invalid UTF-8, BOM). */
function encodeBody (body: unknown): fc.Arbitrary<Uint8Array> {
  const text = body === undefined ? '' : JSON.stringify(body)
  const utf8 = new TextEncoder().encode(text)
  return fc.oneof(
    { weight: 14, arbitrary: fc.constant(utf8) },
    { weight: 1, arbitrary: fc.constant(new TextEncoder().encode(text.replace(/^\{"(\w+)":([^,}]*)/, '{"$1":$2,"$1":$2'))) },
    { weight: 1, arbitrary: fc.nat({ max: Math.max(0, utf8.length) }).map((n) => utf8.slice(0, n)) },
    { weight: 1, arbitrary: fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf]).map((bad) => spliceBytes(utf8, [...bad])) },
    { weight: 1, arbitrary: fc.constant(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) })
}

function spliceBytes (bytes: Uint8Array, insert: number[]): Uint8Array {
  const at = bytes.indexOf(0x22, 8) > 0 ? bytes.indexOf(0x22, 8) + 1 : bytes.length
  return new Uint8Array([...bytes.subarray(0, at), ...insert, ...bytes.subarray(at)])
}

/** The x-api-key headers of a request: the real key mostly, else one of the classic attacks. */
function authHeaders (pool: Pool): fc.Arbitrary<{ headers: Array<[string, string]>, valid: boolean }> {
  const key = pool.apiKey
  const wrong: Array<Array<[string, string]>> = [
    [], [['x-api-key', '']], [['x-api-key', 'x'.repeat(key.length)]], [['x-api-key', key.slice(0, -1)]], [['x-api-key', `${key}x`]],
    [['x-api-key', key.toUpperCase()]], [['x-api-key', ` ${key}`.slice(0, key.length)]], [['x-api-key', key], ['x-api-key', 'wrong-key-0123456789']],
    [['authorization', `Bearer ${key}`]], [['x-api-key', 'k'.repeat(10_000)]], [['x-api-key', `${key}\u00e9`]]
  ]
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ headers: [['x-api-key', key]] as Array<[string, string]>, valid: true }) },
    { weight: 2, arbitrary: fc.constantFrom(...wrong).map((headers) => ({ headers, valid: false })) })
}

function contentType (): fc.Arbitrary<Array<[string, string]>> {
  return fc.oneof(
    { weight: 14, arbitrary: fc.constant<Array<[string, string]>>([['content-type', 'application/json']]) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Array<[string, string]>>([], [['content-type', 'text/plain']], [['content-type', 'application/json; charset=utf-8']],
        [['content-type', 'APPLICATION/JSON']], [['content-type', 'application/json; charset=latin1']], [['content-type', 'application/x-www-form-urlencoded']],
        [['content-type', 'multipart/form-data; boundary=x']], [['content-type', 'application/json'], ['content-type', 'text/plain']])
    })
}

/** A path parameter as sent: percent-encoded mostly, raw or double-encoded sometimes. */
function encodeParam (value: unknown): fc.Arbitrary<string> {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? ''
  return fc.oneof(
    { weight: 10, arbitrary: fc.constant(encodeURIComponent(safeText(text))) },
    { weight: 1, arbitrary: fc.constant(encodeURIComponent(encodeURIComponent(safeText(text)))) },
    { weight: 1, arbitrary: fc.constant(Buffer.from(text, 'utf8').toString('latin1').replace(/[\r\n ]/g, '')) })
}

/** Lone surrogates cannot be percent-encoded as UTF-8: send U+FFFD's bytes instead. */
function safeText (text: string): string {
  return text.replace(/[\ud800-\udfff]/g, (c, i: number) => /[\ud800-\udbff][\udc00-\udfff]/.test(text.slice(i - 1, i + 1)) || /[\ud800-\udbff][\udc00-\udfff]/.test(text.slice(i, i + 2)) ? c : '\ufffd')
}

/** One request against one OpenAPI operation. */
function operationRequest (op: OpenApiOperation, pool: Pool): fc.Arbitrary<ChaosRequest> {
  const hint = hints(pool)
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const paramValue = (p: { name: string, schema?: unknown }): fc.Arbitrary<unknown> =>
    p.name in hint ? hint[p.name]! : p.name === 'account' ? hint.to! : p.name === 'topicId' ? hint.topic_id! : arbitraryFromSchema(p.schema ?? {})
  const path = fc.tuple(...pathParams.map((p) => paramValue(p).chain(encodeParam)))
    .map((values) => pathParams.reduce((acc, p, i) => acc.replace(`{${p.name}}`, values[i]!), op.path))
  const query = fc.tuple(...queryParams.map((p) => fc.option(paramValue(p).map((v) => `${p.name}=${encodeURIComponent(safeText(String(v)))}`), { freq: 2 })))
    .map((parts) => parts.filter((p) => p !== null).join('&'))
  const idem = fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: fc.constantFrom(...pool.idempotencyKeys) },
    { weight: 1, arbitrary: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._~:-]{1,100}$/), fc.constantFrom('', 'a'.repeat(101), 'has space', 'é', 'k\u0000')) })
  const method = fc.oneof({ weight: 30, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') })
  const body = op.method === 'POST' ? bodyFor(op, pool).chain(encodeBody) : fc.constant(undefined)
  return fc.record({ method, path, query, auth: authHeaders(pool), ct: contentType(), idem, body }).map(({ method, path, query, auth, ct, idem, body }) => {
    const headers: Array<[string, string]> = [...auth.headers, ...(body === undefined ? [] : ct)]
    if (idem !== undefined && op.method === 'POST') headers.push(['idempotency-key', idem])
    return {
      kind: `${op.method} ${op.path}`,
      method,
      target: query === '' ? path : `${path}?${query}`,
      headers,
      body,
      authValid: auth.valid,
      idempotencyKey: op.method === 'POST' ? idem : undefined,
      wellFormed: true
    }
  })
}

/** Requests whose HTTP framing itself is broken or odd. */
function framingRequest (pool: Pool): fc.Arbitrary<ChaosRequest> {
  const none: Array<[string, string]> = []
  const auth: Array<[string, string]> = [['x-api-key', pool.apiKey]]
  const mint = `/api/inscription/${encodeURIComponent(pool.tickers[0]!)}/mint`
  const json = '{"amount":1,"to":"0.0.1001"}'
  const base = { authValid: false, wellFormed: false, kind: 'framing' }
  return fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => ({ ...base, method: 'POST', target: mint, headers: [...auth, ['content-type', 'application/json']] as Array<[string, string]>, body: bytes, kind: 'raw bytes body', wellFormed: true })),
    fc.string({ minLength: 1, maxLength: 60, unit: 'binary' }).map((junk) => ({ ...base, method: junk.replace(/[\s]/g, '_') || 'X', target: '/', headers: none })),
    fc.constantFrom<ChaosRequest>(
      { ...base, method: 'POST', target: `http://evil.example${mint}`, headers: [...auth, ['content-type', 'application/json']] as Array<[string, string]>, body: new TextEncoder().encode(json) },
      { ...base, method: 'POST', target: mint, headers: [...auth, ['content-type', 'application/json'], ['transfer-encoding', 'chunked'], ['content-length', '3']] as Array<[string, string]>, body: new TextEncoder().encode(`${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`) },
      { ...base, method: 'POST', target: mint, headers: [...auth, ['content-type', 'application/json'], ['transfer-encoding', 'chunked']] as Array<[string, string]>, body: new TextEncoder().encode('zz\r\n{}\r\n0\r\n\r\n') },
      { ...base, method: 'GET', target: '/api/jobs/x', headers: [...auth, ['x-bad header', 'v']] as Array<[string, string]> },
      { ...base, method: 'GET', target: `/api/${'a/'.repeat(3000)}`, headers: auth },
      { ...base, method: 'GET', target: '/api/jobs/%', headers: auth, wellFormed: true },
      { ...base, method: 'GET', target: '/api/jobs/%c0%af', headers: auth, wellFormed: true },
      { ...base, method: 'GET', target: '/api/../health/live', headers: none, wellFormed: true },
      { ...base, method: 'GET', target: '*', headers: auth }))
}

/** Tickers both the service (valid deploys) and the hostile writer deploy on the public topic: races. */
export const RACE_TICKERS = Array.from({ length: 40 }, (_, i) => `race-${i}`)

/** An operation the ledger can accept (enough balance and supply were minted at setup): accepted jobs to follow. */
function validOperation (pool: Pool): fc.Arbitrary<ChaosRequest> {
  const amount = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }).map(String))
  const account = fc.constantFrom(...pool.accounts)
  const onDefault = fc.oneof(
    { weight: 4, arbitrary: fc.record({ t: fc.constantFrom(...pool.tickers), amount, to: account }).map(({ t, amount, to }) => ({ path: `${t}/mint`, body: { amount, to } as Record<string, unknown> })) },
    { weight: 3, arbitrary: fc.record({ t: fc.constantFrom(...pool.tickers), amount, from: account, to: account }).map(({ t, ...body }) => ({ path: `${t}/transfer`, body })) },
    { weight: 2, arbitrary: fc.record({ t: fc.constantFrom(...pool.tickers), amount, from: account }).map(({ t, ...body }) => ({ path: `${t}/burn`, body })) })
  const onPublic = fc.oneof(
    { weight: 2, arbitrary: fc.record({ t: fc.constantFrom(...pool.publicTickers), amount, to: account }).map(({ t, amount, to }) => ({ path: `${t}/mint`, body: { amount, to, topic_id: pool.publicTopicId } as Record<string, unknown> })) },
    { weight: 1, arbitrary: fc.record({ t: fc.constantFrom(...pool.publicTickers), amount, to: account }).map(({ t, amount, to }) => ({ path: `${t}/transfer`, body: { amount, from: pool.operatorId, to, topic_id: pool.publicTopicId } })) },
    { weight: 1, arbitrary: fc.constantFrom(...RACE_TICKERS).map((ticker) => ({ path: 'deploy', body: { ticker, name: ticker, max: 1000, topic_id: pool.publicTopicId } })) })
  // A batch (POST /api/inscription/batch) of the same operations on the default topic.
  const batch = fc.array(onDefault, { minLength: 1, maxLength: 6 }).map((ops) => ({
    path: 'batch',
    body: { operations: ops.map(({ path, body }) => ({ op: path.split('/')[1], ticker: path.split('/')[0], ...body })) } as Record<string, unknown>
  }))
  const idem = fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...pool.idempotencyKeys) })
  return fc.record({ op: fc.oneof({ weight: 6, arbitrary: onDefault }, { weight: 2, arbitrary: onPublic }, { weight: 1, arbitrary: batch }), memo: fc.option(fc.string({ maxLength: 20 })), idem })
    .map(({ op, memo, idem }) => {
      const [ticker, verb] = op.path.includes('/') ? op.path.split('/') as [string, string] : [undefined, op.path]
      const target = ticker === undefined ? `/api/inscription/${verb}` : `/api/inscription/${encodeURIComponent(ticker)}/${verb}`
      const body = memo === null || verb === 'batch' ? op.body : { ...op.body, memo }
      const headers: Array<[string, string]> = [['x-api-key', pool.apiKey], ['content-type', 'application/json']]
      if (idem !== undefined) headers.push(['idempotency-key', idem])
      return { kind: `valid ${verb}`, method: 'POST', target, headers, body: new TextEncoder().encode(JSON.stringify(body)), authValid: true, idempotencyKey: idem, wellFormed: true }
    })
}

/** The arbitrary of one chaos request over `operations` (from GET /docs/json). */
function chaosRequest (operations: OpenApiOperation[], pool: Pool): fc.Arbitrary<ChaosRequest> {
  const posts = operations.filter((op) => op.method === 'POST')
  const reads = operations.filter((op) => op.method !== 'POST')
  return fc.oneof(
    { weight: 8, arbitrary: validOperation(pool) },
    { weight: 12, arbitrary: fc.constantFrom(...posts).chain((op) => operationRequest(op, pool)) },
    { weight: 4, arbitrary: fc.constantFrom(...reads).chain((op) => operationRequest(op, pool)) },
    { weight: 1, arbitrary: framingRequest(pool) })
}

/** `count` requests, reproducible from `seed`. */
export function sampleRequests (operations: OpenApiOperation[], pool: Pool, count: number, seed: number): ChaosRequest[] {
  return fc.sample(chaosRequest(operations, pool), { numRuns: count, seed })
}

/**
 * Requests on tickers named like another ticker's Redis keys (`kc1:holders` next to a deployed `kc1`):
 * deploy, mint and every read, on the default topic. A few of them are always part of a run that
 * looks for key collisions, so finding one does not depend on the seed.
 */
export function collidingRequests (pool: Pool, base: string): ChaosRequest[] {
  const auth: Array<[string, string]> = [['x-api-key', pool.apiKey]]
  const json: Array<[string, string]> = [...auth, ['content-type', 'application/json']]
  const out: ChaosRequest[] = []
  for (const suffix of ['holders', 'balances']) {
    const tick = `${base}:${suffix}`
    const path = `/api/inscription/${encodeURIComponent(tick)}`
    const body = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value))
    const common = { kind: `colliding ${tick}`, authValid: true, wellFormed: true }
    out.push(
      { ...common, method: 'GET', target: path, headers: auth },
      { ...common, method: 'GET', target: `${path}/balance/${pool.accounts[0]!}`, headers: auth },
      { ...common, method: 'GET', target: `${path}/holders`, headers: auth },
      { ...common, method: 'POST', target: '/api/inscription/deploy', headers: json, body: body({ ticker: tick, name: tick, max: 1000 }) },
      { ...common, method: 'POST', target: `${path}/mint`, headers: json, body: body({ amount: 1, to: pool.accounts[0] }) })
  }
  return out
}

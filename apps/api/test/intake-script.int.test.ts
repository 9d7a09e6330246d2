import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReplyError } from 'ioredis'
import type { Redis } from 'ioredis'
import {
  balancesKey, decodeJobRecord, idempotencyKey, inscriptionKey, jobRecordKey, pendingDebitsKey, pendingSupplyKey, reservationKey, topicMetaKey, usageArgs
} from '@hcs/protocol'
import type { JobRecord, Operation } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import type { IntakeRequest } from '../src/intake/intake.js'
import { PACKED_LAYOUT, acceptArguments, acceptMember, createScriptIntake, packMembers } from '../src/intake/intake-script.js'
import type { ScriptIntakeOptions } from '../src/intake/intake-script.js'
import { QueueNotConnectedError } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { submitOperation } from '../src/intake/submit.js'
import type { SubmitDeps } from '../src/intake/submit.js'

const TOPIC = '0.0.1001'
const MINT: Operation = { op: 'mint', tick: 'pts', amt: '5', to: '0.0.7' }

describe(createScriptIntake.name, () => {
  const prefix = uniquePrefix('api-intake')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let redis: Redis

  function intake (options: Partial<ScriptIntakeOptions> = {}) {
    return createScriptIntake({
      redis, keys: redisKeys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined, ...options
    })
  }

  function request (jobId: string, key?: string, fingerprint = 'fp-1'): IntakeRequest {
    const record: JobRecord = {
      jobId,
      status: 'queued',
      op: 'mint',
      ticker: 'pts',
      topicId: TOPIC,
      message: '{"p":"hcs-20"}',
      requestId: 'r-1',
      attempts: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z'
    }
    const out: IntakeRequest = { jobId, operation: MINT, topicId: TOPIC, record, tenant: 'default', anyTicker: true }
    if (key !== undefined) out.idempotency = { scope: 'scope', key, fingerprint }
    return out
  }

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    // every request below mints `pts`: deployed, with room for all of them
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'pts'), { max: '1000000', supply: '0' })
  })

  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('stores the record as one JSON string with its TTL, the Idempotency-Key\'s fingerprint in it and no other entry', async () => {
    const sut = intake()
    expect((await sut(request('job-a', 'key-a', 'f'.repeat(43)))).kind).toBe('accepted')
    expect(await redis.type(jobRecordKey(redisKeys, TOPIC, 'job-a'))).toBe('string')
    const text = await redis.get(jobRecordKey(redisKeys, TOPIC, 'job-a'))
    expect(decodeJobRecord(text)).toEqual(request('job-a').record)
    expect(JSON.parse(text ?? '{}')).toMatchObject({ fingerprint: 'f'.repeat(22) })
    expect(await redis.ttl(jobRecordKey(redisKeys, TOPIC, 'job-a'))).toBeGreaterThan(3500)
    expect(await redis.exists(idempotencyKey(redisKeys, TOPIC, 'scope', 'key-a'))).toBe(0)
  })

  it('answers pending until the BullMQ job exists, then replays the job', async () => {
    const sut = intake({ queueJobKey: (topicId, jobId) => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}` })
    expect((await sut(request('job-b', 'key-b'))).kind).toBe('accepted')
    expect(await sut(request('job-b', 'key-b'))).toEqual({ kind: 'pending' })
    await redis.set(`${prefix}:topic:{${TEST_NETWORK}:${TOPIC}}:queue:job-b`, 'added')
    expect(await sut(request('job-b', 'key-b'))).toEqual({ kind: 'replay', jobId: 'job-b' })
  })

  it('hands a key whose job was never enqueued to a retry once the claim is older than staleMs', async () => {
    const sut = intake({ queueJobKey: (topicId, jobId) => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}`, staleMs: -1 })
    expect((await sut(request('job-c', 'key-c'))).kind).toBe('accepted')
    expect(await sut(request('job-c', 'key-c'))).toEqual({ kind: 'stale', jobId: 'job-c' })
  })

  it('refuses another request under the same key, and a job id that already has a record', async () => {
    const sut = intake()
    expect((await sut(request('job-d', 'key-d'))).kind).toBe('accepted')
    await expect(sut(request('job-d', 'key-d', 'fp-other'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.stringContaining('different request') })
    await expect(sut(request('job-d'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.stringContaining('earlier job') })
  })

  it('never lets a second request under the same job id touch the first one\'s reservation', async () => {
    const sut = intake()
    await redis.hset(topicMetaKey(redisKeys, TOPIC), 'private', '1')
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'twice'), { max: '100', supply: '10' })
    await redis.hset(balancesKey(redisKeys, TOPIC, 'twice'), '0.0.3', '10')
    const burn: Operation = { op: 'burn', tick: 'twice', amt: '4', from: '0.0.3' }
    const first = await sut({ ...request('job-twice'), operation: burn })
    expect(first.kind).toBe('accepted')
    await expect(sut({ ...request('job-twice'), operation: burn })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await redis.hget(pendingDebitsKey(redisKeys, TOPIC, 'twice'), '0.0.3')).toBe('4')
    if (first.kind === 'accepted') await first.undo()
    expect(await redis.hget(pendingDebitsKey(redisKeys, TOPIC, 'twice'), '0.0.3')).toBeNull()
  })

  it('withdraws a request in one call: a tombstone record, the reservation released, the key free for a retry', async () => {
    // a ticker of its own: the requests above hold reservations of `pts`
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'und'), { tick: 'und', max: '100', supply: '0' })
    const sut = intake()
    const mintUnd = (): IntakeRequest => ({ ...request('job-e', 'key-e'), operation: { ...MINT, tick: 'und' } })
    const result = await sut(mintUnd())
    if (result.kind !== 'accepted') throw new Error(`expected accepted, got ${result.kind}`)
    expect(await redis.hget(pendingSupplyKey(redisKeys, TOPIC), 'und')).toBe('5')
    const ttl = await redis.ttl(jobRecordKey(redisKeys, TOPIC, 'job-e'))
    expect(await result.undo()).toBe('withdrawn')
    // the record stays, final: a late add of the job finds it and the worker never sends it (ADR 036)
    const tombstone = decodeJobRecord(await redis.get(jobRecordKey(redisKeys, TOPIC, 'job-e')) ?? '', 'job-e')
    expect(tombstone).toMatchObject({ status: 'failed', error: { code: 'NOT_ACCEPTED' } })
    expect(await redis.ttl(jobRecordKey(redisKeys, TOPIC, 'job-e'))).toBeGreaterThanOrEqual(ttl - 2)
    expect(await redis.exists(idempotencyKey(redisKeys, TOPIC, 'scope', 'key-e'), reservationKey(redisKeys, TOPIC, 'job-e'))).toBe(0)
    expect(await redis.hget(pendingSupplyKey(redisKeys, TOPIC), 'und')).toBeNull()
    // a refused retry leaves the tombstone; an accepted one replaces it with its own queued record
    await expect(sut({ ...mintUnd(), operation: { ...MINT, tick: 'und', amt: '500' } })).rejects.toMatchObject({ code: 'SUPPLY_EXCEEDED' })
    expect(decodeJobRecord(await redis.get(jobRecordKey(redisKeys, TOPIC, 'job-e')) ?? '', 'job-e')?.status).toBe('failed')
    expect((await sut(mintUnd())).kind).toBe('accepted')
    expect(decodeJobRecord(await redis.get(jobRecordKey(redisKeys, TOPIC, 'job-e')) ?? '', 'job-e')?.status).toBe('queued')
    expect(await redis.hget(pendingSupplyKey(redisKeys, TOPIC), 'und')).toBe('5')
  })

  it('does not withdraw a request whose BullMQ job exists: the add reached Redis, only its answer was lost', async () => {
    const queueJobKey = (topicId: string, jobId: string): string => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}`
    const sut = intake({ queueJobKey })
    const result = await sut(request('job-lost-reply'))
    if (result.kind !== 'accepted') throw new Error(`expected accepted, got ${result.kind}`)
    await redis.set(queueJobKey(TOPIC, 'job-lost-reply'), 'added')
    expect(await result.undo()).toBe('enqueued')
    expect(decodeJobRecord(await redis.get(jobRecordKey(redisKeys, TOPIC, 'job-lost-reply')) ?? '', 'job-lost-reply')?.status).toBe('queued')
    expect(await redis.exists(reservationKey(redisKeys, TOPIC, 'job-lost-reply'))).toBe(1)
  })

  it('does not withdraw a request whose job a worker ran and BullMQ no longer holds (completed, then trimmed): its record moved on', async () => {
    const queueJobKey = (topicId: string, jobId: string): string => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}`
    const sut = intake({ queueJobKey })
    const result = await sut(request('job-ran'))
    if (result.kind !== 'accepted') throw new Error(`expected accepted, got ${result.kind}`)
    // the worker's pin step moved the record on; the job completed and BullMQ trimmed it (removeOnComplete keeps the
    // last 100: at 1,000 jobs a second, a tenth of a second)
    const key = jobRecordKey(redisKeys, TOPIC, 'job-ran')
    const taken = JSON.stringify({ id: 'job-ran', status: 'submitting', transactionId: '0.0.2@1700000000.000000001' })
    await redis.set(key, taken, 'KEEPTTL')
    expect(await redis.exists(queueJobKey(TOPIC, 'job-ran'))).toBe(0)
    expect(await result.undo()).toBe('enqueued')
    expect(await redis.get(key)).toBe(taken)
    expect(await redis.exists(reservationKey(redisKeys, TOPIC, 'job-ran'))).toBe(1)
  })

  it('keeps the answer as long as the record and refuses another fingerprint under the key', async () => {
    const sut = intake({ recordTtlSeconds: 604_800, queueJobKey: (topicId, jobId) => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}` })
    expect((await sut(request('job-f', 'key-f', 'fp-f'))).kind).toBe('accepted')
    await redis.set(`${prefix}:topic:{${TEST_NETWORK}:${TOPIC}}:queue:job-f`, 'added')
    expect(await sut(request('job-f', 'key-f', 'fp-f'))).toEqual({ kind: 'replay', jobId: 'job-f' })
    await expect(sut(request('job-f', 'key-f', 'fp-other'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.stringContaining('different request') })
    expect(await redis.ttl(jobRecordKey(redisKeys, TOPIC, 'job-f'))).toBeGreaterThan(604_000)
  })

  it('leaves nothing under the key of a refused request, so a retry with it can run', async () => {
    const sut = intake()
    const unknown: IntakeRequest = { ...request('job-g', 'key-g'), operation: { ...MINT, tick: 'nope' } }
    await expect(sut(unknown)).rejects.toMatchObject({ code: 'TICKER_NOT_FOUND' })
    expect(await redis.exists(idempotencyKey(redisKeys, TOPIC, 'scope', 'key-g'), jobRecordKey(redisKeys, TOPIC, 'job-g'))).toBe(0)
    expect((await sut(request('job-g', 'key-g'))).kind).toBe('accepted')
  })

  it('packs a group of several tickers: the topic\'s and each ticker\'s keys once, each request answered for its own ticker', async () => {
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'pk2'), { max: '3', supply: '0' })
    const sizes: number[] = []
    const sut = intake({ group: { lingerUs: 3_600_000_000, maxGroup: 4, onFlush: (size) => { sizes.push(size) } } })
    const mint = (jobId: string, tick: string, amt: string): IntakeRequest => ({ ...request(jobId), operation: { ...MINT, tick, amt } })
    const requests = [mint('job-p0', 'pts', '1'), mint('job-p1', 'pk2', '2'), mint('job-p2', 'pts', '1'), mint('job-p3', 'nope', '1'), mint('job-p4', 'pk2', '2')]
    const answers = await Promise.all(requests.map(async (r) => await sut(r).then((result) => result.kind, (err: { code?: string }) => err.code)))
    // the first went alone (the only request in flight), the other four as one full group
    expect(sizes).toEqual([1, 4])
    expect(answers).toEqual(['accepted', 'accepted', 'accepted', 'TICKER_NOT_FOUND', 'SUPPLY_EXCEEDED'])
    expect(await redis.hget(pendingSupplyKey(redisKeys, TOPIC), 'pk2')).toBe('2')

    const options: ScriptIntakeOptions = { redis, keys: redisKeys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined }
    const slot = (r: IntakeRequest) => ({ idemKey: jobRecordKey(redisKeys, TOPIC, r.jobId), fingerprint: '', queueJobKey: jobRecordKey(redisKeys, TOPIC, r.jobId) })
    const shared = { recordTtl: '3600', staleMs: '30000', ...usageArgs(redisKeys, TOPIC) }
    const packed = packMembers(requests.slice(1).map((r) => acceptMember(options, r, slot(r))), shared)
    // the topic's keys, 3 tickers of 4 keys, 4 requests of 4 keys; tickers, count, 4 shared, 4 × (ticker + 16)
    expect(packed.keys).toHaveLength(PACKED_LAYOUT.topicKeys.length + 3 * 4 + 4 * 4)
    expect(packed.args.slice(0, 2)).toEqual([3, 4])
    expect(packed.args).toHaveLength(2 + 4 + 4 * 17)
    expect([0, 1, 2, 3].map((i) => packed.args[6 + i * 17])).toEqual([1, 2, 3, 1])
    expect(packed.keys.filter((key) => key === inscriptionKey(redisKeys, TOPIC, 'pk2'))).toHaveLength(1)
    const elsewhere = acceptMember(options, { ...request('job-p5'), topicId: '0.0.1002' }, { idemKey: 'x', fingerprint: '', queueJobKey: 'x' })
    expect(() => packMembers([acceptMember(options, requests[1] as IntakeRequest, slot(requests[1] as IntakeRequest)), elsewhere], shared)).toThrow(/share their topic/)
  })

  it('packs each request as its named KEYS and ARGV of intake_accept, by PACKED_LAYOUT\'s names', () => {
    const options: ScriptIntakeOptions = { redis, keys: redisKeys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: '0.0.2', tenantMaxBacklog: 9, staleMs: 1234 }
    const operations: Operation[] = [
      { op: 'deploy', tick: 'aa', name: 'Aa', max: '100', lim: '10' },
      { op: 'mint', tick: 'bb', amt: '5', to: '0.0.7' },
      { op: 'transfer', tick: 'aa', amt: '2', from: '0.0.7', to: '0.0.8' },
      { op: 'burn', tick: 'bb', amt: '1', from: '0.0.2' }
    ]
    const requests = operations.map((operation, i): IntakeRequest => ({ ...request(`job-n${i}`, `key-${i}`, `fp-${i}`), operation, tenant: 'acme', anyTicker: false }))
    const slot = (r: IntakeRequest) => ({ idemKey: `idem-${r.jobId}`, fingerprint: r.idempotency?.fingerprint ?? '', queueJobKey: `queue-${r.jobId}` })
    const calls = requests.map((r) => acceptArguments(options, r, slot(r)))
    // the names carry the request's values (a value under another name would be admitted as something else)
    const transfer = calls[2]?.args
    expect(transfer).toMatchObject({ fingerprint: 'fp-2', recordTtl: '3600', staleMs: '1234', debitNeedsPrivate: '1', op: 'transfer', tick: 'aa', amt: '2', account: '0.0.7', max: '', lim: '', jobId: 'job-n2', tenant: 'acme', anyTicker: '0', tenantMaxBacklog: '9' })
    expect(calls[0]?.args).toMatchObject({ op: 'deploy', amt: '', account: '', max: '100', lim: '10', debitNeedsPrivate: '0' })
    expect(calls[3]?.args).toMatchObject({ op: 'burn', amt: '1', account: '0.0.2', debitNeedsPrivate: '0' })
    expect(calls[1]?.keys).toMatchObject({ idem: 'idem-job-n1', record: jobRecordKey(redisKeys, TOPIC, 'job-n1'), reservation: reservationKey(redisKeys, TOPIC, 'job-n1'), queueJob: 'queue-job-n1', inscription: inscriptionKey(redisKeys, TOPIC, 'bb'), balances: balancesKey(redisKeys, TOPIC, 'bb'), pendingDebits: pendingDebitsKey(redisKeys, TOPIC, 'bb'), topicMeta: topicMetaKey(redisKeys, TOPIC), pendingSupply: pendingSupplyKey(redisKeys, TOPIC) })
    expect(decodeJobRecord(String(transfer?.recordJson), 'job-n2')).toMatchObject({ jobId: 'job-n2', status: 'queued', requestId: 'r-1' })

    // the packed group is the named calls laid out by PACKED_LAYOUT (what packed_operations rebuilds them from)
    const members = requests.map((r) => acceptMember(options, r, slot(r)))
    const packed = packMembers(members, { recordTtl: String(calls[0]?.args.recordTtl), staleMs: String(calls[0]?.args.staleMs), ...usageArgs(redisKeys, TOPIC) })
    const [first] = calls
    if (first === undefined) throw new Error('no calls')
    const tickers = ['aa', 'bb']
    const ofTicker = (tick: string): typeof first => calls.find((call) => call.args.tick === tick) ?? first
    expect(packed.keys).toEqual([
      ...PACKED_LAYOUT.topicKeys.map((name) => first.keys[name]),
      ...tickers.flatMap((tick) => PACKED_LAYOUT.tickerKeys.map((name) => ofTicker(tick).keys[name])),
      ...calls.flatMap((call) => PACKED_LAYOUT.operationKeys.map((name) => call.keys[name]))
    ])
    const head = 2 + PACKED_LAYOUT.sharedArgs.length
    const withoutAt = (args: unknown[]) => args.map((value, i) => i >= head && (i - head) % (1 + PACKED_LAYOUT.operationArgs.length) === 1 + PACKED_LAYOUT.operationArgs.indexOf('at') ? 'at' : value)
    expect(withoutAt(packed.args)).toEqual(withoutAt([
      tickers.length, calls.length,
      ...PACKED_LAYOUT.sharedArgs.map((name) => first.args[name]),
      ...calls.flatMap((call) => [tickers.indexOf(String(call.args.tick)) + 1, ...PACKED_LAYOUT.operationArgs.map((name) => call.args[name])])
    ]))
  })
})

describe(submitOperation.name, () => {
  const prefix = uniquePrefix('api-submit')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let redis: Redis

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    await redis.hset(inscriptionKey(redisKeys, TOPIC, 'pts'), { max: '1000000', supply: '0' })
  })

  afterAll(async () => {
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  /** The script intake on Redis and a queue whose enqueue is held until `release` (its job then "exists"). */
  function held (waitMs: number) {
    let release!: () => void
    const gate = new Promise<void>((resolve) => { release = resolve })
    let entered!: () => void
    const inEnqueue = new Promise<void>((resolve) => { entered = resolve })
    const enqueued = new Set<string>()
    const queueJobKey = (topicId: string, jobId: string): string => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}`
    const queue: SubmitQueue = {
      async enqueue (_job, jobId, topicId) {
        entered()
        await gate
        await redis.set(queueJobKey(topicId, jobId), 'added')
        enqueued.add(jobId)
      },
      async enqueueMany () { throw new Error('not used') },
      async close () {}
    }
    const intake = createScriptIntake({ redis, keys: redisKeys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined, queueJobKey })
    const deps: SubmitDeps = { topics: new Set([TOPIC]), defaultTopicId: TOPIC, queue, intake, waitMs, pollMs: 5, jobIdSecret: 'test-secret' }
    return { deps, release, inEnqueue, enqueued }
  }

  const caller = { keyId: 'key-1', tenant: 'default', scopes: new Set(['operator'] as const) }
  const input = (key: string | undefined) => ({ operation: MINT, topicId: undefined, caller, idempotencyKey: key, requestId: 'r-1' })

  /** The script intake and a queue whose enqueue fails as `failure` says; `undoFails` makes the withdrawal fail too. */
  function failing (failure: 'after the add' | 'before the add' | 'not connected' | 'refused', undoFails = false) {
    const queueJobKey = (topicId: string, jobId: string): string => `${prefix}:topic:{${TEST_NETWORK}:${topicId}}:queue:${jobId}`
    const queue: SubmitQueue = {
      async enqueue (_job, jobId, topicId) {
        if (failure === 'not connected') throw new QueueNotConnectedError('reconnecting')
        if (failure === 'refused') throw new ReplyError('OOM command not allowed when used memory > \'maxmemory\'.')
        if (failure === 'after the add') await redis.set(queueJobKey(topicId, jobId), 'added')
        throw new Error('Command timed out')
      },
      async enqueueMany () { throw new Error('not used') },
      async close () {}
    }
    const real = createScriptIntake({ redis, keys: redisKeys, recordTtlSeconds: 3600, idempotencyTtlSeconds: 600, operatorId: undefined, queueJobKey })
    const intake: SubmitDeps['intake'] = async (request) => {
      const result = await real(request)
      return result.kind === 'accepted' && undoFails ? { ...result, undo: async () => { throw new Error('Connection is closed') } } : result
    }
    const deps: SubmitDeps = { topics: new Set([TOPIC]), defaultTopicId: TOPIC, queue, intake, waitMs: 1000, pollMs: 5, jobIdSecret: 'test-secret' }
    return { deps, queueJobKey }
  }

  const stored = async (jobId: string): Promise<JobRecord | undefined> => decodeJobRecord(await redis.get(jobRecordKey(redisKeys, TOPIC, jobId)) ?? '', jobId)

  it('answers 202 when the add reached Redis and only its answer was lost (issue 25, finding 1)', async () => {
    const { deps } = failing('after the add')
    const answer = await submitOperation(deps, input(undefined))
    expect(answer.status).toBe('queued')
    expect((await stored(answer.jobId))?.status).toBe('queued')
    expect(await redis.exists(reservationKey(redisKeys, TOPIC, answer.jobId))).toBe(1)
  })

  it('answers 503 and leaves a tombstone when the add did not reach Redis', async () => {
    const { deps } = failing('before the add')
    await expect(submitOperation(deps, input('k-withdrawn'))).rejects.toMatchObject({ code: 'QUEUE_UNAVAILABLE', statusCode: 503 })
    const failed = await redis.keys(`${prefix}:*:job:*`)
    const records = await Promise.all(failed.map(async (key) => decodeJobRecord(await redis.get(key) ?? '', key.split(':job:')[1] ?? '')))
    expect(records.filter((r) => r?.error?.code === 'NOT_ACCEPTED')).toHaveLength(1)
  })

  it('answers 202 when nobody can tell whether the add reached Redis (the withdrawal failed too)', async () => {
    const { deps } = failing('before the add', true)
    const answer = await submitOperation(deps, input(undefined))
    // the record decides: the worker sends it if BullMQ got it, the sweep ends it JOB_ABANDONED if not
    expect((await stored(answer.jobId))?.status).toBe('queued')
  })

  it('answers 503 when the add was never sent, even if the withdrawal failed', async () => {
    const { deps } = failing('not connected', true)
    await expect(submitOperation(deps, input(undefined))).rejects.toMatchObject({ code: 'QUEUE_UNAVAILABLE', statusCode: 503 })
  })

  it('answers 503 when Redis refused the add before running it (out of memory), even if the withdrawal failed', async () => {
    const { deps } = failing('refused', true)
    await expect(submitOperation(deps, input(undefined))).rejects.toMatchObject({ code: 'QUEUE_UNAVAILABLE', statusCode: 503 })
  })

  it('makes a duplicate wait for the first request\'s enqueue, then answers its 202 again', async () => {
    const { deps, release, inEnqueue, enqueued } = held(10_000)
    const first = submitOperation(deps, input('k3'))
    await inEnqueue
    const duplicate = submitOperation(deps, input('k3'))
    release()
    const [a, b] = await Promise.all([first, duplicate])
    expect(b).toEqual(a)
    expect(enqueued.size).toBe(1)
  })

  it('reports a duplicate still in progress (503) when the first request has not enqueued within the wait', async () => {
    const { deps, release, inEnqueue } = held(0)
    const first = submitOperation(deps, input('k4'))
    await inEnqueue
    await expect(submitOperation(deps, input('k4'))).rejects.toMatchObject({ code: 'QUEUE_UNAVAILABLE', statusCode: 503, detail: expect.stringContaining('still in progress') })
    release()
    expect((await first).status).toBe('queued')
  })
})

import { describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { buildMessage, topicJobId, type SubmitJob } from '@hcs/protocol'
import type { HederaPort, HederaSubmit } from '../src/hedera/port.js'
import { HederaSubmitError } from '../src/hedera/status.js'
import type { SubmitHooks, SubmitResult } from '../src/hedera/submit.js'
import type { JobRecordStore, JobRecordUpdate } from '../src/jobs/job-record-store.js'
import { JOB_RECORD_MISSING, processJob, type SubmitJobHandle } from '../src/jobs/processor.js'
import type { NetworkConditions } from '../src/conditions/network-conditions.js'
import { DelayedError, UnrecoverableError } from '../src/queue.js'

const TOPIC = '0.0.1001'
const operation = { op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' } as const
const JOB_ID = topicJobId(TOPIC, 'job-1')
const validData: SubmitJob = { v: 2 }
// the fields of the record the api wrote for `operation` (protocol's storedJobFields of its queued form)
const queuedMint: Record<string, string> = {
  id: JOB_ID,
  status: 'queued',
  attempts: '0',
  topicId: TOPIC,
  op: operation.op,
  ticker: operation.tick,
  message: buildMessage(operation),
  requestId: 'req-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z'
}

function fakeJob (data: unknown, attemptsMade = 0, attempts = 3, attemptsStarted?: number, id = JOB_ID): SubmitJobHandle {
  return { id, data, attemptsMade, attemptsStarted, opts: { attempts } }
}

interface FakeRecords extends JobRecordStore {
  writes: JobRecordUpdate[]
  last: () => JobRecordUpdate | undefined
  /** Every read of the record, by name. */
  reads: string[]
  /** `expectUnpinned` of every pin step. */
  pins: boolean[]
}

function fakeRecords (takenIds: string[] = [], stored?: Record<string, string>): FakeRecords {
  const writes: JobRecordUpdate[] = []
  const reads: string[] = []
  const pins: boolean[] = []
  return {
    writes,
    reads,
    pins,
    last: () => writes.at(-1),
    async update (_id, update) { writes.push(update); return true },
    async markSubmitted (_id, _topicId, fields) { writes.push({ status: 'submitted', fields, sequenced: true } as JobRecordUpdate); return 'indexed' },
    async reserveTransactionId (_id, transactionId, update, expectUnpinned = false) {
      pins.push(expectUnpinned)
      if (takenIds.includes(transactionId)) return false
      if (update !== undefined) writes.push(update)
      return true
    },
    async read () { reads.push('read'); return stored },
    async recordAccepted (_id, _topicId, accepted) {
      writes.push({ status: 'submitted', fields: { transactionId: accepted.transactionId }, tracked: accepted } as JobRecordUpdate)
    },
    async noteError (_id, error) { writes.push({ status: 'queued', fields: { lastError: { ...error, at: 'now' } }, annotate: true }) },
    async attemptsMade () { return 0 }
  }
}

type Behaviour = (request: HederaSubmit, hooks: SubmitHooks) => Promise<SubmitResult>

function fakeHedera (behaviour: Behaviour): HederaPort & { calls: HederaSubmit[] } {
  const calls: HederaSubmit[] = []
  return {
    calls,
    async submit (request, hooks) { calls.push(request); return await behaviour(request, hooks) },
    async probe () { throw new Error('the processor never asks for receipts') }
  }
}

const success: Behaviour = async (_request, hooks) => {
  if (!await hooks.onPinned('0.0.2@1700000000.000000001')) throw new Error('pin refused')
  return { transactionId: '0.0.2@1700000000.000000001', status: 'ACCEPTED' }
}

const alreadyApplied: Behaviour = async () =>
  ({ transactionId: '0.0.2@1699999999.000000005', status: 'SUCCESS', sequenceNumber: 7, runningHash: 'ab'.repeat(48) })

/** `stored`: the job's record (null: none), by default the api's queued record of `operation`, holding `pinnedInRecord` when given. */
function setup (behaviour: Behaviour, takenIds: string[] = [], pinnedInRecord?: string, stored: Record<string, string> | null = queuedMint) {
  const hedera = fakeHedera(behaviour)
  const records = fakeRecords(takenIds, stored === null ? undefined : pinnedInRecord === undefined ? stored : { ...stored, transactionId: pinnedInRecord })
  return { hedera, records, deps: { hedera, records, topics: new Set([TOPIC]), log: pino({ level: 'silent' }) } }
}

describe(processJob.name, () => {
  it('submits exactly the protocol message and, once accepted, records it submitted and tracked with its job data', async () => {
    const { hedera, records, deps } = setup(success)
    const before = Date.now()
    const result = await processJob(fakeJob(validData), { ...deps, reconcileAfterMs: 5000 })
    expect(hedera.calls[0]?.message).toBe(buildMessage(operation))
    expect(result).toEqual({ transactionId: '0.0.2@1700000000.000000001', status: 'ACCEPTED', op: operation.op, ticker: operation.tick })
    const last = records.last() as JobRecordUpdate & { tracked: { submission: string, checkAt: number } }
    expect(last).toMatchObject({ status: 'submitted', fields: { transactionId: '0.0.2@1700000000.000000001' } })
    expect(JSON.parse(last.tracked.submission)).toEqual(validData)
    expect(last.tracked.checkAt).toBeGreaterThanOrEqual(before + 5000)
  })

  it('records a retry whose pinned id is already applied through markSubmitted, with its sequence number', async () => {
    const { records, deps } = setup(alreadyApplied, [], '0.0.2@1699999999.000000005')
    await processJob(fakeJob(validData, 1, 3), deps)
    expect(records.last()).toMatchObject({
      status: 'submitted',
      sequenced: true,
      fields: { transactionId: '0.0.2@1699999999.000000005', sequenceNumber: 7, runningHash: 'ab'.repeat(48) }
    })
  })

  it('marks the record submitting with the attempt number before it submits', async () => {
    const { records, deps } = setup(success)
    await processJob(fakeJob(validData, 2, 5), deps)
    expect(records.writes[0]).toMatchObject({ status: 'submitting', fields: { attempts: 3 }, base: { topicId: TOPIC, op: 'mint' } })
  })

  it('persists a freshly pinned id in the record, in the step that claims it', async () => {
    const { records, deps } = setup(success)
    const job = fakeJob(validData)
    await processJob(job, deps)
    expect(job.data).toEqual(validData)
    expect(records.writes[1]).toMatchObject({ status: 'submitting', fields: { transactionId: '0.0.2@1700000000.000000001' } })
  })

  it('records the attempt in the pin step on a first run: one write before the send, one after', async () => {
    const { records, deps } = setup(success)
    await processJob(fakeJob(validData, 0, 3, 1), deps)
    expect(records.writes).toHaveLength(2)
    expect(records.writes[0]).toMatchObject({
      status: 'submitting',
      fields: { attempts: 1, transactionId: '0.0.2@1700000000.000000001' },
      base: { topicId: TOPIC, op: 'mint', message: buildMessage(operation) }
    })
    expect(records.writes[1]).toMatchObject({ status: 'submitted' })
  })

  it('settles the id an earlier run pinned in the record', async () => {
    const { hedera, deps } = setup(success, [], '0.0.2@1699999999.000000005')
    await processJob(fakeJob(validData, 0, 3, 2), deps)
    expect(hedera.calls[0]?.transactionId).toBe('0.0.2@1699999999.000000005')
  })

  it('refuses an id another job has reserved, without touching job data or the record', async () => {
    const { records, deps } = setup(async (_request, hooks) => {
      expect(await hooks.onPinned('0.0.2@1700000000.000000001')).toBe(false)
      throw new HederaSubmitError('UNEXPECTED', 'gave up pinning')
    }, ['0.0.2@1700000000.000000001'])
    const job = fakeJob(validData)
    await expect(processJob(job, deps)).rejects.toThrow('gave up pinning')
    expect(job.data).toEqual(validData)
    expect(records.writes.some((w) => w.fields?.transactionId !== undefined)).toBe(false)
  })

  it('hands the id pinned by an earlier attempt to the port', async () => {
    const { hedera, deps } = setup(success)
    await processJob(fakeJob({ ...validData, transactionId: '0.0.2@1699999999.000000009' }, 1), deps)
    expect(hedera.calls[0]?.transactionId).toBe('0.0.2@1699999999.000000009')
  })

  it('sends a registry listing (op register, no ticker) like any job, and a record of another op without a ticker not at all', async () => {
    const message = '{"p":"hcs-20","op":"register","name":"P","private":false,"t_id":"0.0.5"}'
    const listing: Record<string, string> = { ...queuedMint, op: 'register', message }
    delete listing.ticker
    const { hedera, records, deps } = setup(success, [], undefined, listing)
    const result = await processJob(fakeJob(validData), deps)
    expect(hedera.calls[0]?.message).toBe(message)
    expect(result).toMatchObject({ status: 'ACCEPTED', op: 'register' })
    expect(result.ticker).toBeUndefined()
    expect(records.last()).toMatchObject({ status: 'submitted' })

    const noTicker: Record<string, string> = { ...queuedMint }
    delete noTicker.ticker
    const broken = setup(success, [], undefined, noTicker)
    await expect(processJob(fakeJob(validData), broken.deps)).rejects.toThrow(JOB_RECORD_MISSING)
    expect(broken.hedera.calls).toHaveLength(0)
  })

  it('fails a bad payload without calling Hedera', async () => {
    const { hedera, records, deps } = setup(success)
    await expect(processJob(fakeJob({ v: 3, topicId: TOPIC }), deps)).rejects.toBeInstanceOf(UnrecoverableError)
    expect(hedera.calls).toHaveLength(0)
    expect(records.last()).toMatchObject({ status: 'failed', fields: { error: { code: 'VALIDATION_FAILED' } } })
  })

  it('fails a job for a topic it does not manage', async () => {
    const { hedera, records, deps } = setup(success)
    await expect(processJob(fakeJob(validData, 0, 3, undefined, topicJobId('0.0.9', 'job-1')), deps)).rejects.toBeInstanceOf(UnrecoverableError)
    expect(hedera.calls).toHaveLength(0)
    expect(records.last()).toMatchObject({ status: 'failed', fields: { error: { code: 'TOPIC_NOT_ALLOWED' } } })
  })

  it.each(['INVALID_TOPIC_ID', 'INVALID_SIGNATURE', 'MESSAGE_SIZE_TOO_LARGE', 'INSUFFICIENT_PAYER_BALANCE'])(
    'ends the job on %s with the status as error code', async (status) => {
      const { records, deps } = setup(async () => { throw new HederaSubmitError(status, 'rejected') })
      await expect(processJob(fakeJob(validData), deps)).rejects.toBeInstanceOf(UnrecoverableError)
      expect(records.last()).toMatchObject({ status: 'failed', fields: { error: { code: status } }, keepReservation: false })
    })

  it.each(['BUSY', 'MaxAttemptsOrTimeoutError', 'DUPLICATE_TRANSACTION'])('rethrows %s for a retry and keeps the record submitting', async (status) => {
    const error = new HederaSubmitError(status, 'try later')
    const { records, deps } = setup(async () => { throw error })
    const thrown = await processJob(fakeJob(validData, 0, 3), deps).catch((err: unknown) => err)
    expect(thrown).toBe(error)
    expect(thrown).not.toBeInstanceOf(UnrecoverableError)
    expect(records.last()).toMatchObject({ status: 'submitting', fields: { error: { code: status, message: 'try later' } } })
  })

  it('treats an unexpected error as transient', async () => {
    const { records, deps } = setup(async () => { throw new Error('redis hiccup') })
    await expect(processJob(fakeJob(validData, 0, 3), deps)).rejects.toThrow('redis hiccup')
    expect(records.last()).toMatchObject({ status: 'submitting', fields: { error: { code: 'INTERNAL' } } })
  })

  it('keeps the reservation of a job whose outcome is unknown: the topic may still show its message', async () => {
    const { records, deps } = setup(async () => { throw new HederaSubmitError('OUTCOME_UNKNOWN', 'no mirror') })
    await expect(processJob(fakeJob(validData), deps)).rejects.toBeInstanceOf(UnrecoverableError)
    expect(records.last()).toMatchObject({ status: 'failed', fields: { error: { code: 'OUTCOME_UNKNOWN' } }, keepReservation: true })
  })

  it('records failed with the last error when the attempts are exhausted', async () => {
    const { records, deps } = setup(async () => { throw new HederaSubmitError('BUSY', 'still busy') })
    const thrown = await processJob(fakeJob(validData, 2, 3), deps).catch((err: unknown) => err)
    expect(thrown).toBeInstanceOf(HederaSubmitError)
    expect(thrown).not.toBeInstanceOf(UnrecoverableError)
    expect(records.last()).toMatchObject({ status: 'failed', fields: { error: { code: 'BUSY', message: 'still busy' } }, keepReservation: true })
  })

  it('goes on from the attempts a resent job made before: its record counts on, its budget is what is left', async () => {
    const { records, deps } = setup(async () => { throw new HederaSubmitError('GRPC_ERROR', 'down') })
    const resent = { ...validData, transactionId: '0.0.2@1700000000.000000009', priorAttempts: 4 }
    await expect(processJob(fakeJob(resent, 1, 6, 2), deps)).rejects.toBeInstanceOf(HederaSubmitError)
    expect(records.last()).toMatchObject({ status: 'submitting', fields: { attempts: 6, error: { code: 'GRPC_ERROR' }, lastError: { code: 'GRPC_ERROR' } } })
    await expect(processJob(fakeJob(resent, 5, 6, 6), deps)).rejects.toBeInstanceOf(HederaSubmitError)
    expect(records.last()).toMatchObject({ status: 'failed', fields: { attempts: 10 } })
  })

  it('waits out a pinned id at the edge of its window in BullMQ\'s delayed set, spending no attempt', async () => {
    const settlesAt = Date.now() + 5000
    const { records, deps } = setup(async () => { throw new HederaSubmitError('TRANSACTION_EXPIRED', 'expiring', { settlesAt }) })
    const delays: number[] = []
    const job = { ...fakeJob({ ...validData, transactionId: '0.0.2@1700000000.000000009' }, 9, 10, 10), async moveToDelayed (timestamp: number) { delays.push(timestamp) } }
    await expect(processJob(job, deps, 'tok')).rejects.toBeInstanceOf(DelayedError)
    expect(delays).toEqual([settlesAt + 1000])
    expect(records.writes.some((w) => w.status === 'failed')).toBe(false)
    expect(records.last()).toMatchObject({ annotate: true, fields: { lastError: { code: 'TRANSACTION_EXPIRED' } } })
  })

  describe('a network or payer condition (ADR 038)', () => {
    const held = { code: 'NETWORK_BUSY', status: 'BUSY', reason: 'busy', since: 'a', lastSeen: 'b' } as const
    function conditions (hold: boolean): Pick<NetworkConditions, 'hold' | 'met' | 'passed'> & { met: NetworkConditions['met'], seen: string[] } {
      const seen: string[] = []
      return {
        seen,
        hold: async () => hold ? held : undefined,
        met: async (code, status) => { seen.push(`${code}:${status}`); return held },
        passed: async () => { seen.push('passed') }
      }
    }

    it('puts a job back without sending while a condition holds (not its probe), saying why it waits', async () => {
      const { hedera, records, deps } = setup(success)
      const thrown = await processJob(fakeJob(validData), { ...deps, conditions: conditions(true) }).catch((err: unknown) => err)
      expect((thrown as Error).message).toBe('bullmq:rateLimitExceeded')
      expect(hedera.calls).toHaveLength(0)
      expect(records.writes).toEqual([{ status: 'queued', fields: { lastError: { code: 'NETWORK_BUSY', message: 'waiting: busy', at: 'now' } }, annotate: true }])
    })

    it.each([
      ['INSUFFICIENT_PAYER_BALANCE', false, 'PAYER_INSUFFICIENT_BALANCE'],
      ['BUSY', false, 'NETWORK_BUSY'],
      ['TRANSACTION_EXPIRED', true, 'CLOCK_SKEW'],
      ['INVALID_TRANSACTION_START', true, 'CLOCK_SKEW']
    ])('meets %s (precheck %s) as %s: no failure, no attempt spent', async (status, precheck, code) => {
      const { records, deps } = setup(async () => { throw new HederaSubmitError(status, 'refused', { precheck }) })
      const watch = conditions(false)
      const thrown = await processJob(fakeJob(validData, 9, 10, 10), { ...deps, conditions: watch }).catch((err: unknown) => err)
      expect((thrown as Error).message).toBe('bullmq:rateLimitExceeded')
      expect(watch.seen).toEqual([`${code}:${status}`])
      expect(records.writes.some((w) => w.status === 'failed')).toBe(false)
      expect(records.last()).toMatchObject({ annotate: true, fields: { lastError: { code: 'NETWORK_BUSY' } } })
    })

    it('takes a TRANSACTION_EXPIRED of our own reasoning (a pinned id expiring) as the job\'s, and a send that got through as the end of the condition', async () => {
      const { deps } = setup(async () => { throw new HederaSubmitError('TRANSACTION_EXPIRED', 'pinned id expiring') })
      const watch = conditions(false)
      await expect(processJob(fakeJob(validData, 0, 3), { ...deps, conditions: watch })).rejects.toBeInstanceOf(HederaSubmitError)
      expect(watch.seen).toEqual([])
      await processJob(fakeJob(validData), { ...setup(success).deps, conditions: watch })
      expect(watch.seen).toEqual(['passed'])
    })
  })

  describe('a mint whose deploy is not sequenced yet', () => {
    it('waits in BullMQ\'s delayed set without spending an attempt or touching the network', async () => {
      const { hedera, records, deps } = setup(success)
      const delays: Array<{ timestamp: number, token?: string }> = []
      const job = { ...fakeJob(validData), async moveToDelayed (timestamp: number, token?: string) { delays.push({ timestamp, token }) } }
      await expect(processJob(job, { ...deps, deployGate: async () => 'pending', deployWaitMs: 500 }, 'tok')).rejects.toBeInstanceOf(DelayedError)
      expect(delays).toHaveLength(1)
      expect(delays[0]?.token).toBe('tok')
      expect(delays[0]!.timestamp).toBeGreaterThan(Date.now())
      expect(hedera.calls).toHaveLength(0)
      expect(records.writes).toHaveLength(0)
    })

    it('goes ahead once the deploy is sequenced, and never gates a job that already pinned an id', async () => {
      const { hedera, deps } = setup(success)
      await processJob(fakeJob(validData), { ...deps, deployGate: async () => 'ready' })
      await processJob(fakeJob({ ...validData, transactionId: '0.0.2@1700000000.000000009' }), { ...deps, deployGate: async () => 'pending' })
      expect(hedera.calls).toHaveLength(2)
    })
  })
  describe('what the job reads from its record (ADR 042)', () => {
    const V2_ID = topicJobId(TOPIC, 'j1')
    const v2: SubmitJob = { v: 2 }
    // a message the worker could not have rebuilt from any operation in the job data: it must come from the record
    const message = buildMessage({ op: 'transfer', tick: 'loyal', amt: '7', from: '0.0.1002', to: '0.0.1003', m: 'from the record' })
    // the fields of a record the api wrote (protocol's storedJobFields of its queued form)
    const queued = { id: V2_ID, status: 'queued', attempts: '0', topicId: TOPIC, op: 'transfer', ticker: 'loyal', message, requestId: 'req-v2', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }

    it('sends the record\'s message with one read and tracks the job data as it came', async () => {
      const { hedera, records, deps } = setup(success, [], undefined, queued)
      await processJob(fakeJob(v2, 0, 3, 1, V2_ID), deps)
      expect(hedera.calls).toEqual([{ topicId: TOPIC, message, transactionId: undefined }])
      expect(records.reads).toEqual(['read'])
      expect(records.writes[0]).toMatchObject({ status: 'submitting', fields: { attempts: 1 }, base: { topicId: TOPIC, op: 'transfer', ticker: 'loyal', message, requestId: 'req-v2' } })
      const last = records.last() as JobRecordUpdate & { tracked: { submission: string } }
      expect(JSON.parse(last.tracked.submission)).toEqual(v2)
    })

    it('settles on a later run the id the same read found pinned, without a second read', async () => {
      const pinned = '0.0.2@1699999999.000000005'
      const { hedera, records, deps } = setup(success, [], undefined, { ...queued, status: 'submitting', attempts: '1', transactionId: pinned })
      await processJob(fakeJob(v2, 1, 3, 2, V2_ID), deps)
      expect(hedera.calls[0]?.transactionId).toBe(pinned)
      expect(records.reads).toEqual(['read'])
    })

    it('on a later run that found no pinned id, claims a new one only if the record still holds none', async () => {
      const { records, deps } = setup(success, [], undefined, { ...queued, status: 'submitting', attempts: '1' })
      await processJob(fakeJob(v2, 1, 3, 2, V2_ID), deps)
      expect(records.pins).toEqual([true])
    })

    it('sends holder-signed bytes with the record\'s message', async () => {
      const { hedera, deps } = setup(success, [], undefined, { ...queued, transactionId: '0.0.7@1700000000.000000001' })
      await processJob(fakeJob({ v: 2, signed: { transaction: 'AAEC' } }, 0, 3, 1, V2_ID), deps)
      expect(hedera.calls[0]).toMatchObject({ message, transactionId: undefined, signed: { transaction: Buffer.from([0, 1, 2]), settle: false } })
    })

    it('gates a mint on its deploy by the record\'s tick', async () => {
      const mint = buildMessage({ op: 'mint', tick: 'fresh', amt: '1', to: '0.0.1001' })
      const { hedera, deps } = setup(success, [], undefined, { ...queued, op: 'mint', ticker: 'fresh', message: mint })
      const asked: string[] = []
      const job = { ...fakeJob(v2, 0, 3, 1, V2_ID), async moveToDelayed () {} }
      await expect(processJob(job, { ...deps, deployGate: async (topicId, tick) => { asked.push(`${topicId}/${tick}`); return 'pending' } })).rejects.toBeInstanceOf(DelayedError)
      expect(asked).toEqual([`${TOPIC}/fresh`])
      expect(hedera.calls).toHaveLength(0)
    })

    it.each([
      ['no record (expired)', undefined],
      ['a record without its message', { ...queued, message: undefined }],
      ['a record without its request id', { ...queued, requestId: undefined }]
    ])('fails with %s: never sends, writes nothing', async (_what, stored) => {
      const fields = stored === undefined ? undefined : Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined)) as Record<string, string>
      const { hedera, records, deps } = setup(success, [], undefined, fields ?? null)
      const thrown = await processJob(fakeJob(v2, 0, 3, 1, V2_ID), deps).catch((err: unknown) => err)
      expect(thrown).toBeInstanceOf(UnrecoverableError)
      expect((thrown as Error).message).toMatch(new RegExp(`^${JOB_RECORD_MISSING}: `))
      expect(hedera.calls).toHaveLength(0)
      expect(records.writes).toHaveLength(0)
    })

    it.each(['confirmed', 'invalid'])('completes, without a send or a write, a job whose record the topic settled (%s, compact: no message)', async (status) => {
      // what a worker that died after its send leaves to its successor once the indexer has settled the job
      const compact = { id: V2_ID, topicId: TOPIC, status, op: 'transfer', ticker: 'loyal', requestId: 'req-v2', attempts: '1', transactionId: '0.0.2@1700000000.000000001', sequenceNumber: '12', createdAt: queued.createdAt, updatedAt: queued.updatedAt }
      const { hedera, records, deps } = setup(success, [], undefined, compact)
      expect(await processJob(fakeJob(v2, 0, 3, 2, V2_ID), deps)).toEqual({ transactionId: '0.0.2@1700000000.000000001', status: 'SUCCESS', sequenceNumber: 12, op: 'transfer', ticker: 'loyal' })
      expect(hedera.calls).toHaveLength(0)
      expect(records.writes).toHaveLength(0)
    })

    it('never sends a job whose record is a failed tombstone (withdrawn by the api, abandoned by the sweep), and writes nothing', async () => {
      const tombstone = { id: V2_ID, topicId: TOPIC, status: 'failed', op: 'transfer', ticker: 'loyal', requestId: 'req-v2', attempts: '0', errorCode: 'NOT_ACCEPTED', errorMessage: 'not accepted', createdAt: queued.createdAt, updatedAt: queued.updatedAt }
      const { hedera, records, deps } = setup(success, [], undefined, tombstone)
      await expect(processJob(fakeJob(v2, 0, 3, 1, V2_ID), deps)).rejects.toThrow(/final record: not sent/)
      expect(hedera.calls).toHaveLength(0)
      expect(records.writes).toHaveLength(0)
    })

    it('fails a job whose id names no topic, and one on a topic it does not manage, without reading or sending', async () => {
      const { hedera, records, deps } = setup(success, [], undefined, queued)
      await expect(processJob(fakeJob(v2, 0, 3, 1, 'job-1'), deps)).rejects.toBeInstanceOf(UnrecoverableError)
      expect(records.last()).toMatchObject({ status: 'failed', fields: { error: { code: 'VALIDATION_FAILED' } } })
      await expect(processJob(fakeJob(v2, 0, 3, 1, topicJobId('0.0.9', 'j1')), deps)).rejects.toBeInstanceOf(UnrecoverableError)
      expect(records.last()).toMatchObject({ status: 'failed', fields: { error: { code: 'TOPIC_NOT_ALLOWED' } } })
      expect(records.reads).toEqual([])
      expect(hedera.calls).toHaveLength(0)
    })
  })
})

import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { Operation } from '@hcs/protocol'
import { parseBatchItem } from './batch-parse.js'
import type { TickerMemo } from './batch-parse.js'
import type { BatchIntake, BatchIntakeRequest, BatchOperation } from './batch-script.js'
import { AppError, orQueueUnavailable, problemBody, queueUnavailable } from '../../http/errors.js'
import type { Problem } from '../../http/errors.js'
import { fingerprintOf, stillInProgress } from '../intake.js'
import { batchJobIds } from '../job-id.js'
import { checkTopicOwner, managedTopic } from '../managed-topic.js'
import type { Accepted } from '../../http/responses.js'
import { acceptedBody, afterFailedEnqueue, checkedMessage, tenancyOf, underQuota, type IntakeDeps } from '../submit.js'
import { webhookOwnerOf, type Caller } from '../../access/auth.js'

export interface BatchDeps extends IntakeDeps {
  batchIntake: BatchIntake
}

export interface BatchInput {
  items: ReadonlyArray<Record<string, unknown>>
  topicId: string | undefined
  atomic: boolean
  caller: Caller
  idempotencyKey: string | undefined
  requestId: string
  log?: Pick<FastifyBaseLogger, 'warn'>
}

export interface BatchAnswer {
  accepted: number
  refused: number
  /** One per operation, in order: the single route's 202 body or its problem body. */
  results: Array<Accepted | Problem>
}

/** An operation ready for the intake (on `topicId`), or the error its single route would have answered before reaching Redis. */
type Prepared = { ok: true, request: BatchOperation, topicId: string } | { ok: false, error: AppError }

/** What every operation of a batch shares: the job ids' source and the tickers read, computed once. */
interface BatchContext {
  deps: BatchDeps
  input: BatchInput
  jobIdOf: (topicId: string, index: number) => string
  tickers: TickerMemo
}

function prepare (context: BatchContext, item: Record<string, unknown>, index: number): Prepared {
  const parsed = parseBatchItem(item, index, context.tickers)
  if (!parsed.ok) return parsed
  try {
    const operation: Operation = parsed.operation
    const topicId = managedTopic(context.deps, parsed.topicId ?? context.input.topicId)
    const message = checkedMessage(operation)
    return { ok: true, topicId, request: { jobId: context.jobIdOf(topicId, index), operation, message } }
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: err }
    throw err
  }
}

/** A batch is one atomic step in one topic's Redis slot (ADR 027): its operations must share a topic. */
function mixedTopics (topics: ReadonlySet<string>): AppError {
  return new AppError('BATCH_MIXED_TOPICS', 422, 'Unprocessable Content', {
    detail: `The operations name ${topics.size} topics (${[...topics].sort().join(', ')}): a batch goes to one topic; send one batch per topic`
  })
}

function batchRefused (index: number, error: AppError): AppError {
  return new AppError('BATCH_REFUSED', 422, 'Unprocessable Content', {
    detail: `Operation ${index} was refused (${error.code}): nothing was reserved or enqueued`,
    errors: error.errors,
    operation: { index, status: error.statusCode, code: error.code, detail: error.detail }
  })
}

/**
 * Adds the accepted operations with one addBulk. If it fails, they are withdrawn except those BullMQ
 * holds after all, and the withdrawn ones are answered 503. When even the withdrawal fails, nobody can tell
 * which adds reached Redis: they all stand (202; their records decide), unless nothing was sent at all.
 * Returns the set of job ids that ended up not enqueued.
 */
async function enqueueAccepted (deps: BatchDeps, batch: BatchIntakeRequest, accepted: BatchOperation[], log?: Pick<FastifyBaseLogger, 'warn'>): Promise<Set<string>> {
  if (accepted.length === 0) return new Set()
  try {
    await deps.queue.enqueueMany(accepted.map((r) => ({ jobId: r.jobId, topicId: batch.topicId, job: { v: 2 } })))
    return new Set()
  } catch (err) {
    const outcome = await afterFailedEnqueue(err, async () => await deps.batchIntake.undo(batch, accepted))
    if (outcome === 'not sent') throw queueUnavailable(err)
    if (outcome === 'unknown') {
      log?.warn({ err, jobs: accepted.length }, 'the enqueue failed but the jobs stand: answering 202')
      return new Set()
    }
    if (outcome.size === accepted.length) throw queueUnavailable(err)
    return outcome
  }
}

/** The accepted operations by op, one counter call per op (not per operation). */
function countAccepted (deps: BatchDeps, requests: readonly BatchOperation[], codes: readonly string[], notEnqueued: ReadonlySet<string>): void {
  if (deps.counters === undefined) return
  const byOp = new Map<string, number>()
  requests.forEach((r, i) => { if (codes[i] === 'OK' && !notEnqueued.has(r.jobId)) byOp.set(r.operation.op, (byOp.get(r.operation.op) ?? 0) + 1) })
  for (const [op, count] of byOp) deps.counters.accepted(op, count)
}

/** A batch's valid operations, in order: where each stands among the items, and the one topic they share. */
interface Admissible {
  positions: number[]
  requests: BatchOperation[]
  topicId: string
}

/** The operations the script is to admit; an atomic batch with an invalid one, or one of two topics, is refused here. */
function admissibleOf (deps: BatchDeps, prepared: readonly Prepared[], atomic: boolean): Admissible {
  if (atomic) {
    const index = prepared.findIndex((p) => !p.ok)
    const first = prepared[index]
    if (first !== undefined && !first.ok) throw batchRefused(index, first.error)
  }
  const positions: number[] = []
  const requests: BatchOperation[] = []
  const topics = new Set<string>()
  prepared.forEach((p, index) => { if (p.ok) { positions.push(index); requests.push(p.request); topics.add(p.topicId) } })
  if (topics.size > 1) throw mixedTopics(topics)
  const [topicId = deps.defaultTopicId] = topics
  return { positions, requests, topicId }
}

/** The script's request: the operations and what they share; with an Idempotency-Key, the batch's fingerprint. */
function batchRequestOf (input: BatchInput, prepared: readonly Prepared[], { requests, topicId }: Admissible, createdAt: number): BatchIntakeRequest {
  const batch: BatchIntakeRequest = {
    topicId, requests, atomic: input.atomic, owner: webhookOwnerOf(input.caller), ...tenancyOf(input.caller), requestId: input.requestId, createdAt
  }
  if (input.idempotencyKey !== undefined) {
    const shape = prepared.map((p, i) => p.ok ? { t: p.topicId, o: p.request.operation } : { x: input.items[i] })
    batch.idempotency = { scope: input.caller.keyId, key: input.idempotencyKey, fingerprint: fingerprintOf({ batch: shape, atomic: input.atomic }) }
  }
  return batch
}

/**
 * Each operation's code from the script ('OK': accepted), the accepted ones that ended up not enqueued, and how many
 * this request accepted (none when it replays an earlier one).
 */
interface Admitted {
  codes: string[]
  notEnqueued: Set<string>
  fresh: number
}

/**
 * Runs the batch's script until it answers for the batch (waiting on a concurrent request with the same key), and
 * enqueues what it accepted. An atomic batch's refusal is thrown, explained.
 */
async function admit (deps: BatchDeps, input: BatchInput, batch: BatchIntakeRequest, { positions, requests, topicId }: Admissible): Promise<Admitted> {
  if (requests.length === 0) return { codes: [], notEnqueued: new Set(), fresh: 0 }
  const deadline = Date.now() + (deps.waitMs ?? 5000)
  for (;;) {
    const result = await deps.batchIntake.accept(batch)
    switch (result.kind) {
      case 'refused': {
        const request = requests[result.index] as BatchOperation
        const error = await deps.batchIntake.explain(result.code, request.operation, topicId)
        throw batchRefused(positions[result.index] as number, error)
      }
      case 'done': {
        const codes = result.codes
        const notEnqueued = await enqueueAccepted(deps, batch, requests.filter((_, i) => codes[i] === 'OK'), input.log)
        const fresh = codes.filter((code) => code === 'OK').length - notEnqueued.size
        deps.backlog?.accepted(fresh)
        countAccepted(deps, requests, codes, notEnqueued)
        return { codes, notEnqueued, fresh }
      }
      case 'stale': {
        // recorded but never enqueued (the api that accepted it died): BullMQ dedupes by job id
        const codes = result.codes
        await orQueueUnavailable(async () => await deps.queue.enqueueMany(requests.filter((_, i) => codes[i] === 'OK').map((r) => ({
          jobId: r.jobId, topicId, job: { v: 2 }
        }))))
        return { codes, notEnqueued: new Set(), fresh: 0 }
      }
      case 'replay':
        return { codes: result.codes, notEnqueued: new Set(), fresh: 0 }
      case 'pending':
        if (Date.now() >= deadline) throw stillInProgress()
        await delay(deps.pollMs ?? 10)
    }
  }
}

/** The 207 body: per item, in order, its 202 body or its problem body. */
async function answerOf (deps: BatchDeps, input: BatchInput, prepared: readonly Prepared[], { positions, requests, topicId }: Admissible, { codes, notEnqueued }: Admitted): Promise<BatchAnswer> {
  const results: Array<Accepted | Problem> = []
  let accepted = 0
  // the refusals explained first (each may read the ledger: all at once), then the answers in order
  const refusals = new Array<Promise<AppError> | undefined>(prepared.length)
  const requestAt = new Array<BatchOperation | undefined>(prepared.length)
  requests.forEach((request, i) => {
    const position = positions[i] as number
    requestAt[position] = request
    const code = codes[i] ?? 'INTERNAL'
    if (code !== 'OK') refusals[position] = deps.batchIntake.explain(code, request.operation, topicId)
  })
  for (const [index, p] of prepared.entries()) {
    const refusal = refusals[index]
    const request = requestAt[index]
    const refused = !p.ok ? p.error : refusal !== undefined ? await refusal : request !== undefined && notEnqueued.has(request.jobId) ? queueUnavailable() : undefined
    if (refused !== undefined) {
      deps.counters?.refused(refused.code)
      results.push(problemBody(refused, input.requestId))
    } else if (p.ok) {
      accepted++
      results.push(acceptedBody(p.request.jobId, p.request.operation, p.topicId, p.request.message))
    }
  }
  return { accepted, refused: results.length - accepted, results }
}

/**
 * `POST /api/inscription/batch`: each item through its single route's schema, topic and size checks,
 * then every valid one through the single route's admission in one Redis script (in order), and the
 * accepted ones onto the queue with one addBulk. Atomic: any refusal → 422 BATCH_REFUSED, nothing written.
 */
export async function submitBatch (deps: BatchDeps, input: BatchInput): Promise<BatchAnswer> {
  const done = deps.backlog?.check(input.items.length)
  try {
    return await submitCheckedBatch(deps, input)
  } finally {
    done?.()
  }
}

/** {@link submitBatch} past the backlog gate. */
async function submitCheckedBatch (deps: BatchDeps, input: BatchInput): Promise<BatchAnswer> {
  const context: BatchContext = {
    deps,
    input,
    jobIdOf: batchJobIds(deps.jobIdSecret, input.caller.keyId, input.idempotencyKey, input.items.length),
    tickers: new Map()
  }
  const createdAt = Date.now()
  const prepared = input.items.map((item, index) => prepare(context, item, index))
  const admissible = admissibleOf(deps, prepared, input.atomic)
  // another tenant's topic refuses the batch as a whole, as the single routes refuse each operation
  checkTopicOwner(deps, admissible.topicId, input.caller)
  const batch = batchRequestOf(input, prepared, admissible, createdAt)
  // paused: refused, unless it replays an accepted batch (its idempotency entry exists)
  await deps.conditions?.check(input.idempotencyKey === undefined ? undefined : { topicId: batch.topicId, batch: { keyId: input.caller.keyId, key: input.idempotencyKey } })
  // the quota holds the whole batch or refuses it before anything is reserved; what it does not accept goes back
  const admitted = await underQuota(deps, input.caller, admissible.requests.length, async () => {
    const result = await admit(deps, input, batch, admissible)
    return { result, accepted: result.fresh }
  }, input.log)
  return await answerOf(deps, input, prepared, admissible, admitted)
}

// Sends the generated requests at a steady pace and tallies every answer.
import { sendRaw } from './raw-http.js'
import type { ChaosRequest } from './requests.js'
import type { AcceptedJob } from './exactly-once.js'

export interface FuzzTally {
  sent: number
  byStatus: Record<string, number>
  /** 5xx outside a Redis outage (and any 500), with what caused them. */
  unexpected5xx: Array<{ status: number, kind: string, target: string, body: string }>
  /** 503s answered while Redis (or, for a read that needs it, the mirror) was down: the API saying so, as designed. */
  outage503: number
  /** No answer within the time limit. */
  hangs: Array<{ kind: string, target: string }>
  /** A well-formed request whose connection closed without an answer. */
  refused: Array<{ kind: string, target: string }>
  /** A request without the right key that got a 2xx or 3xx under /api. */
  authBypass: Array<{ kind: string, target: string, status: number }>
  /** An error answer that is not application/problem+json. */
  notProblemJson: Array<{ kind: string, target: string, status: number }>
  /** Two 202s for one Idempotency-Key on one topic naming different jobs. */
  idempotencyViolations: string[]
  accepted: Map<string, AcceptedJob>
  /** `x-request-id` of each well-formed POST that got no answer (closed or hang): its outcome is unknown to the client. */
  dropped: string[]
  /** `x-request-id` and status of each POST answered 5xx (or with a 5xx batch slot): "not accepted". */
  refused5xx: Array<{ requestId: string, status: number }>
}

export interface FuzzOptions {
  port: number
  requests: ChaosRequest[]
  concurrency: number
  /** Request i is sent no earlier than start + i × paceMs. */
  paceMs: number
  timeoutMs: number
  /** True while Redis is known to be down (or just came back). */
  inOutage: (sentAt: number, answeredAt: number) => boolean
  /** The mirror was down between the two: a 503 MIRROR_UNAVAILABLE then says so, as designed. */
  inMirrorOutage?: (sentAt: number, answeredAt: number) => boolean
  onProgress?: (sent: number) => void
}

export function emptyTally (): FuzzTally {
  return { sent: 0, byStatus: {}, unexpected5xx: [], outage503: 0, hangs: [], refused: [], authBypass: [], notProblemJson: [], idempotencyViolations: [], accepted: new Map(), dropped: [], refused5xx: [] }
}

export async function fuzz (options: FuzzOptions, tally: FuzzTally): Promise<void> {
  const { requests, concurrency, paceMs, port, timeoutMs } = options
  const byKey = new Map<string, string>()
  const start = Date.now()
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < requests.length) {
      const i = next++
      const request = requests[i]!
      const wait = start + i * paceMs - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      // a request id of our own on every well-formed POST, so a job record can be traced back to its answer (claims.ts)
      const requestId = request.wellFormed && request.method === 'POST' ? `chaos-${i}` : undefined
      const sentAt = Date.now()
      const outcome = await sendRaw(port, requestId === undefined ? request : { ...request, headers: [...request.headers, ['x-request-id', requestId]] }, timeoutMs)
      const answeredAt = Date.now()
      tally.sent++
      options.onProgress?.(tally.sent)
      const where = { kind: request.kind, target: request.target.slice(0, 120) }
      if (outcome.kind !== 'answered' && requestId !== undefined) tally.dropped.push(requestId)
      if (outcome.kind === 'hang') { tally.hangs.push(where); count(tally, 'hang'); continue }
      if (outcome.kind === 'closed') {
        count(tally, 'no answer')
        if (request.wellFormed && !options.inOutage(sentAt, answeredAt)) tally.refused.push(where)
        continue
      }
      const { status } = outcome
      count(tally, String(status))
      if (status >= 500 && requestId !== undefined) tally.refused5xx.push({ requestId, status })
      if (status >= 500) {
        const mirrorDown = status === 503 && outcome.body.includes('/problems/mirror-unavailable') && options.inMirrorOutage?.(sentAt, answeredAt) === true
        if (status === 503 && (options.inOutage(sentAt, answeredAt) || mirrorDown)) tally.outage503++
        else tally.unexpected5xx.push({ status, ...where, body: outcome.body.slice(0, 300) })
      }
      if (status >= 400 && !outcome.contentType.startsWith('application/problem+json')) tally.notProblemJson.push({ ...where, status })
      if (!request.authValid && status < 400 && /^(GET|POST) \/api\//.test(request.kind)) tally.authBypass.push({ ...where, status })
      if (status === 202) record202(tally, byKey, request, outcome.body)
      if (status === 207) record207(tally, request, outcome.body, options.inOutage(sentAt, answeredAt), requestId)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane))
}

function count (tally: FuzzTally, key: string): void {
  tally.byStatus[key] = (tally.byStatus[key] ?? 0) + 1
}

function record202 (tally: FuzzTally, byKey: Map<string, string>, request: ChaosRequest, text: string): void {
  let body: { jobId?: string, message?: string, topicId?: string, jobs?: unknown }
  try { body = JSON.parse(text) } catch { tally.unexpected5xx.push({ status: 202, kind: request.kind, target: request.target, body: `unparsable 202: ${text.slice(0, 200)}` }); return }
  for (const job of acceptedJobsOf(body)) tally.accepted.set(job.jobId, job)
  if (request.idempotencyKey !== undefined && typeof body.jobId === 'string') {
    // an Idempotency-Key names one request per topic (ADR 027): the same key on another topic is another request
    const scope = `${body.topicId ?? ''} ${request.idempotencyKey}`
    const first = byKey.get(scope)
    if (first === undefined) byKey.set(scope, body.jobId)
    else if (first !== body.jobId) tally.idempotencyViolations.push(`${request.idempotencyKey} on ${body.topicId ?? '?'}: ${first} then ${body.jobId}`)
  }
}

/** A batch's answer: its accepted jobs, and any 5xx in its slots counted as a 5xx answer. */
function record207 (tally: FuzzTally, request: ChaosRequest, text: string, inOutage: boolean, requestId?: string): void {
  let body: { results?: Array<{ status?: unknown }> }
  try { body = JSON.parse(text) } catch { tally.unexpected5xx.push({ status: 207, kind: request.kind, target: request.target, body: `unparsable 207: ${text.slice(0, 200)}` }); return }
  for (const job of acceptedJobsOf(body)) tally.accepted.set(job.jobId, job)
  for (const slot of body.results ?? []) {
    // An accepted slot's status is the job's ("queued"); a refused slot's is the HTTP status of its problem.
    if (typeof slot.status !== 'number' || slot.status < 500) continue
    if (requestId !== undefined) tally.refused5xx.push({ requestId, status: slot.status })
    if (slot.status === 503 && inOutage) tally.outage503++
    else tally.unexpected5xx.push({ status: slot.status, kind: `${request.kind} (batch slot)`, target: request.target, body: JSON.stringify(slot).slice(0, 300) })
  }
}

/** The jobs a 202 body names: one `{ jobId, topicId, message }`, or a batch's `jobs` list of them. */
export function acceptedJobsOf (body: unknown): AcceptedJob[] {
  const out: AcceptedJob[] = []
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return
    const v = value as Record<string, unknown>
    if (typeof v.jobId === 'string' && typeof v.message === 'string' && typeof v.topicId === 'string') out.push({ jobId: v.jobId, topicId: v.topicId, message: v.message })
    for (const key of ['jobs', 'results', 'items']) if (Array.isArray(v[key])) for (const item of v[key]) visit(item)
  }
  visit(body)
  return out
}

import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

export interface Op { path: string, body: Record<string, string> }

export interface Posted {
  jobId: string
  /** Epoch ms when the request was sent and when its 202 arrived. */
  sentAt: number
  acceptedAt: number
}

export interface PostTarget { url: string, apiKey: string }

// node:http with keep-alive costs the load generator far less CPU per request than fetch, and every
// CPU ms the generator spends is taken from the pipeline it measures on the same 2 cores.
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

export async function postJson (url: string, headers: Record<string, string>, body: string): Promise<{ status: number, json: { jobId?: string } }> {
  return await new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { jobId?: string } })
        } catch (err) { reject(err) }
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

export interface PostOutcome { posted: Posted[], errors: number, statuses: Record<string, number> }

// 429 and 503 are "come back shortly": the client retries them, as a real submitter would.
const RETRYABLE = new Set([429, 503])
const MAX_TRIES = 5

async function postOne (target: PostTarget, op: Op, outcome: PostOutcome): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-api-key': target.apiKey, 'idempotency-key': `e-${randomUUID()}` }
  const body = JSON.stringify(op.body)
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const sentAt = Date.now()
    let status = 0
    try {
      const res = await postJson(`${target.url}${op.path}`, headers, body)
      status = res.status
      const json = res.json
      if (status === 202 && json.jobId !== undefined) {
        outcome.posted.push({ jobId: json.jobId, sentAt, acceptedAt: Date.now() })
        return
      }
    } catch {}
    outcome.statuses[status] = (outcome.statuses[status] ?? 0) + 1
    if (!RETRYABLE.has(status) && status !== 0) break
    await sleep(50 * attempt)
  }
  outcome.errors++
}

/** Posts `n` operations (cycling through `mix`) as fast as the api takes them, `inFlight` at a time. */
export async function postAll (target: PostTarget, mix: readonly Op[], n: number, inFlight: number): Promise<PostOutcome> {
  const outcome: PostOutcome = { posted: [], errors: 0, statuses: {} }
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < n) {
      const i = next++
      await postOne(target, mix[i % mix.length] as Op, outcome)
    }
  }
  await Promise.all(Array.from({ length: inFlight }, lane))
  return outcome
}

/** Open-loop load: one operation every 1000/rate ms for `seconds`, whatever the answers take. */
export async function postAtRate (target: PostTarget, mix: readonly Op[], rate: number, seconds: number): Promise<PostOutcome> {
  const outcome: PostOutcome = { posted: [], errors: 0, statuses: {} }
  const total = Math.round(rate * seconds)
  const pending: Array<Promise<void>> = []
  const start = Date.now()
  let sent = 0
  while (sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - start) * rate) / 1000) + 1)
    for (; sent < due; sent++) pending.push(postOne(target, mix[sent % mix.length] as Op, outcome))
    await sleep(Math.max(1, Math.floor(1000 / rate)))
  }
  await Promise.all(pending)
  return outcome
}

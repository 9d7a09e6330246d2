// What a chaos run asks the service and the mirror: JSON calls with the API key, job records in bulk,
// and every message of a topic.
import { request } from 'node:http'
import type { AcceptedJob, JobView, TopicMessage } from './exactly-once.js'

const TERMINAL = new Set(['confirmed', 'invalid', 'failed'])

export interface Api {
  get: (path: string) => Promise<{ status: number, body: any }>
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number, body: any }>
  delete: (path: string) => Promise<{ status: number, body: any }>
}

/** A JSON client over node:http, which sends the path as given (fetch would resolve `%2E%2E` segments). */
export function createApi (port: number, apiKey: string): Api {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number, body: any }> => await new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = request({
      host: '127.0.0.1', port, method, path, headers: { ...headers, 'x-api-key': apiKey, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown = text
        try { parsed = JSON.parse(text) } catch {}
        resolve({ status: res.statusCode ?? 0, body: parsed })
      })
      res.on('error', reject)
    })
    req.setTimeout(90_000, () => req.destroy(new Error(`${method} ${path}: no answer within 90 s`)))
    req.on('error', reject)
    req.end(payload)
  })
  return { get: async (path) => await call('GET', path), post: async (path, body, headers) => await call('POST', path, body, headers), delete: async (path) => await call('DELETE', path) }
}

/** Posts each request; every one must be accepted (setup). */
export async function acceptAll (api: Api, requests: Array<{ path: string, body: unknown }>, accepted: Map<string, AcceptedJob>): Promise<void> {
  for (const { path, body } of requests) {
    const res = await api.post(path, body)
    if (res.status !== 202) throw new Error(`setup ${path} answered ${res.status}: ${JSON.stringify(res.body)}`)
    accepted.set(res.body.jobId, { jobId: res.body.jobId, topicId: res.body.topicId, message: res.body.message })
  }
}

/**
 * Polls the records of `ids` (bulk route, 200 at a time) until each is terminal (or in `wanted`);
 * resolves with them, or rejects after `timeoutMs` with an error carrying the last records read.
 */
export async function waitSettled (api: Api, ids: string[], timeoutMs: number, wanted?: string[]): Promise<Map<string, JobView | undefined>> {
  const records = new Map<string, JobView | undefined>()
  const deadline = Date.now() + timeoutMs
  let open = ids
  for (;;) {
    const still: string[] = []
    for (let i = 0; i < open.length; i += 200) {
      const batch = open.slice(i, i + 200)
      const res = await api.get(`/api/jobs?ids=${batch.map(encodeURIComponent).join(',')}`).catch(() => ({ status: 0, body: undefined }))
      const found = res.status === 200 ? recordsOf(batch, res.body) : new Map<string, JobView>()
      for (const id of batch) {
        const record = found.get(id)
        if (res.status === 200) records.set(id, record)
        const done = record !== undefined && (wanted === undefined ? TERMINAL.has(record.status) : wanted.includes(record.status))
        if (!done) still.push(id)
      }
    }
    open = still
    if (open.length === 0) return records
    if (Date.now() > deadline) throw Object.assign(new Error(`${open.length} jobs not settled within ${timeoutMs} ms`), { records })
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The bulk route's `{ jobs: [record | null] }`, in the order of `ids`. */
function recordsOf (ids: string[], body: unknown): Map<string, JobView> {
  const out = new Map<string, JobView>()
  const list = (body as { jobs?: unknown[] })?.jobs ?? []
  for (const [i, item] of (list as Array<Record<string, unknown> | null>).entries()) {
    if (item !== null && item.jobId === ids[i] && typeof item.status === 'string') {
      out.set(ids[i]!, { status: item.status, message: item.message as string | undefined, sequenceNumber: item.sequenceNumber === undefined ? undefined : Number(item.sequenceNumber) })
    }
  }
  return out
}

export async function mirrorMessages (mirrorUrl: string, topicId: string): Promise<Array<TopicMessage & { consensusTimestamp: string }>> {
  const out: Array<TopicMessage & { consensusTimestamp: string }> = []
  let next: string | null = `/api/v1/topics/${topicId}/messages?limit=100&order=asc`
  while (next !== null) {
    const page = await (await fetch(`${mirrorUrl}${next}`)).json() as { messages: Array<{ sequence_number: number, consensus_timestamp: string, payer_account_id: string, message: string }>, links: { next: string | null } }
    for (const m of page.messages) out.push({ sequenceNumber: m.sequence_number, consensusTimestamp: m.consensus_timestamp, payer: m.payer_account_id, text: Buffer.from(m.message, 'base64').toString('utf8') })
    next = page.links.next
  }
  return out
}

import createFetchClient from 'openapi-fetch'
import type { Client } from 'openapi-fetch'
import type { paths } from './openapi.js'
import type { AccountBalances, ListingAccepted, ListingBody, RegistryPage, TickersPage } from './types.js'
import type { Accepted, BatchAnswer, BurnBody, Deliveries, HistoryPage, InvalidPage, Job, Operation, Prepared, Problem, TransferBody, Webhook } from './types.js'

export type { paths } from './openapi.js'
export { verifyWebhook, WebhookVerificationError } from './webhooks.js'
export type { JobDelivery, TenantQuotaDelivery, TenantQuotaEvent, WebhookDelivery } from './webhooks.js'
export type { AccountBalances, ListingAccepted, ListingBody, RegistryPage, TickersPage } from './types.js'
export type { DeployBody, MintBody, TransferBody, BurnBody, Operation, Accepted, BatchAnswer, Job, Problem, Webhook, Prepared, Deliveries } from './types.js'
export type { HistoryPage, InvalidPage } from './types.js'

/** A refused request: `problem` is the api's problem+json body; branch on `problem.code`. */
export class HcsApiError extends Error {
  constructor (readonly status: number, readonly problem: Problem) {
    super(`${status} ${problem.code}: ${problem.detail}`)
    this.name = 'HcsApiError'
  }
}

export interface ClientOptions {
  /** e.g. `http://127.0.0.1:3000` */
  baseUrl: string
  apiKey: string
  fetch?: typeof fetch
}

export interface SubmitOptions {
  idempotencyKey?: string
}

const TERMINAL = new Set(['confirmed', 'invalid', 'failed'])
/** Longest wait the api holds one request (seconds). */
const MAX_WAIT_SECONDS = 60

/** Where a page of history or invalid messages starts: the `cursor` of the previous page's `next` link. */
export interface PageOptions {
  /** 1 to 200 (default 50). */
  limit?: number
  /** `asc` (default): oldest first; `desc`: newest first. */
  order?: 'asc' | 'desc'
  /** The cursor of a `next` link ({@link cursorOf}). */
  cursor?: string
}

/** The cursor a `next` link carries (undefined for null: the last page). */
export function cursorOf (next: string | null): string | undefined {
  if (next === null) return undefined
  return new URLSearchParams(next.slice(next.indexOf('?') + 1)).get('cursor') ?? undefined
}

function unwrap<T> (result: { data?: T, error?: unknown, response: Response }): T {
  if (result.data !== undefined) return result.data
  throw new HcsApiError(result.response.status, result.error as Problem)
}

/**
 * A typed client of the HCS-20 points API. Every call is checked against the api's OpenAPI document
 * (types generated into openapi.ts); `raw` gives the openapi-fetch client for any other route.
 */
export function createHcsClient (options: ClientOptions) {
  const raw: Client<paths> = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    headers: { 'x-api-key': options.apiKey },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch })
  })
  const keyHeader = (o: SubmitOptions) => o.idempotencyKey === undefined ? {} : { 'idempotency-key': o.idempotencyKey }

  async function submit (operation: Operation, o: SubmitOptions = {}): Promise<Accepted> {
    const header = keyHeader(o)
    switch (operation.op) {
      case 'deploy': {
        const { op, ...body } = operation
        return unwrap(await raw.POST('/api/inscription/deploy', { params: { header }, body }))
      }
      case 'mint': {
        const { op, ticker, ...body } = operation
        return unwrap(await raw.POST('/api/inscription/{ticker}/mint', { params: { header, path: { ticker } }, body }))
      }
      case 'transfer': {
        const { op, ticker, ...body } = operation
        return unwrap(await raw.POST('/api/inscription/{ticker}/transfer', { params: { header, path: { ticker } }, body }))
      }
      case 'burn': {
        const { op, ticker, ...body } = operation
        return unwrap(await raw.POST('/api/inscription/{ticker}/burn', { params: { header, path: { ticker } }, body }))
      }
    }
  }

  return {
    raw,
    /** One operation through its route: the 202 body, or throws HcsApiError with the problem. */
    submit,
    /**
     * Prepares a transfer or burn for its holder to sign (checked against the ledger now, nothing reserved):
     * sign `transaction` in the holder's wallet, e.g. `Transaction.fromBytes(bytes).sign(key)`, then `submitSigned`.
     */
    async prepare (operation: Extract<Operation, { op: 'transfer' | 'burn' }>): Promise<Prepared> {
      const { op, ticker, ...body } = operation
      if (op === 'transfer') {
        return unwrap(await raw.POST('/api/inscription/{ticker}/transfer/prepare', { params: { path: { ticker } }, body: body as TransferBody }))
      }
      return unwrap(await raw.POST('/api/inscription/{ticker}/burn/prepare', { params: { path: { ticker } }, body: body as BurnBody }))
    },
    /** The prepared transaction its holder signed (bytes, or base64): the job's 202 body; the same bytes again answer the same job. */
    async submitSigned (transaction: Uint8Array | string): Promise<Accepted> {
      // btoa, not Buffer: the client runs in browsers too
      const base64 = typeof transaction === 'string' ? transaction : btoa(Array.from(transaction, (byte) => String.fromCharCode(byte)).join(''))
      return unwrap(await raw.POST('/api/transactions', { body: { transaction: base64 } }))
    },
    /** Many operations in one request: 207 with one result per operation (202 body or problem), in order. */
    async submitBatch (operations: Operation[], o: SubmitOptions & { atomic?: boolean, topicId?: string } = {}): Promise<BatchAnswer> {
      return unwrap(await raw.POST('/api/inscription/batch', {
        params: { header: keyHeader(o), query: o.atomic === true ? { atomic: 'true' } : {} },
        body: { operations, ...(o.topicId === undefined ? {} : { topic_id: o.topicId }) }
      }))
    },
    /** One page of a ticker's history (every message naming it, valid or not, with its outcome); `next` links the following page. */
    async history (ticker: string, o: PageOptions & { account?: string, status?: 'valid' | 'invalid', topicId?: string } = {}): Promise<HistoryPage> {
      const { topicId, ...rest } = o
      const query = { ...rest, ...(topicId === undefined ? {} : { topic_id: topicId }) }
      return unwrap(await raw.GET('/api/inscription/{ticker}/history', { params: { path: { ticker }, query } }))
    },
    /** One page of a managed topic's rejected messages, with their reasons. */
    async invalid (o: PageOptions & { topicId: string }): Promise<InvalidPage> {
      const { topicId, ...query } = o
      return unwrap(await raw.GET('/api/topics/{topicId}/invalid', { params: { path: { topicId }, query } }))
    },
    /**
     * One page of an account's balances on a topic (default HCS20_TOPIC_ID): of `limit` of the topic's tickers (deploy
     * order, default and most 1,000), those where it holds a balance or has a pending debit. A page may list none and
     * still have a `next`: pass the `cursor` of `next` until it is null.
     */
    async account (account: string, o: { topicId?: string, limit?: number, cursor?: string } = {}): Promise<AccountBalances> {
      const { topicId, ...rest } = o
      const query = { ...rest, ...(topicId === undefined ? {} : { topic_id: topicId }) }
      return unwrap(await raw.GET('/api/accounts/{account}', { params: { path: { account }, query } }))
    },
    /** One page of a topic's confirmed tickers in deploy order (`limit` 1 to 500, default 50); `next` carries the cursor of the following page. */
    async tickers (o: { topicId?: string, limit?: number, cursor?: string } = {}): Promise<TickersPage> {
      const { topicId, ...rest } = o
      const query = { ...rest, ...(topicId === undefined ? {} : { topic_id: topicId }) }
      return unwrap(await raw.GET('/api/inscription', { params: { query } }))
    },
    /**
     * Lists one of the service's public topics on the HCS-20 registry (an operator key): the job's 202 body; the job
     * lives on the registry topic and is confirmed once the indexer reads the `register` message there.
     */
    async register (topicId: string, body: ListingBody, o: SubmitOptions = {}): Promise<ListingAccepted> {
      return unwrap(await raw.POST('/api/topics/{topicId}/register', { params: { header: keyHeader(o), path: { topicId } }, body }))
    },
    /** One page of the registry topic's listings, each `verified` against the mirror (null: the mirror did not answer). */
    async registry (o: { limit?: number, cursor?: string } = {}): Promise<RegistryPage> {
      return unwrap(await raw.GET('/api/registry', { params: { query: o } }))
    },
    async getJob (jobId: string): Promise<Job> {
      return unwrap(await raw.GET('/api/jobs/{jobId}', { params: { path: { jobId } } }))
    },
    /** Many jobs at once (at most 1,000 ids): records in order, null for unknown ids. */
    async getJobs (jobIds: string[]): Promise<Array<Job | null>> {
      return unwrap(await raw.GET('/api/jobs', { params: { query: { ids: jobIds.join(',') } } })).jobs
    },
    /**
     * Resolves with the job once it is confirmed, invalid or failed (long polling: the api answers as
     * soon as it settles), or with its current record after `timeoutMs` (default 60 s).
     */
    async waitFor (jobId: string, o: { timeoutMs?: number } = {}): Promise<Job> {
      const deadline = Date.now() + (o.timeoutMs ?? 60_000)
      for (;;) {
        const seconds = Math.max(0, Math.min(MAX_WAIT_SECONDS, Math.ceil((deadline - Date.now()) / 1000)))
        const job = unwrap(await raw.GET('/api/jobs/{jobId}', { params: { path: { jobId }, query: { wait: seconds } } }))
        if (TERMINAL.has(job.status) || Date.now() >= deadline) return job
      }
    },
    webhooks: {
      /** Registers an endpoint; the answer's `secret` (whsec_...) is shown only once: keep it to verify deliveries. */
      async create (url: string, events: Array<'job.confirmed' | 'job.failed' | 'job.invalid'>): Promise<Webhook> {
        return unwrap(await raw.POST('/api/webhooks', { body: { url, events } }))
      },
      async remove (id: string): Promise<void> {
        const result = await raw.DELETE('/api/webhooks/{id}', { params: { path: { id } } })
        if (!result.response.ok) throw new HcsApiError(result.response.status, result.error as Problem)
      },
      async deliveries (id: string): Promise<Deliveries['deliveries']> {
        return unwrap(await raw.GET('/api/webhooks/{id}/deliveries', { params: { path: { id }, query: {} } })).deliveries
      }
    }
  }
}

export type HcsClient = ReturnType<typeof createHcsClient>

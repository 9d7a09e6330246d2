import { lookup as dnsLookup } from 'node:dns'
import type { LookupAddress, LookupOptions } from 'node:dns'
import { isIP } from 'node:net'
import { Agent, request } from 'undici'
import { isPublicAddress } from '@hcs/protocol'

export interface SendOptions {
  /** Whole attempt: connect, headers and body. */
  timeoutMs: number
  /** Bytes of the response body read at most (the rest is dropped with the connection). */
  maxResponseBytes: number
  /** Allow loopback and private addresses (tests, `npm start`). */
  allowPrivate: boolean
}

export interface SendResult {
  ok: boolean
  /** HTTP status, or null when there was no answer. */
  status: number | null
  error: string | null
  /** True when retrying cannot help (the URL points at a forbidden address). */
  permanent: boolean
}

class ForbiddenAddressError extends Error {
  constructor (address: string) {
    super(`address ${address} is not public (set WEBHOOK_ALLOW_PRIVATE=true to allow it)`)
    this.name = 'ForbiddenAddressError'
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A DNS lookup that refuses non-public addresses. It runs when the socket connects, so the address
 * checked is the address used (no second resolution a rebinding DNS server could answer differently).
 */
function guardedLookup (hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err !== null) return callback(err, [])
    const bad = addresses.find((entry) => !isPublicAddress(entry.address))
    if (bad !== undefined) return callback(new ForbiddenAddressError(bad.address), [])
    if (options.all === true) return callback(null, addresses)
    const first = addresses[0] as LookupAddress
    callback(null, first.address, first.family)
  })
}

/** Posts webhook deliveries with undici: timeouts, a response size cap, no redirects, guarded addresses. */
export function createSender (options: SendOptions) {
  const agent = new Agent({
    connect: { timeout: options.timeoutMs, ...(options.allowPrivate ? {} : { lookup: guardedLookup }) },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connections: 64
  })

  return {
    async send (url: string, body: string, headers: Record<string, string>): Promise<SendResult> {
      const target = new URL(url)
      const literal = target.hostname.replace(/^\[|\]$/g, '')
      // an IP literal never goes through the lookup
      if (!options.allowPrivate && isIP(literal) !== 0 && !isPublicAddress(literal)) {
        return { ok: false, status: null, error: new ForbiddenAddressError(literal).message, permanent: true }
      }
      const signal = AbortSignal.timeout(options.timeoutMs)
      try {
        const res = await request(target, {
          method: 'POST', dispatcher: agent, signal, body, headers: { 'content-type': 'application/json', ...headers }
        })
        let read = 0
        for await (const chunk of res.body) {
          read += (chunk as Buffer).length
          if (read > options.maxResponseBytes) {
            res.body.destroy()
            break
          }
        }
        const ok = res.statusCode >= 200 && res.statusCode < 300
        return { ok, status: res.statusCode, error: ok ? null : `HTTP ${res.statusCode}`, permanent: false }
      } catch (err) {
        const cause = (err as { cause?: unknown }).cause
        const forbidden = err instanceof ForbiddenAddressError || cause instanceof ForbiddenAddressError
        const message = cause instanceof Error ? cause.message : (err as Error).message
        return { ok: false, status: null, error: message, permanent: forbidden }
      }
    },
    async close (): Promise<void> {
      await agent.close()
    }
  }
}

export type Sender = ReturnType<typeof createSender>

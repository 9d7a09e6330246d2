import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Faults } from './faults.js'
import { parseFaultSettings } from './faults.js'
import { sendError, sendJson } from './mirror-rest.js'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const MAX_BODY = 16 * 1024

async function readBody (req: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    const b = chunk as Buffer
    size += b.length
    if (size > MAX_BODY) throw new Error('body too large')
    chunks.push(b)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** `/admin/faults`: GET reads, POST merges a settings object, DELETE resets. Loopback callers only. */
export async function handleAdminRequest (faults: Faults, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://admin').pathname.replace(/\/+$/, '')
  if (!path.startsWith('/admin')) return false
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) { sendError(res, 403, 'Forbidden'); return true }
  if (path !== '/admin/faults') { sendError(res, 404, 'Not found'); return true }
  if (req.method === 'GET') { sendJson(res, 200, faults.get()); return true }
  if (req.method === 'DELETE') { faults.reset(); sendJson(res, 200, faults.get()); return true }
  if (req.method !== 'POST') { sendError(res, 405, 'Method not allowed'); return true }
  let settings
  try {
    settings = parseFaultSettings(JSON.parse(await readBody(req)))
  } catch (err) {
    sendError(res, 400, (err as Error).message)
    return true
  }
  faults.set(settings)
  sendJson(res, 200, faults.get())
  return true
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import type { Faults } from './faults.js'
import { parseFaultSettings } from './faults.js'
import type { HederaLedger } from './ledger/hedera-ledger.js'
import { generateAccountKey } from './keys.js'
import { adminFee } from './ledger/admin-transactions.js'
import { sendError, sendJson } from './mirror/mirror-rest.js'

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

const TINYBARS_PER_HBAR = 100_000_000n

/** A POST's JSON body read with `schema`; undefined once answered 405 (not a POST) or 400 (`invalid` for a body the schema refuses). */
async function postBody<T> (req: IncomingMessage, res: ServerResponse, schema: z.ZodType<T>, invalid: string): Promise<T | undefined> {
  if (req.method !== 'POST') { sendError(res, 405, 'Method not allowed'); return undefined }
  try {
    return schema.parse(JSON.parse(await readBody(req)))
  } catch (err) {
    sendError(res, 400, err instanceof z.ZodError ? invalid : (err as Error).message)
    return undefined
  }
}

/** Body of `POST /admin/accounts`: whole hbars the operator gives the new account, and its key's type. */
const AccountRequestSchema = z.object({
  initialBalanceHbar: z.number().int().min(0).max(1_000_000_000),
  keyType: z.enum(['ED25519', 'ECDSA_SECP256K1']).default('ED25519')
}).strict()

/**
 * `POST /admin/accounts`: a new account with a key of its own, funded by the operator, for tests and demos (a
 * holder's wallet). Answers `{ accountId, privateKey (DER hex), publicKey (raw hex), keyType }`.
 */
async function createAccount (ledger: HederaLedger, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = await postBody(req, res, AccountRequestSchema, 'Invalid body: initialBalanceHbar (whole hbars), keyType ED25519 | ECDSA_SECP256K1')
  if (request === undefined) return
  const generated = generateAccountKey(request.keyType)
  const accountId = ledger.createAccount(generated.key, BigInt(request.initialBalanceHbar) * TINYBARS_PER_HBAR)
  if (accountId === undefined) { sendError(res, 503, 'The ledger cannot be written'); return }
  const raw = 'ed25519' in generated.key ? generated.key.ed25519 : generated.key.ECDSASecp256k1
  sendJson(res, 200, { accountId, privateKey: generated.privateKeyDer, publicKey: Buffer.from(raw).toString('hex'), keyType: request.keyType })
}

/** Body of `POST /admin/accounts/{id}/fund`: the HBAR the operator sends the account (up to 8 decimals). */
const FundRequestSchema = z.object({
  amountHbar: z.number().positive().max(1_000_000_000).refine((n) => Math.abs(n * 1e8 - Math.round(n * 1e8)) < 1e-6, 'at most 8 decimals')
}).strict()

/**
 * `POST /admin/accounts/{id}/fund`: the operator sends an existing account HBAR (a CRYPTOTRANSFER it pays for, on the
 * ledger and the mirror like any other): a test's or demo's way to top up a payer. Answers `{ accountId,
 * transactionId, balanceHbar }`.
 */
async function fundAccount (ledger: HederaLedger, accountId: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = await postBody(req, res, FundRequestSchema, 'Invalid body: amountHbar (a positive number of HBAR, at most 8 decimals)')
  if (request === undefined) return
  const account = ledger.state.accounts.get(accountId)
  if (account === undefined) { sendError(res, 404, `No account ${accountId}`); return }
  const amount = BigInt(Math.round(request.amountHbar * 1e8))
  const operator = ledger.state.operator === undefined ? undefined : ledger.state.accounts.get(ledger.state.operator.operatorId)
  if (operator === undefined || operator.balance < amount + BigInt(adminFee(ledger.fees, 'CRYPTOTRANSFER'))) { sendError(res, 409, 'The operator cannot pay that much'); return }
  const transactionId = ledger.fund(accountId, amount)
  if (transactionId === undefined) { sendError(res, 503, 'The ledger cannot be written'); return }
  sendJson(res, 200, { accountId, transactionId, balanceHbar: Number(account.balance) / 1e8 })
}

/**
 * `/admin/faults`: GET reads, POST merges a settings object, DELETE resets. `/admin/accounts`: POST creates an
 * account, `/admin/accounts/{id}/fund`
 * POST sends it HBAR from the operator. Loopback callers only.
 */
export async function handleAdminRequest (faults: Faults, ledger: HederaLedger, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://admin').pathname.replace(/\/+$/, '')
  if (!path.startsWith('/admin')) return false
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) { sendError(res, 403, 'Forbidden'); return true }
  if (path === '/admin/accounts') { await createAccount(ledger, req, res); return true }
  const fund = /^\/admin\/accounts\/(\d+\.\d+\.\d+)\/fund$/.exec(path)
  if (fund !== null) { await fundAccount(ledger, fund[1] as string, req, res); return true }
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

import { z } from 'zod'
import { HCS20_P, MAX_MESSAGE_BYTES } from './codes.js'
import {
  MAX_AMOUNT_DIGITS, MemoSchema, MetadataSchema, NameSchema, TickerSchema, canonicalEntityId, utf8Length
} from './fields.js'

// Operations are already canonical (the API normalised them), so these schemas check, never transform:
// the worker must submit exactly the message the API returned.
const CanonicalAmountSchema = z.string().regex(new RegExp(`^[1-9]\\d{0,${MAX_AMOUNT_DIGITS - 1}}$`), 'Must be a canonical amount >= 1')
const CanonicalAccountSchema = z.string().refine((value) => canonicalEntityId(value) === value, 'Must be a canonical account id')
const CanonicalTickSchema = z.string()
  .refine((value) => TickerSchema.safeParse(value).data === value, 'Must be a valid ticker, trimmed and lowercase')

/** A deploy operation (an HCS-20 message without `p`). */
export const DeployOperationSchema = z.object({
  op: z.literal('deploy'),
  tick: CanonicalTickSchema,
  name: NameSchema,
  max: CanonicalAmountSchema,
  lim: CanonicalAmountSchema.optional(),
  metadata: MetadataSchema.optional(),
  m: MemoSchema.optional()
}).strict().refine((value) => value.lim === undefined || BigInt(value.lim) <= BigInt(value.max), {
  message: 'lim must not exceed max', path: ['lim']
})
/** A deploy operation. */
export type DeployOperation = z.infer<typeof DeployOperationSchema>

/** A mint operation. */
export const MintOperationSchema = z.object({
  op: z.literal('mint'),
  tick: CanonicalTickSchema,
  amt: CanonicalAmountSchema,
  to: CanonicalAccountSchema,
  m: MemoSchema.optional()
}).strict()
/** A mint operation. */
export type MintOperation = z.infer<typeof MintOperationSchema>

/** A transfer operation. */
export const TransferOperationSchema = z.object({
  op: z.literal('transfer'),
  tick: CanonicalTickSchema,
  amt: CanonicalAmountSchema,
  from: CanonicalAccountSchema,
  to: CanonicalAccountSchema,
  m: MemoSchema.optional()
}).strict()
/** A transfer operation. */
export type TransferOperation = z.infer<typeof TransferOperationSchema>

/** A burn operation. */
export const BurnOperationSchema = z.object({
  op: z.literal('burn'),
  tick: CanonicalTickSchema,
  amt: CanonicalAmountSchema,
  from: CanonicalAccountSchema,
  m: MemoSchema.optional()
}).strict()
/** A burn operation. */
export type BurnOperation = z.infer<typeof BurnOperationSchema>

/**
 * An HCS-20 operation this service emits: the message without `p`, all numbers canonical strings,
 * discriminated on `op`.
 */
export const OperationSchema = z.discriminatedUnion('op', [
  DeployOperationSchema, MintOperationSchema, TransferOperationSchema, BurnOperationSchema
])
/** An HCS-20 operation (deploy, mint, transfer, burn). */
export type Operation = z.infer<typeof OperationSchema>
/** The `op` of an {@link Operation}. */
export type OperationKind = Operation['op']

/** The operations the service emits. */
export const OPERATION_KINDS = ['deploy', 'mint', 'transfer', 'burn'] as const satisfies readonly OperationKind[]

/**
 * The exact HCS-20 JSON text for an operation: keys in the reference builders' order
 * (p, op, name, tick, max, lim, metadata, amt, from, to, m), absent keys omitted, never `null`.
 */
export function buildMessage (operation: Operation): string {
  // written out field by field (no intermediate object: the api builds one per operation of a batch); each value
  // is escaped by JSON.stringify, so the text is what JSON.stringify of the object in this key order gives
  let out = `{"p":"${HCS20_P}","op":${JSON.stringify(operation.op)}`
  const put = (key: string, value: string | undefined): void => {
    if (value !== undefined) out += `,"${key}":${JSON.stringify(value)}`
  }
  switch (operation.op) {
    case 'deploy':
      put('name', operation.name)
      put('tick', operation.tick)
      put('max', operation.max)
      put('lim', operation.lim)
      put('metadata', operation.metadata)
      break
    case 'mint':
      put('tick', operation.tick)
      put('amt', operation.amt)
      put('to', operation.to)
      break
    case 'transfer':
      put('tick', operation.tick)
      put('amt', operation.amt)
      put('from', operation.from)
      put('to', operation.to)
      break
    case 'burn':
      put('tick', operation.tick)
      put('amt', operation.amt)
      put('from', operation.from)
      break
  }
  put('m', operation.m)
  return `${out}}`
}

/**
 * A registry listing this service emits (`register` on the HCS-20 registry topic): a public topic of ours, under a
 * name. Canonical like an {@link Operation}: name, metadata and memo trimmed, `t_id` a canonical topic id.
 */
export interface RegisterListing {
  name: string
  /** The listed topic. */
  t_id: string
  metadata?: string
  m?: string
}

/** The ops a job record may carry: the four operations and a registry listing. */
export const JOB_OPS = [...OPERATION_KINDS, 'register'] as const

/**
 * The exact HCS-20 `register` JSON for a listing, keys in the standard's order (p, op, name, metadata, private,
 * t_id, m), absent keys omitted. `private` is always false: the service lists only public topics.
 */
export function buildRegisterMessage (listing: RegisterListing): string {
  let out = `{"p":"${HCS20_P}","op":"register","name":${JSON.stringify(listing.name)}`
  if (listing.metadata !== undefined) out += `,"metadata":${JSON.stringify(listing.metadata)}`
  out += `,"private":false,"t_id":${JSON.stringify(listing.t_id)}`
  if (listing.m !== undefined) out += `,"m":${JSON.stringify(listing.m)}`
  return `${out}}`
}

/** Size of a message in UTF-8 bytes (what HCS counts). */
export function messageBytes (json: string): number {
  return utf8Length(json)
}

/** Result of {@link checkMessageSize}. */
export type MessageSizeCheck = { ok: true } | { ok: false, bytes: number }

/** Whether a message fits one HCS chunk ({@link MAX_MESSAGE_BYTES}); otherwise the API answers `MESSAGE_TOO_LARGE`. */
export function checkMessageSize (json: string): MessageSizeCheck {
  const bytes = messageBytes(json)
  return bytes <= MAX_MESSAGE_BYTES ? { ok: true } : { ok: false, bytes }
}

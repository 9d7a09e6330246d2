import { proto } from '@hashgraph/proto'

/** An int64 as protobufjs hands it over: a Long (anything with toString) or a number. */
export type Int64 = { toString: () => string } | number | string | null | undefined

export type EntityId = readonly [number, number, number]

/** The int64 type the generated typings declare (the `long` package's Long). */
export type ProtoLong = NonNullable<proto.ITimestamp['seconds']>

/**
 * protobufjs encodes a plain number into an int64 field just as well as a Long; the generated
 * typings only declare Long, and this package does not depend on `long` itself.
 */
export function long (n: number | bigint): ProtoLong {
  if (typeof n === 'bigint' && (n > BigInt(Number.MAX_SAFE_INTEGER) || n < -BigInt(Number.MAX_SAFE_INTEGER))) {
    return n.toString() as unknown as ProtoLong
  }
  return Number(n) as unknown as ProtoLong
}

export function toNumber (v: Int64): number {
  return v == null ? 0 : Number(v.toString())
}

export function toBigInt (v: Int64): bigint {
  return v == null ? 0n : BigInt(v.toString())
}

export function entityString (id: EntityId): string {
  return `${id[0]}.${id[1]}.${id[2]}`
}

export function parseEntity (s: string): EntityId | undefined {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,15})$/.exec(s)
  if (m === null) return undefined
  return [Number(m[1]), Number(m[2]), Number(m[3])]
}

export function fromProtoAccount (a: proto.IAccountID | null | undefined): EntityId | undefined {
  if (a == null) return undefined
  return [toNumber(a.shardNum), toNumber(a.realmNum), toNumber(a.accountNum)]
}

export function fromProtoTopic (t: proto.ITopicID | null | undefined): EntityId | undefined {
  if (t == null) return undefined
  return [toNumber(t.shardNum), toNumber(t.realmNum), toNumber(t.topicNum)]
}

export function toProtoAccount (id: EntityId): proto.IAccountID {
  return { shardNum: long(id[0]), realmNum: long(id[1]), accountNum: long(id[2]) }
}

export function toProtoTopic (id: EntityId): proto.ITopicID {
  return { shardNum: long(id[0]), realmNum: long(id[1]), topicNum: long(id[2]) }
}

export function sameEntity (a: EntityId | undefined, b: EntityId | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1] && a[2] === b[2]
}

const NS = 1_000_000_000n

export function timestampToNs (t: proto.ITimestamp | null | undefined): bigint {
  if (t == null) return 0n
  return toBigInt(t.seconds) * NS + BigInt(t.nanos ?? 0)
}

export function nsToTimestamp (ns: bigint): proto.ITimestamp {
  return { seconds: long(ns / NS), nanos: Number(ns % NS) }
}

/** `seconds.nanos` with 9 nanosecond digits, as the mirror node writes timestamps. */
export function nsToMirror (ns: bigint): string {
  return `${ns / NS}.${(ns % NS).toString().padStart(9, '0')}`
}

/** Parses `seconds` or `seconds.nanos` (up to 9 digits); undefined when malformed. */
export function mirrorToNs (s: string): bigint | undefined {
  const m = /^(\d{1,19})(?:\.(\d{1,9}))?$/.exec(s)
  if (m === null) return undefined
  return BigInt(m[1] ?? '0') * NS + BigInt((m[2] ?? '').padEnd(9, '0') || '0')
}

const WALL_START_NS = BigInt(Date.now()) * 1_000_000n
const MONO_START_NS = process.hrtime.bigint()

/** Wall-clock time with nanosecond resolution (monotonic after start). */
export function nowNs (): bigint {
  return WALL_START_NS + (process.hrtime.bigint() - MONO_START_NS)
}

export interface TxId {
  payer: EntityId
  validStartNs: bigint
  nonce: number
  scheduled: boolean
}

export function fromProtoTxId (t: proto.ITransactionID | null | undefined): TxId | undefined {
  const payer = fromProtoAccount(t?.accountID)
  if (t == null || payer === undefined || t.transactionValidStart == null) return undefined
  return { payer, validStartNs: timestampToNs(t.transactionValidStart), nonce: t.nonce ?? 0, scheduled: t.scheduled === true }
}

export function toProtoTxId (t: TxId): proto.ITransactionID {
  return {
    accountID: toProtoAccount(t.payer),
    transactionValidStart: nsToTimestamp(t.validStartNs),
    ...(t.nonce !== 0 ? { nonce: t.nonce } : {}),
    ...(t.scheduled ? { scheduled: true } : {})
  }
}

/** The SDK's `TransactionId.toString()` form, `0.0.2@1700000000.000000001`: our map key. */
export function txIdKey (t: TxId): string {
  const base = `${entityString(t.payer)}@${nsToMirror(t.validStartNs)}`
  return t.nonce !== 0 ? `${base}/${t.nonce}` : base
}

/** The mirror node's form, `0.0.2-1700000000-000000001`. */
export function txIdMirror (t: TxId): string {
  const [s, n] = nsToMirror(t.validStartNs).split('.')
  return `${entityString(t.payer)}-${s ?? '0'}-${n ?? '0'}`
}

/** Accepts `0.0.2-1700000000-000000001` and `0.0.2@1700000000.000000001`. */
export function parseTxIdString (s: string): TxId | undefined {
  const m = /^(\d+\.\d+\.\d+)[-@](\d{1,19})[-.](\d{1,9})$/.exec(s)
  if (m === null) return undefined
  const payer = parseEntity(m[1] ?? '')
  if (payer === undefined) return undefined
  return { payer, validStartNs: BigInt(m[2] ?? '0') * NS + BigInt(m[3] ?? '0'), nonce: 0, scheduled: false }
}

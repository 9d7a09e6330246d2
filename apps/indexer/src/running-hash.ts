import { createHash } from 'node:crypto'

/** The running hash of a topic before its first message: 48 zero bytes. */
export const INITIAL_RUNNING_HASH = new Uint8Array(48)

export const RUNNING_HASH_VERSION = 3

export interface RunningHashInput {
  previousRunningHash: Uint8Array
  topicId: string
  payerAccountId: string
  consensusTimestamp: string
  sequenceNumber: number | bigint
  message: Uint8Array
}

// Java ObjectOutputStream framing, as the consensus node writes it.
const STREAM_HEADER = Buffer.from('aced0005', 'hex')
const BYTE_ARRAY_CLASS_DESC = Buffer.from('757200025b42acf317f8060854e0020000787000000030', 'hex')
const BLOCK_DATA_HEADER = Buffer.from('774c', 'hex')
const BYTE_ARRAY_BACKREF = Buffer.from('7571007e000000000030', 'hex')

function parseEntityId (id: string): [bigint, bigint, bigint] {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(id)
  if (m === null) throw new Error(`invalid entity id: ${id}`)
  return [BigInt(m[1] ?? ''), BigInt(m[2] ?? ''), BigInt(m[3] ?? '')]
}

function parseTimestamp (ts: string): [bigint, number] {
  const m = /^(\d+)\.(\d{1,9})$/.exec(ts)
  if (m === null) throw new Error(`invalid consensus timestamp: ${ts}`)
  return [BigInt(m[1] ?? ''), Number((m[2] ?? '').padEnd(9, '0'))]
}

/** HCS running hash version 3: SHA-384 over the Java-serialized fields (215 bytes). */
export function computeRunningHash (input: RunningHashInput): Uint8Array {
  if (input.previousRunningHash.length !== 48) throw new Error('previous running hash must be 48 bytes')
  const block = Buffer.alloc(76)
  const [payerShard, payerRealm, payerNum] = parseEntityId(input.payerAccountId)
  const [topicShard, topicRealm, topicNum] = parseEntityId(input.topicId)
  const [seconds, nanos] = parseTimestamp(input.consensusTimestamp)
  let o = 0
  for (const v of [BigInt(RUNNING_HASH_VERSION), payerShard, payerRealm, payerNum, topicShard, topicRealm, topicNum, seconds]) {
    block.writeBigInt64BE(v, o)
    o += 8
  }
  block.writeInt32BE(nanos, o)
  o += 4
  block.writeBigInt64BE(BigInt(input.sequenceNumber), o)
  const messageHash = createHash('sha384').update(input.message).digest()
  const hash = createHash('sha384')
  for (const part of [STREAM_HEADER, BYTE_ARRAY_CLASS_DESC, input.previousRunningHash, BLOCK_DATA_HEADER, block, BYTE_ARRAY_BACKREF, messageHash]) {
    hash.update(part)
  }
  return new Uint8Array(hash.digest())
}

import { createHash } from 'node:crypto'

// The HCS running hash (version 3), as the consensus node computes it and the mirror serves it: the emulator
// produces it, the indexer checks every message against it. One implementation for both.

export const RUNNING_HASH_VERSION = 3

/** A topic's running hash before its first message: 48 zero bytes. Never write into it. */
export const INITIAL_RUNNING_HASH: Buffer = Buffer.alloc(48)

/** An entity id as its three numbers, `[shard, realm, num]`. */
export type EntityNumbers = readonly [number | bigint, number | bigint, number | bigint]

/** Inputs of one running-hash step. */
export interface RunningHashInput {
  /** The topic's running hash before this message (48 bytes). */
  previous: Uint8Array
  payer: EntityNumbers
  topic: EntityNumbers
  consensusSeconds: bigint
  consensusNanos: number
  sequenceNumber: bigint | number
  message: Uint8Array
}

/** `shard.realm.num` → its numbers; throws on anything else. */
export function entityNumbers (id: string): [bigint, bigint, bigint] {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(id)
  if (m === null) throw new Error(`invalid entity id: ${id}`)
  return [BigInt(m[1] as string), BigInt(m[2] as string), BigInt(m[3] as string)]
}

/** A mirror consensus timestamp (`seconds.nanos`) → its seconds and nanoseconds; throws on anything else. */
export function consensusTimestampParts (timestamp: string): { seconds: bigint, nanos: number } {
  const m = /^(\d+)\.(\d{1,9})$/.exec(timestamp)
  if (m === null) throw new Error(`invalid consensus timestamp: ${timestamp}`)
  return { seconds: BigInt(m[1] as string), nanos: Number((m[2] as string).padEnd(9, '0')) }
}

// Java ObjectOutputStream framing: the node hashes a serialized stream, not a plain concatenation.
const STREAM_HEADER = Buffer.from('aced0005', 'hex')
// byte[] class descriptor, then the array length (48)
const BYTE_ARRAY_OF_48 = Buffer.from('757200025b42acf317f8060854e0020000787000000030', 'hex')
// block data of 76 bytes: the fields below
const BLOCK_DATA_76 = Buffer.from('774c', 'hex')
// a second byte[] (back reference to the class), length 48
const BYTE_ARRAY_REF_OF_48 = Buffer.from('7571007e000000000030', 'hex')

/** The version 3 running hash of a topic after one more message: SHA-384 over 215 serialized bytes. */
export function computeRunningHash (input: RunningHashInput): Buffer {
  if (input.previous.length !== 48) throw new Error('previous running hash must be 48 bytes')
  const block = Buffer.alloc(76)
  let o = 0
  for (const v of [RUNNING_HASH_VERSION, ...input.payer, ...input.topic, input.consensusSeconds]) {
    block.writeBigInt64BE(BigInt(v), o)
    o += 8
  }
  block.writeInt32BE(input.consensusNanos, o)
  block.writeBigInt64BE(BigInt(input.sequenceNumber), o + 4)
  const messageHash = createHash('sha384').update(input.message).digest()
  return createHash('sha384')
    .update(STREAM_HEADER)
    .update(BYTE_ARRAY_OF_48)
    .update(input.previous)
    .update(BLOCK_DATA_76)
    .update(block)
    .update(BYTE_ARRAY_REF_OF_48)
    .update(messageHash)
    .digest()
}

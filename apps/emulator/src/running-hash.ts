import { createHash } from 'node:crypto'

export const RUNNING_HASH_VERSION = 3
export const EMPTY_RUNNING_HASH = Buffer.alloc(48)

/** Inputs of one running-hash step; ids are `[shard, realm, num]`. */
export interface RunningHashInput {
  previous: Uint8Array
  payer: readonly [number, number, number]
  topic: readonly [number, number, number]
  consensusSeconds: bigint
  consensusNanos: number
  sequenceNumber: bigint
  message: Uint8Array
}

// Java ObjectOutputStream framing: the consensus node hashes a serialized stream, not a plain
// concatenation (hiero-consensus-node ConsensusSubmitMessageHandler).
const STREAM_HEADER = Buffer.from('aced0005', 'hex')
const BYTE_ARRAY_CLASS = Buffer.from('757200025b42acf317f8060854e00200007870', 'hex')
const BLOCK_DATA_76 = Buffer.from('774c', 'hex')
const BYTE_ARRAY_REF = Buffer.from('7571007e0000', 'hex')

function lengthPrefix (n: number): Buffer {
  const b = Buffer.alloc(4)
  b.writeInt32BE(n)
  return b
}

/** The version 3 running hash of a topic after one more message. */
export function computeRunningHash (input: RunningHashInput): Buffer {
  if (input.previous.length !== 48) throw new Error('previous running hash must be 48 bytes')
  const block = Buffer.alloc(76)
  let o = 0
  const i64 = (v: bigint | number): void => { block.writeBigInt64BE(BigInt(v), o); o += 8 }
  i64(RUNNING_HASH_VERSION)
  for (const part of input.payer) i64(part)
  for (const part of input.topic) i64(part)
  i64(input.consensusSeconds)
  block.writeInt32BE(input.consensusNanos, o)
  o += 4
  i64(input.sequenceNumber)
  const messageHash = createHash('sha384').update(input.message).digest()
  return createHash('sha384')
    .update(STREAM_HEADER)
    .update(BYTE_ARRAY_CLASS)
    .update(lengthPrefix(48))
    .update(input.previous)
    .update(BLOCK_DATA_76)
    .update(block)
    .update(BYTE_ARRAY_REF)
    .update(lengthPrefix(48))
    .update(messageHash)
    .digest()
}

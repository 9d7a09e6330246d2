import { proto } from '@hashgraph/proto'
import { INITIAL_RUNNING_HASH } from '@hcs/protocol'
import { mirrorToNs, parseEntity, type EntityId } from '../ids.js'
import { doubled } from './typed-arrays.js'

/** The events the state reads back by record number (store.ts: a file in the data dir, or memory). */
export interface EventLog {
  /** How many events the log holds. */
  readonly size: number
  read: (record: number) => LedgerEvent
}

/** Mirror-node transaction names we produce. */
export type TxName = 'CONSENSUSCREATETOPIC' | 'CONSENSUSSUBMITMESSAGE' | 'CONSENSUSUPDATETOPIC' | 'CONSENSUSDELETETOPIC' | 'CRYPTOCREATEACCOUNT' | 'CRYPTOTRANSFER'

/** What each transaction costs its payer, in tinybars (charged at consensus, checked at precheck). */
export const TX_FEES: Readonly<Record<TxName, number>> = {
  CONSENSUSCREATETOPIC: 110_000_000,
  CONSENSUSSUBMITMESSAGE: 800_000,
  CONSENSUSUPDATETOPIC: 2_000_000,
  CONSENSUSDELETETOPIC: 500_000,
  CRYPTOCREATEACCOUNT: 500_000_000,
  CRYPTOTRANSFER: 800_000
}

/**
 * One transaction that reached consensus, in a JSON-friendly shape: this is both what the
 * append-only log stores and what the mirror node serves. Byte fields are base64.
 */
export interface TxEvent {
  e: 'tx'
  txId: string
  name: TxName
  status: string
  consensus: string
  hash: string
  node: string
  validDuration: number
  maxFee: string
  memo: string
  fee: number
  entity?: string
  topic?: { memo: string, adminKey?: string, submitKey?: string, autoRenewAccount?: string, autoRenewPeriod: number }
  message?: { seq: number, runningHash: string, mirrorRunningHash?: string, data: string, chunk?: { initial: string, number: number, total: number } }
  account?: { key: string, balance: string, memo: string }
  /** CRYPTOTRANSFER: hbar moved, in tinybars (negative: debited), summing to 0; the fee is not among them. */
  transfers?: Array<{ account: string, amount: string }>
}

/** The first line of the log: the genesis operator (its private key is in `operator.key`, not here). */
export interface GenesisEvent {
  e: 'genesis'
  operatorId: string
  operatorPublicKey: string
  /** Random, chosen once per data dir: the network's identity (`local-<genesisId>`). */
  genesisId: string
}

export type LedgerEvent = TxEvent | GenesisEvent

export interface Account {
  id: string
  key: proto.IKey
  balance: bigint
}

/** A topic message as the mirror serves it, read back from the log. */
export interface TopicMessage {
  consensusNs: bigint
  sequenceNumber: number
  event: TxEvent
}

/** Typed arrays grow by doubling from this many entries. */
const INITIAL_CAPACITY = 16

/**
 * A topic's messages, in sequence order (message `i` has sequence number `i + 1`): per message its consensus
 * time and its record number in the log, 12 bytes in typed arrays. The messages themselves stay in the log.
 */
class MessageIndex {
  length = 0
  private consensus = new BigInt64Array(INITIAL_CAPACITY)
  private records = new Uint32Array(INITIAL_CAPACITY)

  push (consensusNs: bigint, record: number): void {
    if (this.length === this.records.length) {
      this.consensus = doubled(this.consensus)
      this.records = doubled(this.records)
    }
    this.consensus[this.length] = consensusNs
    this.records[this.length] = record
    this.length++
  }

  consensusNs (i: number): bigint { return this.consensus[i] ?? 0n }
  record (i: number): number { return this.records[i] ?? 0 }
  /** The index of the first message with a consensus time at or after `ns` (binary search). */
  firstAtOrAfter (ns: bigint): number {
    let lo = 0
    let hi = this.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((this.consensus[mid] ?? 0n) < ns) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Bytes its arrays hold (their capacity). */
  get bytes (): number { return this.consensus.byteLength + this.records.byteLength }
}

/** FNV-1a over the UTF-16 code units: a transaction id's slot in {@link TxIndex}. */
function hashId (id: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/**
 * Transaction id → record number of its event in the log: an open-addressing hash table of two Uint32Arrays
 * (the id's 32-bit hash and the record + 1, 0 marking a free slot), at most three quarters full: 8 bytes a
 * slot, 11 to 21 bytes a transaction. Ids whose hashes collide are told apart by reading their events back.
 */
export class TxIndex {
  size = 0
  private hashes = new Uint32Array(INITIAL_CAPACITY)
  private records = new Uint32Array(INITIAL_CAPACITY)

  /** `hash`: FNV-1a; a test passes a worse one to make ids collide. */
  constructor (private readonly log: EventLog, private readonly hash: (id: string) => number = hashId) {}

  private idOf (record: number): string | undefined {
    const event = this.log.read(record)
    return event.e === 'tx' ? event.txId : undefined
  }

  /** The slot holding `id`, or the free slot where it would go. */
  private slot (id: string, hash: number): number {
    const mask = this.records.length - 1
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const stored = this.records[i] ?? 0
      if (stored === 0) return i
      if (this.hashes[i] === hash && this.idOf(stored - 1) === id) return i
    }
  }

  set (id: string, record: number): void {
    if ((this.size + 1) * 4 > this.records.length * 3) this.grow()
    const hash = this.hash(id) >>> 0
    const i = this.slot(id, hash)
    if (this.records[i] === 0) this.size++
    this.hashes[i] = hash
    this.records[i] = record + 1
  }

  /** The record number of `id`'s event, if any. */
  get (id: string): number | undefined {
    const stored = this.records[this.slot(id, this.hash(id) >>> 0)] ?? 0
    return stored === 0 ? undefined : stored - 1
  }

  private grow (): void {
    const { hashes, records } = this
    this.hashes = new Uint32Array(records.length * 2)
    this.records = new Uint32Array(records.length * 2)
    const mask = this.records.length - 1
    for (let j = 0; j < records.length; j++) {
      const stored = records[j] ?? 0
      if (stored === 0) continue
      const hash = hashes[j] ?? 0
      let i = hash & mask
      while (this.records[i] !== 0) i = (i + 1) & mask
      this.hashes[i] = hash
      this.records[i] = stored
    }
  }

  /** Bytes its arrays hold (their capacity). */
  get bytes (): number { return this.hashes.byteLength + this.records.byteLength }
}

export interface Topic {
  id: string
  entity: EntityId
  memo: string
  adminKey?: proto.IKey
  submitKey?: proto.IKey
  adminKeyB64?: string
  submitKeyB64?: string
  autoRenewAccount?: string
  autoRenewPeriod: number
  createdNs: bigint
  modifiedNs: bigint
  deleted: boolean
  runningHash: Buffer
  sequenceNumber: number
  messages: MessageIndex
}

export interface State {
  /** Where the events are: the state keeps record numbers into it, not events. */
  log: EventLog
  accounts: Map<string, Account>
  topics: Map<string, Topic>
  transactions: TxIndex
  nextEntityNum: number
  lastConsensusNs: bigint
  operator?: GenesisEvent
}

const FIRST_USER_ENTITY = 1001
const NODE_ACCOUNT = '0.0.3'
const GENESIS_BALANCE = 1_000_000_000_000_000n

export function createState (log: EventLog): State {
  return { log, accounts: new Map(), topics: new Map(), transactions: new TxIndex(log), nextEntityNum: FIRST_USER_ENTITY, lastConsensusNs: 0n }
}

export function decodeKey (b64: string): proto.IKey {
  return proto.Key.decode(Buffer.from(b64, 'base64'))
}

export function encodeKey (key: proto.IKey): string {
  return Buffer.from(proto.Key.encode(key).finish()).toString('base64')
}

function claimEntity (state: State, id: string): void {
  const parsed = parseEntity(id)
  if (parsed !== undefined && parsed[2] >= state.nextEntityNum) state.nextEntityNum = parsed[2] + 1
}

/** Applies one log event (record number `record` in `state.log`) to the state; used both live and when replaying the log. */
export function applyEvent (state: State, event: LedgerEvent, record: number): void {
  if (event.e === 'genesis') {
    state.operator = event
    const key = { ed25519: Buffer.from(event.operatorPublicKey, 'hex') }
    state.accounts.set(event.operatorId, { id: event.operatorId, key, balance: GENESIS_BALANCE })
    // The node's own account: the SDK pings a node by asking for its balance.
    state.accounts.set(NODE_ACCOUNT, { id: NODE_ACCOUNT, key, balance: 0n })
    return
  }
  const consensusNs = mirrorToNs(event.consensus) ?? 0n
  if (consensusNs > state.lastConsensusNs) state.lastConsensusNs = consensusNs
  state.transactions.set(event.txId, record)
  chargeFee(state, event)
  if (event.status !== 'SUCCESS') return
  switch (event.name) {
    case 'CONSENSUSCREATETOPIC': applyTopicCreate(state, event, consensusNs); break
    case 'CONSENSUSSUBMITMESSAGE': applyMessage(state, event, consensusNs, record); break
    case 'CONSENSUSUPDATETOPIC': applyTopicUpdate(state, event, consensusNs); break
    case 'CONSENSUSDELETETOPIC': applyTopicDelete(state, event, consensusNs); break
    case 'CRYPTOCREATEACCOUNT': applyAccountCreate(state, event); break
    case 'CRYPTOTRANSFER': applyTransfers(state, event); break
  }
}

/** The payer pays the transaction's fee to the node, whatever its status at consensus (as Hedera charges). */
function chargeFee (state: State, event: TxEvent): void {
  const payer = state.accounts.get(event.txId.split('@')[0] ?? '')
  if (payer === undefined || event.fee <= 0) return
  payer.balance -= BigInt(event.fee)
  const node = state.accounts.get(event.node)
  if (node !== undefined) node.balance += BigInt(event.fee)
}

function applyTopicCreate (state: State, event: TxEvent, consensusNs: bigint): void {
  const t = event.topic
  const id = event.entity
  if (t === undefined || id === undefined) return
  claimEntity(state, id)
  state.topics.set(id, {
    id,
    entity: parseEntity(id) ?? [0, 0, 0],
    memo: t.memo,
    ...(t.adminKey !== undefined ? { adminKey: decodeKey(t.adminKey), adminKeyB64: t.adminKey } : {}),
    ...(t.submitKey !== undefined ? { submitKey: decodeKey(t.submitKey), submitKeyB64: t.submitKey } : {}),
    ...(t.autoRenewAccount !== undefined ? { autoRenewAccount: t.autoRenewAccount } : {}),
    autoRenewPeriod: t.autoRenewPeriod,
    createdNs: consensusNs,
    modifiedNs: consensusNs,
    deleted: false,
    runningHash: INITIAL_RUNNING_HASH,
    sequenceNumber: 0,
    messages: new MessageIndex()
  })
}

function applyMessage (state: State, event: TxEvent, consensusNs: bigint, record: number): void {
  const topic = event.entity !== undefined ? state.topics.get(event.entity) : undefined
  const m = event.message
  if (topic === undefined || m === undefined) return
  topic.sequenceNumber = m.seq
  topic.runningHash = Buffer.from(m.runningHash, 'base64')
  topic.messages.push(consensusNs, record)
}

function applyTopicUpdate (state: State, event: TxEvent, consensusNs: bigint): void {
  const topic = event.entity !== undefined ? state.topics.get(event.entity) : undefined
  const t = event.topic
  if (topic === undefined || t === undefined) return
  topic.memo = t.memo
  topic.autoRenewPeriod = t.autoRenewPeriod
  topic.modifiedNs = consensusNs
  if (t.autoRenewAccount !== undefined) topic.autoRenewAccount = t.autoRenewAccount
  else delete topic.autoRenewAccount
  if (t.adminKey !== undefined) Object.assign(topic, { adminKey: decodeKey(t.adminKey), adminKeyB64: t.adminKey })
  else { delete topic.adminKey; delete topic.adminKeyB64 }
  if (t.submitKey !== undefined) Object.assign(topic, { submitKey: decodeKey(t.submitKey), submitKeyB64: t.submitKey })
  else { delete topic.submitKey; delete topic.submitKeyB64 }
}

function applyTopicDelete (state: State, event: TxEvent, consensusNs: bigint): void {
  const topic = event.entity !== undefined ? state.topics.get(event.entity) : undefined
  if (topic === undefined) return
  topic.deleted = true
  topic.modifiedNs = consensusNs
}

function applyAccountCreate (state: State, event: TxEvent): void {
  const a = event.account
  const id = event.entity
  if (a === undefined || id === undefined) return
  claimEntity(state, id)
  state.accounts.set(id, { id, key: decodeKey(a.key), balance: BigInt(a.balance) })
  const payer = state.accounts.get(event.txId.split('@')[0] ?? '')
  if (payer !== undefined) payer.balance -= BigInt(a.balance)
}

function applyTransfers (state: State, event: TxEvent): void {
  for (const { account, amount } of event.transfers ?? []) {
    const found = state.accounts.get(account)
    if (found !== undefined) found.balance += BigInt(amount)
  }
}

/** The topic's message at index `i` (sequence number `i + 1`), read back from the log. */
export function readMessage (state: State, topic: Topic, i: number): TopicMessage | undefined {
  if (i < 0 || i >= topic.messages.length) return undefined
  const event = state.log.read(topic.messages.record(i))
  if (event.e !== 'tx' || event.message === undefined) return undefined
  return { consensusNs: topic.messages.consensusNs(i), sequenceNumber: event.message.seq, event }
}

/** The event of a transaction id (any status), read back from the log. */
export function readTransaction (state: State, txId: string): TxEvent | undefined {
  const record = state.transactions.get(txId)
  if (record === undefined) return undefined
  const event = state.log.read(record)
  return event.e === 'tx' ? event : undefined
}

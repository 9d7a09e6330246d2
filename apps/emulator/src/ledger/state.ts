import { proto } from '@hashgraph/proto'
import { INITIAL_RUNNING_HASH } from '@hcs/protocol'
import { mirrorToNs, parseEntity, type EntityId } from '../ids.js'
import { TxList } from './tx-list.js'
import { doubled } from './typed-arrays.js'

/** The events the state reads back by record number (store.ts: a file in the data dir, or memory). */
export interface EventLog {
  /** How many events the log holds. */
  readonly size: number
  read: (record: number) => LedgerEvent
}

/** Mirror-node transaction names we produce. */
export type TxName = 'CONSENSUSCREATETOPIC' | 'CONSENSUSSUBMITMESSAGE' | 'CONSENSUSUPDATETOPIC' | 'CONSENSUSDELETETOPIC' | 'CRYPTOCREATEACCOUNT' | 'CRYPTOTRANSFER'

/** Every type, in a fixed order: a type's index here is its code in an account's {@link TxList}. */
export const TX_NAMES: readonly TxName[] = ['CONSENSUSCREATETOPIC', 'CONSENSUSSUBMITMESSAGE', 'CONSENSUSUPDATETOPIC', 'CONSENSUSDELETETOPIC', 'CRYPTOCREATEACCOUNT', 'CRYPTOTRANSFER']

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
  /** `expiry`: consensus seconds at which the topic expires (absent in logs written before it was kept: created + auto-renew period). */
  topic?: { memo: string, adminKey?: string, submitKey?: string, autoRenewAccount?: string, autoRenewPeriod: number, expiry?: number }
  message?: { seq: number, runningHash: string, mirrorRunningHash?: string, data: string, chunk?: { initial: string, number: number, total: number } }
  account?: { key: string, balance: string, memo: string } & Partial<AccountSettings>
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

/** What an account was created with besides its key and balance (the mirror's account shows them). */
interface AccountSettings {
  autoRenewPeriod: number
  receiverSigRequired: boolean
  maxAutoAssociations: number
  declineReward: boolean
  stakedNodeId?: number
  stakedAccountId?: string
}

export interface Account extends AccountSettings {
  id: string
  key: proto.IKey
  balance: bigint
  memo: string
  /** Consensus time of its creation; undefined for the genesis accounts. */
  createdNs?: bigint
  /** The transactions it paid for, took part in a transfer of, or was created by (the node account's: none, it has every one). */
  transactions: TxList
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
  /** Consensus seconds at which it expires. */
  expiry: number
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
/** The node's account: credited every fee, so its transactions are all of them (the mirror lists the log for it). */
export const NODE_ACCOUNT = '0.0.3'
const GENESIS_BALANCE = 1_000_000_000_000_000n
/** Hedera's default auto-renew period for accounts and topics: 90 days. */
export const DEFAULT_AUTO_RENEW_S = 7_776_000

const DEFAULT_SETTINGS: AccountSettings = { autoRenewPeriod: DEFAULT_AUTO_RENEW_S, receiverSigRequired: false, maxAutoAssociations: 0, declineReward: false }

function genesisAccount (id: string, key: proto.IKey, balance: bigint): Account {
  return { id, key, balance, memo: '', ...DEFAULT_SETTINGS, transactions: new TxList() }
}

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
    state.accounts.set(event.operatorId, genesisAccount(event.operatorId, key, GENESIS_BALANCE))
    // The node's own account: the SDK pings a node by asking for its balance.
    state.accounts.set(NODE_ACCOUNT, genesisAccount(NODE_ACCOUNT, key, 0n))
    return
  }
  const consensusNs = mirrorToNs(event.consensus) ?? 0n
  if (consensusNs > state.lastConsensusNs) state.lastConsensusNs = consensusNs
  state.transactions.set(event.txId, record)
  const payer = state.accounts.get(payerOf(event))
  chargeFee(state, event, payer)
  if (event.status === 'SUCCESS') {
    switch (event.name) {
      case 'CONSENSUSCREATETOPIC': applyTopicCreate(state, event, consensusNs); break
      case 'CONSENSUSSUBMITMESSAGE': applyMessage(state, event, consensusNs, record); break
      case 'CONSENSUSUPDATETOPIC': applyTopicUpdate(state, event, consensusNs); break
      case 'CONSENSUSDELETETOPIC': applyTopicDelete(state, event, consensusNs); break
      case 'CRYPTOCREATEACCOUNT': applyAccountCreate(state, event, consensusNs, payer); break
      case 'CRYPTOTRANSFER': applyTransfers(state, event); break
    }
  }
  indexTransaction(state, event, record, payer)
}

/**
 * Lists the transaction under every account it concerns: its payer, the accounts of its transfers, an account it
 * created (the node's account lists none: every transaction pays it).
 */
function indexTransaction (state: State, event: TxEvent, record: number, payer: Account | undefined): void {
  const code = TX_NAMES.indexOf(event.name)
  if (payer !== undefined && payer.id !== NODE_ACCOUNT) payer.transactions.push(record, code)
  if (event.transfers === undefined && event.name !== 'CRYPTOCREATEACCOUNT') return
  const add = (id: string | undefined): void => {
    if (id === undefined || id === NODE_ACCOUNT) return
    state.accounts.get(id)?.transactions.push(record, code)
  }
  for (const { account } of event.transfers ?? []) add(account)
  if (event.name === 'CRYPTOCREATEACCOUNT' && event.status === 'SUCCESS') add(event.entity)
}

/**
 * The hbar the transaction moved, summed per account (negative: debited): the fee from payer to node, an account's
 * initial balance from its creator, the transfers; what records and the mirror list.
 */
export function netTransfers (event: TxEvent): Map<string, bigint> {
  const payer = payerOf(event)
  const sums = new Map<string, bigint>([[payer, -BigInt(event.fee)], [event.node, BigInt(event.fee)]])
  const add = (account: string, amount: bigint): void => { sums.set(account, (sums.get(account) ?? 0n) + amount) }
  if (event.name === 'CRYPTOCREATEACCOUNT' && event.status === 'SUCCESS' && event.account !== undefined && event.entity !== undefined) {
    add(payer, -BigInt(event.account.balance))
    add(event.entity, BigInt(event.account.balance))
  }
  for (const { account, amount } of event.transfers ?? []) add(account, BigInt(amount))
  for (const [account, amount] of sums) if (amount === 0n) sums.delete(account)
  return sums
}

/** The account that paid for the transaction: its id's account. */
function payerOf (event: TxEvent): string {
  const at = event.txId.indexOf('@')
  return at < 0 ? event.txId : event.txId.slice(0, at)
}

/** The payer pays the transaction's fee to the node, whatever its status at consensus (as Hedera charges). */
function chargeFee (state: State, event: TxEvent, payer: Account | undefined): void {
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
    expiry: t.expiry ?? Number(consensusNs / 1_000_000_000n) + t.autoRenewPeriod,
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
  if (t.expiry !== undefined) topic.expiry = t.expiry
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

function applyAccountCreate (state: State, event: TxEvent, consensusNs: bigint, payer: Account | undefined): void {
  const a = event.account
  const id = event.entity
  if (a === undefined || id === undefined) return
  claimEntity(state, id)
  const { key, balance, memo, ...settings } = a
  state.accounts.set(id, { id, key: decodeKey(key), balance: BigInt(balance), memo, ...DEFAULT_SETTINGS, ...settings, createdNs: consensusNs, transactions: new TxList() })
  if (payer !== undefined) payer.balance -= BigInt(balance)
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

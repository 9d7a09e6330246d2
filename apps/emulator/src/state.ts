import { proto } from '@hashgraph/proto'
import { INITIAL_RUNNING_HASH } from '@hcs/protocol'
import { mirrorToNs, parseEntity, type EntityId } from './ids.js'

/** Mirror-node transaction names we produce. */
export type TxName = 'CONSENSUSCREATETOPIC' | 'CONSENSUSSUBMITMESSAGE' | 'CONSENSUSUPDATETOPIC' | 'CONSENSUSDELETETOPIC' | 'CRYPTOCREATEACCOUNT'

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
}

/** The first line of the log: the genesis operator (its private key is in `operator.key`, not here). */
export interface GenesisEvent {
  e: 'genesis'
  operatorId: string
  /** Only in logs written before the key file existed. */
  operatorKey?: string
  operatorPublicKey: string
  /** Random, chosen once per data dir (absent in logs written before it existed). */
  genesisId?: string
}

export type LedgerEvent = TxEvent | GenesisEvent

interface Account {
  id: string
  key: proto.IKey
  balance: bigint
}

export interface TopicMessage {
  consensusNs: bigint
  sequenceNumber: number
  event: TxEvent
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
  messages: TopicMessage[]
}

export interface State {
  accounts: Map<string, Account>
  topics: Map<string, Topic>
  transactions: Map<string, TxEvent>
  nextEntityNum: number
  lastConsensusNs: bigint
  operator?: GenesisEvent
}

const FIRST_USER_ENTITY = 1001
const NODE_ACCOUNT = '0.0.3'
const GENESIS_BALANCE = 1_000_000_000_000_000n

export function createState (): State {
  return { accounts: new Map(), topics: new Map(), transactions: new Map(), nextEntityNum: FIRST_USER_ENTITY, lastConsensusNs: 0n }
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

/** Applies one log event to the state; used both live and when replaying the log. */
export function applyEvent (state: State, event: LedgerEvent): void {
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
  state.transactions.set(event.txId, event)
  if (event.status !== 'SUCCESS') return
  switch (event.name) {
    case 'CONSENSUSCREATETOPIC': applyTopicCreate(state, event, consensusNs); break
    case 'CONSENSUSSUBMITMESSAGE': applyMessage(state, event, consensusNs); break
    case 'CONSENSUSUPDATETOPIC': applyTopicUpdate(state, event, consensusNs); break
    case 'CONSENSUSDELETETOPIC': applyTopicDelete(state, event, consensusNs); break
    case 'CRYPTOCREATEACCOUNT': applyAccountCreate(state, event); break
  }
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
    messages: []
  })
}

function applyMessage (state: State, event: TxEvent, consensusNs: bigint): void {
  const topic = event.entity !== undefined ? state.topics.get(event.entity) : undefined
  const m = event.message
  if (topic === undefined || m === undefined) return
  topic.sequenceNumber = m.seq
  topic.runningHash = Buffer.from(m.runningHash, 'base64')
  topic.messages.push({ consensusNs, sequenceNumber: m.seq, event })
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

/** The index of the first message with a consensus time at or after `ns` (binary search). */
export function firstMessageAtOrAfter (topic: Topic, ns: bigint): number {
  let lo = 0
  let hi = topic.messages.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((topic.messages[mid]?.consensusNs ?? 0n) < ns) lo = mid + 1
    else hi = mid
  }
  return lo
}

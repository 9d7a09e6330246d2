import { proto } from '@hashgraph/proto'
import type { Account, Topic, TopicMessage, TxEvent } from '../ledger/state.js'
import { decodeKey } from '../ledger/state.js'
import { nsToMirror, parseTxIdString, txIdMirror } from '../ids.js'

interface MirrorKey { _type: string, key: string }

/** A key as the mirror node shows it: primitive keys by type, anything else protobuf-encoded. */
function mirrorKey (b64: string | undefined): MirrorKey | null {
  if (b64 === undefined) return null
  return mirrorKeyOf(decodeKey(b64))
}

function mirrorKeyOf (key: proto.IKey): MirrorKey {
  if (key.ed25519 != null) return { _type: 'ED25519', key: Buffer.from(key.ed25519).toString('hex') }
  if (key.ECDSASecp256k1 != null) return { _type: 'ECDSA_SECP256K1', key: Buffer.from(key.ECDSASecp256k1).toString('hex') }
  return { _type: 'ProtobufEncoded', key: Buffer.from(proto.Key.encode(key).finish()).toString('hex') }
}

export function topicJson (topic: Topic): Record<string, unknown> {
  const created = nsToMirror(topic.createdNs)
  return {
    admin_key: mirrorKey(topic.adminKeyB64),
    auto_renew_account: topic.autoRenewAccount ?? null,
    auto_renew_period: topic.autoRenewPeriod,
    created_timestamp: created,
    custom_fees: { created_timestamp: created, fixed_fees: [] },
    deleted: topic.deleted,
    fee_exempt_key_list: [],
    fee_schedule_key: null,
    memo: topic.memo,
    submit_key: mirrorKey(topic.submitKeyB64),
    timestamp: { from: nsToMirror(topic.modifiedNs), to: null },
    topic_id: topic.id
  }
}

/** `omitInitialTransactionId`: serve `chunk_info` without it (the field is optional in the mirror's OpenAPI). */
export function messageJson (topic: Topic, m: TopicMessage, encoding: 'base64' | 'utf-8', omitInitialTransactionId = false): Record<string, unknown> {
  const msg = m.event.message
  const data = Buffer.from(msg?.data ?? '', 'base64')
  const initial = msg?.chunk !== undefined ? parseTxIdString(msg.chunk.initial) : undefined
  return {
    chunk_info: msg?.chunk !== undefined && initial !== undefined
      ? {
          ...(omitInitialTransactionId
            ? {}
            : {
                initial_transaction_id: {
                  account_id: msg.chunk.initial.split('@')[0],
                  nonce: 0,
                  scheduled: false,
                  transaction_valid_start: nsToMirror(initial.validStartNs)
                }
              }),
          number: msg.chunk.number,
          total: msg.chunk.total
        }
      : null,
    consensus_timestamp: nsToMirror(m.consensusNs),
    message: encoding === 'utf-8' ? data.toString('utf8') : data.toString('base64'),
    payer_account_id: m.event.txId.split('@')[0],
    running_hash: msg?.mirrorRunningHash ?? msg?.runningHash ?? '',
    running_hash_version: 3,
    sequence_number: m.sequenceNumber,
    topic_id: topic.id
  }
}

/** The fee (payer to node) and any hbar the transaction moved, one entry per account as the mirror sums them. */
function transfersJson (event: TxEvent, payer: string): Array<{ account: string, amount: number, is_approval: boolean }> {
  const sums = new Map<string, bigint>([[event.node, BigInt(event.fee)], [payer, -BigInt(event.fee)]])
  for (const { account, amount } of event.transfers ?? []) sums.set(account, (sums.get(account) ?? 0n) + BigInt(amount))
  return [...sums].map(([account, amount]) => ({ account, amount: Number(amount), is_approval: false }))
}

export function transactionJson (event: TxEvent): Record<string, unknown> {
  const txId = parseTxIdString(event.txId.split('/')[0] ?? '')
  const payer = event.txId.split('@')[0] ?? ''
  return {
    batch_key: null,
    bytes: null,
    charged_tx_fee: event.fee,
    consensus_timestamp: event.consensus,
    entity_id: event.entity ?? null,
    max_custom_fees: [],
    max_fee: event.maxFee,
    memo_base64: Buffer.from(event.memo, 'utf8').toString('base64'),
    name: event.name,
    nft_transfers: [],
    node: event.node,
    nonce: 0,
    parent_consensus_timestamp: null,
    result: event.status,
    scheduled: false,
    staking_reward_transfers: [],
    token_transfers: [],
    transaction_hash: event.hash,
    transaction_id: txId !== undefined ? txIdMirror(txId) : event.txId,
    transfers: transfersJson(event, payer),
    valid_duration_seconds: String(event.validDuration),
    valid_start_timestamp: txId !== undefined ? nsToMirror(txId.validStartNs) : null
  }
}

/** `GET /api/v1/accounts/{id}`: the fields of the mirror node's account that a wallet or a verifier reads. */
export function accountJson (account: Account, timestampNs: bigint): Record<string, unknown> {
  return {
    account: account.id,
    alias: null,
    balance: { balance: Number(account.balance), timestamp: nsToMirror(timestampNs), tokens: [] },
    deleted: false,
    evm_address: null,
    key: mirrorKeyOf(account.key),
    memo: '',
    receiver_sig_required: false
  }
}

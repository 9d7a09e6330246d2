import { proto } from '@hashgraph/proto'
import type { Account, Topic, TopicMessage, TxEvent } from '../ledger/state.js'
import { decodeKey, netTransfers } from '../ledger/state.js'
import { nsToMirror, parseEntity, parseTxIdString, txIdMirror } from '../ids.js'

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

/** The hbar the transaction moved, one entry per account as the mirror sums them (the fee from payer to node among them). */
function transfersJson (event: TxEvent): Array<{ account: string, amount: number, is_approval: boolean }> {
  return [...netTransfers(event)].map(([account, amount]) => ({ account, amount: Number(amount), is_approval: false }))
}

export function transactionJson (event: TxEvent): Record<string, unknown> {
  const txId = parseTxIdString(event.txId.split('/')[0] ?? '')
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
    transfers: transfersJson(event),
    valid_duration_seconds: String(event.validDuration),
    valid_start_timestamp: txId !== undefined ? nsToMirror(txId.validStartNs) : null
  }
}

/** An account's EVM address without an alias: its entity number, "long-zero" (4 bytes shard, 8 realm, 8 number). */
function longZeroAddress (id: string): string | null {
  const entity = parseEntity(id)
  if (entity === undefined) return null
  return '0x' + entity[0].toString(16).padStart(8, '0') + entity[1].toString(16).padStart(16, '0') + entity[2].toString(16).padStart(16, '0')
}

/**
 * `GET /api/v1/accounts/{id}` without its `transactions` and `links`: every field the mirror node's OpenAPI requires
 * of an account, from the ledger's state (the genesis accounts have no creation time, so no expiry either).
 */
export function accountJson (account: Account, timestampNs: bigint): Record<string, unknown> {
  const created = account.createdNs
  const staked = account.stakedNodeId !== undefined || account.stakedAccountId !== undefined
  return {
    account: account.id,
    alias: null,
    auto_renew_period: account.autoRenewPeriod,
    balance: { balance: Number(account.balance), timestamp: nsToMirror(timestampNs), tokens: [] },
    created_timestamp: created !== undefined ? nsToMirror(created) : null,
    decline_reward: account.declineReward,
    deleted: false,
    ethereum_nonce: 0,
    evm_address: longZeroAddress(account.id),
    expiry_timestamp: created !== undefined ? nsToMirror(created + BigInt(account.autoRenewPeriod) * 1_000_000_000n) : null,
    key: mirrorKeyOf(account.key),
    max_automatic_token_associations: account.maxAutoAssociations,
    memo: account.memo,
    pending_reward: 0,
    receiver_sig_required: account.receiverSigRequired,
    staked_account_id: account.stakedAccountId ?? null,
    staked_node_id: account.stakedNodeId ?? null,
    // staking periods are UTC days: the one the account was created in, when it stakes
    stake_period_start: staked && created !== undefined ? nsToMirror(created / DAY_NS * DAY_NS) : null
  }
}

const DAY_NS = 86_400_000_000_000n

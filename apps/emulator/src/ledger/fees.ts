import type { TxName } from './state.js'

/**
 * The emulated network's fees, in the shape of Hedera's simple fee schedule (HIP-1261, system file 0.0.113): USD in
 * tinycents (10^10 a dollar), a node fee of a base plus extras for bytes and signatures past the ones included, a
 * network fee that is a multiple of the node fee, and a service fee per transaction type. Charged in tinybars at the
 * exchange rate the mirror serves (`GET /api/v1/network/exchangerate`). ADR 051 says where the figures come from.
 */

/** HBAR's price as Hedera writes it: `centEquivalent` US cents buy `hbarEquivalent` HBAR. */
export interface ExchangeRate {
  hbarEquivalent: number
  centEquivalent: number
}

/** A paid query's name in the fee schedule; receipts and balances are free. */
export type QueryName = 'ConsensusGetTopicInfo' | 'CryptoGetInfo' | 'TransactionGetRecord'

/** What a transaction's fee depends on besides its type: its size on the wire and how many signatures it carries. */
interface TxSize {
  /** Bytes of the signed `Transaction` the node received. */
  bytes: number
  signatures: number
}

export interface Fees {
  readonly rate: ExchangeRate
  /** The fee of a transaction, in tinybars: checked at precheck against its max fee and its payer's balance, charged at consensus. */
  transaction: (name: TxName, size: TxSize) => number
  /** What a paid query costs, in tinybars (its COST_ANSWER; the payment's transfer to the node must cover it). */
  query: (name: QueryName) => number
}

const TINYCENTS_PER_USD = 10_000_000_000n

/** 1 USD in tinycents, as a bigint (fractions of a dollar below are written as tinycents directly). */
const usd = (dollars: number): bigint => BigInt(Math.round(dollars * Number(TINYCENTS_PER_USD)))

/** The node fee: the same for every transaction. */
const NODE_BASE = usd(0.00001)
const INCLUDED_BYTES = 1024
const INCLUDED_SIGNATURES = 1
/** Per byte past the included ones (HIP-1261's `ProcessingBytes` extra). */
const PER_BYTE = 10_000n
/** Per signature past the included one (`Signatures`). */
const PER_SIGNATURE = 100_000n
/** The network fee is the node fee times this. */
const NETWORK_MULTIPLIER = 9n

/**
 * Each type's total for a transaction within the included bytes and signatures, from Hedera's published mainnet fee
 * table (docs.hedera.com, networks/mainnet/fees; ConsensusSubmitMessage at $0.0008 since the v0.69 release, January
 * 2026); the service fee is that total less the node and network fees.
 */
const BASE_TOTAL: Readonly<Record<TxName, bigint>> = {
  CONSENSUSCREATETOPIC: usd(0.01),
  CONSENSUSUPDATETOPIC: usd(0.00022),
  CONSENSUSDELETETOPIC: usd(0.005),
  CONSENSUSSUBMITMESSAGE: usd(0.0008),
  CRYPTOCREATEACCOUNT: usd(0.05),
  CRYPTOTRANSFER: usd(0.0001)
}

const QUERY_TOTAL: Readonly<Record<QueryName, bigint>> = {
  ConsensusGetTopicInfo: usd(0.0001),
  CryptoGetInfo: usd(0.0001),
  TransactionGetRecord: usd(0.0001)
}

/** HBAR at $0.10: 30,000 HBAR for 300,000 cents, in the mirror node's terms. */
export const DEFAULT_EXCHANGE_RATE: ExchangeRate = { hbarEquivalent: 30_000, centEquivalent: 300_000 }

/** The rate for an HBAR price in USD, with the mirror node's usual 30,000 HBAR. */
export function exchangeRateForUsd (usdPerHbar: number): ExchangeRate {
  return { hbarEquivalent: 30_000, centEquivalent: Math.max(1, Math.round(usdPerHbar * 100 * 30_000)) }
}

function nodeFee (size: TxSize): bigint {
  const bytes = BigInt(Math.max(0, size.bytes - INCLUDED_BYTES))
  const signatures = BigInt(Math.max(0, size.signatures - INCLUDED_SIGNATURES))
  return NODE_BASE + bytes * PER_BYTE + signatures * PER_SIGNATURE
}

export function createFees (rate: ExchangeRate = DEFAULT_EXCHANGE_RATE): Fees {
  const hbar = BigInt(rate.hbarEquivalent)
  const cents = BigInt(rate.centEquivalent)
  // tinycents × hbar/cent: the 10^8 of tinycents per cent and of tinybars per HBAR cancel out
  const tinybars = (tinycents: bigint): number => Number(tinycents * hbar / cents)
  const minimalNode = nodeFee({ bytes: 0, signatures: INCLUDED_SIGNATURES })
  return {
    rate,
    transaction (name, size) {
      const node = nodeFee(size)
      const service = BASE_TOTAL[name] - minimalNode * (1n + NETWORK_MULTIPLIER)
      return tinybars(node * (1n + NETWORK_MULTIPLIER) + service)
    },
    query: (name) => tinybars(QUERY_TOTAL[name])
  }
}

/** The rate set as the network publishes it: this hour's rate and the next one's, each with the second it expires. */
export function exchangeRateSet (rate: ExchangeRate, nowNs: bigint): { current: ExchangeRate & { expirationTime: number }, next: ExchangeRate & { expirationTime: number } } {
  // mainnet's rates change on the hour
  const hourEnd = (Number(nowNs / 1_000_000_000n / 3600n) + 1) * 3600
  return { current: { ...rate, expirationTime: hourEnd }, next: { ...rate, expirationTime: hourEnd + 3600 } }
}

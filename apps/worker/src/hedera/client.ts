import { AccountBalanceQuery, AccountId, Client } from '@hashgraph/sdk'
import type { Config } from '../config.js'
import { createKeySigner, parsePrivateKey } from './keys.js'

export type HederaClientConfig = Pick<Config,
'HEDERA_NETWORK' | 'nodes' | 'HEDERA_OPERATOR_ID' | 'HEDERA_OPERATOR_KEY' | 'HEDERA_OPERATOR_KEY_TYPE' |
'HEDERA_MAX_ATTEMPTS' | 'HEDERA_REQUEST_TIMEOUT_MS'>

// The exact key "127.0.0.1:50211" switches the SDK to its local-node mode (patient retries on one node).
const LOCAL_NETWORK = { '127.0.0.1:50211': '0.0.3' }
const MAX_NODES_PER_TRANSACTION = 3

function baseClient (config: Pick<HederaClientConfig, 'HEDERA_NETWORK' | 'nodes'>): Client {
  switch (config.HEDERA_NETWORK) {
    case 'local':
      return Client.forNetwork(LOCAL_NETWORK, { scheduleNetworkUpdate: false })
    case 'custom':
      if (config.nodes === undefined) throw new Error('HEDERA_NODES is required when HEDERA_NETWORK=custom')
      return Client.forNetwork(config.nodes, { scheduleNetworkUpdate: false })
    default:
      return Client.forName(config.HEDERA_NETWORK, { scheduleNetworkUpdate: false })
  }
}

/** One SDK client per process, with the operator signing through node:crypto for Ed25519 keys. */
export function createHederaClient (config: HederaClientConfig): Client {
  const client = createUnsignedClient(config)
  const operatorId = AccountId.fromString(config.HEDERA_OPERATOR_ID)
  const key = createKeySigner(parsePrivateKey(config.HEDERA_OPERATOR_KEY, config.HEDERA_OPERATOR_KEY_TYPE))
  if (key.signer !== undefined) client.setOperatorWith(operatorId, key.publicKey, key.signer)
  else client.setOperator(operatorId, key.privateKey)
  return client
}

/** About 8 s of attempts at the loopback backoff of 100 ms: what 10 growing backoffs from 100 ms to 1 s span. */
const LOOPBACK_MIN_ATTEMPTS = 80

/**
 * A client of the same network and settings without an operator: it sends holder-signed transactions
 * as they are, where a client with an operator would add the operator's signature.
 */
export function createUnsignedClient (config: Omit<HederaClientConfig, 'HEDERA_OPERATOR_ID' | 'HEDERA_OPERATOR_KEY' | 'HEDERA_OPERATOR_KEY_TYPE'>): Client {
  const client = baseClient(config)
  // The SDK signs once per node it may try: a few nodes keep failover without multiplying signing work.
  if (config.HEDERA_NETWORK !== 'local') client.setMaxNodesPerTransaction(MAX_NODES_PER_TRANSACTION)
  // One gRPC call must end well before the whole request does (the SDK warns otherwise).
  client.setGrpcDeadline(Math.min(10_000, Math.floor(config.HEDERA_REQUEST_TIMEOUT_MS / 2)))
  client.setRequestTimeout(config.HEDERA_REQUEST_TIMEOUT_MS)
  client.setMaxAttempts(config.HEDERA_MAX_ATTEMPTS)
  if (config.HEDERA_NETWORK === 'local' || config.HEDERA_NETWORK === 'custom') {
    // A single local node backed off for 8 s, then 16 s, after one transport error stalls every job; come back fast.
    client.setNodeMaxBackoff(1000)
    client.setNodeMinReadmitPeriod(0)
    client.setMinBackoff(100)
    client.setMaxBackoff(1000)
  }
  // Nodes at a loopback address are a "local node" to the SDK: it waits only its minimum backoff between attempts,
  // never a growing one, so HEDERA_MAX_ATTEMPTS would span a second where a real network's backoff spans several.
  // Attempts enough for the same span keep a few BUSY answers or a lost connection inside the SDK's own retries.
  if (client.isLocalNetwork) client.setMaxAttempts(Math.max(config.HEDERA_MAX_ATTEMPTS, LOOPBACK_MIN_ATTEMPTS))
  return client
}

/** An account's balance in tinybars (AccountBalanceQuery: free, no transaction). */
export async function balanceTinybars (client: Client, accountId: string): Promise<bigint> {
  const balance = await new AccountBalanceQuery().setAccountId(accountId).execute(client)
  return BigInt(balance.hbars.toTinybars().toString())
}

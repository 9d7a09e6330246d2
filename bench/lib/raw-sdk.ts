import { createPrivateKey, sign } from 'node:crypto'
import {
  AccountId, Client, PrivateKey, TopicCreateTransaction, TopicMessageSubmitTransaction, type PublicKey
} from '@hashgraph/sdk'
import type { NetworkInfo } from '../../test/support/stack.js'

type Signer = (message: Uint8Array) => Promise<Uint8Array>

// PKCS#8 DER header of a raw 32-byte Ed25519 private key (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** node:crypto (OpenSSL) Ed25519 signing for an SDK key, as the worker signs. */
export function cryptoSigner (key: PrivateKey): { publicKey: PublicKey, signer: Signer } {
  const keyObject = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, key.toBytesRaw()]), format: 'der', type: 'pkcs8' })
  return { publicKey: key.publicKey, signer: async (message) => sign(null, message, keyObject) }
}

export interface RawSdkResult {
  n: number
  concurrency: number
  seconds: number
  opsPerS: number
  failures: number
}

/**
 * The end-to-end baseline: what a user gets with the SDK alone. One client with the operator signing
 * through node:crypto, `concurrency` loops each submitting a message and awaiting its receipt, on a
 * fresh private topic of its own (so the indexer under test never reads it), signed by its submit key
 * as the worker signs for the stack's private topic. With `receipts: false` each loop only sends (the node's
 * precheck answer, no receipt): what the worker's send costs through the SDK, the floor of the pipeline's CPU.
 */
export async function runRawSdk (
  network: NetworkInfo, n: number, concurrency: number, message: (i: number) => string, options: { receipts?: boolean } = {}
): Promise<RawSdkResult> {
  const receipts = options.receipts ?? true
  const client = Client.forNetwork({ [network.grpcAddress]: network.nodeAccountId }, { scheduleNetworkUpdate: false })
  try {
    const operator = cryptoSigner(PrivateKey.fromStringDer(network.operatorKey))
    client.setOperatorWith(AccountId.fromString(network.operatorId), operator.publicKey, operator.signer)
    // The worker's settings for a local network: quick backoff so a receipt poll does not sleep 250 ms+.
    client.setMinBackoff(100)
    client.setMaxBackoff(1000)
    const submitKey = PrivateKey.generateED25519()
    const submit = cryptoSigner(submitKey)
    const created = await (await new TopicCreateTransaction().setSubmitKey(submitKey.publicKey).execute(client)).getReceipt(client)
    const topicId = created.topicId
    if (topicId === null) throw new Error('raw SDK baseline: topic create gave no topic id')

    let next = 0
    let failures = 0
    const loop = async (): Promise<void> => {
      while (next < n) {
        const i = next++
        try {
          const tx = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(message(i)).freezeWith(client)
          await tx.signWith(submit.publicKey, submit.signer)
          const response = await tx.execute(client)
          if (receipts) await response.getReceipt(client)
        } catch {
          failures++
        }
      }
    }
    const start = performance.now()
    await Promise.all(Array.from({ length: concurrency }, loop))
    const seconds = (performance.now() - start) / 1000
    return { n, concurrency, seconds, opsPerS: (n - failures) / seconds, failures }
  } finally {
    client.close()
  }
}

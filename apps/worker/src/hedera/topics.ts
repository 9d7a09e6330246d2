import {
  KeyList, PrivateKey, PublicKey, TopicCreateTransaction, TopicInfoQuery,
  type Client, type Key
} from '@hashgraph/sdk'
import { createKeySigner, parsePrivateKey, type KeySigner } from './keys.js'
import { fetchReceipt } from './receipt.js'

export interface TopicKeyConfig { topicId: string, submitKey?: string }

/** True when a signature by `publicKey` alone satisfies `key` (a single key, or a key list it completes). */
function keySatisfiedBy (key: Key, publicKey: PublicKey): boolean {
  if (key instanceof PublicKey) return key.equals(publicKey)
  if (key instanceof KeyList) {
    const keys = key.toArray()
    const matched = keys.filter((inner) => keySatisfiedBy(inner, publicKey)).length
    const threshold = key.threshold ?? keys.length
    return matched >= threshold
  }
  return false
}

/**
 * Asks the network (TopicInfoQuery, a small paid query) for each private topic's submit key and throws,
 * naming the topic, when the key configured for it cannot sign. Topics configured without a key are not queried.
 */
export async function checkSubmitKeys (client: Client, topics: readonly TopicKeyConfig[]): Promise<void> {
  for (const topic of topics) {
    if (topic.submitKey === undefined) continue
    const ours = parsePrivateKey(topic.submitKey).publicKey
    const info = await new TopicInfoQuery().setTopicId(topic.topicId).execute(client)
    if (info.submitKey === null) continue
    if (!keySatisfiedBy(info.submitKey, ours)) {
      throw new Error(`topic ${topic.topicId}: the configured submit key cannot sign for it (HCS20_TOPICS)`)
    }
  }
}

/** Parses each configured submit key once; the map never leaves the process. */
export function loadSubmitKeys (topics: readonly TopicKeyConfig[]): Map<string, KeySigner> {
  const keys = new Map<string, KeySigner>()
  for (const topic of topics) {
    if (topic.submitKey === undefined) continue
    try {
      keys.set(topic.topicId, createKeySigner(parsePrivateKey(topic.submitKey)))
    } catch (err) {
      throw new Error(`topic ${topic.topicId}: ${(err as Error).message}`)
    }
  }
  return keys
}

export interface CreatedTopic { topicId: string, submitKey?: string }

/** How long a topic creation's receipt is waited for: consensus, a few seconds on mainnet, and then some. */
const CREATE_RECEIPT_TIMEOUT_MS = 30_000

/** Creates a topic; with `private`, under a fresh Ed25519 submit key returned as DER hex. */
export async function createTopic (client: Client, options: { private?: boolean, memo?: string } = {}): Promise<CreatedTopic> {
  const tx = new TopicCreateTransaction()
  if (options.memo !== undefined) tx.setTopicMemo(options.memo)
  let submitKey: PrivateKey | undefined
  if (options.private === true) {
    submitKey = PrivateKey.generateED25519()
    tx.setSubmitKey(submitKey.publicKey)
  }
  const response = await tx.execute(client)
  const receipt = await fetchReceipt(client, response.transactionId, CREATE_RECEIPT_TIMEOUT_MS)
  if (receipt.topicId === null) throw new Error('topic create receipt carries no topic id')
  return { topicId: receipt.topicId.toString(), submitKey: submitKey?.toStringDer() }
}

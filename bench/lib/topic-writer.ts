import { AccountId, Client, PrivateKey, TopicMessageSubmitTransaction } from '@hashgraph/sdk'
import type { NetworkInfo } from '../../test/support/stack.js'
import { cryptoSigner } from './raw-sdk.js'

export interface TopicWriter {
  /**
   * Submits `count` messages (`message(i)`) with the SDK, `concurrency` in flight, without waiting for their
   * receipts (order among them is not kept); retries a failed one. Resolves with the seconds it took.
   */
  write: (count: number, message: (i: number) => string) => Promise<number>
  /** Submits one message and waits for its receipt: its sequence number (a barrier: everything before it is in). */
  writeOne: (message: string) => Promise<number>
  close: () => void
}

/** The SDK's own path to a topic, as any other writer (not the service) would use it: the operator pays, the submit key signs. */
export function topicWriter (network: NetworkInfo, topicId: string, submitKey: PrivateKey, concurrency = 128): TopicWriter {
  const client = Client.forNetwork({ [network.grpcAddress]: network.nodeAccountId }, { scheduleNetworkUpdate: false })
  const operator = cryptoSigner(PrivateKey.fromStringDer(network.operatorKey))
  client.setOperatorWith(AccountId.fromString(network.operatorId), operator.publicKey, operator.signer)
  client.setMinBackoff(50)
  client.setMaxBackoff(1000)
  const submit = cryptoSigner(submitKey)
  const frozen = async (message: string): Promise<TopicMessageSubmitTransaction> => {
    const tx = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(message).freezeWith(client)
    await tx.signWith(submit.publicKey, submit.signer)
    return tx
  }
  return {
    async write (count, message) {
      const started = performance.now()
      let next = 0
      const loop = async (): Promise<void> => {
        while (next < count) {
          const i = next++
          for (let attempt = 1; ; attempt++) {
            try {
              await (await frozen(message(i))).execute(client)
              break
            } catch (err) {
              if (attempt >= 5) throw err
            }
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, count)) }, loop))
      return (performance.now() - started) / 1000
    },
    async writeOne (message) {
      const receipt = await (await (await frozen(message)).execute(client)).getReceipt(client)
      return Number(receipt.topicSequenceNumber?.toString() ?? '0')
    },
    close: () => { client.close() }
  }
}

import {
  AccountCreateTransaction, Client, Hbar, PrivateKey, TopicCreateTransaction, TopicMessageSubmitTransaction, TransactionId
} from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import { startEmulator } from '@hcs/emulator'
import { pino } from 'pino'

export interface Account { id: string, key: PrivateKey }

export interface TestNetwork {
  emulator: Emulator
  client: Client
  operator: Account
  createTopic: (isPrivate: boolean) => Promise<{ topicId: string, submitKey?: PrivateKey }>
  createAccount: () => Promise<Account>
  /** Submits one message (paid by `payer`, default the operator) and waits for its receipt; returns the sequence number. */
  submit: (topic: { topicId: string, submitKey?: PrivateKey }, text: string, options?: { payer?: Account, transactionId?: TransactionId }) => Promise<number>
  close: () => Promise<void>
}

/** An in-process emulator on free ports, and an SDK client against it (operator 0.0.2). */
export async function startTestNetwork (): Promise<TestNetwork> {
  const emulator = await startEmulator({ grpcPort: 0, mirrorPort: 0, logger: pino({ level: 'silent' }) })
  const operator: Account = { id: emulator.operatorId, key: PrivateKey.fromStringDer(emulator.operatorKey) }
  const client = Client.forNetwork({ [emulator.grpcAddress]: emulator.nodeAccountId }, { scheduleNetworkUpdate: false })
    .setOperator(operator.id, operator.key)
  return {
    emulator,
    client,
    operator,
    async createTopic (isPrivate) {
      const submitKey = isPrivate ? PrivateKey.generateED25519() : undefined
      const tx = new TopicCreateTransaction()
      if (submitKey !== undefined) tx.setSubmitKey(submitKey.publicKey)
      const receipt = await (await tx.execute(client)).getReceipt(client)
      const topicId = receipt.topicId?.toString()
      if (topicId === undefined) throw new Error('no topic id in the receipt')
      return submitKey === undefined ? { topicId } : { topicId, submitKey }
    },
    async createAccount () {
      const key = PrivateKey.generateED25519()
      const receipt = await (await new AccountCreateTransaction().setKeyWithoutAlias(key.publicKey).setInitialBalance(new Hbar(10)).execute(client)).getReceipt(client)
      const id = receipt.accountId?.toString()
      if (id === undefined) throw new Error('no account id in the receipt')
      return { id, key }
    },
    async submit (topic, text, options = {}) {
      const payer = options.payer ?? operator
      const tx = new TopicMessageSubmitTransaction().setTopicId(topic.topicId).setMessage(text)
        .setTransactionId(options.transactionId ?? TransactionId.generate(payer.id))
        .freezeWith(client)
      if (payer.id !== operator.id) await tx.sign(payer.key)
      if (topic.submitKey !== undefined) await tx.sign(topic.submitKey)
      const receipt = await (await tx.execute(client)).getReceipt(client)
      return Number(receipt.topicSequenceNumber?.toString() ?? '0')
    },
    async close () {
      client.close()
      await emulator.close()
    }
  }
}

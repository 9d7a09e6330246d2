import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import {
  AccountBalanceQuery, AccountCreateTransaction, Hbar, PrivateKey, Timestamp, TopicCreateTransaction, TopicInfoQuery,
  TopicMessageSubmitTransaction, TopicUpdateTransaction, TransactionReceiptQuery, type TopicId, type TransactionId
} from '@hashgraph/sdk'
import { openFileStore } from '../src/ledger/store.js'
import { startTestEmulator, sdkClient, getJson } from './helpers.js'

describe(openFileStore.name, () => {
  let dataDir: string
  beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'emulator-')) })
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }) })

  it('keeps topics (their expiry too), messages, accounts (as the mirror shows them), receipts and the operator key across a restart', async () => {
    const infoFile = join(dataDir, 'network.json')
    const first = await startTestEmulator({ dataDir })
    const info = JSON.parse(await readFile(infoFile, 'utf8')) as Record<string, string>
    expect(info).toMatchObject({ grpcAddress: first.grpcAddress, mirrorUrl: first.mirrorUrl, operatorId: '0.0.2', operatorKey: first.operatorKey, nodeAccountId: '0.0.3' })
    let client = sdkClient(first, { fast: true })
    let topicId: TopicId
    let lastTx: TransactionId | undefined
    const accountKey = PrivateKey.generateED25519()
    let accountId: string
    let expiry = 0
    let mirroredAccount: Record<string, unknown> = {}
    try {
      const created = await (await new TopicCreateTransaction().setSubmitKey(accountKey.publicKey).execute(client)).getReceipt(client)
      if (created.topicId === null) throw new Error('no topic')
      topicId = created.topicId
      const account = await (await new AccountCreateTransaction().setKeyWithoutAlias(accountKey.publicKey).setInitialBalance(new Hbar(5)).setAccountMemo('kept').execute(client)).getReceipt(client)
      accountId = account.accountId?.toString() ?? ''
      // a topic without an admin key may still have its expiry extended
      expiry = ((await new TopicInfoQuery().setTopicId(topicId).execute(client)).expirationTime?.seconds.toNumber() ?? 0) + 86_400
      await (await new TopicUpdateTransaction().setTopicId(topicId).setExpirationTime(new Timestamp(expiry, 0)).execute(client)).getReceipt(client)
      for (const text of ['a', 'b', 'c']) {
        const tx = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(text).freezeWith(client).sign(accountKey)
        const response = await tx.execute(client)
        await response.getReceipt(client)
        lastTx = response.transactionId
      }
      mirroredAccount = (await getJson(first, `/api/v1/accounts/${accountId}`)).body
    } finally {
      client.close()
      await first.close()
    }

    const second = await startTestEmulator({ dataDir })
    client = sdkClient(second, { fast: true })
    try {
      expect(second.operatorKey).toBe(first.operatorKey)
      // before any new transaction (a paid query's payment is one), the mirror shows the account as it did
      const { body: account } = await getJson(second, `/api/v1/accounts/${accountId}`)
      expect(account).toEqual(mirroredAccount)
      expect(account).toMatchObject({ memo: 'kept', transactions: [expect.objectContaining({ name: 'CRYPTOCREATEACCOUNT' })] })
      const topic = await new TopicInfoQuery().setTopicId(topicId).execute(client)
      expect(topic.sequenceNumber.toString()).toBe('3')
      expect(topic.submitKey?.toString()).toBe(accountKey.publicKey.toString())
      expect(topic.expirationTime?.seconds.toNumber()).toBe(expiry)
      if (lastTx === undefined) throw new Error('nothing submitted')
      const receipt = await new TransactionReceiptQuery().setTransactionId(lastTx).execute(client)
      expect(receipt.topicSequenceNumber?.toString()).toBe('3')
      const balance = await new AccountBalanceQuery().setAccountId(accountId).execute(client)
      expect(balance.hbars.toTinybars().toString()).toBe(new Hbar(5).toTinybars().toString())
      const tx = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('d').freezeWith(client).sign(accountKey)
      const fourth = await (await tx.execute(client)).getReceipt(client)
      expect(fourth.topicSequenceNumber?.toString()).toBe('4')
      const { body } = await getJson(second, `/api/v1/topics/${topicId.toString()}/messages`)
      expect((body.messages as Array<{ message: string }>).map((m) => Buffer.from(m.message, 'base64').toString())).toEqual(['a', 'b', 'c', 'd'])
      const next = await (await new TopicCreateTransaction().execute(client)).getReceipt(client)
      expect(next.topicId?.toString()).not.toBe(topicId.toString())
      expect(next.topicId?.toString()).not.toBe(accountId)
    } finally {
      client.close()
      await second.close()
    }
  })

  it('refuses to start with an operator key other than the stored one', async () => {
    const other = PrivateKey.generateED25519().toStringDer()
    await expect(startTestEmulator({ dataDir, operatorKey: other })).rejects.toThrow(/differs/)
  })
})

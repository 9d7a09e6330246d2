import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import {
  AccountBalanceQuery, AccountCreateTransaction, AccountInfoQuery, CustomFeeLimit, CustomFixedFee, Hbar, KeyList, MaxQueryPaymentExceeded,
  PrecheckStatusError, PrivateKey, ReceiptStatusError, Timestamp, TopicCreateTransaction, TopicInfoQuery, TopicMessageSubmitTransaction,
  TopicUpdateTransaction, TransactionId, TransactionRecordQuery, type AccountId, type Client, type TopicId, type Transaction
} from '@hashgraph/sdk'
import { proto } from '@hashgraph/proto'
import type { Emulator } from '../src/index.js'
import { MAX_TRANSACTION_BYTES } from '../src/ledger/prechecks.js'
import { startTestEmulator, sdkClient, getJson } from './helpers.js'

// What mainnet's published fees come to in tinybars at the emulator's default rate ($0.10 an HBAR), for a
// transaction within the 1,024 bytes and the one signature the base fee includes.
const SUBMIT_FEE = 800_000 // $0.0008
const TOPIC_CREATE_FEE = 10_000_000 // $0.01
const TRANSFER_FEE = 100_000 // $0.0001: a query's payment
const QUERY_COST = 100_000 // $0.0001: TopicInfo, AccountInfo, a record
// what the SDK pays for a query: the cost it was told, and 10 % more
const QUERY_PAYMENT = 110_000
const ACCOUNT_CREATE_FEE = 50_000_000 // $0.05
// each byte past 1,024: 10,000 tinycents to the node, ten times that with the network's share: $0.00001
const PER_BYTE = 10_000

let emulator: Emulator
let operator: Client
let topicId: TopicId

beforeAll(async () => {
  emulator = await startTestEmulator()
  operator = sdkClient(emulator, { fast: true })
  topicId = await createTopic(new TopicCreateTransaction())
})
afterAll(async () => {
  operator.close()
  await emulator.close()
})

async function createTopic (tx: TopicCreateTransaction): Promise<TopicId> {
  const receipt = await (await tx.execute(operator)).getReceipt(operator)
  if (receipt.topicId === null) throw new Error('no topic id')
  return receipt.topicId
}

async function precheckStatus (run: Promise<unknown>): Promise<string> {
  const err = await run.then(() => undefined, (e: unknown) => e)
  if (!(err instanceof PrecheckStatusError)) throw new Error(`expected a precheck refusal, got ${String(err)}`)
  return err.status.toString()
}

async function receiptStatus (tx: Transaction, client: Client = operator): Promise<string> {
  const response = await tx.execute(client)
  const err = await response.getReceipt(client).then(() => undefined, (e: unknown) => e)
  if (err === undefined) return 'SUCCESS'
  if (!(err instanceof ReceiptStatusError)) throw err
  return err.status.toString()
}

async function tinybars (accountId: string | AccountId): Promise<number> {
  return (await new AccountBalanceQuery().setAccountId(accountId).execute(operator)).hbars.toTinybars().toNumber()
}

async function newAccount (hbar: number): Promise<{ accountId: string, key: PrivateKey }> {
  const res = await fetch(`${emulator.mirrorUrl}/admin/accounts`, { method: 'POST', body: JSON.stringify({ initialBalanceHbar: hbar }) })
  const body = await res.json() as { accountId: string, privateKey: string }
  return { accountId: body.accountId, key: PrivateKey.fromStringDer(body.privateKey) }
}

interface MirrorTx { name: string, result: string, charged_tx_fee: number, max_fee: string, consensus_timestamp: string, transaction_id: string, transfers: Array<{ account: string, amount: number }> }

async function mirrorTransaction (transactionId: TransactionId | string): Promise<MirrorTx> {
  const { status, body } = await getJson(emulator, `/api/v1/transactions/${transactionId.toString()}`)
  expect(status).toBe(200)
  return (body.transactions as MirrorTx[])[0] as MirrorTx
}

/** The bytes of the `Transaction` the SDK sends the one node of a frozen, signed transaction. */
function wireSize (tx: Transaction): number {
  const [first] = proto.TransactionList.decode(tx.toBytes()).transactionList
  return proto.Transaction.encode(first ?? {}).finish().length
}

let validStartNanos = 100_000_000
/** A transaction id of the operator's whose valid start always takes the same bytes (nanos of nine digits). */
function pinnedId (): TransactionId {
  validStartNanos += 1
  return TransactionId.withValidStart(operator.operatorAccountId as AccountId, new Timestamp(Math.floor(Date.now() / 1000) - 1, validStartNanos))
}

/** A topic creation signed by the operator, padded (a submit key of many keys, the memo) to exactly `target` bytes. */
async function topicCreateOfSize (keys: PrivateKey[], target: number): Promise<TopicCreateTransaction> {
  let count = 150
  for (let attempt = 0; attempt < 20; attempt++) {
    const build = async (memo: string): Promise<TopicCreateTransaction> => {
      const tx = new TopicCreateTransaction().setSubmitKey(new KeyList(keys.slice(0, count).map((k) => k.publicKey)))
        .setTransactionId(pinnedId()).setTransactionMemo(memo).freezeWith(operator)
      return await tx.signWithOperator(operator)
    }
    // the SDK sends the memo even when empty: m bytes of memo add m bytes
    const room = target - wireSize(await build(''))
    if (room >= 0 && room <= 100) {
      const tx = await build('x'.repeat(room))
      if (wireSize(tx) === target) return tx
    }
    count += Math.round((room - 50) / 36)
  }
  throw new Error(`no topic creation of ${target} bytes`)
}

describe('transaction size: TRANSACTION_OVERSIZE past 6,144 signed bytes, bytes past 1,024 paid for', () => {
  it('accepts a transaction of exactly 6,144 bytes, charging its bytes, and refuses one of 6,145 at precheck', async () => {
    const keys = Array.from({ length: 200 }, () => PrivateKey.generateED25519())
    const largest = await topicCreateOfSize(keys, MAX_TRANSACTION_BYTES)
    const response = await largest.execute(operator)
    expect((await response.getReceipt(operator)).status.toString()).toBe('SUCCESS')
    const charged = await mirrorTransaction(response.transactionId)
    expect(charged.charged_tx_fee).toBe(TOPIC_CREATE_FEE + (MAX_TRANSACTION_BYTES - 1024) * PER_BYTE)

    const oversize = await topicCreateOfSize(keys, MAX_TRANSACTION_BYTES + 1)
    expect(await precheckStatus(oversize.execute(operator))).toBe('TRANSACTION_OVERSIZE')
    expect((await getJson(emulator, `/api/v1/transactions/${oversize.transactionId?.toString() ?? ''}`)).status).toBe(404)
  })
})

describe('fees: INSUFFICIENT_TX_FEE below the fee, the SDK\'s defaults enough, one figure on receipt, record, balance and mirror', () => {
  it('refuses a max transaction fee below the fee at precheck and accepts one equal to it', async () => {
    const submit = (maxFee: number): TopicMessageSubmitTransaction =>
      new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('fee check').setMaxTransactionFee(Hbar.fromTinybars(maxFee))
    expect(await precheckStatus(submit(1).execute(operator))).toBe('INSUFFICIENT_TX_FEE')
    expect(await precheckStatus(submit(SUBMIT_FEE - 1).execute(operator))).toBe('INSUFFICIENT_TX_FEE')
    expect(await receiptStatus(submit(SUBMIT_FEE))).toBe('SUCCESS')
  })

  it('checks fees on the mainnet profile as on the local one', async () => {
    const mainnet = await startTestEmulator({ profile: 'mainnet' })
    const client = sdkClient(mainnet, { fast: true })
    try {
      const topic = new TopicMessageSubmitTransaction().setTopicId('0.0.1001').setMessage('x').setMaxTransactionFee(Hbar.fromTinybars(SUBMIT_FEE - 1))
      expect(await precheckStatus(topic.execute(client))).toBe('INSUFFICIENT_TX_FEE')
      expect(await precheckStatus(new TopicInfoQuery().setTopicId('0.0.1001').setQueryPayment(new Hbar(0)).execute(client))).toBe('INSUFFICIENT_TX_FEE')
    } finally {
      client.close()
      await mainnet.close()
    }
  })

  it('charges the payer exactly the fee the record, the mirror\'s charged_tx_fee and its transfers show', async () => {
    const payer = await newAccount(1)
    const client = sdkClient(emulator, { accountId: payer.accountId, key: payer.key, fast: true })
    try {
      const before = await tinybars(payer.accountId)
      // the SDK's default max fee (2 HBAR) covers the fee
      const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('charged').execute(client)
      await response.getReceipt(client)
      const record = await new TransactionRecordQuery().setTransactionId(response.transactionId).execute(operator)
      expect(record.transactionFee.toTinybars().toNumber()).toBe(SUBMIT_FEE)
      expect(await tinybars(payer.accountId)).toBe(before - SUBMIT_FEE)
      const mirrored = await mirrorTransaction(response.transactionId)
      expect(mirrored).toMatchObject({ name: 'CONSENSUSSUBMITMESSAGE', result: 'SUCCESS', charged_tx_fee: SUBMIT_FEE, max_fee: '200000000' })
      expect(mirrored.transfers).toEqual(expect.arrayContaining([
        expect.objectContaining({ account: payer.accountId, amount: -SUBMIT_FEE }), expect.objectContaining({ account: '0.0.3', amount: SUBMIT_FEE })
      ]))
    } finally {
      client.close()
    }
  })

  it('charges a second signature and a failed transaction as mainnet does', async () => {
    const submitKey = PrivateKey.generateED25519()
    const privateTopic = await createTopic(new TopicCreateTransaction().setSubmitKey(submitKey.publicKey))
    const signed = await new TopicMessageSubmitTransaction().setTopicId(privateTopic).setMessage('two signatures').freezeWith(operator).sign(submitKey)
    const response = await signed.execute(operator)
    await response.getReceipt(operator)
    // one signature past the included one: 100,000 tinycents to the node, ten times that in all ($0.0001)
    expect((await mirrorTransaction(response.transactionId)).charged_tx_fee).toBe(SUBMIT_FEE + 100_000)
    // unsigned by the submit key: refused at consensus, and paid for all the same
    const unsigned = await new TopicMessageSubmitTransaction().setTopicId(privateTopic).setMessage('unsigned').execute(operator)
    expect(await unsigned.getReceipt(operator).then(() => 'SUCCESS', (e: ReceiptStatusError) => e.status.toString())).toBe('INVALID_SIGNATURE')
    expect(await mirrorTransaction(unsigned.transactionId)).toMatchObject({ result: 'INVALID_SIGNATURE', charged_tx_fee: SUBMIT_FEE })
  })

  it('answers a paid query\'s cost, refuses a payment below it (INSUFFICIENT_TX_FEE) and charges the payment once answered', async () => {
    expect((await new TopicInfoQuery().setTopicId(topicId).getCost(operator)).toTinybars().toNumber()).toBe(QUERY_PAYMENT)
    expect(await precheckStatus(new TopicInfoQuery().setTopicId(topicId).setQueryPayment(new Hbar(0)).execute(operator))).toBe('INSUFFICIENT_TX_FEE')
    expect(await precheckStatus(new TopicInfoQuery().setTopicId(topicId).setQueryPayment(Hbar.fromTinybars(QUERY_COST - 1)).execute(operator))).toBe('INSUFFICIENT_TX_FEE')
    await expect(new TopicInfoQuery().setTopicId(topicId).setMaxQueryPayment(Hbar.fromTinybars(QUERY_COST)).execute(operator)).rejects.toBeInstanceOf(MaxQueryPaymentExceeded)
    expect((await new TopicInfoQuery().setTopicId(topicId).setQueryPayment(Hbar.fromTinybars(QUERY_COST)).execute(operator)).topicId.toString()).toBe(topicId.toString())

    const payer = await newAccount(1)
    const client = sdkClient(emulator, { accountId: payer.accountId, key: payer.key, fast: true })
    try {
      const before = await tinybars(payer.accountId)
      // the SDK's default max query payment (1 HBAR) covers the cost
      const info = await new TopicInfoQuery().setTopicId(topicId).execute(client)
      expect(info.topicId.toString()).toBe(topicId.toString())
      await new AccountInfoQuery().setAccountId(payer.accountId).execute(client)
      // each query: its payment to the node, and the payment's own fee
      expect(await tinybars(payer.accountId)).toBe(before - 2 * (QUERY_PAYMENT + TRANSFER_FEE))
      const { body } = await getJson(emulator, `/api/v1/transactions?account.id=${payer.accountId}&transactiontype=CRYPTOTRANSFER&order=asc`)
      const payments = body.transactions as MirrorTx[]
      expect(payments).toHaveLength(2)
      for (const payment of payments) {
        expect(payment).toMatchObject({ result: 'SUCCESS', charged_tx_fee: TRANSFER_FEE })
        expect(payment.transfers).toEqual(expect.arrayContaining([expect.objectContaining({ account: payer.accountId, amount: -(QUERY_PAYMENT + TRANSFER_FEE) })]))
      }
    } finally {
      client.close()
    }
  })

  it('serves the rate fees are charged at, and charges in proportion at another rate', async () => {
    const { status, body } = await getJson(emulator, '/api/v1/network/exchangerate')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      current_rate: { cent_equivalent: 300_000, hbar_equivalent: 30_000, expiration_time: expect.any(Number) },
      next_rate: { cent_equivalent: 300_000, hbar_equivalent: 30_000, expiration_time: expect.any(Number) },
      timestamp: expect.stringMatching(/^\d+\.\d{9}$/)
    })
    const rates = body as { current_rate: { expiration_time: number }, next_rate: { expiration_time: number } }
    expect(rates.next_rate.expiration_time - rates.current_rate.expiration_time).toBe(3600)
    expect((await getJson(emulator, '/api/v1/network/exchangerate?timestamp=yesterday')).status).toBe(400)

    // HBAR at $0.05: every fee takes twice the tinybars
    const cheap = await startTestEmulator({ hbarUsd: 0.05 })
    const client = sdkClient(cheap, { fast: true })
    try {
      expect((await getJson(cheap, '/api/v1/network/exchangerate')).body).toMatchObject({ current_rate: { cent_equivalent: 150_000, hbar_equivalent: 30_000 } })
      const topic = (await (await new TopicCreateTransaction().execute(client)).getReceipt(client)).topicId as TopicId
      const response = await new TopicMessageSubmitTransaction().setTopicId(topic).setMessage('at $0.05').execute(client)
      const receipt = await response.getReceipt(client)
      expect(receipt.exchangeRate?.cents).toBe(150_000)
      const { body: tx } = await getJson(cheap, `/api/v1/transactions/${response.transactionId.toString()}`)
      expect((tx.transactions as MirrorTx[])[0]?.charged_tx_fee).toBe(2 * SUBMIT_FEE)
    } finally {
      client.close()
      await cheap.close()
    }
  })
})

describe('HIP-991 topic custom fees: refused with NOT_SUPPORTED, never accepted and dropped', () => {
  it('refuses a fee schedule key, fee-exempt keys and custom fees on create and update, and max custom fees on a submit', async () => {
    const key = PrivateKey.generateED25519().publicKey
    const fee = new CustomFixedFee().setHbarAmount(Hbar.fromTinybars(1000)).setFeeCollectorAccountId(emulator.operatorId)
    expect(await precheckStatus(new TopicCreateTransaction().setFeeScheduleKey(key).execute(operator))).toBe('NOT_SUPPORTED')
    expect(await precheckStatus(new TopicCreateTransaction().setFeeExemptKeys([key]).execute(operator))).toBe('NOT_SUPPORTED')
    expect(await precheckStatus(new TopicCreateTransaction().setCustomFees([fee]).execute(operator))).toBe('NOT_SUPPORTED')

    const adminKey = PrivateKey.generateED25519()
    const topic = await createTopic(await new TopicCreateTransaction().setAdminKey(adminKey.publicKey).freezeWith(operator).sign(adminKey))
    const update = async (tx: TopicUpdateTransaction): Promise<string> => await precheckStatus((await tx.setTopicId(topic).freezeWith(operator).sign(adminKey)).execute(operator))
    expect(await update(new TopicUpdateTransaction().setFeeScheduleKey(key))).toBe('NOT_SUPPORTED')
    expect(await update(new TopicUpdateTransaction().setFeeExemptKeys([key]))).toBe('NOT_SUPPORTED')
    expect(await update(new TopicUpdateTransaction().clearFeeExemptKeys())).toBe('NOT_SUPPORTED')
    expect(await update(new TopicUpdateTransaction().setCustomFees([fee]))).toBe('NOT_SUPPORTED')

    const limit = new CustomFeeLimit().setAccountId(emulator.operatorId).setFees([new CustomFixedFee().setAmount(1000)])
    expect(await precheckStatus(new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('capped').addCustomFeeLimit(limit).execute(operator))).toBe('NOT_SUPPORTED')

    // nothing of it reached the topic: TopicInfo and the mirror show no custom fees
    const info = await new TopicInfoQuery().setTopicId(topic).execute(operator)
    expect(info.feeScheduleKey).toBeNull()
    expect(info.customFees).toEqual([])
    const { body } = await getJson(emulator, `/api/v1/topics/${topic.toString()}`)
    expect(body).toMatchObject({ fee_schedule_key: null, fee_exempt_key_list: [], custom_fees: { fixed_fees: [] } })
  })
})

describe('memos and expiry: INVALID_ZERO_BYTE_IN_STRING and EXPIRATION_REDUCTION_NOT_ALLOWED', () => {
  it('refuses a zero byte in a topic memo (at consensus, as mainnet) and in a transaction memo (at precheck)', async () => {
    expect(await receiptStatus(new TopicCreateTransaction().setTopicMemo('a\u0000b'))).toBe('INVALID_ZERO_BYTE_IN_STRING')
    const adminKey = PrivateKey.generateED25519()
    const topic = await createTopic(await new TopicCreateTransaction().setAdminKey(adminKey.publicKey).freezeWith(operator).sign(adminKey))
    expect(await receiptStatus(await new TopicUpdateTransaction().setTopicId(topic).setTopicMemo('x\u0000').freezeWith(operator).sign(adminKey))).toBe('INVALID_ZERO_BYTE_IN_STRING')
    expect(await receiptStatus(new TopicCreateTransaction().setTopicMemo('m'.repeat(101)))).toBe('MEMO_TOO_LONG')
    expect(await precheckStatus(new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage('x').setTransactionMemo('\u0000').execute(operator))).toBe('INVALID_ZERO_BYTE_IN_STRING')
    expect((await new TopicInfoQuery().setTopicId(topic).execute(operator)).topicMemo).toBe('')
  })

  it('never lets an update shorten a topic\'s expiry; extending it needs no admin key', async () => {
    const adminKey = PrivateKey.generateED25519()
    const topic = await createTopic(await new TopicCreateTransaction().setAdminKey(adminKey.publicKey).freezeWith(operator).sign(adminKey))
    const expiry = (await new TopicInfoQuery().setTopicId(topic).execute(operator)).expirationTime as Timestamp
    const day = 86_400
    const moveTo = async (seconds: number, signer?: PrivateKey): Promise<string> => {
      const tx = new TopicUpdateTransaction().setTopicId(topic).setExpirationTime(new Timestamp(seconds, 0)).freezeWith(operator)
      return await receiptStatus(signer !== undefined ? await tx.sign(signer) : tx)
    }
    expect(await moveTo(expiry.seconds.toNumber() - day, adminKey)).toBe('EXPIRATION_REDUCTION_NOT_ALLOWED')
    expect(await moveTo(expiry.seconds.toNumber() + day)).toBe('SUCCESS')
    const extended = (await new TopicInfoQuery().setTopicId(topic).execute(operator)).expirationTime as Timestamp
    expect(extended.seconds.toNumber()).toBe(expiry.seconds.toNumber() + day)
    expect(await moveTo(extended.seconds.toNumber() - 1, adminKey)).toBe('EXPIRATION_REDUCTION_NOT_ALLOWED')
    expect(await moveTo(extended.seconds.toNumber() + 200 * 365 * day)).toBe('INVALID_EXPIRATION_TIME')
    // any other change still needs the admin key
    expect(await receiptStatus(new TopicUpdateTransaction().setTopicId(topic).setTopicMemo('no key'))).toBe('INVALID_SIGNATURE')
  })
})

// Every field the mirror node's OpenAPI (rest/api/v1/openapi.yml) requires of GET /api/v1/accounts/{id}:
// AccountInfo's required list and AccountBalanceTransactions' own.
const ACCOUNT_REQUIRED = [
  'account', 'alias', 'auto_renew_period', 'balance', 'created_timestamp', 'decline_reward', 'deleted', 'ethereum_nonce', 'evm_address',
  'expiry_timestamp', 'key', 'max_automatic_token_associations', 'memo', 'receiver_sig_required', 'staked_account_id', 'staked_node_id',
  'stake_period_start', 'transactions', 'links'
]

describe('the mirror\'s account and transaction lists', () => {
  it('serves every required field of an account, from the ledger\'s state', async () => {
    const key = PrivateKey.generateED25519()
    const created = await new AccountCreateTransaction().setKeyWithoutAlias(key.publicKey).setInitialBalance(new Hbar(2)).setAccountMemo('wallet')
      .setMaxAutomaticTokenAssociations(5).setStakedNodeId(0).setDeclineStakingReward(true).execute(operator)
    const accountId = (await created.getReceipt(operator)).accountId as AccountId
    const creation = await mirrorTransaction(created.transactionId)
    expect(creation).toMatchObject({ name: 'CRYPTOCREATEACCOUNT', charged_tx_fee: ACCOUNT_CREATE_FEE })
    expect(creation.transfers).toEqual(expect.arrayContaining([expect.objectContaining({ account: accountId.toString(), amount: 200_000_000 })]))

    const { status, body } = await getJson(emulator, `/api/v1/accounts/${accountId.toString()}`)
    expect(status).toBe(200)
    for (const field of ACCOUNT_REQUIRED) expect(body, field).toHaveProperty(field)
    const createdSeconds = Number(creation.consensus_timestamp.split('.')[0])
    expect(body).toMatchObject({
      account: accountId.toString(),
      auto_renew_period: 7_776_000,
      balance: { balance: 200_000_000, tokens: [] },
      created_timestamp: creation.consensus_timestamp,
      decline_reward: true,
      deleted: false,
      ethereum_nonce: 0,
      evm_address: `0x${accountId.num.toString(16).padStart(40, '0')}`,
      expiry_timestamp: `${createdSeconds + 7_776_000}.${creation.consensus_timestamp.split('.')[1] ?? ''}`,
      key: { _type: 'ED25519', key: key.publicKey.toStringRaw() },
      max_automatic_token_associations: 5,
      memo: 'wallet',
      receiver_sig_required: false,
      staked_account_id: null,
      staked_node_id: 0,
      stake_period_start: `${createdSeconds - createdSeconds % 86_400}.000000000`,
      transactions: [expect.objectContaining({ transaction_id: creation.transaction_id, name: 'CRYPTOCREATEACCOUNT' })],
      links: { next: null }
    })
    // the genesis operator: no creation time, so no expiry either
    const { body: genesis } = await getJson(emulator, `/api/v1/accounts/${emulator.operatorId}?transactions=false`)
    for (const field of ACCOUNT_REQUIRED) expect(genesis, field).toHaveProperty(field)
    expect(genesis).toMatchObject({ created_timestamp: null, expiry_timestamp: null, transactions: [], links: { next: null } })
  })

  it('pages an account\'s submits by type and time with charged_tx_fee, as /api/v1/transactions and the account route', async () => {
    const payer = await newAccount(1)
    const client = sdkClient(emulator, { accountId: payer.accountId, key: payer.key, fast: true })
    try {
      for (let i = 0; i < 5; i++) await (await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(`page ${i}`).execute(client)).getReceipt(client)
    } finally {
      client.close()
    }
    const list = `/api/v1/transactions?account.id=${payer.accountId}&transactiontype=CONSENSUSSUBMITMESSAGE&timestamp=gt:0&order=asc&limit=2`
    const seen: MirrorTx[] = []
    for (let next: string | null = list; next !== null;) {
      const { status, body } = await getJson(emulator, next)
      expect(status).toBe(200)
      seen.push(...body.transactions as MirrorTx[])
      next = (body.links as { next: string | null }).next
    }
    expect(seen.map((t) => t.name)).toEqual(Array(5).fill('CONSENSUSSUBMITMESSAGE'))
    expect(seen.map((t) => t.charged_tx_fee)).toEqual(Array(5).fill(SUBMIT_FEE))
    expect([...seen.map((t) => t.consensus_timestamp)].sort()).toEqual(seen.map((t) => t.consensus_timestamp))
    const after = seen[2]?.consensus_timestamp ?? ''
    const { body: rest } = await getJson(emulator, `/api/v1/transactions?account.id=${payer.accountId}&transactiontype=CONSENSUSSUBMITMESSAGE&timestamp=gt:${after}&order=asc&limit=100`)
    expect((rest.transactions as MirrorTx[]).map((t) => t.consensus_timestamp)).toEqual(seen.slice(3).map((t) => t.consensus_timestamp))

    // the account route lists the same, newest first, its creation (the admin API's) last
    const { body: account } = await getJson(emulator, `/api/v1/accounts/${payer.accountId}?limit=3`)
    const page = account.transactions as MirrorTx[]
    expect(page.map((t) => t.consensus_timestamp)).toEqual(seen.slice(2).reverse().map((t) => t.consensus_timestamp))
    const { body: older } = await getJson(emulator, (account.links as { next: string }).next)
    expect((older.transactions as MirrorTx[]).map((t) => t.name)).toEqual(['CONSENSUSSUBMITMESSAGE', 'CONSENSUSSUBMITMESSAGE', 'CRYPTOCREATEACCOUNT'])

    for (const bad of ['account.id=abc', 'transactiontype=not-a-type', 'result=maybe', 'type=sideways', 'limit=0', 'order=up', 'timestamp=ne:1', 'colour=red']) {
      expect((await getJson(emulator, `/api/v1/transactions?${bad}`)).status, bad).toBe(400)
    }
  })
})

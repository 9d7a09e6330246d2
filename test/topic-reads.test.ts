// End to end across processes: tickers deployed and minted through the api, sent by the real worker to the emulator
// and confirmed by the real indexer, read back with the typed client's topic reads (an account across the topic's
// tickers, the topic's tickers in deploy order): what the indexer's commit writes is what these reads walk. Register
// messages written straight to the registry topic (anyone may) are listed by the indexer and checked by the api
// against the emulator's mirror.
import { PrivateKey, TopicCreateTransaction, TopicDeleteTransaction } from '@hashgraph/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHcsClient } from '@hcs/client'
import type { HcsClient, RegistryPage } from '@hcs/client'
import { sdkClient, submitDirect } from './support/ledger-e2e.js'
import { waitFor } from './support/processes.js'
import { startStack, type Stack } from './support/stack.js'

const HOLDER = '0.0.1001'
const OTHER = '0.0.1002'

describe('topic reads end to end', () => {
  let stack: Stack
  let client: HcsClient
  const sequences = new Map<string, number>()

  beforeAll(async () => {
    stack = await startStack({ publicTopics: 1, registryTopic: true })
    client = createHcsClient({ baseUrl: stack.apiUrl, apiKey: stack.apiKey })
    // deployed in this order; the holder gets points of the first and the third only
    for (const ticker of ['rda', 'rdb', 'rdc']) {
      const deploy = await client.submit({ op: 'deploy', ticker, name: `Reads ${ticker}`, max: '1000', ...(ticker === 'rdb' ? { limit: '10' } : {}) })
      const confirmed = await stack.waitForJob(deploy.jobId, ['confirmed'])
      sequences.set(ticker, confirmed.sequenceNumber as number)
    }
    const mints = [
      await client.submit({ op: 'mint', ticker: 'rda', amount: '7', to: HOLDER }),
      await client.submit({ op: 'mint', ticker: 'rdb', amount: '3', to: OTHER }),
      await client.submit({ op: 'mint', ticker: 'rdc', amount: '9', to: HOLDER })
    ]
    for (const mint of mints) await stack.waitForJob(mint.jobId, ['confirmed'])
  }, 180_000)

  afterAll(async () => { await stack?.stop() }, 60_000)

  it('reads an account\'s balances across the topic\'s tickers, a page at a time', async () => {
    const first = await client.account(HOLDER, { limit: 2 })
    expect(first).toMatchObject({ account: HOLDER, topicId: stack.topicId, balances: [{ ticker: 'rda', balance: '7', pending: '0' }] })
    expect(first.next).not.toBeNull()
    const cursor = new URLSearchParams((first.next ?? '').split('?')[1]).get('cursor') ?? undefined
    const second = await client.account(HOLDER, { limit: 2, cursor })
    expect(second).toMatchObject({ balances: [{ ticker: 'rdc', balance: '9', pending: '0' }], next: null })
    expect((await client.account(OTHER)).balances).toEqual([{ ticker: 'rdb', balance: '3', pending: '0' }])
  })

  it('lists the topic\'s tickers in deploy order with their deploys, the tenant shown to the operator key', async () => {
    const page = await client.tickers({ topicId: stack.topicId })
    expect(page.next).toBeNull()
    expect(page.items.map((item) => item.ticker)).toEqual(['rda', 'rdb', 'rdc'])
    expect(page.items[1]).toMatchObject({
      ticker: 'rdb', name: 'Reads rdb', max: '1000', limit: '10', supply: '3', holders: 1, metadata: null, sequenceNumber: sequences.get('rdb'), tenant: 'default'
    })
    expect(page.items[0]?.limit).toBeNull()
    expect(page.items[0]?.consensusTimestamp).toMatch(/^\d+\.\d{9}$/)
  })

  it('lists the registry topic\'s register messages, each verified against the topic\'s submit key on the mirror', async () => {
    const registry = stack.registryTopicId ?? ''
    const publicTopic = stack.publicTopics[0] ?? ''
    const register = (name: string, topicId: string, claimsPrivate: boolean): string =>
      JSON.stringify({ p: 'hcs-20', op: 'register', name, private: claimsPrivate, t_id: topicId })
    const sdk = sdkClient(stack.network)
    let deletedTopic = ''
    try {
      // a public topic that existed and was deleted: the mirror still shows it, with `deleted` true
      const created = await (await new TopicCreateTransaction().setAdminKey(PrivateKey.fromStringDer(stack.network.operatorKey).publicKey).execute(sdk)).getReceipt(sdk)
      deletedTopic = created.topicId?.toString() ?? ''
      await (await new TopicDeleteTransaction().setTopicId(deletedTopic).execute(sdk)).getReceipt(sdk)
      await submitDirect(sdk, registry, register('Honest public', publicTopic, false))
      await submitDirect(sdk, registry, register('Honest private', stack.topicId, true))
      await submitDirect(sdk, registry, register('Claims public', stack.topicId, false))
      await submitDirect(sdk, registry, register('No such topic', '0.0.987654', false))
      await submitDirect(sdk, registry, register('Deleted topic', deletedTopic, false))
    } finally {
      sdk.close()
    }
    const listed = await waitFor(async (): Promise<RegistryPage['items'] | undefined> => {
      const { items } = await client.registry()
      return items.length === 5 ? items : undefined
    }, 60_000)
    expect(listed.map(({ name, topicId, private: claims, verified }) => ({ name, topicId, claims, verified }))).toEqual([
      { name: 'Honest public', topicId: publicTopic, claims: false, verified: true },
      { name: 'Honest private', topicId: stack.topicId, claims: true, verified: true },
      { name: 'Claims public', topicId: stack.topicId, claims: false, verified: false },
      { name: 'No such topic', topicId: '0.0.987654', claims: false, verified: false },
      { name: 'Deleted topic', topicId: deletedTopic, claims: false, verified: false }
    ])
    const first = await client.registry({ limit: 3 })
    expect(first.registryTopicId).toBe(registry)
    const cursor = new URLSearchParams((first.next ?? '').split('?')[1]).get('cursor') ?? undefined
    const second = await client.registry({ limit: 3, cursor })
    expect([...first.items, ...second.items]).toEqual(listed)
    expect(second.next).toBeNull()
  }, 90_000)
})

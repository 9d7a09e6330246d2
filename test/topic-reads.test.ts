// End to end across processes: tickers deployed and minted through the api, sent by the real worker to the emulator
// and confirmed by the real indexer, read back with the typed client's topic reads (an account across the topic's
// tickers, the topic's tickers in deploy order): what the indexer's commit writes is what these reads walk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHcsClient } from '@hcs/client'
import type { HcsClient } from '@hcs/client'
import { startStack, type Stack } from './support/stack.js'

const HOLDER = '0.0.1001'
const OTHER = '0.0.1002'

describe('topic reads end to end', () => {
  let stack: Stack
  let client: HcsClient
  const sequences = new Map<string, number>()

  beforeAll(async () => {
    stack = await startStack()
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
})

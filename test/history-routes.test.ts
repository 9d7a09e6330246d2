// End to end across processes: the history and invalid-message routes (ADR 044) over what the indexer wrote while
// reading the topic and the messages the api reads back from the emulator's mirror. Operations go through the api
// (they carry their job) and straight to the topic with the SDK (what the api would refuse: an overdraft, a mint of
// an unknown ticker, broken JSON).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHcsClient, cursorOf } from '@hcs/client'
import { sdkClient, submitDirect, submitKeyOf, waitIndexed } from './support/ledger-e2e.js'
import { startStack, type Stack } from './support/stack.js'

const TICK = 'hist'
const A = '0.0.7001'
const B = '0.0.7002'
const C = '0.0.7003'

describe('history and invalid routes end to end', () => {
  let stack: Stack
  /** Sequence number → what the test sent there, for the ticker's entries. */
  const sent = new Map<number, { op: string, jobId?: string, valid: boolean, reason?: string, accounts: string[] }>()
  let invalidSeqs: number[] = []

  async function viaApi (path: string, body: Record<string, unknown>, op: string, accounts: string[]): Promise<number> {
    const res = await stack.post(path, body)
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    const job = await stack.waitForJob(res.body.jobId as string, ['confirmed', 'invalid', 'failed'], 90_000)
    expect(job.status, JSON.stringify(job)).toBe('confirmed')
    sent.set(job.sequenceNumber as number, { op, jobId: res.body.jobId as string, valid: true, accounts })
    return job.sequenceNumber as number
  }

  async function direct (message: Record<string, unknown> | string): Promise<number> {
    const client = sdkClient(stack.network)
    try {
      const text = typeof message === 'string' ? message : JSON.stringify({ p: 'hcs-20', ...message })
      return await submitDirect(client, stack.topicId, text, submitKeyOf(stack, stack.topicId))
    } finally {
      client.close()
    }
  }

  /** Every page from `url` on, following `next`, joined (and how many pages it took). */
  async function all (url: string): Promise<{ items: any[], pages: number }> {
    const items: any[] = []
    let next: string | null = url
    let pages = 0
    while (next !== null) {
      const res = await stack.get(next)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      items.push(...res.body.items)
      next = res.body.next
      pages++
    }
    return { items, pages }
  }

  const seqs = (items: any[]): number[] => items.map((i) => i.sequenceNumber as number)
  const expected = (keep: (e: { valid: boolean, accounts: string[] }) => boolean = () => true): number[] =>
    [...sent.entries()].filter(([, e]) => keep(e)).map(([seq]) => seq).sort((a, b) => a - b)

  beforeAll(async () => {
    stack = await startStack()
    await viaApi('/api/inscription/deploy', { ticker: TICK, name: 'History', max: 1000, memo: 'first' }, 'deploy', [])
    await viaApi(`/api/inscription/${TICK}/mint`, { amount: 100, to: A }, 'mint', [A])
    await viaApi(`/api/inscription/${TICK}/mint`, { amount: 50, to: B }, 'mint', [B])
    await viaApi(`/api/inscription/${TICK}/transfer`, { amount: 30, from: A, to: B, memo: 'gift' }, 'transfer', [A, B])
    const overdraft = await direct({ op: 'transfer', tick: TICK, amt: '5000', from: B, to: C })
    sent.set(overdraft, { op: 'transfer', valid: false, reason: 'insufficient_balance', accounts: [B, C] })
    invalidSeqs = [overdraft, await direct({ op: 'mint', tick: 'ghost', amt: '1', to: A }), await direct('{"p":"hcs-20","op":')]
    await waitIndexed(stack, stack.topicId, Math.max(...invalidSeqs))
  }, 240_000)

  afterAll(async () => { await stack?.stop() }, 60_000)

  it('lists the ticker\'s entries with their messages, outcomes, jobs and links', async () => {
    const res = await stack.get(`/api/inscription/${TICK}/history`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ ticker: TICK, topicId: stack.topicId, next: null })
    expect(seqs(res.body.items)).toEqual(expected())
    for (const item of res.body.items) {
      const mine = sent.get(item.sequenceNumber as number)
      expect(item).toMatchObject({ op: mine?.op, valid: mine?.valid, payer: stack.network.operatorId })
      expect(item.links.mirror).toBe(`${stack.network.mirrorUrl}/api/v1/topics/${stack.topicId}/messages/${item.sequenceNumber}`)
      expect(item.transactionId).toMatch(/^0\.0\.\d+@\d+\.\d{9}$/)
      // the worker's transaction index names the job as long as its record is kept: each of ours names its job,
      // another writer's none
      expect(item.jobId).toBe(mine?.jobId)
    }
    const [deploy, mintA, , transfer, overdraft] = res.body.items
    expect(deploy).toMatchObject({ name: 'History', max: '1000', memo: 'first' })
    expect(mintA).toMatchObject({ amount: '100', to: A })
    expect(transfer).toMatchObject({ amount: '30', from: A, to: B, memo: 'gift' })
    expect(overdraft).toMatchObject({ amount: '5000', from: B, to: C, valid: false, reason: 'insufficient_balance' })

    const desc = await stack.get(`/api/inscription/${TICK}/history?order=desc`)
    expect(seqs(desc.body.items)).toEqual(expected().reverse())
  })

  it('filters by account and by outcome, in both orders', async () => {
    for (const account of [A, B, C]) {
      expect(seqs((await all(`/api/inscription/${TICK}/history?account=${account}`)).items)).toEqual(expected((e) => e.accounts.includes(account)))
      expect(seqs((await all(`/api/inscription/${TICK}/history?account=${account}&order=desc&limit=1`)).items))
        .toEqual(expected((e) => e.accounts.includes(account)).reverse())
    }
    expect(seqs((await all(`/api/inscription/${TICK}/history?status=invalid`)).items)).toEqual(expected((e) => !e.valid))
    expect(seqs((await all(`/api/inscription/${TICK}/history?status=valid&order=desc&limit=2`)).items)).toEqual(expected((e) => e.valid).reverse())
    expect(seqs((await all(`/api/inscription/${TICK}/history?status=valid&account=${B}`)).items)).toEqual(expected((e) => e.valid && e.accounts.includes(B)))
    expect((await stack.get('/api/inscription/nope/history')).status).toBe(404)
  })

  it('lists the topic\'s rejected messages with their text and reasons', async () => {
    const res = await all(`/api/topics/${stack.topicId}/invalid?limit=2`)
    expect(seqs(res.items)).toEqual(invalidSeqs)
    expect(res.pages).toBe(2)
    const [overdraft, ghost, broken] = res.items
    expect(overdraft).toMatchObject({ reason: 'insufficient_balance', payer: stack.network.operatorId, encoding: 'utf8' })
    expect(JSON.parse(overdraft.message as string)).toMatchObject({ op: 'transfer', tick: TICK, amt: '5000' })
    expect(ghost).toMatchObject({ reason: 'tick_not_found', message: `{"p":"hcs-20","op":"mint","tick":"ghost","amt":"1","to":"${A}"}` })
    expect(broken).toMatchObject({ reason: 'invalid_json', message: '{"p":"hcs-20","op":', encoding: 'utf8' })
    expect(typeof broken.consensusTimestamp).toBe('string')
    expect(seqs((await all(`/api/topics/${stack.topicId}/invalid?order=desc&limit=1`)).items)).toEqual([...invalidSeqs].reverse())
  })

  it('reads both routes through the typed client, page by page', async () => {
    const hcs = createHcsClient({ baseUrl: stack.apiUrl, apiKey: stack.apiKey })
    const read: number[] = []
    let cursor: string | undefined
    do {
      const page = await hcs.history(TICK, { order: 'desc', limit: 2, account: B, ...(cursor === undefined ? {} : { cursor }) })
      read.push(...seqs(page.items))
      cursor = cursorOf(page.next)
    } while (cursor !== undefined)
    expect(read).toEqual(expected((e) => e.accounts.includes(B)).reverse())
    const invalid = await hcs.invalid({ topicId: stack.topicId, order: 'desc', limit: 1 })
    expect(seqs(invalid.items)).toEqual([Math.max(...invalidSeqs)])
    expect(cursorOf(invalid.next)).toBeDefined()
    await expect(hcs.history('nope')).rejects.toMatchObject({ status: 404, problem: { code: 'TICKER_NOT_FOUND' } })
  })

  it('pages with small limits into exactly the full list, and neither skips nor repeats while the topic grows', async () => {
    const full = expected()
    for (const limit of [1, 2, 3]) {
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}`)).items)).toEqual(full)
      expect(seqs((await all(`/api/inscription/${TICK}/history?limit=${limit}&order=desc`)).items)).toEqual([...full].reverse())
    }
    const first = await stack.get(`/api/inscription/${TICK}/history?limit=2`)
    const newest = await stack.get(`/api/inscription/${TICK}/history?limit=2&order=desc`)
    // more entries arrive between the pages: through the api, and straight to the topic (an invalid one)
    await viaApi(`/api/inscription/${TICK}/mint`, { amount: 7, to: C }, 'mint', [C])
    const late = await direct({ op: 'burn', tick: TICK, amt: '9999', from: A })
    sent.set(late, { op: 'burn', valid: false, reason: 'insufficient_balance', accounts: [A] })
    await waitIndexed(stack, stack.topicId, late)
    const ascending = [...first.body.items, ...(await all(first.body.next as string)).items]
    expect(seqs(ascending)).toEqual(expected())
    const descending = [...newest.body.items, ...(await all(newest.body.next as string)).items]
    expect(seqs(descending)).toEqual(full.reverse())
    expect((await stack.get(`/api/inscription/${TICK}/history?status=invalid&order=desc&limit=1`)).body.items[0]).toMatchObject({ sequenceNumber: late, op: 'burn', reason: 'insufficient_balance' })
  }, 120_000)
})

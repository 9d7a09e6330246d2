import { applyMessage, emptyTopicState, jobRecordKey } from '@hcs/protocol'
import type { Effect, TopicState } from '@hcs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import {
  holdersKey, holdersUnrankedKey, jobSettledChannel, pendingDebitsKey, pendingSupplyKey, pendingVersionsKey, reservationKey, settledRecordTexts,
  topicLockKey, topicMetaKey, topicOutcomeKey, topicReservationsKey, topicSequenceJobsKey, topicSubmissionKeys, topicTicksKey, inscriptionKey,
  historyAccountsKey, historyKey, parseAccountField, topicUnrankedTicksKey, transactionKey
} from '@hcs/protocol'
import { createLedgerStore, ZERO_HASH_HEX } from '../src/ledger/ledger-store.js'
import type { PageCommit } from '../src/ledger/ledger-store.js'
import type { MessageOutcome } from '../src/ledger/confirm.js'
import { connect, ranked, readInvalid, readTopicState } from './support/ledger.js'
import { readRecord, writeRecord } from './support/records.js'

const prefix = uniquePrefix('indexer-store')

const redisKeys = { prefix, network: TEST_NETWORK }
let redis: Redis
let topicNum = 100

const TX = '0.0.2@1700000000.000000001'

/** A message of the page that may settle a job (paid by 0.0.2 unless told). */
function message (sequenceNumber: number, extra: { transactionId?: string, payer?: string, reason?: string | undefined } = {}): MessageOutcome {
  const m: MessageOutcome = { payer: extra.payer ?? '0.0.2', sequenceNumber, consensusTimestamp: `1700000001.00000000${sequenceNumber}`, runningHashHex: 'cd' }
  if (extra.transactionId !== undefined) m.transactionId = extra.transactionId
  if (extra.reason !== undefined) m.reason = extra.reason
  return m
}

const ctx = (sequenceNumber: number) => ({ payer: '0.0.2', isPrivate: true, sequenceNumber, consensusTimestamp: `1700000000.00000000${sequenceNumber}` })

function run (): { state: TopicState, effects: Effect[] } {
  let state = emptyTopicState()
  const effects: Effect[] = []
  const messages = [
    { op: 'deploy', tick: 'loyal', name: 'Loyalty', max: '1000', lim: '500', metadata: 'ipfs://x' },
    { op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' },
    { op: 'transfer', tick: 'loyal', amt: '100', from: '0.0.1001', to: '0.0.1002' }
  ] as const
  messages.forEach((message, i) => {
    const result = applyMessage(state, message, ctx(i + 1))
    if (!result.ok) throw new Error(result.reason)
    state = result.state
    effects.push(result.effect)
  })
  return { state, effects }
}

async function page (topicId: string, overrides: Partial<PageCommit> = {}): Promise<PageCommit> {
  await redis.set(topicLockKey(redisKeys, topicId), 'me')
  const { state, effects } = run()
  const holders = new Map(Object.entries(state.ticks).map(([tick, t]) => [tick, Object.keys(t.balances).length]))
  return {
    topicId,
    owner: 'me',
    from: { lastSequence: 0, lastRunningHash: ZERO_HASH_HEX },
    to: { lastSequence: 3, lastRunningHash: 'ab'.repeat(48), lastConsensusTimestamp: '1700000000.000000003' },
    isPrivate: true,
    effects,
    holders,
    indexes: { history: [], invalid: [], registry: [] },
    outcomes: [],
    at: new Date('2026-01-02T03:04:05.000Z'),
    ...overrides
  }
}

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(createLedgerStore.name, () => {
  it('writes a page and loads the same topic state back', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const p = await page(topicId)
    expect(await sut.commitPage(p)).toEqual({ ok: true, matches: [] })
    expect(await readTopicState(redis, redisKeys, topicId)).toEqual(run().state)
    expect(await sut.loadCheckpoint(topicId)).toEqual({ lastSequence: 3, lastRunningHash: 'ab'.repeat(48), lastConsensusTimestamp: '1700000000.000000003', isPrivate: true })
    // the holders sorted set is the ranker's: the commit names the accounts it changed
    expect(await redis.smembers(holdersUnrankedKey(redisKeys, topicId, 'loyal'))).toHaveLength(2)
    expect(await redis.exists(holdersKey(redisKeys, topicId, 'loyal'))).toBe(0)
    await ranked(redis, redisKeys, topicId)
    expect(await redis.zrange(holdersKey(redisKeys, topicId, 'loyal'), 0, -1, 'WITHSCORES')).toEqual(['0.0.1002', '100'])
    expect(await redis.exists(holdersUnrankedKey(redisKeys, topicId, 'loyal'), topicUnrankedTicksKey(redisKeys, topicId))).toBe(0)
  })

  it('refuses a page computed from another checkpoint', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    expect(await sut.commitPage(await page(topicId))).toMatchObject({ ok: true })
    expect(await sut.commitPage(await page(topicId))).toEqual({ ok: false, reason: 'stale' })
    expect(await redis.hget(topicMetaKey(redisKeys, topicId), 'lastSequence')).toBe('3')
  })

  it('refuses a page from an instance that does not hold the lease', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const p = await page(topicId)
    await redis.set(topicLockKey(redisKeys, topicId), 'someone-else')
    expect(await sut.commitPage(p)).toEqual({ ok: false, reason: 'lost' })
    expect(await redis.exists(topicMetaKey(redisKeys, topicId))).toBe(0)
  })

  it('refuses to write on a halted topic', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    await sut.halt(topicId, { reason: 'running_hash_mismatch', sequenceNumber: 1, detail: 'test' })
    expect(await sut.commitPage(await page(topicId))).toEqual({ ok: false, reason: 'halted' })
    expect((await sut.loadCheckpoint(topicId)).halted).toBe('running_hash_mismatch')
  })

  it('caps the invalid messages stream, the oldest going first', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys, { invalidMax: 2 })
    const invalid = [1, 2, 3].map(n => ({ sequenceNumber: n, reason: 'invalid_json', payer: '0.0.9', consensusTimestamp: `1700000000.00000000${n}` }))
    expect(await sut.commitPage(await page(topicId, { indexes: { history: [], invalid, registry: [] } }))).toMatchObject({ ok: true })
    expect(await readInvalid(redis, redisKeys, topicId)).toEqual(invalid.slice(1))
  })

  it('keeps a page\'s history entries packed, an account\'s sealed into chunks once they outgrow its field, and a page written again adds only what is new', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys, { historyChunkAt: 20 })
    const accounts = historyAccountsKey(redisKeys, topicId, 'pts')
    const history = [
      { tick: 'pts', sequenceNumber: 1, code: '0', accounts: [] },
      { tick: 'pts', sequenceNumber: 2, code: '0', accounts: ['0.0.7'] },
      { tick: 'pts', sequenceNumber: 3, code: '5', accounts: ['0.0.7', '0.0.8'] }
    ]
    expect(await sut.commitPage(await page(topicId, { indexes: { history, invalid: [], registry: [] } }))).toMatchObject({ ok: true })
    expect(await redis.xrange(historyKey(redisKeys, topicId, 'pts'), '-', '+')).toEqual([['1-0', ['e', '1,2,3:5']]])
    expect(parseAccountField(await redis.hget(accounts, '0.0.7'))).toEqual({
      chunks: 0, entries: [{ sequenceNumber: 2 }, { sequenceNumber: 3, reason: 'insufficient_balance' }]
    })
    // the next page makes 0.0.7's entries longer than 20 characters: they are sealed into its first chunk
    const commit = async (from: number, seqs: number[]): Promise<void> => {
      const more = seqs.map(n => ({ tick: 'pts', sequenceNumber: n, code: '0', accounts: ['0.0.7'] }))
      const next = await page(topicId, { from: { lastSequence: from, lastRunningHash: 'ab'.repeat(48) }, indexes: { history: more, invalid: [], registry: [] } })
      const to = { lastSequence: seqs.at(-1) ?? from, lastRunningHash: 'cd'.repeat(48), lastConsensusTimestamp: '1700000001.000000000' }
      expect(await sut.commitPage({ ...next, effects: [], to })).toMatchObject({ ok: true })
    }
    await commit(3, [1004, 1005, 1006, 1007])
    expect(await redis.hgetall(accounts)).toEqual({ '0.0.7': '1:1007|', '0.0.7#1': '2,3:5,1004,1005,1006,1007', '0.0.8': '3:5' })
    await commit(1007, [1008])
    expect(await redis.hget(accounts, '0.0.7')).toBe('1:1007|1008')
    // a checkpoint reset: the same pages again, then one that overlaps what is held; nothing is written twice
    await redis.hset(topicMetaKey(redisKeys, topicId), 'lastSequence', '3')
    await commit(3, [1004, 1005, 1006, 1007])
    await commit(1007, [1006, 1007, 1008, 1009])
    expect(await redis.xrange(historyKey(redisKeys, topicId, 'pts'), '-', '+')).toEqual([
      ['1-0', ['e', '1,2,3:5']], ['1004-0', ['e', '1004,1005,1006,1007']], ['1008-0', ['e', '1008']], ['1009-0', ['e', '1009']]
    ])
    expect(await redis.hgetall(accounts)).toEqual({ '0.0.7': '1:1007|1008,1009', '0.0.7#1': '2,3:5,1004,1005,1006,1007', '0.0.8': '3:5' })
    // the highest sequence number the histories hold: a page starting below it is a page written again
    expect(await redis.hget(topicMetaKey(redisKeys, topicId), 'historyTop')).toBe('1009')
  })

  it('turns a topic\'s ticks set of an earlier version into the deploy-ordered sorted set before following it', async () => {
    const topicId = `0.0.${topicNum++}`
    await redis.sadd(topicTicksKey(redisKeys, topicId), 'late', 'early')
    await redis.hset(inscriptionKey(redisKeys, topicId, 'late'), 'deploySequence', '9')
    await redis.hset(inscriptionKey(redisKeys, topicId, 'early'), 'deploySequence', '2')
    await createLedgerStore(redis, redisKeys).loadCheckpoint(topicId)
    expect(await redis.zrange(topicTicksKey(redisKeys, topicId), 0, -1, 'WITHSCORES')).toEqual(['early', '2', 'late', '9'])
  })

  it('keeps no history with history off, the invalid messages still', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys, { history: false })
    const indexes = {
      history: [{ tick: 'pts', sequenceNumber: 1, code: '0', accounts: ['0.0.7'] }],
      invalid: [{ sequenceNumber: 2, reason: 'invalid_json', payer: '0.0.9', consensusTimestamp: '1700000000.000000002' }],
      registry: []
    }
    expect(await sut.commitPage(await page(topicId, { indexes }))).toMatchObject({ ok: true })
    expect(await redis.exists(historyKey(redisKeys, topicId, 'pts'), historyAccountsKey(redisKeys, topicId, 'pts'))).toBe(0)
    expect(await readInvalid(redis, redisKeys, topicId)).toEqual(indexes.invalid)
  })

  it('releases the job\'s reservation in the same step that settles it', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const jobId = `${topicId}-resv`
    const reservation = reservationKey(redisKeys, topicId, jobId)
    const pending = pendingDebitsKey(redisKeys, topicId, 'loyal')
    await writeRecord(redis, jobRecordKey(redisKeys, topicId, jobId), { status: 'submitted', transactionId: TX })
    await redis.set(transactionKey(redisKeys, topicId, TX), jobId)
    await redis.hset(pending, '0.0.1', '7')
    await redis.hset(reservation, { kind: 'debit', key: pending, field: '0.0.1', amt: '5' })
    const result = await sut.commitPage(await page(topicId, { outcomes: [message(3, { transactionId: TX })] }))
    expect(result).toMatchObject({ ok: true, matches: [{ jobId, via: 'transactionId', result: 'settled', was: 'submitted' }] })
    expect(await redis.hget(pending, '0.0.1')).toBe('2')
    expect(await redis.exists(reservation)).toBe(0)
    expect(await readRecord(redis, jobRecordKey(redisKeys, topicId, jobId))).toMatchObject({ status: 'confirmed', sequenceNumber: '3', runningHash: 'cd' })
  })

  it('settles a page of jobs in one step: each reservation released once, each total written once, one publication for the page', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const debits = pendingDebitsKey(redisKeys, topicId, 'loyal')
    const supply = pendingSupplyKey(redisKeys, topicId)
    const index = topicReservationsKey(redisKeys, topicId)
    const { due, data } = topicSubmissionKeys(redisKeys, topicId)
    await redis.hset(debits, { '0.0.1': '7', '0.0.9': '4' })
    await redis.hset(supply, 'loyal', '50')
    // three debits of one account (all of it), a mint, a job released before (its reservation gone), a record that is
    // not ours (a hash: left alone, its reservation kept) and a tx index entry that is not ours (no job found by it)
    const jobs = [
      { name: 'd1', reservation: { kind: 'debit', key: debits, field: '0.0.1', amt: '2' } },
      { name: 'd2', reservation: { kind: 'debit', key: debits, field: '0.0.1', amt: '2' } },
      { name: 'd3', reservation: { kind: 'debit', key: debits, field: '0.0.1', amt: '3' } },
      { name: 'm1', reservation: { kind: 'mint', key: supply, field: 'loyal', amt: '20' } },
      { name: 'gone' },
      { name: 'hash', reservation: { kind: 'debit', key: debits, field: '0.0.9', amt: '4' }, foreignRecord: true },
      { name: 'foreign-tx', foreignTx: true }
    ]
    const outcomes: MessageOutcome[] = []
    for (const [i, job] of jobs.entries()) {
      const jobId = `${topicId}-${job.name}`
      const tx = `0.0.2@1700000000.00000001${i}`
      const record = jobRecordKey(redisKeys, topicId, jobId)
      if (job.foreignRecord === true) await redis.hset(record, 'not', 'ours')
      else await writeRecord(redis, record, { id: jobId, status: 'submitted', transactionId: tx })
      if (job.foreignTx === true) await redis.hset(transactionKey(redisKeys, topicId, tx), 'not', 'ours')
      else await redis.set(transactionKey(redisKeys, topicId, tx), jobId)
      if (job.reservation !== undefined) {
        await redis.hset(reservationKey(redisKeys, topicId, jobId), { ...job.reservation, index, jobId })
        await redis.zadd(index, i, jobId)
      }
      await redis.zadd(due, i, jobId)
      await redis.hset(data, jobId, '{}')
      outcomes.push(message(i + 1, { transactionId: tx }))
    }
    const heard: string[] = []
    const listener = connect()
    listener.on('message', (_channel: string, text: string) => { heard.push(text) })
    await listener.subscribe(jobSettledChannel(redisKeys, topicId))
    try {
      const versionsBefore = await redis.hgetall(pendingVersionsKey(redisKeys, topicId))
      const result = await sut.commitPage(await page(topicId, { outcomes }))
      expect(result).toMatchObject({
        ok: true,
        matches: [
          { result: 'settled' }, { result: 'settled' }, { result: 'settled' }, { result: 'settled' }, { result: 'settled' },
          { result: 'unreadable' }, { result: 'unmatched', via: 'none' }
        ]
      })
      // 7 - 2 - 2 - 3 = 0: the field is gone; the foreign record's debit stays reserved
      expect(await redis.hgetall(debits)).toEqual({ '0.0.9': '4' })
      expect(await redis.hget(supply, 'loyal')).toBe('30')
      expect(await redis.zrange(index, 0, -1)).toEqual([`${topicId}-hash`])
      for (const name of ['d1', 'd2', 'd3', 'm1']) expect(await redis.exists(reservationKey(redisKeys, topicId, `${topicId}-${name}`))).toBe(0)
      expect(await redis.exists(reservationKey(redisKeys, topicId, `${topicId}-hash`))).toBe(1)
      expect(await redis.hgetall(jobRecordKey(redisKeys, topicId, `${topicId}-hash`))).toEqual({ not: 'ours' })
      expect(await redis.hgetall(transactionKey(redisKeys, topicId, '0.0.2@1700000000.000000016'))).toEqual({ not: 'ours' })
      // the settled jobs' reconciler entries are gone, the others' stay
      expect((await redis.zrange(due, 0, -1)).sort()).toEqual([`${topicId}-foreign-tx`, `${topicId}-hash`])
      expect(Object.keys(await redis.hgetall(data)).sort()).toEqual([`${topicId}-foreign-tx`, `${topicId}-hash`])
      // each total's count moved once for the page
      const versions = await redis.hgetall(pendingVersionsKey(redisKeys, topicId))
      expect(Number(versions[debits]) - Number(versionsBefore[debits] ?? 0)).toBe(1)
      expect(Number(versions[supply]) - Number(versionsBefore[supply] ?? 0)).toBe(1)
      while (heard.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
      expect(heard).toHaveLength(1)
      expect(settledRecordTexts(heard[0] as string).map((text) => (JSON.parse(text) as { id: string }).id))
        .toEqual(['d1', 'd2', 'd3', 'm1', 'gone'].map((name) => `${topicId}-${name}`))
    } finally {
      await listener.quit()
    }
  })

  it('settles a job forward only, over a failed one (the topic wins), and reports when it was submitted', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const ids = ['fwd', 'failed', 'done', 'missing'].map((name) => `${topicId}-${name}`)
    const [forward = '', failed = '', done = '', missing = ''] = ids
    await writeRecord(redis, jobRecordKey(redisKeys, topicId, forward), { status: 'submitted', submittedAt: '2026-01-01T00:00:00.000Z', requestId: 'req-fwd' })
    await writeRecord(redis, jobRecordKey(redisKeys, topicId, failed), { status: 'failed', attempts: '10', errorCode: 'BUSY', errorMessage: 'gave up' })
    await writeRecord(redis, jobRecordKey(redisKeys, topicId, done), { status: 'confirmed' })
    const outcomes = ids.map((id, i) => {
      const tx = `0.0.2@1700000000.00000000${i}`
      return { tx, id, outcome: message(i + 1, { transactionId: tx, reason: i === 0 ? 'insufficient_balance' : undefined }) }
    })
    for (const { tx, id } of outcomes) await redis.set(transactionKey(redisKeys, topicId, tx), id)
    const result = await sut.commitPage(await page(topicId, { outcomes: outcomes.map((o) => o.outcome) }))
    expect(result).toMatchObject({
      ok: true,
      matches: [
        { jobId: forward, result: 'settled', since: '2026-01-01T00:00:00.000Z', was: 'submitted', requestId: 'req-fwd' },
        { jobId: failed, result: 'settled', was: 'failed' },
        { jobId: done, result: 'kept:confirmed' },
        { jobId: missing, result: 'missing' }
      ]
    })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topicId, forward))).toMatchObject({ status: 'invalid', errorCode: 'INSUFFICIENT_BALANCE' })
    // Settling keeps the TTL the record's creator set.
    expect(await redis.ttl(jobRecordKey(redisKeys, topicId, forward))).toBeGreaterThan(0)
    expect(await readRecord(redis, jobRecordKey(redisKeys, topicId, failed))).toMatchObject({ status: 'confirmed', attempts: '10', errorCode: 'BUSY', sequenceNumber: '2' })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topicId, done))).toEqual({ status: 'confirmed' })
    expect(await redis.exists(jobRecordKey(redisKeys, topicId, missing))).toBe(0)
  })

  it('finds a job by the sequence number its worker indexed when the mirror gives no transaction id', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const jobId = `${topicId}-seq`
    await writeRecord(redis, jobRecordKey(redisKeys, topicId, jobId), { status: 'submitted', transactionId: TX, sequenceNumber: '2' })
    await redis.hset(topicSequenceJobsKey(redisKeys, topicId), '2', jobId)
    const result = await sut.commitPage(await page(topicId, { outcomes: [message(1), message(2), message(3)] }))
    expect(result).toMatchObject({
      ok: true,
      matches: [{ result: 'unmatched', via: 'none' }, { jobId, via: 'sequenceNumber', result: 'settled' }, { result: 'unmatched' }]
    })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topicId, jobId))).toMatchObject({ status: 'confirmed', sequenceNumber: '2' })
    expect(await redis.hlen(topicSequenceJobsKey(redisKeys, topicId))).toBe(0)
    // what nothing claimed is left, with a TTL, for a worker that learns its sequence number later
    expect(JSON.parse(await redis.get(topicOutcomeKey(redisKeys, topicId, 3)) ?? '{}')).toMatchObject({ status: 'confirmed', sequenceNumber: '3', payer: '0.0.2' })
    expect(await redis.ttl(topicOutcomeKey(redisKeys, topicId, 3))).toBeGreaterThan(0)
    expect(await redis.exists(topicOutcomeKey(redisKeys, topicId, 2))).toBe(0)
  })

  it('never settles a job from another payer\'s message', async () => {
    const topicId = `0.0.${topicNum++}`
    const sut = createLedgerStore(redis, redisKeys)
    const [byTx, bySeq] = [`${topicId}-tx`, `${topicId}-seq`]
    await writeRecord(redis, jobRecordKey(redisKeys, topicId, byTx), { status: 'submitted', transactionId: TX })
    await redis.set(transactionKey(redisKeys, topicId, TX), byTx)
    await writeRecord(redis, jobRecordKey(redisKeys, topicId, bySeq), { status: 'submitted', transactionId: '0.0.2@1700000000.000000009', sequenceNumber: '2' })
    await redis.hset(topicSequenceJobsKey(redisKeys, topicId), '2', bySeq)
    // a message claiming our transaction id, paid by 0.0.666; and one at our sequence number, paid by 0.0.666
    const result = await sut.commitPage(await page(topicId, {
      outcomes: [message(1, { transactionId: TX, payer: '0.0.666' }), message(2, { payer: '0.0.666' })]
    }))
    expect(result).toMatchObject({ ok: true, matches: [{ result: 'unmatched' }, { jobId: bySeq, result: 'mismatch' }] })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topicId, byTx))).toMatchObject({ status: 'submitted' })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topicId, bySeq))).toMatchObject({ status: 'submitted' })
    // a message with a transaction id that is not ours leaves no outcome behind
    expect(await redis.exists(topicOutcomeKey(redisKeys, topicId, 1))).toBe(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import {
  admitScript, balancesKey, inscriptionKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey, releaseScript, reservationKey, reservationTotalsKeys,
  topicReservationsKey, topicTicksKey
} from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { checkReservations } from '../src/sweep/reservation-check.js'
import { connect } from './support/ledger.js'

const prefix = uniquePrefix('indexer-reservation-check')
const keys = { prefix, network: TEST_NETWORK }
const TOPIC = '0.0.6100'
const TICKS = ['hot', 'calm']
let redis: Redis
let next = 0

beforeAll(async () => {
  redis = connect()
  for (const tick of TICKS) {
    await redis.hset(inscriptionKey(keys, TOPIC, tick), 'max', '1000000000', 'lim', '', 'supply', '0')
    await redis.zadd(topicTicksKey(keys, TOPIC), 1, tick)
    // balances to debit: 40 accounts of each tick
    for (let a = 0; a < 40; a++) await redis.hset(balancesKey(keys, TOPIC, tick), `0.0.${500 + a}`, '1000000')
  }
})
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

/** Admits a mint or a debit on `tick` (protocol's admission, as the api runs it); returns the job id. */
async function admit (tick: string): Promise<string> {
  const jobId = `job-${next++}`
  const debit = next % 2 === 0
  const code = await admitScript.run(redis, {
    keys: {
      inscription: inscriptionKey(keys, TOPIC, tick),
      pendingDeploy: pendingDeployKey(keys, TOPIC, tick),
      pendingSupply: pendingSupplyKey(keys, TOPIC),
      balances: balancesKey(keys, TOPIC, tick),
      pendingDebits: pendingDebitsKey(keys, TOPIC, tick),
      reservation: reservationKey(keys, TOPIC, jobId),
      reservations: topicReservationsKey(keys, TOPIC),
      ...reservationTotalsKeys(keys, TOPIC)
    },
    args: { op: debit ? 'burn' : 'mint', tick, amt: String(1 + (next % 9)), account: debit ? `0.0.${500 + (next % 40)}` : '', max: '', lim: '', jobId, at: String(Date.now()) }
  })
  expect(code).toBe('OK')
  return jobId
}

async function release (jobId: string): Promise<void> {
  await releaseScript.run(redis, { keys: { reservation: reservationKey(keys, TOPIC, jobId), ...reservationTotalsKeys(keys, TOPIC) }, args: {} })
}

describe(checkReservations.name, () => {
  it('walks reservations in chunks while admissions and releases run, and never reports a difference that is not there', async () => {
    const live: string[] = []
    for (let i = 0; i < 600; i++) live.push(await admit(TICKS[i % 2] as string))
    // admissions and releases on the hot tick only, for as long as the checks run
    const state = { running: true }
    const churn = (async () => {
      while (state.running) {
        live.push(await admit('hot'))
        const i = Math.floor(Math.random() * live.length)
        const [gone] = live.splice(i, 1)
        if (gone !== undefined) await release(gone)
      }
    })()
    const reports = []
    try {
      for (let i = 0; i < 5; i++) reports.push(await checkReservations(redis, keys, TOPIC, { chunk: 17 }))
    } finally {
      state.running = false
      await churn
    }
    for (const report of reports) {
      expect(report.differences).toEqual([])
      expect(report.dangling).toEqual([])
    }
    // once quiet, nothing is skipped and every reservation is counted once, though ZSCAN may return one twice
    const quiet = await checkReservations(redis, keys, TOPIC, { chunk: 17 })
    expect(quiet).toEqual({ live: live.length, dangling: [], differences: [], skipped: 0 })
  })

  it('finds a planted difference on a quiet total while another total changes under it', async () => {
    // a total that no reservation explains (changed outside admission and release: no version bump)
    await redis.hincrby(pendingDebitsKey(keys, TOPIC, 'calm'), '0.0.999', 5)
    await redis.zadd(topicReservationsKey(keys, TOPIC), 1, 'job-without-reservation')
    const state = { running: true }
    const churn = (async () => {
      while (state.running) await release(await admit('hot'))
    })()
    let report
    try {
      report = await checkReservations(redis, keys, TOPIC, { chunk: 17 })
    } finally {
      state.running = false
      await churn
    }
    expect(report.differences).toEqual([{ key: pendingDebitsKey(keys, TOPIC, 'calm'), field: '0.0.999', stored: '5', derived: '0' }])
    expect(report.dangling).toEqual(['job-without-reservation'])
  })
})

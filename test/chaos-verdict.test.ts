// The chaos run's checks on their own: they must flag every loss, duplicate, stuck job and 5xx.
import { describe, expect, it } from 'vitest'
import { checkClaims, type StoredJob } from '../scripts/chaos/claims.js'
import { checkExactlyOnce, type AcceptedJob, type JobView, type TopicMessage } from '../scripts/chaos/exactly-once.js'
import { acceptedJobsOf, emptyTally } from '../scripts/chaos/fuzz.js'
import { failures } from '../scripts/chaos/report.js'
import type { ChaosReport } from '../scripts/chaos/run.js'
import { expectedUsage } from '../scripts/chaos/usage-check.js'

const OP = '0.0.2'
const T = '0.0.1001'
const job = (jobId: string, message: string): AcceptedJob => ({ jobId, topicId: T, message })
const msg = (sequenceNumber: number, text: string, payer = OP): TopicMessage => ({ sequenceNumber, text, payer })

function sut (accepted: AcceptedJob[], records: Record<string, JobView | undefined>, messages: TopicMessage[]): ReturnType<typeof checkExactlyOnce> {
  return checkExactlyOnce(accepted, new Map(Object.entries(records)), new Map([[T, messages]]), OP)
}

describe(checkExactlyOnce.name, () => {
  it('passes jobs each on the topic once, identical bodies included, ignoring other payers', () => {
    const result = sut([job('a', 'm1'), job('b', 'm1'), job('c', 'm2')], {
      a: { status: 'confirmed', sequenceNumber: 1 }, b: { status: 'confirmed', sequenceNumber: 3 }, c: { status: 'invalid', sequenceNumber: 4 }
    }, [msg(1, 'm1'), msg(2, 'm1', '0.0.9999'), msg(3, 'm1'), msg(4, 'm2')])
    expect(result).toMatchObject({ confirmed: 2, invalid: 1, lost: [], failed: [], duplicated: [], stuck: [] })
  })

  it('flags a message the service sent twice', () => {
    const result = sut([job('a', 'm1')], { a: { status: 'confirmed', sequenceNumber: 1 } }, [msg(1, 'm1'), msg(2, 'm1')])
    expect(result.duplicated).toEqual([{ text: 'm1', extra: 1 }])
  })

  it('flags a vanished record, a record pointing at another message and two jobs claiming one sequence number as lost', () => {
    const result = sut([job('a', 'm1'), job('b', 'm2'), job('c', 'm3'), job('d', 'm3')], {
      a: undefined, b: { status: 'confirmed', sequenceNumber: 1 }, c: { status: 'confirmed', sequenceNumber: 2 }, d: { status: 'confirmed', sequenceNumber: 2 }
    }, [msg(1, 'other'), msg(2, 'm3')])
    expect(result.lost).toEqual(['a', 'b', 'd'])
  })

  it('flags an invalid job on a private topic, not on a public one', () => {
    const result = checkExactlyOnce([job('a', 'm1'), { jobId: 'b', topicId: '0.0.7', message: 'm2' }],
      new Map([['a', { status: 'invalid', sequenceNumber: 1 }], ['b', { status: 'invalid', sequenceNumber: 1 }]]),
      new Map([[T, [msg(1, 'm1')]], ['0.0.7', [msg(1, 'm2')]]]), OP, new Set([T]))
    expect(result.invalidOnPrivate).toEqual(['a'])
  })

  it('flags unsettled jobs as stuck and given-up ones as failed', () => {
    const result = sut([job('a', 'm1'), job('b', 'm2'), job('c', 'm3')], {
      a: { status: 'submitting' }, b: { status: 'queued' }, c: { status: 'failed' }
    }, [])
    expect(result.stuck).toEqual(['a', 'b'])
    expect(result.failed).toEqual(['c'])
  })
})

describe(failures.name, () => {
  const clean = (): ChaosReport => ({
    profile: 'test',
    seed: 1,
    durationMs: 1,
    tally: emptyTally(),
    faults: [],
    hostile: { sent: 0, failed: 0 },
    secretsInOutput: [],
    stopCode: 0,
    jobs: { accepted: 0, confirmed: 0, invalid: 0, failed: [], lost: [], duplicated: [], stuck: [], invalidOnPrivate: [], claimedSlots: new Set() },
    ledger: [{ ticks: 1, mismatches: [], leftover: [], unreadable: [] }],
    reservationsMustClear: true,
    verify: { exitCode: 0, lines: [], differences: 0, liveReservations: 0 },
    tenants: { tried: 10, own: 4, crossings: [] },
    claims: { unclaimed: [], orphaned: [], dropped: [], refused5xx: [] },
    usage: []
  })

  it('is empty for a clean run and names each kind of failure otherwise', () => {
    expect(failures(clean())).toEqual([])
    const bad = clean()
    bad.tally.unexpected5xx.push({ status: 500, kind: 'k', target: '/', body: '' })
    bad.tally.hangs.push({ kind: 'k', target: '/' })
    bad.jobs.lost.push('a')
    bad.jobs.duplicated.push({ text: 'm', extra: 2 })
    bad.jobs.stuck.push('b')
    bad.jobs.invalidOnPrivate.push('c')
    bad.ledger[0]!.mismatches.push('supply')
    bad.ledger[0]!.leftover.push('pending supply')
    bad.verify = { exitCode: 1, lines: [], differences: 2, liveReservations: 3 }
    bad.secretsInOutput.push('API key')
    bad.stopCode = 1
    bad.tenants.crossings.push('GET /api/jobs/x -> 200')
    bad.faults.push({ fault: 'redis out of memory', restartedMs: 5000, pipelineMs: 6000, readyWhileDown: 200 }, { fault: 'redis restart', restartedMs: 1, pipelineMs: 2, readyWhileDown: 503 })
    bad.claims.unclaimed.push({ topicId: T, sequenceNumber: 9, text: 'm' })
    bad.claims.orphaned.push({ jobId: 'o', topicId: T, requestId: 'chaos-3', status: 'queued', tenant: 'default' })
    bad.usage.push('default|pts accepted: records 2, meters 1')
    expect(failures(bad)).toEqual([
      '1 5xx answers', '1 requests without an answer (hang)', '1 accepted jobs lost', '2 duplicated messages', '1 stuck jobs',
      '1 accepted jobs the ledger rejected on the private topic', '1 ledger mismatches', '2 ledger:verify differences',
      '3 reservations left after every job settled', '1 pending amounts the API still shows', "1 secrets in npm start's output (API key)", 'npm start exited 1 on SIGTERM',
      '1 tenant crossings (GET /api/jobs/x -> 200)', 'readiness answered 200 during redis out of memory', '1 unclaimed messages (on the topic, claimed by no 202 and no dropped request)',
      '1 orphaned records (not accepted, not dropped, not failed)', '1 usage meters that disagree with the job records (default|pts accepted: records 2, meters 1)'
    ])
  })
})

describe(acceptedJobsOf.name, () => {
  it('reads a single 202 body and a batch of them', () => {
    expect(acceptedJobsOf({ jobId: 'a', topicId: T, message: 'm' })).toEqual([job('a', 'm')])
    expect(acceptedJobsOf({ jobs: [{ jobId: 'a', topicId: T, message: 'm' }, { status: 422 }] })).toEqual([job('a', 'm')])
  })
})

describe(expectedUsage.name, () => {
  it('counts every record but a tombstone as accepted, each settled one by its state, and holder-paid ones', () => {
    const stored = (status: string, more: Partial<StoredJob> = {}): StoredJob => ({ jobId: 'j', topicId: T, requestId: 'r', status, tenant: 'acme', ticker: 'pts', ...more })
    const usage = expectedUsage([
      stored('confirmed', { transactionId: `${OP}@1.1` }), stored('invalid'), stored('failed', { errorCode: 'JOB_ABANDONED' }), stored('queued'),
      stored('failed', { errorCode: 'NOT_ACCEPTED' }), stored('confirmed', { transactionId: '0.0.77@1.1' }), stored('confirmed', { tenant: 'default', ticker: undefined })
    ], OP)
    expect(Object.fromEntries(usage)).toEqual({
      'acme|pts': { accepted: 5, confirmed: 2, invalid: 1, failed: 1, holderSigned: 1 },
      'default|': { accepted: 1, confirmed: 1, invalid: 0, failed: 0, holderSigned: 0 }
    })
  })
})

describe(checkClaims.name, () => {
  const stored = (jobId: string, requestId: string, status: string, sequenceNumber?: number): StoredJob =>
    sequenceNumber === undefined ? { jobId, topicId: T, requestId, status, tenant: 'default' } : { jobId, topicId: T, requestId, status, sequenceNumber, tenant: 'default' }

  it('accounts for each message of ours by an accepted job or a dropped request, and finds the rest', () => {
    const topics = new Map([[T, [msg(1, 'm1'), msg(2, 'm2'), msg(3, 'm3'), msg(4, 'other writer', '0.0.9'), msg(5, 'm5')]]])
    const { claimedSlots } = checkExactlyOnce([job('a', 'm1')], new Map([['a', { status: 'confirmed', sequenceNumber: 1 }]]), topics, OP)
    expect(claimedSlots).toEqual(new Set([`${T}#1`]))
    const claims = checkClaims({
      topics,
      operatorId: OP,
      accepted: new Set(['a']),
      claimedSlots,
      stored: [stored('a', 'chaos-1', 'confirmed', 1), stored('b', 'chaos-2', 'confirmed', 2), stored('c', 'chaos-3', 'confirmed', 3)],
      dropped: ['chaos-2', 'chaos-9'],
      refused5xx: [{ requestId: 'chaos-3', status: 503 }]
    })
    // m2: its request dropped, so the job may exist; m3: answered 503 yet on the topic; m5: no record at all
    expect(claims.unclaimed).toEqual([
      { topicId: T, sequenceNumber: 3, text: 'm3', jobId: 'c', requestId: 'chaos-3' },
      { topicId: T, sequenceNumber: 5, text: 'm5', jobId: undefined, requestId: undefined }
    ])
    expect(claims.orphaned.map((j) => j.jobId)).toEqual(['c'])
    expect(claims.dropped).toEqual([{ requestId: 'chaos-2', jobs: [{ jobId: 'b', status: 'confirmed' }] }, { requestId: 'chaos-9', jobs: [] }])
    expect(claims.refused5xx).toEqual([{ requestId: 'chaos-3', status: 503, jobs: [{ jobId: 'c', status: 'confirmed' }] }])
  })

  it('counts a withdrawn request\'s tombstone and an abandoned job as accounted for, and an open record as orphaned', () => {
    const claims = checkClaims({
      topics: new Map([[T, []]]),
      operatorId: OP,
      accepted: new Set(),
      claimedSlots: new Set(),
      stored: [{ ...stored('t', 'chaos-1', 'failed'), errorCode: 'NOT_ACCEPTED' }, { ...stored('x', 'chaos-2', 'failed'), errorCode: 'JOB_ABANDONED' }, stored('q', 'chaos-3', 'queued')],
      dropped: [],
      refused5xx: [{ requestId: 'chaos-1', status: 503 }]
    })
    expect(claims.unclaimed).toEqual([])
    expect(claims.orphaned.map((j) => j.jobId)).toEqual(['q'])
    expect(claims.refused5xx[0]?.jobs).toEqual([{ jobId: 't', status: 'failed', errorCode: 'NOT_ACCEPTED' }])
  })
})

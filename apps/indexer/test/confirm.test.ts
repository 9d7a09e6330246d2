import { jobRecordKey, keySegment, reservationKey } from '@hcs/protocol'
import { describe, expect, it } from 'vitest'
import { jobKeyParts, keyParts, messagesForJobs, reservationKeyParts, topicOutcome } from '../src/ledger/confirm.js'

const outcome = { transactionId: '0.0.2@1700000000.000000001', payer: '0.0.2', sequenceNumber: 7, consensusTimestamp: '1700000001.000000002', runningHashHex: 'ab' }

describe(topicOutcome.name, () => {
  it('confirms an applied message with its payer, sequence number, consensus time and running hash', () => {
    expect(topicOutcome(outcome)).toEqual({
      status: 'confirmed', payer: '0.0.2', sequenceNumber: '7', consensusTimestamp: '1700000001.000000002', runningHash: 'ab'
    })
  })

  it.each([
    ['insufficient_balance', 'INSUFFICIENT_BALANCE'],
    ['supply_exceeded', 'SUPPLY_EXCEEDED'],
    ['payer_not_from', 'FROM_NOT_PAYER'],
    ['chunked_message', 'VALIDATION_FAILED'],
    ['invalid_field:amt', 'VALIDATION_FAILED']
  ])('marks a message rejected for %s invalid with code %s and the reason in the message', (reason, code) => {
    const sut = topicOutcome({ ...outcome, reason })
    expect(sut).toMatchObject({ status: 'invalid', errorCode: code, sequenceNumber: '7' })
    expect(sut.errorMessage).toContain(reason)
  })
})

describe(messagesForJobs.name, () => {
  it('names the transaction key and its payer only when the mirror reported the id', () => {
    const { transactionId: _omitted, ...withoutId } = outcome
    const [withId, without] = messagesForJobs({ prefix: 'p', network: 'n1' }, '0.0.9', [outcome, withoutId])
    expect(withId).toMatchObject({ txKey: 'p:topic:{n1:0.0.9}:tx:0.0.2@1700000000.000000001', txPayer: '0.0.2', outcomeKey: 'p:topic:{n1:0.0.9}:outcome:7' })
    expect(without).not.toHaveProperty('txKey')
    expect(without?.outcome.payer).toBe('0.0.2')
  })
})

describe(keyParts.name, () => {
  it('rebuilds protocol\'s job and reservation keys around any job id the way the commit script does', () => {
    const keys = { prefix: 'hcs20', network: 'local-1' }
    const [jb, ja] = jobKeyParts(keys, '0.0.9')
    const [rb, ra] = reservationKeyParts(keys, '0.0.9')
    for (const id of ['job-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'kabc0123456789abcd-order-42', 'odd:id{x}%', '0.0.9_job-1b9d6bcd', '0.0.9_kabc-Ab_c-d']) {
      expect(`${jb}${keySegment(id)}${ja}`).toBe(jobRecordKey(keys, '0.0.9', id))
      expect(`${rb}${keySegment(id)}${ra}`).toBe(reservationKey(keys, '0.0.9', id))
    }
  })
})

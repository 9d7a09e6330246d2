import { jobRecordKey, reservationKey } from '@hcs/protocol'
import { describe, expect, it } from 'vitest'
import { jobKeyParts, keyParts, messagesForJobs, reservationKeyParts, topicOutcome } from '../src/confirm.js'

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
    const [withId, without] = messagesForJobs('p', '0.0.9', [outcome, withoutId])
    expect(withId).toMatchObject({ txKey: 'p:tx:0.0.2@1700000000.000000001', txPayer: '0.0.2', outcomeKey: 'p:topic:0.0.9:outcome:7' })
    expect(without).not.toHaveProperty('txKey')
    expect(without?.outcome.payer).toBe('0.0.2')
  })
})

describe(keyParts.name, () => {
  it('rebuilds protocol\'s job and reservation keys around any job id', () => {
    for (const id of ['job-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'kabc0123456789abcd-order-42']) {
      const [jb, ja] = jobKeyParts('{hcs20}')
      const [rb, ra] = reservationKeyParts('{hcs20}')
      expect(`${jb}${id}${ja}`).toBe(jobRecordKey('{hcs20}', id))
      expect(`${rb}${id}${ra}`).toBe(reservationKey('{hcs20}', id))
    }
  })
})

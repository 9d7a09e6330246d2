import { describe, expect, it } from 'vitest'
import { settlementFor } from '../src/confirm.js'

const outcome = { transactionId: '0.0.2@1700000000.000000001', sequenceNumber: 7, consensusTimestamp: '1700000001.000000002', runningHashHex: 'ab' }
const now = new Date('2026-01-02T03:04:05.000Z')
const keys = { prefix: 'p', network: 'n1' }

describe(settlementFor.name, () => {
  it('confirms an applied message with its sequence number, consensus time and running hash', () => {
    expect(settlementFor(keys, '0.0.1001', 'j1', outcome, now)).toEqual({
      jobId: 'j1',
      jobKey: 'p:net:n1:job:j1',
      reservationKey: 'p:net:n1:topic:0.0.1001:reservation:j1',
      status: 'confirmed',
      fields: ['sequenceNumber', '7', 'consensusTimestamp', '1700000001.000000002', 'runningHash', 'ab', 'confirmedAt', now.toISOString(), 'updatedAt', now.toISOString()]
    })
  })

  it.each([
    ['insufficient_balance', 'INSUFFICIENT_BALANCE'],
    ['supply_exceeded', 'SUPPLY_EXCEEDED'],
    ['payer_not_from', 'FROM_NOT_PAYER'],
    ['chunked_message', 'VALIDATION_FAILED'],
    ['invalid_field:amt', 'VALIDATION_FAILED']
  ])('marks a message rejected for %s invalid with code %s and the reason in the message', (reason, code) => {
    const sut = settlementFor(keys, '0.0.1001', 'j1', { ...outcome, reason }, now)
    expect(sut.status).toBe('invalid')
    const fields = Object.fromEntries(Array.from({ length: sut.fields.length / 2 }, (_, i) => [sut.fields[2 * i], sut.fields[2 * i + 1]]))
    expect(fields).toMatchObject({ errorCode: code, sequenceNumber: '7' })
    expect(fields.errorMessage).toContain(reason)
  })
})

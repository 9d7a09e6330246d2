import { describe, expect, it } from 'vitest'
import { ERROR_CODES, REJECT_REASONS, isErrorCode, reasonToErrorCode } from '../src/index.js'

describe('ERROR_CODES', () => {
  it('lists the architecture codes and our additions once each, in UPPER_SNAKE', () => {
    expect([...ERROR_CODES].sort()).toEqual([
      'BATCH_MIXED_TOPICS', 'BATCH_REFUSED', 'CLOCK_SKEW', 'FORBIDDEN', 'FROM_NOT_PAYER', 'HEADERS_TOO_LARGE', 'IDEMPOTENCY_KEY_REUSED', 'INSUFFICIENT_BALANCE', 'INTERNAL', 'JOB_ABANDONED',
      'LIMIT_EXCEEDED', 'MALFORMED_REQUEST', 'MESSAGE_TOO_LARGE', 'METHOD_NOT_ALLOWED', 'MIRROR_UNAVAILABLE', 'NETWORK_BUSY', 'NOT_ACCEPTED', 'NOT_FOUND', 'OPERATOR_BALANCE_LOW',
      'PAYER_INSUFFICIENT_BALANCE', 'PAYLOAD_TOO_LARGE', 'PREPARATIONS_EXHAUSTED', 'PREPARATION_UNKNOWN', 'QUEUE_FULL', 'QUEUE_UNAVAILABLE', 'RATE_LIMITED', 'REGISTRY_NOT_CONFIGURED', 'REQUEST_TIMEOUT', 'SIGNATURE_INVALID', 'SUPPLY_EXCEEDED', 'TENANT_EXISTS', 'TICKER_EXISTS',
      'TICKER_NOT_FOUND', 'TICKER_NOT_OWNED', 'TOPIC_HALTED', 'TOPIC_NOT_ALLOWED', 'TOPIC_PRIVATE', 'TRANSACTION_ALTERED', 'TRANSACTION_EXPIRED', 'UNAUTHORIZED', 'UNSUPPORTED_MEDIA_TYPE', 'URI_TOO_LONG',
      'VALIDATION_FAILED', 'WEBHOOK_URL_NOT_ALLOWED'
    ])
  })
})

describe(isErrorCode.name, () => {
  it.each([['INTERNAL', true], ['internal', false], ['NOPE', false], [5, false]])('says %j is a code: %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected)
  })
})

describe(reasonToErrorCode.name, () => {
  it.each([
    [REJECT_REASONS.TICK_EXISTS, 'TICKER_EXISTS'],
    [REJECT_REASONS.TICK_NOT_FOUND, 'TICKER_NOT_FOUND'],
    [REJECT_REASONS.LIMIT_EXCEEDED, 'LIMIT_EXCEEDED'],
    [REJECT_REASONS.SUPPLY_EXCEEDED, 'SUPPLY_EXCEEDED'],
    [REJECT_REASONS.INSUFFICIENT_BALANCE, 'INSUFFICIENT_BALANCE'],
    [REJECT_REASONS.PAYER_NOT_FROM, 'FROM_NOT_PAYER'],
    [REJECT_REASONS.INVALID_JSON, 'VALIDATION_FAILED'],
    ['invalid_field:amt', 'VALIDATION_FAILED'],
    ['constructor', 'VALIDATION_FAILED']
  ])('maps %s to %s', (reason, code) => {
    expect(reasonToErrorCode(reason)).toBe(code)
  })
})

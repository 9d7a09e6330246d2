import { describe, expect, it } from 'vitest'
import { AMBIGUOUS_STATUSES, PERMANENT_STATUSES, TRANSIENT_STATUSES, classifyStatus } from '../../src/hedera/status.js'

describe(classifyStatus.name, () => {
  it.each([
    ['INVALID_TOPIC_ID', 'permanent'],
    ['TOPIC_EXPIRED', 'permanent'],
    ['INVALID_SIGNATURE', 'permanent'],
    ['INVALID_TOPIC_MESSAGE', 'permanent'],
    ['MESSAGE_SIZE_TOO_LARGE', 'permanent'],
    ['INSUFFICIENT_PAYER_BALANCE', 'permanent'],
    ['INVALID_PAYER_SIGNATURE', 'permanent'],
    ['PAYER_ACCOUNT_NOT_FOUND', 'permanent'],
    ['INVALID_CHUNK_NUMBER', 'permanent'],
    ['INVALID_CHUNK_TRANSACTION_ID', 'permanent'],
    ['OUTCOME_UNKNOWN', 'permanent'],
    ['BUSY', 'transient'],
    ['PLATFORM_TRANSACTION_NOT_CREATED', 'transient'],
    ['PLATFORM_NOT_ACTIVE', 'transient'],
    ['THROTTLED_AT_CONSENSUS', 'transient'],
    ['TRANSACTION_EXPIRED', 'transient'],
    ['MaxAttemptsOrTimeoutError', 'transient'],
    ['GRPC_ERROR', 'transient'],
    ['NODES_UNHEALTHY', 'transient'],
    ['MIRROR_UNAVAILABLE', 'transient'],
    ['UNEXPECTED', 'transient'],
    ['DUPLICATE_TRANSACTION', 'ambiguous'],
    ['RECEIPT_NOT_FOUND', 'ambiguous'],
    ['UNKNOWN', 'ambiguous'],
    ['SOME_FUTURE_STATUS', 'permanent']
  ])('classifies %s as %s', (status, kind) => {
    expect(classifyStatus(status)).toBe(kind)
  })

  it('keeps the three sets disjoint', () => {
    const all = [...PERMANENT_STATUSES, ...TRANSIENT_STATUSES, ...AMBIGUOUS_STATUSES]
    expect(new Set(all).size).toBe(all.length)
  })
})

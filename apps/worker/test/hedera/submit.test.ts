import { describe, expect, it } from 'vitest'
import { AccountId } from '@hashgraph/sdk'
import { errorStatus, newTransactionId } from '../../src/hedera/submit.js'
import { HederaSubmitError } from '../../src/hedera/status.js'

describe(newTransactionId.name, () => {
  const operator = AccountId.fromString('0.0.2')
  const now = 1_700_000_000_500

  it('backdates the valid start by 3 to 8 seconds', () => {
    for (let i = 0; i < 200; i++) {
      const start = newTransactionId(operator, now).validStart?.toDate().getTime() ?? 0
      expect(start).toBeLessThanOrEqual(now - 3000)
      expect(start).toBeGreaterThan(now - 8001)
    }
  })

  it('prints in the SDK form with nine-digit nanos', () => {
    expect(newTransactionId(operator, now).toString()).toMatch(/^0\.0\.2@\d{10}\.\d{9}$/)
  })

  it('does not repeat ids', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newTransactionId(operator, now).toString()))
    expect(ids.size).toBe(100)
  })
})

describe(errorStatus.name, () => {
  it('keeps the code of our own errors', () => {
    expect(errorStatus(new HederaSubmitError('BUSY', 'x'))).toBe('BUSY')
  })

  it('names a single unhealthy node', () => {
    expect(errorStatus(new Error('Network connectivity issue: All nodes are unhealthy. Original node list: 0.0.3'))).toBe('NODES_UNHEALTHY')
  })

  it('calls anything else unexpected', () => {
    expect(errorStatus(new TypeError('boom'))).toBe('UNEXPECTED')
  })
})

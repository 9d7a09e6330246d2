import { describe, expect, it } from 'vitest'
import { JOB_STATUSES, JOB_STATUS_RANK, isTerminalStatus } from '../src/index.js'

describe(isTerminalStatus.name, () => {
  it.each([
    ['queued', false], ['submitting', false], ['submitted', false], ['confirmed', true], ['invalid', true], ['failed', true]
  ] as const)('says %s is terminal: %s', (status, expected) => {
    expect(isTerminalStatus(status)).toBe(expected)
  })

  it('ranks every status so that they only move forward', () => {
    expect(JOB_STATUSES.map((s) => JOB_STATUS_RANK[s])).toEqual([0, 1, 2, 3, 3, 3])
  })
})

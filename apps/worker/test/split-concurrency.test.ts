import { describe, expect, it } from 'vitest'
import { splitConcurrency } from '../src/queue.js'

describe(splitConcurrency.name, () => {
  it('splits WORKER_CONCURRENCY over the topics\' workers so the total stays as configured (ADR 027)', () => {
    expect(splitConcurrency(200, 1)).toEqual([200])
    expect(splitConcurrency(200, 3)).toEqual([67, 67, 66])
    expect(splitConcurrency(400, 4)).toEqual([100, 100, 100, 100])
    for (const [total, topics] of [[7, 3], [1000, 7], [33, 33]] as const) {
      expect(splitConcurrency(total, topics).reduce((a, b) => a + b, 0)).toBe(total)
    }
  })

  it('gives every topic at least one slot, even with fewer slots than topics', () => {
    expect(splitConcurrency(2, 3)).toEqual([1, 1, 1])
  })
})

// `npm run soak` in the suite, 2 minutes (issue 25): a steady load on the mainnet profile with a fault a minute;
// nothing lost, duplicated, stuck, unclaimed, orphaned or left reserved (the 30-minute run also checks growth).
import { describe, expect, it } from 'vitest'
import { formatSoak, soakFailures } from '../scripts/soak/report.js'
import { runSoak, trendOf } from '../scripts/soak/run.js'

describe(trendOf.name, () => {
  const points = (f: (x: number) => number) => Array.from({ length: 60 }, (_, i) => ({ x: i / 2, y: f(i / 2) }))

  it('calls a series flat when its growth after the warm-up is within its own noise, and says how much it grew', () => {
    const wobbly = trendOf(points((x) => 100 + 6 * Math.sin(x * 3)), 5)
    expect(wobbly.flat).toBe(true)
    const leaking = trendOf(points((x) => 100 + 4 * x), 5)
    expect(leaking).toMatchObject({ flat: false })
    expect(leaking.slopePerMinute).toBeCloseTo(4, 5)
    expect(leaking.growth).toBeCloseTo(4 * 24.5, 5)
    // what happens during the warm-up does not count
    expect(trendOf(points((x) => x < 5 ? 10 * x : 50), 5).flat).toBe(true)
  })
})

describe('soak (2 minutes)', () => {
  it('keeps every accepted job exactly once through a fault a minute at a steady load', async () => {
    const report = await runSoak({ minutes: 2, rate: 25, faultEveryMs: 60_000, sampleMs: 5000, profile: 'mainnet', log: () => {} })
    expect(soakFailures(report, false), formatSoak(report)).toEqual([])
    expect(report.faults.map((f) => f.fault)).toEqual(['worker SIGKILL'])
    expect(report.samples.length).toBeGreaterThanOrEqual(20)
    expect(report.jobs.confirmed, formatSoak(report)).toBeGreaterThan(2000)
  }, 600_000)
})

// `npm run chaos -- --quick` inside the suite: hostile requests against a real `npm start` while the
// worker is SIGKILLed, the emulator killed and Redis restarted; nothing may be lost, duplicated or stuck.
import { describe, expect, it } from 'vitest'
import { failures, formatReport } from '../scripts/chaos/report.js'
import { QUICK } from '../scripts/chaos/profiles.js'
import { runChaos } from '../scripts/chaos/run.js'

describe('chaos (quick)', () => {
  it('answers every request without a 5xx and puts every accepted job on its topic exactly once', async () => {
    const report = await runChaos(QUICK, 20261123, () => {})
    expect(failures(report), formatReport(report)).toEqual([])
    expect(report.tally.sent).toBe(QUICK.requests)
    expect(report.jobs.confirmed, formatReport(report)).toBeGreaterThan(100)
    expect(report.faults.map((f) => f.fault)).toEqual(QUICK.faults.map((f) => f.fault))
    // the second tenant ran jobs of its own and tried the first tenant's jobs, tickers, webhook and keys
    expect(report.tenants.own).toBe(4)
    expect(report.tenants.tried, formatReport(report)).toBeGreaterThan(100)
  }, 420_000)
})

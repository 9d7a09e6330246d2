// What a soak run prints and draws, and its verdict.
import { timeSeriesPlot } from '../../bench/lib/plot.js'
import { PROCESSES, type SoakReport } from './run.js'

/** Every reason the soak failed: loss, duplicates, stuck or unclaimed jobs, records or reservations left; growth past noise when `flat`. */
export function soakFailures (r: SoakReport, flat: boolean): string[] {
  const out: string[] = []
  const add = (n: number, what: string): void => { if (n > 0) out.push(`${n} ${what}`) }
  add(r.jobs.lost.length, 'accepted jobs lost')
  add(r.jobs.failed.length, 'accepted jobs failed')
  add(r.jobs.duplicated.reduce((n, d) => n + d.extra, 0), 'duplicated messages')
  add(r.jobs.stuck.length, 'stuck jobs')
  add(r.jobs.invalidOnPrivate.length, 'accepted jobs the ledger rejected on the private topic')
  add(r.claims.unclaimed.length, 'unclaimed messages')
  add(r.claims.orphaned.length, 'orphaned records')
  add(r.verify.differences, 'ledger:verify differences')
  add(r.verify.liveReservations, 'reservations left')
  if (r.verify.exitCode !== 0 && r.verify.differences === 0) out.push(`ledger:verify exited ${r.verify.exitCode}`)
  for (const f of r.faults) if (f.readyWhileDown === 200) out.push(`readiness answered 200 during ${f.fault}`)
  if (flat) {
    // the emulator's index grows by design (ADR 034: about 42 B a message); the service's processes and Redis must not
    for (const [name, t] of Object.entries(r.trends)) {
      if (name !== 'rss emulator' && !t.flat) out.push(`${name} grew ${t.growth.toFixed(1)} after the warm-up (noise ${t.noise.toFixed(1)})`)
    }
  }
  return out
}

export function formatSoak (r: SoakReport): string {
  const last = r.samples[r.samples.length - 1]
  const lines = [
    `soak ${r.minutes} min at ${r.rate} mints/s${r.capacity === undefined ? '' : ` (70 % of ${Math.round(r.capacity)}/s measured)`}, warm-up ${r.warmupMinutes.toFixed(1)} min`,
    `accepted ${r.jobs.accepted}: confirmed ${r.jobs.confirmed}, invalid ${r.jobs.invalid}, failed ${r.jobs.failed.length}, lost ${r.jobs.lost.length}, duplicated ${r.jobs.duplicated.reduce((n, d) => n + d.extra, 0)}, stuck ${r.jobs.stuck.length}; unanswered at the end ${r.unanswered}`,
    `unclaimed ${r.claims.unclaimed.length}, orphaned records ${r.claims.orphaned.length}; ledger:verify exit ${r.verify.exitCode}, differences ${r.verify.differences}, reservations left ${r.verify.liveReservations}`,
    '',
    'series          last    slope/min   growth after warm-up   noise   flat',
    ...Object.entries(r.trends).map(([name, t]) => {
      const value = name.startsWith('rss ') ? last?.rssMb[name.slice(4)] : name === 'redis' ? last?.redisMb : name === 'open' ? last?.open : last?.confirmP99S
      return `${name.padEnd(14)} ${(value ?? Number.NaN).toFixed(1).padStart(6)} ${t.slopePerMinute.toFixed(2).padStart(11)} ${t.growth.toFixed(1).padStart(22)} ${t.noise.toFixed(1).padStart(7)}   ${t.flat ? 'yes' : 'NO'}`
    }),
    '',
    ...r.faults.map((f) => `fault ${f.fault}: back ${(f.restartedMs / 1000).toFixed(1)} s, a job confirmed ${(f.pipelineMs / 1000).toFixed(1)} s after it${f.readyWhileDown === undefined ? '' : `, readiness meanwhile ${f.readyWhileDown}`}`)
  ]
  return lines.join('\n')
}

export function soakPlot (r: SoakReport): string {
  const series = (pick: (s: SoakReport['samples'][number]) => number): Array<{ x: number, y: number }> => r.samples.map((s) => ({ x: s.minute, y: pick(s) }))
  const slope = (name: string): string => `${(r.trends[name]?.slopePerMinute ?? 0).toFixed(2)}/min`
  return timeSeriesPlot({
    title: `Soak: ${r.minutes} min at ${r.rate} mints/s on the mainnet profile, a fault every 2 min`,
    marks: r.marks.map((m) => ({ x: m.minute, label: m.fault })),
    panels: [
      { yLabel: 'RSS MB', series: PROCESSES.map((p) => ({ name: `${p} ${slope(`rss ${p}`)}`, points: series((s) => s.rssMb[p] ?? Number.NaN) })) },
      { yLabel: 'Redis MB', series: [{ name: `used ${slope('redis')}`, points: series((s) => s.redisMb) }] },
      { yLabel: 'jobs open', series: [{ name: `accepted, unsettled ${slope('open')}`, points: series((s) => s.open) }] },
      { yLabel: 'p99 s', series: [{ name: `accepted→confirmed ${slope('confirm p99')}`, points: series((s) => s.confirmP99S) }] }
    ]
  })
}

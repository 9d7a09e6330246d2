// The table a chaos run prints, and the verdict: what makes `npm run chaos` exit non-zero.
import type { ChaosReport } from './run.js'
import { MUST_REPORT } from './faults.js'

/** Every reason the run failed; empty when the service held. */
export function failures (report: ChaosReport): string[] {
  const { tally, jobs } = report
  const out: string[] = []
  const add = (n: number, what: string): void => { if (n > 0) out.push(`${n} ${what}`) }
  add(tally.unexpected5xx.length, '5xx answers')
  add(tally.hangs.length, 'requests without an answer (hang)')
  add(tally.refused.length, 'well-formed requests refused')
  add(tally.authBypass.length, 'requests with a wrong key let through')
  add(tally.idempotencyViolations.length, 'Idempotency-Keys answered with two jobs')
  add(jobs.lost.length, 'accepted jobs lost')
  add(jobs.failed.length, 'accepted jobs failed')
  add(jobs.duplicated.reduce((n, d) => n + d.extra, 0), 'duplicated messages')
  add(jobs.stuck.length, 'stuck jobs')
  add(jobs.invalidOnPrivate.length, 'accepted jobs the ledger rejected on the private topic')
  add(report.ledger.reduce((n, l) => n + l.mismatches.length, 0), 'ledger mismatches')
  add(report.verify.differences, 'ledger:verify differences')
  if (report.reservationsMustClear) {
    add(report.verify.liveReservations, 'reservations left after every job settled')
    add(report.ledger.reduce((n, l) => n + l.leftover.length, 0), 'pending amounts the API still shows')
  }
  if (report.verify.exitCode !== 0 && report.verify.differences === 0) out.push(`ledger:verify exited ${report.verify.exitCode}`)
  add(report.secretsInOutput.length, `secrets in npm start's output (${report.secretsInOutput.join(', ')})`)
  if (report.stopCode !== 0) out.push(`npm start exited ${String(report.stopCode)} on SIGTERM`)
  add(report.tenants.crossings.length, `tenant crossings (${report.tenants.crossings.slice(0, 5).join('; ')})`)
  for (const f of report.faults) if (f.readyWhileDown === 200) out.push(`readiness answered 200 during ${f.fault}`)
  for (const f of report.faults) if (MUST_REPORT.has(f.fault) && f.reported === undefined) out.push(`nothing reported what was wrong during ${f.fault}`)
  add(report.claims.unclaimed.length, 'unclaimed messages (on the topic, claimed by no 202 and no dropped request)')
  add(report.claims.orphaned.length, 'orphaned records (not accepted, not dropped, not failed)')
  add(report.usage.length, `usage meters that disagree with the job records (${report.usage.slice(0, 5).join('; ')})`)
  return out
}

export function formatReport (report: ChaosReport): string {
  const { tally, jobs } = report
  const rows: Array<[string, string]> = [
    ['requests', String(tally.sent)],
    ...Object.entries(tally.byStatus).sort(([a], [b]) => a.localeCompare(b)).map(([status, n]): [string, string] => [`  ${status}`, String(n)]),
    ['5xx (unexpected)', String(tally.unexpected5xx.length)],
    ['503 while Redis or the mirror was down', String(tally.outage503)],
    ['hangs / refused', `${tally.hangs.length} / ${tally.refused.length}`],
    ['wrong key let through', String(tally.authBypass.length)],
    ['errors not problem+json', String(tally.notProblemJson.length)],
    ['accepted jobs', String(jobs.accepted)],
    ['  confirmed / invalid', `${jobs.confirmed} / ${jobs.invalid}`],
    ['invalid on the private topic', String(jobs.invalidOnPrivate.length)],
    ['lost', String(jobs.lost.length)],
    ['failed', String(jobs.failed.length)],
    ['duplicated', String(jobs.duplicated.reduce((n, d) => n + d.extra, 0))],
    ['stuck', String(jobs.stuck.length)],
    ['ledger (ticks checked / mismatches)', `${report.ledger.reduce((n, l) => n + l.ticks, 0)} / ${report.ledger.reduce((n, l) => n + l.mismatches.length, 0)}`],
    [`pending amounts left${report.reservationsMustClear ? '' : ' (not a failure in this run)'}`, String(report.ledger.reduce((n, l) => n + l.leftover.length, 0))],
    ['ledger:verify (exit / differences / live reservations)', `${report.verify.exitCode} / ${report.verify.differences} / ${report.verify.liveReservations}`],
    ['ticks on a topic the API cannot read', String(report.ledger.reduce((n, l) => n + l.unreadable.length, 0))],
    ['hostile writer (sent / failed)', `${report.hostile.sent} / ${report.hostile.failed}`],
    ['secrets in output', String(report.secretsInOutput.length)],
    ['second tenant (own jobs / crossings tried / let through)', `${report.tenants.own} / ${report.tenants.tried} / ${report.tenants.crossings.length}`],
    ['unclaimed messages / orphaned records', `${report.claims.unclaimed.length} / ${report.claims.orphaned.length}`],
    ['dropped connections (with a job / without)', `${report.claims.dropped.filter((d) => d.jobs.length > 0).length} / ${report.claims.dropped.filter((d) => d.jobs.length === 0).length}`],
    ['5xx answers (with a record: all withdrawn or abandoned)', `${report.claims.refused5xx.length} (${report.claims.refused5xx.filter((r) => r.jobs.length > 0).length})`],
    ['npm start exit on SIGTERM', String(report.stopCode)],
    ...report.faults.map((f): [string, string] => [`recover: ${f.fault}`, `restarted ${seconds(f.restartedMs)}, pipeline ${seconds(f.pipelineMs)}${f.readyWhileDown === undefined ? '' : `, ready while down ${f.readyWhileDown}`}${f.reported === undefined ? '' : `, reported ${f.reported}`}`])
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  const lines = [`chaos ${report.profile}, seed ${report.seed}, ${seconds(report.durationMs)}`, ...rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`)]
  const details: string[] = []
  const show = (title: string, items: unknown[]): void => { if (items.length > 0) details.push(`${title}:`, ...items.slice(0, 10).map((i) => `  ${typeof i === 'string' ? i : JSON.stringify(i)}`)) }
  show('5xx', tally.unexpected5xx)
  show('hangs', tally.hangs)
  show('refused', tally.refused)
  show('wrong key let through', tally.authBypass)
  show('idempotency', tally.idempotencyViolations)
  show('errors not problem+json', tally.notProblemJson)
  show('lost', jobs.lost)
  show('failed', jobs.failed)
  show('duplicated', jobs.duplicated)
  show('stuck', jobs.stuck)
  show('ledger', report.ledger.flatMap((l) => l.mismatches))
  show('pending amounts left', report.ledger.flatMap((l) => l.leftover))
  show('invalid on the private topic', jobs.invalidOnPrivate)
  if (report.verify.exitCode !== 0 || report.verify.liveReservations > 0) show('ledger:verify', report.verify.lines)
  show('ticks the API cannot read', report.ledger.flatMap((l) => l.unreadable))
  show('unclaimed', report.claims.unclaimed)
  show('orphaned records', report.claims.orphaned)
  show('dropped connections that left a job', report.claims.dropped.filter((d) => d.jobs.length > 0))
  return [...lines, ...details].join('\n')
}

function seconds (ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

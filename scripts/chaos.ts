// `npm run chaos`: a bounded chaos and fuzz run against a real `npm start` on loopback ports (about
// 5 minutes; `-- --quick` for about 1; `-- --seed N` to replay a run's requests; `-- --runs N` for N runs
// with seeds N apart from the first, one after the other). Prints each run's table and exits 1 if any run
// met a 5xx, hang, loss, duplicate, stuck job, ledger mismatch, leaked secret, unclaimed message or
// orphaned record.
import { parseArgs } from 'node:util'
import { failures, formatReport } from './chaos/report.js'
import { FULL, QUICK } from './chaos/profiles.js'
import { runChaos } from './chaos/run.js'

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, seed: { type: 'string' }, runs: { type: 'string', default: '1' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of runs, got ${values.runs ?? ''}`)
  process.exit(2)
}
const first = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed)
const verdicts: Array<{ seed: number, failed: string[], seconds: number }> = []
for (let run = 0; run < runs; run++) {
  const seed = (first + run * 7919) % 2 ** 31
  if (runs > 1) process.stderr.write(`chaos: run ${run + 1} of ${runs}, seed ${seed}\n`)
  const report = await runChaos(values.quick === true ? QUICK : FULL, seed, (line) => { process.stderr.write(`chaos: ${line}\n`) })
  console.log(formatReport(report))
  const failed = failures(report)
  verdicts.push({ seed, failed, seconds: Math.round(report.durationMs / 1000) })
  console.log(failed.length > 0
    ? `\nFAILED: ${failed.join('; ')}\nreplay the same requests with: npm run chaos -- --seed ${seed}\n`
    : '\nOK: no 5xx, nothing lost, duplicated, stuck, unclaimed or orphaned\n')
}
if (runs > 1) {
  console.log(`${verdicts.filter((v) => v.failed.length === 0).length} of ${runs} runs passed`)
  for (const v of verdicts) console.log(`  seed ${v.seed}: ${v.failed.length === 0 ? 'ok' : v.failed.join('; ')} (${v.seconds} s)`)
}
if (verdicts.some((v) => v.failed.length > 0)) process.exit(1)

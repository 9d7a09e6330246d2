// `npm run chaos`: a bounded chaos and fuzz run against a real `npm start` on loopback ports (about
// 5 minutes; `-- --quick` for about 1; `-- --seed N` to replay a run's requests). Prints the table and
// exits 1 on any 5xx, hang, loss, duplicate, stuck job, ledger mismatch or leaked secret.
import { parseArgs } from 'node:util'
import { failures, formatReport } from './chaos/report.js'
import { FULL, QUICK } from './chaos/profiles.js'
import { runChaos } from './chaos/run.js'

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, seed: { type: 'string' } } })
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed)
const report = await runChaos(values.quick === true ? QUICK : FULL, seed, (line) => { process.stderr.write(`chaos: ${line}\n`) })
console.log(formatReport(report))
const failed = failures(report)
if (failed.length > 0) {
  console.log(`\nFAILED: ${failed.join('; ')}\nreplay the same requests with: npm run chaos -- --seed ${seed}`)
  process.exit(1)
}
console.log('\nOK: no 5xx, nothing lost, duplicated or stuck')

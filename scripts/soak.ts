// `npm run soak -- --minutes 30`: steady load at 70 % of the measured end-to-end capacity on the emulator's
// `mainnet` profile, a fault every two minutes, samples every 5 s. Prints the trends after the warm-up,
// writes bench/results/soak.json and bench/plots/soak.svg, and exits 1 on any loss, duplicate, stuck, unclaimed
// or orphaned job, reservation left, readiness that said 200 during a fault, or (runs of 10 minutes and more)
// growth past noise. `--rate N` skips the capacity measure; `--profile local` for the zero-latency network.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT } from '../bench/lib/children.js'
import { formatSoak, soakFailures, soakPlot } from './soak/report.js'
import { runSoak } from './soak/run.js'

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '30' }, rate: { type: 'string' }, profile: { type: 'string', default: 'mainnet' } } })
const minutes = Number(values.minutes)
const rate = values.rate === undefined ? undefined : Number(values.rate)
if (!(minutes > 0) || (rate !== undefined && !(rate > 0))) {
  console.error('--minutes and --rate must be positive numbers')
  process.exit(2)
}
const report = await runSoak({ minutes, rate, faultEveryMs: 120_000, sampleMs: 5000, profile: values.profile ?? 'mainnet', log: (line) => { process.stderr.write(`soak: ${line}\n`) } })
await mkdir(join(ROOT, 'bench', 'results'), { recursive: true })
await writeFile(join(ROOT, 'bench', 'results', 'soak.json'), `${JSON.stringify(report, null, 2)}\n`)
await writeFile(join(ROOT, 'bench', 'plots', 'soak.svg'), soakPlot(report))
console.log(formatSoak(report))
const failed = soakFailures(report, minutes >= 10)
console.log(failed.length > 0 ? `\nFAILED: ${failed.join('; ')}` : '\nOK: nothing lost, duplicated, stuck or left behind, and no growth past noise')
console.log('wrote bench/results/soak.json and bench/plots/soak.svg')
if (failed.length > 0) process.exit(1)

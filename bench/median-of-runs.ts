// Medians of the headline figures over several `npm run bench` results (bench/results/run-*.json).
// Usage: node --import tsx bench/median-of-runs.ts bench/results/run-A.json bench/results/run-B.json ...
import { readFile } from 'node:fs/promises'
import { median, round } from './lib/stats.js'

type Section = Record<string, unknown>
const SECTIONS = ['api', 'e2e', 'latency', 'e2e_mainnet', 'backpressure', 'memory'] as const

const files = process.argv.slice(2)
if (files.length === 0) throw new Error('usage: median-of-runs.ts <run.json>...')
const runs = await Promise.all(files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as Record<string, Section>))
const out: Record<string, Record<string, number | string>> = {}
for (const section of SECTIONS) {
  out[section] = {}
  const keys = new Set(runs.flatMap((run) => Object.keys(run[section] ?? {})))
  for (const key of keys) {
    const values = runs.map((run) => run[section]?.[key])
    const numbers = values.filter((value): value is number => typeof value === 'number')
    if (numbers.length > 0) out[section][key] = round(median(numbers))
    else if (typeof values[0] === 'string') out[section][key] = values[0]
  }
}
process.stdout.write(`${JSON.stringify({ runs: files.length, machine: runs[0]?.machine, ...out }, null, 2)}\n`)

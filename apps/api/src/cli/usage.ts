// `npm run usage -- --tenant <t> [--month YYYY-MM | --from YYYY-MM-DD --to YYYY-MM-DD] [--by day|month|ticker] [--csv]`:
// a tenant's usage (operations and network fees, api ADR 053) as the running api answers GET /api/tenants/{id}/usage,
// printed as a table, or as the route's CSV with --csv. Reads HCS20_API_URL (default http://127.0.0.1:3000) and
// HCS20_API_KEY (an operator key, or the tenant's admin key). Exits 0 on success, 1 on a refusal, 2 when it cannot run.
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { USAGE_CSV_COLUMNS } from '../usage/usage-reader.js'
import type { UsageRow } from '../usage/usage-reader.js'

/** The first and last day of a month (`YYYY-MM`). */
function monthRange (month: string): { from: string, to: string } {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error('--month takes YYYY-MM')
  const [year, number] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

/** Rows as a table of aligned columns (numbers right-aligned), led by a header. */
function table (rows: readonly UsageRow[]): string[] {
  const columns = USAGE_CSV_COLUMNS.filter((name) => name !== 'ticker' || rows.some((row) => row.ticker !== undefined))
  const cells = [columns.map(String), ...rows.map((row) => columns.map((name) => String(row[name] ?? '')))]
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)))
  return cells.map((line) => line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd())
}

/** The CLI as a function (tests): `args` as after `--`; `print` gets each line. Returns the exit code. */
export async function runUsage (args: string[], env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = console.log): Promise<number> {
  let query: URLSearchParams
  let tenant: string
  let csv: boolean
  try {
    const { values } = parseArgs({
      args,
      strict: true,
      options: { tenant: { type: 'string' }, month: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, by: { type: 'string' }, csv: { type: 'boolean' } }
    })
    if (values.tenant === undefined) throw new Error('--tenant is required')
    if (values.month !== undefined && (values.from !== undefined || values.to !== undefined)) throw new Error('give --month or --from/--to, not both')
    if ((env.HCS20_API_KEY ?? '') === '') throw new Error('HCS20_API_KEY is not set: an operator key, or the tenant\'s admin key')
    const range = values.month === undefined ? { from: values.from, to: values.to } : monthRange(values.month)
    query = new URLSearchParams()
    for (const [name, value] of Object.entries({ ...range, by: values.by })) if (value !== undefined) query.set(name, value)
    tenant = values.tenant
    csv = values.csv === true
  } catch (err) {
    print(`usage: ${(err as Error).message}`)
    return 2
  }
  const base = env.HCS20_API_URL ?? 'http://127.0.0.1:3000'
  let res: Response
  try {
    res = await fetch(`${base}/api/tenants/${encodeURIComponent(tenant)}/usage?${query.toString()}`, {
      headers: { 'x-api-key': env.HCS20_API_KEY as string, accept: csv ? 'text/csv' : 'application/json' }
    })
  } catch (err) {
    print(`usage: the api at ${base} did not answer: ${(err as Error).message}`)
    return 2
  }
  if (!res.ok) {
    const problem = await res.json().catch(() => ({})) as { code?: string, detail?: string }
    print(`usage: ${res.status} ${problem.code ?? ''} ${problem.detail ?? ''}`.trimEnd())
    return 1
  }
  if (csv) {
    for (const line of (await res.text()).trimEnd().split('\r\n')) print(line)
    return 0
  }
  const body = await res.json() as { tenant: string, from: string, to: string, by: string, rows: UsageRow[] }
  print(`tenant ${body.tenant}, ${body.from} to ${body.to}, by ${body.by}`)
  for (const line of table(body.rows)) print(line)
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runUsage(process.argv.slice(2))
}

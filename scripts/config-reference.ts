// The configuration reference, docs/configuration.md and .env.example, rendered from the zod schemas that read
// the variables: each app's configSchema (apps/*/src/config.ts, which extend @hcs/runtime's shared ones) and
// npm start's own below. A variable's description, default, accepted values and readers come from its schema,
// declared once beside the code that reads it. `npm run docs:config` writes them; test/config-docs.test.ts fails
// when either is stale.
import { readdirSync } from 'node:fs'
import { z } from 'zod'
import { intEnv, portEnv } from '@hcs/runtime'
import { configSchema as apiSchema } from '../apps/api/src/config.js'
import { configSchema as emulatorSchema } from '../apps/emulator/src/config.js'
import { configSchema as indexerSchema } from '../apps/indexer/src/config.js'
import { configSchema as workerSchema } from '../apps/worker/src/config.js'

/** Processes of one app under `npm start` (scripts/lib/services.ts, processCount). */
const processes = (app: string) => intEnv(1, 1, 64)
  .describe(`How many ${app} processes \`npm start\` runs.`)

/**
 * What `npm start` reads itself (scripts/start.ts, scripts/lib/services.ts); every other variable it passes on to
 * the apps. test/config-docs.test.ts checks these defaults and bounds against services.ts.
 */
export const startEnv = z.object({
  HCS20_DATA_DIR: z.string().default('.data').describe('Where `npm start` keeps its state: the data of the embedded emulator and of the Redis it starts, embedded.json (the topics and API key it created) and the secrets it generated (key-hash-secret, webhook-secret-key). A relative path is taken from the project root. `npm run keys` reads key-hash-secret there when KEY_HASH_SECRET is unset.'),
  WORKER_PROCESSES: processes('worker'),
  INDEXER_PROCESSES: processes('indexer'),
  WORKER_HEALTH_PORT: portEnv(9101).describe('HEALTH_PORT of the first worker; the i-th (from 0) gets this + 10·i. `0` gives every worker a free port.'),
  INDEXER_HEALTH_PORT: portEnv(9102).describe('HEALTH_PORT of the first indexer; the i-th (from 0) gets this + 10·i. `0` gives every indexer a free port.')
})

type Reader = 'api' | 'worker' | 'indexer' | 'emulator' | 'npm start'

interface Source { reader: Reader, schema: z.ZodObject, heading: string, about: string }

/** Every schema that reads variables, in the order of the reference. */
const SOURCES: readonly Source[] = [
  { reader: 'api', schema: apiSchema, heading: 'api', about: 'The HTTP API (apps/api/src/config.ts).' },
  { reader: 'worker', schema: workerSchema, heading: 'worker', about: 'The submitter and webhook sender (apps/worker/src/config.ts).' },
  { reader: 'indexer', schema: indexerSchema, heading: 'indexer', about: 'The ledger indexer (apps/indexer/src/config.ts).' },
  { reader: 'emulator', schema: emulatorSchema, heading: 'emulator', about: 'The embedded Hedera network, `npm run emulator` (apps/emulator/src/config.ts).' },
  { reader: 'npm start', schema: startEnv, heading: 'npm start', about: 'The supervisor of the whole service on one machine (scripts/start.ts); it passes every other variable on to the apps.' }
]
const ORDER: readonly Reader[] = SOURCES.map((source) => source.reader)

/** One schema of a variable: apps that share a schema (from @hcs/runtime) share one declaration. */
export interface Declaration {
  name: string
  schema: z.ZodType
  readers: Reader[]
}

/** Every declaration, in the order the sources list them. */
export function declarations (): Declaration[] {
  const found: Declaration[] = []
  for (const { reader, schema } of SOURCES) {
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const same = found.find((declaration) => declaration.name === name && declaration.schema === field)
      if (same !== undefined) same.readers.push(reader)
      else found.push({ name, schema: field, readers: [reader] })
    }
  }
  return found
}

/** What a declaration's metadata says: its description, and what leaving an optional variable unset means. */
export function docOf (declaration: Declaration): { description: string, whenUnset?: string } {
  const meta = z.globalRegistry.get(declaration.schema)
  const whenUnset = meta?.whenUnset
  return { description: meta?.description ?? '', ...(typeof whenUnset === 'string' ? { whenUnset } : {}) }
}

export type Fallback = { kind: 'default', value: string } | { kind: 'optional' } | { kind: 'required' }

/** The variable's default as text (an array as its comma-separated input), or that it is optional or required. */
export function fallbackOf (schema: z.ZodType): Fallback {
  const def = schema.def as { type: string, defaultValue?: unknown, in?: z.ZodType }
  if (def.type === 'default') {
    const value = def.defaultValue
    return { kind: 'default', value: Array.isArray(value) ? value.join(',') : String(value) }
  }
  if (def.type === 'optional') return { kind: 'optional' }
  if (def.type === 'pipe' && def.in !== undefined) return fallbackOf(def.in)
  return { kind: 'required' }
}

interface SchemaDef { type: string, innerType?: z.ZodType, in?: z.ZodType, entries?: Record<string, string>, format?: string, checks?: Array<{ _zod: { def: CheckDef } }> }
interface CheckDef { check: string, format?: string, value?: number, inclusive?: boolean }

/** The schema that checks a value: inside its default, optional and the input side of a transform. */
function checkingSchema (schema: z.ZodType): z.ZodType {
  const def = schema.def as SchemaDef
  if ((def.type === 'default' || def.type === 'optional') && def.innerType !== undefined) return checkingSchema(def.innerType)
  if (def.type === 'pipe' && def.in !== undefined) return checkingSchema(def.in)
  return schema
}

function oneOf (values: string[]): string {
  const quoted = values.map((value) => `\`${value}\``)
  return quoted.length === 1 ? quoted[0] as string : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1) as string}`
}

/** What a variable accepts, as its schema checks it: the values of an enum, a number's kind and bounds; else text. */
export function acceptsOf (schema: z.ZodType): string {
  const def = checkingSchema(schema).def as SchemaDef
  if (def.type === 'enum' && def.entries !== undefined) return oneOf(Object.values(def.entries))
  if (def.type === 'string' && def.format === 'url') return 'URL'
  if (def.type !== 'number') return 'text'
  const checks = (def.checks ?? []).map((check) => check._zod.def)
  const integer = checks.some((check) => check.check === 'number_format' && check.format === 'safeint')
  let min: number | undefined
  let max: number | undefined
  for (const { check, value, inclusive } of checks) {
    if (value === undefined) continue
    const step = inclusive === true ? 0 : integer ? 1 : 0
    if (check === 'greater_than') min = Math.max(min ?? -Infinity, value + step)
    if (check === 'less_than') max = Math.min(max ?? Infinity, value - step)
  }
  if (max !== undefined && max >= Number.MAX_SAFE_INTEGER) max = undefined
  const kind = integer ? 'integer' : 'number'
  if (min !== undefined && max !== undefined) return `${kind} ${min} to ${max}`
  if (min !== undefined) return `${kind} from ${min}`
  return max !== undefined ? `${kind} up to ${max}` : kind
}

function readersOf (name: string, all: Declaration[]): Reader[] {
  const readers = new Set(all.filter((declaration) => declaration.name === name).flatMap((declaration) => declaration.readers))
  return ORDER.filter((reader) => readers.has(reader))
}

// --- docs/configuration.md ----------------------------------------------------------------------------

let adrFiles: Map<string, string> | undefined

/** `ADR 027` → a link to docs/adr/027-….md, when there is one. */
function linkAdrs (text: string): string {
  adrFiles ??= new Map(readdirSync(new URL('../docs/adr/', import.meta.url))
    .flatMap((file) => /^\d{3}-.*\.md$/.test(file) ? [[file.slice(0, 3), file] as const] : []))
  const files = adrFiles
  return text.replace(/ADR (\d{3})/g, (match, number: string) => {
    const file = files.get(number)
    return file === undefined ? match : `[${match}](adr/${file})`
  })
}

function cell (text: string): string {
  return linkAdrs(text.replaceAll('|', '\\|'))
}

function defaultCell (declaration: Declaration): string {
  const fallback = fallbackOf(declaration.schema)
  if (fallback.kind === 'required') return '**required**'
  if (fallback.kind === 'default') return fallback.value === '' ? 'empty' : `\`${fallback.value}\``
  const { whenUnset } = docOf(declaration)
  return whenUnset === undefined ? 'unset' : `unset: ${whenUnset}`
}

function table (rows: Declaration[], all: Declaration[]): string[] {
  return [
    '| variable | read by | default | accepts | description |',
    '|---|---|---|---|---|',
    ...rows.map((declaration) => `| \`${declaration.name}\` | ${readersOf(declaration.name, all).join(', ')} | ${cell(defaultCell(declaration))} | ${cell(acceptsOf(declaration.schema))} | ${cell(docOf(declaration).description)} |`)
  ]
}

/** docs/configuration.md: the shared variables, then one section per app, each a table. */
export function renderConfigurationDoc (): string {
  const all = declarations()
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:config` from the config schemas (apps/*/src/config.ts, packages/runtime/src/env.ts,',
    '     scripts/config-reference.ts): edit the descriptions there, then run it. test/config-docs.test.ts fails when this file is stale. -->',
    '',
    'Every app reads its configuration from the environment once, at start, through its zod schema. A variable set',
    'to an empty (or blank) string counts as unset and takes its default. An invalid configuration stops the process',
    `with exit code 1 and one line per bad variable on stderr, naming the variable and never its value (${linkAdrs('ADR 023')}).`,
    '[`.env.example`](../.env.example) lists every variable with its default.',
    '',
    '"read by" names every app that reads the variable; a variable that several apps declare each for itself',
    'appears in each of their sections, with what that app does with it.',
    '',
    '## Shared',
    '',
    'Declared once in packages/runtime/src/env.ts and read by several apps.',
    '',
    ...table(all.filter((declaration) => declaration.readers.length > 1), all)
  ]
  for (const source of SOURCES) {
    const own = all.filter((declaration) => declaration.readers.length === 1 && declaration.readers[0] === source.reader)
    lines.push('', `## ${source.heading}`, '', source.about, '', ...table(own, all))
  }
  return `${lines.join('\n')}\n`
}

// --- .env.example -------------------------------------------------------------------------------------

const WIDTH = 118
/** What goes without saying in .env.example: its value says so, or the name does. */
const PLAIN = ['text', 'URL', 'integer from 1']

/** `# `-prefixed lines of at most WIDTH characters (a longer word stands alone). */
function comment (text: string): string[] {
  const lines: string[] = []
  let line = '#'
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '#' && line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = '#'
    }
    line += ` ${word}`
  }
  if (line !== '#') lines.push(line)
  return lines
}

/** A group's place: by its first reader, then the larger set first (every process, the services, api and worker, api, …). */
function groupRank (readers: Reader[]): [number, number] {
  return [ORDER.indexOf(readers[0] as Reader), -readers.length]
}

/** One variable of .env.example: its description(s) as a comment, then NAME=default (empty without one). */
function envEntry (name: string, all: Declaration[]): string[] {
  const own = all.filter((declaration) => declaration.name === name)
  const text = (declaration: Declaration): string => {
    const { description, whenUnset } = docOf(declaration)
    const accepts = acceptsOf(declaration.schema)
    return [
      description,
      ...(whenUnset === undefined ? [] : [`Unset: ${whenUnset}.`]),
      ...(PLAIN.includes(accepts) ? [] : [`Accepts: ${accepts}.`])
    ].join(' ')
  }
  const lines = own.length === 1
    ? comment(text(own[0] as Declaration))
    : own.flatMap((declaration) => comment(`${declaration.readers.join(', ')}: ${text(declaration)}`))
  const defaults = [...new Set(own.map((declaration) => fallbackOf(declaration.schema)).flatMap((fallback) => fallback.kind === 'default' ? [fallback.value] : []))]
  if (defaults.length > 1) throw new Error(`${name}: the apps declare different defaults (${defaults.join(', ')})`)
  return [...lines, `${name}=${defaults[0] ?? ''}`]
}

/** .env.example: every variable once, grouped by the apps that read it, with its description and default. */
export function renderEnvExample (): string {
  const all = declarations()
  const groups = new Map<string, { readers: Reader[], names: string[] }>()
  for (const { name } of all) {
    const readers = readersOf(name, all)
    const key = readers.join(', ')
    const group = groups.get(key) ?? { readers, names: [] }
    if (!group.names.includes(name)) group.names.push(name)
    groups.set(key, group)
  }
  const ordered = [...groups.values()].sort((a, b) => {
    const [ra, rb] = [groupRank(a.readers), groupRank(b.readers)]
    return ra[0] - rb[0] || ra[1] - rb[1]
  })
  const lines = [
    '# Every variable the processes read, with its default; an empty value counts as unset (the default applies).',
    '# `npm start` fills the Hedera and topic lines itself on the embedded emulator; set them to run against testnet/mainnet. Never commit a real .env.',
    '# Generated by `npm run docs:config` from the config schemas; docs/configuration.md has the same in tables.'
  ]
  for (const group of ordered) {
    lines.push('', `# --- ${group.readers.join(', ')} ---`, ...group.names.flatMap((name) => envEntry(name, all)))
  }
  return `${lines.join('\n')}\n`
}

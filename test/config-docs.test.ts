// docs/configuration.md and .env.example are rendered from the config schemas (scripts/config-reference.ts):
// this fails when a schema changed and `npm run docs:config` was not run, or when a variable has no description.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { acceptsOf, declarations, docOf, fallbackOf, renderConfigurationDoc, renderEnvExample, startEnv } from '../scripts/config-reference.js'
import { healthPort, processCount, ROOT } from '../scripts/lib/services.js'

const STALE = 'is stale: run npm run docs:config'

describe('the configuration reference', () => {
  it('docs/configuration.md is the one the schemas render', async () => {
    const committed = await readFile(join(ROOT, 'docs/configuration.md'), 'utf8')
    expect(committed, `docs/configuration.md ${STALE}`).toBe(renderConfigurationDoc())
  })

  it('.env.example is the one the schemas render', async () => {
    const committed = await readFile(join(ROOT, '.env.example'), 'utf8')
    expect(committed, `.env.example ${STALE}`).toBe(renderEnvExample())
  })

  it('renders the same text twice', () => {
    expect(renderConfigurationDoc()).toBe(renderConfigurationDoc())
    expect(renderEnvExample()).toBe(renderEnvExample())
  })

  it('relies on zod keeping metadata on the instance it describes, beside its default and transform', () => {
    const described = z.coerce.number().int().min(1).default(5).describe('a number')
    expect(z.globalRegistry.get(described)?.description).toBe('a number')
    expect(described.parse(undefined)).toBe(5)
    expect(described.safeParse('0').success).toBe(false)
    expect(fallbackOf(described)).toEqual({ kind: 'default', value: '5' })
    const flag = z.enum(['true', 'false']).default('false').transform((value) => value === 'true').meta({ description: 'a flag', whenUnset: 'off' })
    expect(z.globalRegistry.get(flag)).toEqual({ description: 'a flag', whenUnset: 'off' })
    expect(flag.parse(undefined)).toBe(false)
    expect(fallbackOf(flag)).toEqual({ kind: 'default', value: 'false' })
    // a check added after the description keeps it (the clone's parent); a wrapper is a new instance without it,
    // which is why env.ts makes the description the last call
    expect(z.globalRegistry.get(z.string().describe('text').min(1))?.description).toBe('text')
    const why = 'zod now carries metadata through wrappers: the rule in env.ts\'s header may be relaxed'
    expect(z.globalRegistry.get(z.string().describe('text').optional())?.description, why).toBeUndefined()
    expect(z.globalRegistry.get(z.string().describe('text').default(''))?.description, why).toBeUndefined()
    expect(z.globalRegistry.get(z.string().describe('text').transform((value) => value.length))?.description, why).toBeUndefined()
  })

  it('has a description for every variable of every app', () => {
    const all = declarations()
    expect(all.length).toBeGreaterThan(90)
    const missing = all.filter((declaration) => docOf(declaration).description.trim() === '')
      .map((declaration) => `${declaration.readers.join(', ')}: ${declaration.name}`)
    expect(missing, 'describe each variable in its schema (the last call: .describe() or .meta({ description }))').toEqual([])
  })

  it('says what unset means only of optional variables', () => {
    const wrong = declarations()
      .filter((declaration) => docOf(declaration).whenUnset !== undefined && fallbackOf(declaration.schema).kind !== 'optional')
      .map((declaration) => declaration.name)
    expect(wrong).toEqual([])
  })

  it('states the bounds and values the schemas check', () => {
    for (const { name, schema } of declarations()) {
      const accepts = acceptsOf(schema)
      const bounds = /^integer (?:from (-?\d+)|(-?\d+) to (\d+))$/.exec(accepts)
      if (bounds !== null) {
        const min = Number(bounds[1] ?? bounds[2])
        expect(schema.safeParse(String(min)).success, `${name}=${min} (${accepts})`).toBe(true)
        expect(schema.safeParse(String(min - 1)).success, `${name}=${min - 1} (${accepts})`).toBe(false)
        if (bounds[3] !== undefined) {
          const max = Number(bounds[3])
          expect(schema.safeParse(String(max)).success, `${name}=${max} (${accepts})`).toBe(true)
          expect(schema.safeParse(String(max + 1)).success, `${name}=${max + 1} (${accepts})`).toBe(false)
        }
      }
      for (const value of accepts.match(/`[^`]+`/g) ?? []) {
        expect(schema.safeParse(value.slice(1, -1)).success, `${name}=${value} (${accepts})`).toBe(true)
      }
    }
  })

  it('gives .env.example values the schemas accept', async () => {
    const lines = (await readFile(join(ROOT, '.env.example'), 'utf8')).split('\n')
    const values = new Map(lines.filter((line) => /^[A-Z]/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
    const all = declarations()
    expect([...values.keys()].sort()).toEqual([...new Set(all.map((declaration) => declaration.name))].sort())
    for (const declaration of all) {
      const value = values.get(declaration.name) ?? ''
      if (value === '') continue
      expect(declaration.schema.safeParse(value).success, `${declaration.name}=${value}`).toBe(true)
    }
  })

  it('documents npm start\'s own variables as scripts/lib/services.ts reads them', () => {
    const defaults = startEnv.parse({})
    expect(processCount('worker', {})).toBe(defaults.WORKER_PROCESSES)
    expect(processCount('indexer', {})).toBe(defaults.INDEXER_PROCESSES)
    expect(healthPort('worker', 0, {})).toBe(defaults.WORKER_HEALTH_PORT)
    expect(healthPort('indexer', 0, {})).toBe(defaults.INDEXER_HEALTH_PORT)
    for (const value of ['0', '1', '64', '65']) {
      const accepted = (() => { try { processCount('worker', { WORKER_PROCESSES: value }); return true } catch { return false } })()
      expect(startEnv.shape.WORKER_PROCESSES.safeParse(value).success, `WORKER_PROCESSES=${value}`).toBe(accepted)
    }
  })
})

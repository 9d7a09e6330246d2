import type { FastifyInstance } from 'fastify'
import { visit } from 'jsonc-parser'
import sjson from 'secure-json-parse'
import { AppError } from './errors.js'

const UTF8 = new TextDecoder('utf-8', { fatal: true })

function invalidBody (detail: string, path?: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
    detail,
    ...(path === undefined ? {} : { errors: [{ path, message: 'Duplicate key' }] })
  })
}

// Every string token of a valid JSON text, in order (outside strings JSON has no quote), and whether a
// colon follows it: a key.
const STRING_TOKEN = /"(?:[^"\\]|\\.)*"(\s*:)?/g

function keyTokenCount (text: string): number {
  let count = 0
  STRING_TOKEN.lastIndex = 0
  for (let match = STRING_TOKEN.exec(text); match !== null; match = STRING_TOKEN.exec(text)) {
    if (match[1] !== undefined) count++
  }
  return count
}

/** Keys of every object in a parsed value, counted without recursion. */
function parsedKeyCount (value: unknown): number {
  let count = 0
  const open: object[] = typeof value === 'object' && value !== null ? [value] : []
  for (let item = open.pop(); item !== undefined; item = open.pop()) {
    const values = Array.isArray(item) ? item as unknown[] : Object.values(item)
    if (!Array.isArray(item)) count += values.length
    for (const v of values) if (typeof v === 'object' && v !== null) open.push(v)
  }
  return count
}

/**
 * Deepest nesting of arrays and objects a request body may have. Every body this api reads is a few levels deep
 * (a batch: 3); the bound keeps any walk over a body (the duplicate-key visitor, validation, logging) shallow.
 */
export const MAX_JSON_DEPTH = 32

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d

/** Whether `text` opens more than `max` arrays or objects inside one another, counting `[`/`{` outside strings (no recursion). */
export function nestedDeeperThan (text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--
    }
  }
  return false
}

function duplicatePath (text: string): string | undefined {
  const open: Array<Set<string>> = []
  let duplicate: string | undefined
  visit(text, {
    onObjectBegin: () => { open.push(new Set()) },
    onObjectEnd: () => { open.pop() },
    onObjectProperty: (property, _offset, _length, _line, _column, pathSupplier) => {
      const keys = open.at(-1)
      if (duplicate !== undefined || keys === undefined) return
      if (keys.has(property)) duplicate = ['body', ...pathSupplier(), property].join('.')
      keys.add(property)
    }
  })
  return duplicate
}

/**
 * The path (`body.a.0.b`) of the first key given twice in one object of `text`, whose parse is `value`. The
 * visitor descends one call per level: `text` must be no deeper than MAX_JSON_DEPTH (parseJsonBody checks first).
 * A parse keeps one key per name, so equal counts of key tokens and parsed keys prove there is none
 * (under 1 µs for a typical body); only then is jsonc-parser's visitor (about 4 µs) asked where it is.
 */
export function findDuplicateKey (text: string, value: unknown): string | undefined {
  if (keyTokenCount(text) === parsedKeyCount(value)) return undefined
  return duplicatePath(text) ?? 'body'
}

/**
 * Parses a JSON request body strictly: the bytes must be UTF-8 (no silent U+FFFD), the text JSON with no
 * `__proto__`/`constructor.prototype` keys (secure-json-parse, as fastify's own parser) and no key given
 * twice in one object (readers disagree on which one counts), nested at most MAX_JSON_DEPTH deep (checked on the
 * text before anything walks it). Each refusal is 400 VALIDATION_FAILED.
 */
export function parseJsonBody (body: Buffer): unknown {
  if (body.length === 0) throw invalidBody('The JSON body is empty')
  let text: string
  try {
    text = UTF8.decode(body)
  } catch {
    throw invalidBody('The body is not valid UTF-8')
  }
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw invalidBody(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`)
  let value: unknown
  try {
    value = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' })
  } catch {
    throw invalidBody('The body is not valid JSON')
  }
  const duplicate = findDuplicateKey(text, value)
  if (duplicate !== undefined) throw invalidBody('The JSON body has a key given twice in one object', duplicate)
  return value
}

/** Replaces fastify's JSON parser (which decodes invalid UTF-8 to U+FFFD and keeps the last of two equal keys). */
export function registerJsonBodyParser (app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer))
    } catch (err) {
      done(err as Error, undefined)
    }
  })
}

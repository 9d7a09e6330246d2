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

function parsedKeyCount (value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0
  let count = 0
  if (Array.isArray(value)) {
    for (const item of value) count += parsedKeyCount(item)
    return count
  }
  for (const item of Object.values(value)) count += 1 + parsedKeyCount(item)
  return count
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
 * The path (`body.a.0.b`) of the first key given twice in one object of `text`, whose parse is `value`.
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
 * twice in one object (readers disagree on which one counts). Each refusal is 400 VALIDATION_FAILED.
 */
export function parseJsonBody (body: Buffer): unknown {
  if (body.length === 0) throw invalidBody('The JSON body is empty')
  let text: string
  try {
    text = UTF8.decode(body)
  } catch {
    throw invalidBody('The body is not valid UTF-8')
  }
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

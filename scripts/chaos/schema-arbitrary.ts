// fast-check arbitraries from the API's own OpenAPI document (GET /docs/json): every operation, its
// path, query and header parameters and its JSON body, with field-name hints that mix in values the
// ledger knows (so a share of the requests is accepted) and hostile ones.
import fc from 'fast-check'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
}

export interface OpenApiParameter { in: string, name: string, schema?: JsonSchema }
export interface OpenApiOperation { method: string, path: string, parameters: OpenApiParameter[], body?: JsonSchema }

/** The operations of an OpenAPI 3 document, health and docs routes left out. */
export function operationsOf (doc: { paths: Record<string, Record<string, { parameters?: OpenApiParameter[], requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }): OpenApiOperation[] {
  const out: OpenApiOperation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue
    for (const [method, op] of Object.entries(methods)) {
      out.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema })
    }
  }
  return out
}

/**
 * Any value the schema admits (structurally), at most `depth` levels deep. A property named in `hints`
 * (at any depth) mostly takes the hint's values instead.
 */
export function arbitraryFromSchema (schema: JsonSchema, depth = 3, hints: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives !== undefined && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => arbitraryFromSchema(s, depth, hints)))
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  if (schema.const !== undefined) return fc.constant(schema.const)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string': return stringFromSchema(schema)
    case 'integer': return fc.integer({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9 })
    case 'number': return fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.maxSafeNat())
    case 'boolean': return fc.boolean()
    case 'array': return depth <= 0 ? fc.constant([]) : fc.array(arbitraryFromSchema(schema.items ?? {}, depth - 1, hints), { maxLength: 4 })
    case 'object': {
      if (depth <= 0 || schema.properties === undefined) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
      const model = Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => {
        const plain = arbitraryFromSchema(s, depth - 1, hints)
        const hint = hints[key]
        return [key, hint === undefined || s.enum !== undefined ? plain : fc.oneof({ weight: 5, arbitrary: hint }, { weight: 1, arbitrary: plain })]
      }))
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) })
    }
    default: return fc.jsonValue({ maxDepth: 2 })
  }
}

function stringFromSchema (schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern)
    const max = schema.maxLength ?? 200
    return fc.stringMatching(pattern).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= max)
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 120, unit: 'grapheme' })
}

import { describe, expect, it } from 'vitest'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { WriteTickerParamSchema } from '@hcs/protocol'
import { apiSerializerCompiler, apiValidatorCompiler, serializeAccepted } from '../src/http/compilers.js'
import { AcceptedSchema } from '../src/http/responses.js'
import type { Accepted } from '../src/http/responses.js'
import { SubmitHeadersSchema } from '../src/http/schemas.js'

const route = (schema: unknown, httpPart?: string) => ({ schema, method: 'POST', url: '/api/inscription/:ticker/mint', httpPart, httpStatus: '202' }) as any
type Validate = (data: unknown) => unknown
const jobId = '0.0.1001_kAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEf'

describe('http/compilers', () => {
  const bodies: Accepted[] = [
    { jobId, status: 'queued', op: 'mint', ticker: 'pts', topicId: '0.0.1001', message: '{"p":"hcs-20","op":"mint","tick":"pts","amt":"5","to":"0.0.7001"}', links: { self: `/api/jobs/${jobId}` } },
    { jobId, status: 'queued', op: 'deploy', ticker: 'é"\\\n\u2028', topicId: '0.0.1001', message: '{"p":"hcs-20","op":"deploy","name":"\\"q\\"","tick":"x","max":"1"}', links: { self: `/api/jobs/${jobId}` } }
  ]

  it('writes a 202 body as the zod serializer did, byte for byte, and without fields the schema does not name', () => {
    const zod = serializerCompiler(route(AcceptedSchema)) as Validate
    expect(apiSerializerCompiler(route(AcceptedSchema))).toBe(serializeAccepted)
    for (const body of bodies) {
      expect(serializeAccepted(body)).toBe(zod(body))
      expect(serializeAccepted({ ...body, extra: 'x' } as Accepted)).toBe(zod({ ...body, extra: 'x' }))
    }
  })

  it('leaves every other response to the zod serializer', () => {
    const other = apiSerializerCompiler(route(AcceptedSchema.extend({}))) as Validate
    expect(other).not.toBe(serializeAccepted)
    expect(() => other({ ...bodies[0], status: 'done' })).toThrow()
  })

  it('takes valid submit headers as they are, and answers invalid ones as the full parse does', () => {
    const zod = validatorCompiler(route(SubmitHeadersSchema, 'headers')) as Validate
    const ours = apiValidatorCompiler(route(SubmitHeadersSchema, 'headers')) as Validate
    const base = { host: 'localhost', 'content-type': 'application/json', 'x-api-key': 'k' }
    for (const key of [undefined, 'a', 'Order-42_x.y~z:1']) {
      const headers = key === undefined ? base : { ...base, 'idempotency-key': key }
      expect(ours(headers)).toBe(true)
      expect(zod(headers)).toEqual({ value: headers })
    }
    for (const key of ['', 'has space', 'x'.repeat(1000), ['a', 'b']]) {
      const headers = { ...base, 'idempotency-key': key }
      const answer = ours(headers) as { error?: unknown }
      expect(answer.error).toBeDefined()
      expect(answer).toEqual(zod(headers))
    }
  })

  it('validates every other part with zod itself', () => {
    const params = apiValidatorCompiler(route(WriteTickerParamSchema, 'params')) as Validate
    const zod = validatorCompiler(route(WriteTickerParamSchema, 'params')) as Validate
    for (const value of [{ ticker: 'pts' }, { ticker: '' }, {}]) expect(params(value)).toEqual(zod(value))
  })
})

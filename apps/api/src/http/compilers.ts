import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { isIdempotencyKey } from '@hcs/protocol'
import type { ZodType } from 'zod'
import { AcceptedSchema } from './responses.js'
import type { Accepted } from './responses.js'
import { SubmitHeadersSchema } from './schemas.js'

// The api's validator and serializer compilers: fastify-type-provider-zod's, with two shortcuts on the accept path
// (ADR 042). The route schemas stay as they are, so the OpenAPI document does not change.

/**
 * fastify-type-provider-zod's validator, except for the submit routes' headers (SubmitHeadersSchema): a loose object
 * whose one field, the optional `idempotency-key`, has no transform, so a valid parse is the headers as they came.
 * The field is checked alone (protocol's isIdempotencyKey, which a test holds to IdempotencyKeySchema) and the
 * headers are left as they are; only headers that fail it are parsed in full, for the same 400. (A full parse
 * copies every header, and fastify then copies them all again on each read of request.headers.)
 */
export const apiValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route)
  if (route.schema !== SubmitHeadersSchema) return validate
  return (headers: Record<string, unknown>) => {
    const key = headers['idempotency-key']
    return key === undefined || isIdempotencyKey(key) || validate(headers)
  }
}

/** The 202 body (the api builds it: submit.ts acceptedBody), written field by field in AcceptedSchema's order. */
export function serializeAccepted (body: Accepted): string {
  return JSON.stringify({ jobId: body.jobId, status: body.status, op: body.op, ticker: body.ticker, topicId: body.topicId, message: body.message, links: { self: body.links.self } })
}

/**
 * fastify-type-provider-zod's serializer (a zod parse, then JSON.stringify), except for AcceptedSchema: every
 * accepted answer is built by the api from its own typed values, so the parse has nothing to check.
 */
export const apiSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) =>
  route.schema === AcceptedSchema ? serializeAccepted : serializerCompiler(route)

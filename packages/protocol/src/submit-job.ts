import { z } from 'zod'
import { canonicalEntityId } from './fields.js'
import { OperationSchema } from './message.js'

/**
 * A holder-signed transaction (ADR 040): base64 of the `TopicMessageSubmitTransaction` the holder signed, which
 * the worker sends unchanged (adding only a private topic's submit-key signature), never under a new id.
 */
const signedField = z.object({ transaction: z.string().min(1).max(65_536) }).strict().optional()
/** W3C trace context of the api request that accepted the job (present when tracing is on). */
const traceFields = { traceparent: z.string().max(256).optional(), tracestate: z.string().max(512).optional() }

/** Data of a submit job that carries its whole operation. No secrets: Redis stores it in clear text. */
export const SubmitJobV1Schema = z.object({
  v: z.literal(1),
  requestId: z.string(),
  topicId: z.string().refine((value) => canonicalEntityId(value) === value, 'Must be a canonical topic id'),
  operation: OperationSchema,
  signed: signedField,
  ...traceFields
})
/** Data of a submit job that carries its whole operation. */
export type SubmitJobV1 = z.infer<typeof SubmitJobV1Schema>

/**
 * Data of a submit job (BullMQ job data): only what the worker cannot read from the job's record (ADR 042). The
 * topic is the job id's (`<topicId>_…`) and the queue's; the message (so the operation) and the request id are in
 * the record the api writes in the same step as it admits the job. The data holds what no record holds: the
 * holder-signed transaction, and the accepting request's trace context. No secrets: Redis stores it in clear text.
 */
export const SubmitJobSchema = z.object({
  v: z.literal(2),
  signed: signedField,
  ...traceFields
})
/** Data of a submit job. */
export type SubmitJob = z.infer<typeof SubmitJobSchema>

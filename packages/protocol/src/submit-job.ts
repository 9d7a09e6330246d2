import { z } from 'zod'

/**
 * Data of a submit job (BullMQ job data): only what the worker cannot read from the job's record (ADR 042). The
 * topic is the job id's (`<topicId>_…`) and the queue's; the message (so the operation) and the request id are in
 * the record the api writes in the same step as it admits the job. The data holds what no record holds: the
 * holder-signed transaction, and the accepting request's trace context. No secrets: Redis stores it in clear text.
 */
export const SubmitJobSchema = z.object({
  v: z.literal(2),
  /**
   * A holder-signed transaction (ADR 040): base64 of the `TopicMessageSubmitTransaction` the holder signed, which
   * the worker sends unchanged (adding only a private topic's submit-key signature), never under a new id.
   */
  signed: z.object({ transaction: z.string().min(1).max(65_536) }).strict().optional(),
  /** W3C trace context of the api request that accepted the job (present when tracing is on). */
  traceparent: z.string().max(256).optional(),
  tracestate: z.string().max(512).optional()
})
/** Data of a submit job. */
export type SubmitJob = z.infer<typeof SubmitJobSchema>

/** The `p` field of every HCS-20 message. */
export const HCS20_P = 'hcs-20'

/** Largest HCS-20 message in bytes: one HCS chunk (neither reference indexer reassembles chunks). */
export const MAX_MESSAGE_BYTES = 1024

/**
 * Stable UPPER_SNAKE error codes used in RFC 9457 problem bodies (`code`) and in job records
 * (`errorCode`). Clients branch on these, never on `detail`.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'TICKER_EXISTS',
  'TICKER_NOT_FOUND',
  'LIMIT_EXCEEDED',
  'SUPPLY_EXCEEDED',
  'INSUFFICIENT_BALANCE',
  'TOPIC_NOT_ALLOWED',
  'IDEMPOTENCY_KEY_REUSED',
  'QUEUE_UNAVAILABLE',
  'QUEUE_FULL',
  'RATE_LIMITED',
  // a tenant's daily or monthly quota used up (api ADR 055)
  'QUOTA_EXCEEDED',
  'PAYLOAD_TOO_LARGE',
  'MESSAGE_TOO_LARGE',
  'NOT_FOUND',
  'INTERNAL',
  'FROM_NOT_PAYER',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'MALFORMED_REQUEST',
  'REQUEST_TIMEOUT',
  'BATCH_REFUSED',
  'BATCH_MIXED_TOPICS',
  'WEBHOOK_URL_NOT_ALLOWED',
  'FORBIDDEN',
  'TICKER_NOT_OWNED',
  // a tenant topic (ADR 047): another tenant's, and a creation the network or the worker did not complete
  'TOPIC_NOT_OWNED',
  'TOPIC_NOT_CREATED',
  'TENANT_EXISTS',
  'TOPIC_HALTED',
  'JOB_ABANDONED',
  // a job whose request the api answered 503: never sent (its tombstone record, ADR 036)
  'NOT_ACCEPTED',
  // network or payer conditions that pause submission (network-condition.ts, ADR 038)
  'PAYER_INSUFFICIENT_BALANCE',
  'NETWORK_BUSY',
  'CLOCK_SKEW',
  // the operator's balance under OPERATOR_MIN_BALANCE_HBAR: new operations refused (operator-balance.ts)
  'OPERATOR_BALANCE_LOW',
  // holder-signed transactions (ADR 040)
  'PREPARATION_UNKNOWN',
  'TRANSACTION_ALTERED',
  'SIGNATURE_INVALID',
  'TRANSACTION_EXPIRED',
  // a tenant holding SIGNED_MAX_OPEN_PER_TENANT preparations neither submitted nor expired
  'PREPARATIONS_EXHAUSTED',
  // a read whose message bodies come from the mirror node (ADR 044) when none is configured or it does not answer
  'MIRROR_UNAVAILABLE',
  // GET /api/registry on a service that follows no registry topic (HCS20_REGISTRY_TOPIC_ID)
  'REGISTRY_NOT_CONFIGURED',
  // POST /api/topics/{topicId}/register of a topic with a submit key: the service lists public topics only
  'TOPIC_PRIVATE',
  // a tenant's ceilings (ADR 045): a key's opsPerSecond above its tenant's, and a tenant with as many keys or webhooks as it may have
  'ABOVE_TENANT_LIMIT',
  'TENANT_LIMIT_REACHED'
] as const

/** One of {@link ERROR_CODES}. */
export type ErrorCode = typeof ERROR_CODES[number]

/** True when `value` is one of {@link ERROR_CODES}. */
export function isErrorCode (value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}

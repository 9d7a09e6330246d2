/** The OpenAPI document's description: the error shape and every limit a client can run into. */
export const API_DESCRIPTION = [
  'Deploy, mint, transfer and burn HCS-20 points; jobs are submitted to Hedera asynchronously.',
  '',
  'Every error is application/problem+json `{ type, title, status, detail, code, requestId, errors? }` with an',
  '`x-request-id` header; clients branch on `code`. Under /api a missing or wrong key is 401 before any other',
  '4xx but 429.',
  '',
  'Limits: a body is UTF-8 JSON of at most BODY_LIMIT_BYTES (16 KiB) with no key given twice (400); a path',
  'parameter at most 256 characters (414 URI_TOO_LONG); request line and headers at most 64 KiB (431',
  'HEADERS_TOO_LARGE); bytes that are not HTTP/1.1 are 400 MALFORMED_REQUEST. Ticker 1-32 UTF-16 units after',
  'trim and lowercase; name 1-100, metadata 0-100, memo 0-500 bytes of UTF-8 after trim; none of them may hold a',
  'control character (U+0000-U+001F, U+007F-U+009F). Amounts: 1-18 digits. Idempotency-Key: 1-100 of',
  'A-Z a-z 0-9 . _ ~ : -, scoped per API key and topic; the job id is derived from it. A job id names its topic',
  '(`<topicId>_…`, at most 104 characters); a batch goes to one topic (422 BATCH_MIXED_TOPICS otherwise).'
].join('\n')

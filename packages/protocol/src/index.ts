export { ERROR_CODES, HCS20_P, MAX_MESSAGE_BYTES, isErrorCode } from './codes.js'
export type { ErrorCode } from './codes.js'
export {
  AccountIdSchema, AmountSchema, MAX_AMOUNT_DIGITS, MAX_MEMO_LENGTH, MAX_METADATA_LENGTH, MAX_NAME_LENGTH,
  MAX_TICKER_LENGTH, MemoSchema, MetadataSchema, NameSchema, PositiveAmountSchema, TickerSchema, TopicIdSchema, WriteTickerSchema,
  canonicalAmount, canonicalEntityId, hasControlCharacter, hasLoneSurrogate, normalizeTicker, utf8Length
} from './fields.js'
export type { AccountId, Amount, Memo, Metadata, Name, PositiveAmount, Ticker, TopicId } from './fields.js'
export {
  BurnRequestSchema, DeployRequestSchema, MintRequestSchema, TickerParamSchema, TransferRequestSchema, WriteTickerParamSchema, toOperation
} from './requests.js'
export type { BurnRequest, DeployRequest, MintRequest, TransferRequest } from './requests.js'
export {
  BurnOperationSchema, DeployOperationSchema, JOB_OPS, MintOperationSchema, OPERATION_KINDS, OperationSchema,
  TransferOperationSchema, buildMessage, buildRegisterMessage, checkMessageSize, messageBytes
} from './message.js'
export type {
  BurnOperation, DeployOperation, MessageSizeCheck, MintOperation, Operation, OperationKind, RegisterListing, TransferOperation
} from './message.js'
export { REJECT_REASONS, invalidField, missingField, reasonToErrorCode } from './reasons.js'
export {
  accountChunkField, accountFieldParts, historyCode, historyReason, isAccountChunkField, packAccountEntries, parseAccountField, streamChunkEntries, streamChunkPacked, unpackAccountEntries
} from './history.js'
export type { HistoryEntry } from './history.js'
export type { RejectReason } from './reasons.js'
export { parseMessage } from './parse.js'
export type { Hcs20Message, ParseResult, RegisterMessage } from './parse.js'
export { applyEffect, applyMessage, applyMessages, decideMessage, emptyTopicState, topicStateView } from './rules.js'
export type {
  ApplyContext, ApplyResult, Decision, Effect, LedgerView, ReplayItem, ReplayResult, TickHeader, TickInfo, TickState, TopicState
} from './rules.js'
export { JOB_SUBMIT, QUEUE_SUBMIT, SUBMIT_QUEUE_EVENTS_MAX, submitQueueRef } from './submit-queue.js'
export type { QueueRef } from './submit-queue.js'
export { JOB_ID_TOPIC_SEPARATOR, jobIdTopic, topicJobId } from './job-id.js'
export { SubmitJobSchema } from './submit-job.js'
export type { SubmitJob } from './submit-job.js'
export { JOB_STATUSES, JOB_STATUS_RANK, isTerminalStatus } from './job-status.js'
export type { JobStatus } from './job-status.js'
export { JOB_RECORD_FIELDS, JobRecordSchema, jobRecordFields, jobRecordFromFields } from './job-record.js'
export type { JobRecord } from './job-record.js'
export { encodeJobRecord } from './job-record-long.js'
export { JOB_RECORD_QUEUED_FIELDS, encodeQueuedJobRecord, queuedJobRecordEncoder } from './job-record-queued.js'
export { JOB_RECORD_COMPACT_FIELDS } from './job-record-compact.js'
export { decodeJobRecord, decodeOwnedJobRecord, storedJobFields } from './job-record-decode.js'
export { WEBHOOK_EVENTS_MAX, jobSettledChannel, settledRecordTexts } from './job-settled.js'
export { IdempotencyKeySchema, MAX_IDEMPOTENCY_KEY_LENGTH, isIdempotencyKey, parseManagedTopics } from './topics.js'
export type { IdempotencyKey, ManagedTopic } from './topics.js'
export * from './reservations.js'
export { JOB_WRITE_ARGS, JOB_WRITE_KEYS, RESERVATION_TOTALS_KEYS, jobWriteKeys, recordWriteKeys, reservationTotalsKeys } from './script-keys.js'
export {
  REDIS_PREFIX_PATTERN, balancesKey, checkRedisPrefix, decodeKeySegment, historyAccountsKey, historyKey, holdersKey, holdersUnrankedKey, idempotencyKey, inscriptionKey, jobRecordKey,
  keySegment, networkKey,
  pendingDebitsKey, pendingDeployKey, pendingSupplyKey, pendingVersionsKey, reservationKey, tenantPendingKey, topicKey, topicLockKey, tickerOwnersKey, topicMetaKey,
  topicInvalidKey, topicOutcomeKey, topicRegistryKey, topicReservationsKey, topicSequenceJobsKey, topicSubmissionKeys, topicTag, topicTicksKey, topicUnrankedTicksKey,
  transactionKey, preparationKey, tenantPreparationsKey
} from './keys.js'
export type { KeyScope } from './keys.js'
export { DEFAULT_MIRROR_URLS, DEFAULT_REGISTRY_TOPICS, HEDERA_NETWORKS, NAMED_NETWORKS, NETWORK_ID_PATTERN, resolveNetworkId } from './network.js'
export type { HederaNetwork, NamedNetwork } from './network.js'
export { INITIAL_RUNNING_HASH, RUNNING_HASH_VERSION, computeRunningHash, consensusTimestampParts, entityNumbers } from './running-hash.js'
export type { EntityNumbers, RunningHashInput } from './running-hash.js'
export {
  DeliverJobSchema, DeliverySchema, JOB_DELIVER, MAX_WEBHOOKS_PER_KEY, MAX_WEBHOOK_URL_LENGTH, QUEUE_WEBHOOKS, WEBHOOK_EVENTS,
  WebhookRequestSchema, circuitView, deliveryKey, endpointDeliveriesKey, endpointInFlightKey, endpointWaitersKey, isPublicAddress, openCircuitsKey,
  serviceQueues, tenantInFlightKey, tenantWaitersKey, topicWebhookOwnerKey, webhookBreakerKey, webhookEventOf, webhookEventsKey, webhookKey, webhookOwnerKey, webhookOwnersKey,
  webhookQueueRef, webhooksKey
} from './webhooks.js'
export type { CircuitView, DeliverJob, Delivery, TenantQuotaEvent, WebhookEndpoint, WebhookEvent, WebhookRequest } from './webhooks.js'
export { openWebhookSecret, sealWebhookSecret, webhookSecretKey } from './webhook-secret.js'
export { NETWORK_CONDITIONS, NetworkConditionSchema, decodeNetworkCondition, networkConditionKey } from './network-condition.js'
export type { NetworkCondition, NetworkConditionCode } from './network-condition.js'
export { OperatorBalanceLowSchema, decodeOperatorBalanceLow, operatorBalanceKey, operatorBalanceLowKey } from './operator-balance.js'
export type { OperatorBalanceLow } from './operator-balance.js'
export { transactionPayer } from './settlement.js'
export type { TopicOutcome } from './settlement.js'
export { composeLua, luaScript, replies } from './lua-scripts.js'
export type { LuaScript, LuaScriptSpec, ScriptCall, ScriptConnection, ScriptPipeline, ScriptValue } from './lua-scripts.js'
export {
  JOB_TOPIC_CREATE, QUEUE_TOPIC_CREATE, TenantTopicSchema, TopicCreateJobSchema, TopicCreatedSchema, decodeTenantTopic, tenantTopicsKeys, topicCreateQueueRef, topicCreationKey
} from './tenant-topics.js'
export type { TenantTopic, TopicCreateJob, TopicCreated } from './tenant-topics.js'
export { USAGE_COUNTERS, USAGE_RETENTION_DAYS, USAGE_UNATTRIBUTED, fixedPointText, hbarOfTinybar, parseUsageField, tenantQuotaEventsKey, tenantQuotaUsedKey, usageArgs, usageDay, usageField, usageKey, usageKeyPrefix } from './usage.js'
export type { UsageCounter } from './usage.js'
export { feeMeterKeys, usageFeeCursorKey, usageNetworkKeyPrefix } from './usage.js'

export {
  ConfigError, LOG_LEVELS, baseEnv, configOrExit, flagEnv, healthEnv, intEnv, parseEnv, portEnv, serviceEnv, webhookSecretKeyEnv, withNetwork
} from './env.js'
export type { LogLevel, ServiceEnv, WithNetwork } from './env.js'
export { REDACT_PATHS, createLogger, loggerOptions } from './logger.js'
export type { CreateLoggerOptions } from './logger.js'
export { onShutdown } from './shutdown.js'
export type { ShutdownOptions } from './shutdown.js'
export { createRedis, isCluster, isClusterTarget, scanKeys, unlinkMatching, waitForRedis } from './redis.js'
export type { CreateRedisOptions, RedisRole, RedisTarget } from './redis.js'
export { redisProblem, startHealthServer } from './health-server.js'
export { REQUIRED_EVICTION_POLICY, evictingPolicy, refuseEvictingRedis } from './eviction.js'
export type { HealthServer, HealthServerOptions, Readiness } from './health-server.js'
export { COLLECT_BOUND_MS, METRICS_PREFIX, QUEUE_STATES, createRegistry, registerQueueCounts, registerReadiness, withinMs } from './metrics.js'
export type { CountedQueue } from './metrics.js'
export {
  MirrorHttpError, MirrorResponseError, createMirrorClient, mirrorTransactionId, mirrorTransport, parseMirrorMessage, parseMirrorPage, transactionIdOf
} from './mirror-client.js'
export type {
  MessagePage, MirrorClient, MirrorClientOptions, MirrorExchangeRate, MirrorMessage, MirrorPaidTransaction, MirrorResponse, MirrorTransport, TransactionMirror,
  TransactionPage
} from './mirror-client.js'
export { createSettledMessages } from './settled-messages.js'
export type { SettledMessages, SettledMessagesOptions } from './settled-messages.js'
export { createTopicPrivacy } from './topic-privacy.js'
export type { TopicPrivacy, TopicPrivacyOptions, TopicPrivacyReader } from './topic-privacy.js'
export { createTopicMessages, rangeFor, TopicMessagesUnavailable } from './topic-messages.js'
export type { TopicMessage, TopicMessages, TopicMessagesOptions, TopicMessageSource } from './topic-messages.js'
export { groupCommitter } from './group-commit.js'
export type { GroupOptions } from './group-commit.js'
export { acquireLease } from './lease.js'
export type { Lease, LeaseOptions } from './lease.js'
export { startPoller } from './poller.js'
export type { Poller } from './poller.js'
export { followTenantTopics, recordTenantTopic } from './tenant-topics.js'
export type { TenantTopics } from './tenant-topics.js'

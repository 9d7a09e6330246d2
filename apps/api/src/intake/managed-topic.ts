import { AppError } from '../http/errors.js'
import { may } from '../access/auth.js'
import type { Caller } from '../access/auth.js'

/** The topics this api writes and reads (config's managedTopicIds) and the one a request without `topic_id` means. */
export interface TopicScope {
  /** Read at each request: a tenant topic joins it once this process has loaded its owner (ADR 047). */
  topics: ReadonlySet<string>
  defaultTopicId: string
  /** The tenant owning a tenant topic (ADR 047); undefined for a shared topic. */
  ownerOf?: (topicId: string) => string | undefined
}

/** The topic a request names (or the default): 403 TOPIC_NOT_ALLOWED unless this api manages it. */
export function managedTopic (scope: TopicScope, requested: string | undefined): string {
  const topicId = requested ?? scope.defaultTopicId
  if (!scope.topics.has(topicId)) {
    throw new AppError('TOPIC_NOT_ALLOWED', 403, 'Forbidden', { detail: `Topic ${topicId} is not managed by this service` })
  }
  return topicId
}

/** 403 TOPIC_NOT_OWNED when `topicId` is another tenant's topic and the caller holds no operator key. */
export function checkTopicOwner (scope: TopicScope, topicId: string, caller: Caller): void {
  const owner = scope.ownerOf?.(topicId)
  if (owner === undefined || owner === caller.tenant || may(caller, 'operator')) return
  throw new AppError('TOPIC_NOT_OWNED', 403, 'Forbidden', { detail: `Topic ${topicId} belongs to another tenant: only its own keys and operator keys write on it` })
}

/** The managed topic a write names (or the default), which must be shared or the caller tenant's own. */
export function writableTopic (scope: TopicScope, requested: string | undefined, caller: Caller): string {
  const topicId = managedTopic(scope, requested)
  checkTopicOwner(scope, topicId, caller)
  return topicId
}

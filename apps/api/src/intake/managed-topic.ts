import { AppError } from '../http/errors.js'

/** The topics this api writes and reads (config's managedTopicIds) and the one a request without `topic_id` means. */
export interface TopicScope {
  topics: ReadonlySet<string>
  defaultTopicId: string
}

/** The topic a request names (or the default): 403 TOPIC_NOT_ALLOWED unless this api manages it. */
export function managedTopic (scope: TopicScope, requested: string | undefined): string {
  const topicId = requested ?? scope.defaultTopicId
  if (!scope.topics.has(topicId)) {
    throw new AppError('TOPIC_NOT_ALLOWED', 403, 'Forbidden', { detail: `Topic ${topicId} is not managed by this service` })
  }
  return topicId
}

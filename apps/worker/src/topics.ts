import { parseManagedTopics, type ManagedTopic } from '@hcs/protocol'
import type { Config } from './config.js'

/** The default topic plus HCS20_TOPICS; an HCS20_TOPICS entry for the default topic supplies its submit key. */
function managedTopics (config: Pick<Config, 'HCS20_TOPIC_ID' | 'HCS20_TOPICS'>): ManagedTopic[] {
  const listed = parseManagedTopics(config.HCS20_TOPICS)
  if (listed.some((topic) => topic.topicId === config.HCS20_TOPIC_ID)) return listed
  return [{ topicId: config.HCS20_TOPIC_ID }, ...listed]
}

/**
 * The topics whose submit queues this worker serves: the managed ones and, when one is configured, the HCS-20
 * registry topic, where the api's registry listings (`register`) go. The registry is public: no submit key.
 */
export function servedTopics (config: Pick<Config, 'HCS20_TOPIC_ID' | 'HCS20_TOPICS' | 'registryTopicId'>): ManagedTopic[] {
  const topics = managedTopics(config)
  const registry = config.registryTopicId
  if (registry === undefined || topics.some((topic) => topic.topicId === registry)) return topics
  return [...topics, { topicId: registry }]
}

import { parseManagedTopics, type ManagedTopic } from '@hcs/protocol'
import type { Config } from './config.js'

/** The default topic plus HCS20_TOPICS; an HCS20_TOPICS entry for the default topic supplies its submit key. */
export function managedTopics (config: Pick<Config, 'HCS20_TOPIC_ID' | 'HCS20_TOPICS'>): ManagedTopic[] {
  const listed = parseManagedTopics(config.HCS20_TOPICS)
  if (listed.some((topic) => topic.topicId === config.HCS20_TOPIC_ID)) return listed
  return [{ topicId: config.HCS20_TOPIC_ID }, ...listed]
}

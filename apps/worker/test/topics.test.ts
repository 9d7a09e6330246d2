import { describe, expect, it } from 'vitest'
import { servedTopics } from '../src/topics.js'

describe(servedTopics.name, () => {
  const base = { HCS20_TOPIC_ID: '0.0.1', HCS20_TOPICS: '0.0.2' }

  it('serves the managed topics and, when configured, the registry topic after them, without a submit key', () => {
    expect(servedTopics({ ...base, registryTopicId: undefined })).toEqual([{ topicId: '0.0.1' }, { topicId: '0.0.2' }])
    expect(servedTopics({ ...base, registryTopicId: '0.0.9' })).toEqual([{ topicId: '0.0.1' }, { topicId: '0.0.2' }, { topicId: '0.0.9' }])
  })

  it('serves a registry topic that is also managed once', () => {
    expect(servedTopics({ ...base, registryTopicId: '0.0.2' })).toEqual([{ topicId: '0.0.1' }, { topicId: '0.0.2' }])
  })
})

import { describe, expect, it } from 'vitest'
import { JOB_SUBMIT, QUEUE_SUBMIT, QUEUE_WEBHOOKS, jobSettledChannel, serviceQueues, submitQueueRef } from '../src/index.js'

describe('queue names', () => {
  it('keeps the names of the jobs already in Redis', () => {
    expect([QUEUE_SUBMIT, JOB_SUBMIT]).toEqual(['hcs20-submit', 'submit'])
  })
})

describe(submitQueueRef.name, () => {
  it('names the settled channel and the submit queue after the topic', () => {
    const keys = { prefix: 'hcs20', network: 'testnet' }
    expect(jobSettledChannel(keys, '0.0.5')).toBe('hcs20:topic:{testnet:0.0.5}:job-settled')
    expect(submitQueueRef(keys, '0.0.5')).toEqual({ name: QUEUE_SUBMIT, prefix: 'hcs20:topic:{testnet:0.0.5}', topicId: '0.0.5' })
    expect(serviceQueues(keys, ['0.0.5', '0.0.6', '0.0.5'])).toEqual([
      submitQueueRef(keys, '0.0.5'), submitQueueRef(keys, '0.0.6'), { name: QUEUE_WEBHOOKS, prefix: 'hcs20:webhooks:{testnet}' }
    ])
  })
})

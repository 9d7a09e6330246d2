import { describe, expect, it } from 'vitest'
import { JOB_SUBMIT, QUEUE_SUBMIT, QUEUE_WEBHOOKS, jobSettledChannel, serviceQueues, settledRecordTexts, submitQueueRef } from '../src/index.js'

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

describe(settledRecordTexts.name, () => {
  it('reads a message of one record, of several, and leaves anything else whole', () => {
    const one = JSON.stringify({ id: 'a', status: 'confirmed' })
    const two = JSON.stringify({ id: 'b', status: 'invalid' })
    expect(settledRecordTexts(one)).toEqual([one])
    expect(settledRecordTexts(JSON.stringify([one, two]))).toEqual([one, two])
    // a compact record's text is an array of strings, but not of record texts
    expect(settledRecordTexts('["2","confirmed"]')).toEqual(['["2","confirmed"]'])
    expect(settledRecordTexts('[not json')).toEqual(['[not json'])
  })
})

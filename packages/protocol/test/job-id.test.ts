import { describe, expect, it } from 'vitest'
import { jobIdTopic, topicJobId } from '../src/index.js'

describe(jobIdTopic.name, () => {
  it('reads the topic a job id names, and nothing from ids of another shape', () => {
    expect(jobIdTopic(topicJobId('0.0.1001', 'job-1f2e'))).toBe('0.0.1001')
    expect(jobIdTopic('0.0.77_kab12-AbC_d-e')).toBe('0.0.77')
    expect(jobIdTopic('123.456.7890123_job-x')).toBe('123.456.7890123')
    for (const id of ['job-1f2e', 'kab12-AbC_d-e', '0.0.1001', '0.0.1001_', '0.0.01_job', '0.0_job', '0.0.1001_a:b', '0.0.1001_a/b', '_job', '0.0.1001-job-1']) {
      expect(jobIdTopic(id), id).toBeUndefined()
    }
  })
})

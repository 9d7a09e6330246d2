// End to end across processes: batches, bulk status and long polling (`?wait=`) of jobs the real worker
// submits to the emulator and the real indexer confirms; a waiting request is answered by the indexer's own write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './support/stack.js'

describe('job notifications', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack()
  }, 120_000)

  afterAll(async () => { await stack?.stop() }, 60_000)

  it('answers a waiting request when the indexer confirms the job, and reads many jobs at once', async () => {
    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'wait', name: 'Wait', max: 1000 })
    expect(deploy.status, JSON.stringify(deploy.body)).toBe(202)
    const waited = await stack.get(`/api/jobs/${deploy.body.jobId as string}?wait=30`)
    expect(waited.status).toBe(200)
    expect(waited.body).toMatchObject({ jobId: deploy.body.jobId, status: 'confirmed' })
    expect(waited.body.sequenceNumber).toBeGreaterThan(0)

    const mint = await stack.post('/api/inscription/wait/mint', { amount: 5, to: '0.0.1001' })
    const bulk = await stack.get(`/api/jobs?ids=${mint.body.jobId as string},job-unknown,${deploy.body.jobId as string}`)
    expect(bulk.status).toBe(200)
    expect(bulk.body.jobs[0].jobId).toBe(mint.body.jobId)
    expect(bulk.body.jobs[1]).toBeNull()
    expect(bulk.body.jobs[2]).toMatchObject({ jobId: deploy.body.jobId, status: 'confirmed' })
  }, 60_000)

  it('takes a batch through the whole pipeline: accepted operations are confirmed, the refused one never reaches the topic', async () => {
    const res = await stack.post('/api/inscription/batch', {
      operations: [
        { op: 'deploy', ticker: 'bat', name: 'Batch', max: 10 },
        { op: 'mint', ticker: 'bat', amount: 7, to: '0.0.1001' },
        { op: 'mint', ticker: 'bat', amount: 4, to: '0.0.1002' },
        { op: 'mint', ticker: 'bat', amount: 3, to: '0.0.1002' }
      ]
    })
    expect(res.status, JSON.stringify(res.body)).toBe(207)
    expect(res.body.results.map((r: { status: unknown }) => r.status)).toEqual(['queued', 'queued', 422, 'queued'])
    const ids = res.body.results.filter((r: { jobId?: string }) => r.jobId !== undefined).map((r: { jobId: string }) => r.jobId)
    for (const id of ids) expect((await stack.get(`/api/jobs/${id as string}?wait=30`)).body.status).toBe('confirmed')
    expect((await stack.get('/api/inscription/bat')).body).toMatchObject({ supply: '10', holders: 2 })
    const onTopic = (await stack.topicMessages()).map((m) => m.message).filter((text) => text.includes('"tick":"bat"'))
    expect(onTopic).toHaveLength(3)
    expect(onTopic.some((text) => text.includes('"amt":"4"'))).toBe(false)
  }, 60_000)

  it('answers with the record as it is when the wait ends first', async () => {
    // the worker is stopped: the job stays queued for the whole wait
    await stack.services.worker?.stop()
    const mint = await stack.post('/api/inscription/wait/mint', { amount: 1, to: '0.0.1001' })
    expect(mint.status).toBe(202)
    const waited = await stack.get(`/api/jobs/${mint.body.jobId as string}?wait=1`)
    expect(waited.status).toBe(200)
    expect(waited.body.status).toBe('queued')
    await stack.start('worker')
    expect((await stack.get(`/api/jobs/${mint.body.jobId as string}?wait=30`)).body.status).toBe('confirmed')
  }, 60_000)
})

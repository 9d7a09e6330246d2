import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { createRedis } from '../src/redis.js'
import { JSON_HEADERS, fakeIntake, fakeJobRecordStore, fakeQueue, testConfig } from './helpers.js'

describe('close', () => {
  it('lets an in-flight request finish before the server closes', async () => {
    const redis = createRedis('redis://127.0.0.1:1')
    let entered!: () => void
    const inHandler = new Promise<void>((resolve) => { entered = resolve })
    let release!: () => void
    const gate = new Promise<void>((resolve) => { release = resolve })
    const jobs = fakeJobRecordStore()
    const intake = fakeIntake(jobs, async () => {
      entered()
      await gate
    })
    const sut = await buildApp({ config: testConfig(), queue: fakeQueue(), jobs, redis, intake })
    try {
      const address = await sut.listen({ port: 0, host: '127.0.0.1' })
      const inFlight = fetch(`${address}/api/inscription/loyal/mint`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ amount: 1, to: '0.0.5' }) })
      await inHandler
      let closed = false
      const closing = sut.close().then(() => { closed = true })
      // give close every chance to finish early: it must still wait for the request held at the gate
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
      expect(closed).toBe(false)
      release()
      expect((await inFlight).status).toBe(202)
      await closing
      expect(closed).toBe(true)
    } finally {
      redis.disconnect()
    }
  })
})

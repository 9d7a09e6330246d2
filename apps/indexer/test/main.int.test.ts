import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { topicMetaKey } from '@hcs/protocol'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import { connect } from './support/ledger.js'
import { serveMirror } from './support/mirror-http.js'
import { waitFor } from './support/wait.js'

const prefix = uniquePrefix('indexer-main')

const redisKeys = { prefix, network: TEST_NETWORK }
const root = fileURLToPath(new URL('../../../', import.meta.url))
let redis: Redis

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe('indexer main', () => {
  it('logs indexer ready, indexes the topic, serves health and metrics, and exits 0 on SIGTERM', async () => {
    const topic = createFakeTopic('0.0.777', false)
    topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Main', tick: 'main', max: '10' }) })
    for (let i = 0; i < 3; i++) topic.submit({ payer: '0.0.2', text: hcs20({ op: 'mint', tick: 'main', amt: '4', to: '0.0.1001' }) })
    const mirror = await serveMirror(topic)
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/indexer/src/main.ts'], {
      cwd: root,
      env: { ...process.env, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, HEDERA_NETWORK_ID: TEST_NETWORK, HCS20_TOPIC_ID: topic.topicId, MIRROR_URL: mirror.url, HEALTH_PORT: '0', INDEXER_POLL_MS: '50', INDEXER_PAGE_LIMIT: '2', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit']
    })
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
    try {
      const lines: Array<Record<string, unknown>> = []
      createInterface({ input: child.stdout }).on('line', line => { lines.push(JSON.parse(line) as Record<string, unknown>) })
      const ready = await waitFor(() => lines.find(l => l.msg === 'indexer ready'), 'indexer ready', 60_000)
      await waitFor(async () => await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') === '4', 'the topic indexed')
      const base = `http://127.0.0.1:${String(ready.healthPort)}`
      expect((await fetch(`${base}/health/ready`)).status).toBe(200)
      const metrics = await (await fetch(`${base}/metrics`)).text()
      expect(metrics).toContain(`hcs20_indexer_messages_applied_total{topic="${topic.topicId}"} 3`)
      expect(metrics).toContain(`hcs20_indexer_messages_rejected_total{topic="${topic.topicId}",reason="supply_exceeded"} 1`)
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      child.kill('SIGKILL')
      await mirror.close()
    }
  })
})

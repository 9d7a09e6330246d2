import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import type { Emulator } from '@hcs/emulator'
import { connectRedis, deleteKeys, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import { checkSubmitKeys, createTopic } from '../src/hedera/topics.js'
import { networkEnv, startNetwork, testClient, waitFor } from './support/network.js'

const prefix = uniquePrefix('worker-main')
const root = fileURLToPath(new URL('../../..', import.meta.url))
let emulator: Emulator
let redis: Redis
let topicId: string
let foreign: { topicId: string, submitKey?: string }
let wrongKey: string | undefined
const children: ChildProcess[] = []

beforeAll(async () => {
  emulator = await startNetwork()
  const client = testClient(emulator)
  topicId = (await createTopic(client)).topicId
  foreign = await createTopic(client, { private: true })
  wrongKey = (await createTopic(client, { private: true })).submitKey
  client.close()
  redis = connectRedis()
}, 60_000)

afterAll(async () => {
  // A child left running means a test failed before it stopped it.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await deleteKeys(redis, prefix)
  await redis?.quit()
  await emulator?.close()
})

interface Run { child: ChildProcess, output: () => string, exited: Promise<number | null> }

function runMain (env: Record<string, string>, entry = 'apps/worker/src/main.ts', args: string[] = []): Run {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry, ...args], {
    cwd: root,
    env: { ...process.env, ...networkEnv(emulator), LOG_LEVEL: 'info', REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, HCS20_TOPIC_ID: topicId, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

describe('worker main', () => {
  it('logs worker ready, then exits 0 on SIGTERM', async () => {
    const run = runMain({})
    await waitFor('worker ready', async () => run.output().includes('"msg":"worker ready"'))
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(run.output()).toContain('"msg":"worker stopped"')
  }, 120_000)

  it('refuses to start, naming the private topic whose submit key it does not hold', async () => {
    const run = runMain({ HCS20_TOPICS: `${foreign.topicId}=${wrongKey ?? ''}` })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain(`topic ${foreign.topicId}`)
    expect(run.output()).not.toContain(wrongKey ?? '<none>')
    expect(run.output()).not.toContain('worker ready')
  }, 120_000)

  it('creates a private topic with topic:create and prints both configuration lines', async () => {
    const run = runMain({}, 'apps/worker/src/cli/create-topic.ts', ['--private', '--memo', 'points'])
    expect(await run.exited).toBe(0)
    const topic = /^HCS20_TOPIC_ID=(\S+)$/m.exec(run.output())?.[1]
    const line = /^HCS20_TOPICS=(\S+)=([0-9a-f]+)$/m.exec(run.output())
    expect(line?.[1]).toBe(topic)
    const client = testClient(emulator)
    try {
      await expect(checkSubmitKeys(client, [{ topicId: topic ?? '', submitKey: line?.[2] }])).resolves.toBeUndefined()
      await expect(checkSubmitKeys(client, [{ topicId: topic ?? '', submitKey: wrongKey }])).rejects.toThrow(`topic ${topic ?? ''}`)
    } finally {
      client.close()
    }
  }, 120_000)
})

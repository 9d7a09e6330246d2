import { ping as answers } from '../../scripts/lib/redis.js'

const DEFAULT_URL = 'redis://127.0.0.1:6379'

let stopContainer: (() => Promise<unknown>) | undefined

/**
 * Redis for the whole run: REDIS_URL when set; else a Redis already answering on 127.0.0.1:6379;
 * else a redis:7 container through testcontainers when a Docker engine answers; else stop at once.
 */
export async function setup (): Promise<void> {
  const explicit = process.env.REDIS_URL
  if (explicit !== undefined && explicit !== '') {
    if (await answers(explicit)) return
    throw new Error(`REDIS_URL=${explicit} does not answer PING. Start Redis there or unset REDIS_URL.`)
  }
  if (await answers(DEFAULT_URL)) {
    process.env.REDIS_URL = DEFAULT_URL
    return
  }
  try {
    const { GenericContainer, Wait } = await import('testcontainers')
    const container = await new GenericContainer('redis:7')
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'))
      .start()
    process.env.REDIS_URL = `redis://${container.getHost()}:${container.getMappedPort(6379)}`
    stopContainer = async () => await container.stop()
  } catch (err) {
    throw new Error(
      'No Redis for the tests: REDIS_URL is unset, nothing answers on 127.0.0.1:6379 and no Docker engine ' +
      'could start redis:7. Start one with:\n  redis-server --daemonize yes --port 6379 --save "" --appendonly no\n' +
      `or set REDIS_URL. (${(err as Error).message})`
    )
  }
}

export async function teardown (): Promise<void> {
  await stopContainer?.()
}

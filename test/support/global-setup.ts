import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { ping as answers } from '../../scripts/lib/redis.js'
import { ROOT, SERVICE_PROJECTS } from '../../scripts/lib/services.js'
import { SHARED_CLUSTER_ENV, startRedisCluster, type RedisCluster } from './redis-cluster.js'

const DEFAULT_URL = 'redis://127.0.0.1:6379'

let stopContainer: (() => Promise<unknown>) | undefined
let clusterServer: Server | undefined
let cluster: Promise<RedisCluster> | undefined

/**
 * One Redis Cluster for every cluster test file of the run, started on the first request (a run without cluster
 * tests starts none): test files POST to this loopback address (useRedisCluster in redis-cluster.ts).
 */
async function serveSharedCluster (): Promise<void> {
  clusterServer = createServer((req, res) => {
    cluster ??= startRedisCluster()
    cluster.then(
      (started) => { res.setHeader('content-type', 'application/json').end(JSON.stringify({ addresses: started.addresses })) },
      (err: unknown) => { res.writeHead(500).end(err instanceof Error ? err.message : String(err)) }
    )
    req.resume()
  })
  await new Promise<void>((resolve) => clusterServer!.listen(0, '127.0.0.1', resolve))
  const { port } = clusterServer.address() as { port: number }
  process.env[SHARED_CLUSTER_ENV] = `http://127.0.0.1:${port}/cluster`
}

/**
 * The stacks of the run start their apps as built (SERVICES_FROM=dist, scripts/lib/services.ts), as the image runs
 * them, at half the CPU of a start through tsx: `tsc -b` brings dist/ up to date first (about a second when it is,
 * as after `npm run typecheck`; a minute from nothing). A type error stops the run here, naming it.
 */
function buildServices (): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  const build = spawnSync(process.execPath, [tsc, '-b', ...SERVICE_PROJECTS], { cwd: ROOT, encoding: 'utf8' })
  if (build.status !== 0) {
    throw new Error(`tsc -b ${SERVICE_PROJECTS.join(' ')} failed: the tests start the apps from what it builds\n${build.stdout}${build.stderr}`)
  }
  process.env.SERVICES_FROM = 'dist'
}

/**
 * Redis for the whole run: REDIS_URL when set; else a Redis already answering on 127.0.0.1:6379;
 * else a redis:7 container through testcontainers when a Docker engine answers; else stop at once.
 */
export async function setup (): Promise<void> {
  buildServices()
  await serveSharedCluster()
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
  clusterServer?.close()
  await (await cluster?.catch(() => undefined))?.stop()
  await stopContainer?.()
}

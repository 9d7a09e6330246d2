import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { createRegistry, startHealthServer } from '@hcs/runtime'
import { buildApp } from '@hcs/api'
import { configSchema as apiSchema, loadConfig as loadApiConfig, managedTopicIds, SHUTDOWN_BOUND_MS as API_BOUND_MS } from '../apps/api/src/config.js'
import { createJobRecordStore } from '../apps/api/src/jobs/job-record-store.js'
import { createSubmitQueue } from '../apps/api/src/intake/queue.js'
import { createRedis, waitForRedis } from '../apps/api/src/redis.js'
import { configSchema as workerSchema, loadConfig as loadWorkerConfig, shutdownBoundMs as workerBoundMs } from '../apps/worker/src/config.js'
import { configSchema as indexerSchema, loadConfig as loadIndexerConfig, SHUTDOWN_BOUND_MS as INDEXER_BOUND_MS } from '../apps/indexer/src/config.js'
import { configSchema as emulatorSchema, loadConfig as loadEmulatorConfig, SHUTDOWN_BOUND_MS as EMULATOR_BOUND_MS } from '../apps/emulator/src/config.js'
import { startEmulator } from '../apps/emulator/src/emulator.js'
import { appEnvFiles } from '../scripts/lib/secrets.js'
import { APP_NODE_ARGS } from '../scripts/lib/services.js'
import { ROOT } from './support/processes.js'
import { testRedisUrl, uniquePrefix } from './support/redis.js'

// No Docker engine runs here: this reads docker-compose.yml and compose.testnet.yml (a file of its own), the
// Dockerfile, package.json and ops/prometheus.yml, and asks the apps themselves (their configuration
// schemas, their servers) whether what the files say holds.

type Env = Record<string, string>
interface Service {
  image?: string
  build?: { context: string, target?: string, args?: Record<string, string> }
  command?: string[] | string
  environment?: Record<string, string | number | boolean | null> | string[]
  healthcheck?: { test?: string[] | string, disable?: boolean }
  depends_on?: Record<string, { condition?: string }> | string[]
  stop_grace_period?: string
  restart?: string
  profiles?: string[]
  volumes?: string[]
}
interface Compose { services: Record<string, Service> }

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8')

/**
 * A compose file as compose reads it: YAML merge keys, and no tag of compose's own (`!override`, `!reset`), which
 * Compose 1.29 cannot read: every file here is read by Compose v2 and 1.29 alike.
 */
function loadYaml (file: string): Compose {
  const document = parseDocument(read(file), { merge: true })
  expect(document.errors.map(String)).toEqual([])
  expect(document.warnings.map(String)).toEqual([])
  return document.toJS() as Compose
}

function environmentOf (service: Service): Env {
  const raw = service.environment ?? {}
  const entries = Array.isArray(raw)
    ? raw.map((line) => { const at = line.indexOf('='); return [line.slice(0, at), line.slice(at + 1)] })
    : Object.entries(raw).map(([key, value]) => [key, value === null ? '' : String(value)])
  return Object.fromEntries(entries) as Env
}

/** What compose makes of `${NAME:-default}`, `${NAME:?message}` and `${NAME}` when NAME is unset; required ones give `required`. */
function interpolate (value: string, required: (name: string) => string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?-)([^}]*)|(:?\?)([^}]*))?\}/g, (_match, name: string, _dash, fallback?: string, question?: string) =>
    question !== undefined ? required(name) : fallback ?? '')
}

const commandOf = (service: Service): string[] => typeof service.command === 'string' ? service.command.split(/\s+/) : service.command ?? []
/** The command as one shell line (`sh -c "..."` unwrapped). */
const shellLine = (service: Service): string => {
  const command = commandOf(service)
  return command[0] === 'sh' && command[1] === '-c' ? command.slice(2).join(' ') : command.join(' ')
}
/** The file node runs: the first argument after `node` that is not an option (or an option's value). */
function nodeEntry (service: Service): string | undefined {
  const words = shellLine(service).split(/\s+/)
  const at = words.indexOf('node')
  if (at < 0) return undefined
  for (let i = at + 1; i < words.length; i++) {
    const word = words[i]!
    if (word === '--import' || word === '-r' || word === '--require') { i++; continue }
    if (!word.startsWith('-')) return word
  }
  return undefined
}

function durationMs (text: string): number {
  let total = 0
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|us|h|m|s)/g)) {
    total += Number(amount) * { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001 }[unit as 'h']!
  }
  return total
}

// --- the Dockerfile, by stage ------------------------------------------------------------------------
interface Stage { name: string, from: string, lines: string[] }
/** The Dockerfile's `ARG NAME=default` lines before its first FROM (what a FROM may name). */
function dockerGlobalArgs (): Env {
  const args: Env = {}
  for (const line of read('Dockerfile').split('\n').map((l) => l.trim())) {
    if (/^FROM\s/i.test(line)) break
    const arg = /^ARG\s+(\w+)=(\S*)$/.exec(line)
    if (arg !== null) args[arg[1]!] = arg[2]!
  }
  return args
}
function dockerStages (args: Env = dockerGlobalArgs()): Map<string, Stage> {
  const stages = new Map<string, Stage>()
  let current: Stage | undefined
  for (const line of read('Dockerfile').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'))) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line)
    if (from !== null) {
      const image = from[1]!.replace(/\$\{(\w+)\}/g, (_match, name: string) => args[name] ?? '')
      current = { name: from[2] ?? `stage${stages.size}`, from: image, lines: [] }
      stages.set(current.name, current)
    } else current?.lines.push(line)
  }
  return stages
}
/** A stage's lines and those of the stages it is built FROM. */
function stageChain (stages: Map<string, Stage>, name: string): Stage[] {
  const stage = stages.get(name)
  return stage === undefined ? [] : [stage, ...stageChain(stages, stage.from)]
}

// --- the apps -----------------------------------------------------------------------------------------
type AppName = 'api' | 'worker' | 'indexer' | 'emulator'
const SCHEMAS: Record<AppName, z.ZodType> = { api: apiSchema, worker: workerSchema, indexer: indexerSchema, emulator: emulatorSchema }

/** The variables a schema reads: its object's keys (through transforms and pipes). */
function knownVariables (schema: z.ZodType): Set<string> {
  const node = schema as unknown as { shape?: Record<string, unknown>, in?: z.ZodType, def?: { in?: z.ZodType, innerType?: z.ZodType } }
  if (node.shape !== undefined) return new Set(Object.keys(node.shape))
  const inner = node.in ?? node.def?.in ?? node.def?.innerType
  if (inner === undefined) throw new Error('not an object schema')
  return knownVariables(inner)
}
function fieldSchema (schema: z.ZodType, key: string): z.ZodType | undefined {
  const node = schema as unknown as { shape?: Record<string, z.ZodType>, in?: z.ZodType, def?: { in?: z.ZodType, innerType?: z.ZodType } }
  if (node.shape !== undefined) return node.shape[key]
  const inner = node.in ?? node.def?.in ?? node.def?.innerType
  return inner === undefined ? undefined : fieldSchema(inner, key)
}

/** Which app a service runs: the `apps/<app>/dist/...` entry of its command. */
function appOf (service: Service): AppName | undefined {
  const entry = nodeEntry(service)
  const match = entry === undefined ? null : /^apps\/([a-z]+)\/dist\//.exec(entry)
  return match === null ? undefined : match[1] as AppName
}

// Services that are not ours: their image's own command, and no variable of ours.
const FOREIGN: Record<string, { image: RegExp, command: (words: string[]) => boolean, env: string[] }> = {
  redis: { image: /^redis:7/, command: (words) => words[0] === 'redis-server', env: [] },
  prometheus: { image: /^prom\/prometheus:v\d/, command: (words) => words.every((word) => word.startsWith('--')), env: [] },
  // Grafana's own settings only (GF_*): anonymous viewers, the home dashboard, no phoning home
  grafana: { image: /^grafana\/grafana:\d/, command: (words) => words.length === 0, env: ['GF_AUTH_ANONYMOUS_ENABLED', 'GF_AUTH_ANONYMOUS_ORG_ROLE', 'GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH', 'GF_ANALYTICS_REPORTING_ENABLED', 'GF_ANALYTICS_CHECK_FOR_UPDATES'] }
}
// The compose bootstrap is a script of ours, not an app, and a one-shot job: the variables it reads.
const ONE_SHOT = 'bootstrap'
const BOOTSTRAP_SCRIPT = 'scripts/compose-bootstrap.ts'
// what the bootstrap takes from its environment on a network it did not start (compose.testnet.yml)
const NETWORK_ENV = ['HEDERA_NETWORK', 'HEDERA_NETWORK_ID', 'HEDERA_NODES', 'MIRROR_URL', 'HEDERA_OPERATOR_ID', 'HEDERA_OPERATOR_KEY', 'HCS20_TOPIC_ID', 'HCS20_TOPICS', 'HCS20_REGISTRY_TOPIC_ID']
const BOOTSTRAP_ENV = ['NETWORK_INFO_FILE', 'EMULATOR_GRPC', 'EMULATOR_MIRROR', 'OUTPUT_ENV_FILE', 'APP_ENV_DIR', 'SECRETS_DIR', 'KEY_HASH_SECRET', 'WEBHOOK_SECRET_KEY', 'API_SECRET_KEY', ...NETWORK_ENV]
// The secrets the bootstrap keeps (generated once unless given), in their shapes
const SECRETS = { keyHashSecret: 'k'.repeat(43), webhookSecretKey: Buffer.alloc(32, 7).toString('base64') }
// The operator API key the bootstrap generates on the embedded emulator when API_SECRET_KEY is unset (32 bytes, base64url)
const GENERATED_API_KEY = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256)).toString('base64url')
// Secrets no compose environment of an app may hold: the bootstrap puts each into the env files of the apps that use it
const KEPT_APART = ['HEDERA_OPERATOR_KEY', 'HCS20_TOPICS', 'KEY_HASH_SECRET', 'WEBHOOK_SECRET_KEY']
// The env file an app's command sources: its own, in its own volume (compose-bootstrap.ts writes it).
const APP_ENV_FILE = '/env/app.env'

// What /shared/embedded.env (compose-bootstrap.ts) holds, with values of the same shape (an app's /env/app.env
// holds its part: appEnvFiles); and a value for each `${NAME:?…}` an operator must export (the testnet override).
const EMBEDDED_ENV: Env = {
  HEDERA_NETWORK: 'custom',
  HEDERA_NETWORK_ID: 'compose-test',
  HEDERA_NODES: 'emulator:50211=0.0.3',
  HEDERA_OPERATOR_ID: '0.0.2',
  HEDERA_OPERATOR_KEY: '302e020100300506032b657004220420' + '11'.repeat(32),
  MIRROR_URL: 'http://emulator:5551',
  HCS20_TOPIC_ID: '0.0.1001',
  HCS20_TOPICS: '0.0.1001=302e020100300506032b657004220420' + '33'.repeat(32)
}
const EXPORTED: Env = {
  API_SECRET_KEY: 'compose-test-key-0123456789abcdefghijklmn',
  HCS20_TOPIC_ID: '0.0.4001',
  HEDERA_OPERATOR_ID: '0.0.4002',
  HEDERA_OPERATOR_KEY: '302e020100300506032b657004220420' + '22'.repeat(32)
}

/** What the bootstrap of `compose` writes into each app's env file: on a network it did not start, what its environment gives. */
function appFilesOf (compose: Compose): ReturnType<typeof appEnvFiles> {
  const bootstrap = environmentOf(compose.services[ONE_SHOT] ?? {})
  if (bootstrap.HEDERA_NETWORK === undefined) return appEnvFiles(EMBEDDED_ENV, { ...SECRETS, apiKeys: GENERATED_API_KEY })
  const values = Object.entries(bootstrap).filter(([key]) => NETWORK_ENV.includes(key)).map(([key, value]) => [key, interpolate(value, exported)])
  return appEnvFiles(Object.fromEntries(values.filter(([, value]) => value !== '')) as Env, SECRETS)
}
const exported = (name: string): string => {
  const value = EXPORTED[name]
  if (value === undefined) throw new Error(`\${${name}:?} has no value in this test's EXPORTED`)
  return value
}
/** `${NAME:-fallback}` as compose files write it. */
const withDefault = (variable: string, fallback = ''): string => `\${${variable}:-${fallback}}`
// each app service's env file, by the compose file it is in (filled in below)
const appFileOf = new Map<Service, Env>()

/** The service's environment as its process sees it: compose's (interpolated), then what the env file it sources (`set -a && .`) sets. */
function processEnv (service: Service): Env {
  const env = environmentOf(service)
  return {
    ...Object.fromEntries(Object.entries(env).map(([key, value]) => [key, interpolate(value, exported)])),
    ...(shellLine(service).includes(APP_ENV_FILE) ? appFileOf.get(service) ?? {} : {})
  }
}

/** The app's configuration, as its own loadConfig makes it of the service's environment. */
function configOf (app: AppName, service: Service): Record<string, unknown> {
  const env = processEnv(service)
  switch (app) {
    case 'api': return loadApiConfig(env)
    case 'worker': return loadWorkerConfig(env)
    case 'indexer': return loadIndexerConfig(env)
    case 'emulator': return loadEmulatorConfig(env) as unknown as Record<string, unknown>
  }
}

/** The port the app serves its health routes and metrics on, as its configuration makes it of the service's environment. */
function healthPortOf (app: AppName, service: Service): number {
  const config = configOf(app, service)
  switch (app) {
    case 'api': return config.PORT as number
    case 'worker':
    case 'indexer': return config.HEALTH_PORT as number
    case 'emulator': return config.mirrorPort as number
  }
}

/** The shutdown bound the app sets itself (past it, it exits anyway). */
function shutdownBoundOf (app: AppName, service: Service): number {
  switch (app) {
    case 'api': return API_BOUND_MS
    case 'worker': return workerBoundMs(configOf('worker', service) as Parameters<typeof workerBoundMs>[0])
    case 'indexer': return INDEXER_BOUND_MS
    case 'emulator': return EMULATOR_BOUND_MS
  }
}

/** `http://127.0.0.1:9101/health/ready` out of a health check's `node -e "fetch(...)"`. */
function healthUrl (service: Service): URL | undefined {
  const test = service.healthcheck?.test
  const text = Array.isArray(test) ? test.join(' ') : test ?? ''
  const match = /fetch\(['"]([^'"]+)['"]/.exec(text)
  return match === null ? undefined : new URL(match[1]!)
}

// --- the apps' real servers, asked whether they serve a path ------------------------------------------
interface Servers { status: (app: AppName, path: string) => Promise<number>, close: () => Promise<void> }
async function startServers (): Promise<Servers> {
  const prefix = uniquePrefix('compose')
  const redis = createRedis(testRedisUrl())
  await waitForRedis(redis, 10_000)
  const config = loadApiConfig({ ...EMBEDDED_ENV, ...EXPORTED, KEY_HASH_SECRET: SECRETS.keyHashSecret, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, METRICS_PUBLIC: 'true', LOG_LEVEL: 'silent' })
  const queue = createSubmitQueue({ connection: redis, keys: { prefix, network: config.networkId }, topics: managedTopicIds(config) })
  const api = await buildApp({ config, queue, jobs: createJobRecordStore({ redis, keys: { prefix, network: config.networkId } }), redis, dashboard: { connection: redis } })
  const health = await startHealthServer({ port: 0, registry: createRegistry(), ready: async () => ({ ready: true }) })
  const dataDir = await mkdtemp(join(tmpdir(), 'hcs20-compose-'))
  const emulator = await startEmulator({ host: '127.0.0.1', grpcPort: 0, mirrorPort: 0, dataDir })
  return {
    async status (app, path) {
      if (app === 'api') return (await api.inject({ method: 'GET', url: path })).statusCode
      // the worker and the indexer serve their health routes and metrics through the same module
      const base = app === 'emulator' ? emulator.mirrorUrl : `http://127.0.0.1:${health.port}`
      const res = await fetch(`${base}${path}`)
      await res.arrayBuffer()
      return res.status
    },
    async close () {
      await api.close()
      await queue.close()
      await health.close()
      await emulator.close()
      await redis.quit()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
}

describe('docker-compose.yml and compose.testnet.yml', () => {
  const base = loadYaml('docker-compose.yml')
  const testnet = loadYaml('compose.testnet.yml')
  const files = { 'docker-compose.yml': base, 'compose.testnet.yml': testnet }
  for (const compose of Object.values(files)) {
    const appFiles = appFilesOf(compose)
    for (const service of Object.values(compose.services)) {
      const app = appOf(service)
      if (app !== undefined && app !== 'emulator') appFileOf.set(service, appFiles[app])
    }
  }
  const stages = dockerStages()
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
  let servers: Servers

  beforeAll(async () => { servers = await startServers() }, 60_000)
  afterAll(async () => { await servers?.close() })

  /** Services that `docker compose up` starts (no profile), or with `profile`. */
  const running = (compose: Compose, profile?: string): Array<[string, Service]> =>
    Object.entries(compose.services).filter(([, service]) => service.profiles === undefined || (profile !== undefined && service.profiles.includes(profile)))

  it('builds every image it names from a stage of the Dockerfile, on node:24-bookworm-slim (no curl: health checks use node)', () => {
    for (const [file, compose] of Object.entries(files)) {
      for (const [name, service] of Object.entries(compose.services)) {
        if (service.build === undefined) {
          // `${REDIS_IMAGE:-redis:7}`: the official image unless a stand-in is named (scripts/stand-in-images.sh)
          expect(service.image, `${file}: ${name}`).toMatch(new RegExp(`^\\$\\{${name.toUpperCase()}_IMAGE:-[^}]+\\}$`))
          expect(FOREIGN[name]?.image.test(interpolate(service.image!, () => '')), `${file}: ${name} has an image of ours`).toBe(true)
          continue
        }
        expect(service.build.context, `${file}: ${name}`).toBe('.')
        expect([...stages.keys()], `${file}: ${name}`).toContain(service.build.target)
        const root = stageChain(stages, service.build.target!).at(-1)!
        expect(root.from, `${file}: ${name}`).toBe('node:24-bookworm-slim')
        // the base image and the build's extra CAs are the operator's to give, with the Dockerfile's defaults
        const fromEnv = (variable: string, fallback: string): string => `\${${variable}:-${fallback}}`
        expect(service.build.args, `${file}: ${name}`).toEqual({ NODE_IMAGE: fromEnv('NODE_IMAGE', 'node:24-bookworm-slim'), BUILD_CA_CERTS: fromEnv('BUILD_CA_CERTS', '') })
        expect(interpolate(service.build.args!.NODE_IMAGE!, () => ''), `${file}: ${name}`).toBe(dockerGlobalArgs().NODE_IMAGE)
      }
    }
  })

  it('keeps the build\'s extra CAs out of the runtime image, which runs as node on production dependencies only', () => {
    const runtime = stageChain(stages, 'runtime').flatMap((stage) => stage.lines).join('\n')
    expect(stageChain(stages, 'runtime').map((stage) => stage.name)).toEqual(['runtime'])
    expect(runtime).not.toContain('BUILD_CA_CERTS')
    expect(runtime).not.toMatch(/\bnpm\b/)
    expect(runtime).toMatch(/^COPY --from=deps /m)
    expect(runtime.split('\n').at(-2)).toBe('USER node')
    const deps = stages.get('deps')!.lines.join('\n')
    expect(deps).toContain('--omit=dev')
    expect(deps).toContain('--offline')
    // the CA file lives for the one step that installs
    const build = stages.get('build')!.lines.join('\n')
    expect(build).toMatch(/NODE_EXTRA_CA_CERTS=\/tmp\/build-ca\.pem.*\n.*npm ci .*rm -f \/tmp\/build-ca\.pem/)
  })

  it('runs in each service a command that package.json or the Dockerfile provides, in an image that holds it', () => {
    const runtimeCmd = JSON.parse(/^CMD\s+(\[.*\])$/m.exec(read('Dockerfile'))![1]!) as string[]
    expect(Object.values(scripts)).toContain(runtimeCmd.join(' '))
    for (const [file, compose] of Object.entries(files)) {
      for (const [name, service] of Object.entries(compose.services)) {
        const where = `${file}: ${name}`
        const foreign = FOREIGN[name]
        if (foreign !== undefined) {
          expect(foreign.command(commandOf(service)), where).toBe(true)
          continue
        }
        const entry = nodeEntry(service)
        expect(entry, where).toBeDefined()
        const chain = stageChain(stages, service.build!.target!).flatMap((stage) => stage.lines)
        const app = appOf(service)
        if (app !== undefined) {
          // a built entry point: the script that runs it (with the app's V8 flags, as npm start gives them), its source,
          // the build that makes it, the stage that copies it
          const flags = APP_NODE_ARGS[app].join(' ')
          const run = `node ${flags === '' ? '' : `${flags} `}${entry!}`
          expect(Object.values(scripts), where).toContain(run)
          expect(shellLine(service), where).toContain(run)
          expect(existsSync(join(ROOT, entry!.replace('/dist/', '/src/').replace(/\.js$/, '.ts'))), where).toBe(true)
          expect(read('Dockerfile'), where).toMatch(new RegExp(`RUN npx tsc -b .*apps/${app}\\b`))
          expect(chain, where).toContain(`COPY --from=build /app/apps/${app}/dist apps/${app}/dist`)
        } else {
          // a TypeScript script run through tsx: it exists, and the stage has the sources and the dev dependencies
          expect(entry, where).toBe(BOOTSTRAP_SCRIPT)
          expect(existsSync(join(ROOT, entry!)), where).toBe(true)
          expect(shellLine(service), where).toContain('--import tsx')
          expect(chain, where).toContain('COPY . .')
          expect(chain.join('\n'), where).toMatch(/^(RUN|&&) .*npm ci --ignore-scripts --no-audit --no-fund/m)
        }
        // a command that reads the bootstrap's env file waits for the bootstrap
        if (shellLine(service).includes(APP_ENV_FILE)) {
          expect(compose.services[name]!.depends_on, where).toMatchObject({ bootstrap: { condition: 'service_completed_successfully' } })
        }
      }
    }
  })

  it('sets only variables the app\'s configuration schema knows, with values it accepts', () => {
    for (const [file, compose] of Object.entries(files)) {
      for (const [name, service] of Object.entries(compose.services)) {
        const where = `${file}: ${name}`
        const env = environmentOf(service)
        const app = appOf(service)
        if (app === undefined) {
          const allowed = FOREIGN[name]?.env ?? (nodeEntry(service) === BOOTSTRAP_SCRIPT ? BOOTSTRAP_ENV : [])
          expect(Object.keys(env).filter((key) => !allowed.includes(key)), where).toEqual([])
          if (nodeEntry(service) === BOOTSTRAP_SCRIPT) for (const key of Object.keys(env)) expect(read(BOOTSTRAP_SCRIPT), where).toContain(key)
          continue
        }
        const known = knownVariables(SCHEMAS[app])
        expect(Object.keys(env).filter((key) => !known.has(key)), where).toEqual([])
        const values = processEnv(service)
        for (const key of Object.keys(env)) {
          if (values[key] === '') continue
          const parsed = fieldSchema(SCHEMAS[app], key)!.safeParse(values[key])
          expect(parsed.success, `${where}: ${key}=${values[key]!}`).toBe(true)
        }
        // and the whole configuration loads, with what the env file or the operator supplies
        expect(() => configOf(app, service), where).not.toThrow()
      }
    }
  })

  it('checks every service\'s health on a route its app serves, on the port it listens on', async () => {
    for (const [file, compose] of Object.entries(files)) {
      for (const [name, service] of [...running(compose), ...running(compose, 'observability')]) {
        const where = `${file}: ${name}`
        // a one-shot job has no health; what waits for it waits for its successful end (checked below)
        if (name === ONE_SHOT) { expect(service.restart, where).toBeUndefined(); continue }
        expect(service.healthcheck?.test, where).toBeDefined()
        expect(service.healthcheck?.disable, where).not.toBe(true)
        const app = appOf(service)
        if (app === undefined) {
          expect(FOREIGN[name], `${where}: a service of ours without an app has no health check of its own`).toBeDefined()
          continue
        }
        const url = healthUrl(service)!
        expect(url, where).toBeDefined()
        expect(url.hostname, where).toBe('127.0.0.1')
        expect(Number(url.port), where).toBe(healthPortOf(app, service))
        expect(await servers.status(app, url.pathname), `${where}: GET ${url.pathname}`).toBe(200)
        const test = (service.healthcheck!.test as string[]).join(' ')
        expect(test, where).toContain('process.exit(r.ok?0:1)')
      }
    }
  })

  it('starts a service only once what it depends on is healthy (or, for the bootstrap, done)', () => {
    for (const [file, compose] of Object.entries(files)) {
      for (const profile of [undefined, 'observability']) {
        const up = new Map(running(compose, profile))
        for (const [name, service] of up) {
          const where = `${file}: ${name}`
          const dependsOn = service.depends_on ?? {}
          expect(Array.isArray(dependsOn), `${where}: depends_on with conditions`).toBe(false)
          for (const [dependency, { condition }] of Object.entries(dependsOn as Record<string, { condition?: string }>)) {
            expect(up.has(dependency), `${where} depends on ${dependency}, which does not start`).toBe(true)
            if (dependency === ONE_SHOT) expect(condition, where).toBe('service_completed_successfully')
            else {
              expect(condition, `${where} → ${dependency}`).toBe('service_healthy')
              expect(up.get(dependency)!.healthcheck?.test, `${where} → ${dependency}`).toBeDefined()
            }
          }
          if (appOf(service) !== undefined && appOf(service) !== 'emulator') expect(Object.keys(dependsOn), where).toContain('redis')
        }
      }
    }
  })

  it('gives each app longer to stop than its own shutdown bound', () => {
    for (const [file, compose] of Object.entries(files)) {
      for (const [name, service] of Object.entries(compose.services)) {
        const app = appOf(service)
        if (app === undefined) continue
        const bound = shutdownBoundOf(app, service)
        const grace = durationMs(service.stop_grace_period ?? '10s')
        expect(grace, `${file}: ${name} stops within ${bound} ms`).toBeGreaterThan(bound)
      }
    }
  })

  it('gives each container only its own secrets, as npm start does: the operator key and submit keys reach the worker alone', () => {
    for (const [file, compose] of Object.entries(files)) {
      const volumesOf = (name: string): string[] => (compose.services[name]?.volumes ?? []).map(String)
      for (const app of ['api', 'worker', 'indexer'] as const) {
        const service = compose.services[app]!
        const where = `${file}: ${app}`
        expect(shellLine(service), where).toContain(`. ${APP_ENV_FILE} &&`)
        // its own volume at /env, read only; never /shared (the emulator's network.json) nor /secrets (the bootstrap's)
        expect(volumesOf(app), where).toEqual([`${app}-env:/env:ro`])
        expect(volumesOf(ONE_SHOT), where).toContain(`${app}-env:/env/${app}`)
        for (const other of ['api', 'worker', 'indexer'].filter((name) => name !== app)) expect(volumesOf(other).join(' '), where).not.toContain(`${app}-env:`)
        for (const secret of KEPT_APART) expect(environmentOf(service)[secret], `${where}: ${secret} in compose's environment`).toBeUndefined()
      }
      // the generated secrets live in a volume only the bootstrap mounts
      expect(volumesOf(ONE_SHOT), file).toContain('secrets:/secrets')
      for (const [name] of Object.entries(compose.services).filter(([name]) => name !== ONE_SHOT)) expect(volumesOf(name).join(' '), `${file}: ${name}`).not.toContain('secrets:')
      expect(compose.services[ONE_SHOT]?.environment, file).toMatchObject({ APP_ENV_DIR: '/env', SECRETS_DIR: '/secrets', KEY_HASH_SECRET: withDefault('KEY_HASH_SECRET'), WEBHOOK_SECRET_KEY: withDefault('WEBHOOK_SECRET_KEY') })
      const env = Object.fromEntries((['api', 'worker', 'indexer'] as const).map((app) => [app, processEnv(compose.services[app]!)]))
      expect(env.worker!.HEDERA_OPERATOR_KEY, file).toBe(compose === base ? EMBEDDED_ENV.HEDERA_OPERATOR_KEY : EXPORTED.HEDERA_OPERATOR_KEY)
      expect(env.worker!.WEBHOOK_SECRET_KEY, file).toBe(SECRETS.webhookSecretKey)
      expect(env.worker!.KEY_HASH_SECRET, file).toBeUndefined()
      expect(env.worker!.API_SECRET_KEY, file).toBeUndefined()
      expect(env.api, file).toMatchObject({ KEY_HASH_SECRET: SECRETS.keyHashSecret, WEBHOOK_SECRET_KEY: SECRETS.webhookSecretKey })
      for (const app of ['api', 'indexer'] as const) {
        expect(env[app]!.HEDERA_OPERATOR_KEY, `${file}: ${app}`).toBeUndefined()
        expect(Object.values(env[app]!).join(' '), `${file}: ${app}`).not.toContain('302e0201')
      }
      for (const secret of ['API_SECRET_KEY', 'KEY_HASH_SECRET', 'WEBHOOK_SECRET_KEY']) expect(env.indexer![secret], `${file}: indexer ${secret}`).toBeUndefined()
    }
    const embedded = appEnvFiles(EMBEDDED_ENV, SECRETS)
    expect(embedded.worker).toEqual({ ...EMBEDDED_ENV, WEBHOOK_SECRET_KEY: SECRETS.webhookSecretKey })
    expect(embedded.api.HCS20_TOPICS).toBe('0.0.1001')
  })

  it('ships no API key: on the emulator the bootstrap generates one unless API_SECRET_KEY is set, on testnet the operator gives it', () => {
    for (const [file, compose] of Object.entries(files)) {
      // no `${API_SECRET_KEY:-<a key>}` anywhere: a default would be the same key on every machine
      expect(read(file), file).not.toMatch(/\$\{API_SECRET_KEY:-[^}]/)
      for (const [name, service] of Object.entries(compose.services)) {
        const value = environmentOf(service).API_SECRET_KEY
        if (value !== undefined) expect(['api', ONE_SHOT], `${file}: ${name} holds API_SECRET_KEY`).toContain(name)
      }
    }
    // the embedded emulator: unset, the api's compose environment gives '' and its env file the generated key, which
    // the api accepts; the bootstrap sees whether it is set (and then writes no key into the api's file)
    expect(environmentOf(base.services.api!).API_SECRET_KEY).toBe(withDefault('API_SECRET_KEY'))
    expect(environmentOf(base.services[ONE_SHOT]!).API_SECRET_KEY).toBe(withDefault('API_SECRET_KEY'))
    expect(processEnv(base.services.api!).API_SECRET_KEY).toBe(GENERATED_API_KEY)
    expect((configOf('api', base.services.api!) as { API_SECRET_KEY: string[] }).API_SECRET_KEY).toEqual([GENERATED_API_KEY])
    expect(appEnvFiles(EMBEDDED_ENV, SECRETS).api.API_SECRET_KEY).toBeUndefined()
    for (const app of ['worker', 'indexer'] as const) expect(processEnv(base.services[app]!).API_SECRET_KEY, app).toBeUndefined()
    // testnet: required from the operator, in the api's compose environment; the bootstrap generates none
    expect(environmentOf(testnet.services[ONE_SHOT]!).API_SECRET_KEY).toBeUndefined()
    expect(processEnv(testnet.services.api!).API_SECRET_KEY).toBe(EXPORTED.API_SECRET_KEY)
  })

  it('keeps Redis durable: AOF and noeviction', () => {
    for (const compose of Object.values(files)) {
      const command = commandOf(compose.services.redis!).join(' ')
      expect(command).toContain('--appendonly yes')
      expect(command).toContain('--maxmemory-policy noeviction')
    }
  })

  it('scrapes every process with Prometheus (profile observability) on the port and path it serves metrics on', async () => {
    for (const [file, compose] of Object.entries(files)) {
      const prometheus = compose.services.prometheus!
      expect(prometheus.profiles).toEqual(['observability'])
      const mount = prometheus.volumes!.find((volume) => volume.startsWith('./'))!.split(':')
      const config = commandOf(prometheus).find((arg) => arg.startsWith('--config.file='))!.slice('--config.file='.length)
      expect(mount[1], file).toBe(config)
      const document = parseDocument(read(mount[0]!))
      expect(document.errors.map(String)).toEqual([])
      const { scrape_configs: jobs } = document.toJS() as { scrape_configs: Array<{ job_name: string, metrics_path?: string, static_configs: Array<{ targets: string[] }> }> }
      const scraped = new Set<string>()
      for (const job of jobs) {
        for (const target of job.static_configs.flatMap((entry) => entry.targets)) {
          const [host, port] = target.split(':') as [string, string]
          const service = compose.services[host]
          expect(service, `${file}: ${job.job_name} scrapes ${target}`).toBeDefined()
          const app = appOf(service!)!
          expect(app, target).toBeDefined()
          expect(Number(port), `${file}: ${target}`).toBe(healthPortOf(app, service!))
          expect(await servers.status(app, job.metrics_path ?? '/metrics'), `${file}: ${target}${job.metrics_path ?? '/metrics'}`).toBe(200)
          scraped.add(host)
        }
      }
      const processes = running(compose).filter(([, service]) => appOf(service) !== undefined && appOf(service) !== 'emulator').map(([name]) => name)
      expect([...scraped].sort(), file).toEqual(processes.sort())
    }
  })

  it('on testnet runs no emulator, and its bootstrap takes the network, the operator and the topic from the environment', () => {
    expect(testnet.services.emulator).toBeUndefined()
    const bootstrap = environmentOf(testnet.services[ONE_SHOT]!)
    expect(bootstrap.HEDERA_NETWORK).toBe(withDefault('HEDERA_NETWORK', 'testnet'))
    expect(bootstrap.NETWORK_INFO_FILE).toBeUndefined()
    const required = (service: string, variable: string): void => {
      expect(environmentOf(testnet.services[service]!)[variable], `${service} ${variable}`).toMatch(new RegExp(`^\\$\\{${variable}:\\?.+\\}$`))
    }
    for (const variable of ['HEDERA_OPERATOR_ID', 'HEDERA_OPERATOR_KEY', 'HCS20_TOPIC_ID']) required(ONE_SHOT, variable)
    required('api', 'API_SECRET_KEY')
    for (const app of ['api', 'worker', 'indexer'] as const) {
      const config = configOf(app, testnet.services[app]!) as { HEDERA_NETWORK: string, HCS20_TOPIC_ID: string }
      expect(config.HEDERA_NETWORK, app).toBe('testnet')
      expect(config.HCS20_TOPIC_ID, app).toBe(EXPORTED.HCS20_TOPIC_ID)
    }
  })
})

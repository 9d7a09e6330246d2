// `npm run test:compose`: docker-compose.yml run for real, as a new user runs it (ADR 039). With a Docker engine and
// compose (v2 `docker compose`, or 1.29 `docker-compose`): builds the images (stand-ins from Debian's packages where
// no registry answers: scripts/stand-in-images.sh), brings every service to healthy, reads the operator API key the
// bootstrap generated as the README says, and proves through the published api port with it that a deploy, a mint
// and a transfer confirm; that the worker, the
// emulator and the api, SIGKILLed from the host, are brought back by their restart policy with nothing accepted
// lost; that a Redis restart (AOF) and a `down` then `up` keep the ledger; that Prometheus scrapes every app; and
// that `down -v` leaves nothing behind. Without a Docker engine it says how to get one and exits 1: it never
// passes without having run. Prints what each step took.
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, rm, writeFile, readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PrivateKey } from '@hashgraph/sdk'
import { ROOT } from './lib/services.js'
import { runCreateTopic } from './lib/topic.js'

const exec = promisify(execFile)
const PROJECT = process.env.COMPOSE_TEST_PROJECT ?? 'hcs20-compose-test'
/** Where the bootstrap keeps the operator API key it generates when API_SECRET_KEY is unset (docker-compose.yml). */
const GENERATED_KEY_FILE = '/secrets/api-secret-key'
/** The key api() sends: the one the bootstrap generated, then the testnet run's own. */
let apiKey = ''
/** The compose files every command names: docker-compose.yml, then compose.testnet.yml with the emulator beside it. */
let composeFiles = ['docker-compose.yml']
const LOCK = `/tmp/${PROJECT}.lock`
const started = Date.now()
const timings: Array<[string, number]> = []

const log = (line: string): void => { console.log(`[compose-test ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`) }
const sleep = async (ms: number): Promise<void> => { await new Promise((resolve) => setTimeout(resolve, ms)) }
function fail (message: string): never { throw new Error(message) }
function check (condition: unknown, message: string): asserts condition { if (condition === false || condition === undefined || condition === null) fail(message) }

async function step<T> (name: string, run: () => Promise<T>): Promise<T> {
  const at = Date.now()
  log(`${name} …`)
  const value = await run()
  timings.push([name, Date.now() - at])
  log(`${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`)
  return value
}

async function waitUntil<T> (what: string, timeoutMs: number, probe: () => Promise<T | undefined>, everyMs = 500): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (err) { last = err }
    if (Date.now() > deadline) fail(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last === undefined ? '' : ` (last: ${String(last)})`}`)
    await sleep(everyMs)
  }
}

// --- Docker and compose ---------------------------------------------------------------------------------
const HOW_TO_GET_DOCKER = `npm run test:compose needs a Docker engine and compose, and did not run.
  Docker Desktop, or Docker Engine with the compose plugin: https://docs.docker.com/engine/install/
  Debian/Ubuntu as root: apt-get install -y docker.io docker-compose debootstrap, then start dockerd
  (.ci/run does both). Without Docker Hub, scripts/stand-in-images.sh builds the base images from Debian's packages.`

async function answers (file: string, args: string[]): Promise<boolean> {
  return await exec(file, args, { timeout: 20_000 }).then(() => true, () => false)
}

async function findCompose (): Promise<string[]> {
  if (!await answers('docker', ['info', '--format', '{{.ServerVersion}}'])) {
    console.error(HOW_TO_GET_DOCKER)
    process.exit(1)
  }
  if (await answers('docker', ['compose', 'version'])) return ['docker', 'compose']
  if (await answers('docker-compose', ['version'])) return ['docker-compose']
  console.error(HOW_TO_GET_DOCKER)
  process.exit(1)
}

let compose: string[] = []
const composeEnv: Record<string, string | undefined> = { ...process.env }
// the documented defaults: nothing of this shell's own service configuration reaches the containers
for (const name of ['API_SECRET_KEY', 'KEY_HASH_SECRET', 'WEBHOOK_SECRET_KEY', 'DASHBOARD_READ_ONLY', 'LOG_LEVEL', 'COMPOSE_FILE', 'COMPOSE_PROFILES']) delete composeEnv[name]

/**
 * A compose command (`-p` the test's project); its output is kept and shown only when it fails. It resolves with
 * stdout and stderr together, or with stdout alone (`stdoutOnly`: compose's progress lines go to stderr).
 */
async function dc (args: string[], options: { timeoutMs?: number, stdoutOnly?: boolean } = {}): Promise<string> {
  const [file, ...pre] = compose
  return await new Promise((resolve, reject) => {
    const child = spawn(file!, [...pre, '-p', PROJECT, ...composeFiles.flatMap((file) => ['-f', file]), ...args], { cwd: ROOT, env: composeEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); stdout += chunk.toString() })
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString() })
    const timer = setTimeout(() => { child.kill('SIGKILL') }, options.timeoutMs ?? 600_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve(options.stdoutOnly === true ? stdout : output)
      else reject(new Error(`${compose.join(' ')} ${args.join(' ')} exited ${String(code)}:\n${output.split('\n').slice(-40).join('\n')}`))
    })
  })
}

async function docker (...args: string[]): Promise<string> {
  return (await exec('docker', args, { maxBuffer: 16 * 1024 * 1024 })).stdout.trim()
}

const LABEL = `label=com.docker.compose.project=${PROJECT}`
async function containerOf (service: string): Promise<string> {
  const ids = (await docker('ps', '-a', '-q', '--filter', LABEL, '--filter', `label=com.docker.compose.service=${service}`)).split('\n').filter(Boolean)
  check(ids.length === 1, `expected one ${service} container, found ${ids.length}`)
  return ids[0]!
}
interface State { Status: string, Pid: number, ExitCode: number, Health?: { Status: string } }
async function stateOf (service: string): Promise<State & { restarts: number }> {
  const [state, restarts] = JSON.parse(await docker('inspect', '--format', '[{{json .State}},{{.RestartCount}}]', await containerOf(service))) as [State, number]
  return { ...state, restarts }
}

const APPS = ['redis', 'emulator', 'api', 'worker', 'indexer']
async function allHealthy (services: string[]): Promise<true | undefined> {
  const bootstrap = await stateOf('bootstrap')
  if (bootstrap.Status === 'exited' && bootstrap.ExitCode !== 0) fail(`the bootstrap exited ${bootstrap.ExitCode}:\n${await dc(['logs', '--tail', '30', 'bootstrap'])}`)
  if (bootstrap.Status !== 'exited') return undefined
  for (const service of services) if ((await stateOf(service)).Health?.Status !== 'healthy') return undefined
  return true
}

// --- the api, through its published port ------------------------------------------------------------------
let apiBase = ''
interface Job { jobId: string, status: string, sequenceNumber?: number, transactionId?: string }

async function api (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number, json: Record<string, unknown> }> {
  const res = await fetch(`${apiBase}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(40_000)
  })
  return { status: res.status, json: await res.json() as Record<string, unknown> }
}

async function submit (path: string, body: unknown, idempotencyKey?: string): Promise<string> {
  const res = await api('POST', path, body, idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey })
  check(res.status === 202, `POST ${path} answered ${res.status}: ${JSON.stringify(res.json)}`)
  return res.json.jobId as string
}

async function confirmed (jobId: string, timeoutMs = 90_000): Promise<Job> {
  return await waitUntil(`job ${jobId} to be confirmed`, timeoutMs, async () => {
    const res = await api('GET', `/api/jobs/${encodeURIComponent(jobId)}?wait=20`)
    if (res.status !== 200) return undefined
    const job = res.json as unknown as Job
    if (job.status === 'invalid' || job.status === 'failed') fail(`job ${jobId} is ${job.status}: ${JSON.stringify(job)}`)
    return job.status === 'confirmed' ? job : undefined
  }, 200)
}

async function balance (ticker: string, account: string): Promise<string> {
  const res = await api('GET', `/api/inscription/${ticker}/balance/${account}`)
  check(res.status === 200, `balance of ${account} answered ${res.status}`)
  return res.json.balance as string
}

/** What must survive: every job record (status, sequence number) and every balance and supply, as the api reads them. */
async function ledgerSnapshot (ticker: string, accounts: string[], jobIds: string[]): Promise<string> {
  const jobs = await api('GET', `/api/jobs?ids=${jobIds.map(encodeURIComponent).join(',')}`)
  check(jobs.status === 200, `GET /api/jobs?ids= answered ${jobs.status}`)
  const records = (jobs.json.jobs as Array<Job | null>).map((job) => job === null ? null : [job.jobId, job.status, job.sequenceNumber, job.transactionId])
  check(records.every((record) => record !== null), 'a job record is gone')
  const tick = await api('GET', `/api/inscription/${ticker}`)
  const balances = await Promise.all(accounts.map(async (account) => [account, await balance(ticker, account)]))
  return JSON.stringify({ records, ticker: tick.json, balances })
}

/** A free TCP port on loopback: `preferred` when nothing listens on it. */
async function freePort (preferred: number): Promise<number> {
  const tryPort = async (port: number): Promise<number | undefined> => await new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => { resolve(undefined) })
    server.listen(port, '127.0.0.1', () => { const got = (server.address() as { port: number }).port; server.close(() => { resolve(got) }) })
  })
  return await tryPort(preferred) ?? await tryPort(0) ?? fail('no free port')
}

/** SIGKILL of the service's process from the host (`docker kill` is a manual stop, which Docker never restarts). */
async function crash (service: string): Promise<void> {
  const before = await stateOf(service)
  check(before.Pid > 0, `${service} has no process`)
  process.kill(before.Pid, 'SIGKILL')
  await waitUntil(`${service} to be restarted by its restart policy`, 60_000, async () => (await stateOf(service)).restarts > before.restarts ? true : undefined)
  await waitUntil(`${service} to be healthy again`, 90_000, async () => (await stateOf(service)).Health?.Status === 'healthy' ? true : undefined)
}

// --- the lock: one run at a time on a machine (the project's name and its published ports are shared) -----
let locked = false
async function lock (): Promise<void> {
  locked = await waitUntil('another compose test on this machine to finish', 20 * 60_000, async () => {
    try {
      await mkdir(LOCK)
      await writeFile(join(LOCK, 'pid'), String(process.pid))
      return true
    } catch {
      const holder = Number(await readFile(join(LOCK, 'pid'), 'utf8').catch(() => '0'))
      const alive = holder > 0 && (() => { try { process.kill(holder, 0); return true } catch { return false } })()
      if (!alive) await rm(LOCK, { recursive: true, force: true })
      return undefined
    }
  }, 1000)
}

function localCaCerts (): string | undefined {
  // Debian's place for the CAs this machine added (update-ca-certificates): a TLS proxy's, if any
  const dir = '/usr/local/share/ca-certificates'
  try {
    const pem = readdirSync(dir, { recursive: true }).map(String).filter((name) => name.endsWith('.crt')).map((name) => readFileSync(join(dir, name), 'utf8')).join('\n')
    return pem.includes('BEGIN CERTIFICATE') ? pem : undefined
  } catch { return undefined }
}

async function main (): Promise<void> {
  compose = await findCompose()
  log(`compose: ${compose.join(' ')} (${(await dc(['version', '--short']).catch(() => '?')).trim()}), project ${PROJECT}`)
  await lock()
  // a run that crashed may have left its containers and volumes
  await dc(['--profile', 'observability', 'down', '-v', '--remove-orphans'])

  await step('base images (found, pulled or stand-ins)', async () => {
    const { stdout, stderr } = await exec(join(ROOT, 'scripts/stand-in-images.sh'), ['--prometheus'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 })
    for (const line of stderr.split('\n').filter((l) => l.startsWith('stand-in-images:'))) log(line)
    for (const [, name, value] of stdout.matchAll(/^export (\w+)=(\S+)$/gm)) { composeEnv[name!] = value; log(`${name!}=${value!}`) }
  })
  if (composeEnv.BUILD_CA_CERTS === undefined) {
    const pem = localCaCerts()
    if (pem !== undefined) { composeEnv.BUILD_CA_CERTS = pem; log('the build trusts /usr/local/share/ca-certificates (BUILD_CA_CERTS)') }
  }
  // Grafana has no Debian package: with no registry to pull it from, the profile runs without it (said so)
  const grafanaImage = composeEnv.GRAFANA_IMAGE ?? /\$\{GRAFANA_IMAGE:-([^}]+)\}/.exec(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'))?.[1] ?? fail('no GRAFANA_IMAGE default in docker-compose.yml')
  const grafana = await answers('docker', ['image', 'inspect', grafanaImage]) || await answers('docker', ['pull', '-q', grafanaImage])
  if (!grafana) log(`Grafana: ${grafanaImage} is neither here nor pullable, and has no stand-in: the dashboard is not brought up`)
  const services = [...APPS, 'bootstrap', 'prometheus', ...(grafana ? ['grafana'] : [])]
  composeEnv.HCS20_GRAFANA_PORT = String(await freePort(3001))
  const apiPort = await freePort(3000)
  composeEnv.HCS20_API_PORT = String(apiPort)
  composeEnv.HCS20_GRPC_PORT = String(await freePort(50211))
  composeEnv.HCS20_MIRROR_PORT = String(await freePort(5551))
  composeEnv.HCS20_PROMETHEUS_PORT = String(await freePort(9090))
  apiBase = `http://127.0.0.1:${apiPort}`
  if (apiPort !== 3000) log(`port 3000 is taken on this machine: the api is published on ${apiPort}`)

  // compose 1.29 builds with the classic builder, which keeps a failed step's container unless told not to
  await step('build the images', async () => { await dc(['--profile', 'observability', 'build', ...(compose.length === 1 ? ['--force-rm'] : [])], { timeoutMs: 15 * 60_000 }) })
  const image = await docker('inspect', '--format', '{{.Id}}', `${PROJECT}${compose.length === 1 ? '_' : '-'}api`).catch(() => '')
  const up = async (): Promise<void> => {
    await dc(['--profile', 'observability', 'up', '-d', ...services], { timeoutMs: 5 * 60_000 })
    await waitUntil('every service to be healthy', 3 * 60_000, async () => await allHealthy(services.filter((name) => name !== 'bootstrap')))
  }
  await step('up: every service healthy', up)
  if (image !== '') log(`runtime image: ${(Number(await docker('image', 'inspect', '--format', '{{.Size}}', image)) / 1e6).toFixed(0)} MB`)

  await step('the operator API key: generated by the bootstrap, printed once, read as the README says', async () => {
    apiKey = await generatedKey()
    check(/^[A-Za-z0-9_-]{43}$/.test(apiKey), `the generated key is not 32 random bytes in base64url: ${apiKey.length} characters`)
    check((await dc(['logs', '--no-color', 'bootstrap'])).includes(apiKey), 'the bootstrap\'s log does not show the key it generated')
    const wrong = await fetch(`${apiBase}/api/keys`, { headers: { 'x-api-key': randomBytes(32).toString('base64url') } })
    check(wrong.status === 401, `another key answered ${wrong.status}`)
    check((await api('GET', '/api/keys')).status === 200, 'the generated key is refused')
  })

  const ticker = `ct${Date.now().toString(36).slice(-6)}`
  const jobs: string[] = []
  await step('deploy, mint and transfer confirmed through the published port', async () => {
    jobs.push(await submit('/api/inscription/deploy', { ticker, name: 'Compose test', max: 1_000_000, limit: '10000' }))
    await confirmed(jobs.at(-1)!)
    jobs.push(await submit(`/api/inscription/${ticker}/mint`, { amount: 100, to: '0.0.1001' }, `${ticker}-mint-0`))
    await confirmed(jobs.at(-1)!)
    jobs.push(await submit(`/api/inscription/${ticker}/transfer`, { amount: '10', from: '0.0.1001', to: '0.0.1002' }))
    await confirmed(jobs.at(-1)!)
    check(await balance(ticker, '0.0.1001') === '90' && await balance(ticker, '0.0.1002') === '10', 'balances after deploy, mint, transfer')
  })

  await step('the ledger\'s reads: history, account, tickers, invalid messages, registry', async () => {
    const topicId = (await api('GET', `/api/inscription/${ticker}`)).json.topicId as string
    const history = await api('GET', `/api/inscription/${ticker}/history`)
    check(history.status === 200, `history answered ${history.status}`)
    const items = history.json.items as Array<{ op: string, valid: boolean, jobId?: string }>
    check(JSON.stringify(items.map((i) => [i.op, i.valid, i.jobId])) === JSON.stringify([['deploy', true, jobs[0]], ['mint', true, jobs[1]], ['transfer', true, jobs[2]]]),
      `history: ${JSON.stringify(items)}`)
    const account = await api('GET', '/api/accounts/0.0.1001')
    check(account.status === 200 && (account.json.balances as Array<{ ticker: string, balance: string }>).some((b) => b.ticker === ticker && b.balance === '90'), `account: ${JSON.stringify(account.json)}`)
    const tickers = await api('GET', '/api/inscription?limit=500')
    check(tickers.status === 200 && (tickers.json.items as Array<{ ticker: string }>).some((t) => t.ticker === ticker), `tickers: ${JSON.stringify(tickers.json)}`)
    const invalid = await api('GET', `/api/topics/${topicId}/invalid`)
    check(invalid.status === 200 && Array.isArray(invalid.json.items), `invalid answered ${invalid.status}`)
    const registry = await api('GET', '/api/registry')
    check(registry.status === 200 && typeof registry.json.registryTopicId === 'string', `registry answered ${registry.status}: ${JSON.stringify(registry.json)}`)
  })

  await step('usage and fees metered: the operator\'s three operations counted, their fees read from the mirror', async () => {
    const day = new Date().toISOString().slice(0, 10)
    const row = await waitUntil('the fee meter to attribute the three operations\' fees', 60_000, async () => {
      const usage = await api('GET', `/api/tenants/default/usage?from=${day}&to=${day}&by=ticker`)
      const found = (usage.json.rows as Array<{ ticker: string, accepted: number, confirmed: number, feesTinybar: string }> | undefined)?.find((r) => r.ticker === ticker)
      return found !== undefined && BigInt(found.feesTinybar) > 0n ? found : undefined
    }, 1000)
    check(row.accepted === 3 && row.confirmed === 3, `usage of ${ticker}: ${JSON.stringify(row)}`)
    const overview = await api('GET', `/api/usage?from=${day}&to=${day}`)
    check(overview.status === 200 && BigInt((overview.json.total as { feesTinybar: string }).feesTinybar) >= BigInt(row.feesTinybar), `overview: ${JSON.stringify(overview.json)}`)
  })

  await step('Prometheus: every app target up, the alert rules loaded, none pending or firing (before any fault)', async () => {
    const prometheus = `http://127.0.0.1:${composeEnv.HCS20_PROMETHEUS_PORT!}`
    await waitUntil('Prometheus to scrape the api, the worker and the indexer', 60_000, async () => {
      const body = await (await fetch(`${prometheus}/api/v1/targets`)).json() as { data: { activeTargets: Array<{ labels: { job: string }, health: string }> } }
      const up = new Set(body.data.activeTargets.filter((target) => target.health === 'up').map((target) => target.labels.job))
      return ['api', 'worker', 'indexer'].every((job) => up.has(job)) ? true : undefined
    }, 1000)
    const wanted = [...readFileSync(join(ROOT, 'ops/alerts.yml'), 'utf8').matchAll(/^\s*- alert: (\w+)$/gm)].map((match) => match[1]!)
    const rules = await waitUntil('Prometheus to evaluate the alert rules', 60_000, async () => {
      const body = await (await fetch(`${prometheus}/api/v1/rules`)).json() as { data: { groups: Array<{ rules: Array<{ name: string, health: string, state: string }> }> } }
      const loaded = body.data.groups.flatMap((group) => group.rules)
      return loaded.length === wanted.length && loaded.every((rule) => rule.health === 'ok') ? loaded : undefined
    }, 1000)
    check(JSON.stringify(rules.map((rule) => rule.name).sort()) === JSON.stringify([...wanted].sort()), `rules loaded: ${rules.map((rule) => rule.name).join(', ')}`)
    const firing = rules.filter((rule) => rule.state !== 'inactive').map((rule) => rule.name)
    check(firing.length === 0, `alerts pending or firing on a healthy stack: ${firing.join(', ')}`)
    if (grafana) {
      const res = await fetch(`http://127.0.0.1:${composeEnv.HCS20_GRAFANA_PORT!}/api/dashboards/uid/hcs20-overview`)
      check(res.status === 200, `Grafana's provisioned dashboard answered ${res.status}`)
    }
  })

  // mints accepted just before each crash must all confirm, each once: 10 per crash to 0.0.1003
  let minted = 0
  for (const service of ['worker', 'emulator', 'api']) {
    await step(`${service} SIGKILLed: restarted, nothing accepted lost, a new job confirms`, async () => {
      const accepted = await Promise.all(Array.from({ length: 10 }, async (_, i) => await submit(`/api/inscription/${ticker}/mint`, { amount: 1, to: '0.0.1003' }, `${ticker}-${service}-${i}`)))
      await crash(service)
      for (const jobId of accepted) await confirmed(jobId, 120_000)
      jobs.push(...accepted)
      minted += accepted.length
      jobs.push(await submit(`/api/inscription/${ticker}/mint`, { amount: 1, to: '0.0.1004' }))
      await confirmed(jobs.at(-1)!)
      check(await balance(ticker, '0.0.1003') === String(minted), `0.0.1003 holds ${minted}: every accepted mint once`)
    })
  }
  const accounts = ['0.0.1001', '0.0.1002', '0.0.1003', '0.0.1004']
  // the api may answer 503 for a moment while its Redis connection comes back: asked again, never compared loosely
  const sameLedger = async (before: string, when: string): Promise<void> => {
    let last = ''
    await waitUntil(`the ledger ${when} to read as before`, 30_000, async () => {
      last = await ledgerSnapshot(ticker, accounts, jobs)
      if (last !== before) fail(`the ledger ${when} differs:\nbefore ${before}\nafter  ${last}`)
      return true
    })
  }

  await step('restart redis: AOF keeps every job record and balance', async () => {
    const before = await ledgerSnapshot(ticker, accounts, jobs)
    await dc(['restart', 'redis'])
    await waitUntil('every service healthy after the Redis restart', 90_000, async () => await allHealthy(APPS))
    await sameLedger(before, 'after the Redis restart')
  })

  await step('down then up (volumes kept): the same ledger and topic, no first-deploy stall', async () => {
    const before = await ledgerSnapshot(ticker, accounts, jobs)
    const topicBefore = (await api('GET', `/api/inscription/${ticker}`)).json.topicId
    const downAt = Date.now()
    await dc(['--profile', 'observability', 'down'], { timeoutMs: 3 * 60_000 })
    await up()
    log(`up again, every service healthy: ${((Date.now() - downAt) / 1000).toFixed(1)} s after down began`)
    check(await generatedKey() === apiKey, 'the generated API key changed across down and up')
    check(!(await dc(['logs', '--no-color', 'bootstrap'])).includes(apiKey), 'the bootstrap showed the kept key again')
    await sameLedger(before, 'after down and up')
    check((await api('GET', `/api/inscription/${ticker}`)).json.topicId === topicBefore, 'the default topic changed')
    const at = Date.now()
    const second = `${ticker}b`
    await confirmed(await submit('/api/inscription/deploy', { ticker: second, name: 'After up', max: 1000 }), 20_000)
    await confirmed(await submit(`/api/inscription/${second}/mint`, { amount: 1, to: '0.0.1001' }), 20_000)
    log(`a deploy and a mint after up confirmed in ${((Date.now() - at) / 1000).toFixed(1)} s`)
  })

  await step('down -v: no container, volume or network left', async () => {
    await dc(['--profile', 'observability', 'down', '-v', '--remove-orphans'], { timeoutMs: 3 * 60_000 })
    const left = [
      ...(await docker('ps', '-a', '-q', '--filter', LABEL)).split('\n'),
      ...(await docker('volume', 'ls', '-q', '--filter', LABEL)).split('\n'),
      ...(await docker('network', 'ls', '-q', '--filter', LABEL)).split('\n')
    ].filter(Boolean)
    check(left.length === 0, `left behind: ${left.join(' ')}`)
  })

  check(image !== '', 'the runtime image was not found for the testnet run')
  await testnet(image)
  const left = (await docker('ps', '-a', '-q', '--filter', LABEL)).split('\n').filter(Boolean)
  check(left.length === 0, `testnet run left containers: ${left.join(' ')}`)
}

// --- compose.testnet.yml, run for real against the emulator standing in for testnet ---------------------------
/** The emulator beside compose.testnet.yml (a file of the test's, in the same project): what stands in for testnet. */
function emulatorOverlay (image: string, operatorKey: string): string {
  return JSON.stringify({
    services: {
      emulator: {
        image,
        command: ['node', 'apps/emulator/dist/main.js'],
        environment: { EMULATOR_HOST: '0.0.0.0', EMULATOR_DATA_DIR: '/data', EMULATOR_OPERATOR_KEY: operatorKey, LOG_LEVEL: 'warn' },
        ports: [`127.0.0.1:${composeEnv.HCS20_GRPC_PORT!}:50211`, `127.0.0.1:${composeEnv.HCS20_MIRROR_PORT!}:5551`],
        healthcheck: { test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:5551/health/live').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"], interval: '2s', retries: 30 }
      }
    }
  }, null, 2)
}

/** The key the bootstrap generated, read as the README says (`docker compose run --rm --no-deps -T bootstrap cat …`). */
async function generatedKey (): Promise<string> {
  return (await dc(['run', '--rm', '--no-deps', '-T', 'bootstrap', 'cat', GENERATED_KEY_FILE], { timeoutMs: 2 * 60_000, stdoutOnly: true })).trim()
}

async function appEnvOf (service: string): Promise<Record<string, string>> {
  const text = await docker('exec', await containerOf(service), 'cat', '/env/app.env')
  return Object.fromEntries(text.split('\n').filter((line) => line.includes('=')).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
}

/**
 * compose.testnet.yml as an operator runs it, with the emulator standing in for testnet (HEDERA_NETWORK=custom, its
 * node and mirror): every service healthy, each container holding only its own secrets, a deploy and a mint
 * confirmed; then API_SECRET_KEY rotated: a tenant's retried mint gets the job it got before (ADR 049).
 */
async function testnet (runtimeImage: string): Promise<void> {
  const operatorKey = PrivateKey.generateED25519().toStringDer()
  const dir = join('/tmp', `${PROJECT}-testnet`)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'emulator.yml'), emulatorOverlay(runtimeImage, operatorKey))
  composeFiles = ['compose.testnet.yml', join(dir, 'emulator.yml')]
  const before = randomBytes(24).toString('base64url')
  Object.assign(composeEnv, {
    HEDERA_NETWORK: 'custom',
    HEDERA_NETWORK_ID: 'compose-testnet',
    HEDERA_NODES: 'emulator:50211=0.0.3',
    MIRROR_URL: 'http://emulator:5551',
    HEDERA_OPERATOR_ID: '0.0.2',
    HEDERA_OPERATOR_KEY: operatorKey,
    API_SECRET_KEY: before,
    HCS20_TOPIC_ID: '0.0.0'
  })
  apiKey = before
  await step('testnet: the emulator standing in, and a private topic on it', async () => {
    await dc(['up', '-d', 'emulator'], { timeoutMs: 3 * 60_000 })
    await waitUntil('the emulator to be healthy', 90_000, async () => (await stateOf('emulator')).Health?.Status === 'healthy' ? true : undefined)
    const created = await runCreateTopic({
      ...process.env,
      HEDERA_NETWORK: 'custom',
      HEDERA_NETWORK_ID: 'compose-testnet',
      HEDERA_NODES: `127.0.0.1:${composeEnv.HCS20_GRPC_PORT!}=0.0.3`,
      HEDERA_OPERATOR_ID: '0.0.2',
      HEDERA_OPERATOR_KEY: operatorKey,
      MIRROR_URL: `http://127.0.0.1:${composeEnv.HCS20_MIRROR_PORT!}`
    }, ['--private'])
    composeEnv.HCS20_TOPIC_ID = created.topicId
    composeEnv.HCS20_TOPICS = created.topicsLine ?? fail('topic:create --private printed no submit key')
  })
  const apps = ['redis', 'emulator', 'api', 'worker', 'indexer']
  await step('testnet: up with compose.testnet.yml, every service healthy', async () => {
    await dc(['up', '-d'], { timeoutMs: 5 * 60_000 })
    await waitUntil('every service to be healthy', 3 * 60_000, async () => await allHealthy(apps))
  })
  await step('testnet: each container holds only its own secrets', async () => {
    const [api, worker, indexer] = [await appEnvOf('api'), await appEnvOf('worker'), await appEnvOf('indexer')]
    check(worker.HEDERA_OPERATOR_KEY === operatorKey && worker.HCS20_TOPICS === composeEnv.HCS20_TOPICS, 'the worker signs: the operator key and the submit key')
    check(worker.WEBHOOK_SECRET_KEY !== undefined && worker.WEBHOOK_SECRET_KEY === api.WEBHOOK_SECRET_KEY, 'the api and the worker share WEBHOOK_SECRET_KEY')
    check((api.KEY_HASH_SECRET ?? '').length >= 32, 'the api has a generated KEY_HASH_SECRET')
    for (const [name, env] of Object.entries({ api, indexer })) {
      check(env.HEDERA_OPERATOR_KEY === undefined && env.HCS20_TOPICS === composeEnv.HCS20_TOPIC_ID, `${name}: no operator key, the topic ids only`)
    }
    check(worker.KEY_HASH_SECRET === undefined && indexer.KEY_HASH_SECRET === undefined && indexer.WEBHOOK_SECRET_KEY === undefined, 'KEY_HASH_SECRET reaches the api alone')
    for (const service of ['api', 'worker', 'indexer']) {
      const env = await docker('inspect', '--format', '{{json .Config.Env}}', await containerOf(service))
      check(!env.includes(operatorKey.slice(-40)) && !env.includes((composeEnv.HCS20_TOPICS ?? '').slice(-40)), `${service}: no key in the container's own environment`)
    }
  })
  const ticker = `tn${Date.now().toString(36).slice(-6)}`
  let tenantKey = ''
  let mintJob = ''
  await step('testnet: a tenant deploys and mints, confirmed', async () => {
    check((await api('POST', '/api/tenants', { name: 'shop' })).status === 201, 'a tenant')
    const key = await api('POST', '/api/keys', { tenant: 'shop', name: 'till', scopes: ['submit', 'read'] })
    check(key.status === 201, `a tenant key: ${key.status}`)
    tenantKey = key.json.key as string
    apiKey = tenantKey
    await confirmed(await submit('/api/inscription/deploy', { ticker, name: 'Testnet stand-in', max: 1000 }))
    mintJob = await submit(`/api/inscription/${ticker}/mint`, { amount: 5, to: '0.0.1001' }, 'order-1')
    await confirmed(mintJob)
  })
  await step('testnet: API_SECRET_KEY rotated: the tenant\'s key and the job id of its Idempotency-Key stay', async () => {
    composeEnv.API_SECRET_KEY = randomBytes(24).toString('base64url')
    await dc(['up', '-d'], { timeoutMs: 5 * 60_000 })
    await waitUntil('every service to be healthy after the rotation', 3 * 60_000, async () => await allHealthy(apps))
    apiKey = before
    check((await api('GET', '/api/keys')).status === 401, 'the rotated-out key is refused')
    apiKey = tenantKey
    check(await submit(`/api/inscription/${ticker}/mint`, { amount: 5, to: '0.0.1001' }, 'order-1') === mintJob, 'the retried mint is the same job')
    check(await balance(ticker, '0.0.1001') === '5', 'minted once')
  })
  await step('testnet: down -v', async () => { await dc(['down', '-v', '--remove-orphans'], { timeoutMs: 3 * 60_000 }) })
}

let code = 0
try {
  await main()
} catch (err) {
  code = 1
  console.error(`compose test FAILED: ${(err as Error).message}`)
  if (compose.length > 0) {
    console.error(await dc(['--profile', 'observability', 'ps']).catch((e: Error) => e.message))
    console.error(await dc(['--profile', 'observability', 'logs', '--tail', '40']).catch((e: Error) => e.message))
    await dc(['--profile', 'observability', 'down', '-v', '--remove-orphans']).catch((e: Error) => { console.error(e.message) })
  }
} finally {
  if (locked) await rm(LOCK, { recursive: true, force: true })
}
console.log('\nstep | seconds')
for (const [name, ms] of timings) console.log(`${name} | ${(ms / 1000).toFixed(1)}`)
console.log(`total | ${((Date.now() - started) / 1000).toFixed(1)}`)
console.log(code === 0 ? 'compose test passed' : 'compose test FAILED')
process.exit(code)

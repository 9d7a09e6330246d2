// docker compose's one-shot bootstrap. It gives each app an env file of its own (APP_ENV_DIR/<app>/app.env, in that
// app's own volume) with only what the app uses: the operator key and the topics' submit keys reach the worker's
// alone, KEY_HASH_SECRET the api's, WEBHOOK_SECRET_KEY the api's and the worker's (ADR 031, ADR 049).
// - On the embedded emulator (docker-compose.yml): waits for the emulator's network info and creates the default
//   private topic and the registry topic once (its state: /shared/embedded.env, which only the bootstrap and the
//   emulator mount).
// - On a network it did not start (compose.testnet.yml: HEDERA_NETWORK set in its environment): the network, the
//   operator and the topics come from its environment; nothing is created.
// KEY_HASH_SECRET and WEBHOOK_SECRET_KEY: the environment's when set, else generated once and kept in SECRETS_DIR
// (a volume only the bootstrap mounts, mode 0600), so every `up` gives the apps the same ones.
// API_SECRET_KEY, on the embedded emulator only: unset in compose's environment (which the api then reads itself),
// it is generated once the same way (SECRETS_DIR/api-secret-key), printed the run it is generated, and written into
// the api's env file. On a network the bootstrap did not start, compose requires it from the operator.
import { randomBytes } from 'node:crypto'
import { access, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { appEnvFiles } from './lib/secrets.js'
import type { KeptSecrets } from './lib/secrets.js'
import { runCreateTopic } from './lib/topic.js'

const {
  NETWORK_INFO_FILE = '/shared/network.json', EMULATOR_GRPC = 'emulator:50211', EMULATOR_MIRROR = 'http://emulator:5551',
  OUTPUT_ENV_FILE = '/shared/embedded.env', APP_ENV_DIR = '/env', SECRETS_DIR = '/secrets'
} = process.env

// What a network the bootstrap did not start is made of, taken from its environment as they are.
const NETWORK_VARIABLES = ['HEDERA_NETWORK', 'HEDERA_NETWORK_ID', 'HEDERA_NODES', 'HEDERA_OPERATOR_ID', 'HEDERA_OPERATOR_KEY', 'MIRROR_URL',
  'HCS20_TOPIC_ID', 'HCS20_TOPICS', 'HCS20_REGISTRY_TOPIC_ID']

const exists = async (path: string): Promise<boolean> => await access(path).then(() => true, () => false)
const envText = (values: Record<string, string>): string => Object.entries(values).map(([k, v]) => `${k}=${v}`).join('\n') + '\n'
const parseEnv = (text: string): Record<string, string> => Object.fromEntries(text.split('\n').filter((line) => line.includes('=')).map((line) => {
  const at = line.indexOf('=')
  return [line.slice(0, at), line.slice(at + 1)]
}))
const given = (name: string): string | undefined => (process.env[name] ?? '') === '' ? undefined : process.env[name]

/** The secret kept in SECRETS_DIR under `file`, generated once (32 random bytes) when it is not there yet. */
async function keptFile (name: string, file: string, encoding: 'base64' | 'base64url'): Promise<{ secret: string, path: string, generated: boolean }> {
  const path = join(SECRETS_DIR, file)
  if (await exists(path)) return { secret: (await readFile(path, 'utf8')).trim(), path, generated: false }
  const secret = randomBytes(32).toString(encoding)
  await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  console.log(`generated ${name} into ${path}`)
  return { secret, path, generated: true }
}

/** A secret from the environment, else the one kept in SECRETS_DIR under `file`. */
async function keptSecret (name: 'KEY_HASH_SECRET' | 'WEBHOOK_SECRET_KEY', file: string): Promise<string> {
  return given(name) ?? (await keptFile(name, file, name === 'WEBHOOK_SECRET_KEY' ? 'base64' : 'base64url')).secret
}

/**
 * The operator API key compose's api gets from its env file: none when API_SECRET_KEY is set (the api reads it from
 * compose's environment) or on a network the bootstrap did not start; else the one kept in SECRETS_DIR
 * (43 base64url characters, 256 bits), printed on the run that generates it.
 */
async function apiKeys (embedded: boolean): Promise<string | undefined> {
  if (!embedded || given('API_SECRET_KEY') !== undefined) return undefined
  const { secret, path, generated } = await keptFile('API_SECRET_KEY', 'api-secret-key', 'base64url')
  if (generated) console.log(`the operator API key (x-api-key): ${secret}`)
  else console.log(`the operator API key is kept in ${path} (docker compose run --rm --no-deps -T bootstrap cat ${path})`)
  return secret
}

/** The embedded emulator's values: its network info, and the topics created on it once. */
async function embeddedValues (): Promise<Record<string, string>> {
  const info = JSON.parse(await readFile(NETWORK_INFO_FILE, 'utf8')) as { nodeAccountId: string, operatorId: string, operatorKey: string, networkId: string }
  let values: Record<string, string>
  if (await exists(OUTPUT_ENV_FILE)) {
    values = parseEnv(await readFile(OUTPUT_ENV_FILE, 'utf8'))
    // An env file written before network ids: Redis state is keyed by the emulator's id, add it.
    if (values.HEDERA_NETWORK_ID === undefined) {
      values.HEDERA_NETWORK_ID = info.networkId
      await writeFile(OUTPUT_ENV_FILE, envText(values), { mode: 0o600 })
    }
    console.log(`${OUTPUT_ENV_FILE} exists: the default topic is ${values.HCS20_TOPIC_ID ?? '(none)'}`)
  } else {
    values = {
      HEDERA_NETWORK: 'custom',
      HEDERA_NETWORK_ID: info.networkId,
      HEDERA_NODES: `${EMULATOR_GRPC}=${info.nodeAccountId}`,
      HEDERA_OPERATOR_ID: info.operatorId,
      HEDERA_OPERATOR_KEY: info.operatorKey,
      MIRROR_URL: EMULATOR_MIRROR
    }
    const created = await runCreateTopic({ ...process.env, ...values }, ['--private', '--memo', 'hcs20 default topic'])
    values.HCS20_TOPIC_ID = created.topicId
    if (created.topicsLine !== undefined) values.HCS20_TOPICS = created.topicsLine
    await writeFile(OUTPUT_ENV_FILE, envText(values), { mode: 0o600 })
    console.log(`created default topic ${created.topicId}; wrote ${OUTPUT_ENV_FILE}`)
  }
  // an HCS-20 registry topic (public, not managed), once: the indexer lists its `register` messages, the api writes them
  // (a volume from before registries gets one on its next run). HCS20_REGISTRY_TOPIC_ID in compose's environment wins.
  if (values.HCS20_REGISTRY_TOPIC_ID === undefined && given('HCS20_REGISTRY_TOPIC_ID') === undefined) {
    const created = await runCreateTopic({ ...process.env, ...values }, ['--memo', 'hcs20 registry topic'])
    values.HCS20_REGISTRY_TOPIC_ID = created.topicId
    await writeFile(OUTPUT_ENV_FILE, envText(values), { mode: 0o600 })
    console.log(`created registry topic ${created.topicId}; wrote ${OUTPUT_ENV_FILE}`)
  }
  return values
}

/** A network of the operator's: its values as the environment gives them (compose refuses to start without the required ones). */
function networkValues (): Record<string, string> {
  const values = Object.fromEntries(NETWORK_VARIABLES.flatMap((name) => { const value = given(name); return value === undefined ? [] : [[name, value]] }))
  console.log(`network ${values.HEDERA_NETWORK!}: the default topic is ${values.HCS20_TOPIC_ID ?? '(none)'}`)
  return values
}

const embedded = given('HEDERA_NETWORK') === undefined
const values = embedded ? await embeddedValues() : networkValues()
const secrets: KeptSecrets = {
  apiKeys: await apiKeys(embedded),
  keyHashSecret: await keptSecret('KEY_HASH_SECRET', 'key-hash-secret'),
  webhookSecretKey: await keptSecret('WEBHOOK_SECRET_KEY', 'webhook-secret-key')
}
// written on every run, so that volumes kept across upgrades get what each app needs
for (const [app, appValues] of Object.entries(appEnvFiles(values, secrets))) {
  const file = join(APP_ENV_DIR, app, 'app.env')
  await writeFile(file, envText(appValues), { mode: 0o600 })
  console.log(`wrote ${file}`)
}

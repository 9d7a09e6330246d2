// docker compose's one-shot bootstrap: waits for the emulator's network info, creates the default private
// topic and the registry topic once (its state: /shared/embedded.env, which only the bootstrap and the emulator mount), then writes
// each app's env file into that app's own volume (APP_ENV_DIR/<app>/app.env), with only what the app uses:
// the operator key and the topics' submit keys reach the worker's alone (ADR 031).
import { access, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { appEnvFiles } from './lib/secrets.js'
import { runCreateTopic } from './lib/topic.js'

const {
  NETWORK_INFO_FILE = '/shared/network.json', EMULATOR_GRPC = 'emulator:50211', EMULATOR_MIRROR = 'http://emulator:5551',
  OUTPUT_ENV_FILE = '/shared/embedded.env', APP_ENV_DIR = '/env'
} = process.env

const exists = async (path: string): Promise<boolean> => await access(path).then(() => true, () => false)
const envText = (values: Record<string, string>): string => Object.entries(values).map(([k, v]) => `${k}=${v}`).join('\n') + '\n'
const parseEnv = (text: string): Record<string, string> => Object.fromEntries(text.split('\n').filter((line) => line.includes('=')).map((line) => {
  const at = line.indexOf('=')
  return [line.slice(0, at), line.slice(at + 1)]
}))

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
if (values.HCS20_REGISTRY_TOPIC_ID === undefined && (process.env.HCS20_REGISTRY_TOPIC_ID ?? '') === '') {
  const created = await runCreateTopic({ ...process.env, ...values }, ['--memo', 'hcs20 registry topic'])
  values.HCS20_REGISTRY_TOPIC_ID = created.topicId
  await writeFile(OUTPUT_ENV_FILE, envText(values), { mode: 0o600 })
  console.log(`created registry topic ${created.topicId}; wrote ${OUTPUT_ENV_FILE}`)
}
// written on every run, so that volumes kept across upgrades get what each app needs
for (const [app, appValues] of Object.entries(appEnvFiles(values))) {
  const file = join(APP_ENV_DIR, app, 'app.env')
  await writeFile(file, envText(appValues), { mode: 0o600 })
  console.log(`wrote ${file}`)
}

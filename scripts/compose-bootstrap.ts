// docker compose's one-shot bootstrap: waits for the emulator's network info, creates the default
// private topic once, and writes the env file that api, worker and indexer source.
import { access, readFile, writeFile } from 'node:fs/promises'
import { runCreateTopic } from './lib/topic.js'

const { NETWORK_INFO_FILE = '/shared/network.json', EMULATOR_GRPC = 'emulator:50211', EMULATOR_MIRROR = 'http://emulator:5551', OUTPUT_ENV_FILE = '/shared/embedded.env' } = process.env

const exists = async (path: string): Promise<boolean> => await access(path).then(() => true, () => false)

const info = JSON.parse(await readFile(NETWORK_INFO_FILE, 'utf8')) as { nodeAccountId: string, operatorId: string, operatorKey: string, networkId: string }
if (await exists(OUTPUT_ENV_FILE)) {
  const current = await readFile(OUTPUT_ENV_FILE, 'utf8')
  // An env file written before network ids: Redis state is keyed by the emulator's id, add it.
  if (!/^HEDERA_NETWORK_ID=/m.test(current)) await writeFile(OUTPUT_ENV_FILE, `${current}HEDERA_NETWORK_ID=${info.networkId}\n`, { mode: 0o640 })
  console.log(`${OUTPUT_ENV_FILE} exists: nothing to do`)
} else {
  const env: Record<string, string> = {
    HEDERA_NETWORK: 'custom',
    HEDERA_NETWORK_ID: info.networkId,
    HEDERA_NODES: `${EMULATOR_GRPC}=${info.nodeAccountId}`,
    HEDERA_OPERATOR_ID: info.operatorId,
    HEDERA_OPERATOR_KEY: info.operatorKey,
    MIRROR_URL: EMULATOR_MIRROR
  }
  const created = await runCreateTopic({ ...process.env, ...env }, ['--private', '--memo', 'hcs20 default topic'])
  env.HCS20_TOPIC_ID = created.topicId
  if (created.topicsLine !== undefined) env.HCS20_TOPICS = created.topicsLine
  await writeFile(OUTPUT_ENV_FILE, Object.entries(env).map(([k, v]) => `${k}=${v}`).join('\n') + '\n', { mode: 0o640 })
  console.log(`created default topic ${created.topicId}; wrote ${OUTPUT_ENV_FILE}`)
}

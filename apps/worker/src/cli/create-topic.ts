import { parseArgs } from 'node:util'
import { NAMED_NETWORKS } from '@hcs/protocol'
import { configOrExit } from '@hcs/runtime'
import { loadConfig } from '../config.js'
import { createHederaClient } from '../hedera/client.js'
import { createTopic } from '../hedera/topics.js'

// `npm run topic:create [-- --private] [--memo text]`: creates a topic on the configured network and prints
// the configuration line. Only HEDERA_* variables matter here, so HCS20_TOPIC_ID may still be unset, and
// so may HEDERA_NETWORK_ID (it scopes Redis keys, and this script touches no Redis).
const { values } = parseArgs({ options: { private: { type: 'boolean', default: false }, memo: { type: 'string' } } })
const needsNoId = (NAMED_NETWORKS as readonly string[]).includes(process.env.HEDERA_NETWORK ?? '') || (process.env.HEDERA_NETWORK_ID ?? '') !== ''
const config = configOrExit('topic:create', () => loadConfig({ ...process.env, HCS20_TOPIC_ID: '0.0.0', ...(needsNoId ? {} : { HEDERA_NETWORK_ID: 'topic-create' }) }))
const client = createHederaClient(config)
try {
  const topic = await createTopic(client, { private: values.private, memo: values.memo })
  // A private topic gets both lines: it can serve as the default topic, and HCS20_TOPICS carries its key.
  process.stdout.write(`HCS20_TOPIC_ID=${topic.topicId}\n`)
  if (topic.submitKey !== undefined) {
    process.stderr.write('The submit key below is a secret: keep it in your environment or secret store only.\n')
    process.stdout.write(`HCS20_TOPICS=${topic.topicId}=${topic.submitKey}\n`)
  }
} catch (err) {
  process.stderr.write(`topic:create failed: ${(err as Error).message}\n`)
  process.exitCode = 1
} finally {
  client.close()
}
// The SDK leaves a gRPC deadline timer running after each call: do not linger until it fires.
process.exit(process.exitCode ?? 0)

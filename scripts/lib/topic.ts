import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { ROOT } from './services.js'

const run = promisify(execFile)

export interface CreatedTopic { topicId: string, topicsLine?: string }

/**
 * Runs the worker's `topic:create` script (the only place outside tests that talks to Hedera with
 * the SDK) and reads the config lines it prints: `HCS20_TOPIC_ID=...` and, for a private topic,
 * `HCS20_TOPICS=<id>=<submit key>`.
 */
export async function runCreateTopic (env: NodeJS.ProcessEnv, args: string[]): Promise<CreatedTopic> {
  const { stdout } = await run(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/worker/src/cli/create-topic.ts', ...args],
    { cwd: ROOT, env: { ...env, LOG_LEVEL: 'warn' }, timeout: 60_000 })
  const topicId = /^HCS20_TOPIC_ID=(\S+)$/m.exec(stdout)?.[1]
  const topicsLine = /^HCS20_TOPICS=(\S+)$/m.exec(stdout)?.[1]
  if (topicId === undefined) throw new Error('topic:create printed no HCS20_TOPIC_ID line')
  return { topicId, topicsLine }
}

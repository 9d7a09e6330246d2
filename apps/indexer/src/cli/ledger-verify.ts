// `npm run ledger:verify [-- --topic 0.0.x]`: replays each topic from the mirror and compares it, and the
// reserved totals, with Redis. Prints every difference; exits 1 when there is any, 2 when it cannot run.
import { createRedis } from '@hcs/runtime'
import type { Redis } from 'ioredis'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../config.js'
import { createMirrorClient } from '@hcs/runtime'
import { verifyLedger } from '../ledger-replay.js'
import type { VerifyReport } from '../ledger-replay.js'

export interface LedgerVerifyRun {
  /** 0: no difference, 1: differences, 2: could not verify. */
  exitCode: number
  reports: VerifyReport[]
}

/**
 * The CLI as a function (for `npm run chaos` and tests): `args` as after `--`, `env` as the indexer's
 * (REDIS_URL, REDIS_PREFIX, HCS20_TOPIC_ID, HCS20_TOPICS, MIRROR_URL / HEDERA_NETWORK). `print` gets each line.
 */
export async function runLedgerVerify (args: string[], env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = console.log): Promise<LedgerVerifyRun> {
  let topics: string[]
  let redis: Redis | undefined
  try {
    const { values } = parseArgs({ args, options: { topic: { type: 'string', multiple: true } }, strict: true })
    const given = values.topic ?? []
    const config = loadConfig({ ...env, ...(given.length > 0 && (env.HCS20_TOPIC_ID ?? '') === '' ? { HCS20_TOPIC_ID: given[0] } : {}) })
    topics = given.length > 0 ? given : config.topics
    redis = createRedis(config, 'command-line')
    await redis.connect()
    const mirror = createMirrorClient({ baseUrl: config.MIRROR_URL, maxAttempts: 5 })
    const reports: VerifyReport[] = []
    for (const topicId of topics) {
      const report = await verifyLedger({ redis, keys: { prefix: config.REDIS_PREFIX, network: config.networkId }, topicId, mirror, history: config.INDEXER_HISTORY })
      reports.push(report)
      const summary = `topic ${topicId}: replayed to sequence ${report.lastSequence}, ${report.reservations.live} live reservations`
      if (report.differences.length === 0) {
        print(`${summary}: no difference`)
      } else {
        print(`${summary}: ${report.differences.length} difference(s)`)
        for (const d of report.differences) {
          print(`  ${d.what}${d.tick === undefined ? '' : ` ${d.tick}`}${d.subject === undefined ? '' : ` ${d.subject}`}: expected ${JSON.stringify(d.expected)}, redis has ${JSON.stringify(d.actual)}`)
        }
      }
    }
    return { exitCode: reports.some((r) => r.differences.length > 0) ? 1 : 0, reports }
  } catch (err) {
    print(`ledger:verify could not run: ${(err as Error).message}`)
    return { exitCode: 2, reports: [] }
  } finally {
    redis?.disconnect()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { exitCode } = await runLedgerVerify(process.argv.slice(2))
  process.exit(exitCode)
}

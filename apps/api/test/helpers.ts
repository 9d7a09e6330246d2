import { Writable } from 'node:stream'
import { pino } from 'pino'
import type { Logger } from 'pino'
import type { JobRecord, SubmitJob } from '@hcs/protocol'
import { loadConfig } from '../src/config.js'
import type { Config } from '../src/config.js'
import type { Intake } from '../src/intake/intake.js'
import type { JobRecordStore } from '../src/jobs/job-record-store.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { loggerOptions } from '@hcs/runtime'

export const API_KEY = 'test-key-0123456789abcdefghijklmnopqrstuv'
export const OTHER_API_KEY = 'other-key-0123456789abcdefghijklmnopqrstuv'
export const DEFAULT_TOPIC = '0.0.1001'
export const PRIVATE_TOPIC = '0.0.2002'
/** The api's KEY_HASH_SECRET in tests (required: stored keys and job ids are HMACs under it). */
export const TEST_KEY_HASH_SECRET = 'test-key-hash-secret-0123456789abcdef'

export function testConfig (env: Record<string, string> = {}): Config {
  return loadConfig({
    API_SECRET_KEY: `${API_KEY},${OTHER_API_KEY}`,
    HCS20_TOPIC_ID: DEFAULT_TOPIC,
    HCS20_TOPICS: `${PRIVATE_TOPIC}=302e020100300506032b657004220420aa`,
    HEDERA_NETWORK_ID: 'local-test',
    KEY_HASH_SECRET: TEST_KEY_HASH_SECRET,
    LOG_LEVEL: 'silent',
    ...env
  })
}

export interface FakeQueue extends SubmitQueue {
  jobs: Map<string, SubmitJob>
}

export function fakeQueue (): FakeQueue {
  const jobs = new Map<string, SubmitJob>()
  return {
    jobs,
    async enqueue (job, jobId) { jobs.set(jobId, job) },
    async enqueueMany (entries) { for (const { job, jobId } of entries) jobs.set(jobId, job) },
    async close () {}
  }
}

export function fakeJobRecordStore (): JobRecordStore & { records: Map<string, JobRecord> } {
  const records = new Map<string, JobRecord>()
  return {
    records,
    async get (jobId) { return records.get(jobId) },
    async getMany (jobIds) { return jobIds.map((jobId) => records.get(jobId)) }
  }
}

/**
 * A fake of the one intake, for the tests that have no Redis (HTTP edges only): `before` runs first and
 * may throw a refusal (or hold the request); then the job is recorded in `jobs` and accepted. Idempotency
 * and the ledger are the script's, tested against Redis (intake-script.int.test.ts, inscriptions.int.test.ts).
 */
export function fakeIntake (jobs: { records: Map<string, JobRecord> }, before: () => Promise<void> = async () => {}): Intake {
  return async ({ jobId, record }) => {
    await before()
    jobs.records.set(jobId, record)
    return { kind: 'accepted', undo: async () => { jobs.records.delete(jobId); return 'withdrawn' as const } }
  }
}

/** A pino logger whose JSON lines are kept in `lines` for assertions. */
export function capturingLogger (level = 'info'): { logger: Logger, lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write (chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n')) if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>)
      callback()
    }
  })
  return { logger: pino(loggerOptions(level), stream), lines }
}

export const JSON_HEADERS = { 'content-type': 'application/json', 'x-api-key': API_KEY }

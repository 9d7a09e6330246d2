// protocol's Lua loader (ADR 022): includes composed once each, declarations checked against the wrapper,
// one definition per connection (also for pipelines, multi and a Cluster), every script of the service
// compiling in Redis, and the constants the Lua spells out agreeing with the TypeScript.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Redis } from 'ioredis'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  WEBHOOK_EVENTS_MAX, admitScript, balancesKey, composeLua, jobWriteKeys, pendingVersionsKey, tenantPendingKey, topicSubmissionKeys, transactionKey, inscriptionKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey,
  releaseScript, reservationKey, reservationTotalsKeys, topicReservationsKey, jobSettledChannel, keySegment, luaScript, replies, topicKey, topicWebhookOwnerKey,
  webhookEventsKey
} from '@hcs/protocol'
import { PACKED_LAYOUT, intakeAcceptScript } from '../apps/api/src/intake/intake-script.js'
import { BATCH_LAYOUT } from '../apps/api/src/intake/batch/batch-script.js'
import { RANKS_LUA } from '../apps/worker/src/jobs/job-record-store.js'
import { useRedisCluster, type ClusterControl } from './support/redis-cluster.js'
import { connectRedis, TEST_NETWORK, uniquePrefix } from './support/redis.js'

const root = new URL('../', import.meta.url)
const path = (relative: string): string => fileURLToPath(new URL(relative, root))
const LUA_DIRS = ['packages/protocol/lua/', 'packages/runtime/lua/', 'apps/api/lua/', 'apps/worker/lua/', 'apps/indexer/lua/']

/** Every script of the service: the .lua files that declare their KEYS (helpers do not). */
function serviceScripts (): string[] {
  return LUA_DIRS.flatMap((dir) => readdirSync(path(dir), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.lua')).map((name) => path(dir + name)))
    .filter((file) => /^-- KEYS:/m.test(readFileSync(file, 'utf8')))
}

function count (text: string, needle: string): number {
  return text.split(needle).length - 1
}

const echo = luaScript({
  name: 'testLuaEcho',
  file: new URL('./lua/echo.lua', import.meta.url),
  keys: ['first', 'second'],
  args: ['one', 'two'],
  moreKeys: true,
  moreArgs: true,
  reply: replies.strings
})

const segmentOf = luaScript({
  name: 'testLuaSegmentOf',
  file: new URL('./lua/segment-of.lua', import.meta.url),
  keys: [],
  args: ['value'],
  reply: replies.string
})

describe('lua scripts as files', () => {
  let redis: Redis
  beforeAll(() => { redis = connectRedis() })
  afterAll(async () => { await redis.quit() })

  it('composes each helper once, before what includes it', () => {
    const batch = composeLua(path('apps/api/lua/intake/batch/batch-accept.lua'))
    for (const fn of ['split', 'join', 'dec_add', 'dec_sub', 'dec_cmp', 'key_type_clash', 'job_read', 'job_write', 'release_reservation', 'ledger_admit', 'intake_accept']) {
      expect(count(batch, `local function ${fn} (`), fn).toBe(1)
    }
    expect(batch.indexOf('local function dec_add')).toBeLessThan(batch.indexOf('local function ledger_admit'))
    expect(batch.indexOf('local function ledger_admit')).toBeLessThan(batch.indexOf('local function intake_accept'))
    expect(batch.indexOf('local function intake_accept')).toBeLessThan(batch.indexOf('local code = intake_accept(k, a)'))
    const commit = composeLua(path('apps/indexer/lua/ledger/commit.lua'))
    expect(commit.indexOf('local function release_reservation')).toBeLessThan(commit.indexOf('local function settle_from_topic'))
    expect(commit.indexOf('local function job_write')).toBeLessThan(commit.indexOf('local function settle_from_topic'))
    expect(count(commit, 'local function job_read (')).toBe(1)
  })

  it('refuses include cycles, missing and ambiguous includes', () => {
    expect(() => composeLua(path('test/lua/cycle-a.lua'))).toThrow(/include cycle: .*cycle-a\.lua -> .*cycle-b\.lua -> .*cycle-a\.lua/)
    expect(() => composeLua(path('test/lua/missing-include.lua'))).toThrow(/include 'no-such-helper' not found/)
    expect(() => composeLua(path('test/lua/shadows-decimal.lua'))).toThrow(/include 'decimal' exists both beside it and in protocol's lua/)
    expect(() => composeLua(path('test/lua/includes-twice.lua'))).toThrow(/include 'dup' exists both in its lua\/ tree and in its lua\/ tree/)
  })

  it('refuses a wrapper whose names differ from the file\'s declaration, and a name given to two files', () => {
    const wrong = luaScript({ name: 'testLuaEchoWrong', file: new URL('./lua/echo.lua', import.meta.url), keys: ['first'], args: ['one', 'two'], moreKeys: true, moreArgs: true, reply: replies.strings })
    expect(() => wrong.source()).toThrow(/'-- KEYS: first second \.\.\.' differs from script testLuaEchoWrong: first \.\.\./)
    expect(() => luaScript({ name: 'testLuaEcho', file: new URL('./lua/segment-of.lua', import.meta.url), keys: [], args: ['value'], reply: replies.string }))
      .toThrow(/script name testLuaEcho is taken/)
  })

  it('gives the Lua the layouts of its definition by name, and refuses a layout missing or unread', async () => {
    const layoutEcho = luaScript({
      name: 'testLuaLayoutEcho', file: new URL('./lua/layout-echo.lua', import.meta.url), keys: [], args: ['first', 'second'], layouts: { extra: { someNames: ['x', 'y'] } }, reply: replies.strings
    })
    expect(await layoutEcho.run(redis, { keys: {}, args: { first: '1', second: '2' } })).toEqual(['2', '1', 'x', 'y'])
    expect(() => composeLua(path('test/lua/layout-echo.lua'), { call: { keys: [], args: ['first', 'second'] } })).toThrow(/'-- layout: extra' but the script's definition gives no layout extra/)
    expect(() => composeLua(path('test/lua/echo.lua'), { extra: { names: ['x'] } })).toThrow(/layout extra given but no '-- layout:' line reads it/)
  })

  it('maps named keys and arguments to KEYS and ARGV in the declared order, then the extra ones', async () => {
    const reply = await echo.run(redis, { keys: { second: 'k2', first: 'k1' }, args: { two: 2, one: 'a' }, moreKeys: ['k3'], moreArgs: ['b', 'c'] })
    expect(reply).toEqual(['k1', 'k2', 'k3', '|', 'a', '2', 'b', 'c'])
    expect(() => segmentOf.flatten({ keys: {}, args: { value: 'x' }, moreArgs: ['y'] })).toThrow(/takes no more arguments/)
  })

  it('defines a script once per connection, and runs it in a pipeline and a multi', async () => {
    const other = connectRedis()
    try {
      let defined = 0
      const define = other.defineCommand.bind(other)
      other.defineCommand = (...args: Parameters<typeof define>) => { defined++; define(...args) }
      await echo.run(other, { keys: { first: 'a', second: 'b' }, args: { one: '1', two: '2' } })
      await echo.run(other, { keys: { first: 'a', second: 'b' }, args: { one: '1', two: '2' } })
      echo.define(other)
      expect(defined).toBe(1)

      for (const batch of [other.pipeline(), other.multi()]) {
        echo.queue(batch, { keys: { first: 'p', second: 'q' }, args: { one: 'x', two: 'y' } })
        const results = await batch.exec()
        expect(results?.[0]?.[0]).toBeNull()
        expect(echo.reply(results?.[0]?.[1])).toEqual(['p', 'q', '|', 'x', 'y'])
      }
      expect(() => { segmentOf.queue(other.pipeline(), { keys: {}, args: { value: 'v' } }) })
        .toThrow(/script testLuaSegmentOf is not defined on this pipeline \(define it on the connection before creating the pipeline\)/)
    } finally {
      other.disconnect()
    }
  })

  it('every script of the service compiles in Redis', async () => {
    const scripts = serviceScripts()
    expect(scripts.length).toBeGreaterThanOrEqual(17)
    for (const file of scripts) {
      expect(await redis.script('LOAD', composeLua(file)), file).toMatch(/^[0-9a-f]{40}$/)
    }
  })

  it('key_segment escapes as keySegment does', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 20 }), async (value) => {
      expect(await segmentOf.run(redis, { keys: {}, args: { value } })).toBe(keySegment(value))
    }), { numRuns: 200 })
    expect(await segmentOf.run(redis, { keys: {}, args: { value: 'kc1:holders' } })).toBe('kc1%3Aholders')
  })

  it('spells the TypeScript constants the Lua depends on as the TypeScript does', () => {
    const scope = { prefix: 'p', network: TEST_NETWORK }
    // job_write names the owner's webhook set as prefix .. key_segment(value): the prefix its callers pass is keys.ts'
    // key of an empty segment
    const reached = jobWriteKeys(scope, '0.0.1001')
    expect(reached.args.webhookOwnerPrefix + keySegment('key:1')).toBe(topicWebhookOwnerKey(scope, '0.0.1001', 'key:1'))
    expect(reached.args.settledChannel).toBe(jobSettledChannel(scope, '0.0.1001'))
    expect(reached.keys.webhookEvents).toBe(webhookEventsKey(scope, '0.0.1001'))
    const jobRecord = readFileSync(path('packages/protocol/lua/job-record.lua'), 'utf8')
    expect(jobRecord).toContain('t.webhookOwnerPrefix .. key_segment(rec.owner)')
    expect(jobRecord).toContain(`t.webhookEvents, 'MAXLEN', '~', '${WEBHOOK_EVENTS_MAX}'`)
    // no Lua builds a topic's key out of another key's text: the suffixes are keys.ts' alone
    const stem = topicKey(scope, '0.0.1001')
    const suffixes = [jobSettledChannel, webhookEventsKey, pendingVersionsKey, tenantPendingKey].map((key) => key(scope, '0.0.1001').slice(stem.length))
      .concat([topicWebhookOwnerKey(scope, '0.0.1001', ''), transactionKey(scope, '0.0.1001', ''), topicSubmissionKeys(scope, '0.0.1001').due].map((key) => key.slice(stem.length)))
    for (const file of LUA_DIRS.flatMap((dir) => readdirSync(path(dir), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.lua')).map((name) => path(dir + name)))) {
      const code = readFileSync(file, 'utf8').split('\n').filter((line) => !line.trimStart().startsWith('--')).join('\n')
      for (const suffix of suffixes) expect(code, `${file} spells ${suffix}`).not.toContain(`'${suffix}`)
    }
    const updateRecord = readFileSync(path('apps/worker/lua/jobs/update-record.lua'), 'utf8')
    expect(updateRecord).toContain(RANKS_LUA.ranks)
    expect(updateRecord).toContain(RANKS_LUA.terminal)
    // the layouts of groups (ADR 042) and batches (api ADR 012) are written once, in TypeScript: the Lua gets their
    // tables generated into the composed script and reads intake_accept's keys and arguments by those names
    const names = (list: readonly string[]): string => list.map((name) => `'${name}'`).join(', ')
    const group = composeLua(path('apps/api/lua/intake/group-accept.lua'), { call: { keys: [], args: ['at'] }, packed: PACKED_LAYOUT })
    expect(group).toContain(`local PACKED_TOPIC_KEYS = { ${names(PACKED_LAYOUT.topicKeys)} }`)
    expect(group).toContain(`local PACKED_OPERATION_ARGS = { ${names(PACKED_LAYOUT.operationArgs)} }`)
    const batch = composeLua(path('apps/api/lua/intake/batch/batch-accept.lua'), { call: { keys: ['idem'], args: ['fingerprint', 'idemTtl', 'atomic'] }, batch: BATCH_LAYOUT })
    expect(batch).toContain(`local BATCH_OPERATION_FIELDS = { ${names(BATCH_LAYOUT.operationFields)} }`)
    expect(batch).toContain(`local BATCH_SHARED_ARGS = { ${names(BATCH_LAYOUT.sharedArgs)} }`)
    for (const composed of [group, batch]) expect(composed).not.toMatch(/^--\s*layout:/m)
    expect(intakeAcceptScript.source()).toContain(`local CALL_KEYS = { ${names(intakeAcceptScript.keys)} }`)
    for (const file of LUA_DIRS.flatMap((dir) => readdirSync(path(dir), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.lua')).map((name) => path(dir + name)))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/^local (PACKED|BATCH|CALL)_[A-Z_]+ = \{/m)
    }
  })
})

describe('lua scripts on a Redis Cluster', () => {
  let cluster: ClusterControl
  // the topic's hash tag puts every key of the admission scripts below in one slot (ADR 027)
  const prefix = uniquePrefix('lua-scripts')
  beforeAll(async () => { cluster = await useRedisCluster() }, 120_000)
  afterAll(async () => { await cluster?.deleteByPrefix(prefix) })

  it('defines once on a Cluster client and runs there, also in a pipeline', async () => {
    const client = cluster.client()
    try {
      let defined = 0
      const define = client.defineCommand.bind(client)
      client.defineCommand = (...args: Parameters<typeof define>) => { defined++; define(...args) }
      const scope = { prefix, network: TEST_NETWORK }
      const topic = '0.0.1001'
      const admitKeys = (tick: string, jobId: string) => ({
        inscription: inscriptionKey(scope, topic, tick),
        pendingDeploy: pendingDeployKey(scope, topic, tick),
        pendingSupply: pendingSupplyKey(scope, topic),
        balances: balancesKey(scope, topic, tick),
        pendingDebits: pendingDebitsKey(scope, topic, tick),
        reservation: reservationKey(scope, topic, jobId),
        reservations: topicReservationsKey(scope, topic),
        ...reservationTotalsKeys(scope, topic)
      })
      const deploy = { op: 'deploy', tick: 'pts', amt: '', account: '', max: '1000', lim: '', at: 1 }
      expect(await admitScript.run(client, { keys: admitKeys('pts', 'job-1'), args: { ...deploy, jobId: 'job-1' } })).toBe('OK')
      expect(await admitScript.run(client, { keys: admitKeys('pts', 'job-2'), args: { ...deploy, jobId: 'job-2' } })).toBe('TICKER_EXISTS')
      expect(await client.hget(pendingDeployKey(scope, topic, 'pts'), 'jobId')).toBe('job-1')
      expect(await releaseScript.run(client, { keys: { reservation: reservationKey(scope, topic, 'job-1'), ...reservationTotalsKeys(scope, topic) }, args: {} })).toBe(1)
      expect(await client.exists(pendingDeployKey(scope, topic, 'pts'))).toBe(0)
      expect(defined).toBe(2)

      echo.define(client)
      const pipeline = client.pipeline()
      echo.queue(pipeline, { keys: { first: `${prefix}:{echo}:a`, second: `${prefix}:{echo}:b` }, args: { one: '1', two: '2' } })
      const results = await pipeline.exec()
      expect(results?.[0]?.[0]).toBeNull()
      expect(echo.reply(results?.[0]?.[1])).toEqual([`${prefix}:{echo}:a`, `${prefix}:{echo}:b`, '|', '1', '2'])
    } finally {
      await client.quit()
    }
  })
})

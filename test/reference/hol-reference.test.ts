import {
  balancesKey, historyKey, inscriptionKey, parseMessage, streamChunkEntries, topicInvalidKey, topicMetaKey, topicTicksKey
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayer, mirrorMessages, sdkClient, submitDirect, submitKeyOf } from '../support/ledger-e2e.js'
import type { MirrorMessage } from '../support/ledger-e2e.js'
import { waitFor } from '../support/processes.js'
import { connectRedis } from '../support/redis.js'
import { startStack } from '../support/stack.js'
import type { Stack } from '../support/stack.js'

// the workspace's SDK, through our helpers: test/reference/node_modules holds the reference's own, another version
type Client = ReturnType<typeof sdkClient>
type PrivateKey = ReturnType<typeof submitKeyOf>

// Our indexer against the reference: Hashgraph Online's standards-sdk (HCS20PointsIndexer) reads the same topics
// from the same emulator mirror as our indexer, and the two must agree on every valid message and every balance,
// as Redis holds them and as the api's history and invalid routes answer them.
//
// The reference keeps no record of refused messages and no deploy among its transactions: its `transactions` are
// the valid mints, transfers and burns, its `deployedPoints` the valid deploys. Where it differs from our rules on
// purpose (ADR 016: the standard's lenient reading), the test says so on a ticker of its own (`lenient`):
// - `p` and `op` are compared trimmed and case-insensitively by us, literally by the reference;
// - an account with a checksum (`0.0.1001-abcde`) is that account to us, an invalid field to the reference.

// The package's .d.ts files import each other without extensions, which NodeNext resolution does not follow: its
// types come out empty here, so the test states the few members it uses (standards-sdk 0.1.x, hcs-20/points-indexer).
interface ReferenceTransaction { sequenceNumber: number, operation: string, tick: string, amount: string, from?: string, to?: string }
interface ReferenceState {
  deployedPoints: Map<string, { maxSupply: string, limitPerMint?: string, deployerAccountId: string, currentSupply: string, deploymentTimestamp: string }>
  balances: Map<string, Map<string, { accountId: string, balance: string }>>
  transactions: ReferenceTransaction[]
}
interface ReferenceIndexer {
  indexOnce: (options: { publicTopicId?: string, includePublicTopic?: boolean, includeRegistryTopic?: boolean, privateTopics?: string[] }) => Promise<void>
  getState: () => ReferenceState
}
interface ReferenceSdk {
  HCS20PointsIndexer: new (network: 'testnet' | 'mainnet', logger: unknown, mirrorNodeUrl: string) => ReferenceIndexer
  Logger: new (options: { level: string, module: string }) => unknown
}
const { HCS20PointsIndexer, Logger } = await import('@hashgraphonline/standards-sdk') as unknown as ReferenceSdk

interface Ours { seq: number, op: string, tick: string, amount?: string, from?: string, to?: string }

/** The valid entries of every ticker's history, oldest first, with their bodies read back from the mirror. */
async function ourValidEntries (redis: Redis, keys: KeyScope, topicId: string, messages: MirrorMessage[]): Promise<Ours[]> {
  const out: Ours[] = []
  for (const tick of await redis.zrange(topicTicksKey(keys, topicId), 0, -1)) {
    const entries = (await redis.xrange(historyKey(keys, topicId, tick), '-', '+')).flatMap(([, fields]) => streamChunkEntries(fields))
    for (const { sequenceNumber: seq, reason } of entries) {
      if (reason !== undefined) continue
      const body = messages.find(m => m.sequence_number === seq)
      const parsed = parseMessage(body?.text ?? '')
      if (!parsed.ok || parsed.message.op === 'register') throw new Error(`valid history entry ${seq} of ${tick} does not parse`)
      const m = parsed.message
      out.push({
        seq,
        op: m.op,
        tick: m.tick,
        ...('amt' in m ? { amount: m.amt } : {}),
        ...('from' in m ? { from: m.from } : {}),
        ...('to' in m ? { to: m.to } : {})
      })
    }
  }
  return out.sort((a, b) => a.seq - b.seq)
}

/** The reference's state after one pass over `topicId`, read as a public or a private topic. */
async function reference (stack: Stack, topicId: string, isPrivate: boolean): Promise<ReferenceState> {
  const indexer = new HCS20PointsIndexer('testnet', new Logger({ level: 'silent', module: 'hol-reference' }), stack.network.mirrorUrl)
  await indexer.indexOnce(isPrivate
    ? { includePublicTopic: false, includeRegistryTopic: false, privateTopics: [topicId] }
    : { publicTopicId: topicId, includeRegistryTopic: false })
  return indexer.getState()
}

function referenceBalances (state: ReferenceState, tick: string): Record<string, string> {
  // the reference keeps an account that went to zero; our ledger removes it
  return Object.fromEntries([...(state.balances.get(tick)?.values() ?? [])].filter(b => b.balance !== '0').map(b => [b.accountId, b.balance]))
}

describe('our indexer against the reference indexer (HOL standards-sdk)', () => {
  let stack: Stack
  let redis: Redis
  let keys: KeyScope
  const clients: Client[] = []

  beforeAll(async () => {
    stack = await startStack({ apps: ['indexer', 'api'], publicTopics: 1 })
    redis = connectRedis()
    keys = { prefix: stack.prefix, network: stack.env.HEDERA_NETWORK_ID ?? '' }
  }, 120_000)
  afterAll(async () => {
    for (const c of clients) c.close()
    await redis?.quit()
    await stack?.stop()
  })

  async function indexed (topicId: string, sequence: number): Promise<void> {
    await waitFor(async () => Number(await redis.hget(topicMetaKey(keys, topicId), 'lastSequence') ?? '0') >= sequence ? true : undefined, 60_000, 100)
  }

  /** Every item of a route's pages, following `next`. */
  async function allItems (path: string): Promise<Array<Record<string, unknown>>> {
    const items: Array<Record<string, unknown>> = []
    let next: string | null = path
    while (next !== null) {
      const res = await stack.get(next)
      if (res.status !== 200) throw new Error(`GET ${next}: ${res.status} ${JSON.stringify(res.body)}`)
      items.push(...res.body.items as Array<Record<string, unknown>>)
      next = res.body.next as string | null
    }
    return items
  }

  /** The valid entries of a ticker's history as the api's route answers them. */
  async function routeValidEntries (topicId: string, tick: string): Promise<Ours[]> {
    const items = await allItems(`/api/inscription/${tick}/history?status=valid&limit=3&topic_id=${topicId}`)
    return items.map(i => ({
      seq: i.sequenceNumber as number,
      op: i.op as string,
      tick,
      ...(i.amount === undefined ? {} : { amount: i.amount as string }),
      ...(i.from === undefined ? {} : { from: i.from as string }),
      ...(i.to === undefined ? {} : { to: i.to as string })
    }))
  }

  async function invalidReasons (topicId: string): Promise<Record<number, string>> {
    const entries = await redis.xrange(topicInvalidKey(keys, topicId), '-', '+')
    return Object.fromEntries(entries.map(([id, f]) => [Number(id.split('-')[0]), f[f.indexOf('r') + 1] ?? '']))
  }

  async function expectAgreement (topicId: string, isPrivate: boolean, lastSeq: number, differ: string[]): Promise<{ ours: Ours[], ref: ReferenceState }> {
    await indexed(topicId, lastSeq)
    const messages = await mirrorMessages(stack.network, topicId)
    const ours = await ourValidEntries(redis, keys, topicId, messages)
    const ref = await reference(stack, topicId, isPrivate)
    const agreed = (tick: string): boolean => !differ.includes(tick)

    expect(ref.transactions.filter(t => agreed(t.tick)).map(t => ({
      seq: t.sequenceNumber, op: t.operation, tick: t.tick, amount: t.amount, ...(t.from === undefined ? {} : { from: t.from }), ...(t.to === undefined ? {} : { to: t.to })
    }))).toEqual(ours.filter(o => o.op !== 'deploy' && agreed(o.tick)))
    const ourTicks = await redis.zrange(topicTicksKey(keys, topicId), 0, -1)
    const fromRoute: Ours[] = []
    for (const tick of ourTicks) fromRoute.push(...await routeValidEntries(topicId, tick))
    expect(fromRoute.sort((x, y) => x.seq - y.seq)).toEqual(ours)
    const invalid = await allItems(`/api/topics/${topicId}/invalid?limit=4`)
    expect(Object.fromEntries(invalid.map(i => [i.sequenceNumber, i.reason]))).toEqual(await invalidReasons(topicId))
    expect([...ref.deployedPoints.keys()].sort()).toEqual([...ourTicks].sort())
    for (const tick of ourTicks) {
      const inscription = await redis.hgetall(inscriptionKey(keys, topicId, tick))
      const points = ref.deployedPoints.get(tick)
      expect({ max: points?.maxSupply, lim: points?.limitPerMint, deployer: points?.deployerAccountId, deployedAt: points?.deploymentTimestamp })
        .toEqual({ max: inscription.max, lim: inscription.lim, deployer: inscription.deployer, deployedAt: inscription.deployedAt })
      if (!agreed(tick)) continue
      expect(points?.currentSupply).toBe(inscription.supply)
      expect(referenceBalances(ref, tick)).toEqual(await redis.hgetall(balancesKey(keys, topicId, tick)))
    }
    return { ours, ref }
  }

  it('agrees on a public topic: deploys, mints, transfers, burns, and what both refuse', { timeout: 120_000 }, async () => {
    const topicId = stack.publicTopics[0] ?? ''
    const operator = sdkClient(stack.network)
    const alice = await createPayer(stack.network)
    const bob = await createPayer(stack.network)
    clients.push(operator, alice.client, bob.client)
    const a = alice.accountId
    const b = bob.accountId
    const send = async (client: Client, body: Record<string, unknown> | string): Promise<number> =>
      await submitDirect(client, topicId, typeof body === 'string' ? body : JSON.stringify({ p: 'hcs-20', ...body }))

    const refused: Record<number, string> = {}
    await send(operator, { op: 'deploy', name: 'Loyalty', tick: 'loyal', max: '1000', lim: '100' })
    await send(operator, { op: 'mint', tick: 'loyal', amt: '60', to: a })
    refused[await send(operator, { op: 'mint', tick: 'loyal', amt: '101', to: a })] = 'limit_exceeded'
    await send(alice.client, { op: 'transfer', tick: 'loyal', amt: '20', from: a, to: b })
    refused[await send(operator, { op: 'transfer', tick: 'loyal', amt: '5', from: a, to: b })] = 'payer_not_from'
    refused[await send(alice.client, { op: 'transfer', tick: 'loyal', amt: '500', from: a, to: b })] = 'insufficient_balance'
    await send(bob.client, { op: 'burn', tick: 'loyal', amt: '10', from: b })
    refused[await send(bob.client, { op: 'burn', tick: 'loyal', amt: '11', from: b })] = 'insufficient_balance'
    refused[await send(operator, { op: 'mint', tick: 'ghost', amt: '5', to: a })] = 'tick_not_found'
    refused[await send(operator, '{"p":"hcs-20","op":"mint",')] = 'invalid_json'
    refused[await send(bob.client, { op: 'deploy', name: 'Again', tick: 'LOYAL', max: '5' })] = 'tick_exists'
    await send(bob.client, { op: 'deploy', name: 'Points', tick: 'pts', max: '50' })
    await send(operator, { op: 'mint', tick: 'pts', amt: '50', to: b })
    refused[await send(operator, { op: 'mint', tick: 'pts', amt: '1', to: a })] = 'supply_exceeded'
    await send(bob.client, { op: 'transfer', tick: 'pts', amt: '50', from: b, to: a })
    await send(alice.client, { op: 'burn', tick: 'loyal', amt: '40', from: a })
    // the deliberate differences, on a ticker of their own
    await send(operator, { op: 'deploy', name: 'Lenient', tick: 'lenient', max: '100' })
    const spaced = await send(operator, JSON.stringify({ p: ' HCS-20 ', op: 'MINT', tick: 'lenient', amt: '7', to: a }))
    const checksummed = await send(operator, { op: 'mint', tick: 'lenient', amt: '3', to: '0.0.1001-abcde' })
    const lastSeq = await send(operator, { op: 'mint', tick: 'lenient', amt: '1', to: b })

    const { ours, ref } = await expectAgreement(topicId, false, lastSeq, ['lenient'])
    expect(ours.filter(o => o.op !== 'deploy' && o.tick !== 'lenient')).toHaveLength(6)
    expect(await invalidReasons(topicId)).toEqual(refused)
    // ours counts the lenient mints, the reference only the literal one
    expect(ours.filter(o => o.tick === 'lenient' && o.op === 'mint').map(o => o.seq)).toEqual([spaced, checksummed, lastSeq])
    expect(ref.transactions.filter(t => t.tick === 'lenient').map(t => t.sequenceNumber)).toEqual([lastSeq])
    expect(await redis.hgetall(balancesKey(keys, topicId, 'lenient'))).toEqual({ [a]: '7', '0.0.1001': '3', [b]: '1' })
    expect(referenceBalances(ref, 'lenient')).toEqual({ [b]: '1' })
  })

  it('agrees on a private topic: any payer may transfer and burn', { timeout: 60_000 }, async () => {
    const topicId = stack.topicId
    const key: PrivateKey = submitKeyOf(stack, topicId)
    const operator = sdkClient(stack.network)
    clients.push(operator)
    const send = async (body: Record<string, unknown>): Promise<number> => await submitDirect(operator, topicId, JSON.stringify({ p: 'hcs-20', ...body }), key)

    await send({ op: 'deploy', name: 'Club', tick: 'club', max: '500' })
    await send({ op: 'mint', tick: 'club', amt: '100', to: '0.0.1001' })
    await send({ op: 'transfer', tick: 'club', amt: '30', from: '0.0.1001', to: '0.0.1002' })
    await send({ op: 'burn', tick: 'club', amt: '30', from: '0.0.1002' })
    await send({ op: 'transfer', tick: 'club', amt: '71', from: '0.0.1001', to: '0.0.1002' })
    const lastSeq = await send({ op: 'burn', tick: 'club', amt: '1', from: '0.0.1001' })

    const { ours } = await expectAgreement(topicId, true, lastSeq, [])
    expect(ours.map(o => o.seq)).toEqual([1, 2, 3, 4, 6])
    expect(await invalidReasons(topicId)).toEqual({ 5: 'insufficient_balance' })
  })
})

// A writer the service does not control, on a public topic it manages: its own payer account, sending
// key-shaped tickers, mints that eat the service's supply, and malformed JSON. Its failures (the
// emulator being killed) are expected and only counted.
import { AccountCreateTransaction, Client, Hbar, PrivateKey, TopicMessageSubmitTransaction } from '@hashgraph/sdk'
import fc from 'fast-check'
import { HOSTILE_STRINGS, RACE_TICKERS } from './requests.js'

export interface EmulatorInfo { grpcAddress: string, nodeAccountId?: string, mirrorUrl: string, operatorId: string, operatorKey: string, networkId: string }

/** The environment that points a tool (topic:create, ledger:verify) at the emulator of `info` as its operator. */
export function operatorEnvOf (info: EmulatorInfo): Record<string, string> {
  return { HEDERA_NETWORK: 'custom', HEDERA_NETWORK_ID: info.networkId, HEDERA_NODES: `${info.grpcAddress}=0.0.3`, HEDERA_OPERATOR_ID: info.operatorId, HEDERA_OPERATOR_KEY: info.operatorKey, MIRROR_URL: info.mirrorUrl }
}

function emulatorClient (info: EmulatorInfo, accountId = info.operatorId, key = PrivateKey.fromStringDer(info.operatorKey)): Client {
  const client = Client.forNetwork({ [info.grpcAddress]: info.nodeAccountId ?? '0.0.3' }, { scheduleNetworkUpdate: false })
  client.setNodeMaxBackoff(1000)
  client.setNodeMinReadmitPeriod(0)
  client.setRequestTimeout(15_000)
  client.setOperator(accountId, key)
  return client
}

/** Messages a hostile writer sends: HCS-20 JSON on key-shaped and service tickers, and broken JSON. */
export function hostileMessages (serviceTickers: string[], count: number, seed: number, keyCollisions: boolean): string[] {
  const variants = (t: string): string[] => keyCollisions ? [t, `${t}:holders`, `${t}:balances`, ` ${t.toUpperCase()} `] : [t, ` ${t.toUpperCase()} `]
  const tick = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS, ...serviceTickers.flatMap(variants)), fc.string({ minLength: 1, maxLength: 32 }))
  const amount = fc.oneof(fc.integer({ min: 1, max: 100_000 }).map(String), fc.constantFrom('0', '-1', '1e3', '9'.repeat(19)))
  const account = fc.constantFrom('0.0.1001', '0.0.2', '0.0.5000', 'x:y')
  const hcs20 = fc.oneof(
    fc.record({ p: fc.constant('hcs-20'), op: fc.constant('deploy'), name: fc.constant('race'), tick: fc.constantFrom(...RACE_TICKERS), max: fc.constant('1000') }),
    fc.record({ p: fc.constant('hcs-20'), op: fc.constant('deploy'), name: fc.string({ maxLength: 20 }), tick, max: amount, lim: amount }),
    fc.record({ p: fc.constant('hcs-20'), op: fc.constant('mint'), tick, amt: amount, to: account }),
    fc.record({ p: fc.constant('hcs-20'), op: fc.constant('transfer'), tick, amt: amount, from: account, to: account }),
    fc.record({ p: fc.constant('hcs-20'), op: fc.constant('burn'), tick, amt: amount, from: account })
  ).map((m) => JSON.stringify(m))
  const malformed = fc.oneof(
    hcs20.map((text) => text.slice(0, Math.max(1, text.length - 5))),
    hcs20.map((text) => text.replace('"tick":', '"tick":"dup","tick":')),
    fc.constantFrom('not json', '{}', '[]', 'null', '{"p":"hcs-20"}', '{"p":"HCS-20","op":"mint"}', '\u0000', '{"p":"hcs-20","op":"deploy","tick":{"$gt":""}}'),
    fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }))
  const sampled = fc.sample(fc.oneof({ weight: 3, arbitrary: hcs20 }, { weight: 2, arbitrary: malformed }), { numRuns: count, seed })
  if (!keyCollisions) return sampled
  // Always, not by chance: deploys and mints on tickers named like a service ticker's Redis keys.
  const colliding = serviceTickers.flatMap((t) => [`${t}:holders`, `${t}:balances`]).flatMap((tick) => [
    JSON.stringify({ p: 'hcs-20', op: 'deploy', name: 'collide', tick, max: '1000' }),
    JSON.stringify({ p: 'hcs-20', op: 'mint', tick, amt: '1', to: '0.0.5001' })
  ])
  return [...colliding, ...sampled]
}

export interface HostileWriter {
  accountId: string
  /** Resolves with how many messages reached the topic and how many submits failed. */
  stop: () => Promise<{ sent: number, failed: number }>
}

/** Creates a funded account and starts writing `messages` to `topicId`, one every `intervalMs` or so. */
export async function startHostileWriter (info: EmulatorInfo, topicId: string, messages: string[], intervalMs: number): Promise<HostileWriter> {
  const operator = emulatorClient(info)
  const key = PrivateKey.generateED25519()
  let accountId: string
  try {
    const receipt = await (await new AccountCreateTransaction().setKeyWithoutAlias(key.publicKey).setInitialBalance(new Hbar(100)).execute(operator)).getReceipt(operator)
    accountId = receipt.accountId!.toString()
  } finally {
    operator.close()
  }
  const client = emulatorClient(info, accountId, key)
  let stopping = false
  let sent = 0
  let failed = 0
  const loop = (async () => {
    for (const text of messages) {
      if (stopping) break
      try {
        const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(text).execute(client)
        await response.getReceipt(client)
        sent++
        await new Promise((resolve) => setTimeout(resolve, intervalMs))
      } catch {
        failed++
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  })()
  return {
    accountId,
    stop: async () => {
      stopping = true
      await loop
      client.close()
      return { sent, failed }
    }
  }
}

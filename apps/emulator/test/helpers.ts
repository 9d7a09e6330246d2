import { createPrivateKey, sign } from 'node:crypto'
import { Client, PrivateKey, type AccountId } from '@hashgraph/sdk'
import { startEmulator, type Emulator, type EmulatorOptions } from '../src/index.js'
import { pino } from 'pino'

export async function startTestEmulator (options: EmulatorOptions = {}): Promise<Emulator> {
  return await startEmulator({ grpcPort: 0, mirrorPort: 0, logger: pino({ level: 'silent' }), ...options })
}

/** An SDK client for the emulator; `fast` signs with node:crypto (the SDK's pure-JS signer is slow). */
export function sdkClient (emulator: Emulator, opts: { fast?: boolean, accountId?: string | AccountId, key?: PrivateKey } = {}): Client {
  const client = Client.forNetwork({ [emulator.grpcAddress]: emulator.nodeAccountId }, { scheduleNetworkUpdate: false })
  client.setMirrorNetwork([emulator.mirrorGrpcAddress])
  client.setNodeMaxBackoff(1000)
  client.setNodeMinReadmitPeriod(0)
  const accountId = opts.accountId ?? emulator.operatorId
  const key = opts.key ?? PrivateKey.fromStringDer(emulator.operatorKey)
  if (opts.fast === true) {
    const keyObject = createPrivateKey({ key: Buffer.from(key.toStringDer(), 'hex'), format: 'der', type: 'pkcs8' })
    client.setOperatorWith(accountId, key.publicKey, async (message) => sign(null, message, keyObject))
  } else {
    client.setOperator(accountId, key)
  }
  return client
}

export async function getJson (emulator: Emulator, path: string): Promise<{ status: number, body: Record<string, unknown> }> {
  const res = await fetch(emulator.mirrorUrl + path)
  return { status: res.status, body: await res.json() as Record<string, unknown> }
}

/** Retries `fn` until it resolves (polling, never a fixed sleep-and-hope), or rethrows after the deadline. */
export async function eventually<T> (fn: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await fn()
    } catch (err) {
      if (Date.now() > deadline) throw err
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

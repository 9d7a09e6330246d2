import { pino } from 'pino'
import { startEmulator, type Emulator } from '@hcs/emulator'
import type { Client } from '@hashgraph/sdk'
import { loadConfig, type Config } from '../../src/config.js'
import { createHederaClient } from '../../src/hedera/client.js'

export const silent = pino({ level: 'silent' })

/** An in-process emulator on free ports, and worker-style configuration pointing at it (custom network). */
export async function startNetwork (): Promise<Emulator> {
  return await startEmulator({ grpcPort: 0, mirrorPort: 0, logger: silent })
}

export function networkEnv (emulator: Emulator): Record<string, string> {
  return {
    HEDERA_NETWORK: 'custom',
    HEDERA_NETWORK_ID: emulator.networkId,
    HEDERA_NODES: `${emulator.grpcAddress}=${emulator.nodeAccountId}`,
    HEDERA_OPERATOR_ID: emulator.operatorId,
    HEDERA_OPERATOR_KEY: emulator.operatorKey,
    MIRROR_URL: emulator.mirrorUrl,
    HEDERA_REQUEST_TIMEOUT_MS: '15000',
    HEDERA_RECEIPT_TIMEOUT_MS: '15000',
    LOG_LEVEL: 'silent'
  }
}

export function testConfig (emulator: Emulator, env: Record<string, string>): Config {
  return loadConfig({ ...networkEnv(emulator), ...env })
}

export function testClient (emulator: Emulator): Client {
  return createHederaClient(loadConfig({ ...networkEnv(emulator), HCS20_TOPIC_ID: '0.0.0' }))
}

interface MirrorMessages { messages: Array<{ message: string, sequence_number: number }>, links: { next: string | null } }

/** Every message of a topic through the mirror REST API, decoded to UTF-8, in sequence order. */
export async function readTopicMessages (mirrorUrl: string, topicId: string): Promise<Array<{ text: string, sequenceNumber: number }>> {
  const out: Array<{ text: string, sequenceNumber: number }> = []
  let next: string | null = `/api/v1/topics/${topicId}/messages?limit=100&order=asc`
  while (next !== null) {
    const response = await fetch(new URL(next, mirrorUrl))
    if (!response.ok) throw new Error(`mirror answered ${response.status}`)
    const body = await response.json() as MirrorMessages
    for (const m of body.messages) out.push({ text: Buffer.from(m.message, 'base64').toString('utf8'), sequenceNumber: m.sequence_number })
    next = body.messages.length === 0 ? null : body.links.next
  }
  return out
}

/** Polls until `check` returns true; fails with `what` after `timeoutMs`. */
export async function waitFor (what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// Helpers for the ledger's end-to-end tests: direct SDK access to the emulator (other payers, messages
// the service did not send), an independent replay of a topic, and reads of the ledger through the api.
import {
  AccountCreateTransaction, Client, Hbar, PrivateKey, TopicMessageSubmitTransaction
} from '@hashgraph/sdk'
import { applyMessages, emptyTopicState, parseManagedTopics, parseMessage } from '@hcs/protocol'
import type { ReplayItem, TopicState } from '@hcs/protocol'
import type { NetworkInfo, Stack } from './stack.js'
import { waitFor } from './processes.js'

export interface MirrorMessage {
  sequence_number: number
  consensus_timestamp: string
  payer_account_id: string
  /** Decoded UTF-8 text of the message. */
  text: string
}

/** An SDK client on the emulator paying with `accountId`/`key` (default: the emulator's operator). */
export function sdkClient (network: NetworkInfo, accountId: string = network.operatorId, key?: PrivateKey): Client {
  const client = Client.forNetwork({ [network.grpcAddress]: network.nodeAccountId }, { scheduleNetworkUpdate: false })
  client.setNodeMaxBackoff(1000)
  client.setNodeMinReadmitPeriod(0)
  client.setOperator(accountId, key ?? PrivateKey.fromStringDer(network.operatorKey))
  return client
}

/** A new account (funded by the operator) and a client that pays with it. */
export async function createPayer (network: NetworkInfo): Promise<{ accountId: string, client: Client }> {
  const operator = sdkClient(network)
  try {
    const key = PrivateKey.generateED25519()
    const receipt = await (await new AccountCreateTransaction().setKeyWithoutAlias(key.publicKey).setInitialBalance(new Hbar(10)).execute(operator)).getReceipt(operator)
    if (receipt.accountId === null) throw new Error('AccountCreateTransaction returned no account id')
    const accountId = receipt.accountId.toString()
    return { accountId, client: sdkClient(network, accountId, key) }
  } finally {
    operator.close()
  }
}

/** The submit key of a managed private topic, from the stack's HCS20_TOPICS line. */
export function submitKeyOf (stack: Stack, topicId: string): PrivateKey {
  const topic = parseManagedTopics(stack.env.HCS20_TOPICS ?? '').find((t) => t.topicId === topicId)
  if (topic?.submitKey === undefined) throw new Error(`no submit key for ${topicId} in HCS20_TOPICS`)
  return PrivateKey.fromStringDer(topic.submitKey)
}

/** Submits `message` straight to the topic (not through the service); resolves with its sequence number. */
export async function submitDirect (client: Client, topicId: string, message: string, submitKey?: PrivateKey): Promise<number> {
  const tx = new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(message).freezeWith(client)
  if (submitKey !== undefined) await tx.sign(submitKey)
  const receipt = await (await tx.execute(client)).getReceipt(client)
  return Number(receipt.topicSequenceNumber?.toString() ?? '0')
}

/** Every message of a topic from the mirror REST, in sequence order. */
export async function mirrorMessages (network: NetworkInfo, topicId: string): Promise<MirrorMessage[]> {
  const out: MirrorMessage[] = []
  let next: string | null = `/api/v1/topics/${topicId}/messages?limit=100&order=asc`
  while (next !== null) {
    const res = await fetch(`${network.mirrorUrl}${next}`)
    if (!res.ok) throw new Error(`mirror answered ${res.status}`)
    const page = await res.json() as { messages: Array<Omit<MirrorMessage, 'text'> & { message: string }>, links: { next: string | null } }
    for (const m of page.messages) {
      out.push({
        sequence_number: m.sequence_number,
        consensus_timestamp: m.consensus_timestamp,
        payer_account_id: m.payer_account_id,
        text: Buffer.from(m.message, 'base64').toString('utf8')
      })
    }
    next = page.links.next
  }
  return out
}

/** The HCS-20 state of a topic replayed from scratch with protocol's rules: the reference an indexer must match. */
export function replayTopic (messages: MirrorMessage[], isPrivate: boolean): TopicState {
  const items: ReplayItem[] = []
  for (const m of messages) {
    const parsed = parseMessage(m.text)
    if (!parsed.ok) continue
    items.push({
      message: parsed.message,
      ctx: { payer: m.payer_account_id, isPrivate, sequenceNumber: m.sequence_number, consensusTimestamp: m.consensus_timestamp }
    })
  }
  return applyMessages(emptyTopicState(), items).state
}

function topicQuery (stack: Stack, topicId: string): string {
  return topicId === stack.topicId ? '' : `topic_id=${topicId}`
}

/** Polls the api's topic status until the indexer has applied `sequence`. */
export async function waitIndexed (stack: Stack, topicId: string, sequence: number, timeoutMs = 60_000): Promise<void> {
  await waitFor(async () => {
    const res = await stack.get(`/api/topics/${topicId}/status`)
    return res.status === 200 && res.body.lastSequence >= sequence ? true : undefined
  }, timeoutMs, 100)
}

/**
 * A ticker as the api serves it: inscription fields and every holder (all pages). The holders' order follows the
 * ledger just behind it (the indexer's ranker, ADR 037): the pages are read again until they list `total` holders.
 */
export async function readTicker (stack: Stack, topicId: string, tick: string): Promise<{ inscription: Record<string, unknown>, balances: Record<string, string> }> {
  const query = topicQuery(stack, topicId)
  const inscription = await stack.get(`/api/inscription/${tick}${query === '' ? '' : `?${query}`}`)
  if (inscription.status !== 200) throw new Error(`GET inscription ${tick}: ${inscription.status} ${JSON.stringify(inscription.body)}`)
  const deadline = Date.now() + 15_000
  for (;;) {
    const balances: Record<string, string> = {}
    let total = 0
    let next: string | null = `/api/inscription/${tick}/holders?limit=7${query === '' ? '' : `&${query}`}`
    while (next !== null) {
      const page = await stack.get(next)
      if (page.status !== 200) throw new Error(`GET holders ${tick}: ${page.status}`)
      for (const h of page.body.holders as Array<{ account: string, balance: string }>) balances[h.account] = h.balance
      total = page.body.total as number
      next = page.body.next
    }
    if (Object.keys(balances).length === total || Date.now() > deadline) return { inscription: inscription.body as Record<string, unknown>, balances }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The available balance of `account` (confirmed balance minus pending debits) through the api. */
export async function balanceOf (stack: Stack, topicId: string, tick: string, account: string): Promise<{ balance: string, pendingDebits: string, available: string }> {
  const query = topicQuery(stack, topicId)
  const res = await stack.get(`/api/inscription/${tick}/balance/${account}${query === '' ? '' : `?${query}`}`)
  if (res.status !== 200) throw new Error(`GET balance ${tick} ${account}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

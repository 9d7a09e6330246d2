import type { Stack } from '../../test/support/stack.js'

export interface Ledger {
  ticker: string
  /** Accounts holding a large confirmed balance, to transfer from. */
  holders: string[]
}

// 18 digits, the HCS-20 maximum: mints in the benchmark never run out of supply.
const MAX_SUPPLY = '999999999999999999'
const HOLDER_BALANCE = '100000000000000'

async function accepted (stack: Stack, path: string, body: unknown): Promise<string> {
  const res = await stack.post(path, body)
  if (res.status !== 202) throw new Error(`setup: POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return String(res.body.jobId)
}

/**
 * Puts a ticker and funded holders on the stack's topic (or on `topicId`, one of the stack's topics) through the
 * whole pipeline and waits until they reach `state` (`confirmed`: transfers are then valid against the confirmed ledger).
 */
export async function prepareLedger (stack: Stack, ticker: string, holderCount = 8, state = 'confirmed', topicId?: string): Promise<Ledger> {
  const onTopic = topicId === undefined ? {} : { topic_id: topicId }
  const deploy = await accepted(stack, '/api/inscription/deploy', { ticker, name: `Bench ${ticker}`, max: MAX_SUPPLY, ...onTopic })
  await stack.waitForJob(deploy, [state], 60_000)
  const holders = Array.from({ length: holderCount }, (_, i) => `0.0.${5001 + i}`)
  const mints = await Promise.all(holders.map(async (to) =>
    await accepted(stack, `/api/inscription/${ticker}/mint`, { amount: HOLDER_BALANCE, to, ...onTopic })))
  await Promise.all(mints.map(async (id) => await stack.waitForJob(id, [state], 60_000)))
  return { ticker, holders }
}

/** One mint and one transfer body per holder, alternating: the request mix of every API run. */
export function operationMix (ledger: Ledger): Array<{ path: string, body: Record<string, string> }> {
  return ledger.holders.flatMap((from, i): Array<{ path: string, body: Record<string, string> }> => [
    { path: `/api/inscription/${ledger.ticker}/mint`, body: { amount: '1', to: `0.0.${7001 + i}` } },
    { path: `/api/inscription/${ledger.ticker}/transfer`, body: { amount: '1', from, to: `0.0.${7101 + i}` } }
  ])
}

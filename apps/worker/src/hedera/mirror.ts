export type MirrorOutcome =
  | { found: false }
  | { found: true, result: string, consensusTimestamp?: string }

interface MirrorTransaction { result?: unknown, consensus_timestamp?: unknown, scheduled?: unknown, nonce?: unknown }

/** `0.0.2@1700000000.000000001` → the mirror node's path form `0.0.2-1700000000-000000001`. */
export function mirrorTransactionId (transactionId: string): string {
  const match = /^(\d+\.\d+\.\d+)@(\d+)\.(\d+)$/.exec(transactionId)
  if (match === null) throw new Error(`not a transaction id: ${transactionId}`)
  return `${match[1] as string}-${match[2] as string}-${(match[3] as string).padStart(9, '0')}`
}

/**
 * What the mirror node knows of a transaction id: not found, or the result it reached at consensus.
 * The mirror keeps every transaction, so it settles outcomes after receipts (about 3 minutes) are gone.
 */
export async function lookupMirrorTransaction (mirrorUrl: string, transactionId: string, timeoutMs: number): Promise<MirrorOutcome> {
  const url = new URL(`/api/v1/transactions/${mirrorTransactionId(transactionId)}`, mirrorUrl)
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
  if (response.status === 404) return { found: false }
  if (!response.ok) throw new Error(`mirror node answered ${response.status} for a transaction lookup`)
  const body = await response.json() as { transactions?: MirrorTransaction[] }
  const own = (body.transactions ?? []).filter((tx) => tx.scheduled !== true && (tx.nonce ?? 0) === 0)
  if (own.length === 0) return { found: false }
  // A resubmitted id shows up again as DUPLICATE_TRANSACTION; the first non-duplicate entry is the outcome.
  const outcome = own.find((tx) => tx.result === 'SUCCESS') ?? own.find((tx) => tx.result !== 'DUPLICATE_TRANSACTION') ?? own[0]
  const result = typeof outcome?.result === 'string' ? outcome.result : 'UNKNOWN'
  const consensusTimestamp = typeof outcome?.consensus_timestamp === 'string' ? outcome.consensus_timestamp : undefined
  return { found: true, result, consensusTimestamp }
}

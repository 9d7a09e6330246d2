import type { ChainableCommander, Redis } from 'ioredis'
import {
  ADMIT_SCRIPT, RELEASE_SCRIPT, balancesKey, inscriptionKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey,
  reservationKey, topicMetaKey
} from '@hcs/protocol'
import type { Operation } from '@hcs/protocol'
import { AppError, queueUnavailable } from './errors.js'
import type { AdmitOperation } from './intake.js'

export interface LedgerAdmitOptions {
  redis: Redis
  prefix: string
  /** Lifetime of a reservation: the job record's TTL (a job never outlives its record). */
  reservationTtlSeconds: number
  /** The payer of every message the worker submits; transfers and burns on a public topic must debit it. */
  operatorId: string | undefined
}

type AdmitCommand = (
  inscription: string, pendingDeploy: string, pendingSupply: string, balances: string, pendingDebits: string, reservation: string,
  op: string, tick: string, amt: string, account: string, max: string, lim: string, jobId: string, ttl: string
) => Promise<string>
type ReleaseCommand = (reservation: string) => Promise<number>

type AdmitArgs = Parameters<AdmitCommand>
/** ioredis copies defined commands onto every pipeline, but its types do not know them. */
type LedgerPipeline = ChainableCommander & { hcsLedgerAdmit: (...args: AdmitArgs) => ChainableCommander }

interface LedgerCommands {
  hcsLedgerAdmit: AdmitCommand
  hcsLedgerRelease: ReleaseCommand
}

/**
 * Registers the reservation scripts on `redis` (defineCommand sends EVALSHA, EVAL only the first time
 * on a connection), once per connection.
 */
function ledgerCommands (redis: Redis): LedgerCommands {
  if (!('hcsLedgerAdmit' in redis)) redis.defineCommand('hcsLedgerAdmit', { numberOfKeys: 6, lua: ADMIT_SCRIPT })
  if (!('hcsLedgerRelease' in redis)) redis.defineCommand('hcsLedgerRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT })
  return redis as unknown as LedgerCommands
}

/** The account a transfer or burn debits; undefined for deploy and mint. */
export function debitedAccount (operation: Operation): string | undefined {
  return operation.op === 'transfer' || operation.op === 'burn' ? operation.from : undefined
}

/** The AppError answering an admission refusal code of ADMIT_SCRIPT (or FROM_NOT_PAYER). */
export function admissionError (code: string, detail: string): AppError {
  switch (code) {
    case 'TICKER_EXISTS':
      return new AppError('TICKER_EXISTS', 409, 'Conflict', { detail })
    case 'TICKER_NOT_FOUND':
      return new AppError('TICKER_NOT_FOUND', 404, 'Not Found', { detail })
    case 'LIMIT_EXCEEDED':
    case 'SUPPLY_EXCEEDED':
    case 'INSUFFICIENT_BALANCE':
    case 'FROM_NOT_PAYER':
      return new AppError(code, 422, 'Unprocessable Content', { detail })
  }
  return new AppError('INTERNAL', 500, 'Internal Server Error', {
    detail: 'Internal Server Error', cause: new Error(`unexpected admission result ${code}`)
  })
}

/** Amounts stay decimal strings in Redis; BigInt keeps all 18 digits exact. */
function amount (value: string | null | undefined): bigint {
  return value === null || value === undefined || value === '' ? 0n : BigInt(value)
}

/**
 * Builds the AppError for an admission refusal code; its detail names the numbers involved (read
 * after the refusal, so they are informative, not a second decision). Never rejects.
 */
export function refusalExplainer (redis: Redis, prefix: string, operatorId: string | undefined) {
  async function explain (code: string, operation: Operation, topicId: string): Promise<string> {
    const tick = operation.tick
    switch (code) {
      case 'TICKER_EXISTS':
        return `Ticker ${tick} is already deployed (or its deploy is pending) on topic ${topicId}`
      case 'TICKER_NOT_FOUND':
        return `Ticker ${tick} is not deployed on topic ${topicId}`
      case 'LIMIT_EXCEEDED': {
        const [lim, pendingLim] = await Promise.all([
          redis.hget(inscriptionKey(prefix, topicId, tick), 'lim'), redis.hget(pendingDeployKey(prefix, topicId, tick), 'lim')
        ])
        return `Requested ${operation.op === 'mint' ? operation.amt : '?'} is over the per-mint limit ${lim ?? pendingLim ?? '?'} of ${tick}`
      }
      case 'SUPPLY_EXCEEDED': {
        const [confirmed, pendingMax, reserved] = await Promise.all([
          redis.hmget(inscriptionKey(prefix, topicId, tick), 'max', 'supply'),
          redis.hget(pendingDeployKey(prefix, topicId, tick), 'max'),
          redis.hget(pendingSupplyKey(prefix, topicId), tick)
        ])
        const max = confirmed[0] ?? pendingMax ?? '0'
        const room = amount(max) - amount(confirmed[1]) - amount(reserved)
        const requested = operation.op === 'mint' ? operation.amt : '?'
        return `Requested ${requested} but only ${room > 0n ? room : 0n} of max ${max} can still be minted ` +
          `(supply ${confirmed[1] ?? '0'}, pending mints ${reserved ?? '0'})`
      }
      case 'INSUFFICIENT_BALANCE': {
        const account = debitedAccount(operation) ?? ''
        const [balance, held] = await Promise.all([
          redis.hget(balancesKey(prefix, topicId, tick), account), redis.hget(pendingDebitsKey(prefix, topicId, tick), account)
        ])
        const available = amount(balance) - amount(held)
        const requested = operation.op === 'transfer' || operation.op === 'burn' ? operation.amt : '?'
        return `Account ${account} has ${available > 0n ? available : 0n} ${tick} available, ${requested} requested ` +
          `(balance ${balance ?? '0'}, pending debits ${held ?? '0'})`
      }
      case 'FROM_NOT_PAYER':
        return operatorId === undefined
          ? `Topic ${topicId} is public (or not indexed yet): a ${operation.op} needs HEDERA_OPERATOR_ID configured on the api`
          : `Topic ${topicId} is public (or not indexed yet): the ledger only applies a ${operation.op} whose from is the payer ${operatorId}`
    }
    return code
  }

  return async function refusal (code: string, operation: Operation, topicId: string): Promise<AppError> {
    let detail: string
    try {
      detail = await explain(code, operation, topicId)
    } catch {
      detail = code.toLowerCase().replaceAll('_', ' ')
    }
    return admissionError(code, detail)
  }
}

/**
 * An `AdmitOperation` on its own (the api's default folds the same check into its intake script,
 * intake-script.ts): protocol's ADMIT_SCRIPT checks the operation against the projected ledger
 * (confirmed state + reservations of accepted, unconfirmed jobs) and reserves its effect atomically.
 */
export function createLedgerAdmit (options: LedgerAdmitOptions): AdmitOperation {
  const { redis, prefix, reservationTtlSeconds, operatorId } = options
  const commands = ledgerCommands(redis)
  const refusal = refusalExplainer(redis, prefix, operatorId)

  async function refuse (code: string, operation: Operation, topicId: string): Promise<never> {
    throw await refusal(code, operation, topicId)
  }

  return async (operation, topicId, jobId) => {
    const tick = operation.tick
    const from = debitedAccount(operation)
    const reservation = reservationKey(prefix, jobId)
    const args = [
      inscriptionKey(prefix, topicId, tick), pendingDeployKey(prefix, topicId, tick), pendingSupplyKey(prefix, topicId),
      balancesKey(prefix, topicId, tick), pendingDebitsKey(prefix, topicId, tick), reservation,
      operation.op, tick, operation.op === 'deploy' ? '' : operation.amt, from ?? '',
      operation.op === 'deploy' ? operation.max : '', operation.op === 'deploy' ? operation.lim ?? '' : '',
      jobId, String(reservationTtlSeconds)
    ] satisfies AdmitArgs
    // One round trip: whether this job id already holds a reservation (ADMIT_SCRIPT answers OK for it
    // again; releasing it would then undo the earlier job's reservation), the topic's public/private flag
    // (written by the indexer; absent counts as public), then the atomic admission.
    const pipeline = redis.pipeline() as LedgerPipeline
    pipeline.exists(reservation)
    pipeline.hget(topicMetaKey(prefix, topicId), 'private')
    let replies: Array<[Error | null, unknown]> | null
    try {
      replies = await pipeline.hcsLedgerAdmit(...args).exec()
    } catch (err) {
      throw queueUnavailable(err)
    }
    const [existed, flag, admitted] = (replies ?? []).map(([err, value]) => {
      if (err !== null) throw queueUnavailable(err)
      return value
    })
    const result = String(admitted)
    const ours = existed === 0

    // A debit of another account than the payer is only valid on a private topic.
    if (from !== undefined && from !== operatorId && flag !== '1' && result !== 'TICKER_NOT_FOUND') {
      if (result === 'OK' && ours) await commands.hcsLedgerRelease(reservation).catch(() => 0)
      return await refuse('FROM_NOT_PAYER', operation, topicId)
    }
    if (result !== 'OK') return await refuse(result, operation, topicId)
    return {
      release: async () => {
        if (ours) await commands.hcsLedgerRelease(reservation)
      }
    }
  }
}

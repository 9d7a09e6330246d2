import type { Redis } from 'ioredis'
import { balancesKey, inscriptionKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey, topicMetaKey } from '@hcs/protocol'
import type { KeyScope, Operation } from '@hcs/protocol'
import { AppError } from '../http/errors.js'

/** The account a transfer or burn debits; undefined for deploy and mint. */
export function debitedAccount (operation: Operation): string | undefined {
  return operation.op === 'transfer' || operation.op === 'burn' ? operation.from : undefined
}

/**
 * Whether debiting `from` needs a private topic: on a public topic HCS-20 takes a transfer or burn only from the
 * account that pays for its message (`payer`: the holder of a signed transaction, else the operator).
 */
export function needsPrivateTopic (from: string | undefined, payer: string | undefined): boolean {
  return from !== undefined && from !== payer
}

/** The AppError answering an admission refusal code of protocol's admitScript (or FROM_NOT_PAYER). */
export function admissionError (code: string, detail: string): AppError {
  switch (code) {
    case 'TICKER_EXISTS':
      return new AppError('TICKER_EXISTS', 409, 'Conflict', { detail })
    case 'TICKER_NOT_FOUND':
      return new AppError('TICKER_NOT_FOUND', 404, 'Not Found', { detail })
    case 'TICKER_NOT_OWNED':
      return new AppError('TICKER_NOT_OWNED', 403, 'Forbidden', { detail })
    case 'TOPIC_HALTED':
      return new AppError('TOPIC_HALTED', 503, 'Service Unavailable', { detail, headers: { 'retry-after': '30' } })
    case 'TENANT_BACKLOG_FULL':
      return new AppError('QUEUE_FULL', 503, 'Service Unavailable', { detail, headers: { 'retry-after': '1' } })
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
export function refusalExplainer (redis: Redis, keys: KeyScope, operatorId: string | undefined) {
  async function explain (code: string, operation: Operation, topicId: string): Promise<string> {
    const tick = operation.tick
    switch (code) {
      case 'TICKER_EXISTS':
        return `Ticker ${tick} is already deployed (or its deploy is pending) on topic ${topicId}`
      case 'TICKER_NOT_FOUND':
        return `Ticker ${tick} is not deployed on topic ${topicId}`
      case 'TOPIC_HALTED': {
        const [reason, sequence] = await redis.hmget(topicMetaKey(keys, topicId), 'halted', 'haltedSequence')
        return `Topic ${topicId} is halted (${reason ?? 'reason unknown'} at sequence ${sequence ?? '?'}): the indexer confirms nothing until ` +
          'an operator clears the halt, so no operation is accepted for it (GET /api/topics/{topicId}/status)'
      }
      case 'TENANT_BACKLOG_FULL':
        return `This tenant has as many operations accepted and not yet settled on topic ${topicId} as its quota allows ` +
          '(TENANT_MAX_BACKLOG): retry once some settle; other tenants are not held back'
      case 'TICKER_NOT_OWNED':
        return `Ticker ${tick} on topic ${topicId} belongs to another tenant: only its own keys mint, transfer and burn it`
      case 'LIMIT_EXCEEDED': {
        const [lim, pendingLim] = await Promise.all([
          redis.hget(inscriptionKey(keys, topicId, tick), 'lim'), redis.hget(pendingDeployKey(keys, topicId, tick), 'lim')
        ])
        return `Requested ${operation.op === 'mint' ? operation.amt : '?'} is over the per-mint limit ${lim ?? pendingLim ?? '?'} of ${tick}`
      }
      case 'SUPPLY_EXCEEDED': {
        const [confirmed, pendingMax, reserved] = await Promise.all([
          redis.hmget(inscriptionKey(keys, topicId, tick), 'max', 'supply'),
          redis.hget(pendingDeployKey(keys, topicId, tick), 'max'),
          redis.hget(pendingSupplyKey(keys, topicId), tick)
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
          redis.hget(balancesKey(keys, topicId, tick), account), redis.hget(pendingDebitsKey(keys, topicId, tick), account)
        ])
        const available = amount(balance) - amount(held)
        const requested = operation.op === 'transfer' || operation.op === 'burn' ? operation.amt : '?'
        return `Account ${account} has ${available > 0n ? available : 0n} ${tick} available, ${requested} requested ` +
          `(balance ${balance ?? '0'}, pending debits ${held ?? '0'})`
      }
      case 'FROM_NOT_PAYER':
        return operatorId === undefined
          ? `Topic ${topicId} is public (or not indexed yet): a ${operation.op} needs HEDERA_OPERATOR_ID configured on the api`
          : `Topic ${topicId} is public (or not indexed yet): the ledger only applies a ${operation.op} whose from is the payer ${operatorId}; ` +
            `its holder can sign it instead (POST /api/inscription/${encodeURIComponent(operation.tick)}/${operation.op}/prepare, then POST /api/transactions)`
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

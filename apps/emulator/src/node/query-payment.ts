import { proto } from '@hashgraph/proto'
import { Code, precheck, type CheckedTx } from '../ledger/prechecks.js'
import type { QueryName } from '../ledger/fees.js'
import type { Decide } from '../ledger/hedera-ledger.js'
import { entityString, fromProtoAccount, toBigInt } from '../ids.js'
import type { TransactionContext } from './grpc-server.js'
import { isCostAnswer } from './queries.js'

/** A paid query's payment once checked: the code to answer with, and, when OK, what charges it (once the query is answered). */
export interface QueryPayment {
  code: number
  charge: () => void
}

const FREE: QueryPayment = { code: Code.OK, charge: () => {} }

/** The hbar each account gives (negative) or gets in the payment's transfer list, summed per account. */
function netAmounts (tx: CheckedTx): Map<string, bigint> {
  const sums = new Map<string, bigint>()
  for (const a of tx.body.cryptoTransfer?.transfers?.accountAmounts ?? []) {
    const id = fromProtoAccount(a.accountID)
    if (id === undefined) continue
    const key = entityString(id)
    sums.set(key, (sums.get(key) ?? 0n) + toBigInt(a.amount))
  }
  return sums
}

/** Every account the payment debits exists, signed it and can pay its part (the payer its fee too); OK or the failing code. */
function checkDebits (ctx: TransactionContext, tx: CheckedTx, amounts: Map<string, bigint>): number {
  const payer = entityString(tx.payer)
  for (const [id, amount] of amounts) {
    const account = ctx.ledger.state.accounts.get(id)
    if (account === undefined) return Code.INVALID_ACCOUNT_ID
    if (amount >= 0n) continue
    const owed = -amount + (id === payer ? BigInt(tx.fee) : 0n)
    if (account.balance < owed) return id === payer ? Code.INSUFFICIENT_PAYER_BALANCE : Code.INSUFFICIENT_ACCOUNT_BALANCE
    if (id !== payer && !tx.signatures.satisfies(account.key)) return Code.INVALID_SIGNATURE
  }
  return Code.OK
}

/** The payment at consensus: its transfers, if every debited account can still pay its part. */
function paymentDecider (ctx: TransactionContext): Decide {
  return (tx) => {
    const amounts = netAmounts(tx)
    const code = checkDebits(ctx, tx, amounts)
    if (code !== Code.OK) return { status: code }
    return { status: Code.SUCCESS, transfers: [...amounts].map(([account, amount]) => ({ account, amount: amount.toString() })) }
  }
}

/**
 * Checks a paid query's payment as a node does: a CryptoTransfer signed by its payer that passes the transaction
 * prechecks (its own fee included) and gives the node at least the query's cost, else INSUFFICIENT_TX_FEE. A cost
 * question (COST_ANSWER) is free. The charge sends the payment to consensus like any transaction (a CRYPTOTRANSFER
 * on the ledger and the mirror).
 */
export function checkQueryPayment (ctx: TransactionContext, header: proto.IQueryHeader | null | undefined, name: QueryName): QueryPayment {
  if (isCostAnswer(header)) return FREE
  if (!ctx.ledger.acceptsTransactions()) return { code: Code.BUSY, charge: () => {} }
  const payment = header?.payment
  const bytes = payment == null ? new Uint8Array() : proto.Transaction.encode(payment).finish()
  const checked = precheck(bytes, 'cryptoTransfer', ctx.precheck)
  if (typeof checked === 'number') return { code: checked, charge: () => {} }
  const amounts = netAmounts(checked)
  const toNode = amounts.get(entityString(checked.node)) ?? 0n
  if (toNode < BigInt(ctx.ledger.fees.query(name))) return { code: Code.INSUFFICIENT_TX_FEE, charge: () => {} }
  const code = checkDebits(ctx, checked, amounts)
  if (code !== Code.OK) return { code, charge: () => {} }
  return { code: Code.OK, charge: () => ctx.ledger.accept(checked, 'CRYPTOTRANSFER', paymentDecider(ctx)) }
}

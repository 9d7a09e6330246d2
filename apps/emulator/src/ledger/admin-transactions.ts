import { createHash } from 'node:crypto'
import type { proto } from '@hashgraph/proto'
import { nsToMirror } from '../ids.js'
import type { Fees } from './fees.js'
import { encodeKey, type LedgerEvent, type State, type TxEvent, type TxName } from './state.js'

const NODE_ACCOUNT_ID = '0.0.3'

/** The admin API's transactions: a test's or demo's wallet, created and funded at once by the operator. */
export interface AdminTransactions {
  /**
   * Creates an account with `key` and `balance` tinybars, paid for by the operator, at once. Returns its id, or
   * undefined when the log cannot be written (nothing happened).
   */
  createAccount: (key: proto.IKey, balance: bigint) => string | undefined
  /**
   * Moves `amount` tinybars from the operator to account `to`, at once (a CRYPTOTRANSFER the operator pays for: the
   * admin API's way to fund an account). Returns its transaction id, or undefined when the log cannot be written.
   */
  fund: (to: string, amount: bigint) => string | undefined
}

interface AdminContext {
  state: State
  fees: Fees
  closed: () => boolean
  nextConsensusNs: () => bigint
  nextEntityId: () => string
  /** The event's record, negative when it was not written. */
  commit: (event: LedgerEvent) => number
}

/** An admin transaction's fee: its type's, as for the smallest signed transaction of it (one signature). */
export function adminFee (fees: Fees, name: TxName): number {
  return fees.transaction(name, { bytes: 0, signatures: 1 })
}

export function createAdminTransactions (ctx: AdminContext): AdminTransactions {
  /**
   * A transaction of the admin API's, paid for by the operator, at consensus now: an id of the operator's no SDK
   * would pick (valid start at consensus). Undefined once closed or before genesis.
   */
  function adminEvent (name: TxName, memo: string, fields: (payer: string) => Pick<TxEvent, 'entity' | 'account' | 'transfers'>): TxEvent | undefined {
    const payer = ctx.state.operator?.operatorId
    if (ctx.closed() || payer === undefined) return undefined
    const consensusNs = ctx.nextConsensusNs()
    const txId = `${payer}@${nsToMirror(consensusNs)}`
    return {
      e: 'tx',
      txId,
      name,
      status: 'SUCCESS',
      consensus: nsToMirror(consensusNs),
      hash: createHash('sha384').update(txId).digest('base64'),
      node: NODE_ACCOUNT_ID,
      validDuration: 120,
      maxFee: '0',
      memo,
      fee: adminFee(ctx.fees, name),
      ...fields(payer)
    }
  }

  return {
    createAccount (key, balance) {
      const event = adminEvent('CRYPTOCREATEACCOUNT', 'admin account', () => ({
        entity: ctx.nextEntityId(),
        account: { key: encodeKey(key), balance: balance.toString(), memo: '' }
      }))
      return event !== undefined && ctx.commit(event) >= 0 ? event.entity : undefined
    },
    fund (to, amount) {
      const event = adminEvent('CRYPTOTRANSFER', 'admin transfer', (payer) => ({
        transfers: [{ account: payer, amount: (-amount).toString() }, { account: to, amount: amount.toString() }]
      }))
      return event !== undefined && ctx.commit(event) >= 0 ? event.txId : undefined
    }
  }
}

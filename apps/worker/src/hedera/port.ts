import { TransactionId, type Client } from '@hashgraph/sdk'
import type { KeySigner } from './keys.js'
import { probeReceipt, type ReceiptProbe } from './receipt.js'
import { HederaSubmitError } from './status.js'
import { submitSignedMessage } from './submit-signed.js'
import { errorStatus, submitMessage, type SubmitHooks, type SubmitOptions, type SubmitResult } from './submit.js'

export interface HederaSubmit {
  topicId: string
  message: string
  transactionId?: string
  /**
   * A holder-signed transaction: sent as it is, `settle` when an earlier run may have sent it;
   * `message` and `transactionId` are then the transaction's own.
   */
  signed?: { transaction: Uint8Array, settle: boolean }
}

/** What the processor and the reconciler need from Hedera; tests pass a fake. `submit` throws HederaSubmitError. */
export interface HederaPort {
  submit: (request: HederaSubmit, hooks: SubmitHooks) => Promise<SubmitResult>
  /** One look at a submission's receipt, never waiting for consensus. */
  probe: (transactionId: string) => Promise<ReceiptProbe>
}

/**
 * The real port: one SDK client, submit keys looked up by topic (they never leave this process). Holder-signed
 * transactions go through `unsigned`, a client of the same network without an operator: the SDK adds no signature
 * of ours to them.
 */
export function createHederaPort (client: Client, submitKeys: ReadonlyMap<string, KeySigner>, options: SubmitOptions, unsigned?: Client): HederaPort {
  return {
    async submit (request, hooks) {
      const submitKey = submitKeys.get(request.topicId)
      if (request.signed !== undefined) {
        if (unsigned === undefined) throw new HederaSubmitError('NOT_SUPPORTED', 'this worker has no client for holder-signed transactions')
        return await submitSignedMessage(unsigned, { transaction: request.signed.transaction, submitKey, settle: request.signed.settle }, hooks, options)
      }
      return await submitMessage(client, { ...request, submitKey }, hooks, options)
    },
    async probe (transactionId) {
      return await probeReceipt(client, TransactionId.fromString(transactionId), options.receiptTimeoutMs, errorStatus)
    }
  }
}

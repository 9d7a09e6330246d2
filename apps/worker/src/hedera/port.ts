import { TransactionId, type Client } from '@hashgraph/sdk'
import type { KeySigner } from './keys.js'
import { probeReceipt, type ReceiptProbe } from './receipt.js'
import { errorStatus, submitMessage, type SubmitHooks, type SubmitOptions, type SubmitResult } from './submit.js'

export interface HederaSubmit {
  topicId: string
  message: string
  transactionId?: string
}

/** What the processor and the reconciler need from Hedera; tests pass a fake. `submit` throws HederaSubmitError. */
export interface HederaPort {
  submit: (request: HederaSubmit, hooks: SubmitHooks) => Promise<SubmitResult>
  /** One look at a submission's receipt, never waiting for consensus. */
  probe: (transactionId: string) => Promise<ReceiptProbe>
}

/** The real port: one SDK client, submit keys looked up by topic (they never leave this process). */
export function createHederaPort (client: Client, submitKeys: ReadonlyMap<string, KeySigner>, options: SubmitOptions): HederaPort {
  return {
    async submit (request, hooks) {
      return await submitMessage(client, { ...request, submitKey: submitKeys.get(request.topicId) }, hooks, options)
    },
    async probe (transactionId) {
      return await probeReceipt(client, TransactionId.fromString(transactionId), options.receiptTimeoutMs, errorStatus)
    }
  }
}

import type { Client } from '@hashgraph/sdk'
import type { KeySigner } from './keys.js'
import { submitMessage, type SubmitHooks, type SubmitOptions, type SubmitResult } from './submit.js'

export interface HederaSubmit {
  topicId: string
  message: string
  transactionId?: string
}

/** What the processor needs from Hedera; tests pass a fake. Throws HederaSubmitError. */
export interface HederaPort {
  submit: (request: HederaSubmit, hooks: SubmitHooks) => Promise<SubmitResult>
}

/** The real port: one SDK client, submit keys looked up by topic (they never leave this process). */
export function createHederaPort (client: Client, submitKeys: ReadonlyMap<string, KeySigner>, options: SubmitOptions): HederaPort {
  return {
    async submit (request, hooks) {
      return await submitMessage(client, { ...request, submitKey: submitKeys.get(request.topicId) }, hooks, options)
    }
  }
}

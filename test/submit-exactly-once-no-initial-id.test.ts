// The submission pipeline (support/submission-pipeline.ts) with a mirror that leaves
// `chunk_info.initial_transaction_id` out, as other mirrors do: jobs settle by the sequence number of their own
// receipt, which the worker's reconciler reads (ADR 019). Receipts are asked for at once rather than the default
// 10 s after acceptance (which suits mirrors that report the id), as the ledger pipeline test does.
import { describeSubmissionPipeline } from './support/submission-pipeline.js'

describeSubmissionPipeline({
  variant: 'local network, mirror without initial_transaction_id',
  emulatorEnv: { EMULATOR_OMIT_INITIAL_TRANSACTION_ID: '1' },
  env: { RECONCILE_AFTER_MS: '1', RECONCILE_INTERVAL_MS: '50' },
  mintCount: 200,
  moveCount: 97,
  crashMints: 500
})

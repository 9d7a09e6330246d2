// End to end across processes: HTTP API → Redis/BullMQ → worker → emulator (gRPC) → mirror REST, with the mirror
// serving `chunk_info.initial_transaction_id` (jobs settle as the indexer reads them). The same pipeline runs
// without it (submit-exactly-once-no-initial-id) and on the mainnet profile (submit-exactly-once-mainnet).
import { describeSubmissionPipeline } from './support/submission-pipeline.js'

describeSubmissionPipeline({ variant: 'local network, mirror with initial_transaction_id', emulatorEnv: {}, mintCount: 200, moveCount: 97, crashMints: 500 })

export { startIndexer } from './indexer.js'
export type { Indexer } from './indexer.js'
export { runLedgerVerify } from './cli/ledger-verify.js'

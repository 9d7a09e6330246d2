export { startIndexer } from './indexer.js'
export type { Indexer } from './indexer.js'
export { runLedgerVerify } from './ledger-verify.js'

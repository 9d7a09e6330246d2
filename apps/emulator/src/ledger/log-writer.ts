import type { Logger } from 'pino'
import type { EventStore } from './store.js'
import { applyEvent, type LedgerEvent, type State } from './state.js'

/** After a failed log write, how long the node answers BUSY before it lets transactions try again. */
const LOG_RETRY_MS = 1000

/** Writes events to the log, then applies them to the state; remembers a failed write until one succeeds. */
export interface LogWriter {
  /** The event's record; -1 when the store is closed (shutdown), -2 when it cannot be written (nothing applied). */
  commit: (event: LedgerEvent) => number
  /** Why the log cannot be written (the last write failed), or undefined. */
  failure: () => string | undefined
  /**
   * False for a second after a failed write: the node answers BUSY instead of accepting what could not reach
   * consensus. Then transactions are let through again, and the first one written clears the failure.
   */
  acceptsTransactions: () => boolean
}

export function createLogWriter (state: State, store: EventStore, log: Logger): LogWriter {
  let failure: string | undefined
  let failedAtMs = 0
  return {
    commit (event) {
      let record: number
      try {
        record = store.append(event)
      } catch (err) {
        if (failure === undefined) log.error({ err }, 'the emulator log cannot be written: transactions are refused (BUSY) until it can')
        failure = (err as Error).message
        failedAtMs = Date.now()
        return -2
      }
      if (failure !== undefined) {
        log.info('the emulator log can be written again')
        failure = undefined
      }
      // a closed store writes nothing more (shutdown)
      if (record >= 0) applyEvent(state, event, record)
      return record
    },
    failure: () => failure,
    acceptsTransactions: () => failure === undefined || Date.now() - failedAtMs >= LOG_RETRY_MS
  }
}

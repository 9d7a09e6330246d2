import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { SECRET_FILE_MODE } from './secret-files.js'
import type { LedgerEvent } from './state.js'

/** Where events go: an append-only JSON-lines file in the data dir, or nowhere. */
export interface EventStore {
  /** Events already in the log, in order. */
  readonly replay: LedgerEvent[]
  append: (event: LedgerEvent) => void
  close: () => void
}

const LOG_FILE = 'ledger.log'

export function createMemoryStore (): EventStore {
  return { replay: [], append: () => {}, close: () => {} }
}

/**
 * Opens (or creates) `${dataDir}/ledger.log`. Each event is written synchronously as it reaches
 * consensus, so a restart sees everything that was ever acknowledged. A torn last line (a crash
 * in the middle of a write) is ignored.
 */
export function openFileStore (dataDir: string): EventStore {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const path = join(dataDir, LOG_FILE)
  const replay: LedgerEvent[] = []
  let tornTail = false
  if (existsSync(path)) {
    const lines = readFileSync(path, 'utf8').split('\n')
    for (const [i, line] of lines.entries()) {
      if (line === '') continue
      try {
        replay.push(JSON.parse(line) as LedgerEvent)
      } catch (err) {
        if (i < lines.length - 1 && lines.slice(i + 1).some((l) => l !== '')) {
          throw new Error(`corrupt emulator log ${path} at line ${i + 1}`, { cause: err })
        }
        tornTail = true
      }
    }
  }
  const fd = openSync(path, 'a', SECRET_FILE_MODE)
  // owner only, also for a log written before this (its genesis line may hold the operator's private key)
  chmodSync(path, SECRET_FILE_MODE)
  if (tornTail) writeSync(fd, '\n')
  let open = true
  return {
    replay,
    append (event) {
      if (!open) return
      writeSync(fd, JSON.stringify(event) + '\n')
    },
    close () {
      if (!open) return
      open = false
      fsyncSync(fd)
      closeSync(fd)
    }
  }
}

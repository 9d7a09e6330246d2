import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Owner read/write only: the files that hold the operator's private key. */
export const SECRET_FILE_MODE = 0o600

/** The operator's private key (DER hex) in a data dir; the event log holds only its public key. */
export const OPERATOR_KEY_FILE = 'operator.key'

/** Writes `text` to `path` whole (a temporary file renamed over it), readable by its owner only. */
export function writeSecretFile (path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, text, { mode: SECRET_FILE_MODE })
  // the mode given to writeFileSync only applies to a new file, and a umask could only narrow it
  chmodSync(tmp, SECRET_FILE_MODE)
  renameSync(tmp, path)
}

/** The operator key stored in `dataDir`, if any. */
export function readOperatorKeyFile (dataDir: string): string | undefined {
  const path = join(dataDir, OPERATOR_KEY_FILE)
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined
}

export function writeOperatorKeyFile (dataDir: string, derHex: string): void {
  writeSecretFile(join(dataDir, OPERATOR_KEY_FILE), derHex + '\n')
}

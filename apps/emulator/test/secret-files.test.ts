import { chmod, mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PrivateKey } from '@hashgraph/sdk'
import { OPERATOR_KEY_FILE } from '../src/secret-files.js'
import { startTestEmulator } from './helpers.js'

async function modeOf (path: string): Promise<number> {
  return (await stat(path)).mode & 0o777
}

describe('the emulator\'s files that hold keys', () => {
  let dataDir: string
  beforeEach(async () => { dataDir = await mkdtemp(join(tmpdir(), 'emulator-secrets-')) })
  afterEach(async () => { await rm(dataDir, { recursive: true, force: true }) })

  it('are mode 0600, and the event log never holds the private key', async () => {
    const emulator = await startTestEmulator({ dataDir })
    await emulator.close()
    const key = PrivateKey.fromStringDer(emulator.operatorKey)
    const log = await readFile(join(dataDir, 'ledger.log'), 'utf8')
    expect(log).toContain(key.publicKey.toStringRaw())
    expect(log).not.toContain(emulator.operatorKey)
    expect(log).not.toContain(key.toStringRaw())
    expect((await readFile(join(dataDir, OPERATOR_KEY_FILE), 'utf8')).trim()).toBe(emulator.operatorKey)
    for (const file of ['ledger.log', OPERATOR_KEY_FILE, 'network.json']) expect(await modeOf(join(dataDir, file))).toBe(0o600)
  })

  it('narrows a reopened data dir whose files were widened', async () => {
    const first = await startTestEmulator({ dataDir })
    await first.close()
    for (const file of ['ledger.log', 'network.json']) await chmod(join(dataDir, file), 0o644)
    const emulator = await startTestEmulator({ dataDir })
    await emulator.close()
    expect(emulator.operatorKey).toBe(first.operatorKey)
    expect(await modeOf(join(dataDir, 'ledger.log'))).toBe(0o600)
    expect(await modeOf(join(dataDir, 'network.json'))).toBe(0o600)
  })

  it('refuses a data dir whose key file is gone, unless the key is given', async () => {
    const first = await startTestEmulator({ dataDir })
    await first.close()
    await unlink(join(dataDir, OPERATOR_KEY_FILE))
    await expect(startTestEmulator({ dataDir })).rejects.toThrow(/operator key file/)
    const again = await startTestEmulator({ dataDir, operatorKey: first.operatorKey })
    await again.close()
    expect(again.operatorKey).toBe(first.operatorKey)
  })

  it('refuses a key file that does not match the log', async () => {
    const first = await startTestEmulator({ dataDir })
    await first.close()
    await writeFile(join(dataDir, OPERATOR_KEY_FILE), PrivateKey.generateED25519().toStringDer() + '\n')
    await expect(startTestEmulator({ dataDir })).rejects.toThrow(/does not match/)
  })
})

import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { BrowserContext } from 'playwright-core'
import { ROOT } from './processes.js'

/** Debian's chromium (`.ci/run` installs it when missing); playwright-core never downloads a browser. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Screenshots of the pages the browser tests open (ignored by git). */
export const ARTIFACTS_DIR = join(ROOT, 'test', 'artifacts')

// Nothing leaves the machine: no QUIC, no component updates, no sync, no first-run or background requests.
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'
]

export interface Browser {
  /** One browser context on a fresh profile: pages, and HTTP credentials set per step. */
  context: BrowserContext
  /** Closes the browser (every chromium process) and deletes its profile. */
  close: () => Promise<void>
}

/**
 * Launches Debian's chromium once per test file, on a fresh temporary profile (`--user-data-dir`, which
 * playwright takes as the persistent context's directory), headless.
 */
export async function launchBrowser (): Promise<Browser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'hcs20-chromium-'))
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: FLAGS,
      viewport: { width: 1280, height: 900 }
    })
    return {
      context,
      close: async () => {
        await context.close()
        await rm(userDataDir, { recursive: true, force: true })
      }
    }
  } catch (err) {
    await rm(userDataDir, { recursive: true, force: true })
    throw err
  }
}

import { relative } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that run longest whatever the machine (fixed-length load runs, consensus delays, transaction valid
 * windows), started first so that no fork is left with one of them at the end. vitest orders files by the durations
 * of the previous run when it has them, and by file size without them (a fresh clone, CI), which would start these
 * small files last.
 */
const LONGEST_FIRST = [
  'test/soak.test.ts',
  'test/chaos.test.ts',
  'test/submit-exactly-once-no-initial-id.test.ts',
  'test/submit-exactly-once-mainnet.test.ts',
  'test/submit-exactly-once.test.ts',
  'apps/worker/test/reconciler.int.test.ts',
  'test/start-many-processes.test.ts',
  'test/ledger-pipeline.test.ts',
  'apps/worker/test/network-conditions.int.test.ts'
]

class LongestFirstSequencer extends BaseSequencer {
  override async sort (files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification): number => {
      const index = LONGEST_FIRST.indexOf(relative(file.project.config.root, file.moduleId))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    // a stable sort: the other files keep vitest's order after these
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  // Workspaces resolve to their TypeScript sources through the "source" export condition.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Three forks on a 2-core machine: most of a file's time is spent waiting (consensus delays, leases, valid
    // windows, process starts), which the other forks use. Measured on 2 cores beside other work: apps/worker's
    // tests 80 s with four against 103 s with two, the end-to-end files of test/ (without soak, chaos and
    // exactly-once) 275 s against 304 s. Four were used until 2026-11-27, when on a slower CI machine (load
    // average 10, suite 770-1,020 s) processes restarted mid-test missed their 30 s and batches beat the backlog
    // sampler in three of three clean-clone runs (each file passing alone): three trade some time for headroom.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer }
  }
})

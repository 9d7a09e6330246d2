import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Workspaces resolve to their TypeScript sources through the "source" export condition.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks'
  }
})

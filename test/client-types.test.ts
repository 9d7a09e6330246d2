// The client's types are generated from the api's OpenAPI document: this fails when a route or schema
// changed and `npm run generate -w packages/client` was not run.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientTypes } from '../scripts/client-types.js'
import { ROOT } from './support/processes.js'

describe('packages/client/src/openapi.ts', () => {
  it('matches the api\'s current OpenAPI document', async () => {
    const committed = await readFile(join(ROOT, 'packages/client/src/openapi.ts'), 'utf8')
    expect(committed, 'packages/client/src/openapi.ts is stale: run npm run generate -w packages/client').toBe(await clientTypes())
  })
})

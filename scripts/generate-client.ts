// Regenerates packages/client/src/openapi.ts from the api's routes; test/client-types.test.ts fails when it is stale.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROOT } from './lib/services.js'
import { clientTypes } from './client-types.js'

await writeFile(join(ROOT, 'packages/client/src/openapi.ts'), await clientTypes())
console.log('wrote packages/client/src/openapi.ts')

// `npm run docs:config`: writes docs/configuration.md and .env.example from the config schemas
// (scripts/config-reference.ts renders them; test/config-docs.test.ts fails when either is stale).
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROOT } from './lib/services.js'
import { renderConfigurationDoc, renderEnvExample } from './config-reference.js'

await writeFile(join(ROOT, 'docs/configuration.md'), renderConfigurationDoc())
await writeFile(join(ROOT, '.env.example'), renderEnvExample())
console.log('wrote docs/configuration.md and .env.example')

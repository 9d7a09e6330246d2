import openapiTS, { astToString } from 'openapi-typescript'
import type { OpenAPI3 } from 'openapi-typescript'
import { buildApp, loadConfig } from '@hcs/api'
import type { JobRecordStore, SubmitQueue } from '@hcs/api'
import { Redis } from 'ioredis'

const HEADER = '// Generated from the api\'s OpenAPI document by `npm run generate -w packages/client`. Do not edit.\n'

/** The api's OpenAPI document, from an app built without Redis or a port (routes and schemas only). */
export async function openApiDocument (): Promise<OpenAPI3> {
  // no Redis is touched: the network identity only has to be valid
  const config = loadConfig({ API_SECRET_KEY: 'openapi-document-key-0123456789abcdefghij', KEY_HASH_SECRET: 'x'.repeat(32), HCS20_TOPIC_ID: '0.0.1', HEDERA_NETWORK_ID: 'openapi', LOG_LEVEL: 'silent' })
  const redis = new Redis({ lazyConnect: true })
  const none = async (): Promise<never> => { throw new Error('not used') }
  const queue: SubmitQueue = { enqueue: none, enqueueMany: none, close: async () => {} }
  const jobs: JobRecordStore = { get: none, getMany: none }
  const app = await buildApp({ config, queue, jobs, redis })
  await app.ready()
  const document = app.swagger() as unknown as OpenAPI3
  await app.close()
  redis.disconnect()
  return document
}

/** The TypeScript types of the api (openapi-typescript), as committed in packages/client/src/openapi.ts. */
export async function clientTypes (): Promise<string> {
  return HEADER + astToString(await openapiTS(await openApiDocument()))
}

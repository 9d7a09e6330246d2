import { parseManagedTopics } from '@hcs/protocol'

/** The topic ids of an HCS20_TOPICS value (`id` or `id=<submit key>`, comma-separated), without the keys. */
function topicIdsOnly (value: string | undefined): string | undefined {
  return value === undefined ? undefined : parseManagedTopics(value).map((topic) => topic.topicId).join(',')
}

/** The values without what signs: no operator key, and the topics without their submit keys. */
function withoutSigning (values: Record<string, string | undefined>, topics: string | undefined): Record<string, string | undefined> {
  return { ...values, HEDERA_OPERATOR_KEY: undefined, HCS20_TOPICS: topicIdsOnly(topics) }
}

/**
 * Each process gets only the secrets it uses (ADR 031): the worker signs (operator key, submit keys) and opens
 * webhook secrets (WEBHOOK_SECRET_KEY); the api checks API keys (API_SECRET_KEY, KEY_HASH_SECRET), seals webhook
 * secrets and never signs a transaction; the indexer needs none. A secret a process
 * must not get is set to undefined, so it is not inherited from this shell either.
 */
export function envFor (
  app: 'api' | 'worker' | 'indexer', shared: Record<string, string | undefined>, secrets: { apiKeys: string, keyHashSecret: string, webhookSecretKey: string },
  env: Record<string, string | undefined> = process.env
): Record<string, string | undefined> {
  const operatorKey = shared.HEDERA_OPERATOR_KEY ?? env.HEDERA_OPERATOR_KEY
  const topics = shared.HCS20_TOPICS ?? env.HCS20_TOPICS
  if (app === 'worker') {
    return { ...shared, HEDERA_OPERATOR_KEY: operatorKey, HCS20_TOPICS: topics, WEBHOOK_SECRET_KEY: secrets.webhookSecretKey, API_SECRET_KEY: undefined, KEY_HASH_SECRET: undefined }
  }
  const unsigned = withoutSigning(shared, topics)
  if (app === 'indexer') return { ...unsigned, API_SECRET_KEY: undefined, KEY_HASH_SECRET: undefined, WEBHOOK_SECRET_KEY: undefined }
  return { ...unsigned, API_SECRET_KEY: secrets.apiKeys, KEY_HASH_SECRET: secrets.keyHashSecret, WEBHOOK_SECRET_KEY: secrets.webhookSecretKey }
}

/**
 * The secrets compose's bootstrap keeps (generated once when not given): each goes to the apps that use it.
 * `apiKeys` only when the bootstrap generated the operator key (compose's environment gives the api a set one).
 */
export interface KeptSecrets { apiKeys?: string | undefined, keyHashSecret: string, webhookSecretKey: string }

/**
 * The network's values (compose's bootstrap) split per container, each with only what its app uses (ADR 031,
 * ADR 049): the worker signs (operator key, topics with their submit keys) and opens webhook secrets
 * (WEBHOOK_SECRET_KEY); the api gets the topic ids only, KEY_HASH_SECRET and WEBHOOK_SECRET_KEY; the indexer
 * the topic ids only and no secret. API_SECRET_KEY the api gets from compose's own environment when it is set
 * there, else from its env file (the key the bootstrap generated on the embedded emulator).
 */
export function appEnvFiles (values: Record<string, string>, secrets: KeptSecrets): Record<'api' | 'worker' | 'indexer', Record<string, string>> {
  // a file holds only the variables that have a value
  const unsigned = Object.fromEntries(Object.entries(withoutSigning(values, values.HCS20_TOPICS)).filter((entry): entry is [string, string] => entry[1] !== undefined))
  return {
    api: { ...unsigned, ...(secrets.apiKeys === undefined ? {} : { API_SECRET_KEY: secrets.apiKeys }), KEY_HASH_SECRET: secrets.keyHashSecret, WEBHOOK_SECRET_KEY: secrets.webhookSecretKey },
    indexer: unsigned,
    worker: { ...values, WEBHOOK_SECRET_KEY: secrets.webhookSecretKey }
  }
}

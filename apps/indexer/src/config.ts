import { REDIS_PREFIX_PATTERN, parseManagedTopics, resolveNetworkId } from '@hcs/protocol'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = typeof LOG_LEVELS[number]

const NETWORKS = ['local', 'testnet', 'mainnet', 'previewnet', 'custom'] as const
export type HederaNetwork = typeof NETWORKS[number]

/** Public mirror nodes by network; `local` and `custom` use the emulator's address unless MIRROR_URL is set. */
export const DEFAULT_MIRROR_URLS: Record<HederaNetwork, string> = {
  local: 'http://127.0.0.1:5551',
  custom: 'http://127.0.0.1:5551',
  testnet: 'https://testnet.mirrornode.hedera.com',
  mainnet: 'https://mainnet-public.mirrornode.hedera.com',
  previewnet: 'https://previewnet.mirrornode.hedera.com'
}

export interface Config {
  REDIS_URL: string
  REDIS_PREFIX: string
  HCS20_TOPIC_ID: string
  /** Every topic to follow: HCS20_TOPIC_ID first, then the ids of HCS20_TOPICS (keys are dropped). */
  topics: string[]
  HEDERA_NETWORK: HederaNetwork
  /** The network's identity (HEDERA_NETWORK_ID, or the public network's name): it scopes every key. */
  networkId: string
  MIRROR_URL: string
  INDEXER_POLL_MS: number
  INDEXER_PAGE_LIMIT: number
  INDEXER_LOCK_TTL_MS: number
  INDEXER_REJECTED_MAX: number
  INDEXER_OUTCOME_TTL_SECONDS: number
  INDEXER_SWEEP_INTERVAL_MS: number
  INDEXER_SETTLE_AFTER_MS: number
  LOG_LEVEL: LogLevel
  HEALTH_PORT?: number
}

const TOPIC_ID = /^\d+\.\d+\.\d+$/

function int (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, errors: string[]): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name}: expected an integer from ${min} to ${max}`)
    return fallback
  }
  return value
}

function oneOf<T extends string> (env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T, errors: string[]): T {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const found = values.find(v => v === raw)
  if (found === undefined) errors.push(`${name}: expected one of ${values.join(', ')}`)
  return found ?? fallback
}

/** The topic ids of HCS20_TOPICS (`id` or `id=<submit key>`, comma-separated); keys are never kept. */
function managedTopicIds (raw: string | undefined, errors: string[]): string[] {
  try {
    return parseManagedTopics(raw).map(topic => topic.topicId)
  } catch (err) {
    // protocol's messages name the entry's position, never its value.
    errors.push((err as Error).message)
    return []
  }
}

function networkIdOf (network: HederaNetwork, networkId: string | undefined, errors: string[]): string {
  try {
    return resolveNetworkId(network, networkId)
  } catch (err) {
    errors.push((err as Error).message)
    return ''
  }
}

function url (raw: string, name: string, protocols: string[], errors: string[]): string {
  try {
    const parsed = new URL(raw)
    if (!protocols.includes(parsed.protocol)) errors.push(`${name}: unsupported protocol`)
  } catch {
    errors.push(`${name}: expected a URL`)
  }
  return raw
}

export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  const errors: string[] = []
  const network = oneOf(env, 'HEDERA_NETWORK', NETWORKS, 'local', errors)
  const topicId = env.HCS20_TOPIC_ID ?? ''
  if (!TOPIC_ID.test(topicId)) errors.push('HCS20_TOPIC_ID: required, shard.realm.num')
  const extra = managedTopicIds(env.HCS20_TOPICS, errors)
  const healthRaw = env.HEALTH_PORT
  const prefix = env.REDIS_PREFIX === undefined || env.REDIS_PREFIX === '' ? 'hcs20' : env.REDIS_PREFIX
  if (!REDIS_PREFIX_PATTERN.test(prefix)) errors.push('REDIS_PREFIX: letters, digits and _.- only (keys carry their own hash tags)')
  const config: Config = {
    REDIS_URL: url(env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'REDIS_URL', ['redis:', 'rediss:'], errors),
    REDIS_PREFIX: prefix,
    HCS20_TOPIC_ID: topicId,
    topics: [...new Set([topicId, ...extra])],
    HEDERA_NETWORK: network,
    networkId: networkIdOf(network, env.HEDERA_NETWORK_ID, errors),
    MIRROR_URL: url((env.MIRROR_URL ?? '') === '' ? DEFAULT_MIRROR_URLS[network] : env.MIRROR_URL ?? '', 'MIRROR_URL', ['http:', 'https:'], errors),
    INDEXER_POLL_MS: int(env, 'INDEXER_POLL_MS', 250, 10, 600_000, errors),
    INDEXER_PAGE_LIMIT: int(env, 'INDEXER_PAGE_LIMIT', 100, 1, 100, errors),
    INDEXER_LOCK_TTL_MS: int(env, 'INDEXER_LOCK_TTL_MS', 15_000, 1000, 600_000, errors),
    INDEXER_REJECTED_MAX: int(env, 'INDEXER_REJECTED_MAX', 10_000, 1, 10_000_000, errors),
    INDEXER_OUTCOME_TTL_SECONDS: int(env, 'INDEXER_OUTCOME_TTL_SECONDS', 86_400, 60, 31_536_000, errors),
    INDEXER_SWEEP_INTERVAL_MS: int(env, 'INDEXER_SWEEP_INTERVAL_MS', 30_000, 0, 3_600_000, errors),
    INDEXER_SETTLE_AFTER_MS: int(env, 'INDEXER_SETTLE_AFTER_MS', 300_000, 0, 604_800_000, errors),
    LOG_LEVEL: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info', errors)
  }
  if (healthRaw !== undefined && healthRaw !== '') config.HEALTH_PORT = int(env, 'HEALTH_PORT', 0, 0, 65535, errors)
  // Paths only, never values: a misplaced key must not reach the logs.
  if (errors.length > 0) throw new Error(`Invalid configuration:\n${errors.map(e => `  ✖ ${e}`).join('\n')}`)
  return config
}

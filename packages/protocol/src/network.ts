// Topic ids are unique only within one network: `0.0.1001` names different topics on mainnet, on
// testnet and on every fresh emulator. Every Redis key of a topic therefore carries the network's
// identity (keys.ts), and every app learns it the same way, from HEDERA_NETWORK and HEDERA_NETWORK_ID.

/** Public networks, named by HEDERA_NETWORK: their name is their identity. */
export const NAMED_NETWORKS = ['testnet', 'mainnet', 'previewnet'] as const
/** One of {@link NAMED_NETWORKS}. */
export type NamedNetwork = typeof NAMED_NETWORKS[number]

/** Every value of HEDERA_NETWORK: the emulator on this machine, the public networks, or nodes given by HEDERA_NODES. */
export const HEDERA_NETWORKS = ['local', ...NAMED_NETWORKS, 'custom'] as const
/** One of {@link HEDERA_NETWORKS}. */
export type HederaNetwork = typeof HEDERA_NETWORKS[number]

/**
 * The mirror node each network uses unless MIRROR_URL says otherwise: the emulator's default address for
 * `local`, the public mirrors for the named networks, and none for `custom`, whose nodes are whatever
 * HEDERA_NODES names (its mirror cannot be guessed: an app that needs one requires MIRROR_URL).
 */
export const DEFAULT_MIRROR_URLS: Readonly<Record<HederaNetwork, string | undefined>> = {
  local: 'http://127.0.0.1:5551',
  testnet: 'https://testnet.mirrornode.hedera.com',
  mainnet: 'https://mainnet-public.mirrornode.hedera.com',
  previewnet: 'https://previewnet.mirrornode.hedera.com',
  custom: undefined
}

/**
 * The HCS-20 registry topic of each network, where public points topics are listed with `register` messages:
 * mainnet's is 0.0.4362300 (the standard's); on the others there is none unless HCS20_REGISTRY_TOPIC_ID names one.
 */
export const DEFAULT_REGISTRY_TOPICS: Readonly<Record<HederaNetwork, string | undefined>> = {
  local: undefined,
  testnet: undefined,
  mainnet: '0.0.4362300',
  previewnet: undefined,
  custom: undefined
}

/** A network id: 1 to 64 of `a-z 0-9 . _ -`, starting with a letter or digit (e.g. `local-3f9c0a1b2d4e5f60`). */
export const NETWORK_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/

function isNamed (value: string): value is NamedNetwork {
  return (NAMED_NETWORKS as readonly string[]).includes(value)
}

/**
 * The network identity from `HEDERA_NETWORK` and `HEDERA_NETWORK_ID`: a named network is its name (an
 * explicit id must then equal it); `local` and `custom` need `HEDERA_NETWORK_ID` (the emulator's
 * `networkId` from its network.json), which may not claim a public network's name. Throws with a
 * message that names the variable.
 */
export function resolveNetworkId (network: string | undefined, networkId: string | undefined): string {
  const id = networkId === undefined || networkId === '' ? undefined : networkId
  const name = network === undefined || network === '' ? 'local' : network
  if (isNamed(name)) {
    if (id !== undefined && id !== name) throw new Error(`HEDERA_NETWORK_ID: must be unset or equal to HEDERA_NETWORK (${name})`)
    return name
  }
  if (id === undefined) throw new Error(`HEDERA_NETWORK_ID: required with HEDERA_NETWORK=${name} (the emulator's networkId in its network.json)`)
  if (!NETWORK_ID_PATTERN.test(id)) throw new Error('HEDERA_NETWORK_ID: expected 1 to 64 of a-z 0-9 . _ -, starting with a letter or digit')
  if (isNamed(id)) throw new Error('HEDERA_NETWORK_ID: a public network\'s name needs HEDERA_NETWORK set to it')
  return id
}

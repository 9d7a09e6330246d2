import { randomInt } from 'node:crypto'
import { Client } from '@hashgraph/sdk'
import type { Config } from '../config.js'

/** As the worker's SDK client signs for at most this many nodes of a public network (its hedera/client.ts). */
const NODES_PER_TRANSACTION = 3
/** The emulator's one node (`HEDERA_NETWORK=local`). */
const LOCAL_NODE = '0.0.3'
const NODE_ENTRY = /^\s*[^=\s]+=(\d+\.\d+\.\d+)\s*$/

/** The node account ids a newly prepared transaction names (the holder signs one body per node). */
export type NodeIdPicker = () => string[]

function pick (all: readonly string[]): string[] {
  if (all.length <= NODES_PER_TRANSACTION) return [...all]
  const left = [...all]
  const out: string[] = []
  while (out.length < NODES_PER_TRANSACTION) out.push(...left.splice(randomInt(left.length), 1))
  return out
}

/**
 * The nodes the worker sends to: those of HEDERA_NODES (`host:port=0.0.N`, the worker's own list), else the
 * emulator's node on `local`, else the SDK's address book of the named network; a few at random per
 * transaction, as the worker's client does. Undefined on `custom` without HEDERA_NODES: the api cannot tell
 * which nodes the worker knows, so it prepares nothing.
 */
export function nodeIdPicker (config: Pick<Config, 'HEDERA_NETWORK' | 'HEDERA_NODES'>): NodeIdPicker | undefined {
  const listed = (config.HEDERA_NODES ?? '').split(',').filter((entry) => entry.trim() !== '').map((entry) => {
    const id = NODE_ENTRY.exec(entry)?.[1]
    if (id === undefined) throw new Error('HEDERA_NODES must be a comma-separated list of host:port=shard.realm.num')
    return id
  })
  if (listed.length > 0) return () => pick([...new Set(listed)])
  if (config.HEDERA_NETWORK === 'local') return () => [LOCAL_NODE]
  if (config.HEDERA_NETWORK === 'custom') return undefined
  const client = Client.forName(config.HEDERA_NETWORK, { scheduleNetworkUpdate: false })
  const ids = [...new Set(Object.values(client.network).map((id) => id.toString()))]
  client.close()
  return () => pick(ids)
}

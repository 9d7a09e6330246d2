// A real Redis Cluster of local redis-server processes for the tests, the bench and by hand: three masters with
// one replica each on loopback ports, built with `redis-cli --cluster create`. One run owns one block of six
// ports (a lock file names its pid); a block left behind by a crashed run is cleaned up by the next one, and
// a block another live run holds is skipped for the next. Only processes this harness started, recognised by
// their data directory, are ever stopped.
//
// By hand: `npm run redis:cluster` starts one, prints REDIS_CLUSTER_NODES and stops it on Ctrl-C.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { Cluster, Redis } from 'ioredis'

export const HOST = '127.0.0.1'
/** The first port of the first block; blocks are 10 ports apart (cluster bus ports are each + 10000). */
export const DEFAULT_FIRST_PORT = 27001
const BLOCKS = 50
const NODES = 6
const ROOT = join(tmpdir(), 'hcs20-redis-cluster')

export interface NodeView {
  id: string
  address: string
  role: 'master' | 'replica'
  /** The master's id, for a replica. */
  masterId?: string
  /** Slot ranges [from, to] a master serves. */
  slots: Array<[number, number]>
}

/** Commands on a running cluster (started here or anywhere else): enough to find, fail over and clean up. */
export interface ClusterControl {
  /** Every node, `host:port`. */
  addresses: string[]
  /** The REDIS_CLUSTER_NODES value: every node, comma-separated. */
  nodesEnv: string
  /** The cluster as one node sees it (default: the first that answers). */
  topology: () => Promise<NodeView[]>
  masters: () => Promise<NodeView[]>
  /** The master serving the slot of `key` (a hash tag decides it, as on the apps' side). */
  masterOf: (key: string) => Promise<NodeView>
  /** The replica of `master` (an address or an id). */
  replicaOf: (master: string) => Promise<NodeView>
  /**
   * `CLUSTER FAILOVER` on the replica of `master` (an address or id); resolves once the roles have flipped, the old
   * master follows the new one in sync and every node reports `cluster_state:ok` and agrees who serves the slots.
   */
  failover: (master: string, timeoutMs?: number) => Promise<{ from: NodeView, to: NodeView }>
  /** Resolves once every node says `cluster_state:ok`, agrees on three masters with one in-sync replica each. */
  waitHealthy: (timeoutMs?: number) => Promise<void>
  /** FLUSHALL on every master. */
  flushAll: () => Promise<void>
  /** Deletes every key starting with `prefix` on every master (SCAN, never KEYS). */
  deleteByPrefix: (prefix: string) => Promise<void>
  /** A connection to one node (the caller disconnects it). */
  node: (address: string) => Redis
  /** An ioredis Cluster client on these nodes (the caller quits it). */
  client: (options?: ConstructorParameters<typeof Cluster>[1]) => Cluster
}

export interface RedisCluster extends ClusterControl {
  /** The data directory of this run's nodes. */
  dir: string
  /** Stops every node and removes the data directory and the lock. */
  stop: () => Promise<void>
}

export interface StartOptions {
  /** First port of the first block to try (default 27001, or REDIS_CLUSTER_HARNESS_PORT). */
  firstPort?: number
  /** How long to wait for the cluster to be healthy (default 60 s: the box is shared). */
  timeoutMs?: number
}

const parseAddress = (address: string): { host: string, port: number } => {
  const at = address.lastIndexOf(':')
  return { host: address.slice(0, at), port: Number(address.slice(at + 1)) }
}

function connect (address: string): Redis {
  const { host, port } = parseAddress(address)
  const redis = new Redis({ host, port, lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null, connectTimeout: 2000 })
  redis.on('error', () => {})
  return redis
}

/** Runs `fn` on a fresh connection to one node and closes it. */
async function onNode<T> (address: string, fn: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = connect(address)
  try {
    await redis.connect()
    return await fn(redis)
  } finally {
    redis.disconnect()
  }
}

/** Parses CLUSTER NODES. */
export function parseClusterNodes (text: string): NodeView[] {
  const out: NodeView[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    const [id = '', addr = '', flags = '', master = '', , , , , ...slots] = line.trim().split(' ')
    const flagList = flags.split(',')
    if (flagList.includes('noaddr') || flagList.includes('handshake')) continue
    const address = addr.split('@')[0] ?? ''
    const ranges: Array<[number, number]> = []
    for (const s of slots) {
      if (s.startsWith('[')) continue // a slot being migrated
      const [from, to] = s.split('-')
      ranges.push([Number(from), Number(to ?? from)])
    }
    const role = flagList.includes('master') ? 'master' : 'replica'
    out.push({ id, address, role, ...(role === 'replica' ? { masterId: master } : {}), slots: ranges })
  }
  return out
}

function infoField (info: string, field: string): string | undefined {
  const line = info.split('\r\n').find((l) => l.startsWith(`${field}:`))
  return line?.slice(field.length + 1)
}

async function waitUntil (what: string, timeoutMs: number, probe: () => Promise<string | undefined>): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let why: string | undefined = 'not checked yet'
  while (Date.now() < deadline) {
    try { why = await probe() } catch (err) { why = (err as Error).message }
    if (why === undefined) return
    await sleep(100)
  }
  throw new Error(`redis cluster: ${what} not reached within ${timeoutMs} ms (${why})`)
}

export function clusterControl (addresses: string[]): ClusterControl {
  const topologyFrom = async (address: string): Promise<NodeView[]> =>
    parseClusterNodes(String(await onNode(address, async (r) => await r.call('CLUSTER', 'NODES'))))

  const topology = async (): Promise<NodeView[]> => {
    let last: unknown
    for (const address of addresses) {
      try { return await topologyFrom(address) } catch (err) { last = err }
    }
    throw new Error(`redis cluster: no node answers (${(last as Error | undefined)?.message ?? ''})`)
  }

  const find = (nodes: NodeView[], ref: string): NodeView => {
    const node = nodes.find((n) => n.address === ref || n.id === ref)
    if (node === undefined) throw new Error(`redis cluster: no node ${ref}`)
    return node
  }

  const replicaIn = (nodes: NodeView[], master: NodeView): NodeView => {
    const replica = nodes.find((n) => n.role === 'replica' && n.masterId === master.id)
    if (replica === undefined) throw new Error(`redis cluster: master ${master.address} has no replica`)
    return replica
  }

  /** Undefined when healthy, else why not. */
  const health = async (): Promise<string | undefined> => {
    let reference: string | undefined
    for (const address of addresses) {
      const info = String(await onNode(address, async (r) => await r.call('CLUSTER', 'INFO')))
      if (infoField(info, 'cluster_state') !== 'ok') return `${address}: cluster_state:${infoField(info, 'cluster_state') ?? '?'}`
      const nodes = await topologyFrom(address)
      const masters = nodes.filter((n) => n.role === 'master' && n.slots.length > 0)
      if (nodes.length !== addresses.length) return `${address} knows ${nodes.length} nodes`
      if (masters.length !== 3) return `${address} sees ${masters.length} masters with slots`
      for (const master of masters) if (nodes.filter((n) => n.masterId === master.id).length !== 1) return `${address}: ${master.address} has no single replica`
      const view = masters.map((m) => `${m.id}:${JSON.stringify(m.slots)}`).sort().join(' ')
      if (reference !== undefined && view !== reference) return `${address} disagrees on who serves the slots`
      reference = view
      const role = await onNode(address, async (r) => await r.info('replication'))
      if (infoField(role, 'role') === 'slave') {
        if (infoField(role, 'master_link_status') !== 'up') return `replica ${address}: master link ${infoField(role, 'master_link_status') ?? '?'}`
        if (infoField(role, 'master_sync_in_progress') !== '0') return `replica ${address}: sync in progress`
      }
    }
    return undefined
  }

  const waitHealthy = async (timeoutMs = 60_000): Promise<void> => { await waitUntil('a healthy cluster', timeoutMs, health) }

  const masters = async (): Promise<NodeView[]> => (await topology()).filter((n) => n.role === 'master' && n.slots.length > 0)

  const eachMaster = async (fn: (redis: Redis) => Promise<void>): Promise<void> => {
    for (const master of await masters()) await onNode(master.address, fn)
  }

  return {
    addresses,
    nodesEnv: addresses.join(','),
    topology,
    masters,
    masterOf: async (key) => {
      const nodes = await topology()
      const slot = Number(await onNode(nodes[0]!.address, async (r) => await r.call('CLUSTER', 'KEYSLOT', key)))
      const master = nodes.find((n) => n.role === 'master' && n.slots.some(([from, to]) => slot >= from && slot <= to))
      if (master === undefined) throw new Error(`redis cluster: no master serves slot ${slot}`)
      return master
    },
    replicaOf: async (ref) => {
      const nodes = await topology()
      return replicaIn(nodes, find(nodes, ref))
    },
    failover: async (ref, timeoutMs = 60_000) => {
      const nodes = await topology()
      const from = find(nodes, ref)
      if (from.role !== 'master') throw new Error(`redis cluster: ${from.address} is not a master`)
      const to = replicaIn(nodes, from)
      await onNode(to.address, async (r) => await r.call('CLUSTER', 'FAILOVER'))
      await waitUntil(`the failover of ${from.address} to ${to.address}`, timeoutMs, async () => {
        const [newRole, oldRole] = await Promise.all([to.address, from.address].map(async (a) => await onNode(a, async (r) => await r.info('replication'))))
        if (infoField(newRole!, 'role') !== 'master') return `${to.address} is not master yet`
        if (infoField(oldRole!, 'role') !== 'slave') return `${from.address} is not a replica yet`
        const agreed = await health()
        if (agreed !== undefined) return agreed
        for (const address of addresses) {
          const view = find(await topologyFrom(address), to.id)
          if (view.role !== 'master') return `${address} does not see ${to.address} as master yet`
        }
        return undefined
      })
      const after = await topology()
      return { from: find(after, from.id), to: find(after, to.id) }
    },
    waitHealthy,
    flushAll: async () => { await eachMaster(async (r) => { await r.flushall() }) },
    deleteByPrefix: async (prefix) => {
      await eachMaster(async (r) => {
        let cursor = '0'
        do {
          const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
          cursor = next
          // One key per UNLINK: keys of different slots cannot share a command even on one node.
          if (keys.length > 0) await Promise.all(keys.map(async (key) => await r.unlink(key)))
        } while (cursor !== '0')
      })
    },
    node: (address) => {
      const { host, port } = parseAddress(address)
      const redis = new Redis({ host, port, maxRetriesPerRequest: null })
      redis.on('error', () => {})
      return redis
    },
    client: (options = {}) => {
      const cluster = new Cluster(addresses.map(parseAddress), options)
      cluster.on('error', () => {})
      return cluster
    }
  }
}

function requireBinaries (): void {
  for (const bin of ['redis-server', 'redis-cli']) {
    if (spawnSync(bin, ['--version']).status !== 0) {
      throw new Error(`${bin} is not on the PATH: the Redis Cluster tests need it (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis)`)
    }
  }
}

function alive (pid: number): boolean {
  try { process.kill(pid, 0); return true } catch (err) { return (err as NodeJS.ErrnoException).code === 'EPERM' }
}

async function portFree (port: number): Promise<boolean> {
  const server = createServer()
  return await new Promise((resolve) => {
    server.once('error', () => { resolve(false) })
    server.listen(port, HOST, () => { server.close(() => { resolve(true) }) })
  })
}

/**
 * Stops what a dead run left on the block's ports: only a Redis whose data directory is this block's. Resolves
 * false if a port is held by anything else.
 */
async function clearBlock (first: number, blockDir: string): Promise<boolean> {
  for (let port = first; port < first + NODES; port++) {
    if (await portFree(port) && await portFree(port + 10000)) continue
    const address = `${HOST}:${port}`
    const stale = await onNode(address, async (r) => {
      const dir = (await r.config('GET', 'dir') as string[])[1] ?? ''
      if (!dir.startsWith(blockDir)) return false
      const pid = Number(infoField(await r.info('server'), 'process_id'))
      try { process.kill(pid, 'SIGKILL') } catch { await r.call('SHUTDOWN', 'NOSAVE').catch(() => {}) }
      return true
    }).catch(() => false)
    if (!stale) return false
    await waitUntil(`port ${port} freed`, 10_000, async () => (await portFree(port)) && (await portFree(port + 10000)) ? undefined : 'still in use')
  }
  return true
}

/** Takes the first block of ports no live run holds and nothing else uses; returns its first port. */
async function claimBlock (firstPort: number): Promise<number> {
  mkdirSync(ROOT, { recursive: true })
  for (let block = 0; block < BLOCKS; block++) {
    const first = firstPort + block * 10
    const lock = join(ROOT, `${first}.owner`)
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
    } catch {
      const owner = Number(readFileSync(lock, 'utf8'))
      if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && alive(owner)) continue
      if (owner === process.pid) continue
      // A dead run's lock: its nodes (if any are left) are cleaned up below.
      unlinkSync(lock)
      try { writeFileSync(lock, String(process.pid), { flag: 'wx' }) } catch { continue }
    }
    if (await clearBlock(first, join(ROOT, String(first)))) return first
    unlinkSync(lock)
  }
  throw new Error(`redis cluster: no free block of ${NODES} ports from ${firstPort} (${BLOCKS} blocks tried)`)
}

/** Starts a 3-master, 3-replica cluster and resolves once it is healthy. */
export async function startRedisCluster (options: StartOptions = {}): Promise<RedisCluster> {
  requireBinaries()
  const firstPort = options.firstPort ?? Number(process.env.REDIS_CLUSTER_HARNESS_PORT ?? DEFAULT_FIRST_PORT)
  const timeoutMs = options.timeoutMs ?? 60_000
  const first = await claimBlock(firstPort)
  const dir = join(ROOT, String(first))
  const lock = join(ROOT, `${first}.owner`)
  rmSync(dir, { recursive: true, force: true })
  const children: ChildProcess[] = []
  const killAll = (): void => { for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL') }
  // Whatever ends this process, the nodes go with it (the next run cleans up after a SIGKILL).
  process.once('exit', killAll)
  const addresses = Array.from({ length: NODES }, (_, i) => `${HOST}:${first + i}`)
  const control = clusterControl(addresses)

  const stop = async (): Promise<void> => {
    await Promise.all(children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    }))
    process.off('exit', killAll)
    rmSync(dir, { recursive: true, force: true })
    try { if (Number(readFileSync(lock, 'utf8')) === process.pid) unlinkSync(lock) } catch {}
  }

  try {
    for (const address of addresses) {
      const port = parseAddress(address).port
      const nodeDir = join(dir, String(port))
      mkdirSync(nodeDir, { recursive: true })
      const child = spawn('redis-server', [
        '--port', String(port), '--bind', HOST, '--dir', nodeDir,
        '--cluster-enabled', 'yes', '--cluster-config-file', join(nodeDir, 'nodes.conf'),
        '--save', '', '--appendonly', 'no', '--repl-diskless-sync-delay', '0', '--maxmemory-policy', 'noeviction', '--logfile', join(nodeDir, 'redis.log')
      ], { stdio: 'ignore' })
      children.push(child)
    }
    await waitUntil('every node answering', timeoutMs, async () => {
      for (const address of addresses) {
        if (await onNode(address, async (r) => await r.ping()).catch(() => '') !== 'PONG') return `${address} does not answer`
      }
      return undefined
    })
    const created = spawnSync('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '1', '--cluster-yes'], { encoding: 'utf8', timeout: timeoutMs })
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed: ${created.stderr}${created.stdout}`)
    await control.waitHealthy(timeoutMs)
  } catch (err) {
    await stop()
    throw err
  }
  return { ...control, dir, stop }
}

/** Set by the tests' global setup: where a test file asks for the run's one shared cluster. */
export const SHARED_CLUSTER_ENV = 'HCS20_TEST_REDIS_CLUSTER'

/**
 * The run's shared cluster (test/support/global-setup.ts starts it on the first call of any test file and stops
 * it after the run). Test files keep to their own key prefix / hash tags and delete them afterwards.
 */
export async function useRedisCluster (): Promise<ClusterControl> {
  const url = process.env[SHARED_CLUSTER_ENV]
  if (url === undefined || url === '') throw new Error(`${SHARED_CLUSTER_ENV} is not set: run the cluster tests through vitest (its global setup serves the cluster)`)
  const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(120_000) })
  const text = await res.text()
  if (!res.ok) throw new Error(`the shared Redis Cluster did not start: ${text}`)
  return clusterControl((JSON.parse(text) as { addresses: string[] }).addresses)
}

// `npm run redis:cluster`: one cluster until Ctrl-C.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cluster = await startRedisCluster()
  console.log(`Redis Cluster ready (3 masters, 3 replicas; data in ${cluster.dir}):\nREDIS_CLUSTER_NODES=${cluster.nodesEnv}\nCtrl-C stops it.`)
  const stopAll = (): void => { cluster.stop().then(() => process.exit(0), () => process.exit(1)) }
  process.once('SIGINT', stopAll)
  process.once('SIGTERM', stopAll)
}

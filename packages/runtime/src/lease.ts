import { setTimeout as sleep } from 'node:timers/promises'
import { luaScript, replies } from '@hcs/protocol'
import type { Redis } from 'ioredis'

// One holder of a named job across processes: the indexer's topic lease, the worker's fee meter.
// Compare-and-act (lua/lease/lease-*.lua): only the holder may renew or release, so a paused process that lost
// its lease cannot extend or delete the lease another instance now holds. Taking a lease we already hold
// succeeds too: after a failed renewal (Redis blip) the same instance gets its topic back at once.
const leaseScript = <const A extends string>(name: string, file: string, args: readonly A[]) => luaScript({
  name, file: new URL(`../lua/lease/${file}`, import.meta.url), keys: ['lease'], args, reply: replies.integer
})
const acquireScript = leaseScript('hcsLeaseAcquire', 'lease-acquire.lua', ['owner', 'ttlMs'])
const renewScript = leaseScript('hcsLeaseRenew', 'lease-renew.lua', ['owner', 'ttlMs'])
const releaseScript = leaseScript('hcsLeaseRelease', 'lease-release.lua', ['owner'])

export interface Lease {
  key: string
  owner: string
  /** Aborted when the lease is lost (renewal failed) or released. */
  signal: AbortSignal
  release: () => Promise<void>
}

export interface LeaseOptions {
  redis: Redis
  key: string
  owner: string
  ttlMs: number
  /** How often a waiting instance tries again; default ttlMs / 3. */
  retryMs?: number
  onLost?: (err?: unknown) => void
  /** Told after each attempt to take the lease has answered (taken or not). */
  onAttempt?: (taken: boolean) => void
}

/** One attempt to take (or re-take) the lease `key` for `owner`. */
export async function tryAcquireLease (redis: Redis, key: string, owner: string, ttlMs: number): Promise<boolean> {
  return (await acquireScript.run(redis, { keys: { lease: key }, args: { owner, ttlMs } })) === 1
}

/**
 * Waits until the lease `key` is ours (SET NX PX), then renews it every ttl/3 until released or lost.
 * Rejects only when `signal` aborts while waiting.
 */
export async function acquireLease (options: LeaseOptions, signal: AbortSignal): Promise<Lease> {
  const { redis, key, owner, ttlMs } = options
  const retryMs = options.retryMs ?? Math.max(50, Math.floor(ttlMs / 3))
  for (;;) {
    const taken = await tryAcquireLease(redis, key, owner, ttlMs)
    options.onAttempt?.(taken)
    if (taken) break
    await sleep(retryMs, undefined, { signal })
  }
  const controller = new AbortController()
  const lose = (err?: unknown): void => {
    if (controller.signal.aborted) return
    clearInterval(timer)
    controller.abort(new Error(`lease ${key} lost`))
    options.onLost?.(err)
  }
  const timer = setInterval(() => {
    renewScript.run(redis, { keys: { lease: key }, args: { owner, ttlMs } }).then(
      (renewed) => { if (renewed !== 1) lose() },
      (err: unknown) => { lose(err) }
    )
  }, Math.max(20, Math.floor(ttlMs / 3)))
  timer.unref()
  return {
    key,
    owner,
    signal: controller.signal,
    async release () {
      if (!controller.signal.aborted) {
        clearInterval(timer)
        controller.abort(new Error(`lease ${key} released`))
      }
      await releaseScript.run(redis, { keys: { lease: key }, args: { owner } })
    }
  }
}

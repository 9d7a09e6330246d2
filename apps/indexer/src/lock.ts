import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'

// Compare-and-act: only the holder may renew or release, so a paused process that lost its lease
// cannot extend or delete the lease another instance now holds.
const RENEW = 'if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) end return 0'
const RELEASE = 'if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0'

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

// Taking a lease we already hold succeeds too: after a failed renewal (Redis blip) the same
// instance gets its topic back at once instead of waiting for its own lease to lapse.
const ACQUIRE = `local v = redis.call('GET', KEYS[1])
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`

interface LeaseCommands {
  hcsLeaseAcquire: (key: string, owner: string, ttlMs: number) => Promise<number>
  hcsLeaseRenew: (key: string, owner: string, ttlMs: number) => Promise<number>
  hcsLeaseRelease: (key: string, owner: string) => Promise<number>
}

const defined = new WeakSet<Redis>()

// EVALSHA through ioredis's defineCommand, defined once per connection.
function leaseCommands (redis: Redis): LeaseCommands {
  if (!defined.has(redis)) {
    redis.defineCommand('hcsLeaseAcquire', { numberOfKeys: 1, lua: ACQUIRE })
    redis.defineCommand('hcsLeaseRenew', { numberOfKeys: 1, lua: RENEW })
    redis.defineCommand('hcsLeaseRelease', { numberOfKeys: 1, lua: RELEASE })
    defined.add(redis)
  }
  return redis as unknown as LeaseCommands
}

/** One attempt to take (or re-take) the lease `key` for `owner`. */
export async function tryAcquireLease (redis: Redis, key: string, owner: string, ttlMs: number): Promise<boolean> {
  return (await leaseCommands(redis).hcsLeaseAcquire(key, owner, ttlMs)) === 1
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
    leaseCommands(redis).hcsLeaseRenew(key, owner, ttlMs).then(
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
      await leaseCommands(redis).hcsLeaseRelease(key, owner)
    }
  }
}

import type { Redis } from 'ioredis'
import { decodeJobRecord, isTerminalStatus, jobSettledChannel, settledRecordTexts } from '@hcs/protocol'
import type { JobRecord, KeyScope } from '@hcs/protocol'

export interface JobWaiter {
  /**
   * Resolves with the job's record as soon as it is terminal, or with `undefined` after `ms`
   * (or when the waiter closes). `read` gives the current record: it is called after the waiter is
   * registered, so a settlement published in between is never missed. `signal` ends the wait early
   * (the client went away).
   */
  wait: (jobId: string, ms: number, read: () => Promise<JobRecord | undefined>, signal?: AbortSignal) => Promise<WaitResult>
  /** Resolves once the subscription stands. */
  subscribed: Promise<void>
  /** Number of requests waiting now. */
  size: () => number
  /** Also listens on a topic that joined at run time (a tenant topic, ADR 047). */
  addTopic?: (topicId: string) => void
  /** Answers every waiter at once (with `undefined`) and unsubscribes. */
  close: () => Promise<void>
}

type WaitResult = { kind: 'settled', record: JobRecord } | { kind: 'current', record: JobRecord | undefined }

interface Pending {
  settle: (record: JobRecord | undefined) => void
}

/**
 * Runs `restore` once the subscription stands again after a reconnect. Before the first SUBSCRIBE was answered
 * (`live` false) there is nothing to restore: that SUBSCRIBE stands the channels up. After it, every 'ready' is a
 * new connection (the first one may have dropped before it was ever ready, so no 'ready' can be assumed to be the
 * initial one). ioredis emits 'ready' before its own resubscription has been answered: a record read now and
 * settled before SUBSCRIBE stands would be missed by both. Our SUBSCRIBE queues behind ioredis's on the same
 * connection, so once it is answered every channel stands again, and only then does `restore` run.
 */
function onReconnect (subscriber: Redis, channels: string[], live: () => boolean, restore: () => Promise<void>): void {
  subscriber.on('ready', () => {
    if (!live()) return
    subscriber.subscribe(...channels).then(restore).catch(() => {})
  })
}

/**
 * One Redis subscription per api process for every waiting request: protocol's job_write publishes
 * each record that becomes terminal on its topic's `jobSettledChannel(keys, topicId)`, from inside the writer's Lua step.
 * A waiting request costs a map entry and a timer, never a Redis command while it waits.
 * After a reconnect (messages published while disconnected are lost) every waiter re-reads its record.
 */
export function createJobWaiter (
  subscriber: Redis, keys: KeyScope, topics: Iterable<string>, reread: (ids: string[]) => Promise<Array<JobRecord | undefined>>
): JobWaiter {
  // one channel per topic (the writer derives it from the record key, in the topic's slot): all on one connection
  const channels = [...new Set(topics)].map((topicId) => jobSettledChannel(keys, topicId))
  const listening = new Set(channels)
  const waiting = new Map<string, Set<Pending>>()
  let closed = false

  const settleAll = (jobId: string, record: JobRecord | undefined) => {
    const set = waiting.get(jobId)
    if (set === undefined) return
    waiting.delete(jobId)
    for (const pending of set) pending.settle(record)
  }

  subscriber.on('message', (from: string, message: string) => {
    if (!listening.has(from) || waiting.size === 0) return
    for (const text of settledRecordTexts(message)) {
      const record = decodeJobRecord(text)
      if (record !== undefined && waiting.has(record.jobId)) settleAll(record.jobId, record)
    }
  })
  // Until the subscription stands (Redis down at start), a wait answers at once with the record as it is.
  let live = false
  onReconnect(subscriber, channels, () => live, async () => {
    const ids = [...waiting.keys()]
    if (ids.length === 0) return
    const records = await reread(ids)
    records.forEach((record, i) => {
      if (record !== undefined && isTerminalStatus(record.status)) settleAll(ids[i] as string, record)
    })
  })
  const subscribed = subscriber.subscribe(...channels).then(() => { live = true })
  subscribed.catch(() => {})

  return {
    subscribed,
    async wait (jobId, ms, read, signal) {
      if (closed || !live) return { kind: 'current', record: await read() }
      let pending: Pending | undefined
      let timer: NodeJS.Timeout | undefined
      const settled = new Promise<JobRecord | undefined>((resolve) => {
        pending = { settle: resolve }
        timer = setTimeout(() => resolve(undefined), ms)
        signal?.addEventListener('abort', () => resolve(undefined), { once: true })
      })
      const entry = pending as Pending
      let set = waiting.get(jobId)
      if (set === undefined) waiting.set(jobId, set = new Set())
      set.add(entry)
      const forget = () => {
        clearTimeout(timer)
        const current = waiting.get(jobId)
        current?.delete(entry)
        if (current?.size === 0) waiting.delete(jobId)
      }
      try {
        const current = await read()
        if (current === undefined || isTerminalStatus(current.status)) return { kind: 'current', record: current }
        const record = await settled
        return record === undefined ? { kind: 'current', record: await read() } : { kind: 'settled', record }
      } finally {
        forget()
      }
    },
    addTopic (topicId) {
      const channel = jobSettledChannel(keys, topicId)
      if (listening.has(channel) || closed) return
      // the reconnect handler resubscribes `channels`, this one included
      channels.push(channel)
      listening.add(channel)
      subscriber.subscribe(channel).catch(() => {})
    },
    size: () => {
      let n = 0
      for (const set of waiting.values()) n += set.size
      return n
    },
    async close () {
      closed = true
      for (const jobId of [...waiting.keys()]) settleAll(jobId, undefined)
      await subscriber.unsubscribe(...channels).catch(() => {})
    }
  }
}

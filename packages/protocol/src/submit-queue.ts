import { topicKey } from './keys.js'
import type { KeyScope } from './keys.js'

// WARNING: renaming a queue or job name strands the jobs already in Redis
/** BullMQ queue that carries submit jobs from the api to the worker. */
export const QUEUE_SUBMIT = 'hcs20-submit'
/** BullMQ job name of a submit job. */
export const JOB_SUBMIT = 'submit'
/**
 * Entries a submit queue's BullMQ event stream keeps (BullMQ's `streams.events.maxLen`, default 10,000). Nothing
 * of ours reads that stream (job records are the history), so it is kept short: ~100 KB a queue. Every `Queue`
 * made on a submit queue passes it, since the last one to start writes it into the queue's meta.
 */
export const SUBMIT_QUEUE_EVENTS_MAX = 1000

/** A BullMQ queue as its `Queue`/`Worker` are built: name and prefix (which carries the hash tag). */
export interface QueueRef {
  name: string
  prefix: string
  /** The topic of a submit queue. */
  topicId?: string
}

/** The submit queue of one topic: in the topic's slot (the intake script checks its job keys). */
export function submitQueueRef (scope: KeyScope, topicId: string): QueueRef {
  return { name: QUEUE_SUBMIT, prefix: topicKey(scope, topicId), topicId }
}

import { Queue } from 'bullmq'
import type { ConnectionOptions } from 'bullmq'
import { submitQueueRef } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

/** The submit queues of a test's topics (one per topic, ADR 027), made on first use. */
export interface TopicQueues {
  of: (topicId: string) => Queue
  /** Empties (obliterate) and closes every queue made. */
  close: () => Promise<void>
}

export function topicQueues (connection: ConnectionOptions, keys: KeyScope): TopicQueues {
  const queues = new Map<string, Queue>()
  return {
    of (topicId) {
      let queue = queues.get(topicId)
      if (queue === undefined) {
        const ref = submitQueueRef(keys, topicId)
        queue = new Queue(ref.name, { connection, prefix: ref.prefix })
        queues.set(topicId, queue)
      }
      return queue
    },
    async close () {
      for (const queue of queues.values()) {
        await queue.obliterate({ force: true }).catch(() => {})
        await queue.close()
      }
    }
  }
}

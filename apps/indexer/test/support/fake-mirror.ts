import type { MessagePage, MirrorClient, MirrorMessage } from '@hcs/runtime'
import { computeRunningHash, consensusTimestampParts, entityNumbers, INITIAL_RUNNING_HASH } from '@hcs/protocol'

export interface FakeSubmit {
  payer: string
  text: string
  /** The message bytes when they are not `text` in UTF-8 (e.g. invalid UTF-8). */
  bytes?: Uint8Array
  transactionId?: string
  chunk?: { number: number, total: number }
  /** No chunk_info at all (other SDKs, raw transactions). */
  noChunkInfo?: boolean
}

/** An in-memory topic with a valid running-hash chain, served through the MirrorClient interface. */
export interface FakeTopic {
  topicId: string
  isPrivate: boolean
  messages: MirrorMessage[]
  submit: (...items: FakeSubmit[]) => void
  mirror: MirrorClient
  requests: string[]
  /** When set, the mirror serves only the first `visible` messages (a lagging mirror). */
  visible?: number
  /** When true, topic messages come without `chunk_info.initial_transaction_id` (transactions still resolve). */
  hideTransactionIds?: boolean
}

export function createFakeTopic (topicId: string, isPrivate: boolean): FakeTopic {
  const messages: MirrorMessage[] = []
  const requests: string[] = []
  let seconds = 1_700_000_000

  function page (after: number, limit: number): MessagePage {
    const shown = topic.visible === undefined ? messages : messages.slice(0, topic.visible)
    const slice = shown.filter(m => m.sequenceNumber > after).slice(0, limit)
      .map(m => topic.hideTransactionIds === true && m.chunk !== undefined ? { ...m, chunk: { number: m.chunk.number, total: m.chunk.total } } : m)
    const last = slice.at(-1)
    return { messages: slice, next: slice.length === limit && last !== undefined ? `/fake?after=${last.sequenceNumber}&limit=${limit}` : null }
  }

  const topic: FakeTopic = {
    topicId,
    isPrivate,
    messages,
    requests,
    submit (...items) {
      for (const item of items) {
        const previous = messages.at(-1)?.runningHash ?? INITIAL_RUNNING_HASH
        const sequenceNumber = messages.length + 1
        const consensusTimestamp = `${seconds++}.000000042`
        const message = item.bytes ?? new Uint8Array(Buffer.from(item.text, 'utf8'))
        const { seconds: consensusSeconds, nanos: consensusNanos } = consensusTimestampParts(consensusTimestamp)
        const runningHash = computeRunningHash({ previous, topic: entityNumbers(topicId), payer: entityNumbers(item.payer), consensusSeconds, consensusNanos, sequenceNumber, message })
        const m: MirrorMessage = { consensusTimestamp, message, payerAccountId: item.payer, runningHash, runningHashVersion: 3, sequenceNumber, topicId }
        const chunk = item.chunk ?? { number: 1, total: 1 }
        if (item.noChunkInfo !== true) m.chunk = item.transactionId === undefined ? chunk : { ...chunk, transactionId: item.transactionId }
        messages.push(m)
      }
    },
    mirror: {
      async getTopic (id) {
        requests.push(`topic ${id}`)
        return { topicId: id, isPrivate }
      },
      async getMessages (id, after, limit) {
        requests.push(`messages ${id} gt:${after} limit ${limit}`)
        return page(after, limit)
      },
      async getTransaction (transactionId) {
        requests.push(`transaction ${transactionId}`)
        const found = messages.find(m => m.chunk?.transactionId === transactionId)
        return found === undefined ? undefined : { result: 'SUCCESS', consensusTimestamp: found.consensusTimestamp, entityId: topicId }
      },
      async getMessageAt (id, consensusTimestamp) {
        requests.push(`message ${id} at ${consensusTimestamp}`)
        return messages.find(m => m.consensusTimestamp === consensusTimestamp)
      },
      async getPage (next) {
        requests.push(`next ${next}`)
        const url = new URL(next, 'http://fake')
        return page(Number(url.searchParams.get('after')), Number(url.searchParams.get('limit')))
      },
      async getFirstSequenceFrom (id, consensusTimestamp) {
        requests.push(`first ${id} from ${consensusTimestamp}`)
        return messages.find(m => Number(m.consensusTimestamp) >= Number(consensusTimestamp))?.sequenceNumber
      },
      async getMessage (id, sequenceNumber) {
        requests.push(`message ${id} ${sequenceNumber}`)
        const shown = topic.visible === undefined ? messages : messages.slice(0, topic.visible)
        return shown.find(m => m.sequenceNumber === sequenceNumber)
      }
    }
  }
  return topic
}

/** HCS-20 message text. */
export function hcs20 (fields: Record<string, string>): string {
  return JSON.stringify({ p: 'hcs-20', ...fields })
}

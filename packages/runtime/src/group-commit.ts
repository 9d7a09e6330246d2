/** How long a group gathers, and how big it may grow, before it runs. */
export interface GroupOptions {
  /** Microseconds a group waits for more calls while others are in flight (Node's timers count whole milliseconds). */
  lingerUs: number
  maxGroup: number
}

const DEFAULT_GROUP: GroupOptions = { lingerUs: 500, maxGroup: 64 }

/**
 * Gathers the calls of each topic into groups, each run as one Redis step (`run`, one answer per call, in order):
 * the api's admission of many requests in one script (ADR 041), the worker's record writes of many jobs. A group runs
 * when it reaches `maxGroup`, when its linger ends, when the topic's previous group has its answer (what gathered
 * meanwhile goes at once), or at once when its call is the only one in flight: a lone job never waits. A failed step
 * fails each call of its group.
 */
export function groupCommitter<C, R> (
  run: (topicId: string, calls: C[]) => Promise<R[]>,
  { lingerUs, maxGroup }: GroupOptions = DEFAULT_GROUP
): (topicId: string, call: C) => Promise<R> {
  interface Member { call: C, resolve: (reply: R) => void, reject: (err: unknown) => void }
  const gathering = new Map<string, { members: Member[], timer?: NodeJS.Timeout }>()
  // calls handed over whose step has not answered yet
  let inFlight = 0

  const flush = (topicId: string): void => {
    const group = gathering.get(topicId)
    if (group === undefined) return
    gathering.delete(topicId)
    clearTimeout(group.timer)
    const { members } = group
    let step: Promise<R[]>
    try {
      step = run(topicId, members.map((m) => m.call))
    } catch (err) {
      step = Promise.reject(err)
    }
    step.then((answers) => {
      inFlight -= members.length
      flush(topicId)
      members.forEach((m, i) => {
        const answer = answers[i]
        if (answer === undefined) m.reject(new Error('group commit: the step answered fewer calls than it was given'))
        else m.resolve(answer)
      })
    }, (err: unknown) => {
      inFlight -= members.length
      flush(topicId)
      for (const m of members) m.reject(err)
    })
  }

  return async (topicId, call) => await new Promise<R>((resolve, reject) => {
    inFlight++
    let group = gathering.get(topicId)
    if (group === undefined) {
      group = { members: [] }
      gathering.set(topicId, group)
    }
    group.members.push({ call, resolve, reject })
    if (group.members.length >= maxGroup || inFlight === 1) flush(topicId)
    else group.timer ??= setTimeout(() => { flush(topicId) }, lingerUs / 1000)
  })
}

/**
 * A value kept fresh in the background: `read` runs every `intervalMs` (the timer does not hold the process open),
 * and `refresh()` runs it now. One read at a time: a refresh asked for while one runs waits for that one. A failed
 * read goes to `onError` and leaves whatever the reader kept (callers keep their last good figures; a Redis outage
 * shows on the requests themselves).
 */
export interface Poller {
  refresh: () => Promise<void>
  close: () => void
}

export function startPoller (read: () => Promise<void>, intervalMs: number, onError: (err: unknown) => void): Poller {
  let running: Promise<void> | undefined
  const refresh = async (): Promise<void> => {
    running ??= (async () => {
      try {
        await read()
      } catch (err) {
        onError(err)
      } finally {
        running = undefined
      }
    })()
    await running
  }
  const timer = setInterval(() => { refresh().catch(() => {}) }, intervalMs)
  timer.unref()
  return { refresh, close: () => { clearInterval(timer) } }
}

import { describe, expect, it } from 'vitest'
import { pino, type Logger } from 'pino'
import { AppError } from '../src/http/errors.js'
import { createBacklogMonitor } from '../src/ops/backlog.js'
import type { QueueSample } from '../src/intake/queue.js'

function recordingLogger (): { log: Logger, lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = []
  const log: Logger = pino({ level: 'info' }, { write: (line: string) => { lines.push(JSON.parse(line) as Record<string, unknown>) } })
  return { log, lines }
}

function setup (bound: number) {
  let clock = 1_000_000
  let next: QueueSample = { waiting: 0, delayed: 0, active: 0, drained: 0 }
  const { log, lines } = recordingLogger()
  const sut = createBacklogMonitor({ sample: async () => next, bound, intervalMs: 3_600_000, log, now: () => clock })
  return {
    sut,
    lines,
    at: async (ms: number, sample: QueueSample) => { clock = ms; next = sample; await sut.refresh() }
  }
}

function refusal (fn: () => void): AppError {
  try {
    fn()
  } catch (err) {
    return err as AppError
  }
  throw new Error('expected a refusal')
}

describe(createBacklogMonitor.name, () => {
  it('admits below the bound and counts what this instance accepted since the last sample', async () => {
    const { sut, at } = setup(10)
    await at(1_000_000, { waiting: 5, delayed: 2, active: 1, drained: 0 })
    const done = sut.check()
    sut.accepted()
    done()
    expect(sut.snapshot()).toMatchObject({ backlog: 9, waiting: 5, delayed: 2, active: 1, bound: 10, full: false })
    sut.accepted()
    expect(refusal(() => sut.check())).toMatchObject({ code: 'QUEUE_FULL', statusCode: 503 })
    sut.close()
  })

  it('counts the requests past the check until they are answered: a burst meets the bound before any is accepted', async () => {
    const { sut, at } = setup(10)
    await at(1_000_000, { waiting: 4, delayed: 0, active: 0, drained: 0 })
    // six single requests and nothing accepted yet: the bound is reached by what is in flight
    const burst = Array.from({ length: 6 }, () => sut.check())
    expect(sut.snapshot().backlog).toBe(10)
    expect(refusal(() => sut.check())).toMatchObject({ code: 'QUEUE_FULL' })
    // answered: two accepted, four refused further on (nothing added); a second done changes nothing
    sut.accepted(2)
    for (const done of burst) done()
    burst[0]?.()
    expect(sut.snapshot().backlog).toBe(6)
    // a batch counts as its operations
    const batch = sut.check(4)
    expect(refusal(() => sut.check())).toMatchObject({ code: 'QUEUE_FULL' })
    batch()
    expect(sut.snapshot().backlog).toBe(6)
    // a batch that does not fit is refused whole; an empty queue takes any batch
    expect(refusal(() => sut.check(5))).toMatchObject({ code: 'QUEUE_FULL' })
    await at(1_000_001, { waiting: 0, delayed: 0, active: 0, drained: 10 })
    sut.check(50)()
    sut.close()
  })

  it('keeps counting a job accepted while a sample is read (the sample may have missed it)', async () => {
    let release: (sample: QueueSample) => void = () => {}
    const { log } = recordingLogger()
    const sut = createBacklogMonitor({
      sample: async () => await new Promise<QueueSample>((resolve) => { release = resolve }),
      bound: 10,
      intervalMs: 3_600_000,
      log
    })
    sut.accepted(3)
    const reading = sut.refresh()
    await new Promise((resolve) => setImmediate(resolve))
    sut.accepted(2)
    release({ waiting: 3, delayed: 0, active: 0, drained: 0 })
    await reading
    // the sample holds the three accepted before it; the two accepted during it stay counted until the next one
    expect(sut.snapshot().backlog).toBe(5)
    sut.close()
  })

  it('answers QUEUE_FULL with a Retry-After from the measured drain rate', async () => {
    const { sut, at } = setup(100)
    await at(1_000_000, { waiting: 150, delayed: 0, active: 10, drained: 1000 })
    await at(1_002_000, { waiting: 130, delayed: 0, active: 10, drained: 1040 })
    // 20 jobs a second; 140 queued, 90 is a tenth under the bound: 50 to drain → 3 s
    expect(sut.snapshot()).toMatchObject({ backlog: 140, full: true, drainPerSecond: 20, estimatedWaitSeconds: 7 })
    const err = refusal(() => sut.check())
    expect(err).toMatchObject({ code: 'QUEUE_FULL', statusCode: 503, headers: { 'retry-after': '3' } })
    expect(err.detail).toContain('140')
    sut.close()
  })

  it('asks for the longest Retry-After while nothing drains', async () => {
    const { sut, at } = setup(5)
    await at(1_000_000, { waiting: 50, delayed: 0, active: 0, drained: 7 })
    await at(1_001_000, { waiting: 50, delayed: 0, active: 0, drained: 7 })
    expect(refusal(() => sut.check()).headers).toEqual({ 'retry-after': '60' })
    expect(sut.snapshot()).toMatchObject({ drainPerSecond: 0, estimatedWaitSeconds: null })
    sut.close()
  })

  it('logs once when the bound is reached and once when it is left', async () => {
    const { sut, at, lines } = setup(10)
    await at(1_000_000, { waiting: 20, delayed: 0, active: 0, drained: 0 })
    await at(1_001_000, { waiting: 15, delayed: 0, active: 0, drained: 5 })
    expect(() => sut.check()).toThrow()
    await at(1_002_000, { waiting: 3, delayed: 0, active: 0, drained: 17 })
    expect(lines.map((l) => l.msg)).toEqual(['queue full: refusing new jobs', 'queue below its bound again'])
    expect(lines[0]).toMatchObject({ backlog: 20, bound: 10, level: 40 })
    expect(lines[1]).toMatchObject({ backlog: 3, bound: 10 })
    sut.close()
  })

  it('keeps the last figures when a sample fails', async () => {
    let fail = false
    const { log } = recordingLogger()
    const sut = createBacklogMonitor({
      sample: async () => { if (fail) throw new Error('redis down'); return { waiting: 12, delayed: 0, active: 0, drained: 0 } },
      bound: 10,
      intervalMs: 3_600_000,
      log
    })
    await sut.refresh()
    fail = true
    await sut.refresh()
    expect(sut.snapshot().backlog).toBe(12)
    sut.close()
  })
})

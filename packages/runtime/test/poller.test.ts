import { describe, expect, it } from 'vitest'
import { startPoller } from '../src/poller.js'

describe(startPoller.name, () => {
  it('reads one at a time: refreshes asked for while a read runs wait for that read', async () => {
    let reads = 0
    let release: () => void = () => {}
    const poller = startPoller(async () => {
      reads++
      await new Promise<void>((resolve) => { release = resolve })
    }, 60_000, () => {})
    try {
      const first = poller.refresh()
      const second = poller.refresh()
      release()
      await Promise.all([first, second])
      expect(reads).toBe(1)
      const third = poller.refresh()
      release()
      await third
      expect(reads).toBe(2)
    } finally {
      poller.close()
    }
  })

  it('hands a failed read to onError and goes on reading', async () => {
    const errors: unknown[] = []
    let fail = true
    let value = 0
    const poller = startPoller(async () => {
      if (fail) throw new Error('redis away')
      value++
    }, 10, (err) => errors.push(err))
    try {
      await poller.refresh()
      expect(errors).toHaveLength(1)
      fail = false
      // the timer keeps reading by itself
      const read = async (): Promise<number> => { await new Promise((resolve) => setTimeout(resolve, 10)); return value }
      let seen = 0
      for (const deadline = Date.now() + 5000; seen === 0 && Date.now() < deadline;) seen = await read()
      expect(seen).toBeGreaterThan(0)
    } finally {
      poller.close()
    }
  })
})

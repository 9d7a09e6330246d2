import { chmodSync, closeSync, existsSync, fstatSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { SECRET_FILE_MODE } from '../secret-files.js'
import { doubled } from './typed-arrays.js'
import type { EventLog, LedgerEvent } from './state.js'

/** Reads back an event by its record number (its position in the log: 0 is the genesis line). */
/** Where events go: an append-only JSON-lines file in the data dir, or memory. */
export interface EventStore extends EventLog {
  /** Hands every event already in the log to `apply`, in order; once, before the first append. */
  replay: (apply: (event: LedgerEvent, record: number) => void) => void
  /** Writes the event and returns its record number (-1 once closed: nothing is written). */
  append: (event: LedgerEvent) => number
  /** Bytes the store keeps in memory for every event it holds, its bounded cache aside (the memory store: 0, it keeps the events). */
  readonly indexBytes: number
  /** Decoded events held in memory (the memory store: all of them). */
  readonly cachedEvents: number
  close: () => void
}

const LOG_FILE = 'ledger.log'
/** Replay reads the log this many bytes at a time. */
const CHUNK_BYTES = 1 << 20
/** Decoded events kept in memory by the file store (the most recently read or written). */
const CACHED_EVENTS = 2048
const NEWLINE = 0x0a

/** Without a data dir: every event stays in memory, as its object. */
export function createMemoryStore (): EventStore {
  const events: LedgerEvent[] = []
  return {
    get size () { return events.length },
    read (record) {
      const event = events[record]
      if (event === undefined) throw new RangeError(`no event ${record} in the log`)
      return event
    },
    replay: () => {},
    append (event) { return events.push(event) - 1 },
    indexBytes: 0,
    get cachedEvents () { return events.length },
    close: () => {}
  }
}

/** A least-recently-used map of decoded events (a Map keeps insertion order: the first key is the oldest). */
class EventCache {
  private readonly map = new Map<number, LedgerEvent>()
  constructor (private readonly capacity: number) {}

  get (record: number): LedgerEvent | undefined {
    const event = this.map.get(record)
    if (event !== undefined) { this.map.delete(record); this.map.set(record, event) }
    return event
  }

  set (record: number, event: LedgerEvent): void {
    this.map.delete(record)
    this.map.set(record, event)
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as number)
  }

  get size (): number { return this.map.size }
}

/**
 * Where each event of the log starts and how long its line is (without the newline): 12 bytes an event,
 * in typed arrays grown by doubling.
 */
class RecordTable {
  size = 0
  private offsets = new Float64Array(1024)
  private lengths = new Uint32Array(1024)

  push (offset: number, length: number): number {
    if (this.size === this.offsets.length) {
      this.offsets = doubled(this.offsets)
      this.lengths = doubled(this.lengths)
    }
    this.offsets[this.size] = offset
    this.lengths[this.size] = length
    return this.size++
  }

  offset (record: number): number { return this.offsets[record] ?? 0 }
  length (record: number): number { return this.lengths[record] ?? 0 }
  /** Bytes the table holds (its capacity, not just its size). */
  get bytes (): number { return this.offsets.byteLength + this.lengths.byteLength }
}

/**
 * Reads the log line by line, a chunk at a time (never the whole file), calling `line(offset, length, bytes)`
 * for every non-empty line. Returns the offset just past the last newline and the unterminated tail, if any.
 */
function scanLines (fd: number, line: (offset: number, text: string) => void): { end: number, tail?: { offset: number, text: string } } {
  let buf = Buffer.alloc(CHUNK_BYTES)
  let filled = 0
  let base = 0
  for (;;) {
    if (filled === buf.length) {
      const bigger = Buffer.alloc(buf.length * 2)
      buf.copy(bigger, 0, 0, filled)
      buf = bigger
    }
    const n = readSync(fd, buf, filled, buf.length - filled, base + filled)
    const eof = n === 0
    filled += n
    let start = 0
    for (let nl = buf.indexOf(NEWLINE, start); nl >= 0 && nl < filled; nl = buf.indexOf(NEWLINE, start)) {
      if (nl > start) line(base + start, buf.toString('utf8', start, nl))
      start = nl + 1
    }
    if (eof) {
      return filled > start ? { end: base + start, tail: { offset: base + start, text: buf.toString('utf8', start, filled) } } : { end: base + start }
    }
    buf.copy(buf, 0, start, filled)
    filled -= start
    base += start
  }
}

/**
 * Replays the log file at `fd` (`end` bytes long) into `records` and `apply`. A line that does not parse is an
 * error unless nothing but empty lines follows it (a torn tail), which is cut off. Returns the file's new end.
 */
function replayFile (fd: number, path: string, end: number, records: RecordTable, apply: (event: LedgerEvent, record: number) => void): number {
  let bad: { offset: number, lineNo: number, err: unknown } | undefined
  let lineNo = 0
  const take = (offset: number, text: string): void => {
    lineNo++
    if (bad !== undefined) throw new Error(`corrupt emulator log ${path} at line ${bad.lineNo}`, { cause: bad.err })
    let event: LedgerEvent
    try {
      event = JSON.parse(text) as LedgerEvent
    } catch (err) {
      bad = { offset, lineNo, err }
      return
    }
    apply(event, records.push(offset, Buffer.byteLength(text)))
  }
  const scanned = scanLines(fd, take)
  if (scanned.tail !== undefined) take(scanned.tail.offset, scanned.tail.text)
  if (bad !== undefined) {
    // cut the torn line off, so that the next event starts a clean line and a later replay sees no hole
    ftruncateSync(fd, bad.offset)
    return bad.offset
  }
  if (scanned.tail !== undefined) {
    // a whole last event whose newline never made it to disk
    writeSync(fd, '\n')
    return end + 1
  }
  return end
}

/**
 * Opens (or creates) `${dataDir}/ledger.log`. Each event is written synchronously as it reaches
 * consensus, so a restart sees everything that was ever acknowledged. Events stay on disk: the store keeps
 * where each line is ({@link RecordTable}) and a few recently used events, and reads the others back from
 * the file. A torn last line (a crash in the middle of a write) is ignored and cut off; a line that does
 * not parse anywhere else is an error.
 */
export function openFileStore (dataDir: string, options: { write?: typeof writeSync } = {}): EventStore {
  // the file's writes (a test hands in one that fails, as a full disk does)
  const write = options.write ?? writeSync
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const path = join(dataDir, LOG_FILE)
  const existed = existsSync(path)
  // append-only writes; reads at an offset (pread) are not affected by O_APPEND
  const fd = openSync(path, 'a+', SECRET_FILE_MODE)
  // owner only, whatever mode the file was left with
  chmodSync(path, SECRET_FILE_MODE)
  const records = new RecordTable()
  const cache = new EventCache(CACHED_EVENTS)
  let end = existed ? fstatSync(fd).size : 0
  let replayed = false
  let open = true

  function parse (text: string, record: number): LedgerEvent {
    try {
      return JSON.parse(text) as LedgerEvent
    } catch (err) {
      throw new Error(`corrupt emulator log ${path} at event ${record + 1}`, { cause: err })
    }
  }

  return {
    get size () { return records.size },
    get indexBytes () { return records.bytes },
    get cachedEvents () { return cache.size },
    read (record) {
      const cached = cache.get(record)
      if (cached !== undefined) return cached
      if (record < 0 || record >= records.size) throw new RangeError(`no event ${record} in the log`)
      const length = records.length(record)
      const buf = Buffer.allocUnsafe(length)
      let got = 0
      while (got < length) {
        const n = readSync(fd, buf, got, length - got, records.offset(record) + got)
        if (n === 0) throw new Error(`emulator log ${path} ends inside event ${record + 1}`)
        got += n
      }
      const event = parse(buf.toString('utf8'), record)
      cache.set(record, event)
      return event
    },
    replay (apply) {
      if (replayed) throw new Error('the emulator log was already replayed')
      replayed = true
      if (existed) end = replayFile(fd, path, end, records, apply)
    },
    append (event) {
      if (!open) return -1
      if (!replayed) throw new Error('the emulator log must be replayed before anything is appended')
      const line = Buffer.from(JSON.stringify(event) + '\n')
      let written = 0
      try {
        while (written < line.length) written += write(fd, line, written)
      } catch (err) {
        // a full disk (or any failed write) never leaves part of a line: cut back to the last whole event
        if (written > 0) ftruncateSync(fd, end)
        throw new Error(`cannot write the emulator log ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, { cause: err })
      }
      const record = records.push(end, line.length - 1)
      end += line.length
      cache.set(record, event)
      return record
    },
    close () {
      if (!open) return
      open = false
      fsyncSync(fd)
      closeSync(fd)
    }
  }
}

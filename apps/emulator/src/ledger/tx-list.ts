import { doubled } from './typed-arrays.js'

/** Typed arrays grow by doubling from this many entries. */
const INITIAL_CAPACITY = 8

/**
 * One account's transactions in consensus order: per transaction its record number in the log and its type's code
 * (an index into the type names), 5 bytes in typed arrays. The mirror's account and transaction lists read it; the
 * events themselves stay in the log.
 */
export class TxList {
  length = 0
  private records = new Uint32Array(INITIAL_CAPACITY)
  private typeCodes = new Uint8Array(INITIAL_CAPACITY)

  /** Appends a record (a later one than every record held); the same record twice in a row is kept once. */
  push (record: number, typeCode: number): void {
    if (this.length > 0 && this.records[this.length - 1] === record) return
    if (this.length === this.records.length) {
      this.records = doubled(this.records)
      const codes = new Uint8Array(this.typeCodes.length * 2)
      codes.set(this.typeCodes)
      this.typeCodes = codes
    }
    this.records[this.length] = record
    this.typeCodes[this.length] = typeCode
    this.length++
  }

  record (i: number): number { return this.records[i] ?? 0 }
  typeCode (i: number): number { return this.typeCodes[i] ?? 0 }
}

/** A typed array of twice the length holding `array`'s values first: the growth step of the in-memory indexes. */
export function doubled<T extends BigInt64Array | Float64Array | Uint32Array> (array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2)
  bigger.set(array as never)
  return bigger
}
